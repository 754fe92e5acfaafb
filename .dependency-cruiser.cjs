/**
 * Layering rules (see DESIGN.md): the engine is pure TypeScript and knows no card, app, Node
 * or DOM API. TypeScript 7 has no JS API for dependency-cruiser to parse .ts with, so the
 * check runs on the engine's compiled output (dist/, plain ES modules with the same imports);
 * the engine's own oxlint config checks the sources, and its tsconfig has no DOM or Node types.
 */
module.exports = {
  forbidden: [
    {
      name: "engine-no-cards-or-apps",
      comment: "packages/engine must not import @fishbowl/cards, the autopilot (a client of the engine) or any app",
      severity: "error",
      from: { path: "^(src|dist)/" },
      to: { path: "(@fishbowl/(cards|autopilot|cli|desktop))|(packages/(cards|autopilot))|(apps/)|(^\\.\\./)" },
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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    exclude: { path: "\\.test\\.(ts|js)$" },
  },
};
