/** Catalog order: cards sorted by normalised name (`normalizeName`), code-unit order, so it is the same in every runtime. */
import { normalizeName } from "../names.js";
import type { CatalogCard } from "./types.js";

/** Compares two names for catalog order: by `normalizeName`, then by the raw name. */
export function compareNames(a: string, b: string): number {
  const ka = normalizeName(a);
  const kb = normalizeName(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorts catalog cards into name order (`compareNames`), in place, and returns the array. */
export function sortCatalog(cards: CatalogCard[]): CatalogCard[] {
  const keyed = cards.map((c) => ({ c, k: normalizeName(c.name) }));
  keyed.sort((x, y) => (x.k !== y.k ? (x.k < y.k ? -1 : 1) : x.c.name < y.c.name ? -1 : x.c.name > y.c.name ? 1 : 0));
  keyed.forEach((x, i) => (cards[i] = x.c));
  return cards;
}
