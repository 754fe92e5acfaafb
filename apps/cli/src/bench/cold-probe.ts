/**
 * Loaded with `node --import` into a `fishbowl` process by the `cold` benchmark (cold.ts): at
 * exit it writes one line to stderr, `COLD-PROBE {json}` (`ProbeFigures`), with when node was
 * ready, when the command first wrote to stdout and when it exited (milliseconds since the
 * process started), and its CPU time — of the main thread alone where /proc tells it (Linux),
 * so the rest is the JIT compiler's and the garbage collector's helper threads. It changes
 * nothing the command does.
 */
import { readFileSync } from "node:fs";
import { PROBE_PREFIX, type ProbeFigures } from "./cold-figures.js";

/** CPU milliseconds of thread `tid` of this process from /proc (user + system, in clock ticks of 10 ms), or null. */
function threadCpuMs(tid: number): number | null {
  try {
    const fields = readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const write = process.stdout.write.bind(process.stdout);
let printedMs: number | null = null;
process.stdout.write = ((...args: Parameters<typeof write>) => {
  printedMs ??= performance.now();
  return write(...args);
}) as typeof process.stdout.write;

process.on("exit", () => {
  const cpu = process.cpuUsage();
  const figures: ProbeFigures = {
    readyMs: performance.nodeTiming.bootstrapComplete,
    printedMs,
    exitMs: performance.now(),
    cpuMs: (cpu.user + cpu.system) / 1000,
    mainCpuMs: threadCpuMs(process.pid),
  };
  process.stderr.write(`${PROBE_PREFIX}${JSON.stringify(figures)}\n`);
});
