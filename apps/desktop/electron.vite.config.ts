import { resolve } from "node:path";
import { defineConfig } from "electron-vite";

export default defineConfig({
  main: { build: { externalizeDeps: { exclude: ["@fishbowl/engine", "@fishbowl/cards"] } } },
  preload: { build: { externalizeDeps: { exclude: ["@fishbowl/engine", "@fishbowl/cards"] } } },
  renderer: { resolve: { alias: { "@renderer": resolve("src/renderer/src") } } },
});
