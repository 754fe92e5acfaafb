/**
 * Paired statistics of a comparison: for each game index, list A's and list B's outcome on the
 * same seed. Each pair gives a difference A − B of the kill turn (a game with no kill by turn T
 * counts as T+1, so every game has a value) and, for each turn t, of "killed by turn t" (1 or 0).
 * Sums of differences and of their squares are integers and add exactly, so a comparison's
 * figures do not depend on how its games were split between workers.
 */
import type { GameOutcome } from "./tally.js";
import { addOutcome, emptyTally, mergeTallies, type Tally } from "./tally.js";

/** Counts over a set of paired games (plain data). */
export interface PairTally {
  pairs: number;
  /** Σ (killA − killB) and Σ (killA − killB)², kill turns censored at maxTurns + 1. */
  killDiff: number;
  killDiff2: number;
  /** `byTurn[t]`: Σ over pairs of (A killed by turn t) − (B killed by turn t); `byTurnAbs[t]`: Σ of its absolute value (= its square). */
  byTurn: number[];
  byTurnAbs: number[];
  a: Tally;
  b: Tally;
}

/** A pair tally of no games for runs of up to `maxTurns` turns. */
export function emptyPairTally(maxTurns: number): PairTally {
  const zeros = () => Array.from({ length: maxTurns + 1 }, () => 0);
  return { pairs: 0, killDiff: 0, killDiff2: 0, byTurn: zeros(), byTurnAbs: zeros(), a: emptyTally(), b: emptyTally() };
}

/** Adds game i of both lists to `p` (in place). */
export function addPair(p: PairTally, a: GameOutcome, b: GameOutcome, maxTurns: number): void {
  const ka = a.killTurn ?? maxTurns + 1;
  const kb = b.killTurn ?? maxTurns + 1;
  p.pairs++;
  p.killDiff += ka - kb;
  p.killDiff2 += (ka - kb) ** 2;
  for (let t = 1; t <= maxTurns; t++) {
    const d = (ka <= t ? 1 : 0) - (kb <= t ? 1 : 0);
    p.byTurn[t]! += d;
    p.byTurnAbs[t]! += Math.abs(d);
  }
  addOutcome(p.a, a);
  addOutcome(p.b, b);
}

/** The pair tally of both sets of pairs (disjoint game indices). */
export function mergePairTallies(x: PairTally, y: PairTally): PairTally {
  return {
    pairs: x.pairs + y.pairs,
    killDiff: x.killDiff + y.killDiff,
    killDiff2: x.killDiff2 + y.killDiff2,
    byTurn: x.byTurn.map((v, t) => v + (y.byTurn[t] ?? 0)),
    byTurnAbs: x.byTurnAbs.map((v, t) => v + (y.byTurnAbs[t] ?? 0)),
    a: mergeTallies(x.a, y.a),
    b: mergeTallies(x.b, y.b),
  };
}

/** A mean difference with its 95 % confidence interval (normal approximation, paired). */
export interface Interval {
  mean: number;
  low: number;
  high: number;
  /** Half the interval's width. */
  halfWidth: number;
}

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

/** The mean of n paired differences from their sum and sum of squares, with its 95 % interval (sample variance, n − 1). */
export function pairedInterval(n: number, sum: number, sum2: number): Interval {
  if (n === 0) return { mean: 0, low: 0, high: 0, halfWidth: Infinity };
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sum2 - n * mean * mean) / (n - 1)) : Infinity;
  const halfWidth = n > 1 ? Z95 * Math.sqrt(variance / n) : Infinity;
  return { mean, low: mean - halfWidth, high: mean + halfWidth, halfWidth };
}
