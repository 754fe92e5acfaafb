/**
 * When a comparison stops (the stop rule): the first check after `minGames` pairs, then one
 * after each further `batch` pairs, stopping at the first check where the 95 % interval of the
 * mean kill-turn difference is at most ± `precision` turns, or at `maxGames` pairs. Checks fall
 * at fixed numbers of pairs, so the same seed stops at the same pair whoever plays the games
 * (one thread, a pool of workers, the desktop app's Web Worker). Looking at an interval more
 * than once makes it a little less than 95 % sure; a first check at a thousand pairs and checks
 * far apart keep that small.
 */
import { pairedInterval, type PairTally } from "./paired.js";

/** How many pairs a comparison plays and when it stops. */
export interface StopRule {
  /** Pairs before the first check (≥ 1). */
  minGames: number;
  /** Pairs between checks (≥ 1). */
  batch: number;
  /** The most pairs. */
  maxGames: number;
  /** Stop once the kill-turn interval's half-width is at most this many turns. */
  precision: number;
}

/** Why a comparison stopped: its interval got within `precision`, or it played `maxGames` pairs. */
export type StopReason = "precise" | "max";

/** The number of pairs played at the first check. */
export function firstCheck(rule: StopRule): number {
  return Math.min(rule.minGames, rule.maxGames);
}

/**
 * At a check (after `p.pairs` pairs): why to stop, or null to go on. Stops for "precise" when
 * the kill-turn interval is within ± `precision` (checked first), else for "max" at `maxGames`.
 */
export function stopReason(p: PairTally, rule: StopRule): StopReason | null {
  if (pairedInterval(p.pairs, p.killDiff, p.killDiff2).halfWidth <= rule.precision) return "precise";
  return p.pairs >= rule.maxGames ? "max" : null;
}

/** The number of pairs at the check after one made at `pairs` pairs. */
export function nextCheck(pairs: number, rule: StopRule): number {
  return Math.min(rule.maxGames, pairs + rule.batch);
}
