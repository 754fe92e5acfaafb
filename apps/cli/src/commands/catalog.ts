/**
 * `fishbowl catalog` — the offline card catalog:
 *
 * - `catalog import <file> [--out DIR] [--json]` builds the catalog from a Scryfall bulk file
 *   (`oracle_cards` or `default_cards`) or an MTGJSON `AtomicCards` file, streaming it, and
 *   writes `DIR/catalog.json` atomically (default DIR: the user data directory, see
 *   `catalog/paths.ts`), and its compiled catalog beside it (`catalog/compiled.ts`), which
 *   coverage, compile and the deck commands read while it is valid. `--json` prints
 *   `{ "cards", "skipped", "automated", "ms" }`.
 * - `catalog search <query…> [--json] [--catalog FILE] [--limit N]` prints the cards matching a
 *   Scryfall-syntax query, in name order.
 * - `catalog coverage [--decks DIR] [--catalog FILE] [--json]` reports the share of catalog
 *   cards that are automated and, for a folder of deck lists, the decks that are fully
 *   automated and the 50 most played non-automated cards. Deck files that cannot be read or
 *   have no main-deck cards are not counted; they are listed in `decks.unreadable` with why.
 *
 * Exit status: 0 success, 1 a file problem (missing, malformed) or a bad query, 2 bad usage.
 * Results go to stdout; progress, warnings and errors go to stderr, without stack traces.
 */
import fs from "node:fs";
import path from "node:path";
import {
  automatedNamePredicate,
  isAutomated as isBuiltinAutomated,
  builtinCardNames,
  builtinRegistry,
  compiledCard,
  compilerCoverage,
  computeCoverage,
  createNameLookup,
  parseDeck,
  type CatalogCard,
  type CoverageDeck,
} from "@fishbowl/cards";
import { compiledCatalogPath } from "../catalog/compiled.js";
import { CatalogFileError, loadCatalogWithCompiled } from "../catalog/load.js";
import { CATALOG_FILE_NAME, defaultCatalogPath, userDataDir } from "../catalog/paths.js";
import { CatalogImportError, importCatalog } from "../catalog/importer.js";
import { searchCatalogFile } from "../catalog/search.js";

const USAGE = `usage:
  fishbowl catalog import <file> [--out DIR] [--json]
  fishbowl catalog search <query> [--json] [--catalog FILE] [--limit N]
  fishbowl catalog coverage [--decks DIR] [--catalog FILE] [--json]
  fishbowl catalog compile <name>... | --sample N [--seed S] [--automated] [--catalog FILE] [--json]
  fishbowl catalog <sub-command> --help`;

const CATALOG_OPTION = `  --catalog FILE   the catalog to read (default: the imported one, <user data dir>/catalog.json);
                   a Scryfall or MTGJSON bulk file is also accepted`;

/** Each sub-command's --help. */
const SUB_USAGE: Record<string, string> = {
  compile: `usage: fishbowl catalog compile <name>... | --sample N [--seed S] [--automated] [--catalog FILE] [--json]

  Shows what the Oracle-text compiler makes of catalog cards: the Oracle text, whether the card
  is automated (every clause compiled), the clauses that did not compile, and the definition.

  --sample N       N cards drawn from the catalog by a seeded shuffle instead of names
  --seed S         the shuffle's seed (default 1)
  --automated      sample only cards the compiler automates
  --json           print one JSON array of { name, oracleText, builtIn, automated, compiledAutomated, unautomated, definition }
                   (a card with a built-in definition is played with it: automated and unautomated say so)`,
  import: `usage: fishbowl catalog import <file> [--out DIR] [--json]

  Builds the offline card catalog from a Scryfall bulk file (oracle_cards or default_cards)
  or an MTGJSON AtomicCards file (.json or .json.gz) and writes DIR/catalog.json, and beside
  it DIR/catalog.compiled.json (every card compiled, so other commands need not compile them).

  --out DIR        the folder to write catalog.json in (default: the user data directory:
                   $FISHBOWL_DATA_DIR if set, else $XDG_DATA_HOME/fishbowl or ~/.local/share/fishbowl
                   on Linux, ~/Library/Application Support/Fishbowl on macOS, %APPDATA%\\Fishbowl on Windows)
  --json           print one JSON object: { cards, skipped, automated, ms }`,
  search: `usage: fishbowl catalog search <query> [--json] [--catalog FILE] [--limit N]

  Prints the catalog cards matching a Scryfall-syntax query (e.g. 't:goblin c:r'), in name order.

  --json           print the matching cards as one JSON array
${CATALOG_OPTION}
  --limit N        print at most N cards`,
  coverage: `usage: fishbowl catalog coverage [--decks DIR] [--catalog FILE] [--json]

  Reports the share of catalog cards the engine automates and, with --decks, which deck lists
  of a folder are fully automated and the most played cards that are not.

  --decks DIR      a folder of deck lists (.txt, .dek, .dck, .cod)
${CATALOG_OPTION}
  --json           print one JSON object`,
};

/** Whether `argv` asks for help (--help or -h before any "--"). */
function wantsHelp(argv: readonly string[]): boolean {
  for (const a of argv) {
    if (a === "--") return false;
    if (a === "--help" || a === "-h") return true;
  }
  return false;
}

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

const FORMAT_LABEL = { scryfall: "Scryfall", mtgjson: "MTGJSON AtomicCards", fishbowl: "Fishbowl catalog" } as const;

async function runImport(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ["out"], ["json"]);
  const [file, ...extra] = args.positional;
  if (!file || extra.length > 0) throw new UsageError("import needs exactly one input file");
  const dir = (args.flags.get("out") as string | undefined) ?? userDataDir();
  const folderProblem = outFolderProblem(dir);
  if (folderProblem !== null) throw new CatalogImportError(`--out ${folderProblem}`);
  const target = path.resolve(dir, CATALOG_FILE_NAME);
  if (sameFile(file, target)) {
    throw new CatalogImportError(
      `${file}: is the catalog file this import would write; give another input file or another --out folder`,
    );
  }
  const summary = await importCatalog(file, target, isAutomated(), { compiled: compiledCatalogPath(target) });
  if (args.flags.has("json")) {
    out(
      JSON.stringify({ cards: summary.cards, skipped: summary.skipped, automated: summary.automated, ms: summary.ms }),
    );
    return 0;
  }
  out(
    `Imported ${summary.cards} cards (${FORMAT_LABEL[summary.format]}` +
      `${summary.duplicates > 0 ? `, ${summary.duplicates} duplicate printings merged` : ""}) into ${summary.output} ` +
      `in ${summary.ms} ms; ${summary.automated} automated, ${summary.partial} partly automated, ${summary.manual} manual.`,
  );
  if (summary.compiled && "problem" in summary.compiled)
    err(
      `the compiled catalog was not written (${summary.compiled.problem}); commands will compile the cards as they need them`,
    );
  if (summary.skipped.length > 0) {
    out(`Skipped ${summary.skipped.length} records:`);
    const shown = summary.skipped.slice(0, 20);
    for (const s of shown) out(`  #${s.index}${s.name !== undefined ? ` "${s.name}"` : ""}: ${s.reason}`);
    if (summary.skipped.length > shown.length)
      out(`  … and ${summary.skipped.length - shown.length} more (--json lists them all)`);
  }
  return 0;
}

/** Why `dir` cannot be the output folder (it or an ancestor is a file), or null. A missing folder is created. */
function outFolderProblem(dir: string): string | null {
  let p = path.resolve(dir);
  for (;;) {
    let st: fs.Stats;
    try {
      st = fs.statSync(p);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === "ENOENT") {
        const parent = path.dirname(p);
        if (parent === p) return null;
        p = parent;
        continue;
      }
      if (code === "ENOTDIR") return `${dir}: a part of this path is a file, not a folder`;
      return `${dir}: cannot be used (${code ?? String(e)})`;
    }
    if (st.isDirectory()) return null;
    return p === path.resolve(dir) ? `${dir}: is a file, not a folder` : `${dir}: ${p} is a file, not a folder`;
  }
}

/** The real path of `p`, or — when it does not exist yet — its folder's real path joined with its name. */
function realPath(p: string): string {
  const abs = path.resolve(p);
  try {
    return fs.realpathSync(abs);
  } catch {
    const parent = path.dirname(abs);
    return parent === abs ? abs : path.join(realPath(parent), path.basename(abs));
  }
}

/** Whether `a` and `b` name the same file (symbolic links and relative paths resolved). */
function sameFile(a: string, b: string): boolean {
  return realPath(a) === realPath(b);
}

function catalogPath(args: Args): string {
  return path.resolve((args.flags.get("catalog") as string | undefined) ?? defaultCatalogPath());
}

function formatCard(c: CatalogCard): string {
  const pt =
    c.power !== undefined && c.toughness !== undefined
      ? `  ${c.power}/${c.toughness}`
      : c.loyalty !== undefined
        ? `  [${c.loyalty}]`
        : "";
  return `${c.name}${c.manaCost ? `  ${c.manaCost}` : ""}  — ${c.typeLine}${pt}`;
}

async function runSearch(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ["catalog", "limit"], ["json"]);
  const query = args.positional.join(" ");
  if (query.trim() === "") throw new UsageError("search needs a query, e.g. fishbowl catalog search 't:goblin c:r'");
  const limitFlag = args.flags.get("limit");
  const limit = limitFlag === undefined ? Number.POSITIVE_INFINITY : Number(limitFlag);
  if (!(limit > 0)) throw new UsageError("--limit needs a positive number");
  const r = searchCatalogFile(catalogPath(args), query, {
    explicit: args.flags.has("catalog"),
    isAutomated: isAutomated(),
    ...(Number.isFinite(limit) ? { limit } : {}),
  });
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

/** FNV-1a of a string with a seed: a stable order for seeded samples. */
function seededKey(seed: number, s: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

async function runCompile(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ["catalog", "sample", "seed"], ["json", "automated"]);
  const { cards, compiled } = loadCatalogWithCompiled(catalogPath(args), { explicit: args.flags.has("catalog") });
  let chosen: CatalogCard[];
  const sampleFlag = args.flags.get("sample");
  if (sampleFlag !== undefined) {
    const n = Number(sampleFlag);
    const seed = Number(args.flags.get("seed") ?? "1");
    if (!Number.isInteger(n) || n <= 0) throw new UsageError("--sample needs a positive whole number");
    if (!Number.isInteger(seed)) throw new UsageError("--seed needs a whole number");
    const pool = args.flags.has("automated")
      ? cards.filter((c) => !isBuiltinAutomated(c.name) && compiledCard(c, compiled).automated)
      : cards;
    chosen = [...pool]
      .sort((a, b) => seededKey(seed, a.name) - seededKey(seed, b.name) || (a.name < b.name ? -1 : 1))
      .slice(0, n);
  } else {
    if (args.positional.length === 0) throw new UsageError("compile needs card names or --sample N");
    const lookup = createNameLookup(cards);
    chosen = [];
    for (const name of args.positional) {
      const c = lookup(name);
      if (!c) {
        err(`no card named "${name}" in the catalog`);
        return 1;
      }
      chosen.push(c);
    }
  }
  const results = chosen.map((c) => {
    const r = compiledCard(c, compiled);
    // what the game plays: a built-in definition wins over the compiled one (registryWith, catalogRegistry)
    const builtIn = builtinRegistry.get(c.name) !== undefined;
    return {
      name: c.name,
      oracleText: c.oracleText,
      builtIn,
      automated: builtIn ? isBuiltinAutomated(c.name) : r.automated,
      compiledAutomated: r.automated,
      unautomated: builtIn ? [] : r.unautomated,
      definition: r.definition,
    };
  });
  if (args.flags.has("json")) {
    out(JSON.stringify(results));
    return 0;
  }
  for (const r of results) {
    if (r.builtIn)
      out(
        `${r.name} — ${r.automated ? "automated" : "not automated"} by its built-in definition, which the game plays${r.compiledAutomated ? "" : " (the compiler alone would not read it whole)"}`,
      );
    else
      out(
        `${r.name} — ${r.automated ? "automated" : `not automated (${r.unautomated.length} clause${r.unautomated.length === 1 ? "" : "s"})`}`,
      );
    for (const line of r.oracleText.split("\n")) if (line.trim()) out(`  | ${line}`);
    for (const u of r.unautomated) out(`  not: ${u}`);
    out(`  ${JSON.stringify(r.definition)}`);
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
    throw new CatalogFileError(
      `${dir}: ${code === "ENOENT" ? "no such folder" : code === "ENOTDIR" ? "not a folder" : "cannot read"}`,
    );
  }
  return names
    .filter((n) => !n.startsWith(".") && /\.(txt|dek|dck|cod)$/i.test(n))
    .sort()
    .map((n) => path.join(dir, n));
}

async function runCoverage(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ["catalog", "decks"], ["json"]);
  if (args.positional.length > 0) throw new UsageError(`unexpected argument "${args.positional[0]}"`);
  const { cards, compiled: compiledCatalog } = loadCatalogWithCompiled(catalogPath(args), {
    explicit: args.flags.has("catalog"),
  });
  const decksDir = args.flags.get("decks") as string | undefined;
  let decks: CoverageDeck[] | undefined;
  /** Deck files that are not counted: unreadable, or without main-deck cards (never "fully automated"). */
  const unreadable: { name: string; reason: string }[] = [];
  if (decksDir !== undefined) {
    decks = [];
    for (const file of deckFiles(decksDir)) {
      const skip = (reason: string): void => {
        unreadable.push({ name: path.basename(file), reason });
        err(`${file}: skipped: ${reason}`);
      };
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(fs.readFileSync(file));
      } catch (e) {
        const code = (e as { code?: string }).code;
        skip(code === "EISDIR" ? "is a directory, not a deck file" : `cannot be read (${code ?? String(e)})`);
        continue;
      }
      const parsed = parseDeck(bytes);
      if (parsed.fatal) {
        skip(parsed.errors[0]?.message ?? "not a deck list");
        continue;
      }
      for (const e of parsed.errors) err(`${file}:${e.line ?? ""}: ${e.message}`);
      // The cards a goldfish game plays: the main deck and a commander (not the sideboard).
      const entries = [...parsed.main, ...parsed.commander];
      if (entries.length === 0) {
        skip("no main-deck cards");
        continue;
      }
      decks.push({ name: path.basename(file), entries });
    }
  }
  const compiled = compilerCoverage(cards, 40, compiledCatalog);
  const computed = computeCoverage(
    cards,
    (name) => compiled.automatedNames.has(name) || isBuiltinAutomated(name),
    decks,
  );
  const compiler = {
    byHand: compiled.byHand,
    byCompiler: compiled.byCompiler,
    partly: compiled.partly,
    topFailedClauses: compiled.topFailedClauses,
  };
  const report = {
    ...(computed.decks ? { ...computed, decks: { ...computed.decks, unreadable } } : computed),
    compiler,
  };
  if (args.flags.has("json")) {
    out(JSON.stringify(report));
    return 0;
  }
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  out(
    `Catalog: ${report.catalog.automated} of ${report.catalog.cards} cards automated (${pct(report.catalog.share)}): ${compiler.byHand} by hand-written definitions, ${compiler.byCompiler} by the Oracle-text compiler; ${compiler.partly} more partly automated, ${report.catalog.cards - report.catalog.automated - compiler.partly} manual (counted as the table and the browser's card-data import count them).`,
  );
  if (report.decks) {
    const d = report.decks;
    out(
      `Decks: ${d.fullyAutomated} of ${d.total} fully automated; ${pct(d.automatedCopyShare)} of all main-deck cards automated.`,
    );
    if (d.fullyAutomatedDecks.length > 0) out(`Fully automated: ${d.fullyAutomatedDecks.join(", ")}`);
    if (unreadable.length > 0) {
      out(`Unreadable or empty, not counted (${unreadable.length}):`);
      for (const u of unreadable) out(`  ${u.name}: ${u.reason}`);
    }
    if (d.topMissing.length > 0) {
      out(`Most played non-automated cards (decks, copies):`);
      for (const m of d.topMissing)
        out(
          `  ${String(m.decks).padStart(4)} ${String(m.copies).padStart(5)}  ${m.name}${m.inCatalog ? "" : "  (not in catalog)"}`,
        );
    }
  }
  if (compiler.topFailedClauses.length > 0) {
    out(`Clauses the compiler can't read yet (cards):`);
    for (const f of compiler.topFailedClauses) out(`  ${String(f.cards).padStart(5)}  ${f.template}`);
  }
  return 0;
}

/** Entry point of `fishbowl catalog …`; returns the exit status. */
export async function run(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub !== undefined && SUB_USAGE[sub] !== undefined && wantsHelp(rest)) {
    out(SUB_USAGE[sub]);
    return 0;
  }
  try {
    switch (sub) {
      case "import":
        return await runImport(rest);
      case "search":
        return await runSearch(rest);
      case "coverage":
        return await runCoverage(rest);
      case "compile":
        return await runCompile(rest);
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
