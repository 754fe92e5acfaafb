/**
 * Benchmark `goldfish`: autopilot games per second, microseconds per game and per engine
 * action, on one worker (this thread), on the play, up to turn 20 — the same games `fishbowl
 * goldfish --workers 1` plays. Goal: mono-red-haste ≥ 10,000 games/s.
 *
 * Decks: the three sample decks, then real decks from a catalog when given — `FISHBOWL_DECKS`
 * (deck files, comma-separated) with `FISHBOWL_CATALOG` (a catalog file), or `FISHBOWL_SHARED`
 * (a shared data folder: `data/catalog.json` and three of its `data/decks`). Without these only
 * the sample decks are played (the project's own files suffice).
 *
 * Each deck warms up (the JIT) until it is in steady state — three 250 ms windows in a row
 * whose CPU microseconds per game are within 10 % of one another — or for at most 6 s (the
 * report says which), then plays twelve 250 ms windows. Per deck: the median and best window's
 * games/s (wall clock), the CPU microseconds per game and per action of this process (the
 * garbage collector's helper threads count too; on a busy machine the wall-clock figures
 * swing, these do less), and what the games were like.
 */
import path from "node:path";
import { playGame } from "@fishbowl/autopilot";
import { builtinRegistry, sampleDecks } from "@fishbowl/cards";
import { loadGoldfishDeck, readAnyCatalogWithCompiled, type GoldfishDeck } from "../goldfish/deck.js";
import { gameSeed } from "../goldfish/run.js";

const WINDOW_MS = 250;
const WINDOWS = 12;
const MIN_WARMUP_GAMES = 200;
const MAX_WARMUP_MS = 6000;
const STEADY_WINDOWS = 3;
const STEADY_SPREAD = 0.1;

/** The real decks played from a shared data folder (`FISHBOWL_SHARED`): aggressive lists the autopilot plays whole. */
export const SHARED_DECKS: readonly string[] = [
  "duel-decks-elves-vs-goblins-goblins.txt",
  "charge-of-the-boros.txt",
  "kamahls-temper.txt",
];

/** One window's figures: wall-clock milliseconds, CPU microseconds, games and actions played. */
interface Window {
  wallMs: number;
  cpuUs: number;
  games: number;
  actions: number;
  kills: number;
  turns: number;
}

/** Plays games `first`, `first + 1`… of `deck` for about `ms` milliseconds (at least one game). */
function window(deck: GoldfishDeck, seed: number, first: number, ms: number): Window {
  const w: Window = { wallMs: 0, cpuUs: 0, games: 0, actions: 0, kills: 0, turns: 0 };
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let now = start;
  const setup = { deck: deck.deck, extraCards: deck.extraCards, onThePlay: true };
  do {
    const r = playGame({ ...setup, seed: gameSeed(seed, first + w.games) }, builtinRegistry);
    w.games++;
    w.actions += r.actions.length;
    if (r.killTurn !== null) {
      w.kills++;
      w.turns += r.killTurn;
    }
    now = performance.now();
  } while (now - start < ms);
  const cpu = process.cpuUsage(cpu0);
  w.wallMs = now - start;
  w.cpuUs = cpu.user + cpu.system;
  return w;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Warms `deck` up until the last windows agree (steady state) or time runs out; returns the games played and whether it settled. */
function warmUp(deck: GoldfishDeck): { games: number; steady: boolean } {
  let games = 0;
  while (games < MIN_WARMUP_GAMES) games += window(deck, 999, games, 0).games;
  const perGame: number[] = [];
  const start = performance.now();
  while (performance.now() - start < MAX_WARMUP_MS) {
    const w = window(deck, 999, games, WINDOW_MS);
    games += w.games;
    perGame.push(w.cpuUs / w.games);
    if (perGame.length >= STEADY_WINDOWS) {
      const last = perGame.slice(-STEADY_WINDOWS);
      if (Math.max(...last) <= Math.min(...last) * (1 + STEADY_SPREAD)) return { games, steady: true };
    }
  }
  return { games, steady: false };
}

/** The figures of one deck, as a report line. */
export function benchDeck(label: string, deck: GoldfishDeck): string {
  const warm = warmUp(deck);
  const windows: Window[] = [];
  let games = 0;
  for (let i = 0; i < WINDOWS; i++) {
    const w = window(deck, 1, games, WINDOW_MS);
    games += w.games;
    windows.push(w);
  }
  const sum = (f: (w: Window) => number) => windows.reduce((n, w) => n + f(w), 0);
  const rates = windows.map((w) => (w.games * 1000) / w.wallMs);
  const cpuPerGame = median(windows.map((w) => w.cpuUs / w.games));
  const cpuPerAction = median(windows.map((w) => w.cpuUs / Math.max(1, w.actions)));
  const kills = sum((w) => w.kills);
  return (
    `${label.padEnd(44)} median ${Math.round(median(rates)).toString().padStart(6)} games/s, ` +
    `best ${Math.round(Math.max(...rates))
      .toString()
      .padStart(6)}; ` +
    `${cpuPerGame.toFixed(0).padStart(5)} µs/game, ${cpuPerAction.toFixed(2).padStart(6)} µs/action (CPU; ` +
    `${Math.round(1e6 / cpuPerGame)} games per CPU-second)  ` +
    `[${games} games, ${(sum((w) => w.actions) / games).toFixed(1)} actions/game, ` +
    `kills ${((100 * kills) / games).toFixed(0)} % at turn ${(sum((w) => w.turns) / Math.max(1, kills)).toFixed(2)}; ` +
    `${warm.steady ? `steady state after ${warm.games} warm-up games` : `NOT steady after ${warm.games} warm-up games (${MAX_WARMUP_MS / 1000} s): a noisy machine`}]`
  );
}

/** The real decks to play (files) and the catalog they need, from the environment (see the module comment). */
export function realDecks(env: NodeJS.ProcessEnv = process.env): { files: string[]; catalog: string | undefined } {
  if (env.FISHBOWL_DECKS)
    return { files: env.FISHBOWL_DECKS.split(",").filter((f) => f.length > 0), catalog: env.FISHBOWL_CATALOG };
  if (env.FISHBOWL_SHARED) {
    const data = path.join(env.FISHBOWL_SHARED, "data");
    return {
      files: SHARED_DECKS.map((f) => path.join(data, "decks", f)),
      catalog: env.FISHBOWL_CATALOG ?? path.join(data, "catalog.json"),
    };
  }
  return { files: [], catalog: undefined };
}

/** Runs the benchmark; returns report lines. */
export async function run(): Promise<string[]> {
  const out: string[] = [];
  const report = (line: string) => {
    out.push(line);
  };
  for (const sample of sampleDecks) report(benchDeck(sample.id, loadGoldfishDeck(sample.id, null)));
  const real = realDecks();
  if (real.files.length > 0) {
    const catalog = real.catalog ? readAnyCatalogWithCompiled(real.catalog) : null;
    for (const file of real.files) {
      const deck = loadGoldfishDeck(file, catalog?.cards ?? null, catalog?.compiled);
      const label = `${path.basename(file)}${deck.notAutomated.length ? ` (${deck.notAutomated.length} not automated)` : ""}`;
      report(benchDeck(label, deck));
    }
  } else
    report("(real decks: set FISHBOWL_SHARED=<shared folder>, or FISHBOWL_DECKS=a.txt,b.txt with FISHBOWL_CATALOG)");
  report("goal: mono-red-haste >= 10000 games/s on one worker (median window, a quiet machine)");
  return out;
}
