/**
 * Instructions that change objects until end of turn (CR 611.2, 514.2): "gets +2/+2", "gains
 * flying", "+X/+X", "loses all abilities", "has base power and toughness 1/1", "becomes a 3/3
 * Elemental creature … It's still a land" (layers 4-7, 205.1b), power and toughness switched
 * (7d), colors (5), and restrictions for the turn (508.1c, 509.1b).
 */
import P from "../parsers.js";
import type { Color, Effect, Keyword, Modification, Ref, Restriction } from "@fishbowl/engine";
import { CREATURE_TYPES } from "../lexicon.js";
import {
  COLOR_WORDS,
  type Ctx,
  type EffB,
  Unsupported,
  color,
  keywordList,
  lit,
  one,
  oneOf,
  opt,
  ptChange,
} from "./base.js";
import { forEach, objects } from "./filters.js";
import { multiTargetPhrase, objectRef } from "./refs.js";

/** A base power/toughness, "1/1" (CR 208, layer 7b). */
const basePT: P.Parser<Modification> = P.regexp(/(\d+)\/(\d+)/).map((s): Modification => {
  const [p, t] = s.split("/").map(Number);
  return { layer: "7b", kind: "setBasePT", power: p!, toughness: t! };
});
/**
 * Changes joined by "and" / ",": "gets +2/+2", "gains flying", "gets +1/+0 and gains first
 * strike", "loses all abilities", "has base power and toughness 1/1" (layers 6, 7b, 7c).
 */
export function changes(plural: boolean): P.Parser<Modification[]> {
  // "it also gains first strike": "also" adds no meaning
  const verb = (one: string, many: string) => P.seqMap(opt(lit("also ")), lit(plural ? many : one), (_a, g) => g);
  const part = P.alt<Modification[]>(
    P.seqMap(verb("gets ", "get "), ptChange, (_g, [p, t]) => [{ layer: "7c", kind: "addPT", power: p, toughness: t }]),
    P.seqMap(verb("gains ", "gain "), keywordList, (_g, k) => [{ layer: "6", kind: "addKeywords", keywords: k }]),
    verb("loses all abilities", "lose all abilities").map((): Modification[] => [
      { layer: "6", kind: "loseAllAbilities" },
    ]),
    P.seqMap(verb("has base power and toughness ", "have base power and toughness "), basePT, (_h, m) => [m]),
  );
  return P.seqMap(
    part,
    P.seqMap(P.alt(lit(", and "), lit(", "), lit(" and ")), part, (_s, m) => m).many(),
    (first, rest) => [...first, ...rest.flat()],
  );
}
/** What a permanent becomes: its types, creature types, colors, base power/toughness and keywords (CR 205.1a-b). */
interface Becomes {
  mods: Modification[];
  /** "… creature" without "artifact": the types are set, kept only with "still a land" (205.1b). */
  setsTypes: boolean;
  /** No card type named ("a 1/1 blue Frog"): only an object that is a creature already. */
  noType: boolean;
  /** "… that's still a land". */
  stillLand: boolean;
}
const becomesColors: P.Parser<Color[]> = P.alt(
  lit("colorless").map((): Color[] => []),
  color.sepBy1(P.alt(lit(", and "), lit(" and "), lit(", "))),
);
const creatureTypes = oneOf(CREATURE_TYPES.map((t) => [t.toLowerCase(), t] as const)).sepBy1(lit(" "));
/** "a 3/3 red Elemental creature with haste", "an artifact creature", "a 1/1 blue Frog", "a 4/4 Giant that's still a land". */
export const becomesSpec: P.Parser<Becomes> = P.seqMap(
  P.alt(lit("an "), lit("a ")),
  opt(basePT.skip(lit(" "))),
  opt(becomesColors.skip(lit(" "))),
  opt(creatureTypes),
  opt(
    P.seqMap(
      opt(lit(" ")),
      P.alt(
        lit("artifact creature").map(() => "artifact" as const),
        lit("creature").map(() => "creature" as const),
      ),
      (_s, k) => k,
    ),
  ),
  opt(P.seqMap(lit(" with base power and toughness "), basePT, (_w, m) => m)),
  opt(P.seqMap(lit(" with "), keywordList, (_w, k) => k)),
  opt(lit(" that's still a land")),
  (_a, pt0, colors, subtypes, kind, basePt, kws, still): Becomes => {
    const pt = pt0 ?? basePt;
    const mods: Modification[] = [];
    if (kind === "artifact") mods.push({ layer: "4", kind: "addTypes", types: ["Artifact", "Creature"] });
    if (kind === "creature") mods.push({ layer: "4", kind: "addTypes", types: ["Creature"] });
    if (subtypes) mods.push({ layer: "4", kind: "setCreatureSubtypes", subtypes });
    if (colors) mods.push({ layer: "5", kind: "setColors", colors });
    if (pt) mods.push(pt);
    if (kws) mods.push({ layer: "6", kind: "addKeywords", keywords: kws });
    return { mods, setsTypes: kind === "creature", noType: kind === undefined, stillLand: !!still };
  },
).chain((b) => (b.mods.length ? P.succeed(b) : P.fail("a change")));
/** Whether the words may read the object as the kind of permanent they treat it as (see `Becomes`). */
export function becomesOk(b: Becomes, stillLand: boolean, what: Ref, c: Ctx): void {
  if (b.setsTypes && !(b.stillLand || stillLand))
    throw new Unsupported("a permanent that becomes only a creature (its other types lost, CR 205.1a)");
  if (b.noType) {
    const t = what.kind === "target" ? c.targets[what.index ?? -1] : undefined;
    if (JSON.stringify(t?.objects?.types) !== '["Creature"]')
      throw new Unsupported("creature types for what may not be a creature");
  }
}
/** A restriction for the turn (CR 508.1c, 509.1b): it ends with the turn, in the cleanup step (514.2). */
const restrictionThisTurn: P.Parser<Modification[]> = P.alt(
  lit("can't attack or block this turn").map((): Restriction[] => ["cantAttack", "cantBlock"]),
  lit("can't attack this turn").map((): Restriction[] => ["cantAttack"]),
  lit("can't block this turn").map((): Restriction[] => ["cantBlock"]),
  lit("can't be blocked this turn").map((): Restriction[] => ["cantBeBlocked"]),
  // "attacks this turn if able" (CR 508.1d)
  P.alt(lit("attacks this turn if able"), lit("attack this turn if able")).map((): Restriction[] => ["mustAttack"]),
).map((restrictions) => [{ layer: "rules", kind: "restrict", restrictions }]);
/** "… until end of turn and can't be blocked this turn": both end in the cleanup step (CR 514.2), one change. */
const andRestricted: P.Parser<Modification[]> = opt(P.seqMap(lit(" and "), restrictionThisTurn, (_a, m) => m)).map(
  (m) => m ?? [],
);
/**
 * "~ becomes a 3/3 red Elemental creature with haste until end of turn. It's still a land.",
 * "until end of turn, ~ becomes a 2/1 Construct artifact creature", "target creature loses all
 * abilities and becomes a 1/1 blue Frog until end of turn", "target permanent becomes an artifact
 * in addition to its other types until end of turn".
 */
export const animate: P.Parser<EffB> = P.seqMap(
  P.alt(
    P.seqMap(lit("until end of turn, "), objectRef, (_u, r) => ({ r, prefix: true })),
    objectRef.map((r) => ({ r, prefix: false })),
  ),
  lit(" "),
  opt(changes(false).skip(lit(" and "))),
  lit("becomes "),
  P.alt(
    lit("an artifact in addition to its other types").map((): Becomes => ({
      mods: [{ layer: "4", kind: "addTypes", types: ["Artifact"] }],
      setsTypes: false,
      noType: false,
      stillLand: false,
    })),
    becomesSpec,
  ),
  (head, _s, before, _b, spec) => ({ head, before, spec }),
).chain(({ head, before, spec }) =>
  P.seqMap(
    head.prefix ? P.succeed("") : untilEot,
    head.prefix ? P.succeed([]) : andRestricted,
    opt(lit(". it's still a land")),
    (_u, more, still) =>
      one((c): Effect => {
        const what = head.r(c);
        becomesOk(spec, !!still, what, c);
        return {
          kind: "modify",
          what,
          mods: [...(before ?? []), ...spec.mods, ...more],
          duration: { kind: "endOfTurn" },
        };
      }),
  ),
);
export const untilEot = lit(" until end of turn");
/** "+X/+X", "+X/+0", "-X/-X": +1/+1 (or +1/+0 …) X times (CR 107.3). */
const xPT: P.Parser<[number, number]> = P.regexp(/([+-])(x|0)\/([+-])(x|0)(?![a-z0-9])/).chain((s) => {
  const m = /([+-])(x|0)\/([+-])(x|0)/.exec(s)!;
  const part = (sign: string, v: string) => (v === "0" ? 0 : sign === "-" ? -1 : 1);
  const pt: [number, number] = [part(m[1]!, m[2]!), part(m[3]!, m[4]!)];
  return pt[0] === 0 && pt[1] === 0 ? P.fail("an X") : P.succeed(pt);
});
/** "target creature gets +X/+X until end of turn": the change made X times as it resolves (CR 608.2h). */
export const xPump: P.Parser<EffB> = P.seqMap(objectRef, lit(" gets "), xPT, untilEot, (what, _g, [p, t]) =>
  one((c) => ({
    kind: "modify",
    what: what(c),
    mods: [{ layer: "7c", kind: "addPT", power: p, toughness: t }],
    duration: { kind: "endOfTurn" },
    times: { kind: "x" },
  })),
);
export const pump: P.Parser<EffB> = P.alt(
  // "it gets +1/+1 until end of turn for each creature blocking it": counted as it resolves (CR 608.2h, as rampage, 702.23a)
  P.seqMap(objectRef, lit(" gets "), ptChange, untilEot, lit(" for each creature blocking it"), (what, _g, [p, t]) =>
    one((c): Effect => {
      const r = what(c);
      if (r.kind !== "self") throw new Unsupported("blockers of another creature");
      return {
        kind: "modify",
        what: r,
        mods: [{ layer: "7c", kind: "addPT", power: p, toughness: t }],
        duration: { kind: "endOfTurn" },
        times: { kind: "blockersOfSelf" },
      };
    }),
  ),
  // "target creature gets -1/-1 until end of turn for each artifact you control": counted as it resolves (CR 608.2h)
  P.seqMap(objectRef, lit(" gets "), ptChange, untilEot, forEach, (what, _g, [p, t], _u, each) =>
    one((c): Effect => ({
      kind: "modify",
      what: what(c),
      mods: [{ layer: "7c", kind: "addPT", power: p, toughness: t }],
      duration: { kind: "endOfTurn" },
      times: { kind: "count", filter: each },
    })),
  ),
  P.seqMap(objectRef, lit(" "), changes(false), untilEot, andRestricted, (what, _s, mods, _u, more) =>
    one((c) => ({ kind: "modify", what: what(c), mods: [...mods, ...more], duration: { kind: "endOfTurn" } })),
  ),
  // "until end of turn, target creature gets +2/+0 and gains trample"
  P.seqMap(lit("until end of turn, "), objectRef, lit(" "), changes(false), (_u, what, _s, mods) =>
    one((c) => ({ kind: "modify", what: what(c), mods, duration: { kind: "endOfTurn" } })),
  ),
  P.seqMap(
    P.alt(
      P.seqMap(lit("all "), objects(true), (_a, f) => f),
      P.seqMap(lit("other "), objects(true), (_a, f) => ({ ...f, other: true })),
      objects(true),
    ),
    lit(" "),
    changes(true),
    untilEot,
    (f, _s, mods) =>
      one((c) => {
        // "Creatures you control get +1/+1 until end of turn. Untap those creatures.": the same group (CR 611.2c)
        c.them = { kind: "all", filter: f };
        return { kind: "modify", what: { kind: "all", filter: f }, mods, duration: { kind: "endOfTurn" } };
      }),
  ),
  // "up to two target creatures each get +1/+1 until end of turn"
  P.seqMap(multiTargetPhrase, P.alt(lit(" each "), lit(" ")), changes(true), untilEot, (what, _s, mods) =>
    one((c) => ({ kind: "modify", what: what(c), mods, duration: { kind: "endOfTurn" } })),
  ),
  // "Untap all creatures you control. They gain flying …": the same objects (CR 608.2c)
  P.seqMap(lit("they "), changes(true), untilEot, (_t, mods) =>
    one((c): Effect => {
      if (!c.them) throw new Unsupported("'they' without antecedent");
      return { kind: "modify", what: c.them, mods, duration: { kind: "endOfTurn" } };
    }),
  ),
);
/**
 * "Switch target creature's power and toughness until end of turn" (layer 7d), "~ becomes
 * colorless until end of turn", "target creature becomes black until end of turn" (layer 5).
 */
export const switchOrColor: P.Parser<EffB> = P.alt(
  P.seqMap(lit("switch "), objectRef, lit("'s power and toughness"), untilEot, (_s, what) =>
    one((c) => ({
      kind: "modify",
      what: what(c),
      mods: [{ layer: "7d", kind: "switchPT" }],
      duration: { kind: "endOfTurn" },
    })),
  ),
  P.seqMap(
    objectRef,
    lit(" becomes "),
    P.alt(
      lit("colorless").map((): Color[] => []),
      color.map((k): Color[] => [k]),
    ),
    untilEot,
    (what, _b, colors) =>
      one((c) => ({
        kind: "modify",
        what: what(c),
        mods: [{ layer: "5", kind: "setColors", colors }],
        duration: { kind: "endOfTurn" },
      })),
  ),
);
/**
 * "target creature you control gains protection from the color of your choice until end of
 * turn" (Mother of Runes), "~ gets +1/+1 and becomes the color of your choice until end of
 * turn" (Wild Mongrel): the color is chosen as the instruction is carried out (CR 608.2d), one of
 * the five (105.1) — an option for each, with the change it makes: protection from that color
 * (702.16a, layer 6) or that color (layer 5). The other changes of the words come with it.
 */
export const colorOfChoice: P.Parser<EffB> = P.seqMap(
  objectRef,
  lit(" "),
  opt(changes(false).skip(lit(" and "))),
  P.alt(
    lit("gains protection from the color of your choice").map(() => "protection" as const),
    lit("becomes the color of your choice").map(() => "color" as const),
  ),
  untilEot,
  (what, _s, before, kind) =>
    one((c): Effect => {
      const r = what(c);
      return {
        kind: "chooseOption",
        text: "choose a color",
        options: COLOR_WORDS.map(([word, col]) => ({
          label: word,
          effects: [
            {
              kind: "modify",
              what: r,
              mods: [
                ...(before ?? []),
                kind === "protection"
                  ? { layer: "6", kind: "addKeywords", keywords: [`Protection from ${word}` as Keyword] }
                  : { layer: "5", kind: "setColors", colors: [col] },
              ],
              duration: { kind: "endOfTurn" },
            },
          ],
        })),
      };
    }),
);
/**
 * "target creature can't block this turn", "~ can't be blocked this turn", "up to two target
 * creatures can't block this turn", "creatures your opponents control can't block this turn".
 * A restriction changes the rules of the game, not characteristics: on a group ("creatures
 * without flying") it applies to whatever is in the group at each moment, creatures that enter
 * later included (CR 611.2c, second sentence) — `changesRules`; on the objects a phrase names
 * (targets, "~") it applies to those.
 */
export const restrictThisTurn: P.Parser<EffB> = P.seqMap(
  P.alt(
    objectRef.map((r) => ({ r, group: false })),
    multiTargetPhrase.map((r) => ({ r, group: false })),
    P.seqMap(P.alt(lit("all "), lit("")), objects(true), (_a, f) => ({
      r: (): Ref => ({ kind: "all", filter: f }),
      group: true,
    })),
  ),
  lit(" "),
  restrictionThisTurn,
  ({ r, group }, _s, mods) =>
    one((c) => ({
      kind: "modify",
      what: r(c),
      mods,
      duration: { kind: "endOfTurn" },
      ...(group ? { changesRules: true as const } : {}),
    })),
);
