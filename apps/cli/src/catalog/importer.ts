/**
 * Streaming catalog import: reads a Scryfall bulk file (`oracle_cards` / `default_cards`: a
 * JSON array of card objects; a Scryfall API list `{ "object": "list", "data": [...] }` also
 * works) or an MTGJSON `AtomicCards` file (`{ "meta": …, "data": { "<name>": [faces] } }`)
 * token by token with stream-json (gzip-compressed files too), validates and converts one record at a time, and writes
 * the compact catalog atomically (see `atomic.ts`).
 *
 * Memory stays bounded by one record plus the set of names seen: the whole input is never
 * held, and cards are written out as they are converted (in input order; readers sort).
 * With `options.compiled`, each card is also compiled as it is converted, and the compiled
 * catalog (see `compiled.ts`) is written there once the catalog is in place — its compiled
 * cards are held until then.
 */
import fs from "node:fs";
import { PassThrough, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import {
  CatalogCollector,
  compileCard,
  convertMtgjsonEntry,
  convertScryfallRecord,
  recordName,
  serializeCatalogCard,
  type SkippedRecord,
} from "@fishbowl/cards";
import Assembler from "stream-json/assembler.js";
import { parser } from "stream-json/parser.js";
import { AtomicFile } from "./atomic.js";
import { catalogKeyer, CompiledCatalogWriter } from "./compiled.js";

/** The input formats the importer recognises. */
export type CatalogSourceFormat = "scryfall" | "mtgjson";

/** What an import did. `ms` is wall-clock milliseconds from opening the input to the rename. */
export interface ImportSummary {
  /** Cards written. */
  cards: number;
  /** Records that did not become cards, with their position, name and reason. */
  skipped: SkippedRecord[];
  /** Written cards that are automated: by a built-in definition, or compiled whole from their Oracle text. */
  automated: number;
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

type Token = { name: string; value?: unknown };

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

  const collector = new CatalogCollector();
  let cards = 0;
  let automated = 0;
  let buffer = "";
  const out = new AtomicFile(output);
  const key = catalogKeyer();
  const write = (text: string): void => {
    out.write(text);
    key.update(text);
  };
  const compiled = options.compiled !== undefined ? new CompiledCatalogWriter(options.compiled) : undefined;
  let compiledAutomated = 0;

  const emit = (card: ReturnType<CatalogCollector["offer"]>): void => {
    if (!card) return;
    buffer += (cards === 0 ? "[\n" : ",\n") + serializeCatalogCard(card);
    cards++;
    // automated: by a built-in definition, or compiled whole from its Oracle text (as coverage counts)
    const c = compileCard(card);
    if (isAutomated(card.name) || c.automated) automated++;
    if (compiled) {
      compiled.add(card.name, c);
      if (c.automated) compiledAutomated++;
    }
    if (buffer.length >= FLUSH_BYTES) {
      write(buffer);
      buffer = "";
    }
  };

  const reader = new RecordReader(
    (index, record) => emit(collector.offer(index, recordName(record), convertScryfallRecord(record))),
    (index, name, entry) => emit(collector.offer(index, name, convertMtgjsonEntry(name, entry))),
  );

  try {
    const source = fs.createReadStream(input, { highWaterMark: 1 << 16 });
    await pipeline(
      source,
      // MTGJSON and Scryfall both offer gzip downloads: accept them as they are.
      isGzip(input) ? zlib.createGunzip() : new PassThrough(),
      parser.asStream({ packValues: true, streamValues: false }),
      new Writable({
        objectMode: true,
        highWaterMark: 1024,
        write(tok: Token, _enc, done) {
          try {
            reader.push(tok);
            done();
          } catch (err) {
            done(err as Error);
          }
        },
      }),
    );
    const format = reader.finish();
    if (cards === 0) {
      const first = collector.skipped[0];
      const why = first
        ? `; first: #${first.index}${first.name !== undefined ? ` "${first.name}"` : ""}: ${first.reason}`
        : "";
      throw new CatalogImportError(
        `${input}: no cards found (${collector.skipped.length} records skipped${why}); the catalog was not replaced`,
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
      skipped: collector.skipped,
      automated,
      ms: Math.round(performance.now() - started),
      format,
      duplicates: collector.duplicates,
      output,
      ...(compiledResult ? { compiled: compiledResult } : {}),
    };
  } catch (err) {
    out.abort();
    if (err instanceof CatalogImportError && err.message.startsWith(input)) throw err;
    throw new CatalogImportError(`${input}: ${describeParseError(err)}; the catalog was not replaced`);
  }
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
  if (/parser cannot parse|unexpected|parser has expected/i.test(msg)) return `not valid JSON (${msg})`;
  return msg;
}

/**
 * The token-level state machine that finds records in either format and assembles each
 * one with stream-json's Assembler. Throws `CatalogImportError` for a top-level shape
 * that is neither format.
 */
export class RecordReader {
  private depth = 0;
  private format: CatalogSourceFormat | undefined;
  private asm: Assembler | undefined;
  private index = 0;
  private topKey: string | undefined;
  /** Depth of the container whose elements are records (1: top array; 2: `data`). */
  private recordDepth = -1;
  private recordsAreEntries = false;
  private entryName = "";
  private sawData = false;

  constructor(
    private readonly onScryfall: (index: number, record: unknown) => void,
    private readonly onMtgjson: (index: number, name: string, entry: unknown) => void,
  ) {}

  /** Feeds one packed token (`parser({ packValues: true, streamValues: false })`). */
  push(tok: Token): void {
    const { name } = tok;
    const isStart = name === "startObject" || name === "startArray";
    const isEnd = name === "endObject" || name === "endArray";
    if (isEnd) this.depth--;
    if (this.asm) {
      this.asm.consume(tok as never);
      if (this.asm.done) this.finishRecord(this.asm.current);
    } else if (this.format === undefined) {
      if (name === "startArray") {
        this.format = "scryfall";
        this.recordDepth = 1;
      } else if (name === "startObject") {
        this.format = "mtgjson";
      } else {
        throw new CatalogImportError(
          "not a catalog source: expected a Scryfall card array or an MTGJSON AtomicCards object",
        );
      }
    } else if (this.depth === this.recordDepth && !isEnd && name !== "keyValue") {
      this.asm = new Assembler();
      this.asm.consume(tok as never);
      if (this.asm.done) this.finishRecord(this.asm.current);
    } else if (name === "keyValue" && this.depth === 1 && this.recordDepth !== 1) {
      this.topKey = String(tok.value);
    } else if (name === "keyValue" && this.depth === 2 && this.recordsAreEntries) {
      this.entryName = String(tok.value);
    } else if (this.depth === 1 && this.topKey === "data" && isStart && this.recordDepth === -1) {
      // MTGJSON AtomicCards: data is an object of name → faces; a Scryfall list: data is an array of cards.
      this.sawData = true;
      this.recordDepth = 2;
      this.recordsAreEntries = name === "startObject";
      if (!this.recordsAreEntries) this.format = "scryfall";
    } else if (isEnd && this.depth === 1 && this.recordDepth === 2) {
      this.recordDepth = -2; // data finished; ignore anything after it
    }
    if (isStart) this.depth++;
  }

  private finishRecord(value: unknown): void {
    this.asm = undefined;
    const i = this.index++;
    if (this.recordsAreEntries) this.onMtgjson(i, this.entryName, value);
    else this.onScryfall(i, value);
  }

  /** Ends the input; returns the detected format or throws when none was found. */
  finish(): CatalogSourceFormat {
    if (this.format === undefined) throw new CatalogImportError("empty input");
    if (this.format === "mtgjson" && !this.sawData) {
      throw new CatalogImportError('not a catalog source: an object without "data" (expected MTGJSON AtomicCards)');
    }
    return this.format;
  }
}
