import { describe, expect, it, vi } from "vitest";
import { DECKS_KEY, UNREADABLE_DECKS_KEY, localStorageDecks, type StoredDeck } from "./deck-storage.js";
import { getHost } from "./host.js";
import { createMemoryHost } from "./memory-host.js";
import { defaultSampleDecks } from "./sample-decks.js";

describe("createMemoryHost", () => {
  it("lists, creates, saves, renames and removes decks like the Decks folder", async () => {
    const host = createMemoryHost([{ name: "Burn", text: "4 Shock" }], { now: () => 5 });
    expect(await host.decks.list()).toEqual([{ name: "Burn", size: 7, modifiedMs: 5 }]);
    await host.decks.create("aggro", "1 Raging Goblin");
    await expect(host.decks.create("AGGRO", "x")).rejects.toThrow(/already exists/);
    await expect(host.decks.create("a/b", "x")).rejects.toThrow(/cannot contain/);
    await host.decks.save("Burn", "4 Lightning Bolt");
    expect(await host.decks.read("Burn")).toBe("4 Lightning Bolt");
    await host.decks.rename("Burn", "Red");
    await expect(host.decks.read("Burn")).rejects.toThrow(/no deck named/);
    await host.decks.remove("aggro");
    expect((await host.decks.list()).map((d) => d.name)).toEqual(["Red"]);
  });

  it("stores names in NFC and refuses twins that differ in case or normalisation form, as the Decks folder does", async () => {
    const host = createMemoryHost([], { now: () => 5 });
    expect((await host.decks.create("E\u0301lan", "x")).name).toBe("\u00C9lan");
    expect(await host.decks.read("E\u0301lan")).toBe("x");
    await expect(host.decks.create("\u00E9LAN", "y")).rejects.toThrow(/already exists/);
    await expect(host.decks.create("Bad\u202Ename", "y")).rejects.toThrow(/text-direction/);
    await host.decks.create("Other", "z");
    await expect(host.decks.rename("Other", "e\u0301lan")).rejects.toThrow(/already exists/);
    expect((await host.decks.list()).map((d) => d.name)).toEqual(["\u00C9lan", "Other"]);
  });

  it("keeps one autosaved game and forwards menu commands", async () => {
    const host = createMemoryHost([], { now: () => 9 });
    expect(await host.autosave.load()).toBeNull();
    await host.autosave.save({ turn: 2 });
    expect(await host.autosave.load()).toEqual({ savedAt: 9, game: { turn: 2 } });
    await host.autosave.clear();
    expect(await host.autosave.load()).toBeNull();
    const listener = vi.fn();
    const off = host.onMenuCommand(listener);
    host.dispatchMenuCommand("deck:save");
    off();
    host.dispatchMenuCommand("deck:new");
    expect(listener.mock.calls).toEqual([["deck:save"]]);
  });

  it("exports through the download function", async () => {
    const download = vi.fn();
    expect(await createMemoryHost([], { download }).files.exportText("Burn", "Deck\n")).toBe(true);
    expect(download).toHaveBeenCalledWith("Burn.txt", "Deck\n");
  });
});

/** A `Storage` over a map, whose `setItem` throws while `full` is set (a full or refusing storage). */
function fakeStorage() {
  const items = new Map<string, string>();
  const state = { full: false };
  const storage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (state.full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
  } as unknown as Storage;
  return { storage, items, state };
}

describe("the browser build's decks in localStorage", () => {
  it("keeps every change, and a new host (a reload) reads them back instead of the samples", async () => {
    const { storage } = fakeStorage();
    const first = createMemoryHost([{ name: "Sample", text: "4 Shock" }], {
      now: () => 5,
      persist: localStorageDecks(storage),
    });
    expect((await first.decks.list()).map((d) => d.name)).toEqual(["Sample"]);
    await first.decks.create("Burn", "4 Lightning Bolt");
    await first.decks.save("Sample", "4 Shock\n4 Mountain");
    await first.decks.rename("Sample", "Shocks");
    const reloaded = createMemoryHost([{ name: "Sample", text: "4 Shock" }], {
      now: () => 9,
      persist: localStorageDecks(storage),
    });
    expect(await reloaded.decks.list()).toEqual([
      { name: "Burn", size: 16, modifiedMs: 5 },
      { name: "Shocks", size: 18, modifiedMs: 5 },
    ]);
    expect(await reloaded.decks.read("Shocks")).toBe("4 Shock\n4 Mountain");
    await reloaded.decks.remove("Burn");
    const again = createMemoryHost([], { persist: localStorageDecks(storage) });
    expect((await again.decks.list()).map((d) => d.name)).toEqual(["Shocks"]);
  });

  it("refuses a change it can't store and keeps the previous version, in memory and in storage", async () => {
    const { storage, items, state } = fakeStorage();
    const host = createMemoryHost([], { now: () => 5, persist: localStorageDecks(storage) });
    await host.decks.create("Burn", "4 Shock");
    const before = items.get(DECKS_KEY);
    state.full = true;
    await expect(host.decks.save("Burn", "4 Lightning Bolt")).rejects.toThrow(
      /could not be saved in this browser's storage \(The quota has been exceeded\.\); the previous version is kept/,
    );
    await expect(host.decks.create("Other", "x")).rejects.toThrow(/previous version is kept/);
    await expect(host.decks.rename("Burn", "Red")).rejects.toThrow(/previous version is kept/);
    await expect(host.decks.remove("Burn")).rejects.toThrow(/previous version is kept/);
    expect(await host.decks.read("Burn")).toBe("4 Shock");
    expect((await host.decks.list()).map((d) => d.name)).toEqual(["Burn"]);
    expect(items.get(DECKS_KEY)).toBe(before);
  });

  it("moves an unreadable library aside (never overwriting it) and starts from the samples", async () => {
    const { storage, items } = fakeStorage();
    items.set(DECKS_KEY, "{not json");
    const host = createMemoryHost([{ name: "Sample", text: "x" }], { persist: localStorageDecks(storage) });
    expect((await host.decks.list()).map((d) => d.name)).toEqual(["Sample"]);
    await host.decks.create("New", "y");
    expect(items.get(UNREADABLE_DECKS_KEY)).toBe("{not json");
    const decks = (JSON.parse(items.get(DECKS_KEY)!) as { decks: StoredDeck[] }).decks;
    expect(decks.map((d) => d.name)).toEqual(["Sample", "New"]);
  });
});

describe("sample decks", () => {
  it("seeds the browser host with the cards package's samples when there is no preload API", async () => {
    localStorage.removeItem(DECKS_KEY);
    const names = defaultSampleDecks().map((d) => d.name);
    expect(names).toContain("Mono-Red Haste");
    const host = getHost({ fishbowl: undefined });
    expect((await host.decks.list()).map((d) => d.name).sort()).toEqual([...names].sort());
  });
});
