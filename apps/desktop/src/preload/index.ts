/**
 * Preload: exposes {@link FishbowlApi} as `window.fishbowl` through `contextBridge`. It only
 * forwards calls to fixed IPC channels (main validates every payload) and never hands the
 * renderer an Electron object such as `ipcRenderer` or an IPC event.
 *
 * Runs sandboxed, so it is bundled to one CommonJS file that requires nothing but `electron`.
 */
import { contextBridge, ipcRenderer } from "electron";
import { CATALOG_IMPORT_PROGRESS_CHANNEL, Channel, MENU_COMMAND_CHANNEL, type ChannelName, type IpcResult } from "../shared/channels.js";
import type { CatalogImportProgress, FishbowlApi, MenuCommand } from "./api.js";

/** Invokes `channel` and unwraps main's {@link IpcResult}, throwing its message on refusal. */
async function call<T>(channel: ChannelName, ...args: unknown[]): Promise<T> {
  const result = (await ipcRenderer.invoke(channel, ...args)) as IpcResult<T>;
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const api: FishbowlApi = {
  version: 1,
  decks: {
    list: () => call(Channel.decksList),
    read: (name) => call(Channel.decksRead, name),
    create: (name, text) => call(Channel.decksCreate, name, text),
    save: (name, text) => call(Channel.decksSave, name, text),
    rename: (from, to) => call(Channel.decksRename, from, to),
    remove: (name) => call(Channel.decksRemove, name),
  },
  files: {
    importDeck: () => call(Channel.filesImportDeck),
    exportText: (suggestedName, text) => call(Channel.filesExportText, suggestedName, text),
    importGame: () => call(Channel.filesImportGame),
    exportGame: (suggestedName, json) => call(Channel.filesExportGame, suggestedName, json),
  },
  autosave: {
    save: (game) => call(Channel.autosaveSave, game),
    load: () => call(Channel.autosaveLoad),
    clear: () => call(Channel.autosaveClear),
  },
  catalog: {
    status: () => call(Channel.catalogStatus),
    search: (query, limit) => call(Channel.catalogSearch, query, limit),
    lookup: (names) => call(Channel.catalogLookup, [...names]),
  },
  catalogImport: {
    onProgress(listener) {
      const forward = (_event: unknown, progress: CatalogImportProgress): void => listener(progress);
      ipcRenderer.on(CATALOG_IMPORT_PROGRESS_CHANNEL, forward);
      return () => void ipcRenderer.removeListener(CATALOG_IMPORT_PROGRESS_CHANNEL, forward);
    },
    cancel: () => call(Channel.catalogImportCancel),
  },
  onMenuCommand(listener) {
    const forward = (_event: unknown, command: MenuCommand): void => listener(command);
    ipcRenderer.on(MENU_COMMAND_CHANNEL, forward);
    return () => void ipcRenderer.removeListener(MENU_COMMAND_CHANNEL, forward);
  },
};

contextBridge.exposeInMainWorld("fishbowl", api);
