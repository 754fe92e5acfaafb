/**
 * `fishbowl goldfish [deck] [--games N] [--first-game F] [--seed S] [--draw] [--max-turns T]
 * [--workers W] [--progress] [--json] [--catalog FILE] [--save FILE [--save-game K]] [--profile FILE]` — plays N goldfish games on
 * autopilot (packages/autopilot, `@fishbowl/autopilot`) and reports the kill-turn distribution.
 *
 * - `deck`: a sample deck id (`mono-red-haste` — the default —, `gruul-earthbend`,
 *   `boros-tokens`) or a deck file in any supported format.
 * - Game i is seeded from (S, i) only (`gameSeed`), so the results are the same whatever
 *   `--workers` is; the default is one thread below `WORKER_CROSSOVER_GAMES` games (a worker
 *   costs more to start than it earns back) and one worker thread per core above. Outcomes
 *   stream into counts (`Tally`), so memory does not grow with N.
 * - `--first-game F` plays games F … F+N−1 of the seed: `--games 100000 --first-game 0`,
 *   `--first-game 100000`, … are the batches of one run, and their histograms add up to it.
 * - `--catalog FILE` (a Scryfall or MTGJSON bulk file, or a catalog from `fishbowl catalog
 *   import`): cards without a definition are played with their printed characteristics
 *   and listed as not automated.
 * - `--save FILE` writes game K's game file (`fishbowl-gamefile/1`, default K = 1) for
 *   `fishbowl replay`.
 * - `--profile FILE` writes a CPU profile of the games (a `.cpuprofile`, see
 *   profiling/cpu-profile.ts), played on this thread: it implies `--workers 1`.
 *
 * Output: a readable report on stdout, or with `--json` one JSON object (`GoldfishSummary`).
 * A progress bar goes to stderr for runs over a second when stderr is a terminal.
 * Exit status: 0; 1 for a deck or catalog problem (the message names the file and line) or
 * when a game threw; 2 for a usage error.
 */
import { existsSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { DeckLoadError, loadPlainDeck, type GoldfishDeck } from "../goldfish/plain-deck.js";
import type { GoldfishJob } from "../goldfish/run.js";
import { summarizeTally, type GoldfishSummary } from "../goldfish/summary.js";
import { cappedWorkers, defaultWorkers, runGames } from "../goldfish/pool.js";
import { processIO, type CommandIO } from "./io.js";
import { progressLine } from "./progress.js";
import { argumentError, helpHint, joinNegativeValues } from "../args.js";

const USAGE = `usage: fishbowl goldfish [deck] [options]

  Plays goldfish games on autopilot and reports how fast the deck kills.

  deck                 a sample deck (mono-red-haste, gruul-earthbend, boros-tokens) or a deck file
                       (default: mono-red-haste)
  --games N            number of games (default 1000)
  --first-game F       play games F to F+N-1 of the seed (default 0): batches of one long run
  --seed S             run seed; game i is seeded from (S, i) (default 1)
  --draw               be on the draw (default: on the play)
  --max-turns T        give up after your turn T (default 20)
  --workers W          worker threads (default: 1 below 8000 games, else one per core)
  --progress           print progress lines on stderr even when it is not a terminal
  --json               print one JSON object
  --catalog FILE       play cards without a definition with their printed characteristics
                       (a Scryfall or MTGJSON bulk file, or a catalog from "fishbowl catalog import";
                       default: the catalog "fishbowl catalog import" wrote, for a list naming cards
                       beyond the built-in ones)
  --save FILE          write a game file of game K (see --save-game) for "fishbowl replay"
  --save-game K        which game --save writes (1 to N, default 1; needs --save)
  --profile FILE       write a CPU profile of the games (.cpuprofile: Chrome DevTools, VS Code,
                       speedscope); the games run on one thread (implies --workers 1)
`;

function positiveInt(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    throw new UsageError(`--${name} must be a whole number ≥ ${min} (got "${value}")`);
  }
  return Number(value);
}

class UsageError extends Error {}

/** Entry point used by `main.ts`: `argv` is what follows `fishbowl goldfish`. Returns the exit status. */
export async function run(argv: string[], io: CommandIO = processIO): Promise<number> {
  let workersNote: string | undefined;
  let opts: {
    deck: string;
    games: number;
    firstGame: number;
    seed: number;
    onThePlay: boolean;
    maxTurns: number;
    workers: number;
    progress: boolean;
    json: boolean;
    catalog?: string;
    save?: string;
    saveGame: number;
    profile?: string;
  };
  try {
    const { values, positionals } = parseArgs({
      args: joinNegativeValues(argv, ["games", "first-game", "seed", "max-turns", "workers", "save-game"]),
      allowPositionals: true,
      strict: true,
      options: {
        games: { type: "string" },
        "first-game": { type: "string" },
        progress: { type: "boolean" },
        seed: { type: "string" },
        draw: { type: "boolean" },
        "max-turns": { type: "string" },
        workers: { type: "string" },
        json: { type: "boolean" },
        catalog: { type: "string" },
        save: { type: "string" },
        "save-game": { type: "string" },
        profile: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.stdout(USAGE);
      return 0;
    }
    if (positionals.length > 1) throw new UsageError("give at most one deck");
    opts = {
      deck: positionals[0] ?? "mono-red-haste",
      games: positiveInt("games", values.games, 1000),
      firstGame: positiveInt("first-game", values["first-game"], 0, 0),
      seed: positiveInt("seed", values.seed, 1, 0),
      onThePlay: !values.draw,
      maxTurns: positiveInt("max-turns", values["max-turns"], 20),
      workers: positiveInt("workers", values.workers, 0),
      progress: values.progress ?? false,
      json: values.json ?? false,
      ...(values.catalog !== undefined ? { catalog: values.catalog } : {}),
      ...(values.save !== undefined ? { save: values.save } : {}),
      saveGame: positiveInt("save-game", values["save-game"], 1),
      ...(values.profile !== undefined ? { profile: values.profile } : {}),
    };
    if (opts.profile !== undefined) {
      if (values.workers !== undefined && opts.workers > 1)
        throw new UsageError("--profile plays the games on one thread: it cannot be used with --workers above 1");
      opts.workers = 1;
    }
    if (opts.seed > 0xffffffff) throw new UsageError("--seed must be below 2^32");
    if (opts.workers === 0) opts.workers = defaultWorkers(opts.games);
    else ({ workers: opts.workers, note: workersNote } = cappedWorkers(opts.workers));
    // gameSeed mixes the index as a 32-bit number: beyond 2^32 games seeds would repeat
    if (opts.firstGame + opts.games > 2 ** 32) throw new UsageError("--first-game plus --games must be at most 2^32");
    if (values["save-game"] !== undefined) {
      if (opts.save === undefined) throw new UsageError("--save-game needs --save FILE (the game file to write)");
      if (opts.saveGame > opts.games)
        throw new UsageError(
          `--save-game must be between 1 and the number of games (${opts.games}) (got ${opts.saveGame})`,
        );
    }
  } catch (err) {
    io.stderr(`fishbowl goldfish: ${argumentError(err, USAGE)}\n${helpHint("goldfish")}\n`);
    return 2;
  }

  if (opts.save !== undefined) {
    const problem = saveTargetProblem(opts.save);
    if (problem !== null) {
      io.stderr(`fishbowl goldfish: --save ${problem}\n`);
      return 1;
    }
  }

  if (opts.profile !== undefined) {
    const problem = saveTargetProblem(opts.profile);
    if (problem !== null) {
      io.stderr(`fishbowl goldfish: --profile ${problem}\n`);
      return 1;
    }
  }

  let deck: GoldfishDeck;
  try {
    deck = await loadDeck(opts.deck, opts.catalog);
  } catch (err) {
    if (err instanceof DeckLoadError) {
      io.stderr(`fishbowl goldfish: ${err.message}\n`);
      return 1;
    }
    throw err;
  }

  if (workersNote !== undefined) io.stderr(`fishbowl goldfish: ${workersNote}\n`);
  const job: GoldfishJob = {
    deck: deck.deck,
    extraCards: deck.extraCards,
    seed: opts.seed,
    onThePlay: opts.onThePlay,
    maxTurns: opts.maxTurns,
  };
  const started = performance.now();
  const progress = progressLine(io, opts.games, started, opts.progress);
  const play = () =>
    runGames(job, { games: opts.games, firstGame: opts.firstGame, workers: opts.workers }, progress.update);
  const tally =
    opts.profile !== undefined
      ? await (await import("../profiling/cpu-profile.js")).withCpuProfile(opts.profile, play)
      : await play();
  progress.end();
  const seconds = (performance.now() - started) / 1000;
  const summary = summarizeTally(tally, {
    firstGame: opts.firstGame,
    deck: deck.name ? `${deck.name} (${deck.label})` : deck.label,
    seed: opts.seed,
    onThePlay: opts.onThePlay,
    maxTurns: opts.maxTurns,
    workers: Math.max(1, Math.min(opts.workers, opts.games)),
    seconds,
    notAutomated: deck.notAutomated,
    unautomatedClauses: Object.fromEntries(
      deck.notAutomated.map((n) => [
        n,
        (Object.hasOwn(deck.extraCards, n) ? deck.extraCards[n]!.unautomated : undefined) ?? [
          "no definition: played with its printed characteristics only",
        ],
      ]),
    ),
  });

  if (opts.save !== undefined) {
    const [{ playGame, gameSeed }, { snapshotRegistry }, { gameFileOf, writeGameFile }, { writeFileAtomic }] =
      await Promise.all([
        import("@fishbowl/autopilot"),
        import("@fishbowl/cards/play"),
        import("@fishbowl/game-file"),
        import("../catalog/atomic.js"),
      ]);
    const k = opts.firstGame + opts.saveGame - 1;
    const setup = {
      deck: deck.deck,
      seed: gameSeed(opts.seed, k),
      onThePlay: opts.onThePlay,
      ...(Object.keys(deck.extraCards).length ? { extraCards: deck.extraCards } : {}),
    };
    const r = playGame(setup, snapshotRegistry, { maxTurns: opts.maxTurns });
    try {
      writeFileAtomic(opts.save, writeGameFile(gameFileOf(setup, r.actions))); // whole or not at all: never a half-written file
    } catch (err) {
      io.stderr(`fishbowl goldfish: --save ${opts.save}: ${writeErrorWords(err)}\n`);
      return 1;
    }
    io.stderr(`fishbowl goldfish: wrote game ${opts.saveGame} to ${opts.save} (${r.actions.length} actions)\n`);
  }

  io.stdout(opts.json ? JSON.stringify(summary, null, 2) + "\n" : formatSummary(summary));
  if (summary.errors > 0) {
    io.stderr(`fishbowl goldfish: ${summary.errors} game(s) threw an exception; the first: ${summary.firstError}\n`);
    return 1;
  }
  return 0;
}

/** Why a game file cannot be written at `file` (in words, naming the path), or null when it can. */
export function saveTargetProblem(file: string): string | null {
  try {
    const st = statSync(file);
    if (st.isDirectory())
      return `${file}: is a directory, not a file (give a file name, e.g. ${file.replace(/[\\/]+$/, "")}/game.json)`;
    return null;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "ENOTDIR") return `${file}: a part of this path is a file, not a folder`;
    if (code !== "ENOENT") return `${file}: ${writeErrorWords(err)}`;
  }
  const dir = dirname(file);
  try {
    if (!statSync(dir).isDirectory()) return `${file}: ${dir} is a file, not a folder`;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "ENOENT") return `${file}: folder does not exist: ${dir}`;
    if (code === "ENOTDIR") return `${file}: a part of the folder ${dir} is a file, not a folder`;
    return `${file}: ${writeErrorWords(err)}`;
  }
  return null;
}

function writeErrorWords(err: unknown): string {
  const code = (err as { code?: string } | null)?.code;
  if (code === "EISDIR") return "is a directory, not a file";
  if (code === "ENOENT") return "the folder does not exist";
  if (code === "ENOTDIR") return "a part of this path is a file, not a folder";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EROFS") return "the file system is read-only";
  if (code === "ENOSPC") return "the disk is full";
  return `cannot be written (${code ?? (err instanceof Error ? err.message : String(err))})`;
}

/**
 * The deck `spec` with built-in cards only when that is all it needs (the light loader, no
 * catalog or XML libraries), else with the whole of @fishbowl/cards and the catalog `catalog`.
 * Throws `DeckLoadError`.
 */
export async function loadDeck(spec: string, catalog: string | undefined): Promise<GoldfishDeck> {
  if (catalog === undefined) {
    // the built-in cards first (no catalog to read: the fast path of the sample decks); a list
    // naming other cards plays with the catalog imported by "fishbowl catalog import", if any
    let unknown: DeckLoadError | undefined;
    try {
      const plain = loadPlainDeck(spec);
      if (plain !== null) return plain;
    } catch (err) {
      if (!(err instanceof DeckLoadError)) throw err;
      unknown = err;
    }
    const { defaultCatalogPath } = await import("../catalog/paths.js"); // (not loaded for the sample decks)
    const imported = defaultCatalogPath();
    if (existsSync(imported)) catalog = imported;
    else if (unknown) throw unknown;
  }
  const { loadGoldfishDeck, readAnyCatalogWithCompiled } = await import("../goldfish/deck.js");
  const cards = catalog !== undefined ? readAnyCatalogWithCompiled(catalog) : null;
  return loadGoldfishDeck(spec, cards?.cards ?? null, cards?.compiled);
}

/** The readable report. */
export function formatSummary(s: GoldfishSummary): string {
  const out: string[] = [];
  const pct = (n: number) => `${((100 * n) / Math.max(1, s.games)).toFixed(1)}%`;
  out.push(
    `${s.deck}: ${s.games} games${s.firstGame ? ` (games ${s.firstGame}–${s.firstGame + s.games - 1})` : ""}, seed ${s.seed}, ${s.onThePlay ? "on the play" : "on the draw"}, up to turn ${s.maxTurns}, ${s.workers} worker${s.workers === 1 ? "" : "s"}`,
  );
  const k = s.killTurn;
  if (k.mean === null) out.push(`Kill turn: no kill in ${s.games} games by turn ${s.maxTurns}`);
  else {
    out.push(
      `Kill turn (${k.kills} of ${s.games} games that killed by turn ${s.maxTurns}): mean ${k.mean.toFixed(2)}, median ${k.median}, quartiles ${k.q1}–${k.q3}`,
    );
    const turns = Object.keys(k.histogram)
      .map(Number)
      .sort((a, b) => a - b);
    const max = Math.max(...Object.values(k.histogram));
    const width = 40;
    for (let t = turns[0]!; t <= turns[turns.length - 1]!; t++) {
      const n = k.histogram[String(t)] ?? 0;
      const bar = "█".repeat(Math.round((n / max) * width));
      out.push(`  turn ${String(t).padStart(2)} ${bar.padEnd(width)} ${String(n).padStart(6)}  ${pct(n).padStart(6)}`);
    }
  }
  // Decked games ended early (the goldfish won): they are not "no kill by turn T".
  out.push(`No kill by turn ${s.maxTurns}: ${k.noKill - k.decked} (${pct(k.noKill - k.decked)})`);
  if (k.decked > 0) out.push(`Decked (lost by drawing from an empty library): ${k.decked} (${pct(k.decked)})`);
  const mh = Object.entries(s.mulliganHistogram)
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([m, n]) => `${m}: ${n}`)
    .join(", ");
  out.push(`Mulligans: ${s.mulligans} (${s.mulligansPerGame.toFixed(2)} a game; games by mulligans taken — ${mh})`);
  if (s.refused > 0) out.push(`Refused autopilot actions: ${s.refused} (first: ${s.firstRefusal})`);
  if (s.errors > 0) out.push(`Games that threw: ${s.errors} (first: ${s.firstError})`);
  out.push(`${s.games} games in ${s.seconds.toFixed(2)} s: ${s.gamesPerSecond} games/s`);
  if (s.notAutomated.length > 0) {
    out.push(`Not automated (${s.notAutomated.length} cards; what compiled of them is played, the rest is not):`);
    for (const n of s.notAutomated)
      out.push(`  ${n} — not: ${(s.unautomatedClauses[n] ?? ["printed characteristics only"]).join(" | ")}`);
  }
  return out.join("\n") + "\n";
}
