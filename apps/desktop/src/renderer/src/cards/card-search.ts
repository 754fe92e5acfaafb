/**
 * Card search for the deck editor, in Scryfall's query syntax (`t:creature c:r mv<=2`,
 * `o:"deals 3 damage"`, `is:automated`), using the catalog search of `@fishbowl/cards`.
 * It indexes whatever cards it is given: today the built-in table, later the full catalog.
 */
import { automatedNamePredicate, builtinCardNames, createCatalogIndex, type CatalogCard } from "@fishbowl/cards";
import type { CardFaceData } from "./card-data.js";

/** The result of a search: matching cards in name order, or why the query is not understood. */
export type CardSearchResult = { ok: true; cards: CardFaceData[] } | { ok: false; error: string };

/** Searches a set of cards. */
export interface CardSearch {
  /** At most `limit` cards matching `query`; an empty query matches every card. */
  search(query: string, limit?: number): CardSearchResult;
}

/** A catalog card from printed characteristics (one face, no keyword list). */
export function catalogCardOf(card: CardFaceData): CatalogCard {
  return { ...card, colors: [...card.colors], keywords: [], layout: "normal" };
}

/** A {@link CardSearch} over `cards`, with `is:automated` meaning "has a built-in definition". */
export function createCardSearch(cards: readonly CardFaceData[]): CardSearch {
  const index = createCatalogIndex(cards.map(catalogCardOf), { isAutomated: automatedNamePredicate(builtinCardNames()) });
  const byName = new Map(cards.map((c) => [c.name, c]));
  return {
    search(query, limit = 50) {
      const result = index.search(query, limit);
      if (!result.ok) return { ok: false, error: result.error.message };
      return { ok: true, cards: result.cards.map((c) => byName.get(c.name) ?? c) };
    },
  };
}
