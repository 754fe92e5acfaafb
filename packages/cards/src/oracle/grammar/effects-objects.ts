/**
 * Instructions that change objects in place (CR 608.2c): damage (120), prevention (615.7),
 * regenerate (701.15), gain control (layer 2), tap/untap, "gets +N/+N" and "gains <keyword>"
 * until end of turn, power/toughness switched and colors set for the turn (layers 5, 7d),
 * restrictions for the turn, counters (122), tokens (111), and the restrictions of
 * permanents' static abilities (508.1c, 509.1b).
 */
import P from "../parsers.js";
import type { Amount, Color, Effect, Modification, ObjectFilter, Ref, TargetSpec, TokenSpec } from "@fishbowl/engine";
import { CREATURE_TYPES } from "../lexicon.js";
import {
  counterKind,
  keyword,
  type Ctx,
  type B,
  type EffB,
  Unsupported,
  amount,
  color,
  constB,
  keywordList,
  lit,
  number,
  one,
  oneOf,
  opt,
  quoted,
} from "./base.js";
import { adjectives, forEach, headNoun, numberOf, objects, perEach, withSuffix } from "./filters.js";
import { allObjects, allocTarget, multiTargetPhrase, objectRef, playerRef, pronoun, targetPhrase } from "./refs.js";

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
 * One damage instruction for the recipients of a permanent's "~ deals X damage to each creature
 * and each player" (CR 120.4b: one event, so its "deals damage" triggers see it once): each
 * further recipient must be dealt the same amount; "each player" is you and each opponent (102.2).
 */
function sameDamageEvent(
  first: Extract<Effect, { kind: "damage" }>,
  more: { n?: Amount; to: B<Ref> }[],
  c: Ctx,
): Effect {
  const alsoTo: Ref[] = [];
  for (const m of more) {
    if (m.n !== undefined && JSON.stringify(m.n) !== JSON.stringify(first.amount))
      throw new Unsupported("different amounts of damage to several recipients from a permanent");
    alsoTo.push(m.to(c));
    if (m.n === undefined) alsoTo.push({ kind: "opponents" });
  }
  return { ...first, alsoTo };
}

/**
 * "~ deals 3 damage to any target", "~ deals 1 damage to each creature and each player", "~
 * deals 2 damage to target creature and 2 damage to target player" (CR 120). Damage to several
 * recipients is one event (120.4b): a spell's is read as one instruction per recipient (its
 * source is never a permanent, no "whenever … deals damage" trigger can tell), a permanent's as
 * one instruction for all of them, of one amount (`sameDamageEvent`).
 */
export const dealDamage: P.Parser<EffB> = P.seqMap(
  damageSource,
  lit(" deals "),
  damageAmountTo,
  moreDamage.many(),
  (src, _d, first, more) =>
    (c: Ctx): Effect[] => {
      src(c);
      const head: Extract<Effect, { kind: "damage" }> = { kind: "damage", amount: first.n, to: first.to(c) };
      const out: Effect[] = [head];
      // a permanent's damage to several recipients of the same amount: one instruction, one event (CR 120.4b)
      if (more.length && !c.spell) return [sameDamageEvent(head, more, c)];
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
 * "~ deals 3 damage divided as you choose among one, two, or three targets", "… among one or
 * two targets", "… X damage … among any number of targets" (CR 601.2d): one target requirement
 * (any number: zero included, CR 115.6), its targets dealt the shares announced with them; each
 * gets at least 1, which the engine checks. Only as the line's first targets.
 */
export const dealDividedDamage: P.Parser<EffB> = P.seqMap(
  P.alt(lit("~"), lit("it")),
  lit(" deals "),
  amount,
  lit(" damage divided as you choose among "),
  quoted(
    P.seqMap(
      P.alt(
        lit("one, two, or three ").map((): [number, number] => [1, 3]),
        lit("one or two ").map((): [number, number] => [1, 2]),
        lit("any number of ").map((): [number, number] => [0, 99]),
      ),
      P.alt(
        lit("targets").map((): Pick<TargetSpec, "objects" | "players"> => ({
          objects: { types: ["Creature", "Planeswalker", "Battle"] },
          players: true,
        })),
        P.seqMap(lit("target "), objects(true), (_t, f): Pick<TargetSpec, "objects" | "players"> => ({ objects: f })),
      ),
      (count, spec) => ({ count, spec }),
    ),
  ),
  (_s, _d, n, _x, { value, text }) =>
    (c: Ctx): Effect[] => {
      if (c.targets.length > 0) throw new Unsupported("divided damage after other targets");
      allocTarget({ text, ...value.spec, min: value.count[0], max: value.count[1] })(c);
      return [{ kind: "damage", amount: n, to: { kind: "target" }, divided: true }];
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
/** "those creatures": the group the sentence's last instruction acted on. */
const those: P.Parser<B<Ref>> = lit("those creatures").map(() => (c: Ctx): Ref => {
  if (!c.them) throw new Unsupported("'those creatures' without antecedent");
  return c.them;
});
export const tapUntap: P.Parser<EffB> = P.seqMap(
  P.alt(lit("tap "), lit("untap ")),
  P.alt(multiTargetPhrase, allObjects, objectRef, those),
  (verb, what) => one((c) => ({ kind: verb === "tap " ? "tap" : "untap", what: what(c) })),
);
/** "remove it from combat", "remove target attacking creature from combat" (CR 506.4). */
export const removeFromCombat: P.Parser<EffB> = P.seqMap(
  lit("remove "),
  P.alt(multiTargetPhrase, objectRef),
  lit(" from combat"),
  (_r, what) => one((c) => ({ kind: "removeFromCombat", what: what(c) })),
);
/**
 * "Untap up to two lands" (Cloud of Faeries, Snap, Rewind): lands chosen as the instruction is
 * carried out, not targeted (CR 608.2d), up to that many — any player's; only a tapped one can
 * be untapped, so the choice is among those.
 */
export const untapUpTo: P.Parser<EffB> = P.seqMap(lit("untap up to "), number, lit(" lands"), (_u, n) =>
  constB<Effect[]>([
    {
      kind: "choose",
      text: `up to ${n} land${n === 1 ? "" : "s"} to untap`,
      filter: { types: ["Land"], tapped: true },
      count: n,
      upTo: true,
    },
    { kind: "untap", what: { kind: "last" } },
  ]),
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

/**
 * One kind of creature that alone may block: "Walls", "white creatures", "artifact creatures",
 * "creatures with flying", "creatures with flying or reach" (either keyword).
 */
const exceptBy: P.Parser<ObjectFilter> = P.seqMap(
  adjectives,
  headNoun(true),
  opt(withSuffix),
  opt(lit(" or ").then(keyword)),
  (adjs, head, w, k) => ({ f: adjs.reduce<ObjectFilter>((f, a) => a(f), { ...head, ...w }), k }),
).chain(({ f, k }) => {
  if (k === undefined) return P.succeed(f);
  return f.keyword
    ? P.succeed<ObjectFilter>({ anyOf: [f, { ...f, keyword: k }] })
    : P.fail("'or <keyword>' without one");
});
/** Restrictions and requirements (CR 508.1c, 508.1d, 509.1b, 502.3). */
export const restriction: P.Parser<Modification[]> = P.alt(
  P.alt(lit("attacks each combat if able"), lit("attack each combat if able")).map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["mustAttack"] },
  ]),
  lit("can block only creatures with flying").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["blockOnlyFlying"] },
  ]),
  P.alt(lit("doesn't untap during your untap step"), lit("doesn't untap during its controller's untap step")).map(
    (): Modification[] => [{ layer: "rules", kind: "restrict", restrictions: ["doesntUntap"] }],
  ),
  // CR 602.5, 605.1a
  lit("its activated abilities can't be activated unless they're mana abilities").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["cantActivateNonMana"] },
  ]),
  lit("its activated abilities can't be activated").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["cantActivate"] },
  ]),
  lit("can't attack or block").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["cantAttack", "cantBlock"] },
  ]),
  lit("can't attack").map((): Modification[] => [{ layer: "rules", kind: "restrict", restrictions: ["cantAttack"] }]),
  lit("can't block").map((): Modification[] => [{ layer: "rules", kind: "restrict", restrictions: ["cantBlock"] }]),
  // "can't be blocked except by Walls and/or creatures with flying", "… except by artifact creatures
  // and/or white creatures", "… except by creatures with flying or reach" (CR 509.1b)
  P.seqMap(
    lit("can't be blocked except by "),
    exceptBy.sepBy1(P.alt(lit(" and/or "), lit(" or "))),
    (_c, fs): Modification[] => [
      { layer: "rules", kind: "cantBeBlockedExceptBy", filter: fs.length === 1 ? fs[0]! : { anyOf: fs } },
    ],
  ),
  // "can't be blocked by Walls", "… by artifact creatures", "… by white creatures" (CR 509.1b)
  P.seqMap(lit("can't be blocked by "), objects(true), (_c, filter): Modification[] => [
    { layer: "rules", kind: "cantBeBlockedBy", filter },
  ]),
  lit("can't be blocked").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["cantBeBlocked"] },
  ]),
);
/** Conditions of static abilities (CR 611.3a): "you control a Mountain", "seven or more cards are in your graveyard". */
