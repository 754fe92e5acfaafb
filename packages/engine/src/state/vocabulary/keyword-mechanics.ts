/**
 * Instructions of creature keyword mechanisms (CR 702) and keyword actions (701) that need a
 * word of their own in the card vocabulary: soulbond's pairing (702.95), exiling the top cards
 * of a library (ingest, 702.115), moving counters (graft, 702.58), bolster (701.39; 701.33 in the 2025-02-07 text).
 */
import type { Amount, ObjectFilter, Ref } from "./filters.js";
import type { CounterKind } from "./counters.js";

/** The instructions of keyword mechanisms, part of `Effect`. */
export type KeywordMechanicEffect =
  /**
   * Soulbond's pairing (CR 702.95a, 702.95c): "you may pair this creature with another unpaired
   * creature you control" (`with: "chosen"`: the controller chooses one, or none, as it resolves —
   * a `targets` decision whose default is the unpaired creature with the greatest power), or
   * "you may pair that creature with this creature" (`with: "refs"`: the creature whose entering
   * triggered it; a `choice` yes / no whose default is yes). Nothing is paired if either is no
   * longer an unpaired creature on the battlefield under the ability's controller's control.
   */
  | { kind: "pair"; with: "chosen" | "refs" }
  /**
   * "<player> exiles the top N cards of their library" (ingest, CR 702.115a): each referred
   * player's top N cards (as many as there are) are exiled face up, one after another; they
   * become `last`.
   */
  | { kind: "exileTop"; amount: Amount; who: Ref }
  /**
   * "You may move a +1/+1 counter from this permanent onto that creature" (graft, CR 702.58a;
   * 122.5: a counter moved is removed from one object and put on the other): up to `amount`
   * counters of the kind, from the source onto the first referred permanent. `optional`: the
   * controller chooses as it resolves, a `choice` yes / no whose default is yes when that
   * permanent is theirs and no otherwise.
   */
  | { kind: "moveCounters"; to: Ref; counter: CounterKind; amount: number; optional?: boolean }
  /**
   * Bolster N (CR 701.39a; 701.33a in the 2025-02-07 text): the controller chooses a creature
   * with the least toughness among those they control (a `targets` decision when several tie,
   * whose default is the first of them in battlefield order) and puts N +1/+1 counters on it;
   * nothing happens when they control no creature.
   */
  | { kind: "bolster"; amount: Amount }
  /** "You get {E}{E}" (CR 107.14, 122.1): the controller gets that many energy counters. */
  | { kind: "getEnergy"; amount: number }
  /**
   * Champion's first ability (CR 702.72a): "sacrifice this permanent unless you exile another
   * <filter> you control". The controller chooses one of those or none (a `targets` decision
   * whose default is the one with the least power, nontoken ones first); the exiled card is
   * remembered by the source for its "return the exiled card" ability (607.2a); with none
   * exiled, the source is sacrificed.
   */
  | { kind: "champion"; filter: ObjectFilter };
