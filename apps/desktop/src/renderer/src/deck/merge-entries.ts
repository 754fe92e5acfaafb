/**
 * A list's entries with the same card merged into one row (issue 15: "15 Plains" and a later
 * "1 Plains" are one row of 16 and one card), for the deck editor's rows and counts; the list's
 * text is left as the user wrote it.
 */
import type { DeckEntry } from "@fishbowl/cards";

/** An entry standing for one or more lines of the same card: `count` is their sum, `parts` the lines (in order) when there are several. */
export type MergedEntry = DeckEntry & { readonly parts?: readonly DeckEntry[] };

/**
 * `entries` with the entries of one card (its name, ignoring case and surrounding spaces) merged
 * into the first: the sum of their counts, in the first one's place. Entries alone stay as they are.
 */
export function mergeSameName(entries: readonly DeckEntry[]): MergedEntry[] {
  const byName = new Map<string, DeckEntry[]>();
  for (const e of entries) {
    const key = e.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), e]);
  }
  return [...byName.values()].map((parts) =>
    parts.length === 1 ? parts[0]! : { ...parts[0]!, count: parts.reduce((n, p) => n + p.count, 0), parts },
  );
}

/** The line a row's − / + changes: its last line (so the others keep their counts). */
export function lineToStep(entry: MergedEntry): DeckEntry {
  return entry.parts?.at(-1) ?? entry;
}
