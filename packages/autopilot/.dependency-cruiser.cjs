/**
 * Layering rules of the autopilot (see the repository's .dependency-cruiser.cjs for the
 * engine's): the autopilot is a pure client of the engine's public entry — no card package,
 * no app, no Node or DOM API (it runs in a browser worker). Checked on the compiled output
 * (dist/), as for the engine; its oxlint config checks the sources, and line counts (≤ 400
 * lines a file). The import-cycle rule comes from the shared config it extends.
 */
module.exports = {
  extends: "../../.dependency-cruiser.no-circular.cjs",
  forbidden: [
    {
      name: "autopilot-only-engine-entry",
      comment: "packages/autopilot imports only its own modules and @fishbowl/engine's public entry",
      severity: "error",
      from: { path: "^(src|dist)/" },
      to: {
        path: "(@fishbowl/(cards|cli|desktop))|(packages/cards)|(apps/)|(^\\.\\./)",
        pathNot: "^\\.\\./engine/dist/index\\.js$",
      },
    },
    {
      name: "autopilot-no-node-builtins",
      comment: "packages/autopilot must not use Node APIs",
      severity: "error",
      from: { path: "^(src|dist)/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "autopilot-no-dom-or-platform-packages",
      comment: "packages/autopilot must not import DOM/Electron/platform packages",
      severity: "error",
      from: { path: "^(src|dist)/" },
      to: { path: "(^|/)(electron|lit|jsdom|happy-dom|ws|undici)(/|$)" },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules", "^\\.\\./engine/"] },
    tsPreCompilationDeps: true,
    exclude: { path: "\\.test\\.(ts|js)$" },
  },
};
