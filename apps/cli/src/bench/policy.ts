/**
 * Benchmark `policy` (`pnpm bench policy`): how far the autopilot's play is from the best
 * achievable, on simple decks of the built-in pool that the exact model of `kill-solver.ts`
 * describes. For each deck, on the play and on the draw:
 *
 * - the optimum: the exact expected kill turn under optimal bottoming and play, with the
 *   autopilot's keep rule (`keepRange`);
 * - the autopilot: its mean kill turn over `GAMES` seeded games (`gameSeed(SEED, i)`) ± its
 *   standard error;
 * - the gap: the autopilot's kill turn minus that of the optimal policy played on the same
 *   shuffle (the same hands before each mulligan and the same library order, read from the
 *   engine's game), averaged over the games ± its standard error — a paired difference, far
 *   more precise than the difference of the two means.
 *
 * A game with no kill by turn 20 counts as turn 21 on both sides.
 */
import { gameSeed, keepRange, playGame } from "@fishbowl/autopilot";
import { applyInPlace, newGame } from "@fishbowl/engine";
import { builtinRegistry } from "@fishbowl/cards";
import { KillTurnSolver, type CardModel, type SimpleDeck } from "./kill-solver.js";

/** Games per deck and side. */
const GAMES = 4000;
const SEED = 1;
const MAX_TURNS = 20;

const land = (card: string, count: number) => ({ card, count, model: { kind: "land" } as CardModel });
const goblins = (count: number) => ({
  card: "Raging Goblin",
  count,
  model: { kind: "creature", cost: 1, power: 1, haste: true } as CardModel,
});
const bolts = (count: number) => ({
  card: "Lightning Bolt",
  count,
  model: { kind: "burn", cost: 1, damage: 3 } as CardModel,
});
const bears = (count: number) => ({
  card: "Grizzly Bears",
  count,
  model: { kind: "creature", cost: 2, power: 2, haste: false } as CardModel,
});

/** The simple decks measured: one-drop haste creatures, burn, two-drop creatures, and haste creatures with burn. */
export const SIMPLE_DECKS: SimpleDeck[] = [
  { name: "goblins (20 Mountain, 40 Raging Goblin)", cards: [land("Mountain", 20), goblins(40)] },
  { name: "bolts (20 Mountain, 40 Lightning Bolt)", cards: [land("Mountain", 20), bolts(40)] },
  { name: "bears (24 Forest, 36 Grizzly Bears)", cards: [land("Forest", 24), bears(36)] },
  { name: "mixed (17 Mountain, 23 Goblin, 20 Bolt)", cards: [land("Mountain", 17), goblins(23), bolts(20)] },
];

/** The autopilot's keep rule, as the solver asks it. */
export function autopilotKeeps(lands: number, mulligans: number): boolean {
  const [lo, hi] = keepRange(mulligans);
  return lands >= lo && lands <= hi;
}

/** The figures of one deck on one side. */
export interface PolicyGap {
  deck: string;
  onThePlay: boolean;
  games: number;
  optimum: number;
  autopilot: { mean: number; se: number };
  /** The optimal policy on the same shuffles (its mean estimates `optimum`). */
  optimalPlayed: { mean: number; se: number };
  gap: { mean: number; se: number };
  refused: number;
}

/** Mean and standard error of the mean. */
function meanSe(xs: number[]): { mean: number; se: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  return { mean, se: Math.sqrt(variance / n) };
}

/** Measures `deck` on one side over `games` games seeded from `seed`. */
export function measureGap(deck: SimpleDeck, onThePlay: boolean, games: number, seed: number): PolicyGap {
  const solver = new KillTurnSolver(deck, { onThePlay, keep: autopilotKeeps, maxTurns: MAX_TURNS });
  const optimum = solver.expectedKillTurn();
  const names = deck.cards.flatMap((c) => Array<string>(c.count).fill(c.card));
  const kindOf = new Map(deck.cards.map((c, i) => [c.card, i]));
  const kinds = (ids: string[], s: { objects: Record<string, { card: string | null } | undefined> }) =>
    ids.map((id) => kindOf.get(s.objects[id]?.card ?? "") ?? -1);
  const ap: number[] = [];
  const opt: number[] = [];
  const gap: number[] = [];
  let refused = 0;
  for (let i = 0; i < games; i++) {
    const setup = { deck: names, seed: gameSeed(seed, i), onThePlay };
    const r = playGame(setup, builtinRegistry, { maxTurns: MAX_TURNS });
    refused += r.refused;
    const a = r.killTurn ?? MAX_TURNS + 1;
    // the same shuffle: the hands before each mulligan, then the library's order after the kept one
    const s = newGame(setup, builtinRegistry);
    const hands: number[][] = [];
    for (let m = 0; ; m++) {
      const hand = kinds(s.players.you.hand, s);
      hands.push(hand);
      if (m >= 7 || autopilotKeeps(hand.filter((k) => k === 0).length, m)) break;
      applyInPlace(s, { type: "choose", player: "you", options: ["mulligan"] }, builtinRegistry);
    }
    const o = solver.playOut(hands, kinds(s.players.you.library, s)).killTurn;
    ap.push(a);
    opt.push(o);
    gap.push(a - o);
  }
  return {
    deck: deck.name,
    onThePlay,
    games,
    optimum,
    autopilot: meanSe(ap),
    optimalPlayed: meanSe(opt),
    gap: meanSe(gap),
    refused,
  };
}

const f = (x: { mean: number; se: number }, sign = false) =>
  `${sign && x.mean >= 0 ? "+" : ""}${x.mean.toFixed(3)} ± ${x.se.toFixed(3)}`;

/** One report line of `g`. */
export function gapLine(g: PolicyGap): string {
  return (
    `${g.deck.padEnd(40)} ${g.onThePlay ? "play" : "draw"}  optimum ${g.optimum.toFixed(3)}  ` +
    `autopilot ${f(g.autopilot)}  gap ${f(g.gap, true)}  (optimal policy on the same shuffles ${f(g.optimalPlayed)}; ` +
    `${g.games} games${g.refused ? `, ${g.refused} refused` : ""})`
  );
}

/** Runs the benchmark; returns report lines. */
export async function run(): Promise<string[]> {
  const out: string[] = [];
  for (const deck of SIMPLE_DECKS)
    for (const onThePlay of [true, false]) out.push(gapLine(measureGap(deck, onThePlay, GAMES, SEED)));
  out.push("goal: every gap within 0.02 turns of the optimum (mean kill turn, no kill = 21)");
  return out;
}
