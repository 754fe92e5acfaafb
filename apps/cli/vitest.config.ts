import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

// The commands fall back to the catalog the user imported (`fishbowl catalog import`, in the
// user data folder): the tests get an empty data folder of their own, so what this machine's
// user imported never changes what they see. No time bound on a test or hook (bounded by work,
// never by the machine's speed), also when a file is run on its own (`vitest run <file>`).
export default defineConfig({
  test: {
    env: { FISHBOWL_DATA_DIR: mkdtempSync(join(tmpdir(), "fishbowl-cli-test-")) },
    testTimeout: 0,
    hookTimeout: 0,
  },
});
