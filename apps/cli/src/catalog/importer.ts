/**
 * Streaming catalog import: reads a catalog source — a Scryfall bulk file (`oracle_cards` /
 * `default_cards`: a JSON array of card objects), a Scryfall API list (`{ "object": "list",
 * "data": [...] }`), an MTGJSON `AtomicCards` file (`{ "meta": …, "data": { "<name>": [faces] } }`)
 * or a compact Fishbowl catalog, gzip-compressed too — a chunk at a time through the shared
 * `readCatalogStream` of @fishbowl/cards, which validates and converts one record at a time,
 * and writes the compact catalog atomically (see `atomic.ts`).
 *
 * Memory stays bounded by one record plus the set of names seen: the whole input is never
 * held, and cards are written out as they are converted (in input order; readers sort).
 * With `options.compiled`, each card is also compiled as it is converted, and the compiled
 * catalog (see `compiled.ts`) is written there once the catalog is in place — its compiled
 * cards are held until then.
 */
import fs from "node:fs";
import zlib from "node:zlib";
import {
  automationKind,
  compileCard,
  serializeCatalogCard,
  type CatalogCard,
  type SkippedRecord,
} from "@fishbowl/cards";
import { CatalogSourceError, readCatalogStream, type CatalogSourceFormat } from "@fishbowl/cards/stream";
import { AtomicFile } from "./atomic.js";
import { catalogKeyer, CompiledCatalogWriter } from "./compiled.js";

export type { CatalogSourceFormat };

/** What an import did. `ms` is wall-clock milliseconds from opening the input to the rename. */
export interface ImportSummary {
  /** Cards written. */
  cards: number;
  /** Records that did not become cards, with their position, name and reason. */
  skipped: SkippedRecord[];
  /** Written cards that are automated: by a built-in definition, or compiled whole from their Oracle text. */
  automated: number;
  /** Written cards not automated whole that the compiler plays in part ("partly automated", as the browser's import counts them). */
  partial: number;
  /** Written cards played with their printed characteristics only ("manual"). */
  manual: number;
  /** Elapsed milliseconds. */
  ms: number;
  /** The detected input format. */
  format: CatalogSourceFormat;
  /** Records merged into an earlier card of the same name (Scryfall `default_cards` printings). */
  duplicates: number;
  /** The catalog file written. */
  output: string;
  /** With `options.compiled`: the compiled catalog written, or why it could not be (the catalog is written either way). */
  compiled?: { file: string; automated: number } | { problem: string };
}

/** Options of `importCatalog`. */
export interface ImportOptions {
  /** Where to write the compiled catalog of the imported cards (none when absent). */
  compiled?: string;
}

/** An import that failed; the previous catalog (if any) is untouched. `message` names the file. */
export class CatalogImportError extends Error {}

const FLUSH_BYTES = 1 << 20;

/**
 * Imports `input` into the catalog file `output` (replaced atomically only on success).
 * `isAutomated` (built-in definitions) and the compiler's verdict decide the `automated` count. Rejects with `CatalogImportError` when the
 * input cannot be read, is not valid JSON, is neither a Scryfall array nor an MTGJSON
 * AtomicCards object, or yields no cards.
 */
export async function importCatalog(
  input: string,
  output: string,
  isAutomated: (name: string) => boolean,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  try {
    const st = fs.statSync(input);
    if (!st.isFile()) throw new CatalogImportError(`${input}: not a file`);
  } catch (err) {
    if (err instanceof CatalogImportError) throw err;
    throw new CatalogImportError(`${input}: cannot read (${describeFsError(err)})`);
  }

  let cards = 0;
  let automated = 0;
  let partial = 0;
  let buffer = "";
  const out = new AtomicFile(output);
  const key = catalogKeyer();
  const write = (text: string): void => {
    out.write(text);
    key.update(text);
  };
  const compiled = options.compiled !== undefined ? new CompiledCatalogWriter(options.compiled) : undefined;
  let compiledAutomated = 0;

  const emit = (card: CatalogCard): void => {
    buffer += (cards === 0 ? "[\n" : ",\n") + serializeCatalogCard(card);
    cards++;
    // automated: by a built-in definition, or compiled whole from its Oracle text (as coverage counts)
    const c = compileCard(card);
    if (isAutomated(card.name) || c.automated) automated++;
    else if (automationKind(c.definition) === "partial") partial++;
    if (compiled) {
      compiled.add(card.name, c);
      if (c.automated) compiledAutomated++;
    }
    if (buffer.length >= FLUSH_BYTES) {
      write(buffer);
      buffer = "";
    }
  };

  try {
    const read = await readCatalogStream(openInput(input), {
      source: input,
      keepCards: false,
      onCard: emit,
      reread: () => openInput(input),
    });
    if (cards === 0) {
      const first = read.skipped[0];
      const why = first
        ? `; first: #${first.index}${first.name !== undefined ? ` "${first.name}"` : ""}: ${first.reason}`
        : "";
      throw new CatalogImportError(
        `${input}: no cards found (${read.skipped.length} records skipped${why}); the catalog was not replaced`,
      );
    }
    write(`${buffer}\n]\n`);
    buffer = "";
    out.commit();
    let compiledResult: ImportSummary["compiled"];
    if (compiled) {
      try {
        compiled.commit(key.key());
        compiledResult = { file: compiled.target, automated: compiledAutomated };
      } catch (err) {
        compiledResult = { problem: `${compiled.target}: ${describeFsError(err)}` };
      }
    }
    return {
      cards,
      skipped: read.skipped,
      automated,
      partial,
      manual: cards - automated - partial,
      ms: Math.round(performance.now() - started),
      format: read.format,
      duplicates: read.duplicates,
      output,
      ...(compiledResult ? { compiled: compiledResult } : {}),
    };
  } catch (err) {
    out.abort();
    if (err instanceof CatalogImportError && err.message.startsWith(input)) throw err;
    if (err instanceof CatalogSourceError) throw new CatalogImportError(`${err.message}; the catalog was not replaced`);
    throw new CatalogImportError(`${input}: ${describeParseError(err)}; the catalog was not replaced`);
  }
}

/** The bytes of `file`, decompressed when it is gzip: MTGJSON and Scryfall both offer gzip downloads, accepted as they are. */
function openInput(file: string): NodeJS.ReadableStream & AsyncIterable<Uint8Array> {
  const source = fs.createReadStream(file, { highWaterMark: 1 << 16 });
  if (!isGzip(file)) return source;
  const gunzip = zlib.createGunzip();
  source.on("error", (err) => gunzip.destroy(err));
  return source.pipe(gunzip);
}

/** Whether a file starts with the gzip magic bytes (RFC 1952: 1f 8b). */
function isGzip(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(2);
    return fs.readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

function describeFsError(err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "is a directory";
  return err instanceof Error ? err.message : String(err);
}

function describeParseError(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && code.startsWith("Z_")) return `not a valid gzip file (${msg})`;
  if (typeof code === "string") return `cannot read (${describeFsError(err)})`;
  return msg;
}
