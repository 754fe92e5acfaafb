/// <reference types="electron-vite/node" />
/**
 * Main-process entry: wires Electron to the plain modules beside this file (deck store,
 * autosave, dialogs, IPC, menu, security). Kept thin on purpose; everything with logic is
 * unit-tested without Electron.
 */
import { sampleDecks } from "@fishbowl/cards";
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, shell } from "electron";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { CATALOG_IMPORT_PROGRESS_CHANNEL, MENU_COMMAND_CHANNEL, type MenuCommand } from "../shared/ipc-contract.js";
import { APP_PAGE_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from "./app-protocol.js";
import { removeOrphanTempFiles } from "./atomic-write.js";
import { createAutosave } from "./autosave.js";
import { catalogCandidates, createCatalogService } from "./catalog.js";
import { CatalogImportCancelled, type CatalogImportResult } from "./catalog-import.js";
import catalogWorkerPath from "./catalog-import-worker?modulePath";
import { createCatalogImporter, type WorkerLike } from "./catalog-jobs.js";
import { createDeckStore, seedDeckFolder } from "./deck-store.js";
import { createDialogs } from "./dialogs.js";
import { importDroppedFile } from "./catalog-drop.js";
import { handlersOf, isTrustedSender, registerIpc, type TrustedRenderer } from "./ipc.js";
import { buildMenuTemplate } from "./menu.js";
import { hardenSession, hardenWebContents } from "./security.js";
import { confirmPermanentDeleteWith } from "./trash.js";
import { createMainWindow } from "./window.js";

const rendererDir = join(import.meta.dirname, "../renderer");
const preload = join(import.meta.dirname, "../preload/index.cjs");
const devServerUrl = app.isPackaged ? undefined : process.env["ELECTRON_RENDERER_URL"];
const trusted: TrustedRenderer = { pageUrl: APP_PAGE_URL, devServerUrl };

let mainWindow: BrowserWindow | null = null;

app.enableSandbox();
// The renderer is served from app://fishbowl/ (see app-protocol.ts); schemes must be registered before "ready".
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
if (app.requestSingleInstanceLock()) start();
else app.quit(); // another Fishbowl is running; it is focused through its "second-instance" event

function openWindow(): void {
  mainWindow = createMainWindow(BrowserWindow, { preload, rendererUrl: APP_PAGE_URL, devServerUrl });
  mainWindow.on("closed", () => (mainWindow = null));
}

/** Registers the app's handlers and opens the window once Electron is ready. */
function start(): void {
  // Every WebContents ever created (including any a bug might open) refuses navigation and popups.
  app.on("web-contents-created", (_event, contents) => hardenWebContents(contents));

  app.on("second-instance", () => {
    if (mainWindow === null) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  void app.whenReady().then(async () => {
    const userData = app.getPath("userData");
    const decksDir = join(userData, "Decks");
    // Temporary files of writes that a crash interrupted (never those of a live process).
    await removeOrphanTempFiles([decksDir, userData]).catch((error: unknown) =>
      console.warn("Could not remove leftover temporary files:", error),
    );
    // First start: the Decks folder gets the sample decks (the user may delete them).
    await seedDeckFolder(decksDir, sampleDecks).catch((error: unknown) =>
      console.warn("Could not add the sample decks:", error),
    );
    const decks = createDeckStore(decksDir, {
      // Deleted decks go to the system trash; if that fails, the user is asked before deleting for good.
      trash: (path) => shell.trashItem(path),
      confirmPermanentDelete: confirmPermanentDeleteWith(dialog, () => mainWindow),
    });
    const autosave = createAutosave(join(userData, "autosave.json"));
    const dialogs = createDialogs({ dialog, window: () => mainWindow, defaultDir: app.getPath("documents") });
    // The catalog service is replaced after an import, so IPC goes through this forwarder.
    let catalogService = createCatalogService(catalogCandidates(userData));
    const catalog: typeof catalogService = {
      status: () => catalogService.status(),
      search: (query, limit) => catalogService.search(query, limit),
      lookup: (names) => catalogService.lookup(names),
      suggest: (names) => catalogService.suggest(names),
    };
    const catalogFile = join(userData, "catalog.json");
    const installed = (what: string) => (r: CatalogImportResult) => {
      catalogService = createCatalogService(catalogCandidates(userData));
      void dialog.showMessageBox({
        type: "info",
        message: `${what}: ${r.cards} cards installed${r.skipped ? ` (${r.skipped} records skipped)` : ""}.`,
      });
    };
    const failed = (error: unknown) => {
      if (error instanceof CatalogImportCancelled) return; // the user cancelled: the renderer's progress bar says so
      void dialog.showMessageBox({
        type: "error",
        message: "The card data was not installed; the previous catalog is unchanged.",
        detail: error instanceof Error ? error.message : String(error),
      });
    };
    // Imports and downloads run in a worker thread; the renderer shows their progress and a Cancel button.
    const catalogImport = createCatalogImporter(
      () => new Worker(catalogWorkerPath) as unknown as WorkerLike,
      (progress) => mainWindow?.webContents.send(CATALOG_IMPORT_PROGRESS_CHANNEL, progress),
    );

    /** Starts importing the bulk file at `file` (picked or dropped); one already running refuses it, in the error dialog. */
    const importFrom = (file: string): boolean => {
      void catalogImport.start({ kind: "file", source: file, target: catalogFile }).then(installed("Imported"), failed);
      return true;
    };
    /** Asks for a bulk file and starts importing it; false when the dialog was cancelled. */
    const pickAndImport = async (): Promise<boolean> => {
      const r = await dialog.showOpenDialog({
        title: "Import card data (Scryfall or MTGJSON bulk file)",
        properties: ["openFile"],
        filters: [{ name: "JSON", extensions: ["json", "gz"] }],
      });
      const file = r.filePaths[0];
      if (r.canceled || !file) return false;
      return importFrom(file);
    };

    hardenSession(session.defaultSession);
    protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererDir));
    registerIpc(
      ipcMain,
      handlersOf({
        decks,
        autosave,
        dialogs,
        catalog,
        catalogImport: {
          cancel: () => catalogImport.cancel(),
          pick: pickAndImport,
          file: (path) => importDroppedFile(path, { start: importFrom }),
        },
      }),
      {
        isTrusted: (event) => isTrustedSender(event, trusted),
      },
    );

    const send = (command: MenuCommand): void => mainWindow?.webContents.send(MENU_COMMAND_CHANNEL, command);
    const template = buildMenuTemplate({
      send,
      openDecksFolder: () => void decks.list().then(() => shell.openPath(decks.dir)),
      importCardData: () => void pickAndImport(),
      downloadCardData: () => {
        catalogImport
          .start({ kind: "download", target: catalogFile })
          .then(installed("Downloaded from Scryfall"), failed);
      },
      platform: process.platform,
      developer: !app.isPackaged,
    });
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));

    openWindow();
    // Read and index the catalog now (about a second for 18,000 cards), not when the editor first asks.
    void catalog.status();
    app.on("activate", () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
  });

  app.on("window-all-closed", () => {
    if (process.platform !== "darwin") app.quit();
  });
}
