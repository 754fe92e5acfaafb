/**
 * The Vite dev server of the browser build (`pnpm web`: the renderer at http://127.0.0.1:5199).
 * Vite pre-bundles the dependencies it finds when it scans the page; one it only meets later —
 * the card import worker's streaming JSON reader, imported as the worker starts — makes it
 * re-bundle and reload the page ("optimized dependencies changed. reloading"), losing the
 * import in progress. So the workers are scanned too (`entries`), and what they and the page
 * import is pre-bundled up front (`include`, as vitest.config.ts does for the renderer tests).
 */
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/renderer",
  optimizeDeps: {
    entries: ["index.html", "src/**/*.worker.ts"],
    include: [
      "lit",
      "lit/decorators.js",
      "chart.js",
      "valibot",
      "@fishbowl/cards > parsimmon",
      "@fishbowl/game-file > valibot",
      "@fishbowl/cards > stream-json/core/assembler.js",
      "@fishbowl/cards > stream-json/core/parser.js",
      "@fishbowl/cards > stream-json/core/utils/verifier.js",
    ],
  },
});
