/**
 * `fishbowl catalog search` over a catalog file of any size: the cards are indexed and
 * searched a batch at a time as they are read, and only the matches are kept, so a 500 MB
 * bulk file needs no more memory than a few thousand cards and their index. Every search
 * term is a test of one card (the index only makes it fast), so searching batch by batch
 * finds exactly the cards one index of the whole catalog would.
 */
import { createCatalogIndex, sortCatalog, type CatalogCard, type CatalogSearchResult } from "@fishbowl/cards";
import { readCatalogSource } from "./load.js";

/** Cards indexed at a time. */
const BATCH = 4096;

/** Options of `searchCatalogFile`. */
export interface SearchFileOptions {
  /** Whether the user named the file (see `readCatalogSource`). */
  explicit?: boolean;
  /** Whether a card name has a built-in definition (for `is:automated`). */
  isAutomated?: (name: string) => boolean;
  /** At most this many cards (the first in name order); default all. */
  limit?: number;
  /** Cards indexed at a time (default 4096). */
  batchSize?: number;
}

/**
 * The cards of the catalog at `file` matching a Scryfall-syntax `query`, in name order, or the
 * query's error (found before the file is read). Throws `CatalogFileError` as `readCatalogSource`.
 */
export function searchCatalogFile(file: string, query: string, options: SearchFileOptions = {}): CatalogSearchResult {
  const indexOptions = options.isAutomated ? { isAutomated: options.isAutomated } : {};
  const check = createCatalogIndex([], indexOptions).search(query, 1);
  if (!check.ok) return check;
  const matches: CatalogCard[] = [];
  let batch: CatalogCard[] = [];
  const flush = (): void => {
    if (batch.length === 0) return;
    const r = createCatalogIndex(batch, indexOptions).search(query);
    if (r.ok) matches.push(...r.cards);
    batch = [];
  };
  readCatalogSource(file, {
    ...(options.explicit !== undefined ? { explicit: options.explicit } : {}),
    onCard: (card) => {
      batch.push(card);
      if (batch.length >= (options.batchSize ?? BATCH)) flush();
    },
  });
  flush();
  const sorted = sortCatalog(matches);
  return { ok: true, cards: options.limit === undefined ? sorted : sorted.slice(0, options.limit) };
}
