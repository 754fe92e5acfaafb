/**
 * Running a comparison of two lists in batches until its interval is tight (the stop rule):
 * the first check after `minGames` pairs, then one after each further `batch` pairs, stopping
 * at the first check where the 95 % interval of the mean kill-turn difference is at most
 * ± `precision` turns, or at `maxGames` pairs. Checks fall at fixed numbers of games, so the
 * same seed stops at the same game on any number of workers. (Looking at an interval more than
 * once makes it a little less than 95 % sure; the first check at a thousand pairs and checks
 * far apart keep that small.)
 */
import type { MessagePort } from "node:worker_threads";
import { playOne, type GoldfishJob } from "./run.js";
import { addPair, emptyPairTally, mergePairTallies, pairedInterval, type PairTally } from "./paired.js";
import { builtFile } from "./pool.js";
import { WarmPool } from "./warm-pool.js";
import { reportingLoop } from "./worker-loop.js";

/** How many pairs a comparison plays and when it stops. */
export interface CompareLimits {
  /** Pairs before the first check. */
  minGames: number;
  /** Pairs between checks. */
  batch: number;
  /** The most pairs. */
  maxGames: number;
  /** Stop once the kill-turn interval's half-width is at most this many turns. */
  precision: number;
  workers: number;
}

/** A comparison's outcome: the pairs' tally and why it stopped. */
export interface CompareRun {
  tally: PairTally;
  stopped: "precise" | "max";
}

/** Plays games start, start+step, … below `end` of both lists into a pair tally (progress to `port` when given). */
export function playPairs(
  a: GoldfishJob,
  b: GoldfishJob,
  start: number,
  end: number,
  step: number,
  port?: Pick<MessagePort, "postMessage">,
): PairTally {
  const p = emptyPairTally(a.maxTurns);
  const play = (i: number) => addPair(p, playOne(a, i), playOne(b, i), a.maxTurns);
  if (port) reportingLoop(start, end, step, port, play);
  else for (let i = start; i < end; i += step) play(i);
  return p;
}

/** Runs the comparison of `a` and `b` (aligned jobs, same seed and turns) under `limits`; `onProgress(pairs)` as pairs finish. */
export async function runCompare(
  a: GoldfishJob,
  b: GoldfishJob,
  limits: CompareLimits,
  onProgress: (pairs: number) => void = () => {},
): Promise<CompareRun> {
  const pool =
    limits.workers > 1 ? new WarmPool<PairTally>(builtFile("compare-worker.js"), { a, b }, limits.workers) : null;
  let tally = emptyPairTally(a.maxTurns);
  try {
    let next = Math.min(limits.minGames, limits.maxGames);
    while (tally.pairs < limits.maxGames) {
      const first = tally.pairs;
      const games = next - first;
      let part: PairTally;
      if (pool) {
        const parts = await pool.run({ games, firstGame: first }, (d) => onProgress(first + d));
        part = parts.reduce(mergePairTallies);
      } else {
        part = emptyPairTally(a.maxTurns);
        for (let i = first; i < next; i += 64) {
          part = mergePairTallies(part, playPairs(a, b, i, Math.min(next, i + 64), 1));
          onProgress(Math.min(next, i + 64));
        }
      }
      tally = mergePairTallies(tally, part);
      onProgress(tally.pairs);
      if (pairedInterval(tally.pairs, tally.killDiff, tally.killDiff2).halfWidth <= limits.precision) {
        return { tally, stopped: "precise" };
      }
      next = Math.min(limits.maxGames, tally.pairs + limits.batch);
    }
    return { tally, stopped: "max" };
  } finally {
    await pool?.close();
  }
}
