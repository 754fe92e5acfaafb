/**
 * Playing the games of a goldfish run or of a comparison (`@fishbowl/compare/play`). Game `i`
 * of a run with seed `S` is played with `gameSeed(S, i)` and nothing else, so a run's results
 * are the same whatever the number of workers and however the games are split between them
 * (docs: the RNG is seeded per game, never shared across workers). Imports only the engine,
 * the autopilot and the built-in cards as data (`@fishbowl/cards/play`): this is what a worker
 * thread (the CLI's, or the desktop app's Web Worker) loads.
 */
import { gameSeed, playGame } from "@fishbowl/autopilot";
import type { CardDefinition } from "@fishbowl/engine";
import { snapshotRegistry } from "@fishbowl/cards/play";
import { addPair, emptyPairTally, type PairTally } from "./paired.js";
import type { GameOutcome } from "./tally.js";

export type { GameOutcome } from "./tally.js";

/** What a worker (or the main thread) needs to play a slice of a run. Plain data (sent to workers). */
export interface GoldfishJob {
  deck: string[];
  extraCards: Record<string, CardDefinition>;
  seed: number;
  onThePlay: boolean;
  maxTurns: number;
}

/** Game seeds are derived as the autopilot does it (`gameSeed` of @fishbowl/autopilot). */
export { gameSeed };

/** Plays game `index` of `job` (never throws: an exception becomes `error`). */
export function playOne(job: GoldfishJob, index: number): GameOutcome {
  try {
    const r = playGame(
      { deck: job.deck, seed: gameSeed(job.seed, index), onThePlay: job.onThePlay, extraCards: job.extraCards },
      snapshotRegistry,
      { maxTurns: job.maxTurns },
    );
    return {
      index,
      killTurn: r.killTurn,
      mulligans: r.mulligans,
      refused: r.refused,
      actions: r.actions.length,
      ...(r.decked ? { decked: true } : {}),
      ...(r.firstRefusal ? { refusal: r.firstRefusal } : {}),
    };
  } catch (err) {
    return {
      index,
      killTurn: null,
      mulligans: 0,
      refused: 0,
      actions: 0,
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

/**
 * Plays game i of both lists for i = start, start+step, … below `end` into a pair tally
 * (`a` and `b`: aligned jobs, see `alignDecks`, with the same seed and turn limit).
 * `onPair(i)` is called after each pair (a worker's progress reports).
 */
export function playPairs(
  a: GoldfishJob,
  b: GoldfishJob,
  start: number,
  end: number,
  step = 1,
  onPair?: (index: number) => void,
): PairTally {
  const p = emptyPairTally(a.maxTurns);
  for (let i = start; i < end; i += step) {
    addPair(p, playOne(a, i), playOne(b, i), a.maxTurns);
    onPair?.(i);
  }
  return p;
}
