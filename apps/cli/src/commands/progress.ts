/**
 * The progress line of a long run on stderr: on a terminal a bar redrawn in place (once the run
 * has taken a second), elsewhere — only when asked (`--progress`) — a line every five seconds.
 */
import type { CommandIO } from "./io.js";

/** A progress reporter for `total` games started at `started` (`performance.now()` ms). */
export function progressLine(
  io: CommandIO,
  total: number,
  started: number,
  lines = false,
  label = "games",
): { update: (done: number) => void; end: () => void } {
  let shown = false;
  let printedEnd = false;
  let lastDraw = -Infinity; // performance.now() may be under 5 s in a fresh process
  return {
    update: (done) => {
      if (!io.isTTY && !lines) return;
      const now = performance.now();
      const elapsed = (now - started) / 1000;
      const rate = done / Math.max(elapsed, 1e-9);
      if (io.isTTY) {
        if (elapsed < 1 || (now - lastDraw < 100 && done < total)) return;
        lastDraw = now;
        shown = true;
        const width = 30;
        const filled = Math.round((done / total) * width);
        io.stderr(
          `\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} ${label}, ${Math.round(rate)}/s `,
        );
        return;
      }
      if (printedEnd || (now - lastDraw < 5000 && done < total)) return;
      if (lastDraw === -Infinity && done < total && elapsed < 5) return;
      printedEnd = done >= total;
      lastDraw = now;
      const left = rate > 0 ? (total - done) / rate : 0;
      io.stderr(
        `progress: ${done}/${total} ${label} (${((100 * done) / Math.max(1, total)).toFixed(1)}%), ${Math.round(rate)}/s, ${elapsed.toFixed(0)} s, about ${left.toFixed(0)} s left\n`,
      );
    },
    end: () => {
      if (shown) io.stderr("\r" + " ".repeat(70) + "\r");
    },
  };
}
