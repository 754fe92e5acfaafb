/**
 * The IPC boundary. Every request from the renderer is checked twice before it reaches a
 * service: the sender must be the app's own top-level renderer page, and the arguments must
 * match the channel's valibot schema. Handlers never reject; they resolve to an
 * {@link IpcResult} so the renderer receives a readable message instead of an IPC stack trace.
 *
 * No `electron` value is imported here (types only), so this module is unit-testable in Node.
 */
import * as v from "valibot";
import type { IpcMain, IpcMainInvokeEvent } from "electron";
import type { ImportedDeck, ImportedGame } from "../preload/api.js";
import { Channel, type ChannelName, type IpcResult } from "../shared/channels.js";
import type { Autosave } from "./autosave.js";
import type { CatalogService } from "./catalog.js";
import { deckNameProblem, DeckStoreError, type DeckStore } from "./deck-store.js";

/** The largest deck text accepted over IPC, in characters (real lists are a few kB). */
export const MAX_DECK_TEXT = 1_000_000;

/** The largest game file accepted over IPC or read from disk, in characters (a long game is a few hundred kB). */
export const MAX_GAME_FILE = 20 * 1024 * 1024;

/** The native dialogs main shows on the renderer's behalf. */
export interface DialogService {
  /** Open dialog for a deck file; `null` when cancelled. */
  importDeck(): Promise<ImportedDeck | null>;
  /** Save dialog, then an atomic write of `text`; `false` when cancelled. */
  exportText(suggestedName: string, text: string): Promise<boolean>;
  /** Open dialog for a game file; `null` when cancelled. */
  importGame(): Promise<ImportedGame | null>;
  /** Save dialog for a game file, then an atomic write of `json`; `false` when cancelled. */
  exportGame(suggestedName: string, json: string): Promise<boolean>;
}

/** What the IPC handlers act on. */
export interface IpcServices {
  readonly decks: DeckStore;
  readonly autosave: Autosave;
  readonly dialogs: DialogService;
  readonly catalog: CatalogService;
  /** The card data import running in a worker, if the app has one (`catalog-jobs.ts`). */
  readonly catalogImport?: { cancel(): boolean };
}

/** Where the trusted renderer is loaded from. */
export interface TrustedRenderer {
  /** The `file://` URL of the built renderer's `index.html`. */
  readonly fileUrl: string;
  /** The dev server's URL during `electron-vite dev`, if any. */
  readonly devServerUrl?: string | undefined;
}

/**
 * Whether `url` is the app's own renderer page: the exact built `index.html` file (any query
 * or fragment), or a page of the dev server's origin when one is configured.
 */
export function isTrustedRendererUrl(url: string, trusted: TrustedRenderer): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const file = new URL(trusted.fileUrl);
  if (parsed.protocol === "file:" && parsed.host === file.host && parsed.pathname === file.pathname) return true;
  if (trusted.devServerUrl !== undefined && trusted.devServerUrl !== "") {
    return parsed.origin !== "null" && parsed.origin === new URL(trusted.devServerUrl).origin;
  }
  return false;
}

/** Whether an IPC event comes from the top-level frame of the trusted renderer page. */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, "senderFrame">, trusted: TrustedRenderer): boolean {
  const frame = event.senderFrame;
  if (frame === null || frame === undefined) return false;
  if (frame.parent !== null) return false;
  return isTrustedRendererUrl(frame.url, trusted);
}

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
  v.check((name) => deckNameProblem(name) === null, (issue) => deckNameProblem(String(issue.input)) ?? "Invalid deck name."),
);
const DeckText = v.pipe(v.string(), v.maxLength(MAX_DECK_TEXT, "The deck text is too long."));
const JsonData = v.custom<unknown>((value) => isJsonValue(value), "The game is not plain JSON data.");
const CardName = v.pipe(v.string(), v.maxLength(200));

/** The argument schema of every channel; a message on a channel not listed here is never handled. */
export const channelSchemas = {
  [Channel.decksList]: v.strictTuple([]),
  [Channel.decksRead]: v.strictTuple([DeckName]),
  [Channel.decksCreate]: v.strictTuple([DeckName, DeckText]),
  [Channel.decksSave]: v.strictTuple([DeckName, DeckText]),
  [Channel.decksRename]: v.strictTuple([DeckName, DeckName]),
  [Channel.decksRemove]: v.strictTuple([DeckName]),
  [Channel.filesImportDeck]: v.strictTuple([]),
  [Channel.filesExportText]: v.strictTuple([v.pipe(v.string(), v.maxLength(200)), DeckText]),
  [Channel.filesImportGame]: v.strictTuple([]),
  [Channel.filesExportGame]: v.strictTuple([v.pipe(v.string(), v.maxLength(200)), v.pipe(v.string(), v.maxLength(MAX_GAME_FILE, "The game file is too large."))]),
  [Channel.autosaveSave]: v.strictTuple([JsonData]),
  [Channel.autosaveLoad]: v.strictTuple([]),
  [Channel.autosaveClear]: v.strictTuple([]),
  [Channel.catalogStatus]: v.strictTuple([]),
  [Channel.catalogSearch]: v.strictTuple([v.pipe(v.string(), v.maxLength(500)), v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))]),
  [Channel.catalogLookup]: v.strictTuple([v.pipe(v.array(CardName), v.maxLength(2000))]),
  [Channel.catalogImportCancel]: v.strictTuple([]),
} satisfies Record<ChannelName, v.GenericSchema>;

type Args<C extends ChannelName> = v.InferOutput<(typeof channelSchemas)[C]>;
type Impl = { [C in ChannelName]: (...args: Args<C>) => Promise<unknown> };

/** The service call behind each channel, with arguments already validated. */
function implementations(services: IpcServices): Impl {
  const { decks, autosave, dialogs, catalog } = services;
  return {
    [Channel.decksList]: () => decks.list(),
    [Channel.decksRead]: (name) => decks.read(name),
    [Channel.decksCreate]: (name, text) => decks.create(name, text),
    [Channel.decksSave]: (name, text) => decks.save(name, text),
    [Channel.decksRename]: (from, to) => decks.rename(from, to),
    [Channel.decksRemove]: (name) => decks.remove(name),
    [Channel.filesImportDeck]: () => dialogs.importDeck(),
    [Channel.filesExportText]: (suggestedName, text) => dialogs.exportText(suggestedName, text),
    [Channel.filesImportGame]: () => dialogs.importGame(),
    [Channel.filesExportGame]: (suggestedName, json) => dialogs.exportGame(suggestedName, json),
    [Channel.autosaveSave]: (game) => autosave.save(game),
    [Channel.autosaveLoad]: () => autosave.load(),
    [Channel.autosaveClear]: () => autosave.clear(),
    [Channel.catalogStatus]: () => catalog.status(),
    [Channel.catalogSearch]: (query, limit) => catalog.search(query, limit),
    [Channel.catalogLookup]: (names) => catalog.lookup(names),
    [Channel.catalogImportCancel]: async () => services.catalogImport?.cancel() ?? false,
  };
}

/** An IPC handler as registered with `ipcMain.handle`. */
export type IpcHandler = (event: Pick<IpcMainInvokeEvent, "senderFrame">, ...args: unknown[]) => Promise<IpcResult<unknown>>;

/** Options for {@link createIpcHandlers}. */
export interface IpcOptions {
  /** Decides whether an event comes from the trusted renderer (see {@link isTrustedSender}). */
  readonly isTrusted: (event: Pick<IpcMainInvokeEvent, "senderFrame">) => boolean;
  /** Where refusals and unexpected errors are reported (default: `console.warn`). */
  readonly log?: (message: string) => void;
}

/** The handler of every channel: sender check, schema validation, then the service call. */
export function createIpcHandlers(services: IpcServices, options: IpcOptions): Record<ChannelName, IpcHandler> {
  const impl = implementations(services);
  const log = options.log ?? ((message: string) => console.warn(message));
  const handlers = {} as Record<ChannelName, IpcHandler>;
  for (const channel of Object.values(Channel)) {
    const schema = channelSchemas[channel];
    const call = impl[channel] as (...args: unknown[]) => Promise<unknown>;
    handlers[channel] = async (event, ...args) => {
      if (!options.isTrusted(event)) {
        log(`IPC ${channel} refused: untrusted sender ${event.senderFrame?.url ?? "(no frame)"}`);
        return { ok: false, error: "Refused: this request did not come from Fishbowl's own window." };
      }
      const parsed = v.safeParse(schema, args);
      if (!parsed.success) {
        const message = parsed.issues.map((issue) => issue.message).join("; ");
        log(`IPC ${channel} refused: ${message}`);
        return { ok: false, error: message };
      }
      try {
        return { ok: true, value: await call(...(parsed.output as unknown[])) };
      } catch (error) {
        if (!(error instanceof DeckStoreError)) log(`IPC ${channel} failed: ${String(error)}`);
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    };
  }
  return handlers;
}

/** Registers every channel's handler on `ipcMain`. */
export function registerIpc(ipcMain: Pick<IpcMain, "handle">, services: IpcServices, options: IpcOptions): void {
  for (const [channel, handler] of Object.entries(createIpcHandlers(services, options))) {
    ipcMain.handle(channel, handler);
  }
}
