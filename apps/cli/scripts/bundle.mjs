#!/usr/bin/env node
/**
 * Bundles the built CLI (dist/, from tsc) into out/: `out/fishbowl.js` (the `fishbowl` command),
 * `out/worker.js` and `out/compare-worker.js` (the goldfish and compare worker threads, found
 * next to the code that starts them), and shared chunks. Every command stays a chunk of its
 * own, loaded only when it runs (`import()` in main.ts), so a goldfish run of a sample deck
 * reads a handful of files instead of about a hundred modules resolved one by one through
 * package.json files, and the code it never calls (the engine's action schema and its
 * validation library, say) is left out. Run from apps/cli after `tsc`: `node scripts/bundle.mjs`.
 */
import { rmSync } from "node:fs";
import { rolldown } from "rolldown";

rmSync("out", { recursive: true, force: true });
const bundle = await rolldown({
  input: {
    fishbowl: "dist/main.js",
    worker: "dist/goldfish/worker.js",
    "compare-worker": "dist/goldfish/compare-worker.js",
  },
  platform: "node",
  logLevel: "warn",
});
await bundle.write({ dir: "out", format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" });
await bundle.close();
