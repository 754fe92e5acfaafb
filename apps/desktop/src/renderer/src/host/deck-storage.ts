/**
 * Where the browser build keeps its decks: the page's `localStorage`, one entry
 * (`fishbowl-decks`) holding the whole library as JSON (`{"format":"fishbowl-decks/1","decks":[…]}`).
 * A write replaces that one entry with `setItem`, which either stores the new value or throws
 * (the storage full, or refused) leaving the old value as it was: a failed write never loses
 * the previous version. Electron keeps decks as files in the Decks folder instead.
 */

/** One stored deck. */
export interface StoredDeck {
  readonly name: string;
  readonly text: string;
  /** Last modification time, milliseconds since the epoch. */
  readonly modifiedMs: number;
}

/** A place the in-memory host keeps its decks in, read once at start and written after every change. */
export interface DeckPersistence {
  /** The stored decks, or `null` when nothing was stored yet (a first visit). */
  load(): StoredDeck[] | null;
  /** Replaces the stored decks with `decks`, all at once; throws (the old version kept) when it cannot. */
  save(decks: readonly StoredDeck[]): void;
}

/** The `localStorage` key of the library. */
export const DECKS_KEY = "fishbowl-decks";
/** Where an unreadable library is moved to (kept, never overwritten by the next save). */
export const UNREADABLE_DECKS_KEY = "fishbowl-decks-unreadable";
const FORMAT = "fishbowl-decks/1";

/** Words for the UI: where the browser build keeps decks. */
export const BROWSER_DECKS_PLACE =
  "Decks are kept in this browser's storage for this page (localStorage): they stay after a reload or restart, but clearing the site's data deletes them — export a deck to keep a copy.";

function isStoredDeck(d: unknown): d is StoredDeck {
  if (typeof d !== "object" || d === null) return false;
  const x = d as Record<string, unknown>;
  return typeof x["name"] === "string" && typeof x["text"] === "string" && typeof x["modifiedMs"] === "number";
}

/** The decks `text` holds, or `null` when it is not a stored library. */
export function parseStoredDecks(text: string): StoredDeck[] | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const { format, decks } = value as Record<string, unknown>;
    if (format !== FORMAT || !Array.isArray(decks) || !decks.every(isStoredDeck)) return null;
    return decks.map((d) => ({ name: d.name, text: d.text, modifiedMs: d.modifiedMs }));
  } catch {
    return null;
  }
}

/**
 * The library in `storage` (default: the page's `localStorage`). An entry that can't be read is
 * moved to {@link UNREADABLE_DECKS_KEY} first, so the samples seeded in its place never
 * overwrite it. Without a usable storage (`null`) the decks live in memory only.
 */
export function localStorageDecks(storage: Storage | null = globalThis.localStorage ?? null): DeckPersistence | null {
  if (storage === null) return null;
  return {
    load() {
      const text = storage.getItem(DECKS_KEY);
      if (text === null) return null;
      const decks = parseStoredDecks(text);
      if (decks !== null) return decks;
      storage.setItem(UNREADABLE_DECKS_KEY, text);
      storage.removeItem(DECKS_KEY);
      return null;
    },
    save(decks) {
      const text = JSON.stringify({ format: FORMAT, decks });
      try {
        storage.setItem(DECKS_KEY, text);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new Error(
          `The decks could not be saved in this browser's storage (${why}); the previous version is kept.`,
          {
            cause: error,
          },
        );
      }
    },
  };
}
