#!/usr/bin/env node
/**
 * Compiles the app's sources to plain JavaScript for dependency-cruiser's import-cycle check
 * (the lint's `depcruise .depcruise ...` step; see the repository's
 * .dependency-cruiser.no-circular.cjs). TypeScript 7 has no JS API for dependency-cruiser to
 * parse .ts with, and electron-vite's bundles in out/ no longer have a module graph, so this
 * runs tsc on the two typecheck configs with emitting switched on:
 *   - tsconfig.node.json (main, preload, shared) into .depcruise/node/
 *   - tsconfig.web.json (renderer, shared; Lit's experimentalDecorators) into .depcruise/web/
 * Each file keeps its imports, so the emitted tree has the sources' module graph (type-only
 * imports excepted: oxlint's import/no-cycle checks those on src/). The folder is removed
 * first, so a moved or deleted module does not linger; it is gitignored.
 *
 * Usage: node scripts/emit-for-depcruise.mjs   (exit 1 when tsc fails)
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(appDir, ".depcruise");
const tsc = join(dirname(createRequire(import.meta.url).resolve("typescript/package.json")), "bin", "tsc");

/** The typecheck configs to emit, each with the subfolder of .depcruise/ it goes to. */
const configs = [
  { project: "tsconfig.node.json", out: "node" },
  { project: "tsconfig.web.json", out: "web" },
];

rmSync(outDir, { recursive: true, force: true });
for (const { project, out } of configs) {
  const args = [
    tsc,
    ...["-p", project, "--noEmit", "false", "--rootDir", ".", "--outDir", join(outDir, out)],
    ...["--composite", "false", "--incremental", "false"],
    ...["--declaration", "false", "--declarationMap", "false", "--sourceMap", "false"],
  ];
  const result = spawnSync(process.execPath, args, { cwd: appDir, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`emit-for-depcruise: tsc -p ${project} failed`);
    process.exit(1);
  }
}
