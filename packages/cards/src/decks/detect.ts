/**
 * Deck-format detection from content alone (file names lie: people save Arena text as
 * `.dek`, and pasted text has no name at all).
 *
 * Order of the tests, first match wins:
 * 1. XML (first non-blank character `<`): `<cockatrice_deck` → `cockatrice`, a `<Deck>`
 *    element → `mtgo`, other XML → `unknown`.
 * 2. A Forge section header on its own line (`[metadata]`, `[Main]`, `[Sideboard]`,
 *    `[Commander]`, …) → `forge`.
 * 3. A `SIDEBOARD:` line (upper case, with colon, as Moxfield writes it) → `moxfield`.
 * 4. An Arena section header (`About`, `Deck`, `Sideboard`, `Commander`, `Companion`) on its
 *    own line, or a card line ending in `(SET) number` → `arena`.
 * 5. Anything else → `plain`.
 */
import type { DeckFormat } from "./types.js";

const FORGE_SECTION =
  /^\s*\[(metadata|main|sideboard|commander|avatar|planes|schemes|conspiracy|dungeon|attractions|contraptions)\]\s*$/im;
const MOXFIELD_SIDEBOARD = /^\s*SIDEBOARD:\s*$/m;
const ARENA_HEADER = /^\s*(About|Deck|Sideboard|Commander|Companion)\s*$/m;
const ARENA_PRINTING = /^\s*\d+\s*x?\s+\S.*\s\([A-Za-z0-9]{2,6}\)\s+\S+\s*(\*[A-Za-z]+\*\s*)*$/m;

/**
 * The {@link DeckFormat} of decoded deck text, judged from its content only. Never throws;
 * returns `unknown` only for XML that is neither an MTGO nor a Cockatrice deck.
 */
export function detectDeckFormat(text: string): DeckFormat {
  const start = text.trimStart();
  if (start.startsWith("<")) {
    if (/<cockatrice_deck[\s>/]/.test(text)) return "cockatrice";
    if (/<Deck[\s>/]/.test(text)) return "mtgo";
    return "unknown";
  }
  if (FORGE_SECTION.test(text)) return "forge";
  if (MOXFIELD_SIDEBOARD.test(text)) return "moxfield";
  if (ARENA_HEADER.test(text) || ARENA_PRINTING.test(text)) return "arena";
  return "plain";
}
