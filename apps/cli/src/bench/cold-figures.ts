/** What the cold probe (cold-probe.ts) reports to the `cold` benchmark (cold.ts), and how its line starts. */

/** What the probe reports: milliseconds since the process started, and CPU milliseconds. */
export interface ProbeFigures {
  /** Node's own start-up done (bootstrap), before any of the CLI's code runs. */
  readyMs: number;
  /** The first write to stdout (the result), or null when none. */
  printedMs: number | null;
  exitMs: number;
  /** CPU time of the whole process (every thread). */
  cpuMs: number;
  /** CPU time of the main thread, or null where /proc is not available. */
  mainCpuMs: number | null;
}

/** The probe's line prefix on stderr. */
export const PROBE_PREFIX = "COLD-PROBE ";
