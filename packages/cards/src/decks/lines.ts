/**
 * The grammar of one card line, shared by the text formats (MTG Arena, Moxfield, plain)
 * and Forge: a count, then a card name, then optional printing details.
 *
 * Conventions followed (as written by the tools that produce them):
 * - MTG Arena export: `4 Lightning Bolt (M11) 149` — set code in parentheses, then the
 *   collector number.
 * - Moxfield / Archidekt: the same, with `*F*` (foil) or `*E*` (etched) after it, and
 *   `*CMDR*` marking a commander.
 * - MTGGoldfish / deckstats: `4 Lightning Bolt [M11]`.
 * - Plain lists: `4 Lightning Bolt`, `4x Lightning Bolt`, `4 x Lightning Bolt`.
 */
import type { DeckEntry } from "./types.js";

/** Largest count accepted on one line (far above any real deck; stops `1e9 Forest`). */
export const MAX_CARD_COUNT = 1000;
/** Longest line accepted (the longest real card name is 141 characters). */
export const MAX_LINE_LENGTH = 500;

/** A parsed card line, or the message saying why it is not one. */
export type CardLine = { ok: true; entry: DeckEntry; commander: boolean } | { ok: false; message: string };

/** Shortens `text` for quoting in an error message. */
export function quote(text: string): string {
  const t = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return `"${t}"`;
}

/**
 * Reads a count token: a positive integer written in ASCII digits, at most
 * {@link MAX_CARD_COUNT}. Returns the number or an error message mentioning `token`.
 */
export function parseCount(token: string): number | string {
  if (!/^\d+$/.test(token)) {
    if (/^[+-]?\d*[.,]\d+$/.test(token)) return `the count ${quote(token)} is not a whole number`;
    if (/^-\d+$/.test(token)) return `the count ${quote(token)} is negative; counts must be positive whole numbers`;
    return `the count ${quote(token)} is not a number`;
  }
  const n = Number(token);
  if (n === 0) return "the count is 0; counts must be at least 1";
  if (n > MAX_CARD_COUNT) return `the count ${token} is too large (at most ${MAX_CARD_COUNT})`;
  return n;
}

/**
 * Parses `4 Lightning Bolt (M11) 149 *F*`-style text (already trimmed, not a comment or a
 * header) into an entry at `line`. A line with no leading count is an error that says what
 * was expected. Never throws.
 */
export function parseCardLine(text: string, line: number): CardLine {
  if (text.length > MAX_LINE_LENGTH)
    return { ok: false, message: `the line is too long (${text.length} characters) to be a card line` };
  // Count: digits (or a malformed number, reported below), an optional x, then the name.
  const m = /^([+-]?[\d.,]*\d[\d.,]*)\s*(?:[xX×]\s*)?\s(.*)$/.exec(text) ?? /^([+-]?\d+)[xX×](\S.*)$/.exec(text);
  if (!m) {
    return {
      ok: false,
      message: `expected "<count> <card name>", such as "4 Lightning Bolt", but found ${quote(text)}`,
    };
  }
  const count = parseCount(m[1] ?? "");
  if (typeof count === "string") return { ok: false, message: count };

  let rest = (m[2] ?? "").trim();
  let foil = false;
  let commander = false;
  let set: string | undefined;
  let collectorNumber: string | undefined;
  // Trailing marks, in any order: *F*, *E*, *CMDR*.
  for (let mark = /\s*\*([A-Za-z]+)\*$/.exec(rest); mark; mark = /\s*\*([A-Za-z]+)\*$/.exec(rest)) {
    const tag = (mark[1] ?? "").toUpperCase();
    if (tag === "F" || tag === "E") foil = true;
    else if (tag === "CMDR") commander = true;
    rest = rest.slice(0, mark.index).trimEnd();
  }
  // `(SET) number` (Arena, Moxfield) or `[SET]` (MTGGoldfish). Set codes are 2–6 letters/digits
  // so names such as "B.F.M. (Big Furry Monster)" keep their parentheses.
  const printing = /\s+\(([A-Za-z0-9]{2,6})\)(?:\s+(\S+))?$/.exec(rest) ?? /\s+\[([A-Za-z0-9]{2,6})\]$/.exec(rest);
  if (printing) {
    set = (printing[1] ?? "").toUpperCase();
    collectorNumber = printing[2];
    rest = rest.slice(0, printing.index).trimEnd();
  }
  const name = rest.replace(/\s+/g, " ");
  if (name.length === 0) return { ok: false, message: `a count (${count}) but no card name` };

  const entry: DeckEntry = { name, count, line };
  if (set !== undefined) entry.set = set;
  if (collectorNumber !== undefined) entry.collectorNumber = collectorNumber;
  if (foil) entry.foil = true;
  return { ok: true, entry, commander };
}
