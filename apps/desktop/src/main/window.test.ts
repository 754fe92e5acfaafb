import { describe, expect, it, vi } from "vitest";

vi.mock("electron", () => ({ BrowserWindow: vi.fn() }));

describe("createMainWindow", () => {
  it("opens a hardened window on the app:// renderer page, or on the dev server", async () => {
    const { createMainWindow } = await import("./window.js");
    const created: Array<{
      options: Record<string, unknown>;
      loadFile: ReturnType<typeof vi.fn>;
      loadURL: ReturnType<typeof vi.fn>;
    }> = [];
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
    createMainWindow(FakeWindow as never, {
      preload: "/app/out/preload/index.cjs",
      rendererUrl: "app://fishbowl/index.html",
    });
    createMainWindow(FakeWindow as never, {
      preload: "/p.cjs",
      rendererUrl: "app://fishbowl/index.html",
      devServerUrl: "http://localhost:5173",
    });
    const [win, dev] = created;
    expect(win?.options["webPreferences"]).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      preload: "/app/out/preload/index.cjs",
    });
    expect(win?.loadURL).toHaveBeenCalledWith("app://fishbowl/index.html");
    expect(dev?.loadURL).toHaveBeenCalledWith("http://localhost:5173");
    expect(win?.loadFile).not.toHaveBeenCalled();
  });
});
