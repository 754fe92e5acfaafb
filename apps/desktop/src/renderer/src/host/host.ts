/**
 * The renderer's access to its host: Electron's preload API when present, otherwise an
 * in-memory stand-in seeded with sample decks (plain browser, end-to-end tests).
 */
import type { FishbowlApi } from "../../../preload/api.js";
import { browserCatalog } from "../cards/browser-catalog.js";
import { localStorageDecks } from "./deck-storage.js";
import { localStorageAutosave } from "./game-storage.js";
import { createMemoryHost } from "./memory-host.js";
import { defaultSampleDecks } from "./sample-decks.js";

/** What the views program against; identical to the preload API. */
export type HostApi = FishbowlApi;

/**
 * `win.fishbowl` when the preload script provided it, else an in-memory host whose decks are
 * kept in the page's `localStorage` (the sample decks on a first visit) and whose catalog is
 * the page's imported card data (IndexedDB).
 */
export function getHost(win: Pick<Window, "fishbowl"> = window): HostApi {
  return (
    win.fishbowl ??
    createMemoryHost(defaultSampleDecks(), {
      catalog: browserCatalog(),
      persist: localStorageDecks(storageOf(window)),
      autosave: localStorageAutosave(storageOf(window)),
    })
  );
}

/** The page's `localStorage`, or `null` where it is unavailable (blocked by the browser's settings: reading it throws). */
function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** Whether the renderer is running inside Electron (the preload API is present). */
export function isElectronHost(win: Pick<Window, "fishbowl"> = window): boolean {
  return win.fishbowl !== undefined;
}
