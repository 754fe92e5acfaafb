import { execFileSync, spawnSync } from "node:child_process";
import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run as goldfish } from "./goldfish.js";
import { run as replay } from "./replay.js";

const dir = mkdtempSync(join(tmpdir(), "fishbowl-goldfish-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

// Worker threads run the compiled worker script: build the CLI (tsc -b, a second or so).
beforeAll(() => {
  execFileSync(process.execPath, [join(cli, "node_modules", "typescript", "bin", "tsc"), "-b"], {
    cwd: cli,
    stdio: "pipe",
  });
});

async function call(
  fn: typeof goldfish | typeof replay,
  ...argv: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await fn(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

function file(name: string, content: string): string {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
}

/** The summary without the fields that depend on timing or on the worker count. */
function stable(json: string): unknown {
  const { seconds, gamesPerSecond, workers, ...rest } = JSON.parse(json) as Record<string, unknown>;
  void seconds;
  void gamesPerSecond;
  void workers;
  return rest;
}

describe("fishbowl goldfish", () => {
  it("plays the default deck and prints the kill-turn report", async () => {
    const r = await call(goldfish, "--games", "40", "--workers", "1");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Mono-Red Haste \(mono-red-haste\): 40 games, seed 1, on the play, up to turn 20, 1 worker$/m,
    );
    expect(r.stdout).toMatch(
      /^Kill turn \(\d+ of 40 games that killed by turn 20\): mean \d+\.\d\d, median \d+(\.5)?, quartiles /m,
    );
    expect(r.stdout).toMatch(/^ {2}turn {2}\d █+/m);
    expect(r.stdout).toMatch(/^No kill by turn 20: \d+/m);
    expect(r.stdout).toMatch(/games\/s$/m);
    expect(r.stdout).not.toMatch(/Refused|threw/);
  });

  it("prints one JSON object with the documented fields", async () => {
    const r = await call(goldfish, "boros-tokens", "--games", "30", "--workers", "1", "--json", "--draw");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as Record<string, any>;
    expect(j).toMatchObject({ games: 30, seed: 1, onThePlay: false, refused: 0, errors: 0, notAutomated: [] });
    expect(Object.keys(j.killTurn)).toEqual(["mean", "median", "q1", "q3", "histogram", "noKill", "kills", "decked"]);
    const kills = Object.values(j.killTurn.histogram as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(kills + j.killTurn.noKill).toBe(30);
    expect(j.killTurn.kills).toBe(kills);
    expect(typeof j.gamesPerSecond).toBe("number");
    expect(typeof j.mulligans).toBe("number");
    expect(Object.values(j.mulliganHistogram as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(30);
  });

  it("gives the same results on 1 and 2 workers, and for the same seed", async () => {
    const one = await call(goldfish, "gruul-earthbend", "--games", "60", "--seed", "7", "--workers", "1", "--json");
    const two = await call(goldfish, "gruul-earthbend", "--games", "60", "--seed", "7", "--workers", "2", "--json");
    const again = await call(goldfish, "gruul-earthbend", "--games", "60", "--seed", "7", "--workers", "2", "--json");
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(stable(two.stdout)).toEqual(stable(one.stdout));
    expect(stable(again.stdout)).toEqual(stable(two.stdout));
    const other = await call(goldfish, "gruul-earthbend", "--games", "60", "--seed", "8", "--workers", "1", "--json");
    expect(stable(other.stdout)).not.toEqual(stable(one.stdout));
  });

  it("names the file and line of an unknown card, and exits 1", async () => {
    const p = file("bad.txt", "20 Mountain\n4 Lightnig Bolt\n36 Raging Goblin\n");
    const r = await call(goldfish, p, "--games", "5");
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(`${p} line 2: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)`);
  });

  it("names every problem of the list at once, in line order, as deck check does", async () => {
    const p = file("typos.txt", "4 Lightnig Bolt\n4 Raging Gobln\n20 Mountain\n10 Raging Goblin\nfour Shock\n");
    const r = await call(goldfish, p, "--games", "5");
    expect(r.code).toBe(1);
    const lines = r.stderr.split("\n").filter((l) => l.includes(p));
    expect(lines.map((l) => /line (\d+)/.exec(l)?.[1])).toEqual(["1", "2", "5"]);
    expect(lines[0]).toContain('unknown card "Lightnig Bolt"');
  });

  it("says a flag error in one line, with the nearest flag for a typo and a pointer to --help", async () => {
    const typo = await call(goldfish, "--gmaes", "10");
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe(
      "fishbowl goldfish: unknown option --gmaes (did you mean --games?)\nrun `fishbowl goldfish --help` for the options\n",
    );
    const negative = await call(goldfish, "--games", "-5");
    expect(negative.code).toBe(2);
    // a negative number is the flag's value, and its own check says what it must be (as for --games=-5)
    expect(negative.stderr.split("\n")[0]).toBe('fishbowl goldfish: --games must be a whole number ≥ 1 (got "-5")');
    const joined = await call(goldfish, "--games=-5");
    expect(joined.stderr.split("\n")[0]).toBe(negative.stderr.split("\n")[0]);
  });

  it("says when the deck is neither a file nor a sample", async () => {
    const r = await call(goldfish, join(dir, "missing.txt"));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /missing\.txt: no such deck file or sample deck \(samples: mono-red-haste, gruul-earthbend, boros-tokens\)/,
    );
  });

  it("refuses bad options with usage (exit 2)", async () => {
    expect((await call(goldfish, "--games", "zero")).code).toBe(2);
    expect((await call(goldfish, "--bogus")).code).toBe(2);
  });

  it("--first-game F plays games F to F+N-1 of the run (the batches of a longer run add up to it)", async () => {
    const whole = JSON.parse((await call(goldfish, "--games", "6", "--workers", "1", "--json")).stdout);
    const head = JSON.parse((await call(goldfish, "--games", "4", "--workers", "1", "--json")).stdout);
    const r = await call(goldfish, "--games", "2", "--first-game", "4", "--workers", "1", "--json");
    expect(r.code).toBe(0);
    const tail = JSON.parse(r.stdout);
    expect(tail.firstGame).toBe(4);
    expect(head.firstGame).toBeUndefined();
    const sum = (x: Record<string, number>, y: Record<string, number>) =>
      Object.fromEntries(
        [...new Set([...Object.keys(x), ...Object.keys(y)])].map((k) => [k, (x[k] ?? 0) + (y[k] ?? 0)]),
      );
    expect(sum(head.killTurn.histogram, tail.killTurn.histogram)).toEqual(whole.killTurn.histogram);
    expect(sum(head.mulliganHistogram, tail.mulliganHistogram)).toEqual(whole.mulliganHistogram);
    const text = await call(goldfish, "--games", "2", "--first-game", "4", "--workers", "1");
    expect(text.stdout).toMatch(/^Mono-Red Haste \(mono-red-haste\): 2 games \(games 4–5\), seed 1,/m);
    expect(await call(goldfish, "--first-game", "-1")).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^fishbowl goldfish: --first-game must be a whole number ≥ 0 \(got "-1"\)\n/),
    });
    // -3 is a whole number: the message says which ones are allowed
    expect((await call(goldfish, "--seed", "-3")).stderr).toMatch(
      /^fishbowl goldfish: --seed must be a whole number ≥ 0 \(got "-3"\)\n/,
    );
    expect((await call(goldfish, "--first-game", String(2 ** 32))).code).toBe(2);
  });

  it("plays on at most one worker per core, saying so when --workers asks for more", async () => {
    const cores = availableParallelism();
    const r = await call(goldfish, "--games", "2", "--workers", "100000", "--json");
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      `fishbowl goldfish: --workers 100000 is more than this machine's ${cores} core${cores === 1 ? "" : "s"}; using ${cores} (more threads than cores only share them)\n`,
    );
    expect((JSON.parse(r.stdout) as { workers: number }).workers).toBe(Math.min(cores, 2));
  });

  it("says how many games the kill-turn figures are over", async () => {
    // Raging Goblins alone cannot kill by turn 3: some games kill, some do not.
    const r = await call(goldfish, "--games", "20", "--workers", "1", "--max-turns", "5");
    expect(r.code).toBe(0);
    const m = /^Kill turn \((\d+) of 20 games that killed by turn 5\): mean /m.exec(r.stdout);
    expect(m).not.toBeNull();
    const noKill = Number(/^No kill by turn 5: (\d+)/m.exec(r.stdout)?.[1]);
    expect(Number(m![1]) + noKill).toBe(20);
  });

  it("counts games lost by drawing from an empty library as decked, not as no kill by turn T", async () => {
    const small = file("small.txt", "20 Mountain\n");
    const r = await call(goldfish, small, "--games", "4", "--workers", "1");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^No kill by turn 20: 0 \(0\.0%\)$/m);
    expect(r.stdout).toMatch(/^Decked \(lost by drawing from an empty library\): 4 \(100\.0%\)$/m);
    const j = JSON.parse((await call(goldfish, small, "--games", "4", "--workers", "1", "--json")).stdout) as {
      killTurn: { noKill: number; decked: number };
    };
    expect(j.killTurn).toMatchObject({ noKill: 4, decked: 4 });
    const full = await call(goldfish, "--games", "5", "--workers", "1", "--max-turns", "3");
    expect(full.stdout).not.toMatch(/Decked/);
  });

  it("--save-game outside 1..games, or without --save, is a usage error (exit 2)", async () => {
    const saved = join(dir, "never-written.json");
    for (const [k, pattern] of [
      ["4", /--save-game must be between 1 and the number of games \(3\) \(got 4\)/],
      ["0", /--save-game must be a whole number ≥ 1/],
    ] as const) {
      const r = await call(goldfish, "--games", "3", "--workers", "1", "--save", saved, "--save-game", k);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(pattern);
    }
    const without = await call(goldfish, "--games", "3", "--workers", "1", "--save-game", "2");
    expect(without.code).toBe(2);
    expect(without.stdout).toBe("");
    expect(without.stderr).toMatch(/^fishbowl goldfish: --save-game needs --save FILE/);
  });

  it("names the --save path and the problem in words, one line, exit 1", async () => {
    const aFile = file("plain-file.txt", "x");
    const cases = [
      [dir, /is a directory/],
      [join(dir, "no", "such", "dir", "g.json"), /folder does not exist/],
      [join(aFile, "g.json"), /is a file, not a folder/],
    ] as const;
    for (const [target, pattern] of cases) {
      const r = await call(goldfish, "--games", "2", "--workers", "1", "--save", target);
      expect(r.code, target).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr.trim().split("\n"), target).toHaveLength(1);
      expect(r.stderr).toContain(`--save ${target}: `);
      expect(r.stderr).toMatch(pattern);
      expect(r.stderr).not.toMatch(/E[A-Z]{3,}|\bat .*:\d+:\d+/); // no raw Node error code, no stack trace
    }
  });

  it("--save replaces the file atomically: a reader of the old file never sees it rewritten, and no temporary file is left", async () => {
    const sub = join(dir, "atomic");
    mkdirSync(sub);
    const target = join(sub, "game.json");
    writeFileSync(target, "old game file\n");
    linkSync(target, join(dir, "old-link.json")); // the old file as a reader that opened it sees it
    const r = await call(goldfish, "--games", "1", "--workers", "1", "--save", target);
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, "old-link.json"), "utf8")).toBe("old game file\n");
    expect(JSON.parse(readFileSync(target, "utf8"))).toMatchObject({ format: "fishbowl-gamefile/1" });
    expect(readdirSync(sub)).toEqual(["game.json"]);
  });

  it("plays a catalog card named like an Object property (constructor, toString) from its compiled definition", async () => {
    const card = (name: string) => ({
      object: "card",
      name,
      mana_cost: "{R}",
      cmc: 1,
      type_line: "Creature — Goblin",
      oracle_text: "Haste",
      power: "1",
      toughness: "1",
      colors: ["R"],
      keywords: ["Haste"],
      layout: "normal",
    });
    const catalog = file("hostile-catalog.json", JSON.stringify([card("constructor"), card("toString")]));
    const deck = file("hostile.txt", "24 Mountain\n18 constructor\n18 toString\n");
    const r = await call(goldfish, deck, "--catalog", catalog, "--games", "10", "--workers", "1", "--json");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as Record<string, any>;
    expect(j.errors).toBe(0);
    expect(j.notAutomated).toEqual([]);
    expect(j.killTurn.noKill).toBeLessThan(10);
  });

  it("plays a list naming catalog cards with the catalog imported into the user data folder when no --catalog is given", async () => {
    const goblin = {
      object: "card",
      name: "Imported Test Goblin",
      mana_cost: "{R}",
      cmc: 1,
      type_line: "Creature — Goblin",
      oracle_text: "Haste",
      power: "1",
      toughness: "1",
      colors: ["R"],
      keywords: ["Haste"],
      layout: "normal",
    };
    const deck = file("imported.txt", "24 Mountain\n36 Imported Test Goblin\n");
    const before = await call(goldfish, deck, "--games", "2", "--workers", "1");
    expect(before.code).toBe(1); // the test's own data folder holds no catalog yet
    expect(before.stderr).toMatch(/unknown card "Imported Test Goblin"[\s\S]*fishbowl catalog import/);
    const data = process.env["FISHBOWL_DATA_DIR"]!;
    mkdirSync(data, { recursive: true });
    writeFileSync(join(data, "catalog.json"), JSON.stringify([goblin]));
    try {
      const r = await call(goldfish, deck, "--games", "10", "--workers", "1", "--json");
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      const j = JSON.parse(r.stdout) as Record<string, any>;
      expect(j.errors).toBe(0);
      expect(j.notAutomated).toEqual([]);
      expect(j.killTurn.kills).toBe(10);
    } finally {
      rmSync(join(data, "catalog.json"), { force: true });
    }
  });

  it("plays catalog cards compiled with --catalog and lists the clauses that did not compile", async () => {
    const catalog = file(
      "catalog.json",
      JSON.stringify([
        {
          object: "card",
          name: "Hill Giant",
          mana_cost: "{3}{R}",
          cmc: 4,
          type_line: "Creature — Giant",
          oracle_text: "",
          power: "3",
          toughness: "3",
          colors: ["R"],
          keywords: [],
          layout: "normal",
        },
        {
          object: "card",
          name: "Unautomated Test Ogre",
          mana_cost: "{2}{R}",
          cmc: 3,
          type_line: "Creature — Ogre",
          oracle_text: "Cumulative upkeep—Pay 1 life.",
          power: "2",
          toughness: "2",
          colors: ["R"],
          keywords: [],
          layout: "normal",
        },
        {
          object: "card",
          name: "Unautomated Test Sorcery",
          mana_cost: "{2}{B}",
          cmc: 3,
          type_line: "Sorcery",
          oracle_text: "Target player discards two cards. Proliferate.",
          colors: ["B"],
          keywords: [],
          layout: "normal",
        },
      ]),
    );
    const deck = file(
      "vanilla.txt",
      "24 Mountain\n20 Unautomated Test Ogre\n12 Raging Goblin\n4 Unautomated Test Sorcery\n",
    );
    const r = await call(goldfish, deck, "--catalog", catalog, "--games", "20", "--workers", "1", "--json");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as Record<string, any>;
    expect(j.notAutomated).toEqual(["Unautomated Test Ogre", "Unautomated Test Sorcery"]); // Hill Giant (vanilla) compiled whole
    expect(j.unautomatedClauses).toEqual({
      "Unautomated Test Ogre": ["Cumulative upkeep—Pay 1 life."],
      "Unautomated Test Sorcery": ["Target player discards two cards. Proliferate."],
    });
    expect(j.errors).toBe(0);
    expect(j.refused).toBe(0);
    expect(j.killTurn.noKill).toBeLessThan(20);
  });
});

describe("fishbowl replay", () => {
  it("replays a saved game to the same end (round trip)", async () => {
    const saved = join(dir, "game.json");
    const g = await call(
      goldfish,
      "mono-red-haste",
      "--games",
      "3",
      "--seed",
      "5",
      "--workers",
      "1",
      "--save",
      saved,
      "--save-game",
      "2",
    );
    expect(g.code).toBe(0);
    const gameFile = JSON.parse(readFileSync(saved, "utf8")) as Record<string, any>;
    expect(gameFile.format).toBe("fishbowl-gamefile/1");
    expect(gameFile.deck).toHaveLength(60);
    const r = await call(replay, saved, "--json");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as Record<string, any>;
    expect(s.winner).toBe("you");
    expect(s.life.opponent).toBeLessThanOrEqual(0);
    expect(s.actions).toBe(gameFile.actions.length);
    const text = await call(replay, saved);
    expect(text.stdout).toMatch(/^Life: you \d+, opponent -?\d+$/m);
    expect(text.stdout).toMatch(/^Battlefield \(\d+\):$/m);
  });

  it("explains a malformed game file and exits 1", async () => {
    const notJson = file("broken.json", "{ nope");
    const r1 = await call(replay, notJson);
    expect(r1.code).toBe(1);
    expect(r1.stderr).toContain(`${notJson}: not a game file: not valid JSON`);
    const wrong = file(
      "wrong.json",
      JSON.stringify({ format: "something-else", deck: [], seed: 1, onThePlay: true, actions: [] }),
    );
    const r2 = await call(replay, wrong);
    expect(r2.code).toBe(1);
    expect(r2.stderr).toContain('"format" must be "fishbowl-gamefile/1"');
    const badSeed = file(
      "seed.json",
      JSON.stringify({ format: "fishbowl-gamefile/1", deck: ["Mountain"], seed: "x", onThePlay: true, actions: [] }),
    );
    expect((await call(replay, badSeed)).stderr).toContain(
      '"seed" must be a whole number from -2147483648 to 4294967295',
    );
    const unknown = file(
      "unknown.json",
      JSON.stringify({
        format: "fishbowl-gamefile/1",
        deck: ["Mountain", "Nonexistent Card"],
        seed: 1,
        onThePlay: true,
        actions: [],
      }),
    );
    const r3 = await call(replay, unknown);
    expect(r3.code).toBe(1);
    expect(r3.stderr).toContain('unknown card "Nonexistent Card"');
  });

  it("names the refused action and the reason", async () => {
    const saved = join(dir, "game2.json");
    await call(goldfish, "--games", "1", "--workers", "1", "--save", saved);
    const gameFile = JSON.parse(readFileSync(saved, "utf8")) as { actions: unknown[] };
    // before answering the mulligan decision, try to pass priority
    gameFile.actions.splice(0, 0, { type: "pass", player: "you" });
    const tampered = file("tampered.json", JSON.stringify(gameFile));
    const r = await call(replay, tampered);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /action 1 of \d+ \(\{"type":"pass","player":"you"\}\) was refused: The game is waiting for a decision: keep or mulligan \[CR 117\.1\]/,
    );
  });

  it("numbers actions from 1 (the last of N is N of N)", async () => {
    const saved = join(dir, "game3.json");
    await call(goldfish, "--games", "1", "--workers", "1", "--save", saved);
    const gameFile = JSON.parse(readFileSync(saved, "utf8")) as { actions: unknown[] };
    const n = gameFile.actions.length;
    gameFile.actions.push({ type: "pass", player: "you" }); // after the kill: the game is over
    const r = await call(replay, file("tampered-end.json", JSON.stringify(gameFile)));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`action ${n + 1} of ${n + 1} (`);
    expect(r.stderr).not.toContain(`action 0 of`);
    const notAction = file(
      "not-action.json",
      JSON.stringify({ format: "fishbowl-gamefile/1", deck: ["Mountain"], seed: 1, onThePlay: true, actions: [42] }),
    );
    expect((await call(replay, notAction)).stderr).toContain("action 1 of 1 is not an action");
  });
});

/** Runs the built CLI entry (dist/main.js) as a user would. */
function cliMain(
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): { status: number | null; stdout: string; stderr: string } {
  const env: Record<string, string | undefined> = {
    ...process.env,
    FISHBOWL_DATA_DIR: join(dir, "data"),
    ...options.env,
  };
  if (options.env?.["INIT_CWD"] === undefined) delete env["INIT_CWD"];
  const r = spawnSync(process.execPath, [join(cli, "dist", "main.js"), ...args], {
    cwd: options.cwd ?? cli,
    env,
    encoding: "utf8",
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("fishbowl (the entry, main.ts)", () => {
  it("prints usage on stderr, not stdout, when run with no arguments (exit 1)", () => {
    const r = cliMain([]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^usage: fishbowl <command>/);
  });

  it("ignores a leading -- before or after the command (pnpm goldfish -- --games 5)", () => {
    const after = cliMain(["goldfish", "--", "--games", "3", "--workers", "1", "--json"]);
    expect(after.stderr).toBe("");
    expect(after.status).toBe(0);
    expect(JSON.parse(after.stdout)).toMatchObject({ games: 3 });
    const before = cliMain(["--", "deck", "--", "check", "mono-red-haste", "--json"]);
    expect(before.status).toBe(0);
    expect(JSON.parse(before.stdout)).toMatchObject({ mainCount: 60 });
  });

  it("reads relative paths from INIT_CWD, the folder the user ran pnpm in", () => {
    const sub = join(dir, "user-folder");
    mkdirSync(join(sub, "decks"), { recursive: true });
    writeFileSync(join(sub, "decks", "relative.txt"), "24 Mountain\n36 Raging Goblin\n");
    const r = cliMain(["goldfish", "decks/relative.txt", "--games", "2", "--workers", "1", "--json"], {
      cwd: cli,
      env: { INIT_CWD: sub },
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ deck: "decks/relative.txt", games: 2 });
    const checked = cliMain(["deck", "check", "decks/relative.txt", "--json"], { cwd: cli, env: { INIT_CWD: sub } });
    expect(checked.status).toBe(0);
    expect(JSON.parse(checked.stdout)).toMatchObject({ mainCount: 60 });
    // without INIT_CWD the same relative path is read from the current folder: not found there
    expect(cliMain(["deck", "check", "decks/relative.txt"], { cwd: cli }).status).toBe(1);
  });

  it("prints usage on stdout with --help / -h for scenarios and catalog (exit 0)", () => {
    for (const args of [
      ["scenarios", "--help"],
      ["scenarios", "-h"],
      ["catalog", "--help"],
      ["catalog", "import", "--help"],
      ["catalog", "search", "-h"],
      ["catalog", "coverage", "--help"],
    ]) {
      const r = cliMain(args);
      expect(r.status, args.join(" ")).toBe(0);
      expect(r.stderr, args.join(" ")).toBe("");
      expect(r.stdout.startsWith("usage:"), args.join(" ")).toBe(true);
      expect(r.stdout, args.join(" ")).toContain(`fishbowl ${args[0]}${args.length > 2 ? ` ${args[1]}` : ""}`);
    }
  });
});
