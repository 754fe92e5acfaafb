/**
 * A goldfish worker thread: receives `{ job, indices }`, plays those games and posts
 * `{ kind: "progress", done }` now and then and `{ kind: "done", outcomes }` at the end.
 */
import { parentPort, workerData } from "node:worker_threads";
import { playOne, type GameOutcome, type GoldfishJob } from "./run.js";

const { job, start, end, step } = workerData as { job: GoldfishJob; start: number; end: number; step: number };
const outcomes: GameOutcome[] = [];
let last = Date.now();
let reported = 0;
for (let i = start; i < end; i += step) {
  outcomes.push(playOne(job, i));
  const now = Date.now();
  if (now - last > 100) {
    parentPort!.postMessage({ kind: "progress", done: outcomes.length - reported });
    reported = outcomes.length;
    last = now;
  }
}
parentPort!.postMessage({ kind: "progress", done: outcomes.length - reported });
parentPort!.postMessage({ kind: "done", outcomes });
