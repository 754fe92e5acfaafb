/**
 * How a game ends (CR 104): a player loses by a state-based action (704.5a–c) or by conceding
 * (104.3a), and then the game is over — no player acts any more (104.1).
 */
import type { GameState, PlayerId } from "../state/types.js";
import { refuse } from "../core/context.js";

/** A player with this many poison counters or more loses the game (CR 704.5c). */
export const POISON_LIMIT = 10;

/** Why a player who lost lost: the words and the rule (CR 704.5a–c; 104.3a when none applies: they conceded). */
export function lossReason(ps: GameState["players"][PlayerId]): { readonly why: string; readonly rule: string } {
  if (ps.life <= 0) return { why: "0 or less life", rule: "704.5a" };
  if (ps.drewFromEmpty) return { why: "drew from an empty library", rule: "704.5b" };
  if ((ps.poison ?? 0) >= POISON_LIMIT) return { why: `${POISON_LIMIT} or more poison counters`, rule: "704.5c" };
  return { why: "conceded", rule: "104.3a" };
}

/**
 * Refuses when the game is over (CR 104.1), saying who lost and why, so that a refused action
 * of a replayed file explains itself ("The game is over: you lost (drew from an empty library).").
 */
export function refuseIfGameOver(s: GameState): void {
  if (!s.winner) return;
  const loser: PlayerId = s.winner === "you" ? "opponent" : "you";
  const { why, rule } = lossReason(s.players[loser]);
  refuse(`The game is over: ${loser === "you" ? "you" : "the opponent"} lost (${why}).`, "104.1", rule);
}
