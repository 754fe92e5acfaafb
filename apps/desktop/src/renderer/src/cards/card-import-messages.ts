/** What the card import worker (`card-import.worker.ts`) posts to the page. */
import type { StoredCardData } from "./card-data-db.js";

/** A step of the import: bytes read, cards compiled, or storing them. */
export type ImportPhase = "reading" | "compiling" | "storing";

/** The worker's messages: progress (`done` of `total` bytes or cards), the stored data, or why it failed. */
export type CardImportMessage =
  | { kind: "progress"; phase: ImportPhase; done: number; total: number; cards: number }
  | { kind: "done"; data: StoredCardData }
  | { kind: "failed"; message: string };
