/**
 * `fishbowl compare A B [options]` — plays two lists on the same seeds (paired games: game i
 * of both uses `gameSeed(S, i)`, and the lists are ordered so the cards they share take the
 * same library positions, `alignDecks`) and reports the difference A − B in mean kill turn and
 * in "killed by turn t", each with a 95 % confidence interval over the pairs, stopping once the
 * kill-turn interval is within ± `--precision` turns (`runCompare`: the first check after
 * `--min-games` pairs, then every `--batch` pairs, at most `--games` pairs). A game with no kill
 * by turn T counts as turn T+1 in the mean (so every pair has a difference).
 *
 * Output: a readable report on stdout, or with `--json` one JSON object (`CompareSummary`, and
 * `notAutomated`: each list's cards that are not automated, `{ a, b }`).
 * Exit status: 0; 1 for a deck or catalog problem or when a game threw; 2 for a usage error.
 */
import { parseArgs } from "node:util";
import { alignDecks, compareSummary, differenceInWords, type CompareSummary } from "@fishbowl/compare";
import { DeckLoadError, type GoldfishDeck } from "../goldfish/plain-deck.js";
import { cappedWorkers, defaultWorkers } from "../goldfish/pool.js";
import type { GoldfishJob } from "../goldfish/run.js";
import { loadDeck } from "./goldfish.js";
import { processIO, type CommandIO } from "./io.js";
import { progressLine } from "./progress.js";
import { argumentError, helpHint } from "../args.js";

const USAGE = `usage: fishbowl compare A B [options]

  Plays two deck lists on the same seeds (paired games: the cards both lists share sit at the
  same library positions) and reports the difference A - B in mean kill turn and in "killed by
  turn t", with 95% confidence intervals, stopping once the kill-turn interval is tight.

  A, B                 sample decks (mono-red-haste, gruul-earthbend, boros-tokens) or deck files
  --seed S             run seed; game i of both lists is seeded from (S, i) (default 1)
  --draw               be on the draw (default: on the play)
  --max-turns T        give up after your turn T (default 20); no kill counts as turn T+1
  --precision P        stop once the 95% interval of the kill-turn difference is within
                       +-P turns (default 0.05)
  --min-games N        pairs before the first check (default 1000)
  --batch N            pairs between checks (default 1000)
  --games N            at most N pairs (default 20000)
  --workers W          worker threads (default: 1 below 8000 games, else one per core)
  --progress           print progress lines on stderr even when it is not a terminal
  --json               print one JSON object
  --catalog FILE       play cards without a definition with their printed characteristics
                       (default: the catalog "fishbowl catalog import" wrote, for lists naming cards
                       beyond the built-in ones)
`;

class UsageError extends Error {}

function wholeNumber(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || !Number.isSafeInteger(Number(value)))
    throw new UsageError(`--${name} must be a whole number ≥ ${min} (got "${value}")`);
  return Number(value);
}

export { compareSummary, type CompareSide, type CompareSummary } from "@fishbowl/compare";

/** `x` with `d` decimals and its sign ("+0.28", "−0.05"); a number that rounds to zero has none ("0.0", never "−0.0"). */
export function signed(x: number, d = 2): string {
  const s = Math.abs(x).toFixed(d);
  return Number(s) === 0 ? s : `${x > 0 ? "+" : "−"}${s}`;
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const pts = (x: number) => signed(100 * x, 1);

/** The cards of each list that are not automated (what compiled of them is played, the rest is not), by list. */
export interface NotAutomated {
  a: string[];
  b: string[];
}

/**
 * The lines saying which cards of each list are not automated, empty when none are: a
 * difference between two lists that play half-working cards is not the clean result the
 * numbers alone suggest (`fishbowl goldfish <list>` names the clauses).
 */
export function notAutomatedLines(n: NotAutomated): string[] {
  const out: string[] = [];
  for (const [side, cards] of [
    ["A", n.a],
    ["B", n.b],
  ] as const)
    if (cards.length > 0)
      out.push(
        `Not automated in ${side} (${cards.length} card${cards.length === 1 ? "" : "s"}; what compiled of them is played, the rest is not): ${cards.join(", ")}`,
      );
  if (out.length > 0) out.push(`  ("fishbowl goldfish <list>" names the clauses that are not played)`);
  return out;
}

/** The readable report. */
export function formatCompare(s: CompareSummary, notAutomated: NotAutomated = { a: [], b: [] }): string {
  const d = s.killTurnDifference;
  const out = [
    `A: ${s.a.deck}`,
    `B: ${s.b.deck}`,
    `${s.pairs} paired games (seed ${s.seed}, ${s.onThePlay ? "on the play" : "on the draw"}, up to turn ${s.maxTurns}; ${s.sharedCards} of ${s.deckSizes[0]}/${s.deckSizes[1]} cards at shared positions), ${s.stopped === "precise" ? `stopped: interval within ±${s.precision} turns` : "stopped at the most games (--games)"}`,
    `Mean kill turn (no kill by turn ${s.maxTurns} counts as ${s.maxTurns + 1}): A ${s.a.meanKillTurn.toFixed(2)}, B ${s.b.meanKillTurn.toFixed(2)}`,
    `  A − B ${signed(d.mean)} turns (95% CI ${signed(d.low)} to ${signed(d.high)})`,
    `  ${differenceInWords(d, { a: "A", b: "B" })}`,
    `Killed by turn          A       B   A − B, points (95% CI)`,
  ];
  for (const r of s.killedByDifference) {
    if (Math.max(r.a, r.b) < 0.01 || Math.min(r.a, r.b) > 0.99) continue;
    const x = r.difference;
    out.push(
      `  turn ${String(r.turn).padStart(2)}         ${pct(r.a).padStart(6)}  ${pct(r.b).padStart(6)}   ${pts(x.mean)} (${pts(x.low)} to ${pts(x.high)})`,
    );
  }
  if (s.errors > 0) out.push(`Games that threw: ${s.errors} (first: ${s.firstError})`);
  out.push(...notAutomatedLines(notAutomated));
  out.push(`${2 * s.pairs} games in ${s.seconds.toFixed(2)} s on ${s.workers} thread${s.workers === 1 ? "" : "s"}`);
  return out.join("\n") + "\n";
}

/** Entry point used by `main.ts`: `argv` is what follows `fishbowl compare`. Returns the exit status. */
export async function run(argv: string[], io: CommandIO = processIO): Promise<number> {
  let o;
  let workersNote: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        seed: { type: "string" },
        draw: { type: "boolean" },
        "max-turns": { type: "string" },
        precision: { type: "string" },
        "min-games": { type: "string" },
        batch: { type: "string" },
        games: { type: "string" },
        workers: { type: "string" },
        progress: { type: "boolean" },
        json: { type: "boolean" },
        catalog: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.stdout(USAGE);
      return 0;
    }
    if (positionals.length !== 2) throw new UsageError("give two decks, A and B");
    const precision = values.precision === undefined ? 0.05 : Number(values.precision);
    if (!Number.isFinite(precision) || precision <= 0)
      throw new UsageError(`--precision must be a number of turns above 0 (got "${values.precision}")`);
    const maxGames = wholeNumber("games", values.games, 20000);
    o = {
      a: positionals[0]!,
      b: positionals[1]!,
      seed: wholeNumber("seed", values.seed, 1, 0),
      onThePlay: !values.draw,
      maxTurns: wholeNumber("max-turns", values["max-turns"], 20),
      precision,
      minGames: wholeNumber("min-games", values["min-games"], 1000),
      batch: wholeNumber("batch", values.batch, 1000),
      maxGames,
      workers: defaultWorkers(2 * maxGames),
      progress: values.progress ?? false,
      json: values.json ?? false,
      catalog: values.catalog,
    };
    if (values.workers !== undefined)
      ({ workers: o.workers, note: workersNote } = cappedWorkers(wholeNumber("workers", values.workers, 1)));
    if (o.seed > 0xffffffff) throw new UsageError("--seed must be below 2^32");
    if (o.maxGames > 2 ** 32) throw new UsageError("--games must be at most 2^32");
  } catch (err) {
    io.stderr(`fishbowl compare: ${argumentError(err, USAGE)}\n${helpHint("compare")}\n`);
    return 2;
  }
  let decks: [GoldfishDeck, GoldfishDeck];
  try {
    decks = [await loadDeck(o.a, o.catalog), await loadDeck(o.b, o.catalog)];
  } catch (err) {
    if (err instanceof DeckLoadError) {
      io.stderr(`fishbowl compare: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
  if (workersNote !== undefined) io.stderr(`fishbowl compare: ${workersNote}\n`);
  const aligned = alignDecks(decks[0].deck, decks[1].deck);
  const job = (d: GoldfishDeck, cards: string[]): GoldfishJob => ({
    deck: cards,
    extraCards: d.extraCards,
    seed: o.seed,
    onThePlay: o.onThePlay,
    maxTurns: o.maxTurns,
  });
  const { runCompare } = await import("../goldfish/compare-run.js");
  const started = performance.now();
  const progress = progressLine(io, o.maxGames, started, o.progress, "pairs (at most)");
  const limits = {
    minGames: o.minGames,
    batch: o.batch,
    maxGames: o.maxGames,
    precision: o.precision,
    workers: o.workers,
  };
  const r = await runCompare(job(decks[0], aligned.a), job(decks[1], aligned.b), limits, progress.update);
  progress.end();
  const label = (d: GoldfishDeck) => (d.name ? `${d.name} (${d.label})` : d.label);
  const summary = compareSummary(r.tally, {
    a: label(decks[0]),
    b: label(decks[1]),
    seed: o.seed,
    onThePlay: o.onThePlay,
    maxTurns: o.maxTurns,
    sharedCards: aligned.shared,
    deckSizes: [aligned.a.length, aligned.b.length],
    stopped: r.stopped,
    precision: o.precision,
    workers: Math.max(1, o.workers),
    seconds: Math.round((performance.now() - started) / 10) / 100,
  });
  const notAutomated: NotAutomated = { a: decks[0].notAutomated, b: decks[1].notAutomated };
  io.stdout(
    o.json ? JSON.stringify({ ...summary, notAutomated }, null, 2) + "\n" : formatCompare(summary, notAutomated),
  );
  if (summary.errors > 0) {
    io.stderr(`fishbowl compare: ${summary.errors} game(s) threw an exception; the first: ${summary.firstError}\n`);
    return 1;
  }
  return 0;
}
