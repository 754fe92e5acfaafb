/**
 * Instructions of creature keyword mechanisms (CR 702) that need a word of their own in the
 * card vocabulary: soulbond's pairing (702.95).
 */

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
  { kind: "pair"; with: "chosen" | "refs" };
