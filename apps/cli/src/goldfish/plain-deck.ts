/**
 * Loading a goldfish deck with the light half of @fishbowl/cards (`@fishbowl/cards/play`: the
 * built-in definitions as data, the sample decks, the non-XML deck reader, the name index), so
 * `fishbowl goldfish` with a sample deck or a text deck file starts without loading the
 * Oracle-text compiler, the catalog or the XML parser. `deck.ts` loads the rest when needed
 * (a catalog, an XML deck) through the same `resolveDeck`.
 */
import { readFileSync, statSync } from "node:fs";
import type { CardDefinition } from "@fishbowl/engine";
import {
  MAX_DECK_BYTES,
  createNameIndex,
  parseDeckWithoutXml,
  sampleDecks,
  snapshotCardNames,
  snapshotIsAutomated,
} from "@fishbowl/cards/play";
import type { ParsedDeck } from "@fishbowl/cards/play";

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

/** The deck text of a sample id, or null. */
export function sampleText(id: string): string | null {
  return sampleDecks.find((d) => d.id === id)?.text ?? null;
}

/**
 * The text of a sample id or the bytes of the deck file `spec`. Throws `DeckLoadError` for a
 * missing, unreadable, too large file or a directory (the message lists the sample ids).
 */
export function deckSource(spec: string): string | Uint8Array {
  const text = sampleText(spec);
  if (text !== null) return text;
  try {
    const st = statSync(spec);
    if (st.isDirectory()) throw new DeckLoadError(`${spec}: is a directory, not a deck file`);
    if (st.size > MAX_DECK_BYTES)
      throw new DeckLoadError(
        `${spec}: the file is too large to be a deck list (${(st.size / (1024 * 1024)).toFixed(1)} MB; the limit is ${MAX_DECK_BYTES / (1024 * 1024)} MB)`,
      );
    return new Uint8Array(readFileSync(spec));
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

/** What `resolveDeck` needs besides the built-in cards: catalog cards by name and how to define one. */
export interface DeckCatalog {
  names: Iterable<string>;
  /** The definition of a catalog card not automated by a built-in, or undefined when the catalog has no such card. */
  define(name: string): CardDefinition | undefined;
}

/**
 * Resolves a parsed deck's main-deck names against the built-in cards (plus `catalog`).
 * Throws `DeckLoadError` naming `spec` and the line of each unreadable line and unknown card
 * (with suggestions), all of them in line order, or an empty deck.
 */
export function resolveDeck(spec: string, parsed: ParsedDeck, catalog: DeckCatalog | null): GoldfishDeck {
  const where = (line: number | null) => (line === null ? spec : `${spec} line ${line}`);
  if (parsed.fatal) {
    const e = parsed.errors[0] ?? { line: null, message: "the deck list could not be read" };
    throw new DeckLoadError(`${where(e.line)}: ${e.message}`);
  }
  // every problem of the list at once, in line order, as `deck check` reports them
  const problems: { line: number; text: string }[] = parsed.errors.map((e) => ({
    line: e.line ?? 0,
    text: `${where(e.line)}: ${e.message}`,
  }));
  const index = createNameIndex([...snapshotCardNames(), ...(catalog ? catalog.names : [])]);
  const deck: string[] = [];
  const extraCards: Record<string, CardDefinition> = {};
  const notAutomated = new Set<string>();
  let unknown = 0;
  for (const entry of parsed.main) {
    const name = index.resolve(entry.name);
    if (name === undefined) {
      const s = index.suggest(entry.name);
      unknown++;
      problems.push({
        line: entry.line ?? 0,
        text: `${where(entry.line)}: unknown card "${entry.name}"${s.length ? ` (did you mean ${s.map((x) => `"${x}"`).join(", ")}?)` : ""}`,
      });
      continue;
    }
    if (!snapshotIsAutomated(name)) {
      notAutomated.add(name);
      // own keys only: a catalog card may be called "constructor" or "toString"
      const def = catalog && !Object.hasOwn(extraCards, name) ? catalog.define(name) : undefined;
      if (def) {
        Object.defineProperty(extraCards, name, { value: def, enumerable: true, writable: true, configurable: true });
        if (def.automated !== false) notAutomated.delete(name);
      }
    }
    for (let i = 0; i < entry.count; i++) deck.push(name);
  }
  if (problems.length > 0) {
    const hint =
      catalog || unknown === 0
        ? ""
        : '\n  (only built-in cards are known: import a catalog once with "fishbowl catalog import <bulk file>", or pass --catalog FILE)';
    problems.sort((a, b) => a.line - b.line);
    throw new DeckLoadError(problems.map((p) => p.text).join("\n") + hint);
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

/**
 * Loads `spec` (a sample id or a deck file) with built-in cards only, as `loadGoldfishDeck` does
 * without a catalog; null when the file is XML (MTGO, Cockatrice), which needs `loadGoldfishDeck`.
 * Throws `DeckLoadError` as `loadGoldfishDeck` does.
 */
export function loadPlainDeck(spec: string): GoldfishDeck | null {
  const read = parseDeckWithoutXml(deckSource(spec));
  return read.kind === "parsed" ? resolveDeck(spec, read.deck, null) : null;
}
