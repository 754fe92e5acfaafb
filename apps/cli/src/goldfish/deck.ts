/**
 * Finding the deck a goldfish run plays: a sample deck id (`mono-red-haste`, …) or a deck
 * file in any supported format, every name matched against the built-in cards (and, with a
 * catalog, every catalog card, compiled from its Oracle text — see `catalogDefinition` in @fishbowl/cards).
 */
import { readFileSync, statSync } from "node:fs";
import type { CardDefinition } from "@fishbowl/engine";
import {
  MAX_DECK_BYTES,
  builtinCardNames,
  createNameIndex,
  isAutomated,
  parseDeck,
  sampleDecks,
  type CatalogCard,
  type CompiledCatalog,
} from "@fishbowl/cards";
import { catalogDefinition } from "@fishbowl/cards";
import { CatalogFileError, loadCatalogWithCompiled } from "../catalog/load.js";

/** A deck ready to play: card names (one per card), definitions for catalog cards, and what is not automated. */
export interface GoldfishDeck {
  /** What was asked for: a sample id or the file. */
  label: string;
  /** The deck's name, when the list carries one. */
  name?: string;
  deck: string[];
  extraCards: Record<string, CardDefinition>;
  /** Names in the deck the engine does not automate (played with printed characteristics). */
  notAutomated: string[];
}

/** A deck or catalog that cannot be used; the message names the file (and line). */
export class DeckLoadError extends Error {}

/**
 * Reads a catalog file of any supported kind: a compact Fishbowl catalog (from `fishbowl
 * catalog import`), a Scryfall bulk array (`oracle_cards`, `default_cards`), a Scryfall list
 * object or an MTGJSON AtomicCards file — bulk files streamed, as every `--catalog` reader
 * does (`readCatalogSource`). Throws `DeckLoadError` naming the file.
 */
export function readAnyCatalog(file: string): CatalogCard[] {
  return readAnyCatalogWithCompiled(file, false).cards;
}

/** As `readAnyCatalog`, and the compiled catalog beside the file when there is a valid one (`withCompiled`, default true). */
export function readAnyCatalogWithCompiled(
  file: string,
  withCompiled = true,
): { cards: CatalogCard[]; compiled: CompiledCatalog | undefined } {
  try {
    return loadCatalogWithCompiled(file, { explicit: true, compiled: withCompiled });
  } catch (err) {
    if (err instanceof CatalogFileError) throw new DeckLoadError(`catalog ${err.message}`);
    throw err;
  }
}

/** The deck text of a sample id, or null. */
export function sampleText(id: string): string | null {
  return sampleDecks.find((d) => d.id === id)?.text ?? null;
}

/**
 * Loads `spec` (a sample id or a deck file) against the built-in cards plus `catalog`
 * (its cards' definitions from `compiled`, the catalog's compiled catalog, when given).
 * Throws `DeckLoadError` with a message naming the file and line for unreadable files,
 * unreadable lines, unknown cards (with suggestions) and empty decks.
 */
export function loadGoldfishDeck(
  spec: string,
  catalog: CatalogCard[] | null,
  compiled?: CompiledCatalog,
): GoldfishDeck {
  let text: string | Uint8Array | null = sampleText(spec);
  if (text === null) {
    try {
      const st = statSync(spec);
      if (st.isDirectory()) throw new DeckLoadError(`${spec}: is a directory, not a deck file`);
      if (st.size > MAX_DECK_BYTES) throw new DeckLoadError(`${spec}: the file is too large to be a deck list`);
      text = new Uint8Array(readFileSync(spec));
    } catch (err) {
      if (err instanceof DeckLoadError) throw err;
      const code = (err as { code?: string }).code;
      const samples = sampleDecks.map((d) => d.id).join(", ");
      throw new DeckLoadError(
        code === "ENOENT"
          ? `${spec}: no such deck file or sample deck (samples: ${samples})`
          : `${spec}: cannot be read (${code ?? String(err)})`,
      );
    }
  }
  const parsed = parseDeck(text);
  const where = (line: number | null) => (line === null ? spec : `${spec} line ${line}`);
  if (parsed.fatal || parsed.errors.length > 0) {
    const e = parsed.errors[0] ?? { line: null, message: "the deck list could not be read" };
    throw new DeckLoadError(`${where(e.line)}: ${e.message}`);
  }
  const byName = new Map<string, CatalogCard>();
  if (catalog) for (const c of catalog) byName.set(c.name, c);
  const index = createNameIndex([...builtinCardNames(), ...byName.keys()]);
  const deck: string[] = [];
  const extraCards: Record<string, CardDefinition> = {};
  const notAutomated = new Set<string>();
  const unknown: string[] = [];
  for (const entry of parsed.main) {
    const name = index.resolve(entry.name);
    if (name === undefined) {
      const s = index.suggest(entry.name);
      unknown.push(
        `${where(entry.line)}: unknown card "${entry.name}"${s.length ? ` (did you mean ${s.map((x) => `"${x}"`).join(", ")}?)` : ""}`,
      );
      continue;
    }
    if (!isAutomated(name)) {
      notAutomated.add(name);
      const card = byName.get(name);
      // own keys only: a catalog card may be called "constructor" or "toString"
      if (card && !Object.hasOwn(extraCards, name)) {
        const def = catalogDefinition(card, name, compiled);
        Object.defineProperty(extraCards, name, { value: def, enumerable: true, writable: true, configurable: true });
        if (def.automated !== false) notAutomated.delete(name);
      }
    }
    for (let i = 0; i < entry.count; i++) deck.push(name);
  }
  if (unknown.length > 0) {
    const hint = catalog
      ? ""
      : "\n  (only built-in cards are known; pass --catalog FILE to play catalog cards with their printed characteristics)";
    throw new DeckLoadError(unknown.join("\n") + hint);
  }
  if (deck.length === 0) throw new DeckLoadError(`${spec}: the deck has no main-deck cards`);
  return {
    label: spec,
    ...(parsed.name ? { name: parsed.name } : {}),
    deck,
    extraCards,
    notAutomated: [...notAutomated].sort(),
  };
}
