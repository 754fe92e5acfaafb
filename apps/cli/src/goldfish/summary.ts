/**
 * The summary of a goldfish run (the `--json` shape of `fishbowl goldfish`), from a `Tally` of
 * its games. Loads nothing but the tally: the main thread of a run with workers needs no engine.
 */
import { histogramQuantile, histogramRecord, tallyOf, type GameOutcome, type Tally } from "@fishbowl/compare";

/** The report of a run (the `--json` shape of `fishbowl goldfish`). */
export interface GoldfishSummary {
  deck: string;
  games: number;
  /** The index of the run's first game (`--first-game`), when not 0: the run played games firstGame … firstGame+games−1. */
  firstGame?: number;
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

/** What a summary says besides the games' counts. */
export interface SummaryMeta {
  deck: string;
  seed: number;
  onThePlay: boolean;
  maxTurns: number;
  workers: number;
  seconds: number;
  notAutomated: string[];
  unautomatedClauses?: Record<string, string[]>;
  /** Index of the run's first game (`--first-game`); the summary says it only when not 0. */
  firstGame?: number;
}

/** Summarises outcomes (in any order) of a run. */
export function summarize(outcomes: readonly GameOutcome[], meta: SummaryMeta): GoldfishSummary {
  return summarizeTally(tallyOf(outcomes), meta);
}

/** Summarises the tally of a run's games. */
export function summarizeTally(t: Tally, meta: SummaryMeta): GoldfishSummary {
  const kills = t.games - t.noKill;
  const killSum = t.kills.reduce<number>((s, c, turn) => s + (c ?? 0) * turn, 0);
  const round = (x: number | null, d = 3) => (x === null ? null : Math.round(x * 10 ** d) / 10 ** d);
  const mullTotal = t.mulligans.reduce<number>((s, c, m) => s + (c ?? 0) * m, 0);
  return {
    deck: meta.deck,
    games: t.games,
    ...(meta.firstGame ? { firstGame: meta.firstGame } : {}),
    seed: meta.seed,
    onThePlay: meta.onThePlay,
    maxTurns: meta.maxTurns,
    workers: meta.workers,
    killTurn: {
      mean: round(kills ? killSum / kills : null),
      median: histogramQuantile(t.kills, 0.5),
      q1: histogramQuantile(t.kills, 0.25),
      q3: histogramQuantile(t.kills, 0.75),
      histogram: histogramRecord(t.kills),
      noKill: t.noKill,
      kills,
      decked: t.decked,
    },
    mulligans: mullTotal,
    mulligansPerGame: round(t.games ? mullTotal / t.games : 0)!,
    mulliganHistogram: histogramRecord(t.mulligans),
    refused: t.refused,
    errors: t.errors,
    ...(t.firstError ? { firstError: t.firstError.message } : {}),
    ...(t.firstRefusal ? { firstRefusal: t.firstRefusal.message } : {}),
    seconds: round(meta.seconds)!,
    gamesPerSecond: Math.round(t.games / Math.max(meta.seconds, 1e-9)),
    notAutomated: meta.notAutomated,
    unautomatedClauses: meta.unautomatedClauses ?? {},
  };
}
