/**
 * Spreading a goldfish run over worker threads. Worker `w` of `W` plays games w, w+W, w+2W…
 * (strided, so slow games spread evenly); outcomes are put back in game order, so the
 * summary does not depend on `W`. With one worker the games run on the calling thread.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { playOne, type GameOutcome, type GoldfishJob } from "./run.js";

/** The compiled worker script (next to this file in `dist`; from sources under test, the built one). */
function workerFile(): string {
  const here = fileURLToPath(new URL("./worker.js", import.meta.url));
  if (existsSync(here)) return here;
  const built = here.replace(/([\\/])src([\\/]goldfish[\\/]worker\.js)$/, "$1dist$2");
  if (existsSync(built)) return built;
  throw new Error(`the goldfish worker script is missing (${here}); build the CLI first`);
}

/** Plays games 0..games-1 of `job` on `workers` threads; `onProgress(done)` is called as games finish. */
export async function runGames(
  job: GoldfishJob,
  games: number,
  workers: number,
  onProgress: (done: number) => void = () => {},
): Promise<GameOutcome[]> {
  const w = Math.max(1, Math.min(workers, games));
  if (w === 1 || games === 0) {
    const out: GameOutcome[] = [];
    for (let i = 0; i < games; i++) {
      out.push(playOne(job, i));
      if ((i & 15) === 15 || i === games - 1) onProgress(i + 1);
    }
    return out;
  }
  const file = workerFile();
  const outcomes: GameOutcome[] = Array.from({ length: games });
  let done = 0;
  await Promise.all(
    Array.from(
      { length: w },
      (_, k) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(file, { workerData: { job, start: k, end: games, step: w } });
          worker.on("message", (m: { kind: "progress"; done: number } | { kind: "done"; outcomes: GameOutcome[] }) => {
            if (m.kind === "progress") {
              done += m.done;
              onProgress(done);
            } else {
              for (const o of m.outcomes) outcomes[o.index] = o;
            }
          });
          worker.on("error", reject);
          worker.on("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`goldfish worker ${k} exited with status ${code}`)),
          );
        }),
    ),
  );
  return outcomes;
}
