import { defineConfig } from "vitest/config";

// No time bound on a test or hook (a test is bounded by its work, never by the machine's speed):
// the same when a file is run on its own (`vitest run <file>`) as under `pnpm test`.
export default defineConfig({ test: { setupFiles: ["./vitest.setup.ts"], testTimeout: 0, hookTimeout: 0 } });
