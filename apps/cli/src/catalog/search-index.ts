/**
 * The search index of a catalog file, built once per catalog: a snapshot of the built index
 * (`CatalogIndex.toSnapshot`, @fishbowl/cards) is kept beside the catalog (`catalog.json` →
 * `catalog.search-index.json`, next to its compiled catalog) under the SHA-256 of the catalog's
 * text, and read back by the next process that searches the same catalog instead of building
 * the index again. A cache that is missing, stale, damaged or can't be written is never an
 * error: the index is then built (and the reason given).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCatalogIndex, type CatalogCard, type CatalogIndex, type CatalogIndexOptions } from "@fishbowl/cards";
import { writeFileAtomic } from "./atomic.js";

/** The cache file of a catalog file: `x.json` → `x.search-index.json` beside it. */
export function searchIndexPath(catalogFile: string): string {
  const base = path.basename(catalogFile).replace(/\.json$/i, "");
  return path.join(path.dirname(catalogFile), `${base}.search-index.json`);
}

/** The key of a catalog text in the cache: its SHA-256, hex. */
export function searchIndexKey(catalogText: string): string {
  return createHash("sha256").update(catalogText).digest("hex");
}

/** What `cachedCatalogIndex` did: read the cache, wrote it, or built the index without caching it (why). */
export type CacheOutcome = { kind: "read" } | { kind: "written" } | { kind: "not written"; reason: string };

/**
 * The index of `cards` (the catalog whose text is `catalogText`): from `cacheFile` when it holds
 * a snapshot for this text, else built and saved there. `options` as `createCatalogIndex`.
 */
export function cachedCatalogIndex(
  catalogText: string,
  cards: readonly CatalogCard[],
  cacheFile: string,
  options: Omit<CatalogIndexOptions, "snapshot"> = {},
): { index: CatalogIndex; cache: CacheOutcome } {
  const key = searchIndexKey(catalogText);
  let saved: unknown;
  try {
    saved = JSON.parse(fs.readFileSync(cacheFile, "utf8"));
  } catch {
    saved = undefined; // no cache yet, or unreadable: build
  }
  if (typeof saved === "object" && saved !== null && (saved as { key?: unknown }).key === key) {
    const snapshot = (saved as { snapshot?: CatalogIndexOptions["snapshot"] }).snapshot;
    const index = createCatalogIndex(cards, { ...options, ...(snapshot ? { snapshot } : {}) });
    if (index.fromSnapshot) return { index, cache: { kind: "read" } };
    return { index, cache: write(cacheFile, key, index) };
  }
  const index = createCatalogIndex(cards, options);
  return { index, cache: write(cacheFile, key, index) };
}

function write(cacheFile: string, key: string, index: CatalogIndex): CacheOutcome {
  try {
    writeFileAtomic(cacheFile, JSON.stringify({ key, snapshot: index.toSnapshot() }));
    return { kind: "written" };
  } catch (err) {
    return { kind: "not written", reason: (err as { code?: string }).code ?? String(err) };
  }
}
