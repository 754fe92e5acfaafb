/**
 * `fishbowl catalog` — the offline card catalog:
 *
 * - `catalog import <file> [--out DIR] [--json]` builds the catalog from a Scryfall bulk file
 *   (`oracle_cards` or `default_cards`) or an MTGJSON `AtomicCards` file, streaming it, and
 *   writes `DIR/catalog.json` atomically (default DIR: the user data directory, see
 *   `catalog/paths.ts`). `--json` prints `{ "cards", "skipped", "automated", "ms" }`.
 * - `catalog search <query…> [--json] [--catalog FILE] [--limit N]` prints the cards matching a
 *   Scryfall-syntax query, in name order.
 * - `catalog coverage [--decks DIR] [--catalog FILE] [--json]` reports the share of catalog
 *   cards that are automated and, for a folder of deck lists, the decks that are fully
 *   automated and the 50 most played non-automated cards.
 *
 * Exit status: 0 success, 1 a file problem (missing, malformed) or a bad query, 2 bad usage.
 * Results go to stdout; progress, warnings and errors go to stderr, without stack traces.
 */
import fs from "node:fs";
import path from "node:path";
import {
  automatedNamePredicate,
  builtinCardNames,
  computeCoverage,
  createCatalogIndex,
  parseDeck,
  type CatalogCard,
  type CoverageDeck,
} from "@fishbowl/cards";
import { CatalogFileError, loadCatalogFile } from "../catalog/load.js";
import { CATALOG_FILE_NAME, defaultCatalogPath, userDataDir } from "../catalog/paths.js";
import { CatalogImportError, importCatalog } from "../catalog/importer.js";

const USAGE = `usage:
  fishbowl catalog import <file> [--out DIR] [--json]
  fishbowl catalog search <query> [--json] [--catalog FILE] [--limit N]
  fishbowl catalog coverage [--decks DIR] [--catalog FILE] [--json]`;

/** Parsed command-line options: known flags with values, boolean flags, and positional words. */
interface Args {
  positional: string[];
  flags: Map<string, string | true>;
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[], valued: readonly string[], booleans: readonly string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === "--") {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith("--")) {
      const [key, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (valued.includes(key)) {
        const value = inline ?? argv[++i];
        if (value === undefined || value === "") throw new UsageError(`--${key} needs a value`);
        flags.set(key, value);
      } else if (booleans.includes(key)) {
        flags.set(key, true);
      } else {
        throw new UsageError(`unknown option --${key}`);
      }
    } else {
      positional.push(a);
    }
  }
  return { positional, flags };
}

function isAutomated(): (name: string) => boolean {
  return automatedNamePredicate(builtinCardNames());
}

let stdoutGuarded = false;

/** Writes a line to stdout. A closed pipe (`fishbowl catalog search x | head`) ends the process quietly. */
function out(text: string): void {
  if (!stdoutGuarded) {
    stdoutGuarded = true;
    process.stdout.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code === "EPIPE") process.exit(0);
      throw e;
    });
  }
  process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
}

function err(text: string): void {
  process.stderr.write(`fishbowl catalog: ${text}\n`);
}

async function runImport(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ["out"], ["json"]);
  const [file, ...extra] = args.positional;
  if (!file || extra.length > 0) throw new UsageError("import needs exactly one input file");
  const dir = (args.flags.get("out") as string | undefined) ?? userDataDir();
  const target = path.resolve(dir, CATALOG_FILE_NAME);
  const summary = await importCatalog(file, target, isAutomated());
  if (args.flags.has("json")) {
    out(JSON.stringify({ cards: summary.cards, skipped: summary.skipped, automated: summary.automated, ms: summary.ms }));
    return 0;
  }
  out(
    `Imported ${summary.cards} cards (${summary.format === "scryfall" ? "Scryfall" : "MTGJSON AtomicCards"}` +
      `${summary.duplicates > 0 ? `, ${summary.duplicates} duplicate printings merged` : ""}) into ${summary.output} ` +
      `in ${summary.ms} ms; ${summary.automated} automated.`,
  );
  if (summary.skipped.length > 0) {
    out(`Skipped ${summary.skipped.length} records:`);
    const shown = summary.skipped.slice(0, 20);
    for (const s of shown) out(`  #${s.index}${s.name !== undefined ? ` "${s.name}"` : ""}: ${s.reason}`);
    if (summary.skipped.length > shown.length) out(`  … and ${summary.skipped.length - shown.length} more (--json lists them all)`);
  }
  return 0;
}

function catalogPath(args: Args): string {
  return path.resolve((args.flags.get("catalog") as string | undefined) ?? defaultCatalogPath());
}

function formatCard(c: CatalogCard): string {
  const pt = c.power !== undefined && c.toughness !== undefined ? `  ${c.power}/${c.toughness}` : c.loyalty !== undefined ? `  [${c.loyalty}]` : "";
  return `${c.name}${c.manaCost ? `  ${c.manaCost}` : ""}  — ${c.typeLine}${pt}`;
}

async function runSearch(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ["catalog", "limit"], ["json"]);
  const query = args.positional.join(" ");
  if (query.trim() === "") throw new UsageError("search needs a query, e.g. fishbowl catalog search 't:goblin c:r'");
  const limitFlag = args.flags.get("limit");
  const limit = limitFlag === undefined ? Number.POSITIVE_INFINITY : Number(limitFlag);
  if (!(limit > 0)) throw new UsageError("--limit needs a positive number");
  const index = createCatalogIndex(loadCatalogFile(catalogPath(args)), { isAutomated: isAutomated() });
  const r = index.search(query, limit);
  if (!r.ok) {
    err(`bad query: ${r.error.message}\n  ${query}\n  ${" ".repeat(r.error.position)}^`);
    return 1;
  }
  if (args.flags.has("json")) out(JSON.stringify(r.cards));
  else {
    for (const c of r.cards) out(formatCard(c));
    process.stderr.write(`${r.cards.length} card${r.cards.length === 1 ? "" : "s"}\n`);
  }
  return 0;
}

/** Deck files under `dir` (not recursive), sorted by name; hidden files and README/INDEX notes skipped. */
function deckFiles(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new CatalogFileError(`${dir}: ${code === "ENOENT" ? "no such folder" : code === "ENOTDIR" ? "not a folder" : "cannot read"}`);
  }
  return names
    .filter((n) => !n.startsWith(".") && /\.(txt|dek|dck|cod)$/i.test(n))
    .sort()
    .map((n) => path.join(dir, n));
}

async function runCoverage(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ["catalog", "decks"], ["json"]);
  if (args.positional.length > 0) throw new UsageError(`unexpected argument "${args.positional[0]}"`);
  const cards = loadCatalogFile(catalogPath(args));
  const decksDir = args.flags.get("decks") as string | undefined;
  let decks: CoverageDeck[] | undefined;
  if (decksDir !== undefined) {
    decks = [];
    for (const file of deckFiles(decksDir)) {
      const parsed = parseDeck(new Uint8Array(fs.readFileSync(file)));
      if (parsed.fatal) {
        err(`${file}: skipped: ${parsed.errors[0]?.message ?? "not a deck list"}`);
        continue;
      }
      for (const e of parsed.errors) err(`${file}:${e.line ?? ""}: ${e.message}`);
      // The cards a goldfish game plays: the main deck and a commander (not the sideboard).
      decks.push({ name: path.basename(file), entries: [...parsed.main, ...parsed.commander] });
    }
  }
  const report = computeCoverage(cards, isAutomated(), decks);
  if (args.flags.has("json")) {
    out(JSON.stringify(report));
    return 0;
  }
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  out(`Catalog: ${report.catalog.automated} of ${report.catalog.cards} cards automated (${pct(report.catalog.share)}).`);
  if (report.decks) {
    const d = report.decks;
    out(`Decks: ${d.fullyAutomated} of ${d.total} fully automated; ${pct(d.automatedCopyShare)} of all main-deck cards automated.`);
    if (d.fullyAutomatedDecks.length > 0) out(`Fully automated: ${d.fullyAutomatedDecks.join(", ")}`);
    if (d.topMissing.length > 0) {
      out(`Most played non-automated cards (decks, copies):`);
      for (const m of d.topMissing) out(`  ${String(m.decks).padStart(4)} ${String(m.copies).padStart(5)}  ${m.name}${m.inCatalog ? "" : "  (not in catalog)"}`);
    }
  }
  return 0;
}

/** Entry point of `fishbowl catalog …`; returns the exit status. */
export async function run(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  try {
    switch (sub) {
      case "import":
        return await runImport(rest);
      case "search":
        return await runSearch(rest);
      case "coverage":
        return await runCoverage(rest);
      case undefined:
        process.stderr.write(`${USAGE}\n`);
        return 2;
      case "--help":
      case "-h":
      case "help":
        out(USAGE);
        return 0;
      default:
        err(`unknown sub-command "${sub}"\n${USAGE}`);
        return 2;
    }
  } catch (e) {
    if (e instanceof UsageError) {
      err(`${e.message}\n${USAGE}`);
      return 2;
    }
    if (e instanceof CatalogImportError || e instanceof CatalogFileError) {
      err(e.message);
      return 1;
    }
    throw e;
  }
}
