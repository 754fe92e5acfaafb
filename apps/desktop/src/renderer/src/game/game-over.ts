/**
 * The table's refusal of an action on a finished game (CR 104.1): the engine refuses every
 * action but the manual ones then, and the table refuses those too, with the same words, so a
 * dead goldfish's life cannot be set and the game cannot go on from a decided state.
 */
import type { GameState, PlayerId } from "@fishbowl/engine";

/** `null` while the game goes on; else the refusal: who lost and why (CR 704.5a–c, 104.3a for a concession). */
export function gameOverRefusal(s: GameState): { readonly message: string; readonly rules: readonly string[] } | null {
  if (!s.winner) return null;
  const loser: PlayerId = s.winner === "you" ? "opponent" : "you";
  const ps = s.players[loser];
  const [why, rule] =
    ps.life <= 0
      ? ["0 or less life", "704.5a"]
      : ps.drewFromEmpty
        ? ["drew from an empty library", "704.5b"]
        : (ps.poison ?? 0) >= 10
          ? ["10 or more poison counters", "704.5c"]
          : ["conceded", "104.3a"];
  return {
    message: `The game is over: ${loser === "you" ? "you" : "the opponent"} lost (${why}).`,
    rules: ["104.1", rule],
  };
}
