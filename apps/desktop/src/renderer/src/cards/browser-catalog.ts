/**
 * The browser build's card catalog: the built-in card table until card data is imported, then
 * the imported cards (kept in IndexedDB, `card-data-db.ts`) with the built-in cards behind them
 * for names the import lacks. It is the in-memory host's `catalog` (the shape of Electron's
 * catalog API), and it says when its cards change (`onChange`), so views reconnect.
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
import { BUILTIN_CARDS } from "./card-data.js";
import { createLocalCatalog } from "./card-search.js";
import { loadCardData, type StoredCardData } from "./card-data-db.js";

/** A catalog whose cards can be replaced by an import. */
export interface SwitchableCatalog extends CatalogApi {
  /** The imported data in use, or null (the built-in table). */
  readonly imported: StoredCardData | null;
  /** Uses `data` from now on (after an import, or when it was read back from IndexedDB). */
  install(data: StoredCardData): void;
  /** Reads the stored card data, once; resolves to whether there was any. */
  restore(): Promise<boolean>;
  /** Calls `listener` whenever the cards change; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

/** A catalog over `cards` (an import), falling back to `fallback` for lookups of names it lacks and for suggestions it has none for. */
export function catalogOverCards(cards: readonly CatalogCard[], source: string, fallback: CatalogApi): CatalogApi {
  let index: ReturnType<typeof createCatalogIndex> | undefined; // built on the first search
  const lookup = createNameLookup(cards);
  let names: CardNameIndex | undefined; // built on the first suggestion asked for
  return {
    suggest: async (typed) => {
      const own = nameSuggestions((names ??= createNameIndex(cards.map((c) => c.name))), typed);
      const rest = typed.filter((name) => !own.some((s) => s.name === name));
      return [...own, ...(rest.length > 0 ? await fallback.suggest(rest) : [])];
    },
    status: async () => ({ available: true, cards: cards.length, source }),
    search: async (query, limit) => {
      index ??= createCatalogIndex(cards, { isAutomated: automatedNamePredicate(builtinCardNames()) });
      const result = index.search(query, limit);
      return result.ok ? { ok: true, cards: result.cards } : { ok: false, error: result.error.message };
    },
    lookup: async (names) => {
      const found = new Map<string, CatalogCard>();
      const rest: string[] = [];
      for (const name of names) {
        const card = lookup(name);
        if (card !== undefined) found.set(card.name, card);
        else rest.push(name);
      }
      if (rest.length > 0) for (const card of await fallback.lookup(rest)) found.set(card.name, card);
      return [...found.values()];
    },
  };
}

/** A {@link SwitchableCatalog} starting with the built-in card table. */
export function createSwitchableCatalog(load: () => Promise<StoredCardData | null> = loadCardData): SwitchableCatalog {
  const builtin = createLocalCatalog(BUILTIN_CARDS);
  let current: CatalogApi = builtin;
  let imported: StoredCardData | null = null;
  let restored: Promise<boolean> | undefined;
  const listeners = new Set<() => void>();
  const catalog: SwitchableCatalog = {
    get imported() {
      return imported;
    },
    status: async () => {
      await catalog.restore();
      return current.status();
    },
    search: async (query, limit) => {
      await catalog.restore();
      return current.search(query, limit);
    },
    lookup: async (names) => {
      await catalog.restore();
      return current.lookup(names);
    },
    suggest: async (names) => {
      await catalog.restore();
      return current.suggest(names);
    },
    install(data) {
      imported = data;
      current = catalogOverCards(data.cards, `${data.source} (imported)`, builtin);
      for (const l of listeners) l();
    },
    restore() {
      restored ??= load().then(
        (data) => {
          if (data !== null && imported === null) catalog.install(data);
          return data !== null;
        },
        () => false,
      );
      return restored;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return catalog;
}

let shared: SwitchableCatalog | undefined;

/** The page's one switchable catalog (the browser build's card data). */
export function browserCatalog(): SwitchableCatalog {
  shared ??= createSwitchableCatalog();
  return shared;
}
