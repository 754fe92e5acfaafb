/**
 * Native open and save dialogs for deck files and game files. The renderer never names a
 * path: main asks the user, reads or writes the chosen file, and hands back only text.
 */
import type { BrowserWindow, Dialog } from "electron";
import { readFile, stat } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import { MAX_GAME_FILE, type ImportedDeck, type ImportedGame } from "../shared/ipc-contract.js";
import { writeFileAtomic } from "./atomic-write.js";
import type { DialogService } from "./ipc.js";

/** Deck-list file types offered in the open dialog. */
export const DECK_FILE_FILTERS = [
  { name: "Deck lists", extensions: ["txt", "dek", "dck", "cod"] },
  { name: "All files", extensions: ["*"] },
];

/** Game-file types (a goldfish game's setup and actions, `fishbowl-gamefile/1`, as `fishbowl replay` reads them). */
export const GAME_FILE_FILTERS = [
  { name: "Fishbowl game files", extensions: ["json"] },
  { name: "All files", extensions: ["*"] },
];

/** The largest deck file the open dialog will read, in bytes. */
export const MAX_IMPORT_BYTES = 1_000_000;

/** What the dialogs need from Electron. */
export interface DialogDeps {
  readonly dialog: Pick<Dialog, "showOpenDialog" | "showSaveDialog">;
  /** The window the dialogs are attached to. */
  window(): BrowserWindow | null;
  /** The folder the save dialog starts in (the user's documents). */
  readonly defaultDir: string;
}

/** Replaces characters that cannot appear in a file name. */
export function safeFileStem(name: string): string {
  // eslint-disable-next-line no-control-regex
  const stem = name.replace(/[<>:"/\\|?*\u0000-\u001f]/g, "_").replace(/^[.\s]+|[.\s]+$/g, "");
  return stem === "" ? "deck" : stem.slice(0, 100);
}

/** The dialog service behind the `files:*` IPC channels. */
export function createDialogs(deps: DialogDeps): DialogService {
  return {
    async importDeck(): Promise<ImportedDeck | null> {
      const options = { title: "Import deck", properties: ["openFile" as const], filters: DECK_FILE_FILTERS };
      const win = deps.window();
      const result = win ? await deps.dialog.showOpenDialog(win, options) : await deps.dialog.showOpenDialog(options);
      const path = result.filePaths[0];
      if (result.canceled || path === undefined) return null;
      if ((await stat(path)).size > MAX_IMPORT_BYTES)
        throw new Error(`${basename(path)} is too large to be a deck list.`);
      return { name: basename(path, extname(path)), text: await readFile(path, "utf8") };
    },
    async exportText(suggestedName, text) {
      const options = {
        title: "Export deck",
        defaultPath: join(deps.defaultDir, `${safeFileStem(suggestedName)}.txt`),
        filters: [{ name: "Text", extensions: ["txt"] }],
      };
      const win = deps.window();
      const result = win ? await deps.dialog.showSaveDialog(win, options) : await deps.dialog.showSaveDialog(options);
      if (result.canceled || result.filePath === undefined || result.filePath === "") return false;
      await writeFileAtomic(result.filePath, text);
      return true;
    },
    async importGame(): Promise<ImportedGame | null> {
      const options = { title: "Open game file", properties: ["openFile" as const], filters: GAME_FILE_FILTERS };
      const win = deps.window();
      const result = win ? await deps.dialog.showOpenDialog(win, options) : await deps.dialog.showOpenDialog(options);
      const path = result.filePaths[0];
      if (result.canceled || path === undefined) return null;
      if ((await stat(path)).size > MAX_GAME_FILE) throw new Error(`${basename(path)} is too large to be a game file.`);
      return { name: basename(path, extname(path)), text: await readFile(path, "utf8") };
    },
    async exportGame(suggestedName, json) {
      const options = {
        title: "Save game file",
        defaultPath: join(deps.defaultDir, `${safeFileStem(suggestedName)}.json`),
        filters: GAME_FILE_FILTERS.slice(0, 1),
      };
      const win = deps.window();
      const result = win ? await deps.dialog.showSaveDialog(win, options) : await deps.dialog.showSaveDialog(options);
      if (result.canceled || result.filePath === undefined || result.filePath === "") return false;
      await writeFileAtomic(result.filePath, json);
      return true;
    },
  };
}
