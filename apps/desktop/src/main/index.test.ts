import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { eventually } from "../shared/eventually.js";

// A fake Electron: enough of app, BrowserWindow, ipcMain, Menu, session, shell and dialog to
// run the main entry's wiring in Node (the real module would try to download its binary).
const h = vi.hoisted(() => {
  const state = {
    userData: "",
    ready: undefined as undefined | (() => void),
    appEvents: new Map<string, (...args: unknown[]) => void>(),
    windows: [] as Array<{
      options: { webPreferences: Record<string, unknown> };
      loaded: string;
      contentsEvents: string[];
      openHandler?: unknown;
    }>,
    handled: [] as string[],
    menuTemplate: undefined as unknown,
    session: { permission: false, check: false, headers: false },
    schemes: [] as unknown[],
    protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
  };
  type Entry = (typeof state.windows)[number];
  class BrowserWindow {
    static getAllWindows = () => state.windows;
    private readonly entry: Entry;
    readonly webContents: { on(name: string): void; setWindowOpenHandler(fn: unknown): void; send(): void };
    constructor(options: Entry["options"]) {
      const entry: Entry = { options, loaded: "", contentsEvents: [] };
      this.entry = entry;
      state.windows.push(entry);
      this.webContents = {
        on: (name) => void entry.contentsEvents.push(name),
        setWindowOpenHandler: (fn) => void (entry.openHandler = fn),
        send: () => undefined,
      };
    }
    once() {}
    on() {}
    loadFile(path: string) {
      this.entry.loaded = path;
      return Promise.resolve();
    }
    loadURL(url: string) {
      this.entry.loaded = url;
      return Promise.resolve();
    }
  }
  const electron = {
    app: {
      isPackaged: true,
      enableSandbox: vi.fn(),
      requestSingleInstanceLock: () => true,
      quit: vi.fn(),
      getPath: (name: string) => (name === "userData" ? state.userData : join(state.userData, name)),
      whenReady: () => new Promise<void>((resolve) => (state.ready = resolve)),
      on: (name: string, fn: (...args: unknown[]) => void) => state.appEvents.set(name, fn),
    },
    BrowserWindow,
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => void state.schemes.push(...schemes),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
        void state.protocolHandlers.set(scheme, handler),
    },
    ipcMain: { handle: (channel: string) => state.handled.push(channel) },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: (t: unknown) => (state.menuTemplate = t) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: () => (state.session.permission = true),
        setPermissionCheckHandler: () => (state.session.check = true),
        webRequest: { onHeadersReceived: () => (state.session.headers = true) },
      },
    },
    shell: { trashItem: vi.fn(), openPath: vi.fn() },
    dialog: { showOpenDialog: vi.fn(), showSaveDialog: vi.fn() },
  };
  return { state, electron };
});

vi.mock("electron", () => ({ ...h.electron, default: h.electron }));

afterAll(async () => {
  if (h.state.userData !== "") await rm(h.state.userData, { recursive: true, force: true });
});

describe("main entry", () => {
  // Importing the entry transforms the whole main graph (engine and cards included): slow on a loaded machine.
  it("wires a sandboxed, hardened window on app://, every IPC channel, the menu and the sample decks", async () => {
    h.state.userData = await mkdtemp(join(tmpdir(), "fishbowl-main-"));
    // A temporary file a crashed earlier run left behind (its pid is ours, reused; it predates this process).
    const orphan = join(h.state.userData, `.autosave.json.${process.pid}.0123456789ab.tmp`);
    await writeFile(orphan, "{");
    await utimes(orphan, new Date(0), new Date(0));
    await import("./index.js");
    expect(h.electron.app.enableSandbox).toHaveBeenCalled();
    // Registered before "ready", as Electron requires.
    expect(h.state.schemes).toEqual([
      { scheme: "app", privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    expect(h.state.appEvents.has("web-contents-created")).toBe(true);
    h.state.ready?.();
    await eventually(() => expect(h.state.windows).toHaveLength(1));

    const [win] = h.state.windows;
    expect(win?.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(String(win?.options.webPreferences["preload"])).toMatch(/preload[\\/]index\.cjs$/);
    expect(win?.loaded).toBe("app://fishbowl/index.html");
    expect(win?.contentsEvents).toEqual(
      expect.arrayContaining(["will-navigate", "will-redirect", "will-attach-webview"]),
    );
    expect(win?.openHandler).toBeTypeOf("function");
    expect(h.state.session).toEqual({ permission: true, check: true, headers: true });
    expect(h.state.handled.sort()).toEqual(
      [
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
      ].sort(),
    );
    expect(Array.isArray(h.state.menuTemplate)).toBe(true);
    expect((await readdir(join(h.state.userData, "Decks"))).length).toBeGreaterThan(0);
    expect(await readdir(h.state.userData)).not.toContain(orphan.slice(h.state.userData.length + 1));

    // The app:// handler serves the renderer folder (here src/renderer, beside src/main) with the CSP header.
    const serve = h.state.protocolHandlers.get("app");
    const page = await serve?.(new Request("app://fishbowl/index.html"));
    expect(page?.status).toBe(200);
    expect(page?.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page?.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await page?.text()).toContain("<app-root>");
    expect((await serve?.(new Request("app://fishbowl/../main/index.ts")))?.status).toBe(404);
  });
});
