/**
 * Reading a compact catalog file from disk with messages that name the file.
 */
import fs from "node:fs";
import { catalogFromBulkJson, parseCatalogJson, type CatalogCard, type CompiledCatalog } from "@fishbowl/cards";
import { loadCompiledCatalog } from "./compiled.js";

/** A catalog file that is missing or malformed; `message` names the file and the problem. */
export class CatalogFileError extends Error {}

/**
 * Reads and validates the catalog at `file` (see `parseCatalogJson`), cards in name order.
 * Throws `CatalogFileError` (missing file, unreadable, not JSON, bad card) with one line
 * naming the file. A missing default catalog's message says how to create it; a missing file
 * the user named (`options.explicit`, e.g. `--catalog FILE`) is just "no such file".
 */
export function loadCatalogFile(file: string, options: { explicit?: boolean } = {}): CatalogCard[] {
  return loadCatalogWithCompiled(file, { ...options, compiled: false }).cards;
}

/**
 * As `loadCatalogFile`, and also the compiled catalog beside the file (see `compiled.ts`)
 * when there is a valid one for it (`options.compiled`, default true), else undefined.
 */
export function loadCatalogWithCompiled(
  file: string,
  options: { explicit?: boolean; compiled?: boolean } = {},
): { cards: CatalogCard[]; compiled: CompiledCatalog | undefined } {
  const { cards, text } = readCatalogText(file, options);
  return { cards, compiled: options.compiled === false ? undefined : loadCompiledCatalog(file, text) };
}

function readCatalogText(file: string, options: { explicit?: boolean }): { cards: CatalogCard[]; text: string } {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "ENOENT" && options.explicit) throw new CatalogFileError(`${file}: no such file`);
    if (code === "EISDIR") throw new CatalogFileError(`${file}: is a directory, not a catalog file`);
    if (code === "ENOENT") {
      throw new CatalogFileError(
        `${file}: no catalog here (run "fishbowl catalog import <scryfall-or-mtgjson-file>" first, or pass --catalog FILE)`,
      );
    }
    throw new CatalogFileError(`${file}: cannot read (${code ?? (err instanceof Error ? err.message : String(err))})`);
  }
  const r = parseCatalogJson(text);
  if (r.ok) return { cards: r.cards, text };
  // Not an imported catalog: accept Scryfall bulk data (an array of card objects, or a
  // "list" object) and MTGJSON AtomicCards directly, converted in memory.
  const bulk = fromBulkData(text);
  if (bulk) return { cards: bulk, text };
  throw new CatalogFileError(`${file}: not a Fishbowl catalog: ${r.error} (nor Scryfall or MTGJSON bulk data)`);
}

function fromBulkData(text: string): CatalogCard[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  return catalogFromBulkJson(json)?.cards ?? null;
}
