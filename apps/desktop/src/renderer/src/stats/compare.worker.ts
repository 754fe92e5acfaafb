/**
 * The Compare view's Web Worker: plays the paired games of a {@link CompareJob} with
 * `playPairs` of `@fishbowl/compare/play` (the code `fishbowl compare` plays them with: game i
 * of both lists on `gameSeed(seed, i)`), checking the stop rule at the same pair counts as the
 * CLI (`firstCheck`, `nextCheck`, `stopReason`), and posts the running tally about every 100 ms.
 * It plays job after job (the view keeps it warm); the view cancels by terminating it.
 */
import { emptyPairTally, firstCheck, mergePairTallies, nextCheck, stopReason } from "@fishbowl/compare";
import { playPairs } from "@fishbowl/compare/play";
import type { CompareJob, CompareMessage } from "./compare-messages.js";

const post = (message: CompareMessage): void => (self as unknown as Worker).postMessage(message);

/** Pairs played between looks at the clock. */
const CHUNK = 16;

self.addEventListener("message", (event: MessageEvent<CompareJob>) => {
  const { a, b, rule } = event.data;
  try {
    let tally = emptyPairTally(a.maxTurns);
    let last = performance.now();
    let next = firstCheck(rule);
    for (;;) {
      while (tally.pairs < next) {
        tally = mergePairTallies(tally, playPairs(a, b, tally.pairs, Math.min(next, tally.pairs + CHUNK)));
        const now = performance.now();
        if (now - last > 100) {
          post({ kind: "progress", tally });
          last = now;
        }
      }
      const stopped = stopReason(tally, rule);
      if (stopped !== null) {
        post({ kind: "done", tally, stopped });
        return;
      }
      next = nextCheck(tally.pairs, rule);
    }
  } catch (error) {
    post({ kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
});
