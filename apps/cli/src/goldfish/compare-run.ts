/**
 * Running a comparison of two lists in batches until its interval is tight, by the stop rule of
 * @fishbowl/compare (`StopRule`: the first check after `minGames` pairs, then one after each
 * further `batch` pairs, stopping once the 95 % interval of the mean kill-turn difference is at
 * most ± `precision` turns, or at `maxGames` pairs), on this thread or on a warm pool of workers.
 */
import type { MessagePort } from "node:worker_threads";
import {
  addPair,
  firstCheck,
  mergePairTallies,
  emptyPairTally,
  nextCheck,
  stopReason,
  type PairTally,
  type StopReason,
  type StopRule,
} from "@fishbowl/compare";
import { playOne, playPairs as playPairRange, type GoldfishJob } from "@fishbowl/compare/play";
import { builtFile } from "./pool.js";
import { WarmPool } from "./warm-pool.js";
import { reportingLoop } from "./worker-loop.js";

/** How many pairs a comparison plays, when it stops, and on how many worker threads. */
export interface CompareLimits extends StopRule {
  workers: number;
}

/** A comparison's outcome: the pairs' tally and why it stopped. */
export interface CompareRun {
  tally: PairTally;
  stopped: StopReason;
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
  if (!port) return playPairRange(a, b, start, end, step);
  const p = emptyPairTally(a.maxTurns);
  reportingLoop(start, end, step, port, (i) => addPair(p, playOne(a, i), playOne(b, i), a.maxTurns));
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
    let next = firstCheck(limits);
    for (;;) {
      const first = tally.pairs;
      const games = next - first;
      let part: PairTally;
      if (pool) {
        const parts = await pool.run({ games, firstGame: first }, (d) => onProgress(first + d));
        part = parts.reduce(mergePairTallies);
      } else {
        part = emptyPairTally(a.maxTurns);
        for (let i = first; i < next; i += 64) {
          part = mergePairTallies(part, playPairRange(a, b, i, Math.min(next, i + 64)));
          onProgress(Math.min(next, i + 64));
        }
      }
      tally = mergePairTallies(tally, part);
      onProgress(tally.pairs);
      const stopped = stopReason(tally, limits);
      if (stopped !== null) return { tally, stopped };
      next = nextCheck(tally.pairs, limits);
    }
  } finally {
    await pool?.close();
  }
}
