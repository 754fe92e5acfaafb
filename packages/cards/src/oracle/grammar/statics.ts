/**
 * Static abilities (CR 604, 611.3): "~ gets +1/+1 and has flying as long as …", "enchanted
 * creature has …", "other Goblins you control get +1/+1", restrictions ("can't block"); the
 * characteristic-defining abilities of power and toughness (604.3) are in cda.ts.
 */
import P from "../parsers.js";
import type { AbilityDef, Condition, Modification, StaticAffects } from "@fishbowl/engine";
import { type LinePart, Unsupported, constB, keywordList, lit, oneOf, opt, ptChange } from "./base.js";
import { LAND_TYPES } from "../lexicon.js";
import { becomesSpec } from "./effects-changes.js";
import { forEach, objects } from "./filters.js";
import { restriction } from "./effects-objects.js";
import { asLongAs, condition } from "./conditions.js";
import { endsInQuote, grantedAbility } from "./granted.js";

/**
 * Static changes, one or more joined by "and" / ",": "gets +2/+0 and has trample", "has
 * flying", "get +1/+1", "have haste", "gets +1/+1 and can't block", "has flying and can't be
 * blocked".
 */
export function staticChanges(plural: boolean): P.Parser<Modification[]> {
  const gets = lit(plural ? "get " : "gets ");
  const has = lit(plural ? "have " : "has ");
  const part = P.alt(
    // "+1/+1 for each Forest you control": counted as the layer applies (CR 613.4c, 611.3a)
    P.seqMap(gets, ptChange, forEach, (_g, [p, t], per) => [
      { layer: "7c", kind: "addPT", power: p, toughness: t, per } as Modification,
    ]),
    P.seqMap(gets, ptChange, (_g, [p, t]) => [{ layer: "7c", kind: "addPT", power: p, toughness: t } as Modification]),
    P.seqMap(has, keywordList, (_g, k) => [{ layer: "6", kind: "addKeywords", keywords: k } as Modification]),
    // "has base power and toughness 0/2", "loses all abilities" (layers 7b, 6)
    P.seqMap(
      lit(plural ? "have base power and toughness " : "has base power and toughness "),
      P.regexp(/(\d+)\/(\d+)/),
      (_h, s) => {
        const [p, t] = s.split("/").map(Number);
        return [{ layer: "7b", kind: "setBasePT", power: p!, toughness: t! } as Modification];
      },
    ),
    lit(plural ? "lose all abilities" : "loses all abilities").map((): Modification[] => [
      { layer: "6", kind: "loseAllAbilities" },
    ]),
    restriction,
  );
  const sep = P.alt(lit(", and "), lit(", "), lit(" and "));
  return P.seqMap(part, P.seqMap(sep, part, (_s, p) => p).many(), (first, rest) => [...first, ...rest.flat()]);
}
export const staticAbility = (
  affects: StaticAffects,
  mods: Modification[],
  cond: Condition | undefined,
  grants?: AbilityDef[],
): LinePart => ({
  kind: "ability",
  build: constB<AbilityDef>({
    kind: "static",
    text: "",
    affects,
    mods,
    ...(cond ? { condition: cond } : {}),
    ...(grants ? { grants } : {}),
  }),
});
/**
 * A permanent's static changes and the abilities it grants: "gets +2/+0 and has \"…\"", or
 * "has \"…\"" alone (CR 613.1f).
 */
const changesAndGrants: P.Parser<{ mods: Modification[]; grants?: AbilityDef[] }> = P.alt(
  P.seqMap(
    staticChanges(false),
    opt(P.seqMap(P.alt(lit(", and "), lit(" and ")), grantedAbility, (_a, g) => g)),
    (mods, grants) => (grants ? { mods, grants } : { mods }),
  ),
  grantedAbility.map((grants) => ({ mods: [], grants })),
);

/** What a static ability changes and what it affects: "enchanted creature gets …", "~ has …", "other Goblins you control get …". */
const subjectAndChanges: P.Parser<{ affects: StaticAffects; mods: Modification[]; grants?: AbilityDef[] }> = P.alt(
  // one permanent's grants (an Aura's, an Equipment's, its own); groups' ("all creatures have …") are not read yet
  P.seqMap(
    P.alt(lit("enchanted creature "), lit("equipped creature "), lit("enchanted permanent ")),
    changesAndGrants,
    (_e, x) => ({ affects: { kind: "attached" } as StaticAffects, ...x }),
  ),
  P.seqMap(lit("~ "), changesAndGrants, (_s, x) => ({ affects: { kind: "self" } as StaticAffects, ...x })),
  // "each creature you control with a +1/+1 counter on it has trample"
  P.seqMap(lit("each "), objects(false), lit(" "), staticChanges(false), (_e, f, _s, mods) => ({
    affects: { kind: "filter", filter: f } as StaticAffects,
    mods,
  })),
  P.seqMap(
    P.alt(
      P.seqMap(lit("other "), objects(true), (_o, f) => ({ ...f, other: true })),
      P.seqMap(lit("all "), objects(true), (_o, f) => f),
      objects(true),
    ),
    lit(" "),
    staticChanges(true),
    (f, _s, mods) => ({ affects: { kind: "filter", filter: f } as StaticAffects, mods }),
  ),
);
/**
 * "Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.",
 * "enchanted land is a 4/2 red Beast creature with trample. It's still a land." (layers 4-7,
 * CR 205.1a-b): what the attached permanent is.
 */
const isA: P.Parser<{ affects: StaticAffects; mods: Modification[]; grants?: AbilityDef[] }> = P.seqMap(
  P.alt(
    lit("enchanted creature is ").map(() => true),
    lit("equipped creature is ").map(() => true),
    lit("enchanted land is ").map(() => false),
    lit("enchanted permanent is ").map(() => false),
  ),
  becomesSpec,
  opt(P.seqMap(lit(" and "), staticChanges(false), (_a, m) => m)),
  opt(lit(". it's still a land")),
  (creature, spec, more, still) => {
    if (spec.setsTypes && !(spec.stillLand || still))
      throw new Unsupported("a permanent that is only a creature (CR 205.1a)");
    if (spec.noType && !creature) throw new Unsupported("creature types for what may not be a creature");
    return { affects: { kind: "attached" } as StaticAffects, mods: [...spec.mods, ...(more ?? [])] };
  },
);
/** "as long as <condition>, " before a static ability's subject (CR 611.3a). */
const asLongAsFirst: P.Parser<Condition> = P.seqMap(lit("as long as "), condition, lit(", "), (_a, c) => c);
export const staticLine: P.Parser<LinePart> = P.alt(
  P.seqMap(
    opt(asLongAsFirst),
    P.alt(isA, subjectAndChanges),
    opt(asLongAs),
    P.alt(lit("."), endsInQuote),
    (before, x, after) => {
      if (before && after) throw new Unsupported("two conditions");
      // the engine checks a condition once layer 4 has applied (CR 613.1d): no type-changing mods under one
      if ((before ?? after) && x.mods.some((m) => m.layer === "4"))
        throw new Unsupported("a condition on a type change");
      return staticAbility(x.affects, x.mods, before ?? after, x.grants);
    },
  ),
  P.alt(lit("you control enchanted creature."), lit("you control enchanted land.")).map(() =>
    staticAbility({ kind: "attached" }, [{ layer: "2", kind: "setController" }], undefined),
  ),
  // "Enchanted land is an Island." (CR 305.7: its old land types and the abilities of its rules text are gone)
  P.seqMap(
    lit("enchanted land is "),
    P.alt(lit("an "), lit("a ")),
    oneOf(LAND_TYPES.map((t) => [t.toLowerCase(), t] as const)),
    lit("."),
    (_e, _a, t) =>
      staticAbility({ kind: "attached" }, [{ layer: "4", kind: "setLandSubtypes", subtypes: [t] }], undefined),
  ),
);
