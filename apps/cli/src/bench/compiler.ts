/**
 * Benchmark `compiler`: the Oracle-text compiler over the whole reference catalog, as
 * `catalog coverage` runs it (every card compiled once).
 *
 * Catalog source, in order: `$FISHBOWL_CATALOG` (a Scryfall array, a compact catalog or an
 * MTGJSON AtomicCards file), `$FISHBOWL_SHARED/data/catalog.json`, `../shared/data/catalog.json`
 * next to the repository root. Without one the benchmark is skipped: a synthetic catalog
 * repeats a few lines and says nothing about the grammar's speed on real text.
 *
 * Reports the first (cold) run, then the median of several runs in this process with the
 * compiler's line cache cleared before each — wall-clock and CPU milliseconds (on a busy
 * machine the CPU figure swings less), cards per second — and the process's peak resident
 * memory after the first run and at the end. Goal: ≤ 3 s and ≤ 200 MB for the 18,334-card
 * catalog.
 *
 * And the compiled catalog (what `catalog import` writes beside the catalog), measured after
 * the first run, while the heap is still small: the catalog is written as an imported one in
 * a temporary folder with its compiled catalog, and the median time to load both
 * (`loadCatalogWithCompiled`, as coverage does) is reported beside the time to load the
 * catalog alone. Goal: ≤ 0.5 s.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clearCompilerCache, compileCard, serializeCatalog, type CatalogCard } from "@fishbowl/cards";
import { writeCompiledCatalog } from "../catalog/compiled.js";
import { loadCatalogFile, loadCatalogWithCompiled } from "../catalog/load.js";
import { fromAnyJson } from "./catalog-search.js";

const RUNS = 7;

/** The reference catalog file and whether it exists (`$FISHBOWL_CATALOG` is taken as given). */
export function referenceCatalogFile(env: NodeJS.ProcessEnv = process.env): { file: string; exists: boolean } {
  const root = fileURLToPath(new URL("../../../../", import.meta.url));
  const candidates = env.FISHBOWL_CATALOG
    ? [env.FISHBOWL_CATALOG]
    : [
        ...(env.FISHBOWL_SHARED ? [path.join(env.FISHBOWL_SHARED, "data", "catalog.json")] : []),
        path.join(root, "..", "shared", "data", "catalog.json"),
      ];
  const file = candidates.find((f) => fs.existsSync(f));
  return file ? { file, exists: true } : { file: candidates[0]!, exists: false };
}

function compileAll(cards: readonly CatalogCard[]): { ms: number; cpuMs: number; automated: number } {
  clearCompilerCache();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let automated = 0;
  for (const c of cards) if (compileCard(c).automated) automated++;
  const cpu = process.cpuUsage(cpu0);
  return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, automated };
}

const mb = (bytes: number): string => `${(bytes / 1_048_576).toFixed(0)} MB`;
const peakRss = (): string => mb(process.resourceUsage().maxRSS * 1024);
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs the benchmark; returns report lines. */
export async function run(): Promise<string[]> {
  const { file, exists } = referenceCatalogFile();
  if (!exists)
    return [
      `skipped: no reference catalog at ${file} (set FISHBOWL_CATALOG to a catalog file or FISHBOWL_SHARED to the folder holding data/catalog.json)`,
    ];
  const lines: string[] = [];
  const t = performance.now();
  const cards = fromAnyJson(JSON.parse(fs.readFileSync(file, "utf8")));
  lines.push(`catalog: ${cards.length} cards from ${file} (${(performance.now() - t).toFixed(0)} ms to read)`);
  const rate = (ms: number): string => `${Math.round((cards.length * 1000) / ms).toLocaleString("en-US")} cards/s`;
  const cold = compileAll(cards);
  lines.push(
    `first run (cold): ${cold.ms.toFixed(0)} ms (CPU ${cold.cpuMs.toFixed(0)} ms), ${rate(cold.ms)}; ${cold.automated} automated; peak RSS after it ${peakRss()} (the goal's figure)`,
  );
  const loadLines = compiledCatalogLoad(cards);
  const runs = Array.from({ length: RUNS }, () => compileAll(cards));
  const ms = median(runs.map((r) => r.ms));
  const cpuMs = median(runs.map((r) => r.cpuMs));
  lines.push(
    `median of ${RUNS} runs: ${ms.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms), ${rate(ms)}; min ${Math.min(...runs.map((r) => r.ms)).toFixed(0)}, max ${Math.max(...runs.map((r) => r.ms)).toFixed(0)} ms`,
  );
  lines.push(`peak RSS of the whole benchmark (every run and load, garbage included): ${peakRss()}`);
  lines.push("goal: whole catalog <= 3000 ms, peak RSS <= 200 MB");
  lines.push(...loadLines);
  return lines;
}

function timeMs(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/** Loading an imported catalog with and without its compiled catalog (median of several loads). */
function compiledCatalogLoad(cards: readonly CatalogCard[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fishbowl-bench-"));
  try {
    const file = path.join(dir, "catalog.json");
    const text = serializeCatalog(cards);
    fs.writeFileSync(file, text);
    writeCompiledCatalog(file, loadCatalogFile(file), text, (c) => compileCard(c));
    const size = fs.statSync(path.join(dir, "catalog.compiled.json")).size;
    let size2 = 0;
    const both = Array.from({ length: RUNS }, () =>
      timeMs(() => {
        size2 = loadCatalogWithCompiled(file).compiled?.size ?? 0;
      }),
    );
    const alone = Array.from({ length: RUNS }, () => timeMs(() => loadCatalogFile(file)));
    if (size2 !== cards.length)
      throw new Error(`the compiled catalog was not used (${size2} of ${cards.length} cards)`);
    return [
      `compiled catalog (${mb(size)}): catalog + compiled catalog load ${median(both).toFixed(0)} ms, catalog alone ${median(alone).toFixed(0)} ms (median of ${RUNS})`,
      "goal: loading the compiled catalog <= 500 ms",
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
