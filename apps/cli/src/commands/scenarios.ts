/**
 * `fishbowl scenarios <file-or-folder>... [--skip-unknown-cards] [--catalog FILE] [--json] [--verbose]`:
 * runs rule scenarios (format `fishbowl-scenario/1`, shared SCENARIOS.md) against the
 * built-in card definitions. Prints each failure's file, step and expected-vs-found, and
 * closes with `N passed, N failed` (`, N skipped` with --skip-unknown-cards). Exit status
 * 0 only when none failed. A file that is not valid JSON or not a scenario is a failure
 * with a message naming the file (and the field) — never a crash.
 *
 * With `--catalog FILE` (a catalog from `fishbowl catalog import`, or Scryfall/MTGJSON bulk
 * data), a card a scenario names that has no built-in definition is compiled from the
 * catalog's Oracle text (`catalogDefinition`; built-ins win). A card the compiler reads only
 * in part is played as compiled; one line before the summary names such cards and the
 * clauses that are not automated (it is not a failure). The catalog file itself is not run
 * as a scenario when it lies in a scenario folder.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { CardRegistry } from "@fishbowl/engine";
import { runScenario, type ScenarioResult } from "@fishbowl/engine/scenario";
import { builtinRegistry, catalogRegistry, type CatalogRegistry } from "@fishbowl/cards";
import { CatalogFileError, loadCatalogFile } from "../catalog/load.js";
import { processIO, type CommandIO } from "./io.js";
import { argumentError, helpHint } from "../args.js";

const USAGE = `usage: fishbowl scenarios <file-or-folder>... [--skip-unknown-cards] [--catalog FILE] [--json] [--verbose]

  Runs rule scenarios (fishbowl-scenario/1 JSON files; folders are searched for *.json)
  against the built-in cards and prints each failure, then "N passed, N failed".

  --skip-unknown-cards   skip (instead of failing) scenarios that use cards without a definition
  --catalog FILE         compile cards without a built-in definition from this catalog's Oracle text
                         (a catalog from "fishbowl catalog import", or a Scryfall or MTGJSON bulk file)
  --json                 print one JSON object: { passed, failed, skipped, results, notAutomated }
  -v, --verbose          also list the scenarios that passed

  Exit status: 0 when none failed, 1 otherwise, 2 for a usage error.
`;

/** Every `*.json` file under the given paths, sorted within each folder. */
export function scenarioFiles(paths: string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (p: string) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      missing.push(p);
      return;
    }
    if (st.isDirectory()) for (const e of readdirSync(p).sort()) walk(join(p, e));
    else if (p.endsWith(".json")) files.push(p);
  };
  for (const p of paths) {
    const before = files.length;
    walk(p);
    try {
      if (statSync(p).isFile() && files.length === before) files.push(p);
    } catch {
      /* reported as missing */
    }
  }
  return { files, missing };
}

/**
 * Runs one scenario file (never throws) against `cards` (default: the built-in cards; a
 * {@link catalogRegistry} adds catalog cards compiled from their Oracle text).
 */
export function runScenarioFile(
  file: string,
  skipUnknownCards: boolean,
  cards: CardRegistry = builtinRegistry,
): ScenarioResult {
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
  return runScenario(json, cards, { skipUnknownCards });
}

/** The compiled catalog cards that are not automated, each with the clauses (as printed) that are not. */
export function notAutomatedCards(registry: CatalogRegistry): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const name of [...registry.compiled.keys()].sort()) {
    const def = registry.compiled.get(name)!;
    if (def.automated === false) out[name] = def.unautomated ?? ["its text (printed characteristics only)"];
  }
  return out;
}

/** Entry point; returns the exit status. */
export async function run(argv: string[], io: CommandIO = processIO): Promise<number> {
  let values: { "skip-unknown-cards"?: boolean; catalog?: string; json?: boolean; verbose?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        "skip-unknown-cards": { type: "boolean" },
        catalog: { type: "string" },
        json: { type: "boolean" },
        verbose: { type: "boolean", short: "v" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (err) {
    io.stderr(`fishbowl scenarios: ${argumentError(err, USAGE)}\n${helpHint("scenarios")}\n`);
    return 2;
  }
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }
  if (positionals.length === 0) {
    io.stderr(USAGE);
    return 2;
  }
  const skip = values["skip-unknown-cards"] ?? false;
  let registry: CatalogRegistry | null = null;
  if (values.catalog !== undefined) {
    try {
      registry = catalogRegistry(loadCatalogFile(values.catalog, { explicit: true }));
    } catch (err) {
      if (!(err instanceof CatalogFileError)) throw err;
      io.stderr(`fishbowl scenarios: --catalog ${err.message}\n`);
      return 1;
    }
  }
  const found = scenarioFiles(positionals);
  const missing = found.missing;
  // A catalog kept beside its scenarios (packages/cards/scenarios-compiled) is not a scenario.
  const files =
    values.catalog === undefined ? found.files : found.files.filter((f) => resolve(f) !== resolve(values.catalog!));
  const results: (ScenarioResult & { file: string })[] = [];
  for (const m of missing) results.push({ file: m, name: m, status: "failed", message: "no such file or folder" });
  // a run that tests nothing is a failure, not a pass (a folder with no *.json scenario)
  if (files.length === 0 && missing.length === 0) {
    for (const p of positionals)
      results.push({ file: p, name: p, status: "failed", message: "no scenario files (*.json) here" });
  }
  for (const f of files) results.push({ file: f, ...runScenarioFile(f, skip, registry ?? builtinRegistry) });
  const notAutomated = registry ? notAutomatedCards(registry) : {};
  const passed = results.filter((r) => r.status === "passed").length;
  const failed = results.filter((r) => r.status === "failed").length;
  const skipped = results.filter((r) => r.status === "skipped").length;
  const summary = `${passed} passed, ${failed} failed${skip ? `, ${skipped} skipped` : ""}`;
  if (values.json) {
    io.stdout(
      JSON.stringify({ passed, failed, skipped, results, ...(registry ? { notAutomated } : {}) }, null, 2) + "\n",
    );
  } else {
    for (const r of results) {
      const where = relative(process.cwd(), r.file) || r.file;
      if (r.status === "failed")
        io.stdout(`FAIL ${where}${r.step !== undefined ? ` (step ${r.step})` : ""}\n  ${r.name}\n  ${r.message}\n`);
      else if (r.status === "skipped") io.stdout(`SKIP ${where}: ${r.message}\n`);
      else if (values.verbose) io.stdout(`ok   ${where}\n`);
    }
    const partly = Object.entries(notAutomated);
    if (partly.length > 0) {
      io.stdout(
        `Not automated (played as compiled): ${partly.map(([name, clauses]) => `${name} — not: ${clauses.join(" | ")}`).join("; ")}\n`,
      );
    }
    io.stdout(`${summary}\n`);
  }
  return failed === 0 ? 0 : 1;
}
