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
  it.each([
    "",
    "  ",
    "../evil",
    "a/b",
    "a\\b",
    "C:stuff",
    ".hidden",
    "trailing.",
    " padded",
    "CON",
    "lpt1.txt",
    "x".repeat(101),
    "tab\there",
    'say "hi"',
  ])("refuses %j", (name) => {
    expect(deckNameProblem(name)).toEqual(expect.any(String));
  });
});

describe("deck names: NFC, no invisible or direction controls, no twins", () => {
  const nfd = "E\u0301lan"; // "Élan" with a combining accent, as macOS file names and some keyboards give it

  it.each([
    ["U+202E (right-to-left override)", "evil\u202Etxt.exe"],
    ["U+202A (embedding)", "a\u202Ab"],
    ["U+2066 (isolate)", "a\u2066b"],
    ["U+2069 (pop isolate)", "a\u2069b"],
    ["U+200E (left-to-right mark)", "a\u200Eb"],
    ["U+200F (right-to-left mark)", "a\u200Fb"],
    ["U+061C (Arabic letter mark)", "a\u061Cb"],
  ])("refuses %s with a message naming direction controls", (_what, name) => {
    expect(deckNameProblem(name)).toMatch(/text-direction control/);
  });

  it.each(["a\u0000b", "a\u001Bb", "a\u007Fb", "a\u0085b", "a\u009Fb", "a\u2028b", "line\nbreak"])(
    "refuses the control character in %j",
    (name) => {
      expect(deckNameProblem(name)).toMatch(/control characters/);
    },
  );

  it.each(["a\u200Bb", "a\u2060b", "\uFEFFBurn"])("refuses the zero-width character in %j", (name) => {
    expect(deckNameProblem(name)).toMatch(/zero-width/);
  });

  it("accepts accents in either form, joiners inside emoji, and long Latin names, but not names too long for a file", () => {
    expect(deckNameProblem(nfd)).toBeNull();
    expect(deckNameProblem("\u{1F469}\u200D\u{1F52C} Tokens")).toBeNull();
    expect(deckNameProblem("x".repeat(100))).toBeNull();
    expect(deckNameProblem("\u9F8D".repeat(67))).toMatch(/too long for a file name/); // 201 bytes of UTF-8
    expect(deckNameProblem("\u9F8D".repeat(66))).toBeNull();
  });

  it("stores, lists and reads a name typed in NFD under its NFC form", async () => {
    const store = createDeckStore(dir);
    expect((await store.create(nfd, "1 Island\n")).name).toBe("\u00C9lan");
    expect(await readdir(dir)).toEqual(["\u00C9lan.txt"]);
    expect((await store.list()).map((d) => d.name)).toEqual(["\u00C9lan"]);
    expect(await store.read(nfd)).toBe("1 Island\n");
    await store.save(nfd, "2 Island\n");
    expect(await store.read("\u00C9lan")).toBe("2 Island\n");
  });

  it("refuses twins that differ only in case or normalisation form, on create and on rename", async () => {
    const store = createDeckStore(dir);
    await store.create("\u00C9lan", "a");
    await store.create("Stra\u00DFe", "b");
    await store.create("Other", "c");
    for (const twin of [nfd, "\u00E9LAN", "e\u0301LAN"])
      await expect(store.create(twin, "x")).rejects.toThrow(/"Élan" already exists/);
    await expect(store.create("STRASSE", "x")).rejects.toThrow(/already exists/);
    await expect(store.rename("Other", "E\u0301LAN")).rejects.toThrow(/already exists/);
    expect((await store.rename("\u00C9lan", "e\u0301lan")).name).toBe("\u00E9lan"); // a change of case of the same deck
    expect((await store.list()).map((d) => d.name)).toEqual(["\u00E9lan", "Other", "Stra\u00DFe"]);
  });

  it("lists a file another program saved in NFD as one NFC deck, even beside its NFC twin", async () => {
    const store = createDeckStore(dir);
    await store.list();
    await writeFile(join(dir, `${nfd}.txt`), "from a Mac");
    expect((await store.list()).map((d) => d.name)).toEqual(["\u00C9lan"]);
    expect(await store.read("\u00C9lan")).toBe("from a Mac");
    await writeFile(join(dir, "\u00C9lan.txt"), "NFC file");
    expect((await store.list()).map((d) => d.name)).toEqual(["\u00C9lan"]);
    expect(await store.read(nfd)).toBe("NFC file");
  });

  it("never lists a file whose name carries a direction override", async () => {
    const store = createDeckStore(dir);
    await store.list();
    await writeFile(join(dir, "gpj.\u202Eexe.txt"), "x");
    expect(await store.list()).toEqual([]);
  });
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

  it("deletes through the injected trash without asking", async () => {
    const trash = vi.fn((path: string) => rm(path));
    const confirmPermanentDelete = vi.fn(async () => true);
    const store = createDeckStore(dir, { trash, confirmPermanentDelete });
    await store.create("Burn", "a");
    await store.remove("Burn");
    expect(trash).toHaveBeenCalledWith(join(dir, "Burn.txt"));
    expect(confirmPermanentDelete).not.toHaveBeenCalled();
    expect(await store.list()).toEqual([]);
  });
});

describe("seedDeckFolder", () => {
  it("fills a new folder once and never touches an existing one", async () => {
    const samples = [
      { name: "Mono-Red Haste", text: "20 Mountain\n" },
      { name: "bad/name", text: "x" },
    ];
    expect(await seedDeckFolder(dir, samples)).toBe(true);
    expect(await readdir(dir)).toEqual(["Mono-Red Haste.txt"]);
    await rm(join(dir, "Mono-Red Haste.txt"));
    expect(await seedDeckFolder(dir, samples)).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });
});
