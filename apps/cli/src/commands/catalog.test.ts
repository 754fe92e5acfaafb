import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { automatedNamePredicate, builtinCardNames, handWrittenDefinitions } from "@fishbowl/cards";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { run } from "./catalog.js";

const FIXTURES = fileURLToPath(new URL("../catalog/__fixtures__/", import.meta.url));
const isAutomated = automatedNamePredicate(builtinCardNames());

let dir: string;
let stdout: string;
let stderr: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fishbowl-cli-"));
  stdout = "";
  stderr = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  vi.stubEnv("FISHBOWL_DATA_DIR", path.join(dir, "data"));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function importFixture(): Promise<void> {
  expect(await run(["import", path.join(FIXTURES, "scryfall-oracle.json")])).toBe(0);
  stdout = "";
  stderr = "";
}

describe("fishbowl catalog import", () => {
  it("--json prints exactly cards, skipped, automated, ms", async () => {
    expect(
      await run(["import", path.join(FIXTURES, "scryfall-oracle.json"), "--out", path.join(dir, "out"), "--json"]),
    ).toBe(0);
    const report = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(report)).toEqual(["cards", "skipped", "automated", "ms"]);
    const names = [
      "Delver of Secrets // Insectile Aberration",
      "Goblin Guide",
      "Lightning Bolt",
      "Mountain",
      "Raging Goblin",
      "Shock",
    ];
    expect(report).toMatchObject({ cards: 6, automated: names.filter(isAutomated).length, ms: expect.any(Number) });
    expect(report.skipped).toHaveLength(2);
    expect(fs.existsSync(path.join(dir, "out", "catalog.json"))).toBe(true);
  });

  it("writes to the user data directory by default and says what it skipped", async () => {
    expect(await run(["import", path.join(FIXTURES, "mtgjson-atomic.json")])).toBe(0);
    expect(fs.existsSync(path.join(dir, "data", "catalog.json"))).toBe(true);
    expect(stdout).toContain("Imported 3 cards (MTGJSON AtomicCards)");
    // the counts in the words of the browser's import: automated, partly automated, manual, adding up to the cards
    const counts = /; (\d+) automated, (\d+) partly automated, (\d+) manual\./.exec(stdout);
    expect(counts).not.toBeNull();
    expect(counts!.slice(1).reduce((n, x) => n + Number(x), 0)).toBe(3);
    expect(stdout).toContain('#2 "Nameless Thing": 0.manaValue');
  });

  it("fails with one line naming the file, exit 1, no stack trace", async () => {
    const missing = path.join(dir, "nope.json");
    expect(await run(["import", missing])).toBe(1);
    expect(stderr).toBe(`fishbowl catalog: ${missing}: cannot read (no such file)\n`);
    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(bad, "[{");
    expect(await run(["import", bad])).toBe(1);
    expect(stderr).toContain(`${bad}: not valid JSON`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses to overwrite its own input, exit 1, one message", async () => {
    const out = path.join(dir, "out");
    expect(await run(["import", path.join(FIXTURES, "scryfall-oracle.json"), "--out", out])).toBe(0);
    const catalogFile = path.join(out, "catalog.json");
    const before = fs.readFileSync(catalogFile, "utf8");
    const link = path.join(dir, "link-to-out");
    fs.symlinkSync(out, link);
    for (const [input, outDir] of [
      [catalogFile, out],
      [path.join(link, "catalog.json"), out],
      [catalogFile, link],
      [path.relative(process.cwd(), catalogFile), `${out}/`],
    ]) {
      stdout = "";
      stderr = "";
      expect(await run(["import", input as string, "--out", outDir as string]), `${input} --out ${outDir}`).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toBe(
        `fishbowl catalog: ${input}: is the catalog file this import would write; give another input file or another --out folder\n`,
      );
    }
    // the default output (the user data directory) too
    fs.mkdirSync(path.join(dir, "data"));
    fs.copyFileSync(catalogFile, path.join(dir, "data", "catalog.json"));
    stderr = "";
    expect(await run(["import", path.join(dir, "data", "catalog.json")])).toBe(1);
    expect(stderr).toContain("is the catalog file this import would write");
    expect(fs.readFileSync(catalogFile, "utf8")).toBe(before);
  });

  it("says when --out is a file, not a folder, exit 1, no raw Node error", async () => {
    const aFile = path.join(dir, "a-file");
    fs.writeFileSync(aFile, "x");
    for (const out of [aFile, path.join(aFile, "sub")]) {
      stderr = "";
      expect(await run(["import", path.join(FIXTURES, "scryfall-oracle.json"), "--out", out])).toBe(1);
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toContain(`--out ${out}: `);
      expect(stderr).toMatch(/is a file, not a folder/);
      expect(stderr).not.toMatch(/E[A-Z]{3,}|\n\s+at /);
    }
    expect(fs.readFileSync(aFile, "utf8")).toBe("x");
  });

  it("rejects bad usage with exit 2", async () => {
    expect(await run(["import"])).toBe(2);
    expect(await run(["import", "a", "--bogus"])).toBe(2);
    expect(await run(["frobnicate"])).toBe(2);
  });
});

describe("fishbowl catalog search", () => {
  it("prints matches in name order, or JSON", async () => {
    await importFixture();
    expect(await run(["search", "t:goblin", "o:haste"])).toBe(0);
    expect(stdout).toBe(
      "Goblin Guide  {R}  — Creature — Goblin Scout  2/2\nRaging Goblin  {R}  — Creature — Goblin Berserker  1/1\n",
    );
    stdout = "";
    expect(await run(["search", "delver", "--json"])).toBe(0);
    expect((JSON.parse(stdout) as { name: string }[]).map((c) => c.name)).toEqual([
      "Delver of Secrets // Insectile Aberration",
    ]);
  });

  it("explains a bad query with a caret, exit 1", async () => {
    await importFixture();
    expect(await run(["search", "t:goblin foo:bar"])).toBe(1);
    expect(stderr).toContain('unknown search key "foo"');
    expect(stderr).toContain("\n  t:goblin foo:bar\n           ^");
  });

  it("searches a Scryfall or MTGJSON bulk file given directly with --catalog", async () => {
    for (const [f, query, name] of [
      ["scryfall-oracle.json", "t:goblin", "Raging Goblin"],
      ["mtgjson-atomic.json", "t:bear", "Grizzly Bears"],
    ] as const) {
      stdout = "";
      expect(await run(["search", query, "--catalog", path.join(FIXTURES, f)])).toBe(0);
      expect(stdout).toContain(name);
    }
  });

  it("names a missing or malformed catalog file", async () => {
    const missing = path.join(dir, "none.json");
    expect(await run(["search", "bolt", "--catalog", missing])).toBe(1);
    expect(stderr).toBe(`fishbowl catalog: ${missing}: no such file\n`);
    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(bad, '[{"name":"X"}]');
    expect(await run(["search", "bolt", "--catalog", bad])).toBe(1);
    expect(stderr).toContain(`${bad}: not a Fishbowl catalog: card 0 ("X"): manaCost`);
  });
});

describe("fishbowl catalog --help", () => {
  it("prints the usage of catalog and of each sub-command on stdout, exit 0", async () => {
    for (const argv of [
      ["--help"],
      ["-h"],
      ["import", "--help"],
      ["import", "-h"],
      ["search", "-h"],
      ["search", "--help"],
      ["coverage", "--help"],
      ["coverage", "--decks", "x", "-h"],
    ]) {
      stdout = "";
      stderr = "";
      expect(await run(argv), argv.join(" ")).toBe(0);
      expect(stderr).toBe("");
      expect(stdout).toMatch(/^usage:/);
      expect(stdout).toContain(argv[0]!.startsWith("-") ? "fishbowl catalog import" : `fishbowl catalog ${argv[0]}`);
    }
  });
});

describe("fishbowl catalog: the default catalog", () => {
  it("says how to create the default catalog when it is missing (no --catalog)", async () => {
    expect(await run(["search", "bolt"])).toBe(1);
    expect(stderr).toContain(
      `${path.join(dir, "data", "catalog.json")}: no catalog here (run "fishbowl catalog import`,
    );
  });
});

describe("fishbowl catalog coverage", () => {
  it("does not count a deck without main-deck cards as fully automated; lists it with the reason", async () => {
    await importFixture();
    const decks = path.join(dir, "decks");
    fs.mkdirSync(decks);
    for (const f of fs.readdirSync(path.join(FIXTURES, "decks")))
      fs.copyFileSync(path.join(FIXTURES, "decks", f), path.join(decks, f));
    fs.writeFileSync(path.join(decks, "sideboard-only.txt"), "// just a comment\nSideboard\n2 Shock\n");
    fs.writeFileSync(path.join(decks, "zero-bytes.txt"), "");
    expect(await run(["coverage", "--decks", decks, "--json"])).toBe(0);
    const report = JSON.parse(stdout) as {
      decks: { total: number; fullyAutomatedDecks: string[]; unreadable: { name: string; reason: string }[] };
    };
    expect(report.decks.total).toBe(3);
    expect(report.decks.fullyAutomatedDecks).not.toContain("sideboard-only.txt");
    expect(report.decks.fullyAutomatedDecks).not.toContain("zero-bytes.txt");
    expect(report.decks.unreadable.map((u) => u.name)).toEqual(["sideboard-only.txt", "zero-bytes.txt"]);
    expect(report.decks.unreadable[0]!.reason).toBe("no main-deck cards");
    expect(report.decks.unreadable[1]!.reason).toMatch(/empty/);
    stdout = "";
    expect(await run(["coverage", "--decks", decks])).toBe(0);
    expect(stdout).toMatch(/^Decks: \d+ of 3 fully automated/m);
    expect(stdout).toMatch(
      /^Unreadable or empty, not counted \(2\):\n {2}sideboard-only\.txt: no main-deck cards\n {2}zero-bytes\.txt: .*empty/m,
    );
    expect(stdout).not.toMatch(/^Fully automated: .*sideboard-only/m);
  });

  it("reports the catalog share and deck coverage over a folder of deck lists", async () => {
    await importFixture();
    expect(await run(["coverage", "--decks", path.join(FIXTURES, "decks"), "--json"])).toBe(0);
    const report = JSON.parse(stdout) as {
      catalog: { cards: number; automated: number };
      decks: {
        total: number;
        fullyAutomated: number;
        fullyAutomatedDecks: string[];
        topMissing: { name: string; decks: number }[];
      };
    };
    const catalogNames = [
      "Delver of Secrets // Insectile Aberration",
      "Goblin Guide",
      "Lightning Bolt",
      "Mountain",
      "Raging Goblin",
      "Shock",
    ];
    expect(report.catalog).toMatchObject({ cards: 6, automated: catalogNames.filter(isAutomated).length });
    expect(report.decks.total).toBe(3);
    const decks: Record<string, string[]> = {
      "burn.txt": ["Mountain", "Lightning Bolt", "Raging Goblin"],
      "goblins.txt": ["Mountain", "Goblin Guide", "Raging Goblin", "Shock"],
      "tempo.txt": ["Delver of Secrets // Insectile Aberration", "Shock", "Goblin Guide"],
    };
    const fully = Object.keys(decks).filter((d) => (decks[d] as string[]).every(isAutomated));
    expect(report.decks.fullyAutomatedDecks).toEqual(fully);
    for (const m of report.decks.topMissing) expect(isAutomated(m.name)).toBe(false);
    if (!isAutomated("Goblin Guide"))
      expect(report.decks.topMissing[0]).toMatchObject({ name: "Goblin Guide", decks: 2 });
    // the compiler's part: hand-written built-ins by hand, the rest (the built-in printed pool included) by the compiler
    const compiler = (
      JSON.parse(stdout) as {
        compiler: {
          byHand: number;
          byCompiler: number;
          partly: number;
          topFailedClauses: { template: string; cards: number }[];
        };
      }
    ).compiler;
    const handWritten = new Set(handWrittenDefinitions.map((d) => d.name));
    expect(compiler.byHand).toBe(catalogNames.filter((n) => isAutomated(n) && handWritten.has(n)).length);
    expect(compiler.byHand + compiler.byCompiler).toBe(report.catalog.automated);
    expect(compiler.topFailedClauses.map((f) => f.template)).toContain(
      "transform cards (several faces) are not compiled yet",
    );
  });

  it("prints a readable summary", async () => {
    await importFixture();
    expect(await run(["coverage", "--decks", path.join(FIXTURES, "decks")])).toBe(0);
    expect(stdout).toMatch(
      /^Catalog: \d+ of 6 cards automated \(\d+\.\d%\): \d+ by hand-written definitions, \d+ by the Oracle-text compiler; \d+ more partly automated, \d+ manual \(counted as the table and the browser's card-data import count them\)\.\nDecks: \d+ of 3 fully automated/,
    );
    expect(stdout).toMatch(
      /Clauses the compiler can't read yet \(cards\):\n +1 +transform cards \(several faces\) are not compiled yet/,
    );
  });

  it("compile shows the compiler's verdict for named and sampled cards", async () => {
    await importFixture();
    expect(await run(["compile", "raging goblin", "--json"])).toBe(0);
    const [goblin] = JSON.parse(stdout) as { name: string; automated: boolean; definition: { keywords?: string[] } }[];
    expect(goblin).toMatchObject({ name: "Raging Goblin", automated: true, definition: { keywords: ["Haste"] } });
    stdout = "";
    // Goblin Guide has no built-in definition and a clause the compiler can't read; Shock is built in: the game plays that one
    expect(await run(["compile", "Goblin Guide", "Shock", "--json"])).toBe(0);
    const [guide, shock] = JSON.parse(stdout) as { builtIn: boolean; automated: boolean; unautomated: string[] }[];
    expect(guide).toMatchObject({ builtIn: false, automated: false });
    expect(guide!.unautomated.length).toBeGreaterThan(0);
    expect(shock).toMatchObject({ builtIn: true, automated: true, unautomated: [] });
    stdout = "";
    expect(await run(["compile", "--sample", "2", "--seed", "3", "--json"])).toBe(0);
    const first = (JSON.parse(stdout) as { name: string }[]).map((c) => c.name);
    stdout = "";
    expect(await run(["compile", "--sample", "2", "--seed", "3", "--json"])).toBe(0);
    expect((JSON.parse(stdout) as { name: string }[]).map((c) => c.name)).toEqual(first); // seeded: the same sample
    expect(first).toHaveLength(2);
    expect(await run(["compile", "No Such Card"])).toBe(1);
    expect(stderr).toMatch(/no card named "No Such Card"/);
  });

  it("names a missing decks folder", async () => {
    await importFixture();
    const missing = path.join(dir, "no-decks");
    expect(await run(["coverage", "--decks", missing])).toBe(1);
    expect(stderr).toBe(`fishbowl catalog: ${missing}: no such folder\n`);
  });
});
