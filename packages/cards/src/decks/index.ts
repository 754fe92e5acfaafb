/** Deck lists: reading (every supported format), writing (Arena and plain text), checking, samples. */
export type { DeckEntry, DeckError, DeckFormat, DeckList, DeckSection, ParsedDeck } from "./types.js";
export { emptyDeck } from "./types.js";
export { parseDeck } from "./parse.js";
export { detectDeckFormat } from "./detect.js";
export { decodeDeckInput, MAX_DECK_BYTES, MAX_DECK_LINES, type DecodedInput } from "./input.js";
export { MAX_CARD_COUNT } from "./lines.js";
export { writeArenaDeck, writePlainDeck, type WriteArenaOptions } from "./write.js";
export { checkDeck, type CheckedCard, type DeckCheck, type UnknownCard } from "./check.js";
export { sampleDecks, MONO_RED_HASTE, GRUUL_EARTHBEND, BOROS_TOKENS, type SampleDeck } from "./samples.js";
