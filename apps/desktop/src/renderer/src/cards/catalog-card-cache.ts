/**
 * A {@link CardSource} backed by the host's catalog. Lookups are synchronous (views render
 * from them), so the cache is filled ahead with {@link CatalogCardCache.ensure} for the
 * names a deck mentions; names the catalog does not know fall back to another source.
 */
import { faceNames, normalizeName } from "@fishbowl/cards";
import type { CatalogApi } from "../../../preload/api.js";
import type { CardFaceData, CardSource } from "./card-data.js";

/** Card data from the catalog, fetched by name and kept. */
export class CatalogCardCache implements CardSource {
  private readonly found = new Map<string, CardFaceData>();
  private readonly asked = new Set<string>();

  /** `catalog` answers lookups; `fallback` covers names it does not know. */
  constructor(
    private readonly catalog: Pick<CatalogApi, "lookup">,
    private readonly fallback: CardSource,
  ) {}

  /** The card for `name`: from the catalog when fetched, else from the fallback. */
  lookup(name: string): CardFaceData | undefined {
    return this.found.get(normalizeName(name)) ?? this.fallback.lookup(name);
  }

  /**
   * Fetches the names not asked for before. Resolves to whether any new card arrived (the
   * caller then recomputes what depends on card data); a failed request is retried next time.
   */
  async ensure(names: Iterable<string>): Promise<boolean> {
    const missing: string[] = [];
    for (const raw of names) {
      const name = raw.trim();
      const key = normalizeName(name);
      if (name === "" || this.asked.has(key)) continue;
      this.asked.add(key);
      missing.push(name);
    }
    if (missing.length === 0) return false;
    let cards: CardFaceData[];
    try {
      cards = await this.catalog.lookup(missing);
    } catch {
      for (const name of missing) this.asked.delete(normalizeName(name));
      return false;
    }
    for (const card of cards) {
      this.found.set(normalizeName(card.name), card);
      for (const face of faceNames(card.name)) if (!this.found.has(normalizeName(face))) this.found.set(normalizeName(face), card);
    }
    return cards.length > 0;
  }
}
