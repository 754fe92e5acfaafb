import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { playGame } from "@fishbowl/autopilot";
import { builtinRegistry, catalogDefinition, type CatalogCard } from "@fishbowl/cards";
import { GAMEFILE_FORMAT, type GameFile } from "@fishbowl/game-file";
import { MAX_GAME_FILE_BYTES, run, withCatalogCards } from "./replay.js";

const dir = mkdtempSync(join(tmpdir(), "fishbowl-replay-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(content));
  return p;
}

async function call(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

// Catalog cards without a built-in definition: one compiled whole, one only in part.
const kavu: CatalogCard = {
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
const wall: CatalogCard = {
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

/** A game played as `fishbowl goldfish --catalog … --save` plays it: catalog cards compiled into `extraCards`. */
function savedGame(): GameFile {
  const deck = [
    ...Array<string>(12).fill("Mountain"),
    ...Array<string>(12).fill("Swamp"),
    ...Array<string>(16).fill("Raging Goblin"),
    ...Array<string>(10).fill(kavu.name),
    ...Array<string>(10).fill(wall.name),
  ];
  const extraCards = { [kavu.name]: catalogDefinition(kavu), [wall.name]: catalogDefinition(wall) };
  const setup = { deck, seed: 7, onThePlay: true, extraCards };
  const r = playGame(setup, builtinRegistry, { maxTurns: 12 });
  return { format: GAMEFILE_FORMAT, ...setup, actions: r.actions };
}

describe("fishbowl replay and catalog cards", () => {
  const game = savedGame();
  const withDefinitions = file("with-definitions.json", game);
  const { extraCards: _dropped, ...bare } = game;
  void _dropped;
  const withoutDefinitions = file("without-definitions.json", bare);
  const catalog = file("catalog.json", [kavu, wall]);

  it("replays a game file with embedded catalog definitions without a catalog", async () => {
    const end = JSON.parse((await call(withDefinitions, "--json")).stdout) as { battlefield: { name: string }[] };
    expect(end.battlefield.map((p) => p.name)).toContain(wall.name); // the game did cast a catalog card
    const r = await call(withDefinitions);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${game.actions.length} actions replayed`);
    expect(r.stdout).toMatch(/^Not automated \(played as compiled\): Unautomated Test Wall$/m); // the Kavu compiles whole
  });

  it("says to pass --catalog when the file lacks the definitions", async () => {
    const r = await call(withoutDefinitions);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${withoutDefinitions}: the game cannot start: unknown card "`);
    expect(r.stderr).toContain("pass --catalog FILE");
  });

  it("compiles the missing definitions from --catalog and reaches the same end", async () => {
    const expected = JSON.parse((await call(withDefinitions, "--json")).stdout) as unknown;
    const r = await call(withoutDefinitions, "--catalog", catalog, "--json");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(expected);
  });

  it("keeps the file's own definitions over the catalog's", async () => {
    const expected = JSON.parse((await call(withDefinitions, "--json")).stdout) as unknown;
    const otherWall = { ...wall, power: "9", toughness: "9", oracleText: "", keywords: [] };
    const r = await call(withDefinitions, "--catalog", file("other-catalog.json", [kavu, otherWall]), "--json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(expected);
  });

  it("names the catalog file that cannot be used", async () => {
    const missing = join(dir, "nope.json");
    const r = await call(withoutDefinitions, "--catalog", missing);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(`fishbowl replay: --catalog ${missing}: no such file\n`);
  });
});

describe("fishbowl replay and game files from elsewhere", () => {
  /** A game file written before the game-file package existed (packages/game-file/__fixtures__). */
  const written = (name: string) =>
    fileURLToPath(new URL(`../../../../packages/game-file/__fixtures__/${name}`, import.meta.url));

  it("replays a game file `fishbowl goldfish --save` wrote before, to the same end", async () => {
    const r = await call(written("cli-goldfish-save.json"), "--json");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      turn: 9,
      yourTurn: 5,
      winner: "you",
      actions: 40,
      life: { you: 18, opponent: 0 },
    });
  });

  it("replays a game file the desktop table wrote before (deck name, catalog card definitions)", async () => {
    const r = await call(written("desktop-table-save.json"), "--json");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      turn: 2,
      yourTurn: 1,
      step: "main1",
      winner: null,
      actions: 3,
      library: 52,
    });
  });

  it("names the field of a hostile file instead of failing inside the engine", async () => {
    const base = { format: GAMEFILE_FORMAT, seed: 1, onThePlay: true, actions: [] };
    const proto = file("proto.json", { ...base, deck: Array<string>(60).fill("__proto__") });
    expect(await call(proto)).toEqual({
      code: 1,
      stdout: "",
      stderr: `fishbowl replay: ${proto}: "deck" must be a non-empty array of card names: entry 1 ("__proto__") is not a card name\n`,
    });
    const ctor = join(dir, "ctor.json");
    writeFileSync(
      ctor,
      `{"format":"${GAMEFILE_FORMAT}","deck":["Mountain"],"seed":1,"onThePlay":true,"actions":[],"extraCards":{"__proto__":{"name":"x","manaCost":null,"types":[],"oracleText":""}}}`,
    );
    expect((await call(ctor)).stderr).toContain('"__proto__" is not a card name');
    const action = file("action.json", {
      ...base,
      deck: ["Mountain"],
      actions: [{ type: "pass", player: "you" }, "pass"],
    });
    expect((await call(action)).stderr).toContain("action 2 of 2 is not an action");
  });

  it("refuses a file larger than any game file before reading it, saying how large", async () => {
    // a valid game padded to just over the limit (sparse: the padding is never written to disk)
    const big = file("big.json", {
      format: GAMEFILE_FORMAT,
      deck: ["Mountain"],
      seed: 1,
      onThePlay: true,
      actions: [],
    });
    truncateSync(big, MAX_GAME_FILE_BYTES + 1);
    expect(await call(big)).toEqual({
      code: 1,
      stdout: "",
      stderr: `fishbowl replay: ${big}: the file is too large to be a game file (20.0 MB; the limit is 20 MB)\n`,
    });
  });

  it("compiles a catalog card whatever its name, never taking an object property for a definition", () => {
    const odd: CatalogCard = { ...kavu, name: "constructor" };
    const withOdd = withCatalogCards(
      { format: GAMEFILE_FORMAT, deck: ["constructor"], seed: 1, onThePlay: true, actions: [] },
      [odd],
    );
    expect(Object.hasOwn(withOdd.extraCards ?? {}, "constructor")).toBe(true);
  });
});
