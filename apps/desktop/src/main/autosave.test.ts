import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAutosave, parseAutosave } from "./autosave.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "fishbowl-autosave-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("createAutosave", () => {
  it("has nothing to offer at first", async () => {
    expect(await createAutosave(join(dir, "autosave.json")).load()).toBeNull();
  });

  it("saves a game and offers it back, as a new instance would on the next start", async () => {
    const file = join(dir, "autosave.json");
    const game = { turn: 3, players: [{ life: 20 }, { life: 14 }], log: ["Lightning Bolt"] };
    await createAutosave(file, () => 1234).save(game);
    expect(await createAutosave(file).load()).toEqual({ savedAt: 1234, game });
  });

  it("replaces the previous game and clears it", async () => {
    const file = join(dir, "autosave.json");
    const slot = createAutosave(file);
    await slot.save({ turn: 1 });
    await slot.save({ turn: 2 });
    expect((await slot.load())?.game).toEqual({ turn: 2 });
    await slot.clear();
    expect(await slot.load()).toBeNull();
    await slot.clear();
  });

  it("refuses a value that is not JSON", async () => {
    await expect(createAutosave(join(dir, "a.json")).save(undefined)).rejects.toThrow(/not JSON/);
  });

  it("sets an unreadable file aside instead of offering it", async () => {
    const file = join(dir, "autosave.json");
    await writeFile(file, '{"format":1,"savedAt":');
    expect(await createAutosave(file, () => 99).load()).toBeNull();
    expect(await readdir(dir)).toEqual(["autosave.json.corrupt-99"]);
  });
});

describe("parseAutosave", () => {
  it("rejects other formats", () => {
    expect(parseAutosave('{"format":2,"savedAt":1,"game":{}}')).toBeNull();
    expect(parseAutosave('{"format":1,"savedAt":"x","game":{}}')).toBeNull();
    expect(parseAutosave('{"format":1,"savedAt":1}')).toBeNull();
    expect(parseAutosave("null")).toBeNull();
    expect(parseAutosave('{"format":1,"savedAt":1,"game":null}')).toEqual({ savedAt: 1, game: null });
  });
});
