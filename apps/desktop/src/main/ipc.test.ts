import { describe, expect, it, vi } from "vitest";
import type { IpcMainInvokeEvent } from "electron";
import { Channel } from "../shared/channels.js";
import type { Autosave } from "./autosave.js";
import { DeckStoreError, type DeckStore } from "./deck-store.js";
import { createIpcHandlers, isJsonValue, isTrustedRendererUrl, isTrustedSender, registerIpc, type IpcServices } from "./ipc.js";

// Main-process modules must never load the real electron (it tries to download its binary).
vi.mock("electron", () => ({}));

const trusted = { fileUrl: "file:///opt/Fishbowl/resources/app.asar/out/renderer/index.html" };
type Frame = { url: string; parent: unknown };
const eventFrom = (url: string, parent: unknown = null) =>
  ({ senderFrame: { url, parent } as Frame }) as unknown as Pick<IpcMainInvokeEvent, "senderFrame">;
const goodEvent = eventFrom(trusted.fileUrl);

function fakeServices(): IpcServices & { decks: { [K in keyof DeckStore]: ReturnType<typeof vi.fn> } } {
  const decks = {
    dir: "/decks",
    list: vi.fn(async () => [{ name: "Burn", size: 3, modifiedMs: 1 }]),
    read: vi.fn(async () => "20 Mountain"),
    create: vi.fn(async (name: string) => ({ name, size: 0, modifiedMs: 1 })),
    save: vi.fn(async (name: string) => ({ name, size: 0, modifiedMs: 1 })),
    rename: vi.fn(async (_from: string, to: string) => ({ name: to, size: 0, modifiedMs: 1 })),
    remove: vi.fn(async () => undefined),
  };
  const autosave: Autosave = { save: vi.fn(async () => undefined), load: vi.fn(async () => null), clear: vi.fn(async () => undefined) };
  const dialogs = {
    importDeck: vi.fn(async () => null),
    exportText: vi.fn(async () => true),
    importGame: vi.fn(async () => null),
    exportGame: vi.fn(async () => true),
  };
  const catalog = {
    status: vi.fn(async () => ({ available: false, cards: 0, source: null })),
    search: vi.fn(async () => ({ ok: true, cards: [] })),
    lookup: vi.fn(async () => []),
  };
  return { decks, autosave, dialogs, catalog } as unknown as ReturnType<typeof fakeServices>;
}

function setup() {
  const services = fakeServices();
  const log = vi.fn();
  const handlers = createIpcHandlers(services, { isTrusted: (e) => isTrustedSender(e, trusted), log });
  return { services, handlers, log };
}

describe("sender checks", () => {
  it("trusts only the app's own renderer file, top-level", () => {
    expect(isTrustedRendererUrl(trusted.fileUrl, trusted)).toBe(true);
    expect(isTrustedRendererUrl(`${trusted.fileUrl}#/decks`, trusted)).toBe(true);
    expect(isTrustedRendererUrl("file:///tmp/evil/index.html", trusted)).toBe(false);
    expect(isTrustedRendererUrl("https://example.com/", trusted)).toBe(false);
    expect(isTrustedRendererUrl("not a url", trusted)).toBe(false);
    expect(isTrustedSender(eventFrom(trusted.fileUrl, { url: trusted.fileUrl }), trusted)).toBe(false);
    expect(isTrustedSender({ senderFrame: null }, trusted)).toBe(false);
  });

  it("trusts the dev server's origin only when one is configured", () => {
    const dev = { ...trusted, devServerUrl: "http://localhost:5173" };
    expect(isTrustedRendererUrl("http://localhost:5173/index.html", dev)).toBe(true);
    expect(isTrustedRendererUrl("http://localhost:5174/", dev)).toBe(false);
    expect(isTrustedRendererUrl("http://localhost:5173/", trusted)).toBe(false);
  });

  it("refuses every channel from a wrong sender without calling the service", async () => {
    const { services, handlers, log } = setup();
    for (const url of ["https://evil.example/", "file:///tmp/other.html", "devtools://devtools/"]) {
      const result = await handlers[Channel.decksList](eventFrom(url));
      expect(result.ok).toBe(false);
    }
    const sub = await handlers[Channel.decksRemove](eventFrom(trusted.fileUrl, {}), "Burn");
    expect(sub).toEqual({ ok: false, error: expect.stringMatching(/did not come from Fishbowl/) });
    expect(services.decks.list).not.toHaveBeenCalled();
    expect(services.decks.remove).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });
});

describe("payload validation", () => {
  it("passes valid payloads through", async () => {
    const { services, handlers } = setup();
    expect(await handlers[Channel.decksList](goodEvent)).toEqual({ ok: true, value: [{ name: "Burn", size: 3, modifiedMs: 1 }] });
    expect(await handlers[Channel.decksSave](goodEvent, "Burn", "4 Shock")).toMatchObject({ ok: true });
    expect(services.decks.save).toHaveBeenCalledWith("Burn", "4 Shock");
    expect(await handlers[Channel.autosaveSave](goodEvent, { turn: 2, log: ["a"], seed: [1, 2] })).toEqual({ ok: true, value: undefined });
    expect(await handlers[Channel.catalogSearch](goodEvent, "t:instant", 20)).toEqual({ ok: true, value: { ok: true, cards: [] } });
    expect(await handlers[Channel.catalogLookup](goodEvent, ["Shock", "Fire // Ice"])).toEqual({ ok: true, value: [] });
    expect(services.catalog.lookup).toHaveBeenCalledWith(["Shock", "Fire // Ice"]);
  });

  it.each([
    [Channel.decksRead, []],
    [Channel.decksRead, [42]],
    [Channel.decksRead, ["Burn", "extra"]],
    [Channel.decksRead, ["../../etc/passwd"]],
    [Channel.decksCreate, ["Burn"]],
    [Channel.decksCreate, ["Burn", { text: "x" }]],
    [Channel.decksCreate, ["Burn", "x".repeat(1_000_001)]],
    [Channel.decksRename, ["Burn", "a/b"]],
    [Channel.decksRemove, [null]],
    [Channel.decksList, ["unexpected"]],
    [Channel.filesExportText, ["x".repeat(201), "text"]],
    [Channel.filesExportGame, ["game", { format: "fishbowl-gamefile/1" }]],
    [Channel.filesExportGame, ["x".repeat(201), "{}"]],
    [Channel.filesImportGame, ["path/of/my/choosing.json"]],
    [Channel.autosaveSave, [undefined]],
    [Channel.autosaveSave, [new Date()]],
    [Channel.autosaveSave, [{ n: Number.NaN }]],
    [Channel.catalogSearch, ["bolt"]],
    [Channel.catalogSearch, ["bolt", 0]],
    [Channel.catalogSearch, ["bolt", 1.5]],
    [Channel.catalogSearch, ["x".repeat(501), 10]],
    [Channel.catalogLookup, ["Shock"]],
    [Channel.catalogLookup, [Array.from({ length: 2001 }, () => "Shock")]],
    [Channel.catalogLookup, [[42]]],
  ] as const)("refuses %s with %j", async (channel, args) => {
    const { services, handlers } = setup();
    const result = await handlers[channel](goodEvent, ...(args as readonly unknown[]));
    expect(result.ok).toBe(false);
    for (const fn of Object.values(services.decks)) if (typeof fn === "function") expect(fn).not.toHaveBeenCalled();
    expect(services.autosave.save).not.toHaveBeenCalled();
    expect(services.dialogs.exportText).not.toHaveBeenCalled();
    expect(services.dialogs.exportGame).not.toHaveBeenCalled();
    expect(services.dialogs.importGame).not.toHaveBeenCalled();
    expect(services.catalog.search).not.toHaveBeenCalled();
    expect(services.catalog.lookup).not.toHaveBeenCalled();
  });

  it("explains a bad deck name in the player's words", async () => {
    const { handlers } = setup();
    expect(await handlers[Channel.decksCreate](goodEvent, "CON", "")).toEqual({ ok: false, error: '"CON" is a reserved file name on Windows.' });
  });

  it("turns service errors into results", async () => {
    const { services, handlers, log } = setup();
    services.decks.read.mockRejectedValueOnce(new DeckStoreError('There is no deck named "Ghost".'));
    expect(await handlers[Channel.decksRead](goodEvent, "Ghost")).toEqual({ ok: false, error: 'There is no deck named "Ghost".' });
    expect(log).not.toHaveBeenCalled();
    services.decks.read.mockRejectedValueOnce(new Error("EACCES"));
    expect(await handlers[Channel.decksRead](goodEvent, "Burn")).toEqual({ ok: false, error: "EACCES" });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("isJsonValue", () => {
  it("accepts plain data and rejects the rest", () => {
    expect(isJsonValue({ a: [1, "x", null, true, { b: 2 }] })).toBe(true);
    expect(isJsonValue(Object.create(null))).toBe(true);
    expect(isJsonValue(new Map())).toBe(false);
    expect(isJsonValue(() => 1)).toBe(false);
    expect(isJsonValue(Infinity)).toBe(false);
    expect(isJsonValue(1n)).toBe(false);
    let deep: unknown = 1;
    for (let i = 0; i < 300; i++) deep = [deep];
    expect(isJsonValue(deep)).toBe(false);
  });
});

describe("registerIpc", () => {
  it("registers a handler for every channel", () => {
    const handle = vi.fn();
    registerIpc({ handle }, fakeServices(), { isTrusted: () => true });
    expect(handle.mock.calls.map((c) => c[0]).sort()).toEqual(Object.values(Channel).sort());
  });
});

describe("the card data import's Cancel", () => {
  it("cancels the import through its service, and is false without one", async () => {
    const services = fakeServices();
    const cancel = vi.fn(() => true);
    const withImport = createIpcHandlers({ ...services, catalogImport: { cancel } }, { isTrusted: (e) => isTrustedSender(e, trusted), log: vi.fn() });
    expect(await withImport[Channel.catalogImportCancel](goodEvent)).toEqual({ ok: true, value: true });
    expect(cancel).toHaveBeenCalledOnce();
    expect(await withImport[Channel.catalogImportCancel](goodEvent, "extra")).toMatchObject({ ok: false });
    const without = createIpcHandlers(services, { isTrusted: (e) => isTrustedSender(e, trusted), log: vi.fn() });
    expect(await without[Channel.catalogImportCancel](goodEvent)).toEqual({ ok: true, value: false });
  });
});
