/**
 * Decks that seed the in-memory host (the renderer in a plain browser, as in the end-to-end
 * tests): the sample decks of `@fishbowl/cards`, the same ones the Electron app puts in a new
 * Decks folder.
 */
import { sampleDecks } from "@fishbowl/cards";

/** A named deck text. */
export interface SampleDeck {
  readonly name: string;
  readonly text: string;
}

/** The decks to seed the in-memory host with. */
export function defaultSampleDecks(): readonly SampleDeck[] {
  return sampleDecks.map(({ name, text }) => ({ name, text }));
}
