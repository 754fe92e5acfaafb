import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "./scenarios.js";

const dir = mkdtempSync(join(tmpdir(), "fishbowl-scenarios-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, typeof content === "string" ? content : JSON.stringify(content));
  return p;
}

async function call(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

// Catalog cards without a built-in definition, in the compact catalog format.
const kavu = {
  name: "Flametongue Kavu",
  manaCost: "{3}{R}",
  manaValue: 4,
  typeLine: "Creature — Kavu",
  oracleText: "When Flametongue Kavu enters the battlefield, it deals 4 damage to target creature.",
  power: "4",
  toughness: "2",
  colors: ["R"],
  keywords: [],
  layout: "normal",
};
const wall = {
  name: "Unautomated Test Wall",
  manaCost: "{1}{B}{B}",
  manaValue: 3,
  typeLine: "Creature — Wall",
  oracleText: "Defender (This creature can't attack.)\nCumulative upkeep—Pay 1 life.",
  power: "3",
  toughness: "2",
  colors: ["B"],
  keywords: ["Defender"],
  layout: "normal",
};
// A built-in card under a catalog entry that differs: the built-in definition must win.
const fakeBears = {
  name: "Grizzly Bears",
  manaCost: "{1}{G}",
  manaValue: 2,
  typeLine: "Creature — Bear",
  oracleText: "",
  power: "5",
  toughness: "5",
  colors: ["G"],
  keywords: [],
  layout: "normal",
};

const kavuScenario = {
  format: "fishbowl-scenario/1",
  name: "Flametongue Kavu's enters trigger deals 4 damage to target creature",
  rules: ["603.2", "120.3"],
  setup: {
    turn: 3,
    active: "you",
    step: "main1",
    you: { hand: ["Flametongue Kavu"], battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"] },
    opponent: { battlefield: [{ card: "Grizzly Bears", id: "bears" }] },
  },
  steps: [
    { expect: { object: "bears", power: 2, toughness: 2 } },
    { do: "cast", card: "Flametongue Kavu" },
    { do: "resolve" },
    { do: "choose", targets: ["bears"] },
    { do: "resolveAll" },
    { expect: { object: "bears", zone: "graveyard" } },
    { expect: { object: "Flametongue Kavu", zone: "battlefield", power: 4, toughness: 2 } },
  ],
};

const wallScenario = {
  format: "fishbowl-scenario/1",
  name: "Unautomated Test Wall keeps defender: it cannot attack",
  rules: ["702.3b"],
  setup: {
    turn: 3,
    active: "you",
    step: "main1",
    you: { battlefield: [{ card: "Unautomated Test Wall", id: "wall" }, "Grizzly Bears"] },
  },
  steps: [
    { expect: { object: "wall", power: 3, toughness: 2, has: ["Defender"] } },
    { do: "attack", attackers: ["wall", "Grizzly Bears"], rejected: ["702.3b"] },
    { do: "attack", attackers: ["Grizzly Bears"] },
    { do: "advance", to: "end_of_combat" },
    { expect: { life: { opponent: 18 } } },
  ],
};

describe("fishbowl scenarios --catalog", () => {
  const kavuFile = file("kavu.json", kavuScenario);
  const wallFile = file("wall.json", wallScenario);
  const catalog = file("catalog.json", [kavu, wall, fakeBears]);

  it("fails a folder with no scenario in it: a run that tests nothing is not a pass", async () => {
    const empty = join(dir, "empty-folder");
    mkdirSync(empty, { recursive: true });
    const r = await call(empty);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("no scenario files (*.json) here");
    expect(r.stdout.trim().split("\n").at(-1)).toBe("0 passed, 1 failed");
  });

  it("without --catalog, a catalog card is unknown (failed, or skipped with --skip-unknown-cards)", async () => {
    const r = await call(kavuFile);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('unknown card "Flametongue Kavu"');
    expect(r.stdout.trim().split("\n").at(-1)).toBe("0 passed, 1 failed");
    const skipped = await call(kavuFile, "--skip-unknown-cards");
    expect(skipped.code).toBe(0);
    expect(skipped.stdout.trim().split("\n").at(-1)).toBe("0 passed, 0 failed, 1 skipped");
    expect(skipped.stdout).not.toContain("Not automated");
  });

  it("compiles the catalog cards a scenario names and runs it", async () => {
    const r = await call(kavuFile, "--catalog", catalog);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("1 passed, 0 failed\n"); // Flametongue Kavu compiles whole: nothing to report
    expect(r.code).toBe(0);
  });

  it("runs a card the compiler reads only in part as compiled, and names its clauses on one line", async () => {
    const r = await call(wallFile, kavuFile, "--catalog", catalog);
    expect(r.stderr).toBe("");
    expect(r.code, r.stdout).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines).toEqual([
      "Not automated (played as compiled): Unautomated Test Wall — not: Cumulative upkeep—Pay 1 life.",
      "2 passed, 0 failed",
    ]);
    const json = await call(wallFile, "--catalog", catalog, "--json");
    expect(JSON.parse(json.stdout)).toMatchObject({
      passed: 1,
      failed: 0,
      notAutomated: { "Unautomated Test Wall": ["Cumulative upkeep—Pay 1 life."] },
    });
  });

  it("keeps built-in definitions over the catalog's", async () => {
    // kavuScenario checks the Bears are 2/2 (built in), not the catalog's 5/5
    const r = await call(kavuFile, "--catalog", catalog, "--json");
    expect(JSON.parse(r.stdout)).toMatchObject({ passed: 1, failed: 0, notAutomated: {} });
  });

  it("does not run the catalog file as a scenario when it lies in the scenario folder", async () => {
    const folder = join(dir, "beside");
    mkdirSync(folder);
    writeFileSync(join(folder, "catalog.json"), JSON.stringify([kavu]));
    writeFileSync(join(folder, "kavu.json"), JSON.stringify(kavuScenario));
    const r = await call(folder, "--catalog", join(folder, "catalog.json"));
    expect(r.stdout).toBe("1 passed, 0 failed\n");
    expect(r.code).toBe(0);
    const without = await call(folder);
    expect(without.stdout).toContain("catalog.json");
    expect(without.stdout.trim().split("\n").at(-1)).toBe("0 passed, 2 failed");
  });

  it("reads Scryfall bulk data as the catalog", async () => {
    const scryfall = file("scryfall.json", [
      {
        object: "card",
        name: kavu.name,
        mana_cost: kavu.manaCost,
        cmc: 4,
        type_line: kavu.typeLine,
        oracle_text: kavu.oracleText,
        power: "4",
        toughness: "2",
        colors: ["R"],
        keywords: [],
        layout: "normal",
      },
    ]);
    const r = await call(kavuFile, "--catalog", scryfall);
    expect(r.stdout).toBe("1 passed, 0 failed\n");
    expect(r.code).toBe(0);
  });

  it("names the catalog file that cannot be used", async () => {
    const missing = await call(kavuFile, "--catalog", join(dir, "nope.json"));
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toBe(`fishbowl scenarios: --catalog ${join(dir, "nope.json")}: no such file\n`);
    const bad = file("bad-catalog.json", [{ name: "Broken", manaCost: "{R}" }]);
    const r = await call(kavuFile, "--catalog", bad);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`--catalog ${bad}: not a Fishbowl catalog: card 0 ("Broken")`);
  });

  it("refuses an unknown option as a usage error", async () => {
    const r = await call(kavuFile, "--catalogue", catalog);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^fishbowl scenarios: .*--catalogue/);
  });
});
