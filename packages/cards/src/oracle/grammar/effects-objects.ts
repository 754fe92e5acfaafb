/**
 * Instructions on objects (CR 608.2c): damage (120), prevention (615.7), destroy, exile,
 * return to hand, regenerate (701.15), put on a library, gain control (layer 2), tap/untap,
 * "gets +N/+N" and "gains <keyword>" until end of turn, counters (122), tokens (111),
 * sacrifice (701.21), counter a spell (701.5), and the restrictions of permanents (508.1c, 509.1b).
 */
import P from "../parsers.js";
import type { Amount, Color, Effect, Modification, TokenSpec } from "@fishbowl/engine";
import { CREATURE_TYPES } from "../lexicon.js";
import {
  counterKind,
  type Ctx,
  type B,
  type EffB,
  Unsupported,
  amount,
  color,
  keywordList,
  lit,
  manaSymbols,
  one,
  oneOf,
  opt,
  ptChange,
} from "./base.js";
import { describe, forEach, objects, perEach } from "./filters.js";
import { allObjects, objectRef, playerRef, pronoun, selfRef, spellTargetPhrase, targetPhrase } from "./refs.js";

/** "~ deals 3 damage to any target", "~ deals 1 damage to each creature and each player" (CR 120). */
/** The source as the one dealing damage: `~`, or "it" when "it" is the source (not a target, CR 608.2c). */
const damageSource: P.Parser<B<null>> = P.alt(
  // also once the source has left the battlefield: it deals the damage as it last existed
  lit("~").map(() => () => null),
  // "Sacrifice ~: It deals 2 damage …": with no other antecedent, "it" is the source
  lit("it").map(() => (c: Ctx) => {
    if (!c.it || c.it === c.self || c.it.kind === "self") return null;
    throw new Unsupported("'it deals' where 'it' may be another object");
  }),
);
export const dealDamage: P.Parser<EffB> = P.seqMap(
  damageSource,
  lit(" deals "),
  amount,
  lit(" damage to "),
  P.alt(targetPhrase, allObjects, playerRef, pronoun),
  (src, _d, n, _x, to) =>
    one((c) => {
      src(c);
      return { kind: "damage", amount: n, to: to(c) };
    }),
);
/**
 * "prevent the next 3 damage that would be dealt to any target this turn": a prevention
 * shield (CR 615.7) on a target creature or player, or on "you".
 */
export const prevent: P.Parser<EffB> = P.seqMap(
  lit("prevent the next "),
  amount,
  lit(" damage that would be dealt to "),
  P.alt(targetPhrase, playerRef),
  lit(" this turn"),
  (_p, n, _d, to) => one((c) => ({ kind: "preventDamage", amount: n, to: to(c), duration: { kind: "endOfTurn" } })),
);
export const destroy: P.Parser<EffB> = P.seqMap(lit("destroy "), P.alt(allObjects, objectRef), (_d, what) =>
  one((c) => ({ kind: "destroy", what: what(c) })),
);
export const exile: P.Parser<EffB> = P.seqMap(lit("exile "), P.alt(allObjects, objectRef), (_d, what) =>
  one((c) => ({ kind: "exile", what: what(c) })),
);
export const untilEotWords = lit(" until end of turn");
export const bounce: P.Parser<EffB> = P.alt(
  P.seqMap(lit("return "), objectRef, P.alt(lit(" to its owner's hand"), lit(" to your hand")), (_r, what) =>
    one((c) => ({ kind: "returnToHand", what: what(c) })),
  ),
  P.seqMap(lit("return "), allObjects, lit(" to their owners' hands"), (_r, what) =>
    one((c) => ({ kind: "returnToHand", what: what(c) })),
  ),
  // "return a land you control to its owner's hand": chosen on resolution, not targeted (CR 608.2d)
  P.seqMap(lit("return "), P.alt(lit("an "), lit("a ")), objects(false), lit(" to its owner's hand"), (_r, _a, f) => {
    if (f.controller !== "you") return null;
    return (): Effect[] => [
      { kind: "choose", text: `a ${describe(f)} to return to its owner's hand`, filter: f, count: 1 },
      { kind: "returnToHand", what: { kind: "last" } },
    ];
  }).chain((b) => (b ? P.succeed(b) : P.fail("a chosen permanent you control"))),
);
/** "Regenerate ~", "regenerate target creature" (CR 701.15a): a shield until the end of the turn. */
export const regenerate: P.Parser<EffB> = P.seqMap(lit("regenerate "), objectRef, (_r, what) =>
  one((c): Effect => ({ kind: "regenerate", what: what(c) })),
);
/** "Put target creature on top of its owner's library" / "on the bottom of …" (CR 401.4). */
export const putOnLibrary: P.Parser<EffB> = P.seqMap(
  lit("put "),
  objectRef,
  P.alt(
    lit(" on top of its owner's library").map(() => false),
    lit(" on the bottom of its owner's library").map(() => true),
  ),
  (_p, what, bottom) => one((c): Effect => ({ kind: "putOnLibrary", what: what(c), ...(bottom ? { bottom } : {}) })),
);
/** "Gain control of target creature [until end of turn]" (CR 613.1b, layer 2). */
export const gainControl: P.Parser<EffB> = P.seqMap(
  lit("gain control of "),
  objectRef,
  opt(untilEotWords),
  (_g, what, eot) =>
    one((c) => ({
      kind: "gainControl",
      what: what(c),
      duration: eot ? { kind: "endOfTurn" } : { kind: "indefinite" },
    })),
);
export const tapUntap: P.Parser<EffB> = P.seqMap(
  P.alt(lit("tap "), lit("untap ")),
  P.alt(allObjects, objectRef),
  (verb, what) => one((c) => ({ kind: verb === "tap " ? "tap" : "untap", what: what(c) })),
);
/** "gets +2/+2", "gains flying", "gets +1/+0 and gains first strike" (layers 6 and 7c). */
export function changes(plural: boolean): P.Parser<Modification[]> {
  const gets = lit(plural ? "get " : "gets ");
  const gains = lit(plural ? "gain " : "gains ");
  return P.alt(
    P.seqMap(gets, ptChange, lit(" and "), gains, keywordList, (_g, [p, t], _a, _h, k) => [
      { layer: "7c", kind: "addPT", power: p, toughness: t } as Modification,
      { layer: "6", kind: "addKeywords", keywords: k },
    ]),
    P.seqMap(gets, ptChange, (_g, [p, t]) => [{ layer: "7c", kind: "addPT", power: p, toughness: t } as Modification]),
    P.seqMap(gains, keywordList, (_g, k) => [{ layer: "6", kind: "addKeywords", keywords: k } as Modification]),
  );
}
export const untilEot = lit(" until end of turn");
export const pump: P.Parser<EffB> = P.alt(
  P.seqMap(objectRef, lit(" "), changes(false), untilEot, (what, _s, mods) =>
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
      one(() => ({ kind: "modify", what: { kind: "all", filter: f }, mods, duration: { kind: "endOfTurn" } })),
  ),
  // "Untap all creatures you control. They gain flying …": the same objects (CR 608.2c)
  P.seqMap(lit("they "), changes(true), untilEot, (_t, mods) =>
    one((c): Effect => {
      if (!c.them) throw new Unsupported("'they' without antecedent");
      return { kind: "modify", what: c.them, mods, duration: { kind: "endOfTurn" } };
    }),
  ),
);
export const counters: P.Parser<EffB> = P.seqMap(
  lit("put "),
  amount,
  lit(" "),
  counterKind,
  P.alt(lit(" counters on "), lit(" counter on ")),
  P.alt(
    objectRef,
    allObjects.map((b) => b),
  ),
  (_p, n, _s, kind, _o, what) => one((c) => ({ kind: "addCounters", what: what(c), counter: kind, amount: n })),
);

/** "a 1/1 red Goblin creature token", "two 2/2 white Knight creature tokens with vigilance" (CR 111.2, 111.4). */
export const TOKEN_COLOR: P.Parser<Color[]> = P.alt(
  lit("colorless").map((): Color[] => []),
  P.seqMap(color, lit(" and "), color, (a, _x, b) => [a, b]),
  color.map((c) => [c]),
);
export const tokenSubtypes: P.Parser<string[]> = oneOf(CREATURE_TYPES.map((t) => [t.toLowerCase(), t] as const)).sepBy1(
  lit(" "),
);
export const tokenSpec: P.Parser<{ n: Amount; token: TokenSpec }> = P.seqMap(
  amount.skip(lit(" ")),
  P.regexp(/(\d+)\/(\d+)/).skip(lit(" ")),
  TOKEN_COLOR.skip(lit(" ")),
  tokenSubtypes.skip(lit(" ")),
  opt(lit("artifact ")),
  lit("creature token").then(opt(lit("s"))),
  opt(P.seqMap(lit(" with "), keywordList, (_w, k) => k)),
  (n, pt, colors, subtypes, artifact, _t, kws) => {
    const [p, t] = pt.split("/").map(Number);
    const token: TokenSpec = {
      colors,
      types: artifact ? ["Artifact", "Creature"] : ["Creature"],
      subtypes,
      power: p!,
      toughness: t!,
      ...(kws ? { keywords: kws } : {}),
    };
    return { n, token };
  },
);
export const createTokens: P.Parser<EffB> = P.seqMap(lit("create "), tokenSpec, opt(forEach), (_c, t, each) => ({
  ...t,
  each,
})).chain(({ n, token, each }) =>
  perEach(n, each).map((amount) => one((): Effect => ({ kind: "createTokens", token, amount }))),
);

export const sacrifice: P.Parser<EffB> = P.alt(
  P.seqMap(playerRef, lit(" sacrifices a "), objects(false), (who, _s, f) => (c: Ctx): Effect[] => {
    const w = who(c);
    return [
      {
        kind: "choose",
        text: `a ${(f.types ?? ["permanent"]).join(" or ").toLowerCase()} to sacrifice`,
        filter: { ...f, controller: "you" },
        count: 1,
        chooser: w,
      },
      { kind: "sacrifice", what: { kind: "last" } },
    ];
  }),
  P.seqMap(lit("sacrifice "), P.alt(selfRef, pronoun), (_s, what) =>
    one((c) => ({ kind: "sacrifice", what: what(c) })),
  ),
);
/**
 * "Counter target spell." and "Counter target spell unless its controller pays {N}." (CR 701.5a,
 * 118.12): only spells (an activated ability isn't one), and only a fixed amount of mana ("pays
 * {X}", "pays {1} for each …" are refused).
 */
export const counterSpell: P.Parser<EffB> = P.seqMap(
  lit("counter "),
  spellTargetPhrase,
  opt(
    P.seqMap(
      lit(" unless its controller pays "),
      manaSymbols.chain((m) => (/X/.test(m) ? P.fail("a fixed cost") : P.succeed(m))),
      (_u, m) => m,
    ),
  ),
  (_c, what, unless) =>
    (c: Ctx): Effect[] => [{ kind: "counter", what: what(c), ...(unless ? { unlessPays: unless } : {}) }],
);

/** Restrictions and requirements (CR 508.1c, 508.1d, 509.1b, 502.3). */
export const restriction: P.Parser<Modification[]> = P.alt(
  lit("attacks each combat if able").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["mustAttack"] },
  ]),
  lit("can block only creatures with flying").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["blockOnlyFlying"] },
  ]),
  P.alt(lit("doesn't untap during your untap step"), lit("doesn't untap during its controller's untap step")).map(
    (): Modification[] => [{ layer: "rules", kind: "restrict", restrictions: ["doesntUntap"] }],
  ),
  lit("can't attack or block").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["cantAttack", "cantBlock"] },
  ]),
  lit("can't attack").map((): Modification[] => [{ layer: "rules", kind: "restrict", restrictions: ["cantAttack"] }]),
  lit("can't block").map((): Modification[] => [{ layer: "rules", kind: "restrict", restrictions: ["cantBlock"] }]),
  lit("can't be blocked").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["cantBeBlocked"] },
  ]),
);
/** Conditions of static abilities (CR 611.3a): "you control a Mountain", "seven or more cards are in your graveyard". */
