/**
 * Spreading a goldfish run over worker threads. Worker `w` of `W` plays games first+w,
 * first+w+W, … (strided, so slow games spread evenly) and streams them into a `Tally`; the
 * tallies merge into the same counts whatever `W` is. With one worker the games run on the
 * calling thread. A worker loads only `run.js` (the engine, the autopilot and the built-in
 * cards as data).
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { GoldfishJob } from "./run.js";
import { addOutcome, emptyTally, mergeTallies, type Tally } from "@fishbowl/compare";

/**
 * Below this many games one thread is faster than two on this project's 2-core machines, shared
 * by several builds: each worker loads the engine and the autopilot and warms up its JIT again
 * (about 1.5 s of CPU time under load), which the second core earns back only over a long run.
 * Measured whole-process (medians of 2, 1 thread / 2 workers, wall): 1,000 games 0.60, 3,000
 * games 0.89, 6,000 games 0.97 (0.69–1.25) — the ratio reaches 1 at about 7,000 games.
 */
export const WORKER_CROSSOVER_GAMES = 8000;

/** The worker threads a run of `games` games uses by default: one below the crossover, else one per core. */
export function defaultWorkers(games: number, cores = availableParallelism()): number {
  return games < WORKER_CROSSOVER_GAMES ? 1 : Math.max(1, cores);
}

/**
 * The worker threads to use when `requested` were asked for (`--workers W`), and the note to
 * print when that is more than the machine's cores: threads beyond the cores only share them,
 * each loading the engine again — on a 2-core machine 99 workers played 200 games five times
 * slower than one, in 13 times the memory.
 */
export function cappedWorkers(requested: number, cores = availableParallelism()): { workers: number; note?: string } {
  const most = Math.max(1, cores);
  if (requested <= most) return { workers: requested };
  return {
    workers: most,
    note: `--workers ${requested} is more than this machine's ${most} core${most === 1 ? "" : "s"}; using ${most} (more threads than cores only share them)`,
  };
}

/** The compiled file `name` next to this one (in `dist`; from sources under test, the built one). */
export function builtFile(name: string): string {
  const here = fileURLToPath(new URL(`./${name}`, import.meta.url));
  if (existsSync(here)) return here;
  const built = here.replace(/([\\/])src([\\/]goldfish[\\/][^\\/]+\.js)$/, "$1dist$2");
  if (existsSync(built)) return built;
  throw new Error(`the goldfish worker script is missing (${here}); build the CLI first`);
}

/**
 * Worker heap limits: a young generation of 8 MB instead of V8's default keeps a worker's
 * resident memory about a third lower (two workers of a 1,500-game run: 162 MB instead of
 * 220 MB peak for the process) at no cost in speed — a game's garbage is short-lived and small.
 */
export const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 } as const;

/** Which games a run plays: `games` games from index `firstGame` (default 0), on `workers` threads. */
export interface RunSpan {
  games: number;
  firstGame?: number;
  workers: number;
}

/** The message a worker posts: progress (games finished since the last one) or its result at the end. */
export type WorkerMessage<R> = { kind: "progress"; done: number } | { kind: "done"; result: R };

/**
 * Runs `script` (a worker file, see `builtFile`) on `workers` threads, thread k getting
 * `{ ...data, start: first + k, end: first + games, step: W }`, and resolves with the results in
 * thread order. `onProgress(done)` gets the total of games finished.
 */
export async function runOnWorkers<R>(
  script: string,
  data: object,
  span: RunSpan,
  onProgress: (done: number) => void,
): Promise<R[]> {
  const first = span.firstGame ?? 0;
  const w = Math.max(1, Math.min(span.workers, span.games));
  let done = 0;
  return Promise.all(
    Array.from(
      { length: w },
      (_, k) =>
        new Promise<R>((resolve, reject) => {
          let result: R | undefined;
          const worker = new Worker(script, {
            workerData: { ...data, start: first + k, end: first + span.games, step: w },
            resourceLimits: WORKER_LIMITS,
          });
          worker.on("message", (m: WorkerMessage<R>) => {
            if (m.kind === "progress") {
              done += m.done;
              onProgress(done);
            } else result = m.result;
          });
          worker.on("error", reject);
          worker.on("exit", (code) =>
            code === 0 && result !== undefined
              ? resolve(result)
              : reject(new Error(`goldfish worker ${k} exited with status ${code}`)),
          );
        }),
    ),
  );
}

/** Plays games firstGame..firstGame+games−1 of `job` on `workers` threads into one tally; `onProgress(done)` as games finish. */
export async function runGames(
  job: GoldfishJob,
  span: RunSpan,
  onProgress: (done: number) => void = () => {},
): Promise<Tally> {
  const first = span.firstGame ?? 0;
  const w = Math.max(1, Math.min(span.workers, span.games));
  if (w === 1 || span.games === 0) {
    const { playOne } = await import("./run.js");
    const t = emptyTally();
    for (let i = 0; i < span.games; i++) {
      addOutcome(t, playOne(job, first + i));
      if ((i & 15) === 15 || i === span.games - 1) onProgress(i + 1);
    }
    return t;
  }
  const tallies = await runOnWorkers<Tally>(builtFile("worker.js"), { job }, span, onProgress);
  return tallies.reduce(mergeTallies, emptyTally());
}
