import { describe, expect, it, vi } from "vitest";
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

describe("sample decks", () => {
  it("seeds the browser host with the cards package's samples when there is no preload API", async () => {
    const names = defaultSampleDecks().map((d) => d.name);
    expect(names).toContain("Mono-Red Haste");
    const host = getHost({ fishbowl: undefined });
    expect((await host.decks.list()).map((d) => d.name).sort()).toEqual([...names].sort());
  });
});
