/**
 * The typed API that the preload script exposes to the renderer as `window.fishbowl`, for the
 * renderer to program against (or against an in-memory stand-in when it runs in a plain
 * browser). Derived from the IPC contract, `src/shared/ipc-contract.ts`, where every channel is
 * declared once. Types only: nothing here exists at run time.
 */
import type { FishbowlApi } from "../shared/ipc-contract.js";

export type {
  AutosaveApi,
  CatalogApi,
  CatalogCard,
  CatalogImportApi,
  CatalogImportProgress,
  CatalogSearchReply,
  CatalogStatus,
  CatalogSuggestion,
  DeckSummary,
  DecksApi,
  FilesApi,
  FishbowlApi,
  ImportedDeck,
  ImportedGame,
  MenuCommand,
  SavedGame,
} from "../shared/ipc-contract.js";

declare global {
  interface Window {
    /** Present inside Electron (set by the preload script); absent in a plain browser. */
    fishbowl?: FishbowlApi;
  }
}
