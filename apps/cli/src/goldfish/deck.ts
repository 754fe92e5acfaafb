/**
 * Finding the deck a goldfish run plays: a sample deck id (`mono-red-haste`, …) or a deck
 * file in any supported format, every name matched against the built-in cards (and, with a
 * catalog, every catalog card, compiled from its Oracle text — see `catalogDefinition` in @fishbowl/cards).
 * Built-in cards only and no XML: `loadPlainDeck` (plain-deck.ts) does it with the light half of
 * @fishbowl/cards; this module loads the whole package.
 */
import { catalogDefinition, parseDeck, type CatalogCard, type CompiledCatalog } from "@fishbowl/cards";
import { CatalogFileError, loadCatalogWithCompiled } from "../catalog/load.js";
import { DeckLoadError, deckSource, resolveDeck, type GoldfishDeck } from "./plain-deck.js";

export { DeckLoadError, sampleText, type GoldfishDeck } from "./plain-deck.js";

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
  const parsed = parseDeck(deckSource(spec));
  if (catalog === null) return resolveDeck(spec, parsed, null);
  const byName = new Map<string, CatalogCard>();
  for (const c of catalog) byName.set(c.name, c);
  return resolveDeck(spec, parsed, {
    names: byName.keys(),
    define: (name) => {
      const card = byName.get(name);
      return card ? catalogDefinition(card, name, compiled) : undefined;
    },
  });
}
