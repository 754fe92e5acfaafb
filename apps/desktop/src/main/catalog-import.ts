/**
 * "Import card data…" and "Download from Scryfall" in the desktop app (issue: the offline
 * card catalog). Both end in the same place: bulk card data (Scryfall `oracle_cards` /
 * `default_cards` or a Scryfall list object, MTGJSON `AtomicCards`, or an already imported
 * Fishbowl catalog; gzip-compressed too) is read with the shared streaming reader of
 * `@fishbowl/cards` (`readCatalogStream`: memory bounded by one record, not by the file) and
 * the cards are written as they are read to a temporary file that replaces
 * `<userData>/catalog.json` only when the whole input was good — so a bad file, a failed or
 * cancelled download, or one with too few cards leaves the previous catalog in place.
 *
 * These functions run in the catalog worker thread (`catalog-import-worker.ts`, driven by
 * `catalog-jobs.ts`), never in the main process itself; they are plain Node code, tested
 * directly.
 */
import { createReadStream } from "node:fs";
import { open, rename, rm, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { createGunzip } from "node:zlib";
import { serializeCatalogCard, type CatalogCard } from "@fishbowl/cards";
import {
  CatalogReadCancelled,
  CatalogSourceError,
  readCatalogStream,
  type CatalogSourceFormat,
} from "@fishbowl/cards/stream";
import { tempPathFor } from "./atomic-write.js";
import {
  DownloadCancelled,
  downloadScryfallBulk,
  SCRYFALL_ORACLE_BULK_URL,
  type DownloadOptions,
} from "./catalog-download.js";

export { SCRYFALL_ORACLE_BULK_URL };

/** The outcome of an import: how many cards were written and how many records were skipped. */
export interface CatalogImportResult {
  cards: number;
  skipped: number;
  format: CatalogSourceFormat;
}

/** A failed import or download; `message` names the file or URL and the problem. */
export class CatalogImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CatalogImportError";
  }
}

/** An import or download stopped by its caller; the previous catalog is unchanged. */
export class CatalogImportCancelled extends Error {
  constructor(message = "The card data import was cancelled.") {
    super(message);
    this.name = "CatalogImportCancelled";
  }
}

/** What an import reports as it goes: bytes of the source read (of `totalBytes`), and cards read. */
export interface ImportProgress {
  phase: "download" | "read";
  bytes: number;
  totalBytes: number | null;
  cards: number;
}

/** Options of `importCatalogFile`. */
export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
  /** Refuse the input (keeping the previous catalog) when it has fewer cards (default 1). */
  minCards?: number;
  /** Accept only these formats (default all). */
  formats?: readonly CatalogSourceFormat[];
  /** What messages call the source (default: its path), e.g. the URL it was downloaded from. */
  label?: string;
}

/** Whether a file starts with the gzip magic bytes (RFC 1952: 1f 8b). */
async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The file's bytes (decompressed when it is gzip), and a counter of the raw bytes read. */
function openSource(file: string, gzip: boolean, counted: { bytes: number }): AsyncIterable<Uint8Array> {
  const raw = createReadStream(file, { highWaterMark: 1 << 15 });
  raw.on("data", (chunk) => (counted.bytes += chunk.length));
  if (!gzip) return raw;
  const gunzip = createGunzip({ chunkSize: 1 << 15 });
  raw.on("error", (e) => gunzip.destroy(e));
  return raw.pipe(gunzip);
}

const PLURAL = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Imports the card data in `file` into the catalog at `target`: streamed, checked, then
 * renamed over `target`. Rejects with `CatalogImportError` naming the file (unreadable,
 * not JSON — with the line and column —, not card data, a format not in `formats`, fewer than
 * `minCards` cards) or `CatalogImportCancelled`; `target` is then untouched.
 */
export async function importCatalogFile(
  file: string,
  target: string,
  options: ImportOptions = {},
): Promise<CatalogImportResult> {
  const source = options.label ?? file;
  let totalBytes: number;
  let gzip: boolean;
  try {
    const st = await stat(file);
    if (!st.isFile()) throw new CatalogImportError(`${source}: not a file`);
    totalBytes = st.size;
    gzip = await isGzip(file);
  } catch (e) {
    if (e instanceof CatalogImportError) throw e;
    throw new CatalogImportError(
      `${source}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
  const temp = tempPathFor(target);
  const out = await open(temp, "wx", 0o644);
  let committed = false;
  try {
    let cards = 0;
    let buffer = "";
    const onCard = (card: CatalogCard): void => {
      buffer += (cards === 0 ? "[\n" : ",\n") + serializeCatalogCard(card);
      cards++;
    };
    const counted = { bytes: 0 };
    const result = await readCatalogStream(
      (async function* () {
        for await (const chunk of openSource(file, gzip, counted)) {
          yield chunk as Uint8Array;
          // the cards of the chunks read so far go to disk before the next chunk is read
          if (buffer.length >= 1 << 16) {
            await out.write(buffer);
            buffer = "";
          }
        }
      })(),
      {
        source,
        keepCards: false,
        onCard,
        ...(options.signal ? { signal: options.signal } : {}),
        onProgress: (p) => options.onProgress?.({ phase: "read", bytes: counted.bytes, totalBytes, cards: p.cards }),
        reread: () => openSource(file, gzip, { bytes: 0 }),
      },
    );
    if (options.formats && !options.formats.includes(result.format)) {
      throw new CatalogImportError(
        `${source}: ${result.format === "fishbowl" ? "a Fishbowl catalog" : result.format === "mtgjson" ? "MTGJSON data" : "Scryfall data"}, not the ${options.formats.join(" or ")} data expected`,
      );
    }
    const min = options.minCards ?? 1;
    if (cards < min) {
      const first = result.skipped[0];
      const why = first
        ? `; first skipped: #${first.index}${first.name !== undefined ? ` "${first.name}"` : ""}: ${first.reason}`
        : "";
      throw new CatalogImportError(
        cards === 0
          ? `${source}: no cards found (${PLURAL(result.skipped.length, "record")} skipped${why})`
          : `${source}: only ${PLURAL(cards, "card")}; at least ${min} were expected${why}`,
      );
    }
    await out.write(`${buffer}\n]\n`);
    await out.sync();
    await out.close();
    await rename(temp, target);
    committed = true;
    await syncDirectory(dirname(target));
    return { cards, skipped: result.skipped.length, format: result.format };
  } catch (e) {
    if (e instanceof CatalogReadCancelled || options.signal?.aborted) throw new CatalogImportCancelled();
    if (e instanceof CatalogImportError) throw e;
    if (e instanceof CatalogSourceError) throw new CatalogImportError(e.message);
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && code.startsWith("Z_"))
      throw new CatalogImportError(`${source}: not a valid gzip file (${(e as Error).message})`);
    throw new CatalogImportError(`${source}: ${(e as Error).message}`);
  } finally {
    if (!committed) {
      await out.close().catch(() => undefined);
      await rm(temp, { force: true });
    }
  }
}

/** Flushes the rename to disk where the platform allows opening a directory. */
async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === "win32") return;
  try {
    const handle = await open(dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}

/** Fewest cards a Scryfall `oracle_cards` download must have to replace the catalog (it has over 30,000). */
export const MIN_ORACLE_CARDS = 10_000;

/** Options of `downloadScryfallCatalog`: the download's (see `catalog-download.ts`) and the import's. */
export interface DownloadCatalogOptions extends DownloadOptions {
  bulkUrl?: string;
  minCards?: number;
  onImportProgress?: (progress: ImportProgress) => void;
}

/**
 * Downloads Scryfall's oracle cards (see `downloadScryfallBulk`) and installs them as the
 * catalog at `target` when they pass the sanity check: Scryfall card data with at least
 * `minCards` cards (default `MIN_ORACLE_CARDS`). The downloaded file is a temporary file beside
 * `target`, removed afterwards. Rejects with `CatalogImportError` or `CatalogImportCancelled`;
 * the previous catalog is then unchanged.
 */
export async function downloadScryfallCatalog(
  target: string,
  options: DownloadCatalogOptions = {},
): Promise<CatalogImportResult> {
  const file = `${tempPathFor(target)}.json`;
  let download: { url: string };
  try {
    try {
      download = await downloadScryfallBulk(file, options, options.bulkUrl);
    } catch (e) {
      if (e instanceof DownloadCancelled) throw new CatalogImportCancelled();
      throw new CatalogImportError((e as Error).message);
    }
    return await importCatalogFile(file, target, {
      minCards: options.minCards ?? MIN_ORACLE_CARDS,
      formats: ["scryfall"],
      label: download.url,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onImportProgress ? { onProgress: options.onImportProgress } : {}),
    });
  } finally {
    await rm(file, { force: true });
  }
}
