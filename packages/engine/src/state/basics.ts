/**
 * The basic names of the data model (players, object and card ids, colors, zones, steps),
 * shared by the game state (types.ts) and the card vocabulary (vocabulary/): plain data.
 */
/** The two players of a goldfish game. The opponent is the goldfish: it never acts on its own. */
export type PlayerId = "you" | "opponent";
/** An object's identity; a new one on every zone change (CR 400.7). Format `o<number>`. */
export type ObjectId = string;
/** A physical card (or token) for the whole game. Format `c<number>` (cards) or `t<number>` (tokens). */
export type CardId = string;
/** One of the five colors, by its letter (CR 105.1). */
export type Color = "W" | "U" | "B" | "R" | "G";
/** The zones of CR 400.1. */
export type ZoneName = "library" | "hand" | "battlefield" | "graveyard" | "stack" | "exile" | "command";
/** The steps (and main phases) of a turn (CR 500-514), in order. */
export type StepName =
  | "untap"
  | "upkeep"
  | "draw"
  | "main1"
  | "beginning_of_combat"
  | "declare_attackers"
  | "declare_blockers"
  | "combat_damage"
  | "end_of_combat"
  | "main2"
  | "end"
  | "cleanup";

/** The steps in turn order (CR 500.1). */
export const STEPS: readonly StepName[] = [
  "untap",
  "upkeep",
  "draw",
  "main1",
  "beginning_of_combat",
  "declare_attackers",
  "declare_blockers",
  "combat_damage",
  "end_of_combat",
  "main2",
  "end",
  "cleanup",
];
