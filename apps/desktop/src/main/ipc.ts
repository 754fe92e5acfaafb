/**
 * The IPC boundary. Every request from the renderer is checked twice before it reaches a
 * service: the sender must be the app's own top-level renderer page, and the arguments must
 * match the channel's valibot schema in the IPC contract (`src/shared/ipc-contract.ts`).
 * Handlers never reject; they resolve to an {@link IpcResult} so the renderer receives a
 * readable message instead of an IPC stack trace, and that message never carries a path of
 * this machine (a path is cut to its file name).
 *
 * No `electron` value is imported here (types only), so this module is unit-testable in Node.
 */
import * as v from "valibot";
import type { IpcMain, IpcMainInvokeEvent } from "electron";
import {
  channelsOf,
  ipcContract,
  type CatalogStatus,
  type IpcChannelName,
  type IpcHandlers,
  type IpcResult,
} from "../shared/ipc-contract.js";
import type { Autosave } from "./autosave.js";
import type { CatalogService } from "./catalog.js";
import { DeckStoreError, type DeckStore } from "./deck-store.js";

/** The native dialogs main shows on the renderer's behalf (open dialogs hand back text, save dialogs write it atomically). */
export type DialogService = IpcHandlers["files"];

/** What the IPC handlers act on. */
export interface IpcServices {
  readonly decks: DeckStore;
  readonly autosave: Autosave;
  readonly dialogs: DialogService;
  readonly catalog: CatalogService;
  /** The card data import running in a worker, if the app has one (`catalog-jobs.ts`). */
  readonly catalogImport?: { cancel(): boolean; pick?(): Promise<boolean>; file?(path: string): Promise<boolean> };
}

/** Where the trusted renderer is loaded from. */
export interface TrustedRenderer {
  /** The URL of the built renderer's page (`app://fishbowl/index.html`, see `app-protocol.ts`). */
  readonly pageUrl: string;
  /** The dev server's URL during `electron-vite dev`, if any. */
  readonly devServerUrl?: string | undefined;
}

/**
 * Whether `url` is the app's own renderer page: the exact page URL (same scheme, host and
 * path; any query or fragment), or a page of the dev server's origin when one is configured.
 */
export function isTrustedRendererUrl(url: string, trusted: TrustedRenderer): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const page = new URL(trusted.pageUrl);
  if (parsed.protocol === page.protocol && parsed.host === page.host && parsed.pathname === page.pathname) return true;
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

/** How an absolute path starts: `/`, `~/`, `C:\` or `C:/`, `\\server`, or a `file:` URL. */
const PATH_START = String.raw`(?:\/|~\/|[a-zA-Z]:[\\/]|\\\\|file:\/\/)`;

/**
 * The paths in a message: a quoted one (`'…'` or `"…"`, as Node's file errors quote them, spaces
 * and all), else an unquoted one up to the next space or quote — a POSIX path needs two parts
 * (`/a/b`) so that a lone slash (`and / or`, `1/2`) is not taken for one.
 */
const PATHS = new RegExp(
  [
    String.raw`(['"])(${PATH_START}[^'"]*)\1`,
    String.raw`(?<![\w.])(?:file:\/\/|[a-zA-Z]:[\\/]|\\\\)[^\s'"]+`,
    String.raw`(?<![\w.:/~])~?\/[^\s/'"]+\/[^\s'"]*`,
  ].join("|"),
  "g",
);

/** The last part of a path (after the last `/` or `\`, trailing ones ignored); `…` when there is none (`/`, `C:\`). */
function fileNameOf(path: string): string {
  const name =
    path
      .replace(/[\\/]+$/, "")
      .split(/[\\/]/)
      .pop() ?? "";
  if (name === "" || /^[a-zA-Z]:$/.test(name) || name === "file:" || name === "~") return "…";
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * `message` with every path of this machine in it replaced by the file's name
 * (`EACCES: permission denied, open '/home/ann/.config/Fishbowl/Decks/Burn.txt'` →
 * `EACCES: permission denied, open 'Burn.txt'`), so a message shown in the renderer (and
 * pasted into a bug report) never tells where the user's files are.
 */
export function withoutPaths(message: string): string {
  return message.replace(PATHS, (match: string, quote: string | undefined, quoted: string | undefined) =>
    quote !== undefined && quoted !== undefined ? `${quote}${fileNameOf(quoted)}${quote}` : fileNameOf(match),
  );
}

/** A catalog status as the renderer gets it: the source by file name, the error without paths. */
function publicStatus(status: CatalogStatus): CatalogStatus {
  return {
    ...status,
    source: status.source === null ? null : fileNameOf(status.source),
    ...(status.error === undefined ? {} : { error: withoutPaths(status.error) }),
  };
}

/** The service call behind each channel, with arguments already validated. */
export function handlersOf(services: IpcServices): IpcHandlers {
  const { decks, autosave, dialogs, catalog } = services;
  return {
    decks: {
      list: () => decks.list(),
      read: (name) => decks.read(name),
      create: (name, text) => decks.create(name, text),
      save: (name, text) => decks.save(name, text),
      rename: (from, to) => decks.rename(from, to),
      remove: (name) => decks.remove(name),
    },
    files: {
      importDeck: () => dialogs.importDeck(),
      exportText: (suggestedName, text) => dialogs.exportText(suggestedName, text),
      importGame: () => dialogs.importGame(),
      exportGame: (suggestedName, json) => dialogs.exportGame(suggestedName, json),
    },
    autosave: {
      save: (game) => autosave.save(game),
      load: () => autosave.load(),
      clear: () => autosave.clear(),
    },
    catalog: {
      status: async () => publicStatus(await catalog.status()),
      search: (query, limit) => catalog.search(query, limit),
      lookup: (names) => catalog.lookup(names),
      suggest: (names) => catalog.suggest(names),
    },
    catalogImport: {
      cancel: async () => services.catalogImport?.cancel() ?? false,
      pick: async () => (await services.catalogImport?.pick?.()) ?? false,
      file: async (path) => (await services.catalogImport?.file?.(path)) ?? false,
    },
  };
}

/** An IPC handler as registered with `ipcMain.handle`. */
export type IpcHandler = (
  event: Pick<IpcMainInvokeEvent, "senderFrame">,
  ...args: unknown[]
) => Promise<IpcResult<unknown>>;

/** Options for {@link createIpcHandlers}. */
export interface IpcOptions {
  /** Decides whether an event comes from the trusted renderer (see {@link isTrustedSender}). */
  readonly isTrusted: (event: Pick<IpcMainInvokeEvent, "senderFrame">) => boolean;
  /** Where refusals and unexpected errors are reported (default: `console.warn`). */
  readonly log?: (message: string) => void;
}

/**
 * The handler of every channel of the contract, by channel name: sender check, schema
 * validation, then the handler's call; a refusal or failure is a result whose message has no
 * path of this machine in it.
 */
export function createIpcHandlers(handlers: IpcHandlers, options: IpcOptions): Record<IpcChannelName, IpcHandler> {
  const log = options.log ?? ((message: string) => console.warn(message));
  const byChannel = {} as Record<IpcChannelName, IpcHandler>; // filled below, one handler per channel of the contract
  for (const { group, method, spec } of channelsOf(ipcContract)) {
    const name = spec.channel;
    // The one place the contract's per-channel types are let go: the schema below checks the arguments.
    const call = (handlers[group] as Record<string, (...args: readonly unknown[]) => Promise<unknown>>)[method]!;
    byChannel[name] = async (event, ...args) => {
      if (!options.isTrusted(event)) {
        log(`IPC ${name} refused: untrusted sender ${event.senderFrame?.url ?? "(no frame)"}`);
        return { ok: false, error: "Refused: this request did not come from Fishbowl's own window." };
      }
      const parsed = v.safeParse(spec.args, args);
      if (!parsed.success) {
        const message = parsed.issues.map((issue) => issue.message).join("; ");
        log(`IPC ${name} refused: ${message}`);
        return { ok: false, error: withoutPaths(message) };
      }
      try {
        return { ok: true, value: await call(...parsed.output) };
      } catch (error) {
        if (!(error instanceof DeckStoreError)) log(`IPC ${name} failed: ${String(error)}`);
        return { ok: false, error: withoutPaths(error instanceof Error ? error.message : String(error)) };
      }
    };
  }
  return byChannel;
}

/** Registers the handler of every channel of the contract on `ipcMain`. */
export function registerIpc(ipcMain: Pick<IpcMain, "handle">, handlers: IpcHandlers, options: IpcOptions): void {
  for (const [channel, handler] of Object.entries(createIpcHandlers(handlers, options))) {
    ipcMain.handle(channel, handler);
  }
}
