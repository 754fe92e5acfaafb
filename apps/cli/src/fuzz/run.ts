/**
 * A fuzzing run: games 0…N-1 of a seed (or one game alone, to reproduce a failure), their
 * counts added up, and a report that names the first failures with what reproduces them.
 */
import type { CatalogCard } from "@fishbowl/cards";
import { builtinRegistry } from "@fishbowl/cards";
import { fuzzGame, type Failure, type GameStats } from "./game.js";
import { prototypeSnapshot } from "./invariants.js";
import { builtinPool, catalogPool, hostilePool } from "./pool.js";
import { Random } from "./random.js";

/** What to fuzz. */
export interface RunOptions {
  games: number;
  seed: number;
  /** Only this game of the run (a reproducer). */
  only?: number;
  /** Attempted actions per game at most (default 150). */
  maxActions?: number;
  /** Catalog cards to compile into the pool (with `catalogCards` of them chosen by the seed). */
  catalog?: readonly CatalogCard[];
  catalogCards?: number;
  /** Only catalog cards with static or characteristic-defining abilities (see `catalogPool`), in decks of playsets (`randomDeck`). */
  statics?: boolean;
  /** Called after each game (progress). */
  onGame?: (done: number, totals: RunTotals) => void;
  /** Called when a new kind of failure is first found (to see it before the run ends). */
  onNewFailure?: (f: Failure) => void;
}

/** A run's counts. */
export interface RunTotals {
  games: number;
  actions: number;
  legal: number;
  manual: number;
  wild: number;
  malformed: number;
  accepted: number;
  refusals: number;
  exceptions: number;
  breaks: number;
  /** With `only`: that game's setup and accepted actions (see `GameStats.trace`). */
  trace?: GameStats["trace"];
  /** Catalog cards the compiler threw on (counted as exceptions too). */
  compileErrors: number;
  /** The failures by kind (ids and numbers of the message left out), each with its count and first occurrence. */
  failures: Map<string, { count: number; first: Failure }>;
}

/** A failure's kind: its message without the ids, numbers and source positions that differ from one occurrence to the next. */
export function signature(f: Failure): string {
  return `${f.kind}: ${f.message
    .replace(/ @ .*$/, "")
    .replace(/\b[oct]\d+\b/g, "#")
    .replace(/-?\d+(\.\d+)?(e[+-]?\d+)?/g, "N")}`;
}

function note(totals: RunTotals, f: Failure, onNew?: (f: Failure) => void): void {
  const key = signature(f);
  const hit = totals.failures.get(key);
  if (hit) hit.count++;
  else {
    totals.failures.set(key, { count: 1, first: f });
    onNew?.(f);
  }
}

/** Runs the games; never throws for what the engine does (that is counted). */
export function runFuzz(opts: RunOptions): RunTotals {
  const totals: RunTotals = {
    games: 0,
    actions: 0,
    legal: 0,
    manual: 0,
    wild: 0,
    malformed: 0,
    accepted: 0,
    refusals: 0,
    exceptions: 0,
    breaks: 0,
    compileErrors: 0,
    failures: new Map(),
  };
  const snapshot = prototypeSnapshot();
  const pool = builtinPool();
  const hostile = hostilePool();
  const compiled = opts.catalog
    ? catalogPool(opts.catalog, opts.catalogCards ?? 300, new Random(opts.seed, -1), { statics: opts.statics ?? false })
    : { cards: [], compileErrors: [] };
  for (const e of [...hostile.compileErrors, ...compiled.compileErrors]) {
    totals.compileErrors++;
    totals.exceptions++;
    note(totals, {
      kind: "exception",
      seed: opts.seed,
      game: -1,
      action: -1,
      message: `the compiler threw on ${JSON.stringify(e.name)}: ${e.message}`,
    });
  }
  const gameOpts = {
    maxActions: opts.maxActions ?? 150,
    pool: [...pool, ...compiled.cards],
    hostile: hostile.cards,
    registry: builtinRegistry,
    playsets: opts.statics ?? false,
  };
  const games = opts.only !== undefined ? [opts.only] : Array.from({ length: opts.games }, (_, i) => i);
  for (const g of games) {
    const s: GameStats = fuzzGame(opts.seed, g, gameOpts, snapshot);
    totals.games++;
    totals.actions += s.actions;
    totals.legal += s.legal;
    totals.manual += s.manual;
    totals.wild += s.wild;
    totals.malformed += s.malformed;
    totals.accepted += s.accepted;
    totals.refusals += s.refusals;
    totals.exceptions += s.exceptions;
    totals.breaks += s.breaks;
    for (const f of s.failures) note(totals, f, opts.onNewFailure);
    if (opts.only !== undefined && s.trace) totals.trace = s.trace;
    opts.onGame?.(totals.games, totals);
  }
  return totals;
}

/** The report's lines: counts, then up to `show` kinds of failure, each with its count and the reproducer of its first occurrence (`args`: the run's other options, e.g. `--catalog FILE`). */
export function report(t: RunTotals, show = 10, args = ""): string[] {
  const out = [
    `games ${t.games}, actions ${t.actions} (legal ${t.legal}, manual ${t.manual}, crafted illegal ${t.malformed + t.wild}: malformed ${t.malformed}, wild ${t.wild})`,
    `accepted ${t.accepted}, refusals ${t.refusals}, exceptions ${t.exceptions}, invariant breaks ${t.breaks}${t.compileErrors ? ` (compiler errors ${t.compileErrors})` : ""}`,
  ];
  const kinds = [...t.failures.values()];
  for (const { count, first: f } of kinds.slice(0, show)) {
    out.push(`${f.kind} (${count}×), first in game ${f.game}, action ${f.action}: ${f.message}`);
    if (f.attempted !== undefined)
      out.push(`    attempted: ${f.attempted.length > 400 ? `${f.attempted.slice(0, 400)}…` : f.attempted}`);
    if (f.game >= 0) out.push(`    reproduce: pnpm fuzz --seed ${f.seed} --game ${f.game}${args}`);
  }
  if (kinds.length > show) out.push(`… and ${kinds.length - show} more kinds of failure`);
  return out;
}
