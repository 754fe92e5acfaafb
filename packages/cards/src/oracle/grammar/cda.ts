/**
 * Characteristic-defining abilities that define power and/or toughness (CR 604.3, applied in
 * layer 7a, 613.4a): "~'s power and toughness are each equal to the number of Goblins on the
 * battlefield", "~'s power is equal to …", "~'s toughness is equal to the number of basic land
 * types among lands you control" (domain, 207.2c). The card's printed "*" is the side it defines.
 */
import P from "../parsers.js";
import type { LinePart } from "./base.js";
import { lit } from "./base.js";
import { numberOf } from "./filters.js";

/** A "~'s power … equal to …" line: the amount, and the side(s) it defines (both when `which` is absent). */
export const cdaLine: P.Parser<LinePart> = P.seqMap(
  P.alt(
    lit("~'s power and toughness are each equal to ").map(() => undefined),
    lit("~'s power is equal to ").map(() => "power" as const),
    lit("~'s toughness is equal to ").map(() => "toughness" as const),
  ),
  numberOf,
  lit("."),
  (which, amount): LinePart => ({ kind: "cda", amount, ...(which ? { which } : {}) }),
);
