/**
 * IPC channel names shared by main and preload. Every `invoke` channel has a valibot
 * schema in `main/ipc.ts`; a message on any other channel is ignored.
 */

/** Request/response channels (`ipcRenderer.invoke` ↔ `ipcMain.handle`). */
export const Channel = {
  decksList: "decks:list",
  decksRead: "decks:read",
  decksCreate: "decks:create",
  decksSave: "decks:save",
  decksRename: "decks:rename",
  decksRemove: "decks:remove",
  filesImportDeck: "files:import-deck",
  filesExportText: "files:export-text",
  filesImportGame: "files:import-game",
  filesExportGame: "files:export-game",
  autosaveSave: "autosave:save",
  autosaveLoad: "autosave:load",
  autosaveClear: "autosave:clear",
  catalogStatus: "catalog:status",
  catalogSearch: "catalog:search",
  catalogLookup: "catalog:lookup",
  catalogImportCancel: "catalog:import-cancel",
} as const;

/** One of the request/response channel names. */
export type ChannelName = (typeof Channel)[keyof typeof Channel];

/** The main → renderer channel carrying application-menu commands. */
export const MENU_COMMAND_CHANNEL = "menu:command";

/** The main → renderer channel carrying the card data import's progress (`CatalogImportProgress`). */
export const CATALOG_IMPORT_PROGRESS_CHANNEL = "catalog:import-progress";

/**
 * What every `invoke` handler resolves to. Main never rejects: a refusal is a value with a
 * message the user can read, which preload turns into a thrown `Error`.
 */
export type IpcResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };
