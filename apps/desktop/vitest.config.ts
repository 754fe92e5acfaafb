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
          ],
        },
        test: {
          name: "renderer",
          include: ["src/renderer/**/*.test.ts"],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
                args: chromiumArgs,
              },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
