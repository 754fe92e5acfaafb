/**
 * `fishbowl scenarios <file-or-folder>... [--skip-unknown-cards] [--json] [--verbose]`:
 * runs rule scenarios (format `fishbowl-scenario/1`, shared SCENARIOS.md) against the
 * built-in card definitions. Prints each failure's file, step and expected-vs-found, and
 * closes with `N passed, N failed` (`, N skipped` with --skip-unknown-cards). Exit status
 * 0 only when none failed. A file that is not valid JSON or not a scenario is a failure
 * with a message naming the file (and the field) — never a crash.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { runScenario, type ScenarioResult } from "@fishbowl/engine";
import { builtinRegistry } from "@fishbowl/cards";

const USAGE = `usage: fishbowl scenarios <file-or-folder>... [--skip-unknown-cards] [--json] [--verbose]

  Runs rule scenarios (fishbowl-scenario/1 JSON files; folders are searched for *.json)
  against the built-in cards and prints each failure, then "N passed, N failed".

  --skip-unknown-cards   skip (instead of failing) scenarios that use cards without a definition
  --json                 print one JSON object: { passed, failed, skipped, results }
  -v, --verbose          also list the scenarios that passed

  Exit status: 0 when none failed, 1 otherwise, 2 for a usage error.
`;

/** Every `*.json` file under the given paths, sorted within each folder. */
export function scenarioFiles(paths: string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (p: string) => {
    let st;
    try { st = statSync(p); } catch { missing.push(p); return; }
    if (st.isDirectory()) for (const e of readdirSync(p).sort()) walk(join(p, e));
    else if (p.endsWith(".json")) files.push(p);
  };
  for (const p of paths) {
    const before = files.length;
    walk(p);
    try {
      if (statSync(p).isFile() && files.length === before) files.push(p);
    } catch { /* reported as missing */ }
  }
  return { files, missing };
}

/** Runs one scenario file (never throws). */
export function runScenarioFile(file: string, skipUnknownCards: boolean): ScenarioResult {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    return { name: file, status: "failed", message: `cannot read the file: ${(e as Error).message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { name: file, status: "failed", message: `not valid JSON: ${(e as Error).message}` };
  }
  return runScenario(json, builtinRegistry, { skipUnknownCards });
}

/** Entry point; returns the exit status. */
export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv, allowPositionals: true,
    options: {
      "skip-unknown-cards": { type: "boolean" }, json: { type: "boolean" }, verbose: { type: "boolean", short: "v" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length === 0) {
    process.stderr.write(USAGE);
    return 2;
  }
  const skip = values["skip-unknown-cards"] ?? false;
  const { files, missing } = scenarioFiles(positionals);
  const results: (ScenarioResult & { file: string })[] = [];
  for (const m of missing) results.push({ file: m, name: m, status: "failed", message: "no such file or folder" });
  for (const f of files) results.push({ file: f, ...runScenarioFile(f, skip) });
  const passed = results.filter((r) => r.status === "passed").length;
  const failed = results.filter((r) => r.status === "failed").length;
  const skipped = results.filter((r) => r.status === "skipped").length;
  const summary = `${passed} passed, ${failed} failed${skip ? `, ${skipped} skipped` : ""}`;
  if (values.json) {
    process.stdout.write(JSON.stringify({ passed, failed, skipped, results }, null, 2) + "\n");
  } else {
    for (const r of results) {
      const where = relative(process.cwd(), r.file) || r.file;
      if (r.status === "failed") process.stdout.write(`FAIL ${where}${r.step !== undefined ? ` (step ${r.step})` : ""}\n  ${r.name}\n  ${r.message}\n`);
      else if (r.status === "skipped") process.stdout.write(`SKIP ${where}: ${r.message}\n`);
      else if (values.verbose) process.stdout.write(`ok   ${where}\n`);
    }
    process.stdout.write(`${summary}\n`);
  }
  return failed === 0 ? 0 : 1;
}
