/**
 * Conditions (CR 611.3a "as long as …", 603.4 intervening "if …"): what the engine can check
 * about its controller's game — permanents they control, cards in their graveyard, their life
 * total — and "if it was kicked" (702.33d).
 */
import P from "../parsers.js";
import type { Condition } from "@fishbowl/engine";
import { lit, number } from "./base.js";
import { headList, objects } from "./filters.js";

const an = P.alt(lit("an "), lit("a "));
const not = (c: Condition): Condition => ({ kind: "not", condition: c });

/**
 * "you control a Mountain", "you control three or more artifacts", "you control no Islands",
 * "you control two or fewer other lands" is refused ("other" isn't counted), "seven or more
 * cards are in your graveyard", "there are seven or more cards in your graveyard", "a creature
 * card is in your graveyard", "you have 5 or less life", "you have 10 or more life".
 */
export const condition: P.Parser<Condition> = P.alt<Condition>(
  P.seqMap(lit("you control "), number, lit(" or more "), objects(true), (_y, n, _o, f): Condition => ({
    kind: "youControl",
    filter: f,
    atLeast: n,
  })),
  // "N or fewer": not N+1 or more
  P.seqMap(lit("you control "), number, lit(" or fewer "), objects(true), (_y, n, _o, f): Condition =>
    not({ kind: "youControl", filter: f, atLeast: n + 1 }),
  ),
  P.seqMap(lit("you control no "), objects(true), (_y, f): Condition => not({ kind: "youControl", filter: f })),
  P.seqMap(lit("you control "), an, objects(false), (_y, _a, f): Condition => ({ kind: "youControl", filter: f })),
  P.seqMap(
    P.alt(lit("there are "), lit("")),
    number,
    P.alt(lit(" or more cards are in your graveyard"), lit(" or more cards in your graveyard")),
    (_t, n): Condition => ({ kind: "graveyardAtLeast", amount: n }),
  ),
  P.seqMap(an, headList(false), lit(" card is in your graveyard"), (_a, f): Condition => ({
    kind: "graveyardAtLeast",
    amount: 1,
    filter: f,
  })),
  P.seqMap(lit("you have "), number, lit(" or less life"), (_y, n): Condition => ({ kind: "lifeAtMost", amount: n })),
  // "N or more life": not N-1 or less (life totals are whole numbers, CR 119.1)
  P.seqMap(lit("you have "), number, lit(" or more life"), (_y, n): Condition =>
    not({ kind: "lifeAtMost", amount: n - 1 }),
  ),
);
/** " as long as <condition>" after a static ability's changes. */
export const asLongAs: P.Parser<Condition> = P.seqMap(lit(" as long as "), condition, (_a, c) => c);
/** "if ~ was kicked", "if it was kicked" (CR 702.33d). */
export const ifKicked: P.Parser<Condition> = P.alt(lit("if ~ was kicked"), lit("if it was kicked")).map(
  (): Condition => ({ kind: "kicked" }),
);
