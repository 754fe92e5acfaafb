/** The loop of a worker thread: plays its games and posts progress about every 100 ms. */
import type { MessagePort } from "node:worker_threads";

/** Calls `play(i)` for i = start, start+step, … below `end`, posting `{ kind: "progress", done }` to `port` now and then and once at the end. */
export function reportingLoop(
  start: number,
  end: number,
  step: number,
  port: Pick<MessagePort, "postMessage">,
  play: (index: number) => void,
): void {
  let last = Date.now();
  let done = 0;
  let reported = 0;
  for (let i = start; i < end; i += step) {
    play(i);
    done++;
    if ((done & 7) === 0) {
      const now = Date.now();
      if (now - last > 100) {
        port.postMessage({ kind: "progress", done: done - reported });
        reported = done;
        last = now;
      }
    }
  }
  port.postMessage({ kind: "progress", done: done - reported });
}
