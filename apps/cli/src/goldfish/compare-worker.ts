/**
 * A comparison's worker thread (kept warm in a `WarmPool`): `workerData` is `{ a, b }` (the two
 * aligned jobs); each message `{ start, end, step }` plays games start, start+step, … of both
 * lists into a `PairTally`, posting progress and then `{ kind: "done", result }`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { playPairs } from "./compare-run.js";
import type { GoldfishJob } from "./run.js";

const { a, b } = workerData as { a: GoldfishJob; b: GoldfishJob };
parentPort!.on("message", (m: { start: number; end: number; step: number }) => {
  const result = playPairs(a, b, m.start, m.end, m.step, parentPort!);
  parentPort!.postMessage({ kind: "done", result });
});
