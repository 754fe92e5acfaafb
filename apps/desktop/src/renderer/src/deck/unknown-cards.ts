/**
 * A deck list's cards found in no card data (played as named placeholders), and how they are
 * named to the player: "1 card not found: Blastodrem — did you mean Blastoderm?", in the deck
 * editor's warning, after a save and before a game starts.
 */
import type { ParsedDeckList } from "./deck-text.js";

/** One card name, as written, that no card data has: the lines it is on (1-based) and its copies over all sections. */
export interface UnknownCard {
  readonly name: string;
  readonly lines: readonly number[];
  readonly copies: number;
}

/** Close names for a name the card data lacks (the catalog's "did you mean"), best first. */
export interface NameSuggestion {
  readonly name: string;
  readonly like: readonly string[];
}

/**
 * The cards of every section of `deck` (commander, companion, main deck, sideboard) that
 * `isKnown` does not know, each name once (as first written), in the order of the list.
 */
export function unknownCards(deck: ParsedDeckList, isKnown: (name: string) => boolean): UnknownCard[] {
  const found = new Map<string, { name: string; lines: number[]; copies: number }>();
  const entries = [...deck.commander, ...deck.companion, ...deck.main, ...deck.sideboard].sort(
    (a, b) => a.line - b.line,
  );
  for (const entry of entries) {
    if (isKnown(entry.name)) continue;
    const seen = found.get(entry.name) ?? { name: entry.name, lines: [], copies: 0 };
    seen.lines.push(entry.line);
    seen.copies += entry.count;
    found.set(entry.name, seen);
  }
  return [...found.values()];
}

/** "did you mean Blastoderm?" / "did you mean A or B?" for `name`, or "" when `suggestions` have no close name for it. */
export function didYouMean(name: string, suggestions: readonly NameSuggestion[]): string {
  const like = suggestions.find((s) => s.name === name)?.like ?? [];
  return like.length === 0 ? "" : `did you mean ${like.join(" or ")}?`;
}

/**
 * "1 card not found: Blastodrem — did you mean Blastoderm?" (several: "2 cards not found:
 * Blastodrem — did you mean Blastoderm?; Mystery Card"), for the names in no card data; "" for none.
 */
export function notFoundSentence(names: readonly string[], suggestions: readonly NameSuggestion[]): string {
  if (names.length === 0) return "";
  const each = names.map((name) => {
    const mean = didYouMean(name, suggestions);
    return mean === "" ? name : `${name} — ${mean}`;
  });
  return `${names.length} card${names.length === 1 ? "" : "s"} not found: ${each.join("; ")}`;
}
