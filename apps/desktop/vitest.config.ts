import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  test: {
    projects: [
      // Main process: Node, with `electron` mocked in each test file (the real one would try to download its binary).
      { test: { name: "main", environment: "node", include: ["src/main/**/*.test.ts", "scripts/**/*.test.mjs"] } },
      // Renderer: real Chromium (Debian's), driven through playwright.
      {
        // Pre-bundle up front, so Vite does not reload the page mid-run when it discovers them.
        optimizeDeps: {
          include: [
            "lit",
            "lit/decorators.js",
            "chart.js",
            "@fishbowl/cards > parsimmon",
            "@fishbowl/game-file > valibot",
            // the card import worker's streaming reader (browser-catalog, card-data-import)
            "@fishbowl/cards > stream-json/core/assembler.js",
            "@fishbowl/cards > stream-json/core/parser.js",
            "@fishbowl/cards > stream-json/core/utils/verifier.js",
          ],
        },
        test: {
          name: "renderer",
          include: ["src/renderer/**/*.test.ts"],
          browser: {
            enabled: true,
            headless: true,
            // Starting Chromium and bundling the page can take minutes on a loaded machine: the
            // default 60 s is a timeout a busy CI brushes against. This one only ends a hang.
            connectTimeout: 900_000,
            provider: playwright({
              launchOptions: {
                executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
                args: chromiumArgs,
                // playwright's own 30 s launch default, brushed against at load 25: no timeout, as above
                timeout: 0,
              },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
