/**
 * Where the browser build autosaves the game in progress: the page's `localStorage`, one entry
 * (`fishbowl-autosave`) holding the saved game as JSON (`{"format":"fishbowl-autosave/1","savedAt":…,"game":…}`).
 * `setItem` replaces the entry whole or throws leaving the old value (the storage full or
 * refused): a failed write never leaves half a game. Electron saves to its own file instead.
 */
import type { SavedGame } from "../../../preload/api.js";

/** The autosave slot of the in-memory host, kept between visits. */
export interface AutosaveStore {
  /** The saved game, or `null` when there is none (or it can't be read). */
  load(): SavedGame | null;
  /** Replaces the saved game; throws (the old one kept) when it cannot. */
  save(saved: SavedGame): void;
  clear(): void;
}

/** The `localStorage` key of the autosaved game. */
export const AUTOSAVE_KEY = "fishbowl-autosave";
const FORMAT = "fishbowl-autosave/1";

/** The autosave slot in `storage` (the page's `localStorage`); `null` without a usable storage (the game then lives in memory only). */
export function localStorageAutosave(storage: Storage | null): AutosaveStore | null {
  if (storage === null) return null;
  return {
    load() {
      try {
        const value = JSON.parse(storage.getItem(AUTOSAVE_KEY) ?? "null") as unknown;
        if (typeof value !== "object" || value === null) return null;
        const { format, savedAt, game } = value as Record<string, unknown>;
        return format === FORMAT && typeof savedAt === "number" ? { savedAt, game } : null;
      } catch {
        return null;
      }
    },
    save(saved) {
      storage.setItem(AUTOSAVE_KEY, JSON.stringify({ format: FORMAT, savedAt: saved.savedAt, game: saved.game }));
    },
    clear() {
      storage.removeItem(AUTOSAVE_KEY);
    },
  };
}
