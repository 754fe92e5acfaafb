/**
 * Streaming a run's outcomes into counts: a `Tally` holds everything the summary needs (the
 * kill-turn and mulligan histograms, the counts, the first error and refusal by game index) and
 * nothing per game, so a million games take the memory of one. Tallies of disjoint sets of games
 * merge into the tally of their union whatever the order, which is what makes a run's summary
 * the same for any number of workers and any split into batches (`--first-game`).
 */

/** One game's outcome. `error` is set when the game threw (an engine or autopilot bug). */
export interface GameOutcome {
  index: number;
  killTurn: number | null;
  mulligans: number;
  refused: number;
  actions: number;
  /** The game ended because you drew from an empty library (the goldfish won). */
  decked?: boolean;
  error?: string;
  refusal?: string;
}

/** A message of the game with the lowest index that has one. */
export interface IndexedMessage {
  index: number;
  message: string;
}

/** Counts over a set of games (plain data: it crosses worker boundaries). */
export interface Tally {
  games: number;
  /** `kills[t]`: games killed on your turn t (dense: zeros, no holes). */
  kills: number[];
  noKill: number;
  decked: number;
  /** `mulligans[m]`: games that took m mulligans. */
  mulligans: number[];
  refused: number;
  errors: number;
  actions: number;
  firstError?: IndexedMessage;
  firstRefusal?: IndexedMessage;
}

/** A tally of no games. */
export function emptyTally(): Tally {
  return { games: 0, kills: [], noKill: 0, decked: 0, mulligans: [], refused: 0, errors: 0, actions: 0 };
}

function earlier(a: IndexedMessage | undefined, b: IndexedMessage | undefined): IndexedMessage | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return b.index < a.index ? b : a;
}

/** Adds one to `counts[v]`, keeping the array dense (no holes: tallies compare equal whatever the order). */
function bump(counts: number[], v: number): void {
  while (counts.length <= v) counts.push(0);
  counts[v]!++;
}

/** Adds one game's outcome to `t` (in place). */
export function addOutcome(t: Tally, o: GameOutcome): void {
  t.games++;
  if (o.killTurn === null) t.noKill++;
  else bump(t.kills, o.killTurn);
  if (o.decked === true) t.decked++;
  bump(t.mulligans, o.mulligans);
  t.refused += o.refused;
  t.actions += o.actions;
  if (o.error !== undefined) {
    t.errors++;
    t.firstError = earlier(t.firstError, { index: o.index, message: o.error });
  }
  if (o.refusal !== undefined) t.firstRefusal = earlier(t.firstRefusal, { index: o.index, message: o.refusal });
}

/** The tally of the games of `a` and of `b` (disjoint sets of games); neither is changed. */
export function mergeTallies(a: Tally, b: Tally): Tally {
  const add = (x: number[], y: number[]) =>
    Array.from({ length: Math.max(x.length, y.length) }, (_, i) => (x[i] ?? 0) + (y[i] ?? 0));
  const firstError = earlier(a.firstError, b.firstError);
  const firstRefusal = earlier(a.firstRefusal, b.firstRefusal);
  return {
    games: a.games + b.games,
    kills: add(a.kills, b.kills),
    noKill: a.noKill + b.noKill,
    decked: a.decked + b.decked,
    mulligans: add(a.mulligans, b.mulligans),
    refused: a.refused + b.refused,
    errors: a.errors + b.errors,
    actions: a.actions + b.actions,
    ...(firstError ? { firstError } : {}),
    ...(firstRefusal ? { firstRefusal } : {}),
  };
}

/** The tally of `outcomes`. */
export function tallyOf(outcomes: Iterable<GameOutcome>): Tally {
  const t = emptyTally();
  for (const o of outcomes) addOutcome(t, o);
  return t;
}

/** `counts[v]` games have value v: the count-weighted values' `p`-quantile (as `quantile` of the sorted values). */
export function histogramQuantile(counts: readonly (number | undefined)[], p: number): number | null {
  const n = counts.reduce<number>((s, c) => s + (c ?? 0), 0);
  if (n === 0) return null;
  const pos = (n - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const at = (k: number): number => {
    let seen = 0;
    for (let v = 0; v < counts.length; v++) {
      seen += counts[v] ?? 0;
      if (k < seen) return v;
    }
    throw new Error("histogramQuantile: rank out of range");
  };
  const a = at(lo);
  return a + (at(hi) - a) * (pos - lo);
}

/** `{ "v": count }` for the values with a count, ascending. */
export function histogramRecord(counts: readonly (number | undefined)[]): Record<string, number> {
  const out: Record<string, number> = {};
  counts.forEach((c, v) => {
    if (c) out[String(v)] = c;
  });
  return out;
}
