/**
 * Static abilities (CR 604, 611.3): "~ gets +1/+1 and has flying as long as …", "enchanted
 * creature has …", "other Goblins you control get +1/+1", restrictions ("can't block"), and the
 * characteristic-defining ability "~'s power and toughness are each equal to …" (604.3).
 */
import P from "../parsers.js";
import type { AbilityDef, Condition, Modification, StaticAffects } from "@fishbowl/engine";
import { type LinePart, constB, keywordList, lit, opt, ptChange } from "./base.js";
import { countable, forEach, objects } from "./filters.js";
import { restriction } from "./effects-objects.js";
import { asLongAs } from "./conditions.js";

/** Static changes: "gets +2/+0 and has trample", "has flying", "get +1/+1", "have haste". */
export function staticChanges(plural: boolean): P.Parser<Modification[]> {
  const gets = lit(plural ? "get " : "gets ");
  const has = lit(plural ? "have " : "has ");
  return P.alt(
    P.seqMap(gets, ptChange, lit(" and "), has, keywordList, (_g, [p, t], _a, _h, k) => [
      { layer: "7c", kind: "addPT", power: p, toughness: t } as Modification,
      { layer: "6", kind: "addKeywords", keywords: k },
    ]),
    // "+1/+1 for each Forest you control": counted as the layer applies (CR 613.4c, 611.3a)
    P.seqMap(gets, ptChange, forEach, (_g, [p, t], per) => [
      { layer: "7c", kind: "addPT", power: p, toughness: t, per } as Modification,
    ]),
    P.seqMap(gets, ptChange, (_g, [p, t]) => [{ layer: "7c", kind: "addPT", power: p, toughness: t } as Modification]),
    P.seqMap(has, keywordList, (_g, k) => [{ layer: "6", kind: "addKeywords", keywords: k } as Modification]),
    restriction,
  );
}
export const staticAbility = (affects: StaticAffects, mods: Modification[], cond: Condition | undefined): LinePart => ({
  kind: "ability",
  build: constB<AbilityDef>({ kind: "static", text: "", affects, mods, ...(cond ? { condition: cond } : {}) }),
});
export const staticLine: P.Parser<LinePart> = P.alt(
  P.seqMap(
    P.alt(lit("enchanted creature "), lit("equipped creature "), lit("enchanted permanent ")),
    staticChanges(false),
    opt(asLongAs),
    lit("."),
    (_e, mods, cond) => staticAbility({ kind: "attached" }, mods, cond),
  ),
  P.seqMap(lit("~ "), staticChanges(false), opt(asLongAs), lit("."), (_s, mods, cond) =>
    staticAbility({ kind: "self" }, mods, cond),
  ),
  P.seqMap(
    P.alt(
      P.seqMap(lit("other "), objects(true), (_o, f) => ({ ...f, other: true })),
      P.seqMap(lit("all "), objects(true), (_o, f) => f),
      objects(true),
    ),
    lit(" "),
    staticChanges(true),
    opt(asLongAs),
    lit("."),
    (f, _s, mods, cond) => staticAbility({ kind: "filter", filter: f }, mods, cond),
  ),
  lit("you control enchanted creature.").map(() =>
    staticAbility({ kind: "attached" }, [{ layer: "2", kind: "setController" }], undefined),
  ),
);
export const cdaLine: P.Parser<LinePart> = P.seqMap(
  lit("~'s power and toughness are each equal to the number of "),
  countable,
  lit("."),
  (_a, f) => ({ kind: "cda", amount: { kind: "count", filter: f } }),
);
