/**
 * Guards on raw deck-list input, applied before any format is detected: decoding bytes as
 * UTF-8 (or UTF-16 with a byte-order mark, as Windows Notepad saves), refusing binary
 * content, and bounding the size so a pasted novel or a dropped image cannot stall the app.
 *
 * Runs in Node and in the browser renderer alike: only the WHATWG `TextDecoder` global is used.
 */
import type { DeckError } from "./types.js";

// `TextDecoder` is a global in Node ≥ 11 and every browser, but the package compiles with
// `lib: es2023` and no DOM/Node types, so declare the small part used here.
declare const TextDecoder: new (
  label?: string,
  options?: { fatal?: boolean; ignoreBOM?: boolean },
) => { decode(input: Uint8Array): string };

/** Largest deck-list input accepted, in bytes (or UTF-16 code units for a string): 1 MiB. */
export const MAX_DECK_BYTES = 1024 * 1024;
/** Largest number of lines accepted in a deck list. */
export const MAX_DECK_LINES = 10_000;

/** Either the decoded text of the input, or the one error that stops it being read. */
export type DecodedInput = { ok: true; text: string } | { ok: false; error: DeckError };

/**
 * Turns raw input into text fit for parsing, or explains why it is not.
 *
 * - `Uint8Array`: decoded as UTF-8 (a UTF-8 BOM is dropped); a UTF-16 LE/BE BOM selects
 *   UTF-16. Invalid UTF-8 is reported as binary content, never replaced with U+FFFD.
 * - `string`: used as is (a leading U+FEFF is dropped).
 *
 * Errors (all with `line: null` except where a NUL byte's line is known):
 * larger than {@link MAX_DECK_BYTES}, contains NUL bytes or other control bytes typical of
 * binary files, not valid UTF-8, empty or only whitespace, more than {@link MAX_DECK_LINES} lines.
 * Line endings are normalised to `\n` (CRLF and lone CR accepted). Never throws.
 */
export function decodeDeckInput(input: string | Uint8Array): DecodedInput {
  if (input.length > MAX_DECK_BYTES) {
    return fail(
      null,
      `the deck list is too large (${formatSize(input.length)}; the limit is ${formatSize(MAX_DECK_BYTES)})`,
    );
  }
  let text: string;
  if (typeof input === "string") {
    text = input;
  } else {
    const decoded = decodeBytes(input);
    if (decoded === null) return fail(null, "the file is binary or not UTF-8 text (it is not a deck list)");
    text = decoded;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.replace(/\r\n?/g, "\n");

  const nul = text.indexOf("\u0000");
  if (nul >= 0) return fail(lineOf(text, nul), "the file contains NUL bytes: it is binary, not a deck list");
  // Other C0 controls besides tab, LF, VT, FF and CR practically never occur in text files.
  const ctrl = indexOfBinaryControl(text);
  if (ctrl >= 0) return fail(lineOf(text, ctrl), "the file contains control characters: it is binary, not a deck list");

  if (text.trim().length === 0) return fail(null, "the deck list is empty");
  let lines = 1;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) {
    if (++lines > MAX_DECK_LINES) {
      return fail(null, `the deck list has more than ${MAX_DECK_LINES.toLocaleString("en-US")} lines`);
    }
  }
  return { ok: true, text };
}

/** The 1-based line of character `index` in `text` (lines end with `\n`). */
export function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** Index of the first C0 control other than TAB, LF, VT, FF, CR (or of DEL), or -1. */
function indexOfBinaryControl(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && (c < 0x09 || c > 0x0d)) || c === 0x7f) return i;
  }
  return -1;
}

function decodeBytes(bytes: Uint8Array): string | null {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      return new TextDecoder("utf-16le", { fatal: true }).decode(bytes.subarray(2));
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
      return new TextDecoder("utf-16be", { fatal: true }).decode(bytes.subarray(2));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function fail(line: number | null, message: string): DecodedInput {
  return { ok: false, error: { line, message } };
}

function formatSize(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}
