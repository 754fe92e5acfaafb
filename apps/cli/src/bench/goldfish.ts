/**
 * Benchmark `goldfish`: autopilot games per second on each sample deck, on one worker (this
 * thread), on the play, up to turn 20 — the same games `fishbowl goldfish --workers 1` plays.
 * Each deck runs for about two seconds after a warm-up. Goal: mono-red ≥ 2,000 games/s.
 * Also reported: games per CPU-second of this process (steadier than wall-clock time on a
 * busy machine; the garbage collector's helper threads count too).
 */
import { playGame } from "@fishbowl/engine";
import { builtinRegistry, sampleDecks } from "@fishbowl/cards";
import { loadGoldfishDeck } from "../goldfish/deck.js";
import { gameSeed } from "../goldfish/run.js";

const SECONDS = 2;
const WARMUP_GAMES = 100;

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
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    let elapsed = 0;
    while (elapsed < SECONDS * 1000) {
      const r = playGame({ deck, seed: gameSeed(1, games), onThePlay: true }, builtinRegistry);
      games++;
      actions += r.actions.length;
      if (r.killTurn !== null) { kills++; turns += r.killTurn; }
      if ((games & 7) === 0) elapsed = performance.now() - t0;
    }
    elapsed = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const rate = (games * 1000) / elapsed;
    out.push(
      `${sample.id.padEnd(16)} ${Math.round(rate).toString().padStart(6)} games/s  (${games} games, ${(elapsed / games).toFixed(2)} ms/game, ` +
      `CPU ${Math.round((games * 1000) / cpuMs)} games per CPU-second, ` +
      `${(actions / games).toFixed(1)} actions/game, mean kill turn ${(turns / Math.max(1, kills)).toFixed(2)})`,
    );
  }
  out.push("goal: mono-red-haste >= 2000 games/s on one worker");
  return out;
}
