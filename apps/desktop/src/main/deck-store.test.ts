import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDeckStore, deckNameProblem, DeckStoreError, seedDeckFolder } from "./deck-store.js";

let root: string;
let dir: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "fishbowl-decks-"));
  dir = join(root, "Decks");
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("deckNameProblem", () => {
  it.each(["Mono-Red Burn", "Toph's Earthbend (v2)", "Élan", "a"])("accepts %j", (name) => {
    expect(deckNameProblem(name)).toBeNull();
  });
  it.each(["", "  ", "../evil", "a/b", "a\\b", "C:stuff", ".hidden", "trailing.", " padded", "CON", "lpt1.txt", "x".repeat(101), "tab\there", 'say "hi"'])(
    "refuses %j",
    (name) => {
      expect(deckNameProblem(name)).toEqual(expect.any(String));
    },
  );
});

describe("createDeckStore", () => {
  it("creates the folder and lists nothing at first", async () => {
    const store = createDeckStore(dir);
    expect(await store.list()).toEqual([]);
    expect(await readdir(root)).toEqual(["Decks"]);
  });

  it("creates, reads, saves and lists decks as .txt files", async () => {
    const store = createDeckStore(dir);
    const created = await store.create("Burn", "20 Mountain\n");
    expect(created).toMatchObject({ name: "Burn", size: 12 });
    await store.create("aggro", "4 Raging Goblin\n");
    await store.save("Burn", "20 Mountain\n4 Lightning Bolt\n");
    expect(await store.read("Burn")).toBe("20 Mountain\n4 Lightning Bolt\n");
    expect(await readFile(join(dir, "Burn.txt"), "utf8")).toBe("20 Mountain\n4 Lightning Bolt\n");
    expect((await store.list()).map((d) => d.name)).toEqual(["aggro", "Burn"]);
  });

  it("ignores hidden files, temp files, other extensions and folders", async () => {
    const store = createDeckStore(dir);
    await store.create("Real", "1 Island\n");
    await writeFile(join(dir, ".Real.txt.123.abc.tmp"), "partial");
    await writeFile(join(dir, "notes.md"), "x");
    await writeFile(join(dir, ".hidden.txt"), "x");
    expect((await store.list()).map((d) => d.name)).toEqual(["Real"]);
  });

  it("refuses to create a deck whose name is taken, ignoring case", async () => {
    const store = createDeckStore(dir);
    await store.create("Burn", "a");
    await expect(store.create("burn", "b")).rejects.toThrow(DeckStoreError);
    expect(await store.read("Burn")).toBe("a");
  });

  it("refuses names that leave the folder", async () => {
    const store = createDeckStore(dir);
    await expect(store.create("../outside", "x")).rejects.toThrow(DeckStoreError);
    await expect(store.read("../../etc/passwd")).rejects.toThrow(DeckStoreError);
    expect(await readdir(root)).toEqual([]);
  });

  it("refuses to read, save, rename or delete a missing deck", async () => {
    const store = createDeckStore(dir);
    await expect(store.read("Ghost")).rejects.toThrow(/no deck named "Ghost"/);
    await expect(store.save("Ghost", "x")).rejects.toThrow(DeckStoreError);
    await expect(store.rename("Ghost", "Spirit")).rejects.toThrow(DeckStoreError);
    await expect(store.remove("Ghost")).rejects.toThrow(DeckStoreError);
    expect(await store.list()).toEqual([]);
  });

  it("renames a deck, refusing a taken name but allowing a change of case", async () => {
    const store = createDeckStore(dir);
    await store.create("Burn", "a");
    await store.create("Elves", "b");
    await expect(store.rename("Burn", "elves")).rejects.toThrow(/already exists/);
    expect((await store.rename("Burn", "Red Burn")).name).toBe("Red Burn");
    expect((await store.rename("Red Burn", "red burn")).name).toBe("red burn");
    expect((await store.list()).map((d) => d.name)).toEqual(["Elves", "red burn"]);
    expect(await store.read("red burn")).toBe("a");
  });

  it("deletes through the injected remover (the trash in the app)", async () => {
    const remove = vi.fn((path: string) => rm(path));
    const store = createDeckStore(dir, { remove });
    await store.create("Burn", "a");
    await store.remove("Burn");
    expect(remove).toHaveBeenCalledWith(join(dir, "Burn.txt"));
    expect(await store.list()).toEqual([]);
  });
});

describe("seedDeckFolder", () => {
  it("fills a new folder once and never touches an existing one", async () => {
    const samples = [{ name: "Mono-Red Haste", text: "20 Mountain\n" }, { name: "bad/name", text: "x" }];
    expect(await seedDeckFolder(dir, samples)).toBe(true);
    expect(await readdir(dir)).toEqual(["Mono-Red Haste.txt"]);
    await rm(join(dir, "Mono-Red Haste.txt"));
    expect(await seedDeckFolder(dir, samples)).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });
});
