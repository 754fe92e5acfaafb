/**
 * The one application window. The `BrowserWindow` class comes in as a parameter so that
 * this module never loads Electron itself (tests pass a fake).
 */
import type { BrowserWindow, BrowserWindowConstructorOptions } from "electron";
import { hardenWebContents, secureWebPreferences } from "./security.js";

/** Where the window gets its page and preload script. */
export interface WindowOptions {
  /** Absolute path of the preload script (CommonJS: sandboxed preloads cannot be ESM). */
  readonly preload: string;
  /** The built renderer's page URL (`app://fishbowl/index.html`, served by `app-protocol.ts`). */
  readonly rendererUrl: string;
  /** The dev server URL during `electron-vite dev`; the built renderer is loaded otherwise. */
  readonly devServerUrl?: string | undefined;
}

/** Creates, hardens and loads the main window; it is shown once its first paint is ready. */
export function createMainWindow(
  BrowserWindowClass: new (options: BrowserWindowConstructorOptions) => BrowserWindow,
  options: WindowOptions,
): BrowserWindow {
  const win = new BrowserWindowClass({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: "Fishbowl",
    backgroundColor: "#14181f",
    webPreferences: secureWebPreferences(options.preload),
  });
  hardenWebContents(win.webContents);
  win.once("ready-to-show", () => win.show());
  void win.loadURL(options.devServerUrl || options.rendererUrl);
  return win;
}
