/**
 * Instructions that change objects in place (CR 608.2c): damage (120), prevention (615.7),
 * regenerate (701.15), gain control (layer 2), tap/untap, "gets +N/+N" and "gains <keyword>"
 * until end of turn, power/toughness switched and colors set for the turn (layers 5, 7d),
 * restrictions for the turn, counters (122), tokens (111), and the restrictions of
 * permanents' static abilities (508.1c, 509.1b).
 */
import P from "../parsers.js";
import type { Amount, Color, Effect, Modification, Ref, Restriction, TokenSpec } from "@fishbowl/engine";
import { CREATURE_TYPES } from "../lexicon.js";
import {
  counterKind,
  type Ctx,
  type B,
  type EffB,
  Unsupported,
  amount,
  color,
  constB,
  keywordList,
  lit,
  one,
  oneOf,
  opt,
  ptChange,
} from "./base.js";
import { forEach, numberOf, objects, perEach } from "./filters.js";
import { allObjects, multiTargetPhrase, objectRef, playerRef, pronoun, targetPhrase } from "./refs.js";

/** The source as the one dealing damage: `~`, or "it" when "it" is the source (not a target, CR 608.2c). */
const damageSource: P.Parser<B<null>> = P.alt(
  // also once the source has left the battlefield: it deals the damage as it last existed
  lit("~").map(() => () => null),
  // "Sacrifice ~: It deals 2 damage …": with no other antecedent, "it" is the source
  lit("it").map(() => (c: Ctx) => {
    if (c.it ? c.it === c.self || c.it.kind === "self" : !c.eventObject) return null;
    throw new Unsupported("'it deals' where 'it' may be another object");
  }),
);
/** Who is dealt damage: "any target", "each creature", "you", "it", "each of up to two target creatures" (one instruction, one event). */
const damageTo = P.alt(
  P.seqMap(lit("each of "), multiTargetPhrase, (_e, r) => r),
  targetPhrase,
  allObjects,
  playerRef,
  pronoun,
);
/** " and 2 damage to target player", " and each player" (a recipient followed by the end of the instruction). */
const moreDamage: P.Parser<{ n?: Amount; to: B<Ref> }> = P.alt(
  P.seqMap(lit(" and "), amount, lit(" damage to "), damageTo, (_a, n, _d, to) => ({ n, to })),
  lit(" and each player").map(() => ({ to: constB<Ref>({ kind: "you" }) })),
).notFollowedBy(P.regexp(/ [a-z]/));
/** "3 damage to any target", "damage to any target equal to the number of …", "1 damage to any target for each …". */
const damageAmountTo: P.Parser<{ n: Amount; to: B<Ref> }> = P.alt(
  P.seqMap(lit("damage to "), damageTo, lit(" equal to "), numberOf, (_d, to, _e, n) => ({ n, to })),
  P.seqMap(lit("damage equal to "), numberOf, lit(" to "), damageTo, (_d, n, _t, to) => ({ n, to })),
  P.seqMap(amount, lit(" damage to "), damageTo, opt(forEach), (n, _d, to, each) => ({ n, to, each })).chain((x) =>
    perEach(x.n, x.each).map((n) => ({ n, to: x.to })),
  ),
);
/**
 * "~ deals 3 damage to any target", "~ deals 1 damage to each creature and each player", "~
 * deals 2 damage to target creature and 2 damage to target player" (CR 120). Damage to several
 * recipients is one event (120.4b) but the engine deals it one instruction at a time, which
 * only a permanent's "whenever … deals damage" triggers could tell apart: read for instants and
 * sorceries only, whose source is never a permanent.
 */
export const dealDamage: P.Parser<EffB> = P.seqMap(
  damageSource,
  lit(" deals "),
  damageAmountTo,
  moreDamage.many(),
  (src, _d, first, more) =>
    (c: Ctx): Effect[] => {
      src(c);
      const out: Effect[] = [{ kind: "damage", amount: first.n, to: first.to(c) }];
      if (more.length && !c.spell) throw new Unsupported("damage to several recipients from a permanent");
      for (const m of more) {
        const r = m.to(c);
        // "each creature and each player": you and each opponent (CR 102.2)
        if (m.n === undefined)
          out.push(
            { kind: "damage", amount: first.n, to: r },
            { kind: "damage", amount: first.n, to: { kind: "opponents" } },
          );
        else out.push({ kind: "damage", amount: m.n, to: r });
      }
      return out;
    },
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
export const untilEotWords = lit(" until end of turn");
/** "Regenerate ~", "regenerate target creature" (CR 701.15a): a shield until the end of the turn. */
export const regenerate: P.Parser<EffB> = P.seqMap(lit("regenerate "), objectRef, (_r, what) =>
  one((c): Effect => ({ kind: "regenerate", what: what(c) })),
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
  P.alt(multiTargetPhrase, allObjects, objectRef),
  (verb, what) => one((c) => ({ kind: verb === "tap " ? "tap" : "untap", what: what(c) })),
);
/** "gets +2/+2", "gains flying", "gets +1/+0 and gains first strike" (layers 6 and 7c). */
export function changes(plural: boolean): P.Parser<Modification[]> {
  // "it also gains first strike": "also" adds no meaning
  const gets = P.seqMap(opt(lit("also ")), lit(plural ? "get " : "gets "), (_a, g) => g);
  const gains = P.seqMap(opt(lit("also ")), lit(plural ? "gain " : "gains "), (_a, g) => g);
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
/** A restriction for the turn (CR 508.1c, 509.1b): it ends with the turn, in the cleanup step (514.2). */
const restrictionThisTurn: P.Parser<Modification[]> = P.alt(
  lit("can't attack or block this turn").map((): Restriction[] => ["cantAttack", "cantBlock"]),
  lit("can't attack this turn").map((): Restriction[] => ["cantAttack"]),
  lit("can't block this turn").map((): Restriction[] => ["cantBlock"]),
  lit("can't be blocked this turn").map((): Restriction[] => ["cantBeBlocked"]),
).map((restrictions) => [{ layer: "rules", kind: "restrict", restrictions }]);
/**
 * "target creature can't block this turn", "~ can't be blocked this turn", "up to two target
 * creatures can't block this turn", "creatures your opponents control can't block this turn" —
 * the group is the permanents there as the instruction resolves (CR 611.2c).
 */
export const restrictThisTurn: P.Parser<EffB> = P.seqMap(
  P.alt(
    objectRef,
    multiTargetPhrase,
    P.seqMap(P.alt(lit("all "), lit("")), objects(true), (_a, f) => (): Ref => ({ kind: "all", filter: f })),
  ),
  lit(" "),
  restrictionThisTurn,
  (what, _s, mods) => one((c) => ({ kind: "modify", what: what(c), mods, duration: { kind: "endOfTurn" } })),
);
/** "put a +1/+1 counter on target creature", "… on each creature you control", "… on ~ for each Elf you control". */
export const counters: P.Parser<EffB> = P.seqMap(
  lit("put "),
  amount,
  lit(" "),
  counterKind,
  P.alt(lit(" counters on "), lit(" counter on ")),
  P.alt(
    objectRef,
    allObjects,
    P.seqMap(lit("each of "), multiTargetPhrase, (_e, r) => r),
  ),
  opt(forEach),
  (_p, n, _s, kind, _o, what, each) => ({ n, kind, what, each }),
).chain(({ n, kind, what, each }) =>
  perEach(n, each).map((amount) => one((c) => ({ kind: "addCounters", what: what(c), counter: kind, amount }))),
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
  perEach(n, each).map((amount) =>
    one((c): Effect => {
      // "… token. Exile it at the beginning of the next end step.", "… tokens. They gain haste …": the tokens made
      if (amount === 1) c.it = { kind: "last" };
      else {
        c.it = undefined;
        c.them = { kind: "last" };
      }
      return { kind: "createTokens", token, amount };
    }),
  ),
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
