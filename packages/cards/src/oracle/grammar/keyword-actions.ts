/**
 * Keyword actions (CR 701) read as instructions — bolster N (701.39a; 701.33a in the
 * 2025-02-07 text), detain (701.35a; 701.29a there) — and energy (107.14, 122.1): "you get {E}{E}", and "pay {E}" as a cost.
 */
import P from "../parsers.js";
import type { CostDef, Effect } from "@fishbowl/engine";
import { type EffB, lit, number, one } from "./base.js";
import { allObjects, multiTargetPhrase, objectRef } from "./refs.js";

/** One or more energy symbols, "{E}{E}" (CR 107.14): how many. */
const energySymbols: P.Parser<number> = P.regexp(/(\{e\})+/).map((s) => s.length / 3);
/** "Pay {E}{E}" as (part of) a cost (CR 107.14, 118.3). */
export const energyCost: P.Parser<Partial<CostDef>> = P.seqMap(lit("pay "), energySymbols, (_p, n) => ({
  payEnergy: n,
}));
/** "You get {E}{E}" (CR 122.1, 107.14). */
const getEnergy: P.Parser<EffB> = P.seqMap(lit("you get "), energySymbols, (_y, n) => () => [
  { kind: "getEnergy", amount: n },
]);

/** "Bolster N": put N +1/+1 counters on a creature with the least toughness among creatures you control. */
const bolster: P.Parser<EffB> = P.seqMap(lit("bolster "), number, (_b, n) => () => [{ kind: "bolster", amount: n }]);

/**
 * "Detain target nonland permanent an opponent controls" (CR 701.35a; 701.29a in the 2025-02-07
 * text): until your next turn, it can't attack or block and its activated abilities can't be
 * activated.
 */
const detain: P.Parser<EffB> = P.seqMap(lit("detain "), P.alt(multiTargetPhrase, allObjects, objectRef), (_d, what) =>
  one((c): Effect => ({
    kind: "modify",
    what: what(c),
    mods: [{ layer: "rules", kind: "restrict", restrictions: ["cantAttack", "cantBlock", "cantActivate"] }],
    duration: { kind: "untilYourNextTurn" },
  })),
);

/** The keyword actions of this file, one instruction each (hooked into `simpleEffect` by their first word). */
export const keywordAction: P.Parser<EffB> = P.alt(bolster, getEnergy, detain);
/** The first words of `keywordAction`'s instructions. */
export const KEYWORD_ACTION_WORDS = ["bolster", "you", "detain"];
