/**
 * Automation coverage: how much of the catalog, and of a set of deck lists, the built-in
 * card definitions cover. Pure data in, data out (the CLI reads the files).
 */
import { createNameLookup } from "./catalog.js";
import type { CatalogCard } from "./types.js";

/** One deck for coverage: a label (usually the file name) and its main-deck entries. */
export interface CoverageDeck {
  /** How the deck is named in the report (e.g. `"abzan-siege.txt"`). */
  name: string;
  /** Main-deck entries; a name may be a full name or a face name. Counts are copies. */
  entries: readonly { name: string; count: number }[];
}

/** A card that keeps decks from being fully automated. */
export interface MissingCard {
  /** The catalog name when the card is in the catalog, else the name as written in the decks. */
  name: string;
  /** Number of decks that play it. */
  decks: number;
  /** Total copies across those decks. */
  copies: number;
  /** Whether the catalog knows the card. */
  inCatalog: boolean;
}

/** The coverage report. Shares are fractions in [0, 1]. */
export interface CoverageReport {
  /** Catalog cards, how many are automated, and the share. */
  catalog: { cards: number; automated: number; share: number };
  /** Deck figures, when decks were given. */
  decks?: {
    /** Number of decks read. */
    total: number;
    /** Decks whose every main-deck card is automated. */
    fullyAutomated: number;
    /** Names of those decks. */
    fullyAutomatedDecks: string[];
    /** Share of all main-deck copies that are automated. */
    automatedCopyShare: number;
    /** Non-automated cards by the number of decks playing them (then copies, then name), at most `top`. */
    topMissing: MissingCard[];
  };
}

/**
 * Computes coverage. `isAutomated` decides per card name (see `automatedNamePredicate`);
 * deck entries are resolved to catalog cards by full or face name first, so a deck's
 * "Delver of Secrets" counts as the catalog's "Delver of Secrets // Insectile Aberration".
 * `top` (default 50) bounds `topMissing`.
 */
export function computeCoverage(
  catalog: readonly CatalogCard[],
  isAutomated: (name: string) => boolean,
  decks?: readonly CoverageDeck[],
  top = 50,
): CoverageReport {
  const automated = catalog.filter((c) => isAutomated(c.name)).length;
  const report: CoverageReport = {
    catalog: { cards: catalog.length, automated, share: catalog.length === 0 ? 0 : automated / catalog.length },
  };
  if (!decks) return report;
  const lookup = createNameLookup(catalog);
  const missing = new Map<string, MissingCard>();
  const fully: string[] = [];
  let copies = 0;
  let automatedCopies = 0;
  for (const deck of decks) {
    let all = true;
    const seenInDeck = new Set<string>();
    for (const e of deck.entries) {
      const card = lookup(e.name);
      const name = card?.name ?? e.name;
      copies += e.count;
      if (isAutomated(name) || isAutomated(e.name)) {
        automatedCopies += e.count;
        continue;
      }
      all = false;
      const m = missing.get(name) ?? { name, decks: 0, copies: 0, inCatalog: card !== undefined };
      if (!seenInDeck.has(name)) m.decks++;
      seenInDeck.add(name);
      m.copies += e.count;
      missing.set(name, m);
    }
    if (all) fully.push(deck.name);
  }
  const topMissing = [...missing.values()]
    .sort((a, b) => b.decks - a.decks || b.copies - a.copies || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, top);
  report.decks = {
    total: decks.length,
    fullyAutomated: fully.length,
    fullyAutomatedDecks: fully,
    automatedCopyShare: copies === 0 ? 0 : automatedCopies / copies,
    topMissing,
  };
  return report;
}
