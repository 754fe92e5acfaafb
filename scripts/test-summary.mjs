#!/usr/bin/env node
/**
 * Sums the test results of every package (vitest's JSON reporter: packages/*\/test-results.json,
 * apps/*\/test-results.json), the e2e runs (apps/*\/e2e-results.json: { passed, failed }) and any
 * extra "N passed, N failed[, N skipped]" lines given as arguments (e.g. the shared scenarios),
 * and prints one closing line `N passed, N failed, N skipped`. Exits 1 when nothing ran or
 * anything failed.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
let passed = 0,
  failed = 0,
  skipped = 0;
const rows = [];
for (const group of ["packages", "apps"]) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const pkg of readdirSync(dir).sort()) {
    const unit = join(dir, pkg, "test-results.json");
    if (existsSync(unit)) {
      const r = JSON.parse(readFileSync(unit, "utf8"));
      const p = r.numPassedTests ?? 0;
      // a suite that failed to load has no failed test but must still count as a failure
      const f = Math.max(r.numFailedTests ?? 0, r.numFailedTestSuites ?? 0);
      const s = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
      passed += p;
      failed += f;
      skipped += s;
      rows.push(`${group}/${pkg} unit: ${p} passed, ${f} failed, ${s} skipped`);
    }
    const e2e = join(dir, pkg, "e2e-results.json");
    if (existsSync(e2e)) {
      const r = JSON.parse(readFileSync(e2e, "utf8"));
      passed += r.passed ?? 0;
      failed += r.failed ?? 0;
      rows.push(`${group}/${pkg} e2e: ${r.passed ?? 0} passed, ${r.failed ?? 0} failed`);
    }
  }
}
for (const line of process.argv.slice(2)) {
  const m = /(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/.exec(line);
  if (!m) continue;
  passed += Number(m[1]);
  failed += Number(m[2]);
  skipped += Number(m[3] ?? 0);
  rows.push(`extra: ${m[0]}`);
}
for (const r of rows) console.log(r);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(passed === 0 || failed > 0 ? 1 : 0);
