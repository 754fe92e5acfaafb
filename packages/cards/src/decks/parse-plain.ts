/**
 * The part of deck reading that needs no XML parser: decoding, format detection and the text
 * and Forge formats. `parseDeck` is this plus the XML formats; a caller that wants to start
 * fast (the goldfish CLI) reads a deck with this and loads the XML parser only when needed.
 */
import { detectDeckFormat } from "./detect.js";
import { parseForgeDeck } from "./forge.js";
import { decodeDeckInput } from "./input.js";
import { parseTextDeck } from "./text.js";
import { emptyDeck, type ParsedDeck } from "./types.js";

/**
 * A deck read without an XML parser: `parsed` (exactly what `parseDeck` returns for the same
 * input), or `xml` with the decoded text and its detected XML format (`mtgo`, `cockatrice`, or
 * `unknown` for XML that is no deck) for `parseDeck` to finish.
 */
export type PlainDeckRead =
  { kind: "parsed"; deck: ParsedDeck } | { kind: "xml"; format: "mtgo" | "cockatrice" | "unknown"; text: string };

/** Reads `input` (bytes or text, as `parseDeck` takes) unless it is XML; see {@link PlainDeckRead}. */
export function parseDeckWithoutXml(input: string | Uint8Array): PlainDeckRead {
  const decoded = decodeDeckInput(input);
  if (!decoded.ok) return { kind: "parsed", deck: { ...emptyDeck("unknown"), errors: [decoded.error], fatal: true } };
  const text = decoded.text;
  const format = detectDeckFormat(text);
  switch (format) {
    case "forge":
      return { kind: "parsed", deck: parseForgeDeck(text) };
    case "arena":
    case "moxfield":
    case "plain":
      return { kind: "parsed", deck: parseTextDeck(text, format) };
    case "mtgo":
    case "cockatrice":
    case "unknown":
      return { kind: "xml", format, text };
  }
}
