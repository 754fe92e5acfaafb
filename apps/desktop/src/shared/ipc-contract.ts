/**
 * The IPC contract between the three processes, declared once: every request/response
 * channel's name, the valibot schema of its arguments (main validates every request against
 * it before a service sees it) and the type of its result; and the one main → renderer event.
 *
 * Everything else is derived from {@link ipcContract}: the API the preload script exposes as
 * `window.fishbowl` ({@link FishbowlApi}, built by {@link apiFromContract}), the handlers main
 * must provide ({@link IpcHandlers}: a missing handler, or one whose arguments or result do not
 * match, is a compile error) and `src/preload/api.d.ts` (types only, for the renderer).
 */
import type { CatalogCard } from "@fishbowl/cards";
import * as v from "valibot";
import { deckNameProblem } from "./deck-names.js";

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

/** A game file's text, read from a file the user picked in the native open dialog. */
export interface ImportedGame {
  /** The picked file's base name. */
  readonly name: string;
  /** The file's text (JSON; the renderer reads it with `@fishbowl/game-file`). */
  readonly text: string;
}

/** The autosaved game in progress, as handed back on the next start. */
export interface SavedGame {
  /** When it was saved, milliseconds since the epoch. */
  readonly savedAt: number;
  /** The JSON value the renderer handed over (opaque to main). */
  readonly game: unknown;
}

/** Where the card catalog comes from and how big it is. */
export interface CatalogStatus {
  /** Whether a catalog is loaded (a missing or unreadable file gives `false`). */
  readonly available: boolean;
  /** Number of cards. */
  readonly cards: number;
  /** Where it was read from (over IPC: the file's name, never its path), `null` when unavailable. */
  readonly source: string | null;
  /** Why it is unavailable, when a catalog file exists but cannot be read. */
  readonly error?: string;
}

/** A catalog search: matching cards in name order, or why the query is not understood. */
export type CatalogSearchReply =
  { readonly ok: true; readonly cards: CatalogCard[] } | { readonly ok: false; readonly error: string };

/** Close card names for a name the card data lacks ("did you mean …?"), best first. */
export interface CatalogSuggestion {
  /** The name as typed. */
  readonly name: string;
  /** The close names the card data and the built-in cards have (at most 3). */
  readonly like: readonly string[];
}

/** Where a card data import (File ▸ Import Card Data…, or the Scryfall download) stands. */
export interface CatalogImportProgress {
  /** `downloading` and `reading` while it runs; then `done`, `failed` or `cancelled`. */
  readonly state: "downloading" | "reading" | "done" | "failed" | "cancelled";
  /** The file being imported (its name, never its path), or "Scryfall". */
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

/** The largest deck text accepted over IPC, in characters (real lists are a few kB). */
export const MAX_DECK_TEXT = 1_000_000;

/** The largest game file accepted over IPC or read from disk, in characters (a long game is a few hundred kB). */
export const MAX_GAME_FILE = 20 * 1024 * 1024;

/** Whether `value` is plain JSON data (no functions, class instances, cycles, or non-finite numbers), nested at most `depth` levels. */
export function isJsonValue(value: unknown, depth = 256): boolean {
  if (depth < 0) return false;
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isJsonValue(item, depth - 1));
  if (typeof value === "object") {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.values(value).every((item) => isJsonValue(item, depth - 1));
  }
  return false;
}

const DeckName = v.pipe(
  v.string(),
  v.maxLength(400),
  v.check(
    (name) => deckNameProblem(name) === null,
    (issue) => deckNameProblem(String(issue.input)) ?? "Invalid deck name.",
  ),
);
const DeckText = v.pipe(v.string(), v.maxLength(MAX_DECK_TEXT, "The deck text is too long."));
const SuggestedName = v.pipe(v.string(), v.maxLength(200));
const GameFileText = v.pipe(v.string(), v.maxLength(MAX_GAME_FILE, "The game file is too large."));
const JsonData = v.custom<unknown>((value) => isJsonValue(value), "The game is not plain JSON data.");
const CardName = v.pipe(v.string(), v.maxLength(200));
const NoArgs = v.strictTuple([]);

/** The schema of a channel's arguments: a tuple, checked whole (extra arguments are refused). */
export type ArgsSchema = v.GenericSchema<readonly unknown[], readonly unknown[]>;

/** One request/response channel. `Result` is a type only (nothing of it exists at run time). */
export interface InvokeChannel<Args extends ArgsSchema = ArgsSchema, Result = unknown, Name extends string = string> {
  /** The channel name passed to `ipcRenderer.invoke` and `ipcMain.handle`. */
  readonly channel: Name;
  /** What main accepts as the arguments. */
  readonly args: Args;
  /** Never set: carries the result type. */
  readonly result?: Result;
}

/** Declares a channel whose handler resolves to `Result`: `channel<Result>()(name, argsSchema)`. */
function channel<Result>() {
  return <const Name extends string, const Args extends ArgsSchema>(
    name: Name,
    args: Args,
  ): InvokeChannel<Args, Result, Name> => ({ channel: name, args });
}

/**
 * Every request/response channel, grouped as the renderer's API is (`window.fishbowl.decks.list()`
 * goes to channel `decks:list`). A message on a channel not listed here is never handled.
 */
export const ipcContract = {
  /** Deck files in the Decks folder. Names are validated by main; a bad one is refused. */
  decks: {
    /** Every deck, sorted by name. */
    list: channel<DeckSummary[]>()("decks:list", NoArgs),
    /** The text of one deck. */
    read: channel<string>()("decks:read", v.strictTuple([DeckName])),
    /** Creates a new deck; refused if one of that name exists. */
    create: channel<DeckSummary>()("decks:create", v.strictTuple([DeckName, DeckText])),
    /** Replaces a deck's text (atomically). */
    save: channel<DeckSummary>()("decks:save", v.strictTuple([DeckName, DeckText])),
    /** Renames a deck; refused if the new name is taken. */
    rename: channel<DeckSummary>()("decks:rename", v.strictTuple([DeckName, DeckName])),
    /** Deletes a deck (to the system trash where there is one). */
    remove: channel<void>()("decks:remove", v.strictTuple([DeckName])),
  },
  /** Native file dialogs. The renderer never sees or chooses a path itself. */
  files: {
    /** Shows an open dialog for a deck file; `null` when cancelled. */
    importDeck: channel<ImportedDeck | null>()("files:import-deck", NoArgs),
    /** Shows a save dialog and writes the text (`suggestedName`, `text`) there; `false` when cancelled. */
    exportText: channel<boolean>()("files:export-text", v.strictTuple([SuggestedName, DeckText])),
    /** Shows an open dialog for a game file (`.json`); `null` when cancelled. */
    importGame: channel<ImportedGame | null>()("files:import-game", NoArgs),
    /** Shows a save dialog for a game file (`<suggestedName>.json`) and writes `json` there; `false` when cancelled. */
    exportGame: channel<boolean>()("files:export-game", v.strictTuple([SuggestedName, GameFileText])),
  },
  /** The autosave slot for the game in progress. */
  autosave: {
    /** Stores the game (any JSON value) as the game in progress. */
    save: channel<void>()("autosave:save", v.strictTuple([JsonData])),
    /** The stored game, or `null` when there is none (or it was unreadable). */
    load: channel<SavedGame | null>()("autosave:load", NoArgs),
    /** Forgets the stored game. */
    clear: channel<void>()("autosave:clear", NoArgs),
  },
  /**
   * The offline card catalog (all real cards, built by `fishbowl catalog import`), for card
   * faces, statistics and search in the deck editor.
   */
  catalog: {
    /** Whether a catalog is available, loading it on first use. */
    status: channel<CatalogStatus>()("catalog:status", NoArgs),
    /** Cards matching a Scryfall-syntax query (`query`), at most `limit` of them. */
    search: channel<CatalogSearchReply>()(
      "catalog:search",
      v.strictTuple([
        v.pipe(v.string(), v.maxLength(500)),
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)),
      ]),
    ),
    /** The catalog cards for the names given (as players write them); unknown names are left out. */
    lookup: channel<CatalogCard[]>()("catalog:lookup", v.strictTuple([v.pipe(v.array(CardName), v.maxLength(2000))])),
    /** For each name given, the close names of the catalog and the built-in cards ("did you mean"); names with none are left out. */
    suggest: channel<CatalogSuggestion[]>()(
      "catalog:suggest",
      v.strictTuple([v.pipe(v.array(CardName), v.maxLength(200))]),
    ),
  },
  /** The card data import that main runs in a worker thread (its progress comes on {@link CATALOG_IMPORT_PROGRESS_CHANNEL}). */
  catalogImport: {
    /** Cancels the running import (the previous catalog is kept); `false` when none is running. */
    cancel: channel<boolean>()("catalog:import-cancel", NoArgs),
    /** Shows the open dialog for a bulk file and starts importing it (the renderer's "Import card data…"); `false` when cancelled or one is running. */
    pick: channel<boolean>()("catalog:import-pick", NoArgs),
    /**
     * Starts importing the bulk file at `path` — a file dropped on the window, whose path only
     * the preload script reads (`webUtils.getPathForFile`), never the renderer: the renderer's
     * API takes the dropped `File` (`importFile`). `false` when one is running; refused (by
     * name) unless it is a `.json` or `.json.gz` file.
     */
    file: channel<boolean>()(
      "catalog:import-file",
      v.strictTuple([v.pipe(v.string(), v.minLength(1), v.maxLength(4096))]),
    ),
  },
} as const satisfies Record<string, Record<string, InvokeChannel>>;

/** The shape of {@link ipcContract}: API groups of channels. */
export type IpcContract = typeof ipcContract;

/** The channel names of a contract. */
export type ChannelNameOf<Contract extends Record<string, Record<string, InvokeChannel>>> = {
  [G in keyof Contract]: { [M in keyof Contract[G]]: Contract[G][M]["channel"] }[keyof Contract[G]];
}[keyof Contract];

/** Every request/response channel name of {@link ipcContract}. */
export type IpcChannelName = ChannelNameOf<IpcContract>;

/** The main → renderer channel carrying application-menu commands (its payload is a {@link MenuCommand}). */
export const MENU_COMMAND_CHANNEL = "menu:command";

/** The main → renderer channel carrying the card data import's progress (its payload is a {@link CatalogImportProgress}). */
export const CATALOG_IMPORT_PROGRESS_CHANNEL = "catalog:import-progress";

/**
 * What every `invoke` handler resolves to. Main never rejects: a refusal is a value with a
 * message the user can read (never a file path), which preload turns into a thrown `Error`.
 */
export type IpcResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** Arguments as callers may pass them: arrays may be read-only (they are copied across IPC). */
type PassableArgs<T extends readonly unknown[]> = {
  [K in keyof T]: T[K] extends readonly (infer E)[] ? readonly E[] : T[K];
};

/** The renderer-side method of a channel: its arguments as the schema accepts them, its result in a promise. */
export type ClientMethod<C> =
  C extends InvokeChannel<infer Args, infer Result>
    ? (...args: PassableArgs<v.InferInput<Args>>) => Promise<Result>
    : never;

/** The main-side handler of a channel: its arguments as validated (the schema's output), its result in a promise. */
export type HandlerMethod<C> =
  C extends InvokeChannel<infer Args, infer Result> ? (...args: v.InferOutput<Args>) => Promise<Result> : never;

/** The renderer's API of a contract: one method per channel, grouped as the contract is. */
export type ClientApi<Contract extends Record<string, Record<string, InvokeChannel>>> = {
  readonly [G in keyof Contract]: { readonly [M in keyof Contract[G]]: ClientMethod<Contract[G][M]> };
};

/** What main must provide for a contract: one handler per channel, grouped as the contract is. */
export type Handlers<Contract extends Record<string, Record<string, InvokeChannel>>> = {
  readonly [G in keyof Contract]: { readonly [M in keyof Contract[G]]: HandlerMethod<Contract[G][M]> };
};

/** The handlers main registers for {@link ipcContract}. */
export type IpcHandlers = Handlers<IpcContract>;

/** Everything the renderer may ask of the host, as `window.fishbowl`. */
export type FishbowlApi = Omit<ClientApi<IpcContract>, "catalogImport"> & {
  /** The card data import's progress and its Cancel (absent in a plain browser). */
  readonly catalogImport?: CatalogImportApi;
  /** API version; bumped on incompatible changes. */
  readonly version: 1;
  /** Subscribes to application-menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
};

/**
 * The card data import that main runs in a worker thread: its progress, cancelling it, and
 * importing a dropped file (the path channel `file` is the preload script's, not the renderer's).
 */
export type CatalogImportApi = Omit<ClientApi<IpcContract>["catalogImport"], "file"> & {
  /** Subscribes to the import's progress; returns the unsubscribe function. */
  onProgress(listener: (progress: CatalogImportProgress) => void): () => void;
  /** Imports a bulk file dropped on the window (as the browser build does); `false` when an import is running. */
  importFile(file: File): Promise<boolean>;
};

/**
 * The renderer's `importFile`: the dropped file's path (`pathOf`, Electron's
 * `webUtils.getPathForFile`, "" for a file not on disk) sent on the `file` channel (`send`).
 * A file with no path is refused with a message saying what to do instead.
 */
export function fileImportOf(
  send: (path: string) => Promise<boolean>,
  pathOf: (file: File) => string,
): (file: File) => Promise<boolean> {
  return async (file) => {
    const path = pathOf(file);
    if (path === "")
      throw new Error(`${file.name} is not a file on this computer's disk: use Import card data… to pick the file.`);
    return send(path);
  };
}

/** Deck files in the Decks folder. */
export type DecksApi = FishbowlApi["decks"];
/** Native open/save dialogs. */
export type FilesApi = FishbowlApi["files"];
/** The autosave slot of the game in progress. */
export type AutosaveApi = FishbowlApi["autosave"];
/** The offline card catalog. */
export type CatalogApi = FishbowlApi["catalog"];

/** Every channel of a contract with its place in the API (`group`, `method`). */
export function channelsOf<Contract extends Record<string, Record<string, InvokeChannel>>>(
  contract: Contract,
): {
  readonly group: keyof Contract & string;
  readonly method: string;
  readonly spec: InvokeChannel<ArgsSchema, unknown, ChannelNameOf<Contract>>;
}[] {
  // Object.entries loses the key and value types; they are the contract's own.
  return Object.entries(contract).flatMap(([group, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      group,
      method,
      spec: spec as InvokeChannel<ArgsSchema, unknown, ChannelNameOf<Contract>>,
    })),
  );
}

/**
 * The renderer's API of a contract: each method sends its arguments on its channel through
 * `invoke` and unwraps the {@link IpcResult}, throwing its message on refusal.
 */
export function apiFromContract<Contract extends Record<string, Record<string, InvokeChannel>>>(
  contract: Contract,
  invoke: (channel: string, args: readonly unknown[]) => Promise<unknown>,
): ClientApi<Contract> {
  const api: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const { group, method, spec } of channelsOf(contract)) {
    api[group] ??= {};
    api[group][method] = async (...args) => {
      const result = (await invoke(spec.channel, args)) as IpcResult<unknown>;
      if (!result.ok) throw new Error(result.error);
      return result.value;
    };
  }
  // Built from the contract's own entries, one method per channel: the shape ClientApi describes.
  return api as ClientApi<Contract>;
}
