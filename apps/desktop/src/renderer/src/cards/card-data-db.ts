/**
 * The imported card data of the browser build, kept in IndexedDB (database `fishbowl-card-data`,
 * one record `current` in the store `catalog`): the compact catalog cards read from the bulk
 * file once, the file's name and the compiler's automation summary, so later visits play real
 * decks without importing again. Electron keeps its catalog in the user data folder instead.
 */
import type { CatalogCard } from "@fishbowl/cards";

/** What an import found, as the compiler reported it. */
export interface ImportSummary {
  /** Cards read. */
  readonly cards: number;
  /** Cards compiled whole (or with a built-in definition). */
  readonly automated: number;
  /** Cards of which some clauses compiled. */
  readonly partial: number;
  /** Cards of which no clause compiled. */
  readonly manual: number;
  /** Bulk records skipped (tokens, bad records). */
  readonly skipped: number;
}

/** The stored card data. */
export interface StoredCardData {
  /** The imported file's name. */
  readonly source: string;
  /** When it was imported, milliseconds since the epoch. */
  readonly importedAt: number;
  readonly summary: ImportSummary;
  readonly cards: readonly CatalogCard[];
}

const DB = "fishbowl-card-data";
const STORE = "catalog";
const KEY = "current";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB could not be opened."));
  });
}

async function run<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = body(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error ?? new Error("The card data could not be stored."));
      tx.onabort = () => reject(tx.error ?? new Error("The card data could not be stored."));
    });
  } finally {
    db.close();
  }
}

/** The stored card data, or null when none was imported (or IndexedDB is unavailable). */
export async function loadCardData(): Promise<StoredCardData | null> {
  if (typeof indexedDB === "undefined") return null;
  try {
    const value = await run<unknown>("readonly", (s) => s.get(KEY));
    return value && typeof value === "object" && Array.isArray((value as StoredCardData).cards)
      ? (value as StoredCardData)
      : null;
  } catch {
    return null;
  }
}

/** Replaces the stored card data (in one transaction: the old data stays if it fails). */
export async function saveCardData(data: StoredCardData): Promise<void> {
  await run("readwrite", (s) => s.put(data, KEY));
}

/** Forgets the stored card data. */
export async function clearCardData(): Promise<void> {
  await run("readwrite", (s) => s.delete(KEY));
}
