/**
 * Reading and writing deck-list text in the renderer: a thin seam over the shared deck-list
 * code in `@fishbowl/cards`, so every view parses and exports decks the same way as the CLI.
 */
import {
  parseDeck,
  writeArenaDeck,
  type DeckEntry,
  type DeckError,
  type DeckSection,
  type ParsedDeck,
} from "@fishbowl/cards";

/** The shared deck-list types, re-exported for the views. */
export type { DeckEntry, DeckError, DeckSection };

/** A parsed deck list with its problems (the shared `ParsedDeck`). */
export type ParsedDeckList = ParsedDeck;

/**
 * Reads a deck list in any supported format (MTG Arena, Moxfield, plain `4x Name`, MTGO
 * `.dek`, Forge `.dck`, Cockatrice `.cod`). Never throws; problems come back in `errors`.
 * The single place the renderer parses decks: swap the parser here.
 */
export function readDeckList(text: string): ParsedDeckList {
  return parseDeck(text);
}

/** Total number of cards in a list of entries. */
export function countCards(entries: readonly DeckEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.count, 0);
}

/** MTG Arena export text (`Deck` / `Sideboard` sections, `(SET) 123` kept when known). */
export function toArenaText(deck: ParsedDeckList): string {
  return writeArenaDeck(deck);
}

/** A problem as shown to the player: `Line 3: …`, or the message alone for whole-input problems. */
export function describeDeckError(error: DeckError): string {
  return error.line === null ? error.message : `Line ${error.line}: ${error.message}`;
}
