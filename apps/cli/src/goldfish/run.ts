/**
 * Running many autopilot games and summarising them. Game `i` of a run with seed `S` is
 * played with `gameSeed(S, i)` and nothing else, so a run's results are the same whatever
 * the number of workers and however the games are split between them (docs: the RNG is
 * seeded per game, never shared across workers).
 */
import { gameSeed, playGame } from "@fishbowl/autopilot";
import type { CardDefinition } from "@fishbowl/engine";
import { builtinRegistry } from "@fishbowl/cards";

/** What a worker (or the main thread) needs to play a slice of a run. Plain data (sent to workers). */
export interface GoldfishJob {
  deck: string[];
  extraCards: Record<string, CardDefinition>;
  seed: number;
  onThePlay: boolean;
  maxTurns: number;
}

/** One game's outcome. `error` is set when the game threw (an engine or autopilot bug). */
export interface GameOutcome {
  index: number;
  killTurn: number | null;
  mulligans: number;
  refused: number;
  actions: number;
  /** The game ended because you drew from an empty library (the goldfish won). */
  decked?: boolean;
  error?: string;
  refusal?: string;
}

/** Game seeds are derived as the autopilot does it (`gameSeed` of @fishbowl/autopilot). */
export { gameSeed };

/** Plays game `index` of `job` (never throws: an exception becomes `error`). */
export function playOne(job: GoldfishJob, index: number): GameOutcome {
  try {
    const r = playGame(
      { deck: job.deck, seed: gameSeed(job.seed, index), onThePlay: job.onThePlay, extraCards: job.extraCards },
      builtinRegistry,
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

/** The report of a run (the `--json` shape of `fishbowl goldfish`). */
export interface GoldfishSummary {
  deck: string;
  games: number;
  seed: number;
  onThePlay: boolean;
  maxTurns: number;
  workers: number;
  killTurn: {
    /** Over the games with a kill by `maxTurns`; null when none. */
    mean: number | null;
    median: number | null;
    q1: number | null;
    q3: number | null;
    histogram: Record<string, number>;
    /** Games with no kill by turn `maxTurns`. */
    noKill: number;
    /** Games with a kill by turn `maxTurns`: the games `mean`, `median`, `q1` and `q3` are over. */
    kills: number;
    /** Of the `noKill` games, those that ended because you drew from an empty library. */
    decked: number;
  };
  /** Mulligans taken in all games. */
  mulligans: number;
  /** Mulligans per game, on average. */
  mulligansPerGame: number;
  /** Games by the number of mulligans taken: `{ "0": 880, "1": 110, … }`. */
  mulliganHistogram: Record<string, number>;
  refused: number;
  errors: number;
  firstError?: string;
  firstRefusal?: string;
  seconds: number;
  gamesPerSecond: number;
  notAutomated: string[];
  /** For each card of `notAutomated`, the clauses of its text that are not automated (as printed). */
  unautomatedClauses: Record<string, string[]>;
}

/** The `p`-quantile of sorted numbers (linear interpolation between closest ranks). */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Summarises outcomes (in game order) of a run. */
export function summarize(
  outcomes: readonly GameOutcome[],
  meta: {
    deck: string;
    seed: number;
    onThePlay: boolean;
    maxTurns: number;
    workers: number;
    seconds: number;
    notAutomated: string[];
    unautomatedClauses?: Record<string, string[]>;
  },
): GoldfishSummary {
  const kills = outcomes.flatMap((o) => (o.killTurn === null ? [] : [o.killTurn])).sort((a, b) => a - b);
  const histogram: Record<string, number> = {};
  for (const k of kills) histogram[String(k)] = (histogram[String(k)] ?? 0) + 1;
  const mull: Record<string, number> = {};
  let mullTotal = 0;
  for (const o of outcomes) {
    mull[String(o.mulligans)] = (mull[String(o.mulligans)] ?? 0) + 1;
    mullTotal += o.mulligans;
  }
  const round = (x: number | null, d = 3) => (x === null ? null : Math.round(x * 10 ** d) / 10 ** d);
  const firstError = outcomes.find((o) => o.error)?.error;
  const firstRefusal = outcomes.find((o) => o.refusal)?.refusal;
  return {
    deck: meta.deck,
    games: outcomes.length,
    seed: meta.seed,
    onThePlay: meta.onThePlay,
    maxTurns: meta.maxTurns,
    workers: meta.workers,
    killTurn: {
      mean: round(kills.length ? kills.reduce((a, b) => a + b, 0) / kills.length : null),
      median: quantile(kills, 0.5),
      q1: quantile(kills, 0.25),
      q3: quantile(kills, 0.75),
      histogram,
      noKill: outcomes.length - kills.length,
      kills: kills.length,
      decked: outcomes.filter((o) => o.decked === true).length,
    },
    mulligans: mullTotal,
    mulligansPerGame: round(outcomes.length ? mullTotal / outcomes.length : 0)!,
    mulliganHistogram: mull,
    refused: outcomes.reduce((n, o) => n + o.refused, 0),
    errors: outcomes.filter((o) => o.error).length,
    ...(firstError ? { firstError } : {}),
    ...(firstRefusal ? { firstRefusal } : {}),
    seconds: round(meta.seconds)!,
    gamesPerSecond: Math.round(outcomes.length / Math.max(meta.seconds, 1e-9)),
    notAutomated: meta.notAutomated,
    unautomatedClauses: meta.unautomatedClauses ?? {},
  };
}
