/**
 * "Spend only black mana on X." (CR 107.3, 601.2h, 602.2b): a restriction on how the X of a
 * cost is paid — each mana of it must be of that color. A line of its own on a spell (Consume
 * Spirit), a sentence after an activated ability's effect (Crypt Rats).
 */
import P from "../parsers.js";
import type { Color } from "@fishbowl/engine";
import { type LinePart, color, lit } from "./base.js";

/** "spend only black mana on x." — the color. */
export const spendOnlyOnX: P.Parser<Color> = P.seqMap(lit("spend only "), color, lit(" mana on x."), (_s, c) => c);

/** The line "Spend only black mana on X." of a spell: the card's `xColor` (checked against its mana cost by the compiler). */
export const xColorLine: P.Parser<LinePart> = spendOnlyOnX.map((c): LinePart => ({
  kind: "keywords",
  keywords: [],
  abilities: [],
  extra: { xColor: c },
}));

/** Whether a mana cost has an {X} for a "spend only … mana on X" to restrict. */
export function hasX(mana: string | null | undefined): boolean {
  return /\{x\}/i.test(mana ?? "");
}
