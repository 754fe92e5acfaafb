/**
 * The typed API that the preload script exposes to the renderer as `window.fishbowl`.
 *
 * This file is the contract between the three processes: main implements it behind IPC
 * (validating every payload), preload forwards it through `contextBridge`, and the renderer
 * programs against it (or against an in-memory stand-in when it runs in a plain browser).
 * Types only: nothing here exists at run time.
 */
import type { CatalogCard } from "@fishbowl/cards";

export type { CatalogCard };

/** One deck file in the user's Decks folder. */
export interface DeckSummary {
  /** The deck's name: its file name without the `.txt` extension. */
  readonly name: string;
  /** Size of the file in bytes. */
  readonly size: number;
  /** Last modification time, milliseconds since the epoch. */
  readonly modifiedMs: number;
}

/** A deck text read from a file the user picked in the native open dialog. */
export interface ImportedDeck {
  /** A suggested deck name (the picked file's base name). */
  readonly name: string;
  /** The file's text. */
  readonly text: string;
}

/** The autosaved game in progress, as handed back on the next start. */
export interface SavedGame {
  /** When it was saved, milliseconds since the epoch. */
  readonly savedAt: number;
  /** The JSON value the renderer handed over (opaque to main). */
  readonly game: unknown;
}

/** Commands the application menu sends to the renderer. */
export type MenuCommand =
  | "deck:new"
  | "deck:import"
  | "deck:save"
  | "deck:export"
  | "view:decks"
  | "view:table"
  | "view:stats"
  | "game:undo"
  | "game:redo";

/** Deck files in the Decks folder. Names are validated by main; a bad one is refused. */
export interface DecksApi {
  /** Every deck, sorted by name. */
  list(): Promise<DeckSummary[]>;
  /** The text of one deck. */
  read(name: string): Promise<string>;
  /** Creates a new deck; refused if one of that name exists. */
  create(name: string, text: string): Promise<DeckSummary>;
  /** Replaces a deck's text (atomically). */
  save(name: string, text: string): Promise<DeckSummary>;
  /** Renames a deck; refused if the new name is taken. */
  rename(from: string, to: string): Promise<DeckSummary>;
  /** Deletes a deck (to the system trash where there is one). */
  remove(name: string): Promise<void>;
}

/** A game file's text, read from a file the user picked in the native open dialog. */
export interface ImportedGame {
  /** The picked file's base name. */
  readonly name: string;
  /** The file's text (JSON; the renderer checks it is a `fishbowl-gamefile/1`). */
  readonly text: string;
}

/** Native file dialogs. The renderer never sees or chooses a path itself. */
export interface FilesApi {
  /** Shows an open dialog for a deck file; `null` when cancelled. */
  importDeck(): Promise<ImportedDeck | null>;
  /** Shows a save dialog and writes `text` there; `false` when cancelled. */
  exportText(suggestedName: string, text: string): Promise<boolean>;
  /** Shows an open dialog for a game file (`.json`); `null` when cancelled. */
  importGame(): Promise<ImportedGame | null>;
  /** Shows a save dialog for a game file (`<name>.json`) and writes `json` there; `false` when cancelled. */
  exportGame(suggestedName: string, json: string): Promise<boolean>;
}

/** The autosave slot for the game in progress. */
export interface AutosaveApi {
  /** Stores `game` (any JSON value) as the game in progress. */
  save(game: unknown): Promise<void>;
  /** The stored game, or `null` when there is none (or it was unreadable). */
  load(): Promise<SavedGame | null>;
  /** Forgets the stored game. */
  clear(): Promise<void>;
}

/** Where the card catalog comes from and how big it is. */
export interface CatalogStatus {
  /** Whether a catalog is loaded (a missing or unreadable file gives `false`). */
  readonly available: boolean;
  /** Number of cards. */
  readonly cards: number;
  /** Where it was read from (a file path, or a description), `null` when unavailable. */
  readonly source: string | null;
  /** Why it is unavailable, when a catalog file exists but cannot be read. */
  readonly error?: string;
}

/** A catalog search: matching cards in name order, or why the query is not understood. */
export type CatalogSearchReply = { readonly ok: true; readonly cards: CatalogCard[] } | { readonly ok: false; readonly error: string };

/**
 * The offline card catalog (all real cards, built by `fishbowl catalog import`), for card
 * faces, statistics and search in the deck editor.
 */
export interface CatalogApi {
  /** Whether a catalog is available, loading it on first use. */
  status(): Promise<CatalogStatus>;
  /** Cards matching a Scryfall-syntax query, at most `limit` of them. */
  search(query: string, limit: number): Promise<CatalogSearchReply>;
  /** The catalog cards for the names given (as players write them); unknown names are left out. */
  lookup(names: readonly string[]): Promise<CatalogCard[]>;
}

/** Where a card data import (File ▸ Import Card Data…, or the Scryfall download) stands. */
export interface CatalogImportProgress {
  /** `downloading` and `reading` while it runs; then `done`, `failed` or `cancelled`. */
  readonly state: "downloading" | "reading" | "done" | "failed" | "cancelled";
  /** The file being imported, or "Scryfall". */
  readonly source: string;
  /** Bytes downloaded or read so far. */
  readonly bytes: number;
  /** The expected total of `bytes`, when known. */
  readonly totalBytes: number | null;
  /** Cards read so far (or installed, when done). */
  readonly cards: number;
  /** When finished: what happened, in words. */
  readonly message?: string;
}

/** The card data import that main runs in a worker thread: its progress, and cancelling it. */
export interface CatalogImportApi {
  /** Subscribes to the import's progress; returns the unsubscribe function. */
  onProgress(listener: (progress: CatalogImportProgress) => void): () => void;
  /** Cancels the running import (the previous catalog is kept); false when none is running. */
  cancel(): Promise<boolean>;
}

/** Everything the renderer may ask of the host. */
export interface FishbowlApi {
  /** API version; bumped on incompatible changes. */
  readonly version: 1;
  /** The deck files of the Decks folder. */
  readonly decks: DecksApi;
  /** Native open/save dialogs. */
  readonly files: FilesApi;
  /** The autosave slot of the game in progress. */
  readonly autosave: AutosaveApi;
  /** The offline card catalog. */
  readonly catalog: CatalogApi;
  /** The card data import's progress and its Cancel (absent in a plain browser). */
  readonly catalogImport?: CatalogImportApi;
  /** Subscribes to application-menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}

declare global {
  interface Window {
    /** Present inside Electron (set by the preload script); absent in a plain browser. */
    fishbowl?: FishbowlApi;
  }
}
