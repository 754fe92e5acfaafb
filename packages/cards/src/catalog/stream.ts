/**
 * The one streaming reader of catalog sources (browser-safe: text or bytes in, cards out),
 * imported as `@fishbowl/cards/stream`.
 *
 * Every way of getting cards from a file — `fishbowl catalog import`, `catalog search
 * --catalog`, `goldfish --catalog`, `deck check --catalog` and the desktop app's import — reads
 * it through `CatalogStreamReader`, so they accept the same inputs:
 *
 * - a Scryfall bulk file (`oracle_cards`, `default_cards`: a JSON array of card objects);
 * - a Scryfall API list object (`{ "object": "list", "data": [card…], … }`);
 * - an MTGJSON `AtomicCards` file (`{ "meta": …, "data": { "<name>": [face…] } }`);
 * - a compact Fishbowl catalog (a JSON array of `CatalogCard`, as `serializeCatalog` writes).
 *
 * The text is tokenized with stream-json's tokenizer a window at a time and each record is
 * assembled, validated and reduced to a `CatalogCard` on its own, so memory is bounded by one
 * record plus the cards kept (the compact cards, not the source records: a 500 MB Scryfall
 * file becomes about 15 MB of cards). Bulk records that are not cards (tokens, bad objects)
 * are skipped and reported; `default_cards` printings of one name are merged (the first one
 * is kept, see `CatalogCollector`). A compact catalog is the app's own file: one bad card in it
 * fails the read, as `readCatalog` does.
 */
import Assembler from "stream-json/core/assembler.js";
import { jsonParser } from "stream-json/core/parser.js";
import { jsonVerifier } from "stream-json/core/utils/verifier.js";
import { issueReason } from "./issues.js";
import { CatalogCardSchema } from "./catalog.js";
import { convertMtgjsonEntry, MtgjsonAtomicFaceSchema } from "./mtgjson.js";
import { sortCatalog } from "./order.js";
import { CatalogCollector, convertScryfallRecord, recordName, ScryfallCardSchema } from "./scryfall.js";
import type { CatalogCard, SkippedRecord } from "./types.js";
import * as v from "valibot";

// `TextDecoder` is a global in Node and every browser; the package compiles without DOM/Node types.
declare const TextDecoder: new (
  label?: string,
  options?: { fatal?: boolean },
) => { decode(input?: Uint8Array, options?: { stream?: boolean }): string };

/** The kinds of catalog source the reader recognises. */
export type CatalogSourceFormat = "fishbowl" | "scryfall" | "mtgjson";

/** What a finished read found. */
export interface CatalogStreamResult {
  /** The detected format (`"fishbowl"` also for an empty array). */
  format: CatalogSourceFormat;
  /** The cards in name order (`sortCatalog`); empty when `keepCards` was false. */
  cards: CatalogCard[];
  /** Number of cards read (kept or not): distinct names for bulk data, every card of a compact catalog. */
  count: number;
  /** Bulk records that did not become cards, with their position, name and reason. */
  skipped: SkippedRecord[];
  /** Bulk records merged into an earlier card of the same name (Scryfall `default_cards` printings). */
  duplicates: number;
  /** Records read: array elements, or AtomicCards entries. */
  records: number;
}

/** Options of `CatalogStreamReader`. */
export interface CatalogStreamOptions {
  /** The file (or URL) being read, for messages. */
  source: string;
  /** Called with each card as it is read (after merging duplicates), in input order. */
  onCard?: (card: CatalogCard) => void;
  /** Whether `end` returns the cards (default true). False keeps memory flat when `onCard` consumes them. */
  keepCards?: boolean;
}

/**
 * Input that is not a catalog source: not JSON, not a known shape, or a bad card in a compact
 * catalog. `message` starts with the source and says where (`line`, 1-based, the last line of
 * the text read when the tokenizer stopped; `record`, 0-based) when that is known.
 */
export class CatalogSourceError extends Error {
  /** The line reached when the problem was found (a syntax error: see `JsonErrorLocator` for the exact place; or the end of a truncated file). */
  readonly line: number | undefined;
  /** The record's index, if one record is the problem. */
  readonly record: number | undefined;
  /** Whether this is a JSON syntax error inside the text, whose exact place `JsonErrorLocator` can find. */
  readonly syntax: boolean;

  constructor(message: string, where: { line?: number; record?: number; syntax?: boolean } = {}) {
    super(message);
    this.name = "CatalogSourceError";
    this.line = where.line;
    this.record = where.record;
    this.syntax = where.syntax ?? false;
  }
}

/** Where a JSON text goes wrong: 1-based line and column, and what was expected. */
export interface JsonErrorLocation {
  line: number;
  column: number;
  message: string;
}

/**
 * Finds the exact place of a JSON syntax error, reading the text again a piece at a time
 * (stream-json's verifier; no value is built, so memory stays flat). The reader itself only
 * knows the line it had reached; a caller that can read its source a second time uses this
 * for the message. `write` and `end` return the location once found (and undefined before).
 */
export class JsonErrorLocator {
  private readonly verify = jsonVerifier();
  private found: JsonErrorLocation | undefined;
  private started = false;

  write(text: string): JsonErrorLocation | undefined {
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    return this.run(text);
  }

  end(): JsonErrorLocation | undefined {
    return this.run(NONE);
  }

  /** The syntax error of `source` found at `where`, as a `CatalogSourceError`: "SOURCE: not valid JSON at line L, column C (…)". */
  static restate(source: string, where: JsonErrorLocation): CatalogSourceError {
    return new CatalogSourceError(
      `${source}: not valid JSON at line ${where.line}, column ${where.column} (${where.message})`,
      { line: where.line, syntax: true },
    );
  }

  private run(piece: string | typeof NONE): JsonErrorLocation | undefined {
    if (this.found) return this.found;
    try {
      (this.verify as (x: unknown) => unknown)(piece);
    } catch (err) {
      const e = err as { line?: unknown; pos?: unknown; message?: unknown };
      const message = String(e.message ?? err)
        .replace(/^ERROR at \d+ \(\d+, \d+\): /, "")
        .replace(/^Verifier (cannot parse input|has expected)\s*:?\s*/i, (_m, kind: string) =>
          kind.toLowerCase() === "has expected" ? "expected " : "",
        );
      this.found = {
        line: Number(e.line ?? 0),
        column: Number(e.pos ?? 0),
        message: message === "" ? "unexpected end" : message,
      };
    }
    return this.found;
  }
}

type Token = { name: string; value?: unknown };
const MANY = Symbol.for("object-stream.many");
const NONE = Symbol.for("object-stream.none");
/** The tokenizer is fed at most this many characters at a time, so a syntax error's line is close. */
const WINDOW = 4096;
/**
 * The fields the converters read (their schemas' keys): the others of a bulk record (prices,
 * image URIs, legalities, rulings, foreign data …, most of its bytes) are skipped token by
 * token instead of being assembled. A Scryfall record's own fields; an AtomicCards face's.
 */
const SCRYFALL_FIELDS: ReadonlySet<string> = new Set(Object.keys(ScryfallCardSchema.entries));
const MTGJSON_FIELDS: ReadonlySet<string> = new Set(Object.keys(MtgjsonAtomicFaceSchema.entries));

/**
 * A push-based reader: `write` text as it arrives, then `end`. Throws `CatalogSourceError`
 * from `write` or `end` for input that is not a catalog source; after a throw it must not be
 * used again.
 */
export class CatalogStreamReader {
  private readonly tokenize = jsonParser({ packValues: true, streamValues: false });
  private readonly collector = new CatalogCollector();
  private readonly kept: CatalogCard[] = [];
  private readonly keep: boolean;
  private depth = 0;
  private fmt: CatalogSourceFormat | undefined;
  private asm: Assembler | undefined;
  private index = 0;
  private topKey: string | undefined;
  /** Depth of the container whose elements are records (1: top array; 2: `data`); -1 not yet, -2 done. */
  private recordDepth = -1;
  private entries = false;
  private entryName = "";
  private sawData = false;
  private topObject = false;
  private compactCount = 0;
  private lines = 1;
  private started = false;
  /** Depth of the keys of the fields being filtered (-1: assemble whole records), and their allowed names. */
  private fieldDepth = -1;
  private fields: ReadonlySet<string> = SCRYFALL_FIELDS;
  private skipping = false;
  private skipNest = 0;
  private decoder: InstanceType<typeof TextDecoder> | undefined;
  private bytes = 0;

  constructor(private readonly options: CatalogStreamOptions) {
    this.keep = options.keepCards ?? true;
  }

  /** Cards read so far (distinct names for bulk data). */
  get cardCount(): number {
    return this.fmt === "fishbowl" ? this.compactCount : this.collector.size;
  }

  /** Records read so far. */
  get recordCount(): number {
    return this.index;
  }

  /** Feeds the next piece of text (any split, even inside a token). */
  write(text: string): void {
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a byte-order mark, as some editors save
    }
    for (let i = 0; i < text.length; i += WINDOW) {
      const piece = text.length <= WINDOW ? text : text.slice(i, i + WINDOW);
      this.lines += countNewlines(piece);
      this.feed(piece);
    }
  }

  /**
   * Feeds the next bytes of UTF-8 text (a character may be split between calls). Text that
   * is not UTF-8 is refused with a message giving the byte offset reached.
   */
  writeBytes(bytes: Uint8Array): void {
    this.decoder ??= new TextDecoder("utf-8", { fatal: true });
    let text: string;
    try {
      text = this.decoder.decode(bytes, { stream: true });
    } catch {
      throw new CatalogSourceError(
        `${this.options.source}: not UTF-8 text (a binary or compressed file?) after byte ${this.bytes}`,
      );
    }
    this.bytes += bytes.length;
    this.write(text);
  }

  /** Bytes given to `writeBytes` so far. */
  get byteCount(): number {
    return this.bytes;
  }

  /** Ends the input and returns what was read. */
  end(): CatalogStreamResult {
    const src = this.options.source;
    if (this.decoder) {
      let rest: string;
      try {
        rest = this.decoder.decode();
      } catch {
        throw new CatalogSourceError(`${src}: not UTF-8 text: the file ends inside a character`);
      }
      this.write(rest);
    }
    const truncated = (): CatalogSourceError =>
      new CatalogSourceError(`${src}: not valid JSON: the file ends early (truncated?) at line ${this.lines}`, {
        line: this.lines,
      });
    try {
      this.feed(NONE);
    } catch (err) {
      if (this.depth > 0) throw truncated();
      if (this.recordDepth === -1 && !this.topObject)
        throw new CatalogSourceError(`${src}: not valid JSON: the file is empty`);
      throw err;
    }
    if (this.depth !== 0) throw truncated();
    if (this.fmt === undefined && !this.topObject && this.recordDepth === -1)
      throw new CatalogSourceError(`${src}: not valid JSON: the file is empty`);
    if (this.topObject && !this.sawData) {
      throw new CatalogSourceError(
        `${src}: not a catalog source: an object without "data" (expected a Scryfall list or MTGJSON AtomicCards)`,
      );
    }
    const format = this.fmt ?? (this.topObject ? "scryfall" : "fishbowl");
    return {
      format,
      cards: this.keep ? sortCatalog(this.kept) : [],
      count: this.cardCount,
      skipped: this.collector.skipped,
      duplicates: this.collector.duplicates,
      records: this.index,
    };
  }

  private feed(piece: string | typeof NONE): void {
    let out: unknown;
    try {
      out = (this.tokenize as (x: unknown) => unknown)(piece);
    } catch (err) {
      if (err instanceof CatalogSourceError) throw err;
      const msg =
        err instanceof Error
          ? err.message.replace(/^Parser (cannot parse input|has expected)\s*:?\s*/i, "")
          : String(err);
      throw new CatalogSourceError(`${this.options.source}: not valid JSON at or before line ${this.lines} (${msg})`, {
        line: this.lines,
        syntax: true,
      });
    }
    if (out === NONE || out === undefined) return;
    if (typeof out === "object" && out !== null && (out as Record<symbol, unknown>)[MANY] === 1) {
      for (const tok of (out as { values: Token[] }).values) this.push(tok);
    } else {
      this.push(out as Token);
    }
  }

  private push(tok: Token): void {
    const name = tok.name;
    const isStart = name === "startObject" || name === "startArray";
    const isEnd = name === "endObject" || name === "endArray";
    if (isEnd) this.depth--;
    if (this.skipping) {
      // inside a field the converters do not read: drop its value, however nested
      if (isStart) this.skipNest++;
      else if (isEnd) this.skipNest--;
      if (this.skipNest === 0) this.skipping = false;
    } else if (this.asm) {
      if (name === "keyValue" && this.depth === this.fieldDepth && !this.fields.has(tok.value as string))
        this.skipping = true;
      else {
        this.asm.consume(tok as never);
        if (this.asm.done) this.record(this.asm.current);
      }
    } else if (this.depth === 0) {
      if (name === "startArray") this.recordDepth = 1;
      else if (name === "startObject") this.topObject = true;
      else if (!isEnd) {
        throw new CatalogSourceError(
          `${this.options.source}: not a catalog source: expected a JSON array of cards or an object with "data" (Scryfall list, MTGJSON AtomicCards)`,
        );
      }
    } else if (this.depth === this.recordDepth && !isEnd && name !== "keyValue") {
      this.asm = new Assembler();
      this.asm.consume(tok as never);
      if (this.asm.done) this.record(this.asm.current);
    } else if (name === "keyValue" && this.depth === 1 && this.topObject) {
      this.topKey = String(tok.value);
    } else if (name === "keyValue" && this.depth === 2 && this.entries) {
      this.entryName = String(tok.value);
    } else if (this.depth === 1 && this.topObject && this.topKey === "data" && this.recordDepth === -1) {
      // MTGJSON AtomicCards: data is an object of name → faces; a Scryfall list: an array of cards.
      if (!isStart)
        throw new CatalogSourceError(
          `${this.options.source}: not a catalog source: "data" is neither an array of cards nor an object of cards`,
        );
      this.sawData = true;
      this.recordDepth = 2;
      this.entries = name === "startObject";
      if (this.entries) {
        this.fmt = "mtgjson";
        this.fields = MTGJSON_FIELDS;
        this.fieldDepth = 4; // data (1) → entry array (2) → face object (3) → its keys
      }
    } else if (isEnd && this.depth === 1 && this.recordDepth === 2) {
      this.recordDepth = -2; // data finished; whatever follows it (meta, has_more, …) is ignored
    }
    if (isStart) this.depth++;
  }

  private record(value: unknown): void {
    this.asm = undefined;
    const i = this.index++;
    if (this.entries) {
      const name = detach(this.entryName);
      this.accept(this.collector.offer(i, name, detach(convertMtgjsonEntry(name, value))));
      return;
    }
    if (this.fmt === undefined) {
      this.fmt = isScryfallRecord(value) ? "scryfall" : "fishbowl";
      // the first record was assembled whole to tell the format; later Scryfall records are filtered
      if (this.fmt === "scryfall") this.fieldDepth = this.recordDepth + 1;
    }
    if (this.fmt === "scryfall") {
      this.accept(this.collector.offer(i, detach(recordName(value)), detach(convertScryfallRecord(value))));
      return;
    }
    const parsed = v.safeParse(CatalogCardSchema, value);
    if (!parsed.success) {
      const n = recordName(value);
      throw new CatalogSourceError(
        `${this.options.source}: not a Fishbowl catalog: card ${i}${n !== undefined ? ` ("${n}")` : ""}: ${issueReason(parsed.issues)}`,
        { record: i },
      );
    }
    this.compactCount++;
    this.accept(detach(parsed.output as CatalogCard));
  }

  private accept(card: CatalogCard | undefined): void {
    if (!card) return;
    this.options.onCard?.(card);
    if (this.keep) this.kept.push(card);
  }
}

/**
 * A copy of `value` (JSON data) that shares no string with the input. The tokenizer's strings
 * are slices of the text it was fed, and in V8 a slice keeps its whole parent alive: a card
 * kept with such a name would keep its chunk of the file (kilobytes of prices and URIs) too.
 */
function detach<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Whether the first record of an array is a Scryfall card object (else it is read as a compact catalog card). */
function isScryfallRecord(x: unknown): boolean {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
  const r = x as Record<string, unknown>;
  return r["object"] === "card" || "type_line" in r || "card_faces" in r;
}

function countNewlines(s: string): number {
  let n = 0;
  for (let i = s.indexOf("\n"); i !== -1; i = s.indexOf("\n", i + 1)) n++;
  return n;
}

/** Progress of `readCatalogStream`: bytes (or characters, for string chunks) consumed, records and cards read. */
export interface CatalogReadProgress {
  bytes: number;
  records: number;
  cards: number;
}

/** Options of `readCatalogStream`: the reader's, plus progress and cancellation. */
export interface ReadCatalogStreamOptions extends CatalogStreamOptions {
  /** Called after each chunk (never more often than the chunks arrive). */
  onProgress?: (progress: CatalogReadProgress) => void;
  /** Checked after each chunk; when it is aborted the read stops with `CatalogReadCancelled`. */
  signal?: { readonly aborted: boolean };
  /** The same input again, from its start: when given, a syntax error's message gives its exact line and column (`JsonErrorLocator`). */
  reread?: () => AsyncIterable<Uint8Array | string>;
}

/** A read stopped through `signal`. */
export class CatalogReadCancelled extends Error {
  constructor(source: string) {
    super(`${source}: cancelled`);
    this.name = "CatalogReadCancelled";
  }
}

/**
 * Reads a whole catalog source from `chunks` (UTF-8 bytes, e.g. a file's read stream, or
 * strings) through one `CatalogStreamReader`. Throws `CatalogSourceError` for bad input
 * (invalid UTF-8 is reported as such) and `CatalogReadCancelled` when `signal` is aborted.
 */
export async function readCatalogStream(
  chunks: AsyncIterable<Uint8Array | string>,
  options: ReadCatalogStreamOptions,
): Promise<CatalogStreamResult> {
  try {
    return await readAll(chunks, options);
  } catch (err) {
    if (!(err instanceof CatalogSourceError) || !err.syntax || !options.reread) throw err;
    throw (await locateJsonError(options.reread(), options.source)) ?? err;
  }
}

/** The syntax error of `chunks` (UTF-8 bytes or strings) as a `CatalogSourceError` with its exact place, or undefined when none is found. */
export async function locateJsonError(
  chunks: AsyncIterable<Uint8Array | string>,
  source: string,
): Promise<CatalogSourceError | undefined> {
  const locator = new JsonErrorLocator();
  const decoder = new TextDecoder("utf-8");
  let where: JsonErrorLocation | undefined;
  for await (const chunk of chunks) {
    where = locator.write(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
    if (where) break;
  }
  where ??= locator.end();
  return where ? JsonErrorLocator.restate(source, where) : undefined;
}

async function readAll(
  chunks: AsyncIterable<Uint8Array | string>,
  options: ReadCatalogStreamOptions,
): Promise<CatalogStreamResult> {
  const reader = new CatalogStreamReader(options);
  let bytes = 0;
  for await (const chunk of chunks) {
    if (options.signal?.aborted) throw new CatalogReadCancelled(options.source);
    if (typeof chunk === "string") reader.write(chunk);
    else reader.writeBytes(chunk);
    bytes += chunk.length;
    options.onProgress?.({ bytes, records: reader.recordCount, cards: reader.cardCount });
  }
  if (options.signal?.aborted) throw new CatalogReadCancelled(options.source);
  return reader.end();
}
