/**
 * Triggered abilities (CR 603): trigger conditions ("when ~ enters", "whenever a creature
 * enters under your control", "at the beginning of your upkeep" …), conditions with "or"
 * ("when ~ enters or dies": one ability per event, 603.2), intervening "if" clauses (603.4),
 * and the words a trigger gives meaning to ("it", "that much", "that player").
 */
import P from "../parsers.js";
import type { AbilityDef, Amount, Condition, Ref, TriggerEvent } from "@fishbowl/engine";
import { type Ctx, type LinePart, Unsupported, lit, oneOf, opt } from "./base.js";
import { objects, spellFilter } from "./filters.js";
import { effects } from "./effects.js";
import { condition, ifKicked } from "./conditions.js";
import { ifCostPaid } from "./casting.js";

/** One event of a trigger condition, and what the line's words mean under it. */
interface TriggerRead {
  event: TriggerEvent;
  /** How `~` is referred to ("when ~ dies": the card it left behind, CR 603.10a). */
  self?: Ref;
  /** "That much": the event's amount (CR 603.2). */
  thatMuch?: Amount;
  /** "That player" / "defending player" (CR 506.2: with two players, the attacker's controller's opponent). */
  thatPlayer?: Ref;
  /** The event is about another object, so "it" has no antecedent in the source. */
  others?: boolean;
  /** The source has left the battlefield (CR 400.7): `~` can't name it. */
  selfGone?: boolean;
  /**
   * The engine checks an intervening "if" both as the ability triggers and as it resolves
   * (CR 603.4) for this event; for the others it checks on resolution only, so the compiler
   * refuses an "if" on them.
   */
  checksIf?: boolean;
  /** "If it was kicked" reads the source's cast (CR 702.33d): only as it enters. */
  kickable?: boolean;
  /** What "it" / "that creature" names: the object the event was about, carried as the ability's refs. */
  it?: Ref;
}

const OPPONENT: Ref = { kind: "opponents" };
const when = P.alt(lit("whenever "), lit("when "));

/** Events of the source itself, after "when ~ " (longest wordings first: "blocks or becomes blocked" is one event). */
const SELF_EVENTS: readonly (readonly [string, TriggerRead])[] = [
  ["enters", { event: { kind: "entersSelf" }, checksIf: true, kickable: true }],
  ["dies", { event: { kind: "selfToGraveyardFromBattlefield" }, self: { kind: "refs" }, checksIf: true }],
  [
    "is put into a graveyard from the battlefield",
    { event: { kind: "selfToGraveyardFromBattlefield" }, self: { kind: "refs" }, checksIf: true },
  ],
  ["leaves the battlefield", { event: { kind: "selfLeavesBattlefield" }, selfGone: true }],
  ["attacks", { event: { kind: "attacksSelf" }, thatPlayer: OPPONENT }],
  // CR 509.3a, 509.3c
  ["blocks or becomes blocked", { event: { kind: "blocksOrBecomesBlockedSelf" } }],
  ["becomes blocked", { event: { kind: "becomesBlockedSelf" }, thatPlayer: OPPONENT }],
  ["blocks", { event: { kind: "blocksSelf" } }],
  ["is turned face up", { event: { kind: "turnedFaceUpSelf" } }], // CR 702.37e, 708.8
  // combat damage goes to the player the creature attacks (CR 510.1b): the opponent, "that player"
  ["deals combat damage to a player", { event: { kind: "dealsDamageToOpponent", combat: true }, thatPlayer: OPPONENT }],
  [
    "deals combat damage to an opponent",
    { event: { kind: "dealsDamageToOpponent", combat: true }, thatPlayer: OPPONENT },
  ],
  ["deals damage to an opponent", { event: { kind: "dealsDamageToOpponent" }, thatPlayer: OPPONENT }],
  // "that creature": the creature dealt the damage (CR 603.2, 510.2), the triggered ability's refs
  [
    "deals combat damage to a creature",
    { event: { kind: "dealsDamageToCreatureSelf", combat: true }, it: { kind: "refs" } },
  ],
  ["deals damage to a creature", { event: { kind: "dealsDamageToCreatureSelf", combat: false }, it: { kind: "refs" } }],
];
const selfEvent = oneOf(SELF_EVENTS);

/** "a", "an" or "another" before an object description. */
const aOrAnother = P.alt(
  lit("another ").map(() => true),
  lit("an ").map(() => false),
  lit("a ").map(() => false),
);
/** " under your control", " under an opponent's control" after "enters". */
const underControl = opt(
  P.alt(
    lit(" under your control").map(() => "you" as const),
    lit(" under an opponent's control").map(() => "opponent" as const),
  ),
);

/** Trigger conditions (CR 603.1), each read as one or more events. */
export const trigger: P.Parser<TriggerRead[]> = P.alt<TriggerRead[]>(
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
    (_w, event) => [{ event, thatMuch: { kind: "triggerAmount" } as Amount, others: true }],
  ),
  // "whenever ~ or another creature enters under your control": the source entering, or another one (CR 603.2)
  P.seqMap(when, lit("~ or another "), objects(false), lit(" enters"), underControl, (_w, _o, f, _e, under) => {
    if (f.controller && under) throw new Unsupported("two controllers");
    if (under === "opponent") throw new Unsupported("~ entering under an opponent's control");
    return [
      { event: { kind: "entersSelf" }, checksIf: true, kickable: true },
      {
        event: { kind: "enters", filter: { ...f, other: true, ...(under ? { controller: under } : {}) } },
        others: true,
        checksIf: true,
      },
    ] as TriggerRead[];
  }),
  // "whenever ~ deals damage to a player": the opponent or its controller (CR 102.2, 603.2), "that player" the one dealt damage
  lit("whenever ~ deals damage to a player").map((): TriggerRead[] => [
    { event: { kind: "dealsDamageToOpponent" }, thatPlayer: OPPONENT },
    { event: { kind: "dealsDamageToController" }, thatPlayer: { kind: "you" } },
  ]),
  // "when ~ enters", "whenever ~ attacks or blocks", "when ~ enters or dies"
  P.seqMap(when, lit("~ "), selfEvent, opt(P.seqMap(lit(" or "), selfEvent, (_o, e) => e)), (_w, _s, a, b) =>
    b ? [a, b] : [a],
  ),
  // "whenever a land enters under your control", "whenever another creature enters" (CR 603.2, 603.6a)
  P.seqMap(when, aOrAnother, objects(false), lit(" enters"), underControl, (_w, other, f, _e, under) => {
    if (f.controller && under) throw new Unsupported("two controllers");
    const filter = { ...f, ...(other ? { other: true } : {}), ...(under ? { controller: under } : {}) };
    return [{ event: { kind: "enters", filter } as TriggerEvent, others: true, checksIf: true }];
  }),
  // "whenever a creature you control deals combat damage to a player" (CR 510.2, 603.2): to the
  // player its controller attacks (510.1b), the opponent — so only of creatures you control
  P.seqMap(
    lit("whenever "),
    aOrAnother,
    objects(false),
    P.alt(lit(" deals combat damage to a player"), lit(" deals combat damage to an opponent")),
    (_w, other, f) => {
      if (f.controller !== "you") throw new Unsupported("combat damage by creatures you may not control");
      const filter = { ...f, ...(other ? { other: true } : {}) };
      return [
        {
          event: { kind: "creatureDealsCombatDamageToPlayer", filter } as TriggerEvent,
          thatPlayer: OPPONENT,
          thatMuch: { kind: "triggerAmount" } as Amount,
          others: true,
        },
      ];
    },
  ),
  // "whenever you gain life" (CR 119.9): each life gain event of yours; "that much" is the life gained
  lit("whenever you gain life").map((): TriggerRead[] => [
    { event: { kind: "youGainLife" }, thatMuch: { kind: "triggerAmount" } as Amount, others: true },
  ]),
  // heroic (CR 207.2c): a spell with the source among its targets; "~" and "it" are the source
  lit("whenever you cast a spell that targets ~").map((): TriggerRead[] => [
    { event: { kind: "cast", filter: {}, targetsSelf: true } },
  ]),
  P.seqMap(lit("whenever you cast "), spellFilter, (_w, f) => [
    { event: { kind: "cast", filter: f } as TriggerEvent, others: true },
  ]),
  P.seqMap(lit("whenever a player casts "), spellFilter, (_w, f) => [
    { event: { kind: "cast", filter: f, anyPlayer: true } as TriggerEvent, others: true },
  ]),
  P.alt(
    lit("at the beginning of your upkeep").map(() => ({ step: "upkeep", yours: true })),
    P.alt(lit("at the beginning of each upkeep"), lit("at the beginning of each player's upkeep")).map(() => ({
      step: "upkeep",
      yours: false,
    })),
    lit("at the beginning of your end step").map(() => ({ step: "end", yours: true })),
    P.alt(lit("at the beginning of each end step"), lit("at the beginning of the end step")).map(() => ({
      step: "end",
      yours: false,
    })),
    lit("at the beginning of each player's end step").map(() => ({ step: "end", yours: false })),
    lit("at the beginning of your draw step").map(() => ({ step: "draw", yours: true })),
    lit("at the beginning of each player's draw step").map(() => ({ step: "draw", yours: false })),
    lit("at the beginning of your precombat main phase").map(() => ({ step: "main1", yours: true })),
    lit("at the beginning of combat on your turn").map(() => ({ step: "beginning_of_combat", yours: true })),
    lit("at the beginning of each combat").map(() => ({ step: "beginning_of_combat", yours: false })),
  ).map((x) => [{ event: { kind: "beginningOfStep", step: x.step, yours: x.yours } as TriggerEvent, checksIf: true }]),
);

/** An intervening "if" clause after the trigger condition (CR 603.4): "if you control a Forest, ". */
const interveningIf: P.Parser<{ cond: Condition; kicked: boolean }> = P.alt(
  ifKicked.map((cond) => ({ cond, kicked: true })),
  ifCostPaid.map((cond) => ({ cond, kicked: true })), // like kicked: known only for the permanent its spell became
  P.seqMap(lit("if "), condition, (_i, cond) => ({ cond, kicked: false })),
).skip(lit(", "));

/** "<trigger>, [if <condition>,] <effects>": one triggered ability for each event of the trigger condition. */
export const triggeredLine: P.Parser<LinePart> = P.seqMap(
  trigger,
  lit(", "),
  opt(interveningIf),
  effects,
  (reads, _c, cond, e) => ({
    kind: "abilities",
    builds: reads.map((t) => (ctx: Ctx): AbilityDef => {
      if (cond && !t.checksIf) throw new Unsupported("an intervening 'if' the engine checks only on resolution");
      if (cond?.kicked && !t.kickable) throw new Unsupported("'if it was kicked' on an event other than entering");
      if (t.self) ctx.self = t.self;
      if (t.thatMuch) ctx.thatMuch = t.thatMuch;
      if (t.thatPlayer) ctx.thatPlayer = t.thatPlayer;
      if (t.it) ctx.it = t.it;
      else if (t.selfGone) ctx.selfGone = true;
      // in a trigger about the source itself, "it" with no other antecedent is the source (CR 608.2c)
      else if (!t.others) ctx.it = ctx.self;
      else ctx.eventObject = true;
      const eff = e(ctx);
      if (ctx.fromGraveyard) throw new Unsupported("a trigger of a card in a graveyard");
      return {
        kind: "triggered",
        text: "",
        event: t.event,
        targets: ctx.targets,
        effects: eff,
        ...(cond ? { condition: cond.cond } : {}),
      };
    }),
  }),
);
