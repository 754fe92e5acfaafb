/**
 * Worker threads kept warm across runs: each loads its script (and the engine, the autopilot
 * and the cards) and warms up its JIT once, then plays span after span. A comparison plays its
 * batches on one pool; a long-lived host (the desktop app) can keep one for every run.
 */
import { Worker } from "node:worker_threads";
import { WORKER_LIMITS, type WorkerMessage } from "./pool.js";

/** The games of one span, as a pool's thread k plays them: first+k, first+k+size, … below first+games. */
export interface Span {
  games: number;
  firstGame: number;
}

/** A fixed set of `size` worker threads running `script` with `data`; each span's results come back in thread order. */
export class WarmPool<R> {
  private readonly workers: Worker[];
  private busy = false;

  constructor(script: string, data: object, size: number) {
    this.workers = Array.from(
      { length: Math.max(1, size) },
      () => new Worker(script, { workerData: data, resourceLimits: WORKER_LIMITS }),
    );
  }

  /** The number of threads. */
  get size(): number {
    return this.workers.length;
  }

  /** Plays `span` on every thread (one span at a time); `onProgress(done)` gets the span's games finished so far. */
  async run(span: Span, onProgress: (done: number) => void = () => {}): Promise<R[]> {
    if (this.busy) throw new Error("WarmPool.run: a span is already running");
    this.busy = true;
    let done = 0;
    const step = this.workers.length;
    try {
      return await Promise.all(
        this.workers.map(
          (worker, k) =>
            new Promise<R>((resolve, reject) => {
              const onMessage = (m: WorkerMessage<R>) => {
                if (m.kind === "progress") {
                  done += m.done;
                  onProgress(done);
                  return;
                }
                off();
                resolve(m.result);
              };
              const onError = (err: Error) => {
                off();
                reject(err);
              };
              const onExit = (code: number) => {
                off();
                reject(new Error(`worker ${k} exited with status ${code} during a span`));
              };
              const off = () => {
                worker.off("message", onMessage);
                worker.off("error", onError);
                worker.off("exit", onExit);
              };
              worker.on("message", onMessage);
              worker.on("error", onError);
              worker.on("exit", onExit);
              worker.postMessage({ start: span.firstGame + k, end: span.firstGame + span.games, step });
            }),
        ),
      );
    } finally {
      this.busy = false;
    }
  }

  /** Stops every thread. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
