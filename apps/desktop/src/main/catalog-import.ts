/**
 * "Import card data…" and "Download from Scryfall" in the desktop app (issue: the offline
 * card catalog). Both end in the same place: bulk card data (Scryfall `oracle_cards` /
 * `default_cards`, MTGJSON `AtomicCards`, or an already imported Fishbowl catalog) is
 * converted with `@fishbowl/cards` and written atomically to `<userData>/catalog.json`, so a
 * bad file or a failed download leaves the previous catalog in place.
 *
 * The download follows Scryfall's documented bulk-data flow: GET the bulk-data object for
 * `oracle_cards` (`https://api.scryfall.com/bulk-data/oracle-cards`), then GET its
 * `download_uri`. Both URLs and `fetch` are parameters, so tests use a local HTTP server.
 */
import { readFile } from "node:fs/promises";
import { catalogFromBulkJson, parseCatalogJson, serializeCatalog, type CatalogCard } from "@fishbowl/cards";
import { writeFileAtomic } from "./atomic-write.js";

/** Scryfall's bulk-data object for the oracle cards file. */
export const SCRYFALL_ORACLE_BULK_URL = "https://api.scryfall.com/bulk-data/oracle-cards";

/** The outcome of an import: how many cards were written and how many records were skipped. */
export interface CatalogImportResult {
  cards: number;
  skipped: number;
  format: "fishbowl" | "scryfall" | "mtgjson";
}

/** A failed import or download; `message` names the file or URL and the problem. */
export class CatalogImportError extends Error {}

/** Converts bulk-data text to catalog cards, or throws `CatalogImportError` naming `source`. */
export function convertCatalogText(
  text: string,
  source: string,
): { cards: CatalogCard[]; skipped: number; format: CatalogImportResult["format"] } {
  const own = parseCatalogJson(text);
  if (own.ok) return { cards: own.cards, skipped: 0, format: "fishbowl" };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CatalogImportError(`${source}: not valid JSON (${(e as Error).message})`);
  }
  const bulk = catalogFromBulkJson(json);
  if (!bulk)
    throw new CatalogImportError(`${source}: neither Scryfall bulk data, MTGJSON AtomicCards nor a Fishbowl catalog`);
  return { cards: bulk.cards, skipped: bulk.skipped.length, format: bulk.format };
}

/** Imports the card data in file `source` into the catalog at `target` (atomic). */
export async function importCatalogFile(source: string, target: string): Promise<CatalogImportResult> {
  let text: string;
  try {
    text = await readFile(source, "utf8");
  } catch (e) {
    throw new CatalogImportError(
      `${source}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
  const { cards, skipped, format } = convertCatalogText(text, source);
  await writeFileAtomic(target, serializeCatalog(cards));
  return { cards: cards.length, skipped, format };
}

/**
 * Downloads Scryfall's oracle cards and installs them as the catalog at `target` (atomic).
 * `fetchImpl` defaults to the global `fetch`; `bulkUrl` to Scryfall's bulk-data object.
 */
export async function downloadScryfallCatalog(
  target: string,
  opts: { fetchImpl?: typeof fetch; bulkUrl?: string } = {},
): Promise<CatalogImportResult> {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const bulkUrl = opts.bulkUrl ?? SCRYFALL_ORACLE_BULK_URL;
  const get = async (url: string): Promise<string> => {
    let res: Response;
    try {
      res = await fetchImpl(url, { headers: { accept: "application/json" } });
    } catch (e) {
      throw new CatalogImportError(`${url}: download failed (${(e as Error).message}) — check the network connection`);
    }
    if (!res.ok) throw new CatalogImportError(`${url}: the server answered ${res.status} ${res.statusText}`);
    return res.text();
  };
  let info: unknown;
  try {
    info = JSON.parse(await get(bulkUrl));
  } catch (e) {
    if (e instanceof CatalogImportError) throw e;
    throw new CatalogImportError(`${bulkUrl}: not a Scryfall bulk-data object`);
  }
  const uri = (info as { download_uri?: unknown }).download_uri;
  if (typeof uri !== "string") throw new CatalogImportError(`${bulkUrl}: no download_uri in the bulk-data object`);
  const text = await get(uri);
  const { cards, skipped, format } = convertCatalogText(text, uri);
  await writeFileAtomic(target, serializeCatalog(cards));
  return { cards: cards.length, skipped, format };
}
