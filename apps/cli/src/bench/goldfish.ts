/**
 * Benchmark `goldfish`: autopilot games per second on each sample deck, on one worker (this
 * thread), on the play, up to turn 20 — the same games `fishbowl goldfish --workers 1` plays.
 * Goal: mono-red ≥ 2,000 games/s.
 *
 * Each deck plays for about three seconds after a warm-up, measured in 250 ms windows: the
 * report gives the best window (the machine's speed when nothing else competed for the core),
 * the median window, and games per CPU-second of this process (the garbage collector's helper
 * threads count too) — on a busy machine the wall-clock figures swing, these do less.
 */
import { playGame } from "@fishbowl/autopilot";
import { builtinRegistry, sampleDecks } from "@fishbowl/cards";
import { loadGoldfishDeck } from "../goldfish/deck.js";
import { gameSeed } from "../goldfish/run.js";

const WINDOW_MS = 250;
const WINDOWS = 12;
const WARMUP_GAMES = 200;

/** Runs the benchmark; returns report lines. */
export async function run(): Promise<string[]> {
  const out: string[] = [];
  for (const sample of sampleDecks) {
    const { deck } = loadGoldfishDeck(sample.id, null);
    for (let i = 0; i < WARMUP_GAMES; i++) playGame({ deck, seed: gameSeed(999, i), onThePlay: true }, builtinRegistry);
    let games = 0;
    let kills = 0;
    let turns = 0;
    let actions = 0;
    const rates: number[] = [];
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let w = 0; w < WINDOWS; w++) {
      const start = performance.now();
      let n = 0;
      let now = start;
      while (now - start < WINDOW_MS) {
        const r = playGame({ deck, seed: gameSeed(1, games), onThePlay: true }, builtinRegistry);
        games++;
        n++;
        actions += r.actions.length;
        if (r.killTurn !== null) {
          kills++;
          turns += r.killTurn;
        }
        now = performance.now();
      }
      rates.push((n * 1000) / (now - start));
    }
    const elapsed = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    rates.sort((a, b) => a - b);
    const median = rates[Math.floor(rates.length / 2)]!;
    const best = rates[rates.length - 1]!;
    out.push(
      `${sample.id.padEnd(16)} best ${Math.round(best).toString().padStart(5)} games/s, median ${Math.round(median).toString().padStart(5)}, ` +
        `${Math.round((games * 1000) / cpuMs)} per CPU-second  (${games} games in ${(elapsed / 1000).toFixed(1)} s, ` +
        `${(actions / games).toFixed(1)} actions/game, mean kill turn ${(turns / Math.max(1, kills)).toFixed(2)})`,
    );
  }
  out.push("goal: mono-red-haste >= 2000 games/s on one worker");
  return out;
}
