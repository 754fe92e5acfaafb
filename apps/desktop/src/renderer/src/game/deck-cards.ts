/**
 * From a deck list's text to the engine's `GameSetup.deck`: one card name per card of the
 * main deck, each matched (as players write names) against the cards the engine knows —
 * its built-in definitions, plus catalog cards compiled from their Oracle text
 * (`catalogDefinition` of `@fishbowl/cards`: automated when every clause compiled, otherwise
 * marked with the clauses that did not).
 */
import type { CardDefinition } from "@fishbowl/engine";
import {
  builtinCardNames,
  catalogDefinition,
  createNameIndex,
  isAutomated,
  parseDeck,
  type CardNameIndex,
  type DeckList,
} from "@fishbowl/cards";
import type { CatalogApi } from "../../../preload/api.js";

/** Why a deck cannot be played, naming the line. */
export class DeckSetupError extends Error {}

let builtinIndex: CardNameIndex | undefined;

function parsed(deckText: string): DeckList {
  const deck = parseDeck(deckText);
  if (deck.fatal || deck.errors.length > 0) {
    const e = deck.errors[0];
    throw new DeckSetupError(
      e === undefined ? "The deck list could not be read." : `Line ${e.line ?? "?"}: ${e.message}`,
    );
  }
  return deck;
}

/**
 * The card names of the main deck of `deckText`, one per card, against the built-in cards and
 * `extraCards` (definitions of catalog cards); throws {@link DeckSetupError} naming the lines
 * of unknown cards.
 */
export function deckCardNames(deckText: string, extraCards: Readonly<Record<string, CardDefinition>> = {}): string[] {
  const deck = parsed(deckText);
  builtinIndex ??= createNameIndex(builtinCardNames());
  const extraNames = Object.keys(extraCards);
  const extraIndex = extraNames.length > 0 ? createNameIndex(extraNames) : undefined;
  const names: string[] = [];
  const unknown: string[] = [];
  for (const entry of deck.main) {
    const name = builtinIndex.resolve(entry.name) ?? extraIndex?.resolve(entry.name);
    if (name === undefined) unknown.push(`“${entry.name}” (line ${entry.line})`);
    else for (let i = 0; i < entry.count; i++) names.push(name);
  }
  if (unknown.length > 0)
    throw new DeckSetupError(
      `The rules engine does not know ${unknown.join(", ")}, and the card catalog does not have ${unknown.length > 1 ? "them" : "it"}.`,
    );
  if (names.length === 0) throw new DeckSetupError("The deck has no main-deck cards.");
  return names;
}

/** A deck ready to play: the vanilla definitions its catalog cards need, and the names of the cards that are not automated. */
export interface ResolvedDeck {
  readonly extraCards: Record<string, CardDefinition>;
  readonly notAutomated: readonly string[];
}

/**
 * Finds, in the card catalog, the deck's cards the engine has no definition for, and gives
 * them vanilla definitions (played with their printed characteristics; the player uses the
 * manual tools for their text). Throws {@link DeckSetupError} for cards found nowhere.
 */
export async function resolveDeck(deckText: string, catalog: Pick<CatalogApi, "lookup">): Promise<ResolvedDeck> {
  const deck = parsed(deckText);
  builtinIndex ??= createNameIndex(builtinCardNames());
  const missing = [...new Set(deck.main.filter((e) => builtinIndex!.resolve(e.name) === undefined).map((e) => e.name))];
  const extraCards: Record<string, CardDefinition> = {};
  if (missing.length > 0) {
    const found = await catalog.lookup(missing);
    for (const card of found) extraCards[card.name] = catalogDefinition(card);
  }
  const names = deckCardNames(deckText, extraCards); // throws for what is still unknown
  const notAutomated = [
    ...new Set(
      names.filter((n) => (extraCards[n] !== undefined ? extraCards[n].automated === false : !isAutomated(n))),
    ),
  ].sort();
  return { extraCards, notAutomated };
}
