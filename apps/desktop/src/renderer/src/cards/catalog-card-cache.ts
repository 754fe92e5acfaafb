/**
 * A {@link CardSource} backed by the host's catalog. Lookups are synchronous (views render
 * from them), so the cache is filled ahead with {@link CatalogCardCache.ensure} for the
 * names a deck mentions; names the catalog does not know fall back to another source.
 * It also says which of the fetched cards the rules engine does not automate
 * ({@link CatalogCardCache.unautomated}).
 */
import type { CardDefinition } from "@fishbowl/engine";
import {
  builtinCardNames,
  catalogDefinition,
  createNameIndex,
  faceNames,
  normalizeName,
  type CardNameIndex,
} from "@fishbowl/cards";
import type { CatalogApi, CatalogCard } from "../../../preload/api.js";
import type { CardFaceData, CardSource } from "./card-data.js";

let builtinIndex: CardNameIndex | undefined;

/** Card data from the catalog, fetched by name and kept. */
export class CatalogCardCache implements CardSource {
  private readonly found = new Map<string, CatalogCard>();
  private readonly asked = new Set<string>();
  private readonly compiled = new Map<string, CardDefinition>();

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
   * The clauses (as printed) of the card `name` that the rules engine does not automate, when
   * it is a fetched catalog card without a built-in definition that the Oracle-text compiler
   * reads only in part (`catalogDefinition` of `@fishbowl/cards`: what compiled is played).
   * Undefined for built-in cards, cards compiled whole, and cards not fetched.
   */
  unautomated(name: string): readonly string[] | undefined {
    builtinIndex ??= createNameIndex(builtinCardNames());
    if (builtinIndex.resolve(name) !== undefined) return undefined;
    const card = this.found.get(normalizeName(name));
    if (card === undefined) return undefined;
    let def = this.compiled.get(card.name);
    if (def === undefined) {
      def = catalogDefinition(card);
      this.compiled.set(card.name, def);
    }
    return def.automated === false ? (def.unautomated ?? ["its text (printed characteristics only)"]) : undefined;
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
    let cards: CatalogCard[];
    try {
      cards = await this.catalog.lookup(missing);
    } catch {
      for (const name of missing) this.asked.delete(normalizeName(name));
      return false;
    }
    for (const card of cards) {
      this.found.set(normalizeName(card.name), card);
      for (const face of faceNames(card.name))
        if (!this.found.has(normalizeName(face))) this.found.set(normalizeName(face), card);
    }
    return cards.length > 0;
  }
}
