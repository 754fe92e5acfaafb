/**
 * A goldfish worker thread: receives `{ job, start, end, step }`, plays games start,
 * start+step, … below end into a tally, and posts `{ kind: "progress", done }` now and then
 * and `{ kind: "done", result: tally }` at the end.
 */
import { parentPort, workerData } from "node:worker_threads";
import { playOne, type GoldfishJob } from "./run.js";
import { addOutcome, emptyTally } from "@fishbowl/compare";
import { reportingLoop } from "./worker-loop.js";

const { job, start, end, step } = workerData as { job: GoldfishJob; start: number; end: number; step: number };
const tally = emptyTally();
reportingLoop(start, end, step, parentPort!, (i) => addOutcome(tally, playOne(job, i)));
parentPort!.postMessage({ kind: "done", result: tally });
