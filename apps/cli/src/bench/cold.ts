/**
 * Benchmark `cold`: where the wall time of the default `fishbowl goldfish` (1,000 games of
 * mono-red-haste, a fresh process each time: the cold case of issue 16, goal ≤ 1.5 s) goes.
 * Runs the bundled CLI (`out/fishbowl.js goldfish --json`) `FISHBOWL_COLD_RUNS` times (default
 * 7) with the probe of cold-probe.ts and reports the medians of: node's own start-up, the CLI's
 * loading (modules, arguments, deck) and report, the games (the summary's `seconds`), the exit,
 * and the CPU time — the main thread's, and the other threads' (the JIT compiler's background
 * jobs and the garbage collector's helpers), which compete with the games for the cores.
 * `FISHBOWL_COLD_NODE_FLAGS` (space-separated) are passed to those processes' node, to compare
 * runtime flags (e.g. `--v8-pool-size=1`).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { PROBE_PREFIX, type ProbeFigures } from "./cold-figures.js";

/** One run's wall-clock parts (milliseconds) and CPU time (milliseconds). */
export interface ColdRun {
  /** Node's start-up, before the CLI's code. */
  nodeMs: number;
  /** From node ready to the printed result, less the games: modules, arguments, deck, summary. */
  cliMs: number;
  /** The games (the summary's `seconds`). */
  gamesMs: number;
  /** Process start to the printed result. */
  printedMs: number;
  /** The printed result to the exit. */
  exitMs: number;
  cpuMs: number;
  /** The main thread's CPU time, or null where unknown. */
  mainCpuMs: number | null;
}

/** A run's parts from the probe's figures and the summary's `seconds` (the games' wall-clock time). */
export function coldRun(p: ProbeFigures, gamesSeconds: number): ColdRun {
  const printedMs = p.printedMs ?? p.exitMs;
  const gamesMs = gamesSeconds * 1000;
  return {
    nodeMs: p.readyMs,
    cliMs: printedMs - p.readyMs - gamesMs,
    gamesMs,
    printedMs,
    exitMs: p.exitMs - printedMs,
    cpuMs: p.cpuMs,
    mainCpuMs: p.mainCpuMs,
  };
}

/** The median of `xs` (the lower middle one of an even count); NaN for none. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  return [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1]!;
}

/** The report lines of `runs`: medians (and ranges) of each part. */
export function coldReport(runs: readonly ColdRun[]): string[] {
  const part = (label: string, f: (r: ColdRun) => number) => {
    const xs = runs.map(f);
    return `${label.padEnd(34)} ${median(xs).toFixed(0).padStart(6)} ms  [${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}]`;
  };
  const lines = [
    part("printed (process start → result)", (r) => r.printedMs),
    part("  node start-up", (r) => r.nodeMs),
    part("  CLI load + report (modules, deck)", (r) => r.cliMs),
    part("  games", (r) => r.gamesMs),
    part("exit after the result", (r) => r.exitMs),
    part("CPU, all threads", (r) => r.cpuMs),
  ];
  if (runs.every((r) => r.mainCpuMs !== null)) {
    lines.push(part("  main thread", (r) => r.mainCpuMs!));
    lines.push(part("  other threads (JIT, GC helpers)", (r) => r.cpuMs - r.mainCpuMs!));
  }
  return lines;
}

/** Runs the benchmark; returns report lines. */
export async function run(): Promise<string[]> {
  const cli = fileURLToPath(new URL("../../out/fishbowl.js", import.meta.url));
  const probe = fileURLToPath(new URL("./cold-probe.js", import.meta.url));
  if (!existsSync(cli)) return [`(the bundled CLI is missing: ${cli}; build the CLI first)`];
  const count = Math.max(1, Number(process.env.FISHBOWL_COLD_RUNS ?? 7) || 7);
  const load0 = loadavg()[0]!;
  const flags = (process.env.FISHBOWL_COLD_NODE_FLAGS ?? "").split(/\s+/).filter((f) => f.length > 0);
  const runs: ColdRun[] = [];
  for (let i = 0; i < count; i++) {
    const r = spawnSync(process.execPath, [...flags, "--import", probe, cli, "goldfish", "--json"], {
      encoding: "utf8",
    });
    const line = r.stderr.split("\n").find((l) => l.startsWith(PROBE_PREFIX));
    if (r.status !== 0 || line === undefined) return [`(run ${i + 1} failed, status ${r.status}: ${r.stderr.trim()})`];
    const summary = JSON.parse(r.stdout) as { seconds: number };
    runs.push(coldRun(JSON.parse(line.slice(PROBE_PREFIX.length)) as ProbeFigures, summary.seconds));
  }
  return [
    `fishbowl goldfish (1000 games of mono-red-haste, one thread), ${count} fresh processes${flags.length ? ` (node ${flags.join(" ")})` : ""}, medians:`,
    ...coldReport(runs),
    `load average ${load0.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after (on 2 cores above ~1 the figures swing)`,
    "goal: printed <= 1500 ms (issue 16)",
  ];
}
