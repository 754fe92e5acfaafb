/**
 * Checking a deck list against the cards the app knows: which names resolve (and to what),
 * which do not (with suggestions), which cards the engine automates, and the section sizes.
 * This is what `fishbowl deck check` prints and what the deck editor shows.
 */
import type { CardNameIndex } from "../names.js";
import type { DeckError, DeckFormat, DeckList, DeckSection } from "./types.js";

/** One card of a checked deck: its canonical name, copies in one section, and whether the engine automates it. */
export interface CheckedCard {
  /** The canonical name from the {@link CardNameIndex} (e.g. "Fire // Ice" for a line "Fire/Ice"). */
  name: string;
  count: number;
  section: DeckSection;
  /** True when the card's every clause is executed by the engine (a built-in definition, or compiled from its Oracle text whole). */
  automated: boolean;
  /** For a card that is not automated: the clauses of its text that are not (as printed), when known. */
  unautomated?: string[];
}

/** A deck line whose name is not known, with up to three close known names. */
export interface UnknownCard {
  name: string;
  line: number;
  suggestions: string[];
}

/**
 * The result of {@link checkDeck}; also the exact JSON shape of `fishbowl deck check --json`.
 * `mainCount` and `sideboardCount` sum the counts as written, known or not; commander and
 * companion cards are counted in neither (they appear in `cards` with their section).
 */
export interface DeckCheck {
  format: DeckFormat;
  mainCount: number;
  sideboardCount: number;
  /** Known cards, merged per section and canonical name: commander, companion, main, sideboard, each in order of first appearance. */
  cards: CheckedCard[];
  /** One entry per line whose name is not known, in line order. */
  unknown: UnknownCard[];
  /** The parse errors, then a check error when the deck has no main-deck or commander cards. */
  errors: DeckError[];
}

const SECTIONS: readonly DeckSection[] = ["commander", "companion", "main", "sideboard"];

/**
 * Matches every entry of `deck` against `index` and reports the result.
 *
 * - `deck` is a {@link DeckList}, usually a `ParsedDeck` from `parseDeck`: its `errors` are
 *   copied into the result, and when it is `fatal` no "empty deck" error is added on top.
 * - `isAutomated(canonicalName)` says whether a resolved card has a built-in definition.
 * - Unknown names get `index.suggest(name)` as suggestions.
 * A deck with no main-deck (or commander) cards gets the error
 * `{ line: null, message: "the deck has no main-deck cards" }`. Pure; never throws.
 */
export function checkDeck(
  deck: DeckList & { errors?: readonly DeckError[]; fatal?: boolean },
  index: CardNameIndex,
  isAutomated: (name: string) => boolean,
): DeckCheck {
  const cards: CheckedCard[] = [];
  const byKey = new Map<string, CheckedCard>();
  const unknown: UnknownCard[] = [];
  for (const section of SECTIONS) {
    for (const entry of deck[section]) {
      const name = index.resolve(entry.name);
      if (name === undefined) {
        unknown.push({ name: entry.name, line: entry.line, suggestions: index.suggest(entry.name) });
        continue;
      }
      const key = `${section}\u0000${name}`;
      const seen = byKey.get(key);
      if (seen) {
        seen.count += entry.count;
      } else {
        const card: CheckedCard = { name, count: entry.count, section, automated: isAutomated(name) };
        byKey.set(key, card);
        cards.push(card);
      }
    }
  }
  unknown.sort((a, b) => a.line - b.line);
  const sum = (section: DeckSection): number => deck[section].reduce((n, e) => n + e.count, 0);
  const mainCount = sum("main");
  const errors: DeckError[] = [...(deck.errors ?? [])];
  if (!deck.fatal && mainCount === 0 && deck.commander.length === 0) {
    errors.push({ line: null, message: "the deck has no main-deck cards" });
  }
  return { format: deck.format, mainCount, sideboardCount: sum("sideboard"), cards, unknown, errors };
}
