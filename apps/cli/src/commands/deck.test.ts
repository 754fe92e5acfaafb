import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleDecks } from "@fishbowl/cards";
import { copyLimitExempt, run } from "./deck.js";

const dir = mkdtempSync(join(tmpdir(), "fishbowl-deck-"));
const dataDir = join(dir, "data");
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Never see the developer's own imported catalog: the default catalog lives in FISHBOWL_DATA_DIR.
beforeEach(() => {
  vi.stubEnv("FISHBOWL_DATA_DIR", dataDir);
  return () => vi.unstubAllEnvs();
});

/** A two-card catalog in the format `fishbowl catalog import` writes: Turn // Burn's fuse is not read. */
const CATALOG = JSON.stringify([
  {
    name: "Turn // Burn",
    manaCost: "{2}{U} // {1}{R}",
    manaValue: 5,
    typeLine: "Instant // Instant",
    oracleText:
      "Until end of turn, target creature loses all abilities and becomes a red Weird with base power and toughness 0/1.\nFuse (You may cast one or both halves of this card from your hand.)\n//\nBurn deals 2 damage to any target.\nFuse (You may cast one or both halves of this card from your hand.)",
    colors: ["U", "R"],
    keywords: ["Fuse"],
    layout: "split",
    faces: [
      {
        name: "Turn",
        manaCost: "{2}{U}",
        typeLine: "Instant",
        oracleText:
          "Until end of turn, target creature loses all abilities and becomes a red Weird with base power and toughness 0/1.\nFuse (You may cast one or both halves of this card from your hand.)",
      },
      {
        name: "Burn",
        manaCost: "{1}{R}",
        typeLine: "Instant",
        oracleText:
          "Burn deals 2 damage to any target.\nFuse (You may cast one or both halves of this card from your hand.)",
      },
    ],
  },
  {
    name: "Fire // Ice",
    manaCost: "{1}{R} // {1}{U}",
    manaValue: 4,
    typeLine: "Instant // Instant",
    oracleText:
      "Fire deals 2 damage divided as you choose among one or two targets.\n//\nTap target permanent.\nDraw a card.",
    colors: ["U", "R"],
    keywords: [],
    layout: "split",
    faces: [
      {
        name: "Fire",
        manaCost: "{1}{R}",
        typeLine: "Instant",
        oracleText: "Fire deals 2 damage divided as you choose among one or two targets.",
      },
      { name: "Ice", manaCost: "{1}{U}", typeLine: "Instant", oracleText: "Tap target permanent.\nDraw a card." },
    ],
  },
]);

let n = 0;
function file(content: string | Uint8Array, name = `deck-${++n}.txt`): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function deck(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

describe("fishbowl deck check", () => {
  it("passes a clean sample deck, printing counts and cards", async () => {
    const r = await deck("check", file(sampleDecks[2]!.text));
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/MTG Arena list "Boros Tokens"/);
    expect(r.stdout).toMatch(/main deck: 60 cards, sideboard: 5 cards/);
    expect(r.stdout).toMatch(/^\s+4 Twinflame$/m);
    expect(r.stdout).toMatch(/^OK$/m);
  });

  it("prints exactly one JSON object with --json", async () => {
    const r = await deck("check", file(sampleDecks[0]!.text), "--json");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(["format", "mainCount", "sideboardCount", "cards", "unknown", "errors"]);
    expect(json).toMatchObject({ format: "arena", mainCount: 60, sideboardCount: 0, unknown: [], errors: [] });
    expect(json["cards"]).toContainEqual({ name: "Mountain", count: 20, section: "main", automated: true });
  });

  it("reports unknown cards with line numbers and suggestions, and exits 1", async () => {
    const path = file("4 Lightnig Bolt\n20 Mountain\n1 Zzyzx Qwerty\nSB: 2 abrade\n");
    const r = await deck("check", path);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/line 1: "Lightnig Bolt" — did you mean "Lightning Bolt"\?/);
    expect(r.stdout).toMatch(/line 3: "Zzyzx Qwerty" — no close match/);
    expect(r.stdout).toMatch(/2 problems found/);
    const j = await deck("check", path, "--json");
    expect(j.code).toBe(1);
    expect(JSON.parse(j.stdout)).toMatchObject({
      format: "plain",
      mainCount: 25,
      sideboardCount: 2,
      unknown: [
        { name: "Lightnig Bolt", line: 1, suggestions: ["Lightning Bolt"] },
        { name: "Zzyzx Qwerty", line: 3, suggestions: [] },
      ],
      errors: [],
    });
  });

  it("reports unreadable lines by number and exits 1", async () => {
    const r = await deck("check", file("4 Shock\n0 Blaze\nMountain\n"), "--json");
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { errors: { line: number; message: string }[] };
    expect(json.errors.map((e) => e.line)).toEqual([2, 3]);
    const h = await deck("check", file("4 Shock\n0 Blaze\n"));
    expect(h.stdout).toMatch(/line 2: the count is 0/);
  });

  it("lists cards without automation when a catalog adds them", async () => {
    const catalog = file(CATALOG, "catalog.json");
    const path = file("4 Turn/Burn\n20 Mountain\n");
    const without = await deck("check", path);
    expect(without.code).toBe(1);
    expect(without.stdout).toMatch(/known cards: built-in only/);
    expect(without.stdout).toMatch(/fishbowl catalog import/);
    const r = await deck("check", path, "--catalog", catalog);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/4 Turn \/\/ Burn\s+\[not automated\]/);
    expect(r.stdout).toMatch(
      /Not automated \(1\) — playable; what compiled is played, resolve the rest with the manual tools:\n  Turn \/\/ Burn — not: .*Burn: Fuse/,
    );
    expect(r.stdout).toContain(`known cards: built-in and catalog ${catalog}`);
  });

  it("counts a catalog card as automated when the compiler reads every clause, and names the clauses it can't", async () => {
    const catalog = file(
      JSON.stringify([
        {
          name: "Test Hill Giant",
          manaCost: "{3}{R}",
          manaValue: 4,
          typeLine: "Creature — Giant",
          oracleText: "Trample",
          power: "3",
          toughness: "3",
          colors: ["R"],
          keywords: ["Trample"],
          layout: "normal",
        },
        {
          name: "Test Wall",
          manaCost: "{1}{G}",
          manaValue: 2,
          typeLine: "Creature — Wall",
          oracleText: "Defender\nCumulative upkeep—Pay 1 life.",
          power: "0",
          toughness: "4",
          colors: ["G"],
          keywords: ["Defender"],
          layout: "normal",
        },
      ]),
      "catalog.json",
    );
    const r = await deck("check", file("4 Test Hill Giant\n4 Test Wall\n20 Forest\n"), "--catalog", catalog, "--json");
    const cards = JSON.parse(r.stdout).cards as { name: string; automated: boolean; unautomated?: string[] }[];
    expect(cards.find((c) => c.name === "Test Hill Giant")).toMatchObject({ automated: true });
    expect(cards.find((c) => c.name === "Test Hill Giant")!.unautomated).toBeUndefined();
    expect(cards.find((c) => c.name === "Test Wall")).toMatchObject({
      automated: false,
      unautomated: ["Cumulative upkeep—Pay 1 life."],
    });
  });

  it("uses the imported catalog in the data directory by default, unless --builtin-only", async () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, "catalog.json"), CATALOG);
    try {
      const path = file("4 Fire/Ice\n20 Mountain\n");
      const r = await deck("check", path, "--json");
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout).cards).toContainEqual({
        name: "Fire // Ice",
        count: 4,
        section: "main",
        automated: true, // a split card, compiled half by half (CR 709)
      });
      const builtin = await deck("check", path, "--builtin-only", "--json");
      expect(builtin.code).toBe(1);
      expect(JSON.parse(builtin.stdout).unknown).toEqual([{ name: "Fire/Ice", line: 1, suggestions: [] }]);
      expect((await deck("check", path, "--builtin-only", "--catalog", "x.json")).code).toBe(2);
    } finally {
      rmSync(join(dataDir, "catalog.json"));
    }
  });

  it("reads every format, detected from the content whatever the file name", async () => {
    const dek =
      '<?xml version="1.0"?>\n<Deck>\n<Cards CatID="1" Quantity="20" Sideboard="false" Name="Mountain"/>\n<Cards CatID="2" Quantity="4" Sideboard="true" Name="Shock"/>\n</Deck>\n';
    const cod =
      '<cockatrice_deck version="1"><deckname>C</deckname><zone name="main"><card number="20" name="Mountain"/></zone></cockatrice_deck>';
    const dck = "[metadata]\nName=F\n[Main]\n20 Mountain|M11\n";
    for (const [text, format] of [
      [dek, "mtgo"],
      [cod, "cockatrice"],
      [dck, "forge"],
      ["20 Mountain\n\n4 Shock\n", "plain"],
    ] as const) {
      const r = await deck("check", file(text, `wrong-extension-${++n}.txt`), "--json");
      expect(r.code, format).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ format, mainCount: 20 });
    }
  });

  describe("files that cannot be read get one message naming the file, exit 1", () => {
    const oneMessage = async (path: string, pattern: RegExp): Promise<void> => {
      const r = await deck("check", path);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toContain(path);
      expect(r.stderr).toMatch(pattern);
      expect(r.stderr).not.toMatch(/\bat .*:\d+:\d+/); // no stack trace
      const j = await deck("check", path, "--json");
      expect(j.code).toBe(1);
      expect(j.stderr).toBe("");
      const json = JSON.parse(j.stdout) as { errors: { message: string }[]; format: string };
      expect(json.errors).toHaveLength(1);
      expect(json.errors[0]!.message).toContain(path);
      expect(json.errors[0]!.message).toMatch(pattern);
    };

    it("missing", () => oneMessage(join(dir, "no-such-deck.txt"), /no such file/));
    it("empty", () => oneMessage(file(""), /empty/));
    it("binary", () =>
      oneMessage(file(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])), /binary/));
    it("not UTF-8", () => oneMessage(file(new Uint8Array([0x34, 0x20, 0xff, 0xfe, 0x41])), /not UTF-8/));
    it("too large", () => oneMessage(file("20 Mountain\n".repeat(100_000)), /too large/));
    it("too many lines", () => oneMessage(file("1 Mountain\n".repeat(10_001)), /more than 10,000 lines/));
    it("a directory", () => {
      const sub = join(dir, "a-directory");
      mkdirSync(sub);
      return oneMessage(sub, /directory/);
    });
    it("malformed XML, with its line", async () => {
      const path = file('<?xml version="1.0"?>\n<Deck>\n<Cards Quantity="4" Name="Shock">\n</Deck>\n', "bad.dek");
      await oneMessage(path, /line 4: malformed XML/);
    });
  });

  it("exits 1 on a deck with no main-deck cards", async () => {
    const r = await deck("check", file("// just a comment\nSideboard\n2 Shock\n"));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/the deck has no main-deck cards/);
  });

  it("reports a missing or invalid catalog file by name", async () => {
    const r = await deck("check", file("20 Mountain\n"), "--catalog", join(dir, "nope.json"));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/catalog .*nope\.json: no such file$/m);
    expect(r.stderr).not.toMatch(/no catalog here/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    const bad = await deck("check", file("20 Mountain\n"), "--catalog", file("{", "bad-catalog.json"));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/bad-catalog\.json: not valid JSON: the file ends early \(truncated\?\) at line 1$/m);
  });

  it("checks a sample deck given by its id, like goldfish", async () => {
    for (const sample of sampleDecks) {
      const r = await deck("check", sample.id);
      expect(r.stderr, sample.id).toBe("");
      expect(r.code, sample.id).toBe(0);
      expect(r.stdout).toMatch(/^OK$/m);
      const j = await deck("check", sample.id, "--json");
      expect(JSON.parse(j.stdout)).toMatchObject({ format: "arena", unknown: [], errors: [] });
    }
    const missing = await deck("check", "mono-red-hast");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/mono-red-hast: no such file or sample deck \(samples: mono-red-haste/);
  });

  it("warns (exit 0) when the main deck has fewer than 60 cards", async () => {
    const path = file("20 Mountain\n4 Shock\n");
    const r = await deck("check", path);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Warnings \(1\):\n {2}the main deck has 24 cards; constructed decks usually have at least 60 cards$/m,
    );
    expect(r.stdout).toMatch(/^OK, with 1 warning$/m);
    const j = await deck("check", path, "--json");
    expect(j.code).toBe(0);
    expect(JSON.parse(j.stdout)).toMatchObject({
      mainCount: 24,
      warnings: ["the main deck has 24 cards; constructed decks usually have at least 60 cards"],
    });
    const full = await deck("check", file("56 Mountain\n4 Shock\n"), "--json");
    expect(JSON.parse(full.stdout)).not.toHaveProperty("warnings");
  });

  it("warns (exit 0) about more than four of a card other than basic lands, main deck and sideboard together (CR 100.2a)", async () => {
    const r = await deck("check", file("4 Shock\n56 Mountain\n\nSideboard\n2 Shock\n"));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Warnings \(1\):\n {2}6 copies of Shock; a constructed deck may have at most 4 of a card other than basic lands \(CR 100\.2a\)$/m,
    );
    const j = await deck("check", file("8 Shock\n52 Mountain\n"), "--json");
    expect(JSON.parse(j.stdout).warnings).toEqual([
      "8 copies of Shock; a constructed deck may have at most 4 of a card other than basic lands (CR 100.2a)",
    ]);
  });

  it("knows the cards any number of which a deck may have: basic lands, and a card that says so (CR 100.2a)", () => {
    const card = (name: string, typeLine: string, oracleText = "") =>
      ({ name, typeLine, oracleText }) as Parameters<typeof copyLimitExempt>[1];
    expect(copyLimitExempt("Mountain")).toBe(true);
    expect(copyLimitExempt("Shock")).toBe(false);
    expect(copyLimitExempt("Snow Bog", card("Snow Bog", "Basic Snow Land — Swamp"))).toBe(true);
    expect(copyLimitExempt("Wastes", card("Wastes", "Basic Land"))).toBe(true);
    expect(copyLimitExempt("Snow Ridge", card("Snow Ridge", "Snow Land — Mountain"))).toBe(false);
    expect(
      copyLimitExempt(
        "Rat Pack",
        card("Rat Pack", "Creature — Rat", "A deck can have any number of cards named Rat Pack."),
      ),
    ).toBe(true);
  });

  it("answers usage errors with exit 2", async () => {
    expect((await deck()).code).toBe(2);
    expect((await deck("frobnicate")).code).toBe(2);
    expect((await deck("check")).code).toBe(2);
    expect((await deck("check", "a", "b")).code).toBe(2);
    const r = await deck("check", "--bogus", "x");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bogus/);
    const help = await deck("check", "--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/usage: fishbowl deck check/);
  });
});
