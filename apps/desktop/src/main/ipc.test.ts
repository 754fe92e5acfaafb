import { describe, expect, expectTypeOf, it, vi } from "vitest";
import type { IpcMainInvokeEvent } from "electron";
import {
  apiFromContract,
  channelsOf,
  ipcContract as ch,
  isJsonValue,
  type DeckSummary,
  type FishbowlApi,
  type IpcHandlers,
} from "../shared/ipc-contract.js";
import type { Autosave } from "./autosave.js";
import { DeckStoreError, type DeckStore } from "./deck-store.js";
import {
  createIpcHandlers,
  handlersOf,
  isTrustedRendererUrl,
  isTrustedSender,
  registerIpc,
  withoutPaths,
  type IpcServices,
} from "./ipc.js";

// Main-process modules must never load the real electron (it tries to download its binary).
vi.mock("electron", () => ({}));

const trusted = { pageUrl: "app://fishbowl/index.html" };
type Frame = { url: string; parent: unknown };
const eventFrom = (url: string, parent: unknown = null) =>
  ({ senderFrame: { url, parent } as Frame }) as unknown as Pick<IpcMainInvokeEvent, "senderFrame">;
const goodEvent = eventFrom(trusted.pageUrl);

type Mocks<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? ReturnType<typeof vi.fn> : T[K] };
function fakeServices(): IpcServices & {
  decks: Mocks<DeckStore>;
  dialogs: Mocks<IpcServices["dialogs"]>;
  catalog: Mocks<IpcServices["catalog"]>;
} {
  const decks = {
    dir: "/decks",
    list: vi.fn(async () => [{ name: "Burn", size: 3, modifiedMs: 1 }]),
    read: vi.fn(async () => "20 Mountain"),
    create: vi.fn(async (name: string) => ({ name, size: 0, modifiedMs: 1 })),
    save: vi.fn(async (name: string) => ({ name, size: 0, modifiedMs: 1 })),
    rename: vi.fn(async (_from: string, to: string) => ({ name: to, size: 0, modifiedMs: 1 })),
    remove: vi.fn(async () => undefined),
  };
  const autosave: Autosave = {
    save: vi.fn(async () => undefined),
    load: vi.fn(async () => null),
    clear: vi.fn(async () => undefined),
  };
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
    suggest: vi.fn(async () => [{ name: "Counterspel", like: ["Counterspell"] }]),
  };
  return { decks, autosave, dialogs, catalog } as unknown as ReturnType<typeof fakeServices>;
}

function setup() {
  const services = fakeServices();
  const log = vi.fn();
  const handlers = createIpcHandlers(handlersOf(services), { isTrusted: (e) => isTrustedSender(e, trusted), log });
  return { services, handlers, log };
}

describe("sender checks", () => {
  it("trusts only the app's own renderer page, top-level", () => {
    expect(isTrustedRendererUrl(trusted.pageUrl, trusted)).toBe(true);
    expect(isTrustedRendererUrl(`${trusted.pageUrl}#/decks`, trusted)).toBe(true);
    expect(isTrustedRendererUrl("file:///tmp/evil/index.html", trusted)).toBe(false);
    expect(isTrustedRendererUrl("file:///index.html", trusted)).toBe(false);
    expect(isTrustedRendererUrl("app://fishbowl/other.html", trusted)).toBe(false);
    expect(isTrustedRendererUrl("app://evil/index.html", trusted)).toBe(false);
    expect(isTrustedRendererUrl("https://fishbowl/index.html", trusted)).toBe(false);
    expect(isTrustedRendererUrl("https://example.com/", trusted)).toBe(false);
    expect(isTrustedRendererUrl("not a url", trusted)).toBe(false);
    expect(isTrustedSender(eventFrom(trusted.pageUrl, { url: trusted.pageUrl }), trusted)).toBe(false);
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
      const result = await handlers[ch.decks.list.channel](eventFrom(url));
      expect(result.ok).toBe(false);
    }
    const sub = await handlers[ch.decks.remove.channel](eventFrom(trusted.pageUrl, {}), "Burn");
    expect(sub).toEqual({ ok: false, error: expect.stringMatching(/did not come from Fishbowl/) });
    expect(services.decks.list).not.toHaveBeenCalled();
    expect(services.decks.remove).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });
});

describe("payload validation", () => {
  it("passes valid payloads through", async () => {
    const { services, handlers } = setup();
    expect(await handlers[ch.decks.list.channel](goodEvent)).toEqual({
      ok: true,
      value: [{ name: "Burn", size: 3, modifiedMs: 1 }],
    });
    expect(await handlers[ch.decks.save.channel](goodEvent, "Burn", "4 Shock")).toMatchObject({ ok: true });
    expect(services.decks.save).toHaveBeenCalledWith("Burn", "4 Shock");
    expect(await handlers[ch.autosave.save.channel](goodEvent, { turn: 2, log: ["a"], seed: [1, 2] })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await handlers[ch.catalog.search.channel](goodEvent, "t:instant", 20)).toEqual({
      ok: true,
      value: { ok: true, cards: [] },
    });
    expect(await handlers[ch.catalog.lookup.channel](goodEvent, ["Shock", "Fire // Ice"])).toEqual({
      ok: true,
      value: [],
    });
    expect(services.catalog.lookup).toHaveBeenCalledWith(["Shock", "Fire // Ice"]);
    expect(await handlers[ch.catalog.suggest.channel](goodEvent, ["Counterspel"])).toEqual({
      ok: true,
      value: [{ name: "Counterspel", like: ["Counterspell"] }],
    });
    expect(services.catalog.suggest).toHaveBeenCalledWith(["Counterspel"]);
  });

  it.each([
    [ch.decks.read.channel, []],
    [ch.decks.read.channel, [42]],
    [ch.decks.read.channel, ["Burn", "extra"]],
    [ch.decks.read.channel, ["../../etc/passwd"]],
    [ch.decks.create.channel, ["Burn"]],
    [ch.decks.create.channel, ["Burn", { text: "x" }]],
    [ch.decks.create.channel, ["Burn", "x".repeat(1_000_001)]],
    [ch.decks.rename.channel, ["Burn", "a/b"]],
    [ch.decks.remove.channel, [null]],
    [ch.decks.list.channel, ["unexpected"]],
    [ch.files.exportText.channel, ["x".repeat(201), "text"]],
    [ch.files.exportGame.channel, ["game", { format: "fishbowl-gamefile/1" }]],
    [ch.files.exportGame.channel, ["x".repeat(201), "{}"]],
    [ch.files.importGame.channel, ["path/of/my/choosing.json"]],
    [ch.autosave.save.channel, [undefined]],
    [ch.autosave.save.channel, [new Date()]],
    [ch.autosave.save.channel, [{ n: Number.NaN }]],
    [ch.catalog.search.channel, ["bolt"]],
    [ch.catalog.search.channel, ["bolt", 0]],
    [ch.catalog.search.channel, ["bolt", 1.5]],
    [ch.catalog.search.channel, ["x".repeat(501), 10]],
    [ch.catalog.lookup.channel, ["Shock"]],
    [ch.catalog.lookup.channel, [Array.from({ length: 2001 }, () => "Shock")]],
    [ch.catalog.lookup.channel, [[42]]],
    [ch.catalog.suggest.channel, [Array.from({ length: 201 }, () => "Shock")]],
    [ch.catalog.suggest.channel, ["Shock"]],
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
    expect(services.catalog.suggest).not.toHaveBeenCalled();
  });

  it("explains a bad deck name in the player's words", async () => {
    const { handlers } = setup();
    expect(await handlers[ch.decks.create.channel](goodEvent, "CON", "")).toEqual({
      ok: false,
      error: '"CON" is a reserved file name on Windows.',
    });
  });

  it("turns service errors into results", async () => {
    const { services, handlers, log } = setup();
    services.decks.read.mockRejectedValueOnce(new DeckStoreError('There is no deck named "Ghost".'));
    expect(await handlers[ch.decks.read.channel](goodEvent, "Ghost")).toEqual({
      ok: false,
      error: 'There is no deck named "Ghost".',
    });
    expect(log).not.toHaveBeenCalled();
    services.decks.read.mockRejectedValueOnce(new Error("EACCES"));
    expect(await handlers[ch.decks.read.channel](goodEvent, "Burn")).toEqual({ ok: false, error: "EACCES" });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("messages without paths", () => {
  it.each([
    [
      "EACCES: permission denied, open '/home/ann/.config/Fishbowl/Decks/Burn.txt'",
      "EACCES: permission denied, open 'Burn.txt'",
    ],
    [
      "ENOENT: no such file or directory, open '/Users/ann/Library/Application Support/Fishbowl/autosave.json'",
      "ENOENT: no such file or directory, open 'autosave.json'",
    ],
    [
      "EPERM: operation not permitted, rename 'C:\\Users\\Ann\\AppData\\Roaming\\Fishbowl\\Decks\\a.txt' -> 'C:\\Users\\Ann\\b.txt'",
      "EPERM: operation not permitted, rename 'a.txt' -> 'b.txt'",
    ],
    ['cannot read "/srv/data/catalog.json"', 'cannot read "catalog.json"'],
    ["/home/ann/catalog.json: not valid JSON", "catalog.json: not valid JSON"],
    ["see file:///home/ann/Fishbowl/out/index.html#x for details", "see index.html#x for details"],
    ["D:\\games\\fishbowl\\game.json is too large", "game.json is too large"],
    ["\\\\server\\share\\decks\\Burn.txt is locked", "Burn.txt is locked"],
    ["~/decks/Burn.txt: gone", "Burn.txt: gone"],
    ["open '/home/ann/'", "open 'ann'"],
    ["open '/'", "open '…'"],
  ])("%s", (message, expected) => {
    expect(withoutPaths(message)).toBe(expected);
  });

  it("leaves messages without paths as they are", () => {
    for (const message of [
      'A deck name cannot contain any of < > : " / \\ | ? * or control characters.',
      "Choose 1/2 of the cards, and/or a land.",
      "https://api.scryfall.com/bulk-data: download failed",
      "Burn.txt is too large to be a deck list.",
      'There is no deck named "Ghost".',
    ])
      expect(withoutPaths(message)).toBe(message);
  });

  it("never hands the renderer a path in a failure, while the log keeps it", async () => {
    const { services, handlers, log } = setup();
    const path = "/home/ann/.config/Fishbowl/Decks/Burn.txt";
    services.decks.save.mockRejectedValueOnce(
      Object.assign(new Error(`EACCES: permission denied, open '${path}'`), { code: "EACCES" }),
    );
    const result = await handlers[ch.decks.save.channel](goodEvent, "Burn", "4 Shock");
    expect(result).toEqual({ ok: false, error: "EACCES: permission denied, open 'Burn.txt'" });
    expect(JSON.stringify(result)).not.toContain("/home");
    expect(log).toHaveBeenCalledWith(expect.stringContaining(path));
    services.dialogs.importGame.mockRejectedValueOnce("C:\\Users\\Ann\\Documents\\game.json: unreadable");
    expect(await handlers[ch.files.importGame.channel](goodEvent)).toEqual({
      ok: false,
      error: "game.json: unreadable",
    });
  });

  it("gives the catalog's source by file name and its error without paths", async () => {
    const { services, handlers } = setup();
    services.catalog.status.mockResolvedValueOnce({
      available: false,
      cards: 0,
      source: "/home/ann/.local/share/fishbowl/catalog.json",
      error: "SyntaxError in /home/ann/.local/share/fishbowl/catalog.json at 3",
    });
    expect(await handlers[ch.catalog.status.channel](goodEvent)).toEqual({
      ok: true,
      value: { available: false, cards: 0, source: "catalog.json", error: "SyntaxError in catalog.json at 3" },
    });
  });
});

describe("the preload API derived from the contract", () => {
  it("sends each method on its channel and unwraps the result or throws the refusal", async () => {
    const { services, handlers } = setup();
    const api = apiFromContract(ch, (channel, args) => handlers[channel as keyof typeof handlers](goodEvent, ...args));
    expect(await api.decks.read("Burn")).toBe("20 Mountain");
    expect(services.decks.read).toHaveBeenCalledWith("Burn");
    expect(await api.catalog.lookup(["Shock"] as const)).toEqual([]);
    await expect(api.decks.create("CON", "")).rejects.toThrow('"CON" is a reserved file name on Windows.');
    expect(Object.keys(api).sort()).toEqual(["autosave", "catalog", "catalogImport", "decks", "files"]);
    expect(Object.keys(api.files).sort()).toEqual(["exportGame", "exportText", "importDeck", "importGame"]);
  });

  it("is typed from the contract: a missing handler, a wrong argument or result type does not compile", () => {
    const h = handlersOf(fakeServices());
    const { remove: _remove, ...withoutRemove } = h.decks;
    void _remove;
    // @ts-expect-error decks.remove is missing
    const missing: IpcHandlers = { ...h, decks: withoutRemove };
    // @ts-expect-error decks.read takes a deck name (a string)
    const wrongArgument: IpcHandlers = { ...h, decks: { ...h.decks, read: async (name: number) => String(name) } };
    // @ts-expect-error decks.list resolves to deck summaries
    const wrongResult: IpcHandlers = { ...h, decks: { ...h.decks, list: async () => "Burn" } };
    void [missing, wrongArgument, wrongResult];
    expectTypeOf<FishbowlApi["decks"]["list"]>().toEqualTypeOf<() => Promise<DeckSummary[]>>();
    expectTypeOf<FishbowlApi["files"]["exportGame"]>().parameters.toEqualTypeOf<[string, string]>();
    expectTypeOf<FishbowlApi["catalog"]["lookup"]>().parameters.toEqualTypeOf<[readonly string[]]>();
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
    registerIpc({ handle }, handlersOf(fakeServices()), { isTrusted: () => true });
    const registered = handle.mock.calls.map((c) => c[0] as string);
    expect(registered.sort()).toEqual(
      channelsOf(ch)
        .map((c) => c.spec.channel)
        .sort(),
    );
    // The channel names are the wire protocol between preload and main: renaming one is a change of it.
    expect(registered.sort()).toEqual([
      "autosave:clear",
      "autosave:load",
      "autosave:save",
      "catalog:import-cancel",
      "catalog:import-file",
      "catalog:import-pick",
      "catalog:lookup",
      "catalog:search",
      "catalog:status",
      "catalog:suggest",
      "decks:create",
      "decks:list",
      "decks:read",
      "decks:remove",
      "decks:rename",
      "decks:save",
      "files:export-game",
      "files:export-text",
      "files:import-deck",
      "files:import-game",
    ]);
  });
});

describe("the card data import's Cancel", () => {
  it("starts the renderer's Import card data… through the service's dialog, and is false without one", async () => {
    const services = fakeServices();
    const pick = vi.fn(async () => true);
    const pickChannel = ch.catalogImport.pick.channel;
    const opts = { isTrusted: (e: Parameters<typeof isTrustedSender>[0]) => isTrustedSender(e, trusted), log: vi.fn() };
    const withImport = createIpcHandlers(
      handlersOf({ ...services, catalogImport: { cancel: () => false, pick } }),
      opts,
    );
    expect(await withImport[pickChannel](goodEvent)).toEqual({ ok: true, value: true });
    expect(pick).toHaveBeenCalledOnce();
    const without = createIpcHandlers(handlersOf(services), opts);
    expect(await without[pickChannel](goodEvent)).toEqual({ ok: true, value: false });
  });

  it("cancels the import through its service, and is false without one", async () => {
    const services = fakeServices();
    const cancel = vi.fn(() => true);
    const cancelChannel = ch.catalogImport.cancel.channel;
    const withImport = createIpcHandlers(handlersOf({ ...services, catalogImport: { cancel } }), {
      isTrusted: (e) => isTrustedSender(e, trusted),
      log: vi.fn(),
    });
    expect(await withImport[cancelChannel](goodEvent)).toEqual({ ok: true, value: true });
    expect(cancel).toHaveBeenCalledOnce();
    expect(await withImport[cancelChannel](goodEvent, "extra")).toMatchObject({ ok: false });
    const without = createIpcHandlers(handlersOf(services), {
      isTrusted: (e) => isTrustedSender(e, trusted),
      log: vi.fn(),
    });
    expect(await without[cancelChannel](goodEvent)).toEqual({ ok: true, value: false });
  });
});
