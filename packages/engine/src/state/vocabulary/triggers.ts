/**
 * Trigger events (CR 603.2, 603.6, 603.7) and conditions (intervening "if", 603.4; "as long
 * as", 611.3a; "if it was kicked", 702.33d) in the card vocabulary.
 */
import type { AlternativeCostKind } from "./words.js";
import type { StepName, ZoneName } from "../basics.js";
import type { ObjectFilter } from "./filters.js";
import type { CounterKind } from "./counters.js";

/** Events that triggered abilities wait for (CR 603.2, 603.6, 603.7). */
export type TriggerEvent =
  | { kind: "entersSelf" }
  /**
   * "Whenever a land enters under your control", "whenever another creature enters": a
   * permanent matching the filter (relative to the ability's controller; `other` leaves the
   * source out) enters the battlefield (CR 603.2, 603.6a).
   */
  | { kind: "enters"; filter: ObjectFilter }
  /** "Whenever you cast a <filter> spell" (CR 603.2, 601.2i); `anyPlayer`: "whenever a player casts …". The filter is relative to the ability's controller. */
  | {
      kind: "cast";
      filter: ObjectFilter;
      anyPlayer?: boolean;
      /** "Whenever you cast a spell that targets ~" (heroic, CR 207.2c, 115.1): only a spell with the source among its targets. */
      targetsSelf?: boolean;
    }
  | { kind: "attacksSelf" }
  /** "Whenever ~ blocks" (CR 509.3a): once, as blockers are declared (509.1i). */
  | { kind: "blocksSelf" }
  /**
   * "Whenever ~ becomes blocked" (CR 509.3c): once as blockers are declared, however many
   * creatures block it. Afflict (702.130a) and bushido (702.45a) are written with it.
   */
  | { kind: "becomesBlockedSelf" }
  /** "When ~ is turned face up" (CR 702.37e, 708.8): the permanent was turned face up. */
  | { kind: "turnedFaceUpSelf" }
  /** "Whenever ~ blocks or becomes blocked" (CR 509.3a, 509.3c; bushido, 702.45a): one trigger whichever happened. */
  | { kind: "blocksOrBecomesBlockedSelf" }
  | { kind: "beginningOfStep"; step: StepName; yours: boolean }
  /** "When ~ is put into a graveyard from the battlefield" (CR 603.6c, 603.10a). */
  | { kind: "selfToGraveyardFromBattlefield" }
  /** "When ~ leaves the battlefield" (CR 603.6c, 603.10a); its refs are the cards the source's linked ability exiled (CR 607.2a). */
  | { kind: "selfLeavesBattlefield" }
  /** Delayed: "when that object leaves the battlefield to one of these zones". */
  | { kind: "refLeaves"; to: ZoneName[] }
  /** Delayed: "at the beginning of the next <step>" (CR 603.7b). */
  | { kind: "nextStep"; step: StepName }
  /** Delayed: "when you lose control of that object" (CR 603.7). */
  | { kind: "refControlLost" }
  /** "Whenever ~ deals damage to an opponent" (CR 603.2, 120.3); `combat`: only combat damage (CR 510). */
  | { kind: "dealsDamageToOpponent"; combat?: boolean }
  /**
   * "Whenever ~ deals combat damage to a creature" (CR 603.2, 510.2; `combat` false: any
   * damage): once for each creature dealt damage (after prevention, 615.6), with that creature
   * as the ability's refs ("that creature").
   */
  | { kind: "dealsDamageToCreatureSelf"; combat: boolean }
  /**
   * "Whenever ~ deals damage to a player" when that player is its own controller (CR 603.2,
   * 120.3); with `dealsDamageToOpponent` for the opponent, the two read "a player" in a
   * two-player game (CR 102.2). Noncombat damage: a creature attacks an opponent (506.2).
   */
  | { kind: "dealsDamageToController" }
  /**
   * "Whenever enchanted (or equipped) creature deals damage" (CR 603.2, 120.4b): the permanent
   * the source is attached to dealt damage, combat or not — damage prevented (CR 615.6) isn't
   * dealt. Triggers once per damage event (all combat damage of a step is one, CR 510.2), with
   * the damage dealt as the ability's `triggerAmount` ("that much"). `combat` and `toPlayer`:
   * "deals combat damage to a player", counting only the damage dealt to players.
   */
  | { kind: "attachedDealsDamage"; combat?: boolean; toPlayer?: boolean }
  /**
   * "Whenever a creature you control deals combat damage to a player", "whenever an artifact
   * creature you control …" (CR 603.2, 510.2): a creature matching the filter (relative to the
   * ability's controller; `other` leaves the source out) dealt combat damage to a player, after
   * prevention (615.6). One trigger for each such creature, with the damage it dealt to players
   * as the ability's `triggerAmount`.
   */
  | { kind: "creatureDealsCombatDamageToPlayer"; filter: ObjectFilter }
  /** "Whenever you tap a creature for mana" — a triggered mana ability (CR 605.1b). */
  | { kind: "tappedForMana"; filter: ObjectFilter }
  /**
   * "Whenever enchanted land is tapped for mana, its controller adds an additional …" — a
   * triggered mana ability (CR 605.1b, 605.4a) of an Aura: its `addMana` effects go to the
   * enchanted permanent's controller each time it is tapped for mana.
   */
  | { kind: "attachedTappedForMana" }
  /**
   * "When the last <kind> counter is removed from ~" (vanishing, CR 702.63a): the source had
   * counters of that kind and an instruction or a cost removed the last of them.
   */
  | { kind: "lastCounterRemoved"; counter: CounterKind }
  /**
   * "Whenever ~ crews a Vehicle" (CR 702.122b): this creature was tapped to pay a crew cost; the
   * Vehicle is the object the ability refers to ("that Vehicle").
   */
  | { kind: "crewsSelf" }
  /**
   * "Whenever you gain life" (CR 119.9): once for each life gain event of the source's controller
   * (an instruction, or one lifelink source's damage, 702.15e); the trigger carries the amount.
   */
  | { kind: "youGainLife" };

/** A condition (intervening "if", CR 603.4, or "if it was kicked", CR 702.33d). */
export type Condition =
  | { kind: "kicked" }
  /**
   * "If its evoke cost was paid" (CR 702.74a) and the like: the permanent's spell was cast for
   * that alternative cost (CR 118.9).
   */
  | { kind: "alternativeCostPaid"; cost: AlternativeCostKind }
  | { kind: "not"; condition: Condition }
  /** "If you have N or less life" (fateful hour, CR 207.2c ability word): the controller's life total. */
  | { kind: "lifeAtMost"; amount: number }
  /**
   * "As long as you control a Mountain", "… three or more artifacts": at least `atLeast`
   * (default 1) permanents matching the filter under the controller's control.
   */
  | { kind: "youControl"; filter: ObjectFilter; atLeast?: number }
  /** Threshold and the like: at least `amount` cards (matching `filter`, if given) in the controller's graveyard. */
  | { kind: "graveyardAtLeast"; amount: number; filter?: ObjectFilter }
  /**
   * "If this permanent came under your control since the beginning of your last upkeep" (echo,
   * CR 702.30a): judged during an upkeep against the beginning of the controller's upkeep before it.
   */
  | { kind: "cameUnderControlSinceLastUpkeep" }
  /** "If ~ has a <kind> counter on it" (vanishing, CR 702.63a): the source has at least one. */
  | { kind: "sourceHasCounter"; counter: CounterKind }
  /**
   * "If it had no -1/-1 counters on it" (persist, CR 702.79a; undying 702.93a): the source, as it
   * last existed on the battlefield (CR 603.10a look-back), had no counter of that kind.
   */
  | { kind: "sourceHadNoCounters"; counter: CounterKind }
  /**
   * "As long as it's attacking" (CR 611.3a, 506.4): the source of the static ability is an
   * attacking (blocking, either) creature. Only a static ability's: elsewhere it doesn't hold.
   */
  | { kind: "sourceInCombat"; combat: "attacking" | "blocking" | "either" }
  /**
   * Soulbond's intervening "if" (CR 702.95a): the source is an unpaired creature on the
   * battlefield under the controller's control; `another`: and the controller controls another
   * unpaired creature.
   */
  | { kind: "sourceUnpaired"; another?: boolean };
