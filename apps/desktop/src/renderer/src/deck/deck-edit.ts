/**
 * Edits of deck-list text that keep the user's own formatting: only the line concerned
 * changes, so comments, blank lines, set codes and section order survive.
 */
import { normalizeName } from "@fishbowl/cards";
import type { DeckEntry, ParsedDeckList } from "./deck-text.js";

/**
 * `text` with one more copy of `name` in the main deck: the count on its existing main-deck
 * line goes up by one, or a `1 Name` line is added after the last main-deck line (at the end
 * when the main deck is empty). `parsed` must be `text` parsed.
 */
export function addCardToText(text: string, parsed: ParsedDeckList, name: string): string {
  const lines = text.split("\n");
  const key = normalizeName(name);
  const existing = parsed.main.find((e) => normalizeName(e.name) === key);
  if (existing !== undefined) {
    const index = existing.line - 1;
    lines[index] = (lines[index] ?? "").replace(
      /^(\s*(?:sb:\s*)?)(\d+)/i,
      (_m, prefix: string, count: string) => `${prefix}${Number(count) + 1}`,
    );
    return lines.join("\n");
  }
  const last = parsed.main.reduce((max, e) => Math.max(max, e.line), 0);
  if (last === 0) {
    const base = text === "" || text.endsWith("\n") ? text : `${text}\n`;
    return `${base}1 ${name}\n`;
  }
  lines.splice(last, 0, `1 ${name}`);
  return lines.join("\n");
}

/**
 * `text` with the count on the line of `entry` changed by `delta` (±1 from the editor's
 * controls); a count that reaches 0 removes the line. Other lines are untouched.
 */
export function stepEntryInText(text: string, entry: DeckEntry, delta: number): string {
  const lines = text.split("\n");
  const index = entry.line - 1;
  const next = entry.count + delta;
  if (index < 0 || index >= lines.length) return text;
  if (next <= 0) {
    lines.splice(index, 1);
    return lines.join("\n");
  }
  const line = lines[index]!;
  const counted = /^(\s*(?:sb:\s*)?)(\d+)/i.test(line);
  lines[index] = counted
    ? line.replace(/^(\s*(?:sb:\s*)?)(\d+)/i, (_m, prefix: string) => `${prefix}${next}`)
    : `${next} ${line.trim()}`;
  return lines.join("\n");
}

/** One replacement in a text: the characters from `start` to `end` (UTF-16 offsets) become `insert`. */
export interface TextSplice {
  readonly start: number;
  readonly end: number;
  readonly insert: string;
}

/**
 * The splice of `text` that renames the card `name` to `to` on the lines `lines` (1-based; the
 * lines of the entries written that way): the span from the first renamed name to the end of
 * the last, with each of those lines' `name` (as written) replaced. One splice, so the editor
 * applies it as one undoable edit. Null when no given line holds `name`.
 */
export function renameCardInText(text: string, lines: readonly number[], name: string, to: string): TextSplice | null {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  const spots = [...new Set(lines)]
    .sort((a, b) => a - b)
    .flatMap((line) => {
      const from = starts[line - 1];
      if (from === undefined) return [];
      const end = starts[line] ?? text.length + 1;
      const at = text.slice(from, end - 1).indexOf(name);
      return at === -1 ? [] : [from + at];
    });
  if (spots.length === 0) return null;
  const start = spots[0]!;
  const end = spots[spots.length - 1]! + name.length;
  let insert = "";
  let cursor = start;
  for (const spot of spots) {
    insert += text.slice(cursor, spot) + to;
    cursor = spot + name.length;
  }
  return { start, end, insert };
}
