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
  /** Absolute path of the built renderer's `index.html`. */
  readonly rendererFile: string;
  /** The dev server URL during `electron-vite dev`; the built file is loaded otherwise. */
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
  if (options.devServerUrl) void win.loadURL(options.devServerUrl);
  else void win.loadFile(options.rendererFile);
  return win;
}
