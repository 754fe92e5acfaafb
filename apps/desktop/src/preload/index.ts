/**
 * Preload: exposes {@link FishbowlApi} as `window.fishbowl` through `contextBridge`. The API is
 * built from the IPC contract (`src/shared/ipc-contract.ts`): each method only forwards its
 * arguments to its fixed channel (main validates every payload). The renderer is never handed
 * an Electron object such as `ipcRenderer` or an IPC event.
 *
 * Runs sandboxed, so it is bundled to one CommonJS file that requires nothing but `electron`.
 */
import { contextBridge, ipcRenderer, webUtils } from "electron";
import {
  apiFromContract,
  CATALOG_IMPORT_PROGRESS_CHANNEL,
  fileImportOf,
  ipcContract,
  MENU_COMMAND_CHANNEL,
  type CatalogImportProgress,
  type FishbowlApi,
  type MenuCommand,
} from "../shared/ipc-contract.js";

const client = apiFromContract(ipcContract, (channel, args) => ipcRenderer.invoke(channel, ...args));

// The path channel stays here: the renderer hands over the dropped File, and only this script reads its path.
const { file: importPath, ...catalogImport } = client.catalogImport;

const api: FishbowlApi = {
  version: 1,
  ...client,
  catalogImport: {
    ...catalogImport,
    importFile: fileImportOf(importPath, (file) => webUtils.getPathForFile(file)),
    onProgress(listener) {
      const forward = (_event: unknown, progress: CatalogImportProgress): void => listener(progress);
      ipcRenderer.on(CATALOG_IMPORT_PROGRESS_CHANNEL, forward);
      return () => void ipcRenderer.removeListener(CATALOG_IMPORT_PROGRESS_CHANNEL, forward);
    },
  },
  onMenuCommand(listener) {
    const forward = (_event: unknown, command: MenuCommand): void => listener(command);
    ipcRenderer.on(MENU_COMMAND_CHANNEL, forward);
    return () => void ipcRenderer.removeListener(MENU_COMMAND_CHANNEL, forward);
  },
};

contextBridge.exposeInMainWorld("fishbowl", api);
