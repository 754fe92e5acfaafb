/**
 * Bulk card data recognised by shape, converted in memory (browser-safe): Scryfall's bulk
 * files (`oracle_cards` / `default_cards`: an array of card objects, or a `{ object: "list",
 * data: [...] }` page) and MTGJSON `AtomicCards` (`{ meta, data: { "<name>": [face…] } }`).
 * For files too large for memory, the CLI's streaming importer is the tool.
 */
import type { CatalogCard, SkippedRecord } from "./types.js";
import { catalogFromScryfall } from "./scryfall.js";
import { catalogFromMtgjson } from "./mtgjson.js";
import { sortCatalog } from "./order.js";

function isScryfallCard(x: unknown): boolean {
  return typeof x === "object" && x !== null && (x as { object?: unknown }).object === "card";
}

/**
 * Converts parsed bulk data to catalog cards in name order, or returns null when `json` is
 * neither Scryfall nor MTGJSON data (or holds no usable card). `skipped` lists records left
 * out, with reasons.
 */
export function catalogFromBulkJson(
  json: unknown,
): { format: "scryfall" | "mtgjson"; cards: CatalogCard[]; skipped: SkippedRecord[] } | null {
  let out: { format: "scryfall" | "mtgjson"; cards: CatalogCard[]; skipped: SkippedRecord[] } | null = null;
  if (Array.isArray(json) && json.length > 0 && isScryfallCard(json[0]))
    out = { format: "scryfall", ...catalogFromScryfall(json) };
  else if (typeof json === "object" && json !== null) {
    const data = (json as { data?: unknown }).data;
    if (Array.isArray(data) && data.length > 0 && isScryfallCard(data[0]))
      out = { format: "scryfall", ...catalogFromScryfall(data) };
    else if (typeof data === "object" && data !== null && !Array.isArray(data))
      out = { format: "mtgjson", ...catalogFromMtgjson(json) };
  }
  if (!out || out.cards.length === 0) return null;
  return { ...out, cards: sortCatalog(out.cards) };
}
