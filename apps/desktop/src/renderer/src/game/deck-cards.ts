/**
 * From a deck list's text to the engine's `GameSetup.deck`: one card name per card of the
 * main deck, each matched (as players write names) against the cards the engine knows.
 */
import { builtinCardNames, createNameIndex, parseDeck, type CardNameIndex } from "@fishbowl/cards";

/** Why a deck cannot be played, naming the line. */
export class DeckSetupError extends Error {}

let index: CardNameIndex | undefined;

/** The card names of the main deck of `deckText`, one per card; throws {@link DeckSetupError}. */
export function deckCardNames(deckText: string): string[] {
  const parsed = parseDeck(deckText);
  if (parsed.fatal || parsed.errors.length > 0) {
    const e = parsed.errors[0];
    throw new DeckSetupError(e === undefined ? "The deck list could not be read." : `Line ${e.line ?? "?"}: ${e.message}`);
  }
  index ??= createNameIndex(builtinCardNames());
  const names: string[] = [];
  const unknown: string[] = [];
  for (const entry of parsed.main) {
    const name = index.resolve(entry.name);
    if (name === undefined) unknown.push(`“${entry.name}” (line ${entry.line})`);
    else for (let i = 0; i < entry.count; i++) names.push(name);
  }
  if (unknown.length > 0) throw new DeckSetupError(`The rules engine does not know ${unknown.join(", ")}.`);
  if (names.length === 0) throw new DeckSetupError("The deck has no main-deck cards.");
  return names;
}
