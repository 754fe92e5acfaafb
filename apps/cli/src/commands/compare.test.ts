import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newGame } from "@fishbowl/engine";
import { snapshotRegistry } from "@fishbowl/cards/play";
import { alignDecks } from "@fishbowl/compare";
import { runCompare } from "../goldfish/compare-run.js";
import { loadPlainDeck } from "../goldfish/plain-deck.js";
import { gameSeed, type GoldfishJob } from "../goldfish/run.js";
import { run as compare, signed, type CompareSummary } from "./compare.js";

const dir = mkdtempSync(join(tmpdir(), "fishbowl-compare-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  const cli = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  execFileSync(process.execPath, [join(cli, "node_modules", "typescript", "bin", "tsc"), "-b"], {
    cwd: cli,
    stdio: "pipe",
  });
});

// Mono-Red Haste with four Mountains swapped for four spells it already plays.
const FEWER_LANDS = `Deck
16 Mountain
4 Raging Goblin
4 Monastery Swiftspear
4 Goblin Bushwhacker
4 Young Pyromancer
4 Prodigal Pyromancer
2 Fervor
4 Lightning Bolt
4 Shock
2 Blaze
4 Gut Shot
4 Dragon Fodder
4 Krenko's Command
`;

async function call(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await compare(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

describe("alignDecks", () => {
  it("puts the shared cards at the same positions and keeps each list's cards", () => {
    const a = ["Shock", "Mountain", "Mountain", "Lightning Bolt", "Mountain"];
    const b = ["Mountain", "Shock", "Shock", "Mountain", "Blaze"];
    const r = alignDecks(a, b);
    expect(r.shared).toBe(3);
    expect(r.a.slice(0, 3)).toEqual(r.b.slice(0, 3));
    expect([...r.a].sort()).toEqual([...a].sort());
    expect([...r.b].sort()).toEqual([...b].sort());
  });

  it("makes shared cards land in the same library positions on the same seed", () => {
    const red = loadPlainDeck("mono-red-haste")!.deck;
    const file = join(dir, "fewer.txt");
    writeFileSync(file, FEWER_LANDS);
    const { a, b } = alignDecks(red, loadPlainDeck(file)!.deck);
    for (let i = 0; i < 5; i++) {
      const seed = gameSeed(1, i);
      const zones = (deck: string[]) => {
        const s = newGame({ deck, seed, onThePlay: true }, snapshotRegistry);
        return [...s.players.you.hand, ...s.players.you.library].map((id) => s.objects[id]!.card);
      };
      const [x, y] = [zones(a), zones(b)];
      const same = x.filter((n, k) => n === y[k]).length;
      expect(same).toBe(56); // every shared card, and only those (the swapped ones differ)
    }
  });
});

describe("the report's signed numbers", () => {
  it('print a sign except on a number that rounds to zero (no "−0.0")', () => {
    expect([signed(0.284), signed(-0.05), signed(-0.004), signed(0), signed(-0.0004, 1), signed(0.07, 1)]).toEqual([
      "+0.28",
      "−0.05",
      "0.00",
      "0.00",
      "0.0",
      "+0.1",
    ]);
  });
});

describe("fishbowl compare", () => {
  it("plays on at most one worker per core, saying so when --workers asks for more", async () => {
    const cores = availableParallelism();
    const r = await call("mono-red-haste", "mono-red-haste", "--min-games", "20", "--workers", "100000", "--json");
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      new RegExp(`^fishbowl compare: --workers 100000 is more than this machine's ${cores} cores?; using ${cores} `),
    );
    expect((JSON.parse(r.stdout) as CompareSummary).workers).toBe(cores);
  });

  it("names the cards of each list that are not automated, as goldfish does, in the report and in --json", async () => {
    const wall = {
      object: "card",
      name: "Unautomated Test Wall",
      mana_cost: "{1}{R}",
      cmc: 2,
      type_line: "Creature — Wall",
      oracle_text: "Defender\nCumulative upkeep—Pay 1 life.",
      power: "0",
      toughness: "4",
      colors: ["R"],
      keywords: ["Defender"],
      layout: "normal",
    };
    const catalog = join(dir, "walls.json");
    writeFileSync(catalog, JSON.stringify([wall]));
    const walls = join(dir, "walls.txt");
    writeFileSync(walls, FEWER_LANDS.replace("4 Gut Shot", "4 Unautomated Test Wall"));
    const args = ["--catalog", catalog, "--min-games", "20", "--games", "20", "--workers", "1"];
    const r = await call(walls, "mono-red-haste", ...args);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "Not automated in A (1 card; what compiled of them is played, the rest is not): Unautomated Test Wall\n",
    );
    expect(r.stdout).not.toContain("Not automated in B");
    const j = JSON.parse((await call(walls, "mono-red-haste", ...args, "--json")).stdout) as Record<string, unknown>;
    expect(j["notAutomated"]).toEqual({ a: ["Unautomated Test Wall"], b: [] });
  });

  it("reports a difference of 0 for a deck against itself, and stops at the first check", async () => {
    const r = await call("mono-red-haste", "mono-red-haste", "--min-games", "60", "--workers", "1", "--json");
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as CompareSummary;
    expect(s.pairs).toBe(60);
    expect(s.stopped).toBe("precise");
    expect(s.killTurnDifference.low).toBeLessThanOrEqual(0);
    expect(s.killTurnDifference.high).toBeGreaterThanOrEqual(0);
    expect(s.killTurnDifference.mean).toBe(0);
    for (const t of s.killedByDifference) expect(t.difference.mean).toBe(0);
  });

  it("gives a difference of stable sign and size across seeds for four lands swapped for four spells", async () => {
    const file = join(dir, "fewer-lands.txt");
    writeFileSync(file, FEWER_LANDS);
    const diffs: { mean: number; low: number; high: number }[] = [];
    for (const seed of ["1", "2", "3"]) {
      const r = await call(
        "mono-red-haste",
        file,
        "--seed",
        seed,
        "--games",
        "400",
        "--min-games",
        "400",
        "--workers",
        "1",
        "--json",
      );
      expect(r.code).toBe(0);
      const s = JSON.parse(r.stdout) as CompareSummary;
      expect(s.pairs).toBe(400);
      expect(s.sharedCards).toBe(56);
      diffs.push(s.killTurnDifference);
    }
    const signs = new Set(diffs.map((d) => Math.sign(d.mean)));
    expect(signs.size).toBe(1);
    expect(signs.has(0)).toBe(false);
    // the intervals of the three seeds overlap: one size, measured three times
    expect(Math.max(...diffs.map((d) => d.low))).toBeLessThan(Math.min(...diffs.map((d) => d.high)));
  });

  it("plays the same pairs on one thread and on a warm pool of two, and stops at --games", async () => {
    const red = loadPlainDeck("mono-red-haste")!;
    const boros = loadPlainDeck("boros-tokens")!;
    const { a, b } = alignDecks(red.deck, boros.deck);
    const job = (deck: string[]): GoldfishJob => ({ deck, extraCards: {}, seed: 5, onThePlay: true, maxTurns: 20 });
    const limits = { minGames: 20, batch: 10, maxGames: 40, precision: 1e-9 };
    const one = await runCompare(job(a), job(b), { ...limits, workers: 1 });
    const two = await runCompare(job(a), job(b), { ...limits, workers: 2 });
    expect(one.stopped).toBe("max");
    expect(one.tally.pairs).toBe(40);
    expect(two).toEqual(one);
  });

  it("says in words which list kills sooner, and that a list against itself does not", async () => {
    const r = await call("mono-red-haste", "boros-tokens", "--games", "200", "--min-games", "200", "--workers", "1");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^  A kills \d+\.\d\d turns sooner than B \(95% CI \d+\.\d\d–\d+\.\d\d\)$/m);
    const same = await call("mono-red-haste", "mono-red-haste", "--min-games", "30", "--workers", "1");
    expect(same.stdout).toMatch(/^  A and B kill on the same turn in every game$/m);
  });

  it("refuses anything but two decks", async () => {
    const r = await call("mono-red-haste");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/give two decks/);
  });
});
