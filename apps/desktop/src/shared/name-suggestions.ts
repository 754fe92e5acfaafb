/**
 * "Did you mean …?" for card names the card data lacks, over a name index of the card data and
 * the built-in cards (`createNameIndex` of `@fishbowl/cards`). Shared by main (the catalog it
 * answers over IPC) and the browser build's catalogs, so both suggest alike.
 */
import type { CardNameIndex } from "@fishbowl/cards";
import type { CatalogSuggestion } from "./ipc-contract.js";

/** The close names `index` has for each of `names` (as typed, each once), leaving out names with none. */
export function nameSuggestions(index: Pick<CardNameIndex, "suggest">, names: readonly string[]): CatalogSuggestion[] {
  return [...new Set(names)].map((name) => ({ name, like: index.suggest(name) })).filter((s) => s.like.length > 0);
}
