import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinDefinitions, sampleDecks } from "@fishbowl/cards";
import { builtinDefinitionsSnapshot, snapshotCardNames } from "@fishbowl/cards/play";
import { loadGoldfishDeck } from "./deck.js";
import { DeckLoadError, loadPlainDeck } from "./plain-deck.js";
import { cappedWorkers, defaultWorkers, runGames, WORKER_CROSSOVER_GAMES } from "./pool.js";
import { playOne, type GoldfishJob } from "./run.js";
import { summarize, summarizeTally } from "./summary.js";
import { emptyTally, mergeTallies, tallyOf, type GameOutcome } from "@fishbowl/compare";

const dir = mkdtempSync(join(tmpdir(), "fishbowl-runs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Worker threads run the compiled worker script: build the CLI first.
beforeAll(() => {
  const cli = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  execFileSync(process.execPath, [join(cli, "node_modules", "typescript", "bin", "tsc"), "-b"], {
    cwd: cli,
    stdio: "pipe",
  });
});

function jobOf(id: string, seed = 3): GoldfishJob {
  const d = loadPlainDeck(id)!;
  return { deck: d.deck, extraCards: d.extraCards, seed, onThePlay: true, maxTurns: 20 };
}

const meta = { deck: "x", seed: 3, onThePlay: true, maxTurns: 20, workers: 1, seconds: 1, notAutomated: [] };

describe("the built-in cards as data (@fishbowl/cards/play)", () => {
  it("are the compiled built-in definitions, in order", () => {
    expect(isDeepStrictEqual(builtinDefinitionsSnapshot(), builtinDefinitions)).toBe(true);
    expect(snapshotCardNames()).toEqual(builtinDefinitions.map((d) => d.name));
  });
});

describe("the light deck loader", () => {
  it("loads every sample deck as the full loader does", () => {
    for (const s of sampleDecks) expect(loadPlainDeck(s.id)).toEqual(loadGoldfishDeck(s.id, null));
  });

  it("loads a text deck file as the full loader does, and gives the same errors", () => {
    const good = join(dir, "good.txt");
    writeFileSync(good, "Deck\n20 Mountain\n4 goblin piker\n");
    expect(loadPlainDeck(good)).toEqual(loadGoldfishDeck(good, null));
    const bad = join(dir, "bad.txt");
    writeFileSync(bad, "20 Mountain\n4 Goblin Guyde\n");
    expect(() => loadPlainDeck(bad)).toThrow(DeckLoadError);
    const message = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return (err as Error).message;
      }
      return "";
    };
    expect(message(() => loadPlainDeck(bad))).toBe(message(() => loadGoldfishDeck(bad, null)));
    expect(message(() => loadPlainDeck(join(dir, "none.txt")))).toMatch(/no such deck file or sample deck/);
    // as "fishbowl deck check" says it: how large the file is, and the limit
    const huge = join(dir, "huge.txt");
    writeFileSync(huge, "4 Mountain\n");
    truncateSync(huge, 3 * 1024 * 1024);
    expect(message(() => loadPlainDeck(huge))).toBe(
      `${huge}: the file is too large to be a deck list (3.0 MB; the limit is 1 MB)`,
    );
  });

  it("leaves an XML deck to the full loader", () => {
    const dek = join(dir, "deck.dek");
    writeFileSync(dek, '<?xml version="1.0"?><Deck><Cards Quantity="20" Name="Mountain" Sideboard="false"/></Deck>');
    expect(loadPlainDeck(dek)).toBeNull();
    expect(loadGoldfishDeck(dek, null).deck).toHaveLength(20);
  });
});

describe("tallies", () => {
  it("summarise exactly as the outcomes they were made of", () => {
    const job = jobOf("boros-tokens");
    const outcomes: GameOutcome[] = Array.from({ length: 60 }, (_, i) => playOne(job, i));
    const errored: GameOutcome = { index: 7, killTurn: null, mulligans: 2, refused: 1, actions: 0, error: "boom" };
    const all = [...outcomes, errored, { ...errored, index: 3, error: "first" }];
    const t = tallyOf(all);
    const s = summarizeTally(t, meta);
    expect(s.games).toBe(62);
    expect(s.firstError).toBe("first");
    expect(s.errors).toBe(2);
    const kills = outcomes.map((o) => o.killTurn).filter((k): k is number => k !== null);
    expect(s.killTurn.kills).toBe(kills.length);
    expect(s.killTurn.histogram).toEqual(
      kills.reduce<Record<string, number>>((h, k) => ({ ...h, [k]: (h[k] ?? 0) + 1 }), {}),
    );
    expect(summarize([...all].reverse(), meta)).toEqual(s);
  });

  it("merge in any order into the tally of all the games", () => {
    const job = jobOf("mono-red-haste");
    const outcomes = Array.from({ length: 40 }, (_, i) => playOne(job, i));
    const whole = tallyOf(outcomes);
    const parts = [tallyOf(outcomes.slice(0, 13)), tallyOf(outcomes.slice(13, 29)), tallyOf(outcomes.slice(29))];
    expect(parts.reduce(mergeTallies, emptyTally())).toEqual(whole);
    expect([...parts].reverse().reduce(mergeTallies, emptyTally())).toEqual(whole);
  });
});

describe("runs in batches (--first-game)", () => {
  it("give the same tally as one run, on one thread or two", async () => {
    const job = jobOf("gruul-earthbend", 11);
    const one = await runGames(job, { games: 60, workers: 1 });
    const batches = await Promise.all([
      runGames(job, { games: 25, firstGame: 0, workers: 2 }),
      runGames(job, { games: 15, firstGame: 25, workers: 1 }),
      runGames(job, { games: 20, firstGame: 40, workers: 2 }),
    ]);
    expect(batches.reduce(mergeTallies, emptyTally())).toEqual(one);
    expect(await runGames(job, { games: 60, workers: 2 })).toEqual(one);
    // and a batch is the games it names: game 40 onwards, not a run of its own from game 0
    expect(batches[2]).toEqual(tallyOf(Array.from({ length: 20 }, (_, i) => playOne(job, 40 + i))));
  });
});

describe("what a goldfish process loads", () => {
  /** The files (below packages/ and node_modules/) that loading `entry` with `args` reads. */
  function loaded(args: string[]): string[] {
    const hooks = join(dir, "hooks.mjs");
    writeFileSync(
      hooks,
      'export async function load(url, ctx, next) { if (url.startsWith("file:")) process.stderr.write("LOAD " + url + "\\n"); return next(url, ctx); }\n',
    );
    const reg = join(dir, "register.mjs");
    writeFileSync(reg, `import { register } from "node:module"; register(${JSON.stringify("file://" + hooks)});\n`);
    const r = spawnSync(process.execPath, ["--import", reg, ...args], { encoding: "utf8" });
    return r.stderr
      .split("\n")
      .filter((l) => l.startsWith("LOAD "))
      .map((l) => l.slice(5));
  }
  const heavy = /\/(oracle|catalog)\/|fast-xml-parser|minisearch|parsimmon|stream-json|game-file/;

  it("a worker: the engine, the autopilot and the cards as data, no compiler, catalog or XML parser", () => {
    const run = fileURLToPath(new URL("../../dist/goldfish/run.js", import.meta.url));
    const files = loaded(["-e", `import(${JSON.stringify(run)})`]);
    expect(files.some((f) => f.includes("/autopilot/"))).toBe(true);
    expect(files.filter((f) => heavy.test(f))).toEqual([]);
  });

  it("the CLI playing a sample deck: nothing more", () => {
    const main = fileURLToPath(new URL("../../dist/main.js", import.meta.url));
    const files = loaded([main, "goldfish", "--games", "1", "--workers", "1"]);
    expect(files.some((f) => f.includes("/commands/goldfish.js"))).toBe(true);
    expect(files.filter((f) => heavy.test(f))).toEqual([]);
  });
});

describe("default worker count", () => {
  it("is one thread below the crossover and one per core from it", () => {
    expect(defaultWorkers(1000, 2)).toBe(1);
    expect(defaultWorkers(WORKER_CROSSOVER_GAMES - 1, 8)).toBe(1);
    expect(defaultWorkers(WORKER_CROSSOVER_GAMES, 2)).toBe(2);
    expect(defaultWorkers(1_000_000, 8)).toBe(8);
  });

  it("asked for (--workers W) is kept up to the number of cores, and capped there with a note beyond", () => {
    expect(cappedWorkers(2, 2)).toEqual({ workers: 2 });
    expect(cappedWorkers(1, 8)).toEqual({ workers: 1 });
    expect(cappedWorkers(99, 2)).toEqual({
      workers: 2,
      note: "--workers 99 is more than this machine's 2 cores; using 2 (more threads than cores only share them)",
    });
    expect(cappedWorkers(3, 1).workers).toBe(1);
  });
});

describe("the progress line", () => {
  it("where stderr is no terminal, prints only when asked, and the last line once", async () => {
    const { progressLine } = await import("../commands/progress.js");
    let err = "";
    const io = { stdout: () => {}, stderr: (t: string) => void (err += t), isTTY: false };
    const quiet = progressLine(io, 10, performance.now() - 60_000);
    quiet.update(10);
    expect(err).toBe("");
    const p = progressLine(io, 10, performance.now() - 60_000, true);
    p.update(4);
    p.update(10);
    p.update(10);
    p.end();
    expect(err.split("\n").filter((l) => l.startsWith("progress: 10/10 games"))).toHaveLength(1);
    expect(err).toMatch(/^progress: 4\/10 games \(40\.0%\)/);
  });
});
