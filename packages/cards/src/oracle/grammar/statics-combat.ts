/**
 * "~ gets +1/+0 as long as it's attacking." (CR 611.3a, 506.4): a static ability of the source
 * that applies only while the source is an attacking (or blocking) creature.
 */
import P from "../parsers.js";
import type { Condition } from "@fishbowl/engine";
import { type LinePart, lit } from "./base.js";
import { staticAbility, staticChanges } from "./statics.js";

/** "it's attacking", "~ is blocking", "it's attacking or blocking": the source in combat. */
const selfInCombat: P.Parser<Condition> = P.seqMap(
  P.alt(lit("it's "), lit("~ is ")),
  P.alt(
    lit("attacking or blocking").map(() => "either" as const),
    lit("attacking").map(() => "attacking" as const),
    lit("blocking").map(() => "blocking" as const),
  ),
  (_i, combat): Condition => ({ kind: "sourceInCombat", combat }),
);

/** "~ gets +1/+0 as long as it's attacking.", "~ has first strike as long as it's blocking." */
export const selfInCombatStaticLine: P.Parser<LinePart> = P.seqMap(
  lit("~ "),
  staticChanges(false),
  lit(" as long as "),
  selfInCombat,
  lit("."),
  (_s, mods, _a, cond) => staticAbility({ kind: "self" }, mods, cond),
);
