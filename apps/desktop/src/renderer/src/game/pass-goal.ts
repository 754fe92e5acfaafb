/**
 * Where a "pass until" command of the table (Next turn, Next step, To combat) was going when it
 * stopped for a decision: the engine's `passUntil` stops early at any decision (the cleanup
 * step's discard, CR 514.1; a trigger's targets), and once the player has answered it the table
 * goes on to where the command was going, as if the decision had been answered on the way.
 */
import type { Action, GameState } from "@fishbowl/engine";

/** A `passUntil` action. */
export type PassUntil = Extract<Action, { type: "passUntil" }>;

/** A pass command stopped by a decision: the action, and the turn it was sent in (its `nextTurn` counts from there). */
export interface PassGoal {
  readonly action: PassUntil;
  readonly startTurn: number;
}

/** Whether `state` is where `goal` was going (the engine's own test for passUntil's end). */
function reached(goal: PassGoal, state: GameState): boolean {
  const a = goal.action;
  return (
    state.step === a.step && (!a.nextTurn || state.turn > goal.startTurn) && (!a.active || state.active === a.active)
  );
}

/**
 * The goal to remember after `action` took the game from a state in turn `turnBefore` to
 * `after`: a passUntil that stopped for a decision of its player (other than declaring
 * attackers, where Next turn stops on purpose, CR 508.1) before reaching its step. `null` when
 * nothing is left to go on to.
 */
export function stoppedGoal(action: Action, turnBefore: number, after: GameState): PassGoal | null {
  if (action.type !== "passUntil") return null;
  const d = after.pending?.decision;
  if (d === undefined || d.player !== action.player || d.kind === "declareAttackers" || after.winner) return null;
  const goal = { action, startTurn: turnBefore };
  return reached(goal, after) ? null : goal;
}

/**
 * The action that goes on to `goal` from `state` once its decision is answered: the same
 * passUntil, with `nextTurn` only while the game is still in the turn it was sent in (so a
 * decision in the next turn's upkeep does not skip a turn). `null` while a decision is still
 * pending, when the player does not have priority, when the game is over, or when the goal is
 * already reached.
 */
export function goOnTo(goal: PassGoal, state: GameState): PassUntil | null {
  if (state.winner || state.pending || state.priority !== goal.action.player || reached(goal, state)) return null;
  const { nextTurn, ...rest } = goal.action;
  return nextTurn === true && state.turn <= goal.startTurn ? { ...rest, nextTurn: true } : rest;
}
