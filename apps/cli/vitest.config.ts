import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { testDefaults } from "../../scripts/vitest-defaults.mjs";

// The commands fall back to the catalog the user imported (`fishbowl catalog import`, in the
// user data folder): the tests get an empty data folder of their own, so what this machine's
// user imported never changes what they see.
export default defineConfig({
  test: {
    env: { FISHBOWL_DATA_DIR: mkdtempSync(join(tmpdir(), "fishbowl-cli-test-")) },
    ...testDefaults,
  },
});
