/**
 * The one entry point for reading a deck list: bytes or text in, a {@link ParsedDeck} out.
 */
import { parseDeckWithoutXml } from "./parse-plain.js";
import { emptyDeck, type ParsedDeck } from "./types.js";
import { parseCockatriceDeck, parseMtgoDeck } from "./xml.js";

/**
 * Reads a deck list in any supported format (MTG Arena, Moxfield, plain text, MTGO `.dek`,
 * Forge `.dck`, Cockatrice `.cod`), detecting the format from the content.
 *
 * `input` is the file's bytes (decoded as UTF-8, or UTF-16 with a BOM) or text already
 * decoded. Problems are returned, never thrown:
 * - whole-input problems (empty, binary, more than 1 MiB or 10,000 lines, malformed XML,
 *   XML that is not a deck) set `fatal: true`, leave the deck empty and give exactly one
 *   error (with `line` when the problem has one, e.g. where malformed XML breaks);
 * - line problems (no count, a count that is not a positive whole number, a card element
 *   without a name) give one error per line and the other lines are kept.
 * Card names are not checked here; see `checkDeck`.
 */
export function parseDeck(input: string | Uint8Array): ParsedDeck {
  const plain = parseDeckWithoutXml(input);
  if (plain.kind === "parsed") return plain.deck;
  const text = plain.text;
  switch (plain.format) {
    case "mtgo":
      return parseMtgoDeck(text);
    case "cockatrice":
      return parseCockatriceDeck(text);
    case "unknown":
      return {
        ...emptyDeck("unknown"),
        errors: [
          {
            line: null,
            message:
              "the file is XML but not a deck list (expected an MTGO .dek <Deck> or a Cockatrice .cod <cockatrice_deck>)",
          },
        ],
        fatal: true,
      };
  }
}
