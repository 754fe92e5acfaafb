/**
 * A comparison's report (`fishbowl compare --json`, and the desktop app's Compare view): each
 * list's mean kill turn and "killed by turn t" shares, and the paired differences A − B with
 * their 95 % intervals; `differenceInWords` says which list is faster.
 */
import { pairedInterval, type Interval, type PairTally } from "./paired.js";
import type { StopReason } from "./schedule.js";
import type { Tally } from "./tally.js";

/** One list's side of a comparison. */
export interface CompareSide {
  deck: string;
  /** Mean kill turn over every game, no kill by turn T counted as T+1. */
  meanKillTurn: number;
  /** `killedBy[t]`: the share of games killed by turn t (t = 0 … T; index 0 is 0). */
  killedBy: number[];
  noKill: number;
  mulligansPerGame: number;
}

/** The report of a comparison (the `--json` shape of `fishbowl compare`). */
export interface CompareSummary {
  a: CompareSide;
  b: CompareSide;
  pairs: number;
  seed: number;
  onThePlay: boolean;
  maxTurns: number;
  /** Cards at the same library position in both lists (see `alignDecks`); the deck sizes. */
  sharedCards: number;
  deckSizes: [number, number];
  /** Why it stopped: the interval reached `precision`, or `maxGames` pairs were played. */
  stopped: StopReason;
  precision: number;
  /** A − B of the mean kill turn (negative: A kills sooner), 95 % interval. */
  killTurnDifference: Interval;
  /** For each turn t = 1 … T, A − B of the share killed by turn t (positive: A more often), 95 % interval. */
  killedByDifference: { turn: number; a: number; b: number; difference: Interval }[];
  errors: number;
  firstError?: string;
  workers: number;
  seconds: number;
}

/** What a summary says about the run besides its pairs (names, settings, timing). */
export interface CompareMeta {
  a: string;
  b: string;
  seed: number;
  onThePlay: boolean;
  maxTurns: number;
  sharedCards: number;
  deckSizes: [number, number];
  stopped: StopReason;
  precision: number;
  workers: number;
  seconds: number;
}

function side(label: string, t: Tally, maxTurns: number): CompareSide {
  const n = Math.max(1, t.games);
  const sum = t.kills.reduce((s, c, turn) => s + c * turn, 0) + t.noKill * (maxTurns + 1);
  const killedBy: number[] = [];
  let cum = 0;
  for (let turn = 0; turn <= maxTurns; turn++) {
    cum += t.kills[turn] ?? 0;
    killedBy.push(cum / n);
  }
  const mull = t.mulligans.reduce((s, c, m) => s + c * m, 0);
  return { deck: label, meanKillTurn: sum / n, killedBy, noKill: t.noKill, mulligansPerGame: mull / n };
}

/** The summary of a comparison's pairs. */
export function compareSummary(p: PairTally, meta: CompareMeta): CompareSummary {
  const a = side(meta.a, p.a, meta.maxTurns);
  const b = side(meta.b, p.b, meta.maxTurns);
  const firstError = p.a.firstError?.message ?? p.b.firstError?.message;
  return {
    a,
    b,
    pairs: p.pairs,
    seed: meta.seed,
    onThePlay: meta.onThePlay,
    maxTurns: meta.maxTurns,
    sharedCards: meta.sharedCards,
    deckSizes: meta.deckSizes,
    stopped: meta.stopped,
    precision: meta.precision,
    killTurnDifference: pairedInterval(p.pairs, p.killDiff, p.killDiff2),
    killedByDifference: Array.from({ length: meta.maxTurns }, (_, i) => i + 1).map((turn) => ({
      turn,
      a: a.killedBy[turn]!,
      b: b.killedBy[turn]!,
      difference: pairedInterval(p.pairs, p.byTurn[turn]!, p.byTurnAbs[turn]!),
    })),
    errors: p.a.errors + p.b.errors,
    ...(firstError !== undefined ? { firstError } : {}),
    workers: meta.workers,
    seconds: meta.seconds,
  };
}

const fixed = (x: number, digits: number): string => {
  const s = Math.abs(x).toFixed(digits);
  return x < 0 && Number(s) !== 0 ? `−${s}` : s;
};

/**
 * Which list kills sooner, in words, from the interval of A − B in mean kill turn (turns;
 * negative: A sooner): "List B kills 0.40 turns sooner than list A (95% CI 0.20–0.60)" when
 * the interval lies on one side of 0, "No clear difference: …" when it contains 0 (with the
 * interval of A − B), "… kill on the same turn in every game" when no pair differed. `names`
 * are how the lists are called ("List A", "List B" by default). `digits`: decimals (2).
 */
export function differenceInWords(
  d: Interval,
  names: { a: string; b: string } = { a: "List A", b: "List B" },
  digits = 2,
): string {
  if (d.mean === 0 && d.halfWidth === 0) return `${names.a} and ${names.b} kill on the same turn in every game`;
  if (!(d.low <= 0 && d.high >= 0)) {
    const aSooner = d.high < 0;
    const [faster, slower] = aSooner ? [names.a, names.b] : [names.b, names.a];
    const [lo, hi] = aSooner ? [-d.high, -d.low] : [d.low, d.high];
    const size = fixed(Math.abs(d.mean), digits);
    return `${faster} kills ${size} turns sooner than ${lowerFirst(slower)} (95% CI ${fixed(lo, digits)}–${fixed(hi, digits)})`;
  }
  const sign = (x: number) => (x > 0 ? `+${fixed(x, digits)}` : fixed(x, digits));
  return `No clear difference: ${names.a} − ${names.b} is ${sign(d.mean)} turns (95% CI ${sign(d.low)} to ${sign(d.high)})`;
}

/** "List A" → "list A" inside a sentence (names that are not "List …" stay as they are). */
function lowerFirst(name: string): string {
  return name.startsWith("List ") ? `list ${name.slice(5)}` : name;
}
