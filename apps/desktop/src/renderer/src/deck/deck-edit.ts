/**
 * Edits of deck-list text that keep the user's own formatting: only the line concerned
 * changes, so comments, blank lines, set codes and section order survive.
 */
import { normalizeName } from "@fishbowl/cards";
import type { ParsedDeckList } from "./deck-text.js";

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
