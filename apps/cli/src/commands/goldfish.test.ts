import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run as goldfish } from "./goldfish.js";
import { run as replay } from "./replay.js";

const dir = mkdtempSync(join(tmpdir(), "fishbowl-goldfish-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Worker threads run the compiled worker script: build the CLI (tsc -b, a second or so).
beforeAll(() => {
  const cli = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  execFileSync(process.execPath, [join(cli, "node_modules", "typescript", "bin", "tsc"), "-b"], { cwd: cli, stdio: "pipe" });
}, 120_000);

async function call(fn: typeof goldfish | typeof replay, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
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
  void seconds; void gamesPerSecond; void workers;
  return rest;
}

describe("fishbowl goldfish", () => {
  it("plays the default deck and prints the kill-turn report", async () => {
    const r = await call(goldfish, "--games", "40", "--workers", "1");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Mono-Red Haste \(mono-red-haste\): 40 games, seed 1, on the play, up to turn 20, 1 worker$/m);
    expect(r.stdout).toMatch(/^Kill turn: mean \d+\.\d\d, median \d+(\.5)?, quartiles /m);
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
    expect(Object.keys(j.killTurn)).toEqual(["mean", "median", "q1", "q3", "histogram", "noKill"]);
    const kills = Object.values(j.killTurn.histogram as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(kills + j.killTurn.noKill).toBe(30);
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
  }, 60_000);

  it("names the file and line of an unknown card, and exits 1", async () => {
    const p = file("bad.txt", "20 Mountain\n4 Lightnig Bolt\n36 Raging Goblin\n");
    const r = await call(goldfish, p, "--games", "5");
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(`${p} line 2: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)`);
  });

  it("says when the deck is neither a file nor a sample", async () => {
    const r = await call(goldfish, join(dir, "missing.txt"));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/missing\.txt: no such deck file or sample deck \(samples: mono-red-haste, gruul-earthbend, boros-tokens\)/);
  });

  it("refuses bad options with usage (exit 2)", async () => {
    expect((await call(goldfish, "--games", "zero")).code).toBe(2);
    expect((await call(goldfish, "--bogus")).code).toBe(2);
  });

  it("plays catalog cards vanilla with --catalog and lists them", async () => {
    const catalog = file("catalog.json", JSON.stringify([
      { object: "card", name: "Hill Giant", mana_cost: "{3}{R}", cmc: 4, type_line: "Creature — Giant", oracle_text: "", power: "3", toughness: "3", colors: ["R"], keywords: [], layout: "normal" },
      { object: "card", name: "Gray Ogre", mana_cost: "{2}{R}", cmc: 3, type_line: "Creature — Ogre", oracle_text: "", power: "2", toughness: "2", colors: ["R"], keywords: [], layout: "normal" },
      { object: "card", name: "Divination", mana_cost: "{2}{U}", cmc: 3, type_line: "Sorcery", oracle_text: "Draw two cards.", colors: ["U"], keywords: [], layout: "normal" },
    ]));
    const deck = file("vanilla.txt", "24 Mountain\n20 Gray Ogre\n12 Raging Goblin\n4 Divination\n");
    const r = await call(goldfish, deck, "--catalog", catalog, "--games", "20", "--workers", "1", "--json");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as Record<string, any>;
    expect(j.notAutomated).toEqual(["Divination", "Gray Ogre"]);
    expect(j.errors).toBe(0);
    expect(j.refused).toBe(0);
    expect(j.killTurn.noKill).toBeLessThan(20);
  });
});

describe("fishbowl replay", () => {
  it("replays a saved game to the same end (round trip)", async () => {
    const saved = join(dir, "game.json");
    const g = await call(goldfish, "mono-red-haste", "--games", "3", "--seed", "5", "--workers", "1", "--save", saved, "--save-game", "2");
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
    expect(r1.stderr).toContain(`${notJson}: not valid JSON`);
    const wrong = file("wrong.json", JSON.stringify({ format: "something-else", deck: [], seed: 1, onThePlay: true, actions: [] }));
    const r2 = await call(replay, wrong);
    expect(r2.code).toBe(1);
    expect(r2.stderr).toContain('"format" must be "fishbowl-gamefile/1"');
    const badSeed = file("seed.json", JSON.stringify({ format: "fishbowl-gamefile/1", deck: ["Mountain"], seed: "x", onThePlay: true, actions: [] }));
    expect((await call(replay, badSeed)).stderr).toContain('"seed" must be an integer');
    const unknown = file("unknown.json", JSON.stringify({ format: "fishbowl-gamefile/1", deck: ["Mountain", "Nonexistent Card"], seed: 1, onThePlay: true, actions: [] }));
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
    expect(r.stderr).toMatch(/action 0 of \d+ \(\{"type":"pass","player":"you"\}\) was refused: The game is waiting for a decision: keep or mulligan \[CR 117\.1\]/);
  });
});
