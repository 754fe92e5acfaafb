/**
 * Abilities of permanents (CR 113, 602, 603, 604, 614): "Enchant …", costs and activated
 * abilities, trigger conditions and triggered abilities, static abilities and their
 * conditions, characteristic-defining abilities, entry replacements, additional costs,
 * "can't be countered" and cost reductions.
 */
import P from "../parsers.js";
import type {
  AbilityDef,
  Amount,
  Condition,
  CostDef,
  EntryReplacement,
  Modification,
  ObjectFilter,
  Ref,
  SacrificeCost,
  StaticAffects,
  TriggerEvent,
} from "@fishbowl/engine";
import {
  COUNTER_KINDS,
  type Ctx,
  type LinePart,
  Unsupported,
  constB,
  keywordList,
  lit,
  manaSymbols,
  number,
  opt,
  ptChange,
} from "./base.js";
import { adjectives, countable, forEach, headList, objects, spellFilter } from "./filters.js";
import { restriction } from "./effects-objects.js";
import { effects } from "./effects.js";

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
/** A cost (CR 118, 602.1a): "{2}{R}", "{T}", "{1}, {T}, Sacrifice ~", "Remove a +1/+1 counter from ~". */
export const costItem: P.Parser<Partial<CostDef>> = P.alt(
  lit("{t}").map(() => ({ tap: true })),
  manaSymbols.map((m) => ({ mana: m })),
  lit("sacrifice ~").map(() => ({ sacrificeSelf: true })),
  P.seqMap(lit("pay "), number, lit(" life"), (_p, n) => ({ payLife: n })),
  sacrificeCost.map((sacrifice) => ({ sacrifice })),
  lit("discard ~").map(() => ({ discardSelf: true })),
  P.seqMap(
    lit("remove "),
    number,
    lit(" "),
    P.alt(...COUNTER_KINDS.map(([w, k]) => lit(w).map(() => k))),
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
export const activatedLine: P.Parser<LinePart> = P.seqMap(
  cost,
  lit(": "),
  effects,
  opt(sorcerySpeed),
  (c, _x, e, sorc) => ({
    kind: "ability",
    build: (ctx: Ctx): AbilityDef => ({
      kind: "activated",
      text: "",
      cost: c,
      targets: ctx.targets,
      effects: e(ctx),
      ...(sorc ? { sorcery: true } : {}),
    }),
  }),
);

export const trigger: P.Parser<{ event: TriggerEvent; self?: Ref; thatMuch?: Amount }> = P.alt(
  // "whenever enchanted creature deals damage" (CR 603.2, 120.4b); "that much" is the damage dealt
  P.seqMap(
    P.alt(lit("whenever enchanted creature deals "), lit("whenever equipped creature deals ")),
    P.alt(
      lit("combat damage to a player").map((): TriggerEvent => ({
        kind: "attachedDealsDamage",
        combat: true,
        toPlayer: true,
      })),
      lit("damage").map((): TriggerEvent => ({ kind: "attachedDealsDamage" })),
    ),
    (_w, event) => ({ event, thatMuch: { kind: "triggerAmount" } as Amount }),
  ),
  lit("when ~ enters").map(() => ({ event: { kind: "entersSelf" } as TriggerEvent })),
  // "whenever a land enters under your control", "whenever another creature enters" (CR 603.2, 603.6a)
  P.seqMap(
    lit("whenever "),
    P.alt(
      lit("another ").map(() => true),
      lit("an ").map(() => false),
      lit("a ").map(() => false),
    ),
    objects(false),
    lit(" enters"),
    opt(lit(" under your control")),
    (_w, other, f, _e, yours) => {
      if (f.controller && yours) throw new Unsupported("two controllers");
      return {
        event: {
          kind: "enters",
          filter: { ...f, ...(other ? { other: true } : {}), ...(yours ? { controller: "you" as const } : {}) },
        } as TriggerEvent,
        others: true,
      };
    },
  ),
  P.alt(lit("when ~ dies"), lit("when ~ is put into a graveyard from the battlefield")).map(() => ({
    event: { kind: "selfToGraveyardFromBattlefield" } as TriggerEvent,
    self: { kind: "refs" } as Ref,
  })),
  P.alt(lit("whenever ~ attacks"), lit("when ~ attacks")).map(() => ({
    event: { kind: "attacksSelf" } as TriggerEvent,
  })),
  // CR 509.3a, 509.3c: "blocks or becomes blocked" before "blocks" (a trigger must be followed by its comma)
  P.alt(lit("whenever ~ blocks or becomes blocked"), lit("when ~ blocks or becomes blocked")).map(() => ({
    event: { kind: "blocksOrBecomesBlockedSelf" } as TriggerEvent,
  })),
  P.alt(lit("whenever ~ becomes blocked"), lit("when ~ becomes blocked")).map(() => ({
    event: { kind: "becomesBlockedSelf" } as TriggerEvent,
  })),
  P.alt(lit("whenever ~ blocks"), lit("when ~ blocks")).map(() => ({ event: { kind: "blocksSelf" } as TriggerEvent })),
  P.alt(lit("whenever ~ deals combat damage to a player"), lit("whenever ~ deals combat damage to an opponent")).map(
    () => ({ event: { kind: "dealsDamageToOpponent", combat: true } as TriggerEvent }),
  ),
  lit("whenever ~ deals damage to an opponent").map(() => ({
    event: { kind: "dealsDamageToOpponent" } as TriggerEvent,
  })),
  P.seqMap(lit("whenever you cast "), spellFilter, (_w, f) => ({ event: { kind: "cast", filter: f } as TriggerEvent })),
  P.seqMap(lit("whenever a player casts "), spellFilter, (_w, f) => ({
    event: { kind: "cast", filter: f, anyPlayer: true } as TriggerEvent,
  })),
  P.alt(
    lit("at the beginning of your upkeep").map(() => ({ step: "upkeep", yours: true })),
    lit("at the beginning of each upkeep").map(() => ({ step: "upkeep", yours: false })),
    lit("at the beginning of your end step").map(() => ({ step: "end", yours: true })),
    P.alt(lit("at the beginning of each end step"), lit("at the beginning of the end step")).map(() => ({
      step: "end",
      yours: false,
    })),
    lit("at the beginning of your draw step").map(() => ({ step: "draw", yours: true })),
    lit("at the beginning of combat on your turn").map(() => ({ step: "beginning_of_combat", yours: true })),
  ).map((x) => ({ event: { kind: "beginningOfStep", step: x.step, yours: x.yours } as TriggerEvent })),
);
export const triggeredLine: P.Parser<LinePart> = P.seqMap(trigger, lit(", "), effects, (t, _c, e) => ({
  kind: "ability",
  build: (ctx: Ctx): AbilityDef => {
    if (t.self) ctx.self = t.self;
    if (t.thatMuch) ctx.thatMuch = t.thatMuch;
    // in a trigger about the source itself, "it" with no other antecedent is the source (CR 608.2c)
    if (!("others" in t)) ctx.it = ctx.self;
    const eff = e(ctx);
    return { kind: "triggered", text: "", event: t.event, targets: ctx.targets, effects: eff };
  },
}));

export const condition: P.Parser<Condition> = P.alt<Condition>(
  P.seqMap(lit("you control "), number, lit(" or more "), objects(true), (_y, n, _o, f): Condition => ({
    kind: "youControl",
    filter: f,
    atLeast: n,
  })),
  P.seqMap(lit("you control "), P.alt(lit("an "), lit("a ")), objects(false), (_y, _a, f): Condition => ({
    kind: "youControl",
    filter: f,
  })),
  P.seqMap(number, lit(" or more cards are in your graveyard"), (n): Condition => ({
    kind: "graveyardAtLeast",
    amount: n,
  })),
  P.seqMap(P.alt(lit("an "), lit("a ")), headList(false), lit(" card is in your graveyard"), (_a, f): Condition => ({
    kind: "graveyardAtLeast",
    amount: 1,
    filter: f,
  })),
  P.seqMap(lit("you have "), number, lit(" or less life"), (_y, n): Condition => ({ kind: "lifeAtMost", amount: n })),
);
export const asLongAs: P.Parser<Condition> = P.seqMap(lit(" as long as "), condition, (_a, c) => c);

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

/** Entry replacements (CR 614.1c, 614.12): "~ enters tapped.", "~ enters with two +1/+1 counters on it." */
export const replacementLine: P.Parser<LinePart> = P.alt(
  lit("~ enters tapped.").map((): EntryReplacement => ({ kind: "entersTapped" })),
  P.seqMap(
    lit("~ enters with "),
    number,
    lit(" "),
    P.alt(...COUNTER_KINDS.map(([w, k]) => lit(w).map(() => k))),
    P.alt(lit(" counters on it."), lit(" counter on it.")),
    (_e, n, _s, k): EntryReplacement => ({ kind: "entersWithCounters", counters: { [k]: n } }),
  ),
).map((r) => ({ kind: "ability", build: constB<AbilityDef>({ kind: "replacement", text: "", replacement: r }) }));

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
