/**
 * Autopilot run bookkeeping shared by the stats view and its Web Worker: the messages they
 * exchange, per-game seeds, and the kill-turn summary (histogram, mean, median).
 */
import { gameSeed } from "@fishbowl/autopilot";
import type { CardDefinition } from "@fishbowl/engine";

/** What the stats view asks the worker to do. Plain data (structured clone). */
export interface AutopilotJob {
  /** Card names of the main deck, one per card. */
  readonly deck: readonly string[];
  /** Vanilla definitions of the deck's catalog cards (played with printed characteristics). */
  readonly extraCards: Readonly<Record<string, CardDefinition>>;
  readonly games: number;
  readonly seed: number;
  /** Which sides to play: each gets `games` games. */
  readonly sides: readonly ("play" | "draw")[];
  /** Stop a game after this many of your turns without a kill. */
  readonly maxTurns: number;
}

/** One finished game. `killTurn` is null when the goldfish survived `maxTurns` (or the game threw). */
export interface AutopilotGame {
  readonly side: "play" | "draw";
  readonly killTurn: number | null;
  readonly error?: string;
}

/** Worker → view messages. */
export type AutopilotMessage =
  | {
      readonly kind: "progress";
      readonly done: number;
      readonly total: number;
      readonly games: readonly AutopilotGame[];
    }
  | { readonly kind: "done" }
  | { readonly kind: "error"; readonly message: string };

/** Game seeds are derived as the autopilot does it (`gameSeed` of @fishbowl/autopilot). */
export { gameSeed };

/** The kill-turn distribution of one side. */
export interface KillTurnSummary {
  readonly games: number;
  /** Games won by `maxTurns`. */
  readonly kills: number;
  /** Games the goldfish survived (or that failed). */
  readonly noKill: number;
  readonly mean: number | null;
  readonly median: number | null;
  /** Kill turn → number of games. */
  readonly histogram: ReadonlyMap<number, number>;
  readonly errors: number;
}

/** Summarises games (of one side). */
export function summarize(games: readonly AutopilotGame[]): KillTurnSummary {
  const turns = games.flatMap((g) => (g.killTurn === null ? [] : [g.killTurn])).sort((a, b) => a - b);
  const histogram = new Map<number, number>();
  for (const t of turns) histogram.set(t, (histogram.get(t) ?? 0) + 1);
  const mid = turns.length >> 1;
  const median = turns.length === 0 ? null : turns.length % 2 === 1 ? turns[mid]! : (turns[mid - 1]! + turns[mid]!) / 2;
  return {
    games: games.length,
    kills: turns.length,
    noKill: games.length - turns.length,
    mean: turns.length === 0 ? null : turns.reduce((a, b) => a + b, 0) / turns.length,
    median,
    histogram,
    errors: games.filter((g) => g.error !== undefined).length,
  };
}
