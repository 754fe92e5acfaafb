/**
 * Abilities of permanents (CR 113, 602, 614) other than triggered and static ones: "Enchant
 * …", costs and activated abilities, entry replacements, additional costs, "can't be
 * countered" and cost reductions.
 */
import P from "../parsers.js";
import type {
  AbilityDef,
  CardsCost,
  Condition,
  CostDef,
  EntryReplacement,
  ObjectFilter,
  SacrificeCost,
} from "@fishbowl/engine";
import { condition } from "./conditions.js";
import {
  type B,
  counterKind,
  type Ctx,
  type LinePart,
  Unsupported,
  constB,
  lit,
  manaSymbols,
  number,
  oneOf,
  opt,
} from "./base.js";
import { energyCost } from "./keyword-actions.js";
import { LAND_TYPES } from "../lexicon.js";
import { adjectives, graveyardCards, headList, objects, revealedCard } from "./filters.js";
import { effects } from "./effects.js";
import { hasX, spendOnlyOnX } from "./x-mana.js";

export const enchantLine: P.Parser<LinePart> = P.seqMap(lit("enchant "), objects(false), (_e, f) => ({
  kind: "enchant",
  filter: f,
}));

/**
 * "sacrifice a creature", "sacrifice an artifact", "sacrifice another creature", "sacrifice two
 * lands" (CR 118.3, 701.21a): permanents the payer controls, chosen as the cost is paid (601.2h).
 */
export const sacrificeCost: P.Parser<SacrificeCost> = P.alt(
  P.seqMap(lit("sacrifice another "), objects(false), (_s, f) => ({ filter: { ...f, other: true }, count: 1 })),
  P.seqMap(P.alt(lit("sacrifice a "), lit("sacrifice an ")), objects(false), (_s, f) => ({ filter: f, count: 1 })),
  P.seqMap(
    lit("sacrifice "),
    number.chain((n) => (n >= 2 ? P.succeed(n) : P.fail("two or more"))),
    lit(" "),
    objects(true),
    (_s, n, _x, f) => ({ filter: f, count: n }),
  ),
);
/** A filter of cards in a hand or graveyard: only what a card there has (no combat, tapped status, counters or controller but its owner). */
function cardsFilter(f: ObjectFilter): P.Parser<ObjectFilter> {
  const { zone: _z, controller, ...rest } = f;
  if (controller !== undefined && controller !== "you") return P.fail("another player's cards");
  if (rest.combat || rest.tapped !== undefined || rest.counter || rest.nontoken || rest.attackingYou)
    return P.fail("a permanent's status on a card");
  return P.succeed(rest);
}
/** "… from your graveyard", not "… from a graveyard": the cost takes only the payer's own cards. */
const ownGraveyard = (f: ObjectFilter): P.Parser<ObjectFilter> =>
  f.controller === "you" ? cardsFilter(f) : P.fail("a card from any graveyard");
const twoOrMore = number.chain((n) => (n >= 2 ? P.succeed(n) : P.fail("two or more")));
/**
 * "discard a card", "discard a creature card", "discard two cards" (CR 701.8a, 118.3): cards
 * from the payer's hand, chosen by them as the cost is paid (601.2h, 701.8b).
 */
export const discardCost: P.Parser<CardsCost> = P.alt(
  P.seqMap(lit("discard "), revealedCard.chain(cardsFilter), (_d, filter) => ({ filter, count: 1 })),
  P.seqMap(lit("discard "), twoOrMore, opt(lit(" ").then(headList(false))), lit(" cards"), (_d, n, head) => ({
    filter: { ...head },
    count: n,
  })),
);
/**
 * "exile a creature card from your graveyard", "exile another creature card from your
 * graveyard", "exile three cards from your graveyard" (CR 406.2, 118.3): cards from the
 * payer's own graveyard, chosen by them as the cost is paid (601.2h).
 */
export const exileFromGraveyardCost: P.Parser<CardsCost> = P.alt(
  P.seqMap(lit("exile another "), graveyardCards(false).chain(ownGraveyard), (_e, f) => ({
    filter: { ...f, other: true },
    count: 1,
  })),
  P.seqMap(P.alt(lit("exile a "), lit("exile an ")), graveyardCards(false).chain(ownGraveyard), (_e, filter) => ({
    filter,
    count: 1,
  })),
  P.seqMap(lit("exile "), twoOrMore, lit(" "), graveyardCards(true).chain(ownGraveyard), (_e, n, _s, filter) => ({
    filter,
    count: n,
  })),
);
/**
 * "return a land you control to its owner's hand", "return two Islands you control to their
 * owner's hand" (CR 118.3): permanents the payer controls, chosen as the cost is paid (601.2h).
 */
export const returnToHandCost: P.Parser<SacrificeCost> = P.alt(
  P.seqMap(P.alt(lit("return an "), lit("return a ")), objects(false), lit(" to its owner's hand"), (_r, f) => ({
    filter: f,
    count: 1,
  })),
  P.seqMap(lit("return "), twoOrMore, lit(" "), objects(true), lit(" to their owner's hand"), (_r, n, _s, f) => ({
    filter: f,
    count: n,
  })),
).chain((c) => (c.filter.controller === "you" ? P.succeed(c) : P.fail("a permanent you don't control")));
/** A cost (CR 118, 602.1a): "{2}{R}", "{T}", "{1}, {T}, Sacrifice ~", "Remove a +1/+1 counter from ~". */
export const costItem: P.Parser<Partial<CostDef>> = P.alt(
  lit("{t}").map(() => ({ tap: true })),
  manaSymbols.map((m) => ({ mana: m })),
  lit("sacrifice ~").map(() => ({ sacrificeSelf: true })),
  P.seqMap(lit("pay "), number, lit(" life"), (_p, n) => ({ payLife: n })),
  energyCost, // keyword-actions.ts
  sacrificeCost.map((sacrifice) => ({ sacrifice })),
  lit("discard ~").map(() => ({ discardSelf: true })),
  discardCost.map((discard) => ({ discard })),
  exileFromGraveyardCost.map((exileFromGraveyard) => ({ exileFromGraveyard })),
  lit("return ~ to its owner's hand").map(() => ({ returnSelf: true })),
  returnToHandCost.map((returnToHand) => ({ returnToHand })),
  P.seqMap(
    lit("remove "),
    number,
    lit(" "),
    counterKind,
    P.alt(lit(" counters from ~"), lit(" counter from ~")),
    (_r, n, _s, k) => ({ removeCounters: { counter: k, amount: n } }),
  ),
);
export const cost: P.Parser<CostDef> = costItem.sepBy1(lit(", ")).chain((items) => {
  const c: CostDef = {};
  for (const i of items) {
    if (i.mana && c.mana) return P.fail("two mana costs");
    Object.assign(c, i);
  }
  return P.succeed(c);
});
export const sorcerySpeed = P.alt(
  lit(" activate only as a sorcery."),
  lit(" activate this ability only any time you could cast a sorcery."),
);
/** "Activate only once each turn", "… no more than twice each turn" (CR 602.5b): the limit per turn. */
const perTurnLimit: P.Parser<number> = P.alt(
  lit("only once each turn").map(() => 1),
  lit("no more than twice each turn").map(() => 2),
  lit("no more than three times each turn").map(() => 3),
);
/** The restrictions after an activated ability's effect (CR 602.5b, 602.5d), alone or joined with "and". */
const activationRestriction: P.Parser<{ sorcery?: true; perTurn?: number; condition?: Condition }> = P.alt(
  // "activate only if you control a Swamp" (CR 602.5b)
  P.seqMap(P.alt(lit(" activate only if "), lit(" activate this ability only if ")), condition, lit("."), (_a, c) => ({
    condition: c,
  })),
  sorcerySpeed.map(() => ({ sorcery: true as const })),
  P.seqMap(
    P.alt(lit(" activate only "), lit(" activate this ability only ")),
    P.alt(lit("as a sorcery"), lit("any time you could cast a sorcery")),
    lit(" and "),
    perTurnLimit,
    lit("."),
    (_a, _s, _n, perTurn) => ({ sorcery: true as const, perTurn }),
  ),
  P.seqMap(P.alt(lit(" activate this ability "), lit(" activate ")), perTurnLimit, lit("."), (_a, perTurn) => ({
    perTurn,
  })),
);
/** Instructions of a mana ability the engine carries out as it resolves without the stack (CR 605.3a-b). */
const MANA_ABILITY_PARTS = new Set(["addMana", "damage", "loseLife", "gainLife"]);
export const activatedLine: P.Parser<LinePart> = P.seqMap(
  cost,
  lit(": "),
  effects,
  opt(activationRestriction),
  opt(lit(" ").then(spendOnlyOnX)),
  (c, _x, e, restriction, xColor) => ({
    kind: "ability",
    build: (ctx: Ctx): AbilityDef => {
      if (xColor && !hasX(c.mana)) throw new Unsupported("a restriction on X without an X in the cost");
      const eff = e(ctx);
      // a mana ability (CR 605.1a) doesn't use the stack; the engine runs only these instructions beside the mana
      if (
        ctx.targets.length === 0 &&
        eff.some((x) => x.kind === "addMana") &&
        !eff.every((x) => MANA_ABILITY_PARTS.has(x.kind))
      )
        throw new Unsupported("a mana ability with instructions the engine doesn't run without the stack");
      if (ctx.fromGraveyard && (c.tap || c.sacrificeSelf || c.discardSelf || c.removeCounters || c.returnSelf))
        throw new Unsupported("a cost the card can't pay from its graveyard");
      return {
        kind: "activated",
        text: "",
        cost: xColor ? { ...c, xColor } : c,
        targets: ctx.targets,
        effects: eff,
        ...(restriction?.sorcery ? { sorcery: true } : {}),
        ...(restriction?.perTurn !== undefined ? { perTurn: restriction.perTurn } : {}),
        ...(restriction?.condition ? { condition: restriction.condition } : {}),
        ...(ctx.fromGraveyard ? { fromGraveyard: true } : {}),
      };
    },
  }),
);

/** Entry replacements (CR 614.1c, 614.12): "~ enters tapped.", "~ enters with two +1/+1 counters on it." */
const withCounters = P.alt(
  P.seqMap(
    number,
    lit(" "),
    counterKind,
    P.alt(lit(" counters on it."), lit(" counter on it.")),
    (n, _s, k): EntryReplacement => ({ kind: "entersWithCounters", counters: { [k]: n } }),
  ),
  // "~ enters with X +1/+1 counters on it": X as it was cast (CR 107.3m)
  P.seqMap(lit("x "), counterKind, lit(" counters on it."), (_x, k): EntryReplacement => ({
    kind: "entersWithXCounters",
    counter: k,
  })),
);
const landType = oneOf(LAND_TYPES.map((t) => [t.toLowerCase(), t] as const));
const replacement = (r: EntryReplacement): B<AbilityDef> =>
  constB<AbilityDef>({ kind: "replacement", text: "", replacement: r });
/**
 * Entry replacements (CR 614.1c, 614.12): "~ enters tapped.", "~ enters with two +1/+1 counters
 * on it.", "~ enters tapped with two charge counters on it." (both), "~ enters tapped unless you
 * control a Plains or an Island.", "As ~ enters, you may pay 2 life. If you don't, it enters
 * tapped." (119.4: only with that much life).
 */
export const replacementLine: P.Parser<LinePart> = P.alt<LinePart>(
  lit("~ enters tapped.").map(() => ({ kind: "ability", build: replacement({ kind: "entersTapped" }) })),
  P.seqMap(lit("~ enters with "), withCounters, (_e, r) => ({ kind: "ability", build: replacement(r) })),
  P.seqMap(lit("~ enters tapped with "), withCounters, (_e, r) => ({
    kind: "abilities",
    builds: [replacement({ kind: "entersTapped" }), replacement(r)],
  })),
  P.seqMap(
    lit("~ enters tapped unless you control "),
    P.alt(lit("an "), lit("a ")).then(landType).sepBy1(lit(" or ")),
    lit("."),
    (_e, subtypes) => ({ kind: "ability", build: replacement({ kind: "entersTappedUnlessControl", subtypes }) }),
  ),
  P.seqMap(
    lit("as ~ enters, you may pay "),
    number,
    P.alt(lit(" life. if you don't, it enters tapped."), lit(" life. if you don't, ~ enters tapped.")),
    (_a, life) => ({ kind: "ability", build: replacement({ kind: "payLifeOrTapped", life }) }),
  ),
);

/** "As an additional cost to cast ~, sacrifice a creature." (CR 118.8, 601.2b, 601.2h). */
export const additionalCostLine: P.Parser<LinePart> = P.seqMap(
  lit("as an additional cost to cast ~, "),
  sacrificeCost,
  lit("."),
  (_a, sacrifice) => ({ kind: "additionalCost", cost: { sacrifice } }),
);

/**
 * "This spell can't be countered." (CR 101.2; the older wording adds "by spells or abilities",
 * the same meaning): a static ability of the spell, kept among its keywords.
 */
export const cantBeCounteredLine: P.Parser<LinePart> = P.alt(
  lit("~ can't be countered."),
  lit("~ can't be countered by spells or abilities."),
).map((): LinePart => ({ kind: "keywords", keywords: ["Can't be countered"], abilities: [] }));

/**
 * "Creature spells you cast cost {1} less to cast.", "Instant and sorcery spells you cast …",
 * "Noncreature spells you cast …", "Spells you cast …" (CR 601.2f): a generic reduction of the
 * spells its controller casts. Refused: colored reductions, "for each …", and reductions of
 * every player's spells (without "you cast").
 */
export const costReductionLine: P.Parser<LinePart> = P.seqMap(
  adjectives,
  opt(
    P.alt(
      lit("instant and sorcery ").map((): ObjectFilter => ({ types: ["Instant", "Sorcery"] })),
      headList(false).skip(lit(" ")),
    ),
  ),
  lit("spells you cast cost {"),
  P.regexp(/\d+/).map(Number),
  lit("} less to cast."),
  (adjs, head, _s, n) => {
    let f: ObjectFilter = { ...head };
    for (const a of adjs) f = a(f);
    return {
      kind: "ability",
      build: constB<AbilityDef>({ kind: "costReduction", text: "", spells: f, amount: n }),
    } as LinePart;
  },
);

/** Lines of a permanent: keyword lines first (the most common), then the ability kinds, chosen by the line's first word. */
