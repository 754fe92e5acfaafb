/**
 * Reading a catalog file from disk with messages that name the file. Every command that
 * takes `--catalog FILE` (search, coverage, compile, deck check, goldfish, scenarios, replay)
 * reads it here, so they all accept the same inputs: a compact Fishbowl catalog (from
 * `fishbowl catalog import`), a Scryfall bulk array, a Scryfall list object or an MTGJSON
 * AtomicCards file (see `CatalogStreamReader` in @fishbowl/cards).
 *
 * Bulk files are streamed — read a megabyte at a time and reduced to catalog cards as they
 * are read — so memory is bounded by the cards, not by the file (a 500 MB Scryfall file is
 * fine). A compact catalog, which is small, is read whole (it is faster, and its text is the
 * key of its compiled catalog). Reads are synchronous, as the commands' callers expect; a
 * gzip-compressed file is only accepted by `fishbowl catalog import`, which streams it through
 * zlib.
 */
import fs from "node:fs";
import { parseCatalogJson, type CatalogCard, type CompiledCatalog, type SkippedRecord } from "@fishbowl/cards";
import {
  CatalogSourceError,
  CatalogStreamReader,
  JsonErrorLocator,
  type CatalogSourceFormat,
} from "@fishbowl/cards/stream";
import { catalogKeyer, compiledCatalogPath, loadCompiledCatalog, loadCompiledCatalogWithKey } from "./compiled.js";

/** A catalog file that is missing or malformed; `message` names the file and the problem. */
export class CatalogFileError extends Error {}

/** A catalog source as read: its cards in name order, its format, and what was skipped. */
export interface LoadedCatalogSource {
  cards: CatalogCard[];
  format: CatalogSourceFormat;
  /** Bulk records that did not become cards. */
  skipped: SkippedRecord[];
  /** The file's text when it is a compact catalog read whole (the key of its compiled catalog); else undefined. */
  text: string | undefined;
  /** For a streamed file, with `options.key`: `compiledCatalogKey` of its text, computed from the bytes as they were read. */
  key?: string;
}

/** A compact catalog larger than this is streamed like bulk data instead of read whole. */
const WHOLE_COMPACT_LIMIT = 64 * 1024 * 1024;
/** How `serializeCatalog` starts a file: `[`, then `]` or the first card's `"name"`. Bulk files start otherwise. */
const COMPACT_HEAD = /^\uFEFF?\s*\[\s*(?:\]|\{\s*"name"\s*:)/;
const CHUNK = 1 << 15;

/**
 * Reads and validates the catalog at `file` (see the module comment), cards in name order.
 * Throws `CatalogFileError` (missing file, unreadable, not JSON, bad card, no cards) with one
 * line naming the file (and the line of a syntax error). A missing default catalog's message
 * says how to create it; a missing file the user named (`options.explicit`, e.g. `--catalog
 * FILE`) is just "no such file".
 */
export function loadCatalogFile(file: string, options: { explicit?: boolean } = {}): CatalogCard[] {
  return readCatalogSource(file, options).cards;
}

/**
 * As `loadCatalogFile`, and also the compiled catalog beside the file (see `compiled.ts`)
 * when there is a valid one for it (`options.compiled`, default true), else undefined. Only
 * a compact catalog has one.
 */
export function loadCatalogWithCompiled(
  file: string,
  options: { explicit?: boolean; compiled?: boolean } = {},
): { cards: CatalogCard[]; compiled: CompiledCatalog | undefined } {
  const wantCompiled = options.compiled !== false;
  // A streamed file is hashed as it is read only when a compiled catalog beside it may be for it.
  const { cards, text, key } = readCatalogSource(file, {
    ...options,
    key: wantCompiled && fs.existsSync(compiledCatalogPath(file)),
  });
  if (!wantCompiled) return { cards, compiled: undefined };
  if (text !== undefined) return { cards, compiled: loadCompiledCatalog(file, text) };
  return { cards, compiled: key === undefined ? undefined : loadCompiledCatalogWithKey(file, () => key) };
}

/** Options of `readCatalogSource`. */
export interface ReadSourceOptions {
  /** Whether the user named the file (a missing one is then just "no such file"). */
  explicit?: boolean;
  /** Compute a streamed file's `key` too. */
  key?: boolean;
  /**
   * Hand each card to this function instead of returning them (`cards` is then empty): as a
   * bulk file is read, in input order; a compact catalog's in name order. Memory then holds
   * only what the function keeps.
   */
  onCard?: (card: CatalogCard) => void;
}

/** Reads the catalog source at `file` (see `loadCatalogFile` for the errors and `ReadSourceOptions`). */
export function readCatalogSource(file: string, options: ReadSourceOptions = {}): LoadedCatalogSource {
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch (err) {
    throw openError(file, err, options);
  }
  try {
    const st = fs.fstatSync(fd);
    if (st.isDirectory()) throw new CatalogFileError(`${file}: is a directory, not a catalog file`);
    const head = Buffer.alloc(Math.min(CHUNK, Math.max(st.size, 0)));
    const headLength = st.size > 0 ? readAt(fd, file, head, 0) : 0;
    if (headLength >= 2 && head[0] === 0x1f && head[1] === 0x8b) {
      throw new CatalogFileError(
        `${file}: a gzip-compressed file; decompress it, or import it with "fishbowl catalog import ${file}"`,
      );
    }
    if (
      st.size <= WHOLE_COMPACT_LIMIT &&
      COMPACT_HEAD.test(head.subarray(0, Math.min(headLength, 256)).toString("latin1"))
    ) {
      const text = fs.readFileSync(fd, "utf8");
      const r = parseCatalogJson(text);
      if (r.ok) {
        if (!options.onCard) return { cards: r.cards, format: "fishbowl", skipped: [], text };
        r.cards.forEach((c) => options.onCard?.(c));
        return { cards: [], format: "fishbowl", skipped: [], text };
      }
      // not valid after all: the streaming read below says where
    }
    return streamSource(fd, file, options);
  } finally {
    fs.closeSync(fd);
  }
}

function streamSource(fd: number, file: string, options: ReadSourceOptions): LoadedCatalogSource {
  const reader = new CatalogStreamReader({
    source: file,
    ...(options.onCard ? { onCard: options.onCard, keepCards: false } : {}),
  });
  const keyer = options.key === true ? catalogKeyer() : undefined;
  const buf = Buffer.alloc(CHUNK);
  let result;
  try {
    for (let pos = 0; ;) {
      const n = readAt(fd, file, buf, pos);
      if (n === 0) break;
      pos += n;
      keyer?.update(buf.subarray(0, n));
      reader.writeBytes(buf.subarray(0, n));
    }
    result = reader.end();
  } catch (err) {
    if (err instanceof CatalogSourceError)
      throw new CatalogFileError((err.syntax ? locate(fd, file, buf) : undefined) ?? err.message);
    throw err;
  }
  if (result.format !== "fishbowl" && result.count === 0) {
    const first = result.skipped[0];
    const why = first
      ? `; first: #${first.index}${first.name !== undefined ? ` "${first.name}"` : ""}: ${first.reason}`
      : "";
    throw new CatalogFileError(`${file}: no cards found (${result.skipped.length} records skipped${why})`);
  }
  return {
    cards: result.cards,
    format: result.format,
    skipped: result.skipped,
    text: undefined,
    ...(keyer ? { key: keyer.key() } : {}),
  };
}

/** The exact place of the syntax error in `file`, read again from its start (see `JsonErrorLocator`), as a message. */
function locate(fd: number, file: string, buf: Buffer): string | undefined {
  const locator = new JsonErrorLocator();
  const decoder = new TextDecoder("utf-8");
  for (let pos = 0; ;) {
    const n = readAt(fd, file, buf, pos);
    const where = n === 0 ? locator.end() : locator.write(decoder.decode(buf.subarray(0, n), { stream: true }));
    if (where) return JsonErrorLocator.restate(file, where).message;
    if (n === 0) return undefined;
    pos += n;
  }
}

function readAt(fd: number, file: string, buf: Buffer, position: number): number {
  try {
    return fs.readSync(fd, buf, 0, buf.length, position);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "EISDIR") throw new CatalogFileError(`${file}: is a directory, not a catalog file`);
    throw new CatalogFileError(`${file}: cannot read (${code ?? (err instanceof Error ? err.message : String(err))})`);
  }
}

function openError(file: string, err: unknown, options: { explicit?: boolean }): CatalogFileError {
  const code = (err as { code?: string }).code;
  if (code === "ENOENT" && options.explicit) return new CatalogFileError(`${file}: no such file`);
  if (code === "EISDIR") return new CatalogFileError(`${file}: is a directory, not a catalog file`);
  if (code === "ENOENT") {
    return new CatalogFileError(
      `${file}: no catalog here (run "fishbowl catalog import <scryfall-or-mtgjson-file>" first, or pass --catalog FILE)`,
    );
  }
  return new CatalogFileError(`${file}: cannot read (${code ?? (err instanceof Error ? err.message : String(err))})`);
}
