import { describe, expect, it, vi } from "vitest";

vi.mock("electron", () => ({ BrowserWindow: vi.fn() }));

describe("createMainWindow", () => {
  it("opens a hardened window on the built renderer file", async () => {
    const { createMainWindow } = await import("./window.js");
    const created: Array<{ options: Record<string, unknown>; loadFile: ReturnType<typeof vi.fn>; loadURL: ReturnType<typeof vi.fn> }> = [];
    class FakeWindow {
      webContents = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
      loadFile = vi.fn(async () => undefined);
      loadURL = vi.fn(async () => undefined);
      once = vi.fn();
      show = vi.fn();
      constructor(public options: Record<string, unknown>) {
        created.push(this);
      }
    }
    createMainWindow(FakeWindow as never, { preload: "/app/out/preload/index.cjs", rendererFile: "/app/out/renderer/index.html" });
    const [win] = created;
    expect(win?.options["webPreferences"]).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: "/app/out/preload/index.cjs" });
    expect(win?.loadFile).toHaveBeenCalledWith("/app/out/renderer/index.html");
    expect(win?.loadURL).not.toHaveBeenCalled();
  });
});
