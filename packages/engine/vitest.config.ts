import { defineConfig } from "vitest/config";
import { testDefaults } from "../../scripts/vitest-defaults.mjs";

export default defineConfig({ test: { ...testDefaults, setupFiles: ["./vitest.setup.ts"] } });
