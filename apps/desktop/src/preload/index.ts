/**
 * Preload: exposes {@link FishbowlApi} as `window.fishbowl` through `contextBridge`. The API is
 * built from the IPC contract (`src/shared/ipc-contract.ts`): each method only forwards its
 * arguments to its fixed channel (main validates every payload). The renderer is never handed
 * an Electron object such as `ipcRenderer` or an IPC event.
 *
 * Runs sandboxed, so it is bundled to one CommonJS file that requires nothing but `electron`.
 */
import { contextBridge, ipcRenderer } from "electron";
import {
  apiFromContract,
  CATALOG_IMPORT_PROGRESS_CHANNEL,
  ipcContract,
  MENU_COMMAND_CHANNEL,
  type CatalogImportProgress,
  type FishbowlApi,
  type MenuCommand,
} from "../shared/ipc-contract.js";

const client = apiFromContract(ipcContract, (channel, args) => ipcRenderer.invoke(channel, ...args));

const api: FishbowlApi = {
  version: 1,
  ...client,
  catalogImport: {
    ...client.catalogImport,
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
