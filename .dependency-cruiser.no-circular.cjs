/**
 * The import-cycle check every package and app runs in its lint (the engine's own config,
 * .dependency-cruiser.cjs, has the same rule next to its layering rules; the autopilot's
 * config extends this one). TypeScript 7 has no JS API for dependency-cruiser to parse .ts
 * with, so it reads compiled JavaScript: a package's dist/, or, for the desktop app, a plain
 * tsc emit of main, preload and renderer (scripts/emit-for-depcruise.mjs). Type-only imports
 * vanish from compiled output, so each package's oxlint config also runs import/no-cycle
 * (type imports included) on its sources.
 *
 * Usage, from a package folder: `depcruise dist --config ../../.dependency-cruiser.no-circular.cjs`.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "No import cycles: a module never imports, directly or through others, a module that imports it (move the shared piece down into a module both import, or split the module)",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    exclude: { path: "\\.test\\.(ts|js)$" },
  },
};
