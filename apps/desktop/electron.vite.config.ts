import { resolve } from "node:path";
import { defineConfig } from "electron-vite";

// The workspace packages and valibot are bundled in (not left as imports resolved through
// pnpm symlinks), so the packaged app needs no node_modules.
const bundleWorkspace = { externalizeDeps: { exclude: ["@fishbowl/engine", "@fishbowl/cards", "valibot"] } };

export default defineConfig({
  main: {
    build: {
      ...bundleWorkspace,
      // app-protocol is also an entry of its own, so the e2e smoke test serves the built renderer through it.
      rolldownOptions: {
        input: { index: resolve("src/main/index.ts"), "app-protocol": resolve("src/main/app-protocol.ts") },
      },
    },
  },
  preload: {
    // A sandboxed preload cannot be an ES module: emit one CommonJS file (out/preload/index.cjs).
    build: { ...bundleWorkspace, rolldownOptions: { output: { format: "cjs", entryFileNames: "[name].cjs" } } },
  },
  renderer: { resolve: { alias: { "@renderer": resolve("src/renderer/src") } } },
});
