/**
 * `fishbowl deck check <file> [--json] [--catalog <file> | --builtin-only]` — reads a deck list in
 * any supported format (MTG Arena, Moxfield, plain text, MTGO .dek, Forge .dck, Cockatrice
 * .cod; detected from the content), matches every name against the known cards and reports:
 * section sizes, unknown cards with their line and the closest known names, lines that could
 * not be read, and cards the engine does not automate (they can still be played, with the
 * manual tools).
 *
 * Known cards are the built-in (automated) cards plus every card of the offline catalog (the
 * JSON written by `fishbowl catalog import`): the file `--catalog` names (which must exist), or
 * else the default catalog (`catalog/paths.ts`: `<user data dir>/catalog.json`) when one has
 * been imported. `--builtin-only` ignores any catalog. A card is automated iff it is a
 * built-in card.
 *
 * Output: the report on stdout (human text, or with `--json` exactly one JSON object shaped
 * `{ format, mainCount, sideboardCount, cards, unknown, errors }`, see `DeckCheck`). A file
 * that cannot be read at all (missing, a directory, empty, binary, too large, malformed XML)
 * gives one message naming the file (and the line, where there is one) on stderr — or, with
 * `--json`, that message as the only entry of `errors`.
 *
 * `<file>` may also be a sample deck id (`mono-red-haste`, as for `fishbowl goldfish`). A main
 * deck under 60 cards is a warning in the report (and `warnings` in the JSON), not a problem.
 *
 * Exit status: 0 when the deck is clean; 1 when there is any unknown card, any error or no
 * main-deck cards; 2 for a usage error.
 */
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { parseArgs } from "node:util";
import {
  MAX_DECK_BYTES,
  builtinCardNames,
  builtinRegistry,
  checkDeck,
  createNameIndex,
  normalizeName,
  parseDeck,
  sampleDecks,
  compiledCard,
  type CatalogCard,
  type CompiledCard,
  type CompiledCatalog,
  type DeckCheck,
  type DeckError,
  type DeckFormat,
  type ParsedDeck,
} from "@fishbowl/cards";
import { CatalogFileError, loadCatalogWithCompiled } from "../catalog/load.js";
import { defaultCatalogPath } from "../catalog/paths.js";
import { processIO, type CommandIO } from "./io.js";
import { argumentError, helpHint } from "../args.js";

/** Constructed formats ask for at least this many main-deck cards (CR 100.2a); fewer is a warning. */
const MIN_MAIN_DECK = 60;
/** Constructed formats allow at most this many of a card other than basic lands, main deck and sideboard together (CR 100.2a). */
const MAX_COPIES = 4;

const USAGE = `usage: fishbowl deck check <file | sample> [--json] [--catalog <file> | --builtin-only]

  Reads a deck list (MTG Arena, Moxfield, plain "4 Name", MTGO .dek, Forge .dck or
  Cockatrice .cod; the format is detected from the content) and checks every card name.
  A sample deck id (${sampleDecks.map((d) => d.id).join(", ")}) checks that sample.
  A main deck of fewer than ${MIN_MAIN_DECK} cards, and more than ${MAX_COPIES} of a card other than a basic
  land (main deck and sideboard together; CR 100.2a), get a warning (not an error).

  --json               print one JSON object: { format, mainCount, sideboardCount, cards, unknown, errors }
                       (and "warnings", when there are any)
  --catalog <file>     also accept every card of this catalog (default: the imported catalog,
                       <user data dir>/catalog.json, when there is one; see "fishbowl catalog import")
  --builtin-only       know only the built-in (automated) cards, ignoring any catalog

  Exit status: 0 clean, 1 unknown cards / unreadable lines / empty deck / unreadable file, 2 usage.
`;

const FORMAT_NAMES: Record<DeckFormat, string> = {
  arena: "MTG Arena list",
  moxfield: "Moxfield list",
  plain: "plain text list",
  mtgo: "MTGO .dek deck",
  forge: "Forge .dck deck",
  cockatrice: "Cockatrice .cod deck",
  unknown: "unreadable file",
};

/** Entry point used by `main.ts`: `argv` is what follows `fishbowl deck`. Returns the exit status. */
export async function run(argv: string[], io: CommandIO = processIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === "--help" || sub === "-h" || sub === "help") {
    (sub === undefined ? io.stderr : io.stdout)(USAGE);
    return sub === undefined ? 2 : 0;
  }
  if (sub !== "check") {
    io.stderr(`fishbowl deck: unknown sub-command "${sub}"\n${USAGE}`);
    return 2;
  }
  let values: { json?: boolean; catalog?: string; "builtin-only"?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      options: {
        json: { type: "boolean" },
        catalog: { type: "string" },
        "builtin-only": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      allowPositionals: true,
      strict: true,
    }));
  } catch (err) {
    io.stderr(`fishbowl deck check: ${argumentError(err, USAGE)}\n${helpHint("deck check")}\n`);
    return 2;
  }
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }
  const file = positionals[0];
  if (file === undefined || positionals.length > 1) {
    io.stderr(
      `fishbowl deck check: ${file === undefined ? "missing the deck file" : "give exactly one deck file"}\n${USAGE}`,
    );
    return 2;
  }
  if (values.catalog !== undefined && values["builtin-only"]) {
    io.stderr(`fishbowl deck check: --catalog and --builtin-only exclude each other\n${USAGE}`);
    return 2;
  }
  let catalog: string | undefined = values.catalog;
  if (catalog === undefined && !values["builtin-only"]) {
    const fallback = defaultCatalogPath();
    if (existsSync(fallback)) catalog = fallback;
  }
  return checkFile(file, { json: values.json ?? false, catalog, explicitCatalog: values.catalog !== undefined }, io);
}

interface CheckOptions {
  json: boolean;
  /** The catalog file to read, if any (given with --catalog, or the default one that exists). */
  catalog: string | undefined;
  /** Whether the user named the catalog (--catalog): a missing one is then "no such file". */
  explicitCatalog: boolean;
}

async function checkFile(file: string, options: CheckOptions, io: CommandIO): Promise<number> {
  // `error.message` is prefixed with the deck file (and line) unless it already names its file.
  const failFile = (error: DeckError, format: DeckFormat = "unknown", namesFile = false): number => {
    const where = error.line === null ? file : `${file} line ${error.line}`;
    const message = namesFile ? error.message : `${where}: ${error.message}`;
    if (options.json) {
      const result: DeckCheck = {
        format,
        mainCount: 0,
        sideboardCount: 0,
        cards: [],
        unknown: [],
        errors: [{ line: error.line, message }],
      };
      io.stdout(JSON.stringify(result, null, 2) + "\n");
    } else {
      io.stderr(`fishbowl deck check: ${message}\n`);
    }
    return 1;
  };

  const known = [...builtinCardNames()];
  const catalogCards = new Map<string, CatalogCard>();
  let compiledCatalog: CompiledCatalog | undefined;
  if (options.catalog !== undefined) {
    try {
      const loaded = loadCatalogWithCompiled(options.catalog, { explicit: options.explicitCatalog });
      compiledCatalog = loaded.compiled;
      for (const card of loaded.cards) {
        known.push(card.name);
        catalogCards.set(card.name, card);
      }
    } catch (err) {
      if (!(err instanceof CatalogFileError)) throw err;
      return failFile({ line: null, message: `catalog ${err.message}` }, "unknown", true);
    }
  }

  const sample = sampleDecks.find((d) => d.id === file);
  const bytes = sample ? new TextEncoder().encode(sample.text) : await readDeckBytes(file);
  if (typeof bytes === "string") return failFile({ line: null, message: bytes });
  const deck: ParsedDeck = parseDeck(bytes);
  if (deck.fatal)
    return failFile(deck.errors[0] ?? { line: null, message: "the deck list could not be read" }, deck.format);

  const automated = new Set(builtinCardNames().map(normalizeName));
  const compiled = new Map<string, CompiledCard>();
  const compiledOf = (name: string) => {
    const card = catalogCards.get(name);
    if (!card) return undefined;
    if (!compiled.has(name)) compiled.set(name, compiledCard(card, compiledCatalog));
    return compiled.get(name);
  };
  const result = checkDeck(
    deck,
    createNameIndex(known),
    (name) => automated.has(normalizeName(name)) || compiledOf(name)?.automated === true,
  );
  for (const c of result.cards)
    if (!c.automated)
      c.unautomated = compiledOf(c.name)?.unautomated ?? ["no definition: printed characteristics only"];
  const clean = result.unknown.length === 0 && result.errors.length === 0;
  const warnings = deckWarnings(result, (name) => copyLimitExempt(name, catalogCards.get(name)));
  if (options.json) io.stdout(JSON.stringify(warnings.length > 0 ? { ...result, warnings } : result, null, 2) + "\n");
  else io.stdout(formatReport(sample ? `${file} (sample deck)` : file, deck, result, options.catalog, warnings));
  return clean ? 0 : 1;
}

/** The deck file's bytes, or a message saying why they cannot be read (no stack traces). */
async function readDeckBytes(file: string): Promise<Uint8Array | string> {
  try {
    const info = await stat(file);
    if (info.isDirectory()) return "is a directory, not a deck file";
    if (!info.isFile()) return "is not a regular file";
    if (info.size > MAX_DECK_BYTES) {
      return `the file is too large to be a deck list (${(info.size / (1024 * 1024)).toFixed(1)} MB; the limit is 1 MB)`;
    }
    return new Uint8Array(await readFile(file));
  } catch (err) {
    return fileErrorMessage(err);
  }
}

/**
 * Things that are legal but probably not meant (they do not change the exit status): a main deck
 * under 60 cards, and more than four of a card (main deck and sideboard together) unless
 * `exempt(name)` — a basic land, or a card that says a deck can have any number of it (CR 100.2a).
 */
export function deckWarnings(result: DeckCheck, exempt: (name: string) => boolean = () => false): string[] {
  const warnings: string[] = [];
  if (result.mainCount > 0 && result.mainCount < MIN_MAIN_DECK) {
    warnings.push(
      `the main deck has ${plural(result.mainCount, "card")}; constructed decks usually have at least ${MIN_MAIN_DECK} cards`,
    );
  }
  const copies = new Map<string, number>();
  for (const c of result.cards)
    if (c.section === "main" || c.section === "sideboard") copies.set(c.name, (copies.get(c.name) ?? 0) + c.count);
  for (const [name, count] of copies)
    if (count > MAX_COPIES && !exempt(name))
      warnings.push(
        `${count} copies of ${name}; a constructed deck may have at most ${MAX_COPIES} of a card other than basic lands (CR 100.2a)`,
      );
  return warnings;
}

/**
 * Whether any number of copies of the card `name` may be in a constructed deck (CR 100.2a): a
 * basic land, or a card whose text says "A deck can have any number of cards named …". Reads the
 * built-in definition, else `card` (the catalog's).
 */
export function copyLimitExempt(name: string, card?: CatalogCard): boolean {
  const def = builtinRegistry.get(name);
  const basic = def
    ? (def.supertypes ?? []).includes("Basic") && def.types.includes("Land")
    : card !== undefined && /^(?:[\w-]+ )*Basic (?:[\w-]+ )*Land\b/.test(card.typeLine);
  const text = def?.oracleText ?? card?.oracleText ?? "";
  return basic || /A deck can have any number of cards named/i.test(text);
}

function fileErrorMessage(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === "ENOENT") return `no such file or sample deck (samples: ${sampleDecks.map((d) => d.id).join(", ")})`;
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "is a directory, not a deck file";
  return `cannot be read (${err instanceof Error ? err.message : String(err)})`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** The human report: header, sections with their cards, then problems and the verdict. `catalog` is the catalog file used, if any. */
export function formatReport(
  file: string,
  deck: ParsedDeck,
  result: DeckCheck,
  catalog: string | undefined,
  warnings: readonly string[] = [],
): string {
  const out: string[] = [];
  const title = deck.name ? ` "${deck.name}"` : "";
  out.push(`${file}: ${FORMAT_NAMES[result.format]}${title}`);
  out.push(`  main deck: ${plural(result.mainCount, "card")}, sideboard: ${plural(result.sideboardCount, "card")}`);
  out.push(`  known cards: built-in${catalog === undefined ? " only" : ` and catalog ${catalog}`}`);
  const sections = [
    ["Commander", "commander"],
    ["Companion", "companion"],
    ["Main deck", "main"],
    ["Sideboard", "sideboard"],
  ] as const;
  for (const [label, section] of sections) {
    const cards = result.cards.filter((c) => c.section === section);
    if (cards.length === 0) continue;
    const total = cards.reduce((n, c) => n + c.count, 0);
    out.push("", `${label} (${total} known):`);
    for (const c of cards)
      out.push(`  ${String(c.count).padStart(3)} ${c.name}${c.automated ? "" : "   [not automated]"}`);
  }
  if (result.unknown.length > 0) {
    out.push("", `Unknown cards (${result.unknown.length}):`);
    for (const u of result.unknown) {
      const hint =
        u.suggestions.length > 0 ? `did you mean ${u.suggestions.map((s) => `"${s}"`).join(", ")}?` : "no close match";
      out.push(`  line ${u.line}: "${u.name}" — ${hint}`);
    }
    if (catalog === undefined)
      out.push(
        '  (only built-in cards are known; import a catalog with "fishbowl catalog import" or pass --catalog <file>)',
      );
  }
  if (result.errors.length > 0) {
    out.push("", `Problems (${result.errors.length}):`);
    for (const e of result.errors) out.push(`  ${e.line === null ? "" : `line ${e.line}: `}${e.message}`);
  }
  const manual = [...new Map(result.cards.filter((c) => !c.automated).map((c) => [c.name, c])).values()];
  if (manual.length > 0) {
    out.push(
      "",
      `Not automated (${manual.length}) — playable; what compiled is played, resolve the rest with the manual tools:`,
    );
    for (const c of manual) out.push(`  ${c.name} — not: ${(c.unautomated ?? ["its text"]).join(" | ")}`);
  }
  if (warnings.length > 0) {
    out.push("", `Warnings (${warnings.length}):`);
    for (const w of warnings) out.push(`  ${w}`);
  }
  const problems = result.unknown.length + result.errors.length;
  out.push(
    "",
    problems === 0
      ? warnings.length === 0
        ? "OK"
        : `OK, with ${plural(warnings.length, "warning")}`
      : `${plural(problems, "problem")} found`,
  );
  return out.join("\n") + "\n";
}
