/**
 * Card search for the deck editor, in Scryfall's query syntax (`t:creature c:r mv<=2`,
 * `o:"deals 3 damage"`, `is:automated`), using the catalog search of `@fishbowl/cards`:
 * either over a local set of cards (the built-in table) or through the host's catalog.
 */
import {
  automatedNamePredicate,
  builtinCardNames,
  createCatalogIndex,
  createNameIndex,
  createNameLookup,
  type CardNameIndex,
  type CatalogCard,
} from "@fishbowl/cards";
import type { CatalogApi } from "../../../preload/api.js";
import { nameSuggestions } from "../../../shared/name-suggestions.js";
import type { CardFaceData } from "./card-data.js";

/** The result of a search: matching cards in name order, or why the query is not understood. */
export type CardSearchResult = { ok: true; cards: CardFaceData[] } | { ok: false; error: string };

/** Searches a set of cards. */
export interface CardSearch {
  /** What is searched, for the UI (`"the built-in card table (50 cards)"`). */
  readonly description: string;
  /** At most `limit` cards matching `query`; an empty query matches every card. */
  search(query: string, limit?: number): Promise<CardSearchResult>;
}

/** A catalog card from printed characteristics (one face, no keyword list). */
export function catalogCardOf(card: CardFaceData): CatalogCard {
  return { ...card, colors: [...card.colors], keywords: [], layout: "normal" };
}

/**
 * A catalog (the host API's shape) over a local list of cards: how the renderer searches
 * without a catalog file, and how the in-memory host provides one.
 */
export function createLocalCatalog(cards: readonly CardFaceData[], source = "built-in card table"): CatalogApi {
  const catalogCards = cards.map(catalogCardOf);
  const index = createCatalogIndex(catalogCards, { isAutomated: automatedNamePredicate(builtinCardNames()) });
  const lookup = createNameLookup(catalogCards);
  let names: CardNameIndex | undefined; // built on the first suggestion asked for
  return {
    status: async () => ({ available: true, cards: catalogCards.length, source }),
    suggest: async (typed) => nameSuggestions((names ??= createNameIndex(catalogCards.map((c) => c.name))), typed),
    search: async (query, limit) => {
      const result = index.search(query, limit);
      return result.ok ? { ok: true, cards: result.cards } : { ok: false, error: result.error.message };
    },
    lookup: async (names) => {
      const found = new Map<string, CatalogCard>();
      for (const name of names) {
        const card = lookup(name);
        if (card !== undefined) found.set(card.name, card);
      }
      return [...found.values()];
    },
  };
}

/** A {@link CardSearch} through a catalog (a catalog card already has every field a card face needs). */
export function catalogCardSearch(catalog: Pick<CatalogApi, "search">, description: string): CardSearch {
  return {
    description,
    async search(query, limit = 50) {
      try {
        return await catalog.search(query, limit);
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** A {@link CardSearch} over local cards, with `is:automated` meaning "has a built-in definition". */
export function createCardSearch(cards: readonly CardFaceData[]): CardSearch {
  return catalogCardSearch(createLocalCatalog(cards), `the built-in card table (${cards.length} cards)`);
}
