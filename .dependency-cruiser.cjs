/**
 * Layering rules (see DESIGN.md): the engine is pure TypeScript and knows no card, app, Node
 * or DOM API. TypeScript 7 has no JS API for dependency-cruiser to parse .ts with, so the
 * check runs on the engine's compiled output (dist/, plain ES modules with the same imports);
 * the engine's own oxlint config checks the sources, and its tsconfig has no DOM or Node types.
 * Type-only imports vanish from dist/: the engine's oxlint config checks the sources for
 * cycles too (import/no-cycle, type imports included).
 * The other packages and apps run the same cycle check with .dependency-cruiser.no-circular.cjs.
 *
 * The engine's layers (packages/engine/src): state/ (plain data) ← core/ (context and object
 * primitives) ← rules/ and effects/ (the Comprehensive Rules and the instruction handlers) ←
 * the top-level modules (apply, legal-actions, attack-options, decisions, view, game, index) and scenario/.
 */
module.exports = {
  forbidden: [
    {
      name: "engine-no-cards-or-apps",
      comment: "packages/engine must not import @fishbowl/cards, the autopilot (a client of the engine) or any app",
      severity: "error",
      from: { path: "^(src|dist)/" },
      // (an npm dependency such as valibot resolves to ../../node_modules/…: that is not a step outside)
      to: {
        path: "(@fishbowl/(cards|autopilot|cli|desktop))|(packages/(cards|autopilot))|(apps/)|(^\\.\\./)",
        pathNot: "^(\\.\\./)+node_modules/\\.pnpm/[^/]+/node_modules/(valibot|pure-rand)/",
      },
    },
    {
      name: "engine-no-node-builtins",
      comment: "packages/engine must not use Node APIs",
      severity: "error",
      from: { path: "^(src|dist)/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "engine-no-dom-or-platform-packages",
      comment: "packages/engine must not import DOM/Electron/platform packages",
      severity: "error",
      from: { path: "^(src|dist)/" },
      to: { path: "(^|/)(electron|lit|jsdom|happy-dom|ws|undici)(/|$)" },
    },
    {
      name: "engine-no-circular",
      comment:
        "No import cycles in the engine: a low-level module never imports a higher one (move the shared piece down, or pass a callback)",
      severity: "error",
      from: { path: "^(src|dist)/" },
      to: { circular: true },
    },
    {
      name: "engine-state-is-plain-data",
      comment:
        "packages/engine/src/state holds the data model, the vocabulary, the RNG and the state copy: it imports nothing else of the engine",
      severity: "error",
      from: { path: "^(src|dist)/state/" },
      to: { path: "^(src|dist)/", pathNot: "^(src|dist)/state/" },
    },
    {
      name: "engine-core-below-rules",
      comment:
        "packages/engine/src/core holds the primitives the rules are built on: it imports only state/ and itself",
      severity: "error",
      from: { path: "^(src|dist)/core/" },
      to: { path: "^(src|dist)/", pathNot: "^(src|dist)/(state|core)/" },
    },
    {
      name: "engine-top-level-on-top",
      comment:
        "The engine's top-level modules (apply, legal-actions, attack-options, decisions, view, game, index) and the scenario runner are the top layer: no module in state/, core/, rules/ or effects/ imports them",
      severity: "error",
      from: { path: "^(src|dist)/(state|core|rules|effects)/" },
      to: { path: "^(src|dist)/([^/]+\\.(js|ts)|scenario/)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    exclude: { path: "\\.test\\.(ts|js)$" },
  },
};
