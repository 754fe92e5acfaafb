/**
 * Game files on the table: a goldfish game's setup and every action as one JSON file in the
 * format of `@fishbowl/game-file` (`fishbowl-gamefile/1`, what `fishbowl replay <file>`
 * reads), so a game played on the table can be attached to a bug report, replayed by the
 * CLI, and opened again on the table. The table adds the deck's name (`deckName`).
 */
import { gameFileOf, readGameFile, writeGameFile, type GameFile } from "@fishbowl/game-file";
import { deckCardNames, DeckSetupError } from "./deck-cards.js";
import type { GameRecord } from "./game-host.js";
import type { CardDefinition } from "@fishbowl/engine";

/** The game file of a game record (its deck list resolved to card names, as the engine played it). */
export function toGameFile(record: GameRecord): GameFile {
  const { setup } = record;
  const extraCards = setup.extraCards ?? {};
  return gameFileOf(
    { deck: deckCardNames(setup.deckText, extraCards), seed: setup.seed, onThePlay: setup.onThePlay, extraCards },
    record.actions,
    setup.deckName,
  );
}

/** The text of a game record's game file. */
export function gameFileText(record: GameRecord): string {
  return writeGameFile(toGameFile(record));
}

/** A deck list (`N Name` lines, in order of first appearance) with exactly these cards. */
export function deckTextOf(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return `Deck\n${[...counts].map(([name, n]) => `${n} ${name}`).join("\n")}\n`;
}

/**
 * Reads a game file's text (from anyone: it is checked by `readGameFile`) into a game record
 * the table can resume; a string says what is wrong with it, starting with `fileName`. A file
 * without a deck name is named after the file.
 */
export function recordFromGameFile(text: string, fileName: string): GameRecord | string {
  const read = readGameFile(text);
  if (!read.ok) return `${fileName}: ${read.error}`;
  const { deckName, deck, seed, onThePlay, extraCards, actions } = read.file;
  const unknown = unknownDeckEntries(deck, extraCards ?? {});
  if (unknown.length > 0)
    return `${fileName}: "deck" names ${unknown.join(", ")}, which neither the rules engine nor the file's "extraCards" define`;
  return {
    format: 1,
    setup: {
      deckName: deckName !== undefined && deckName.trim() !== "" ? deckName : fileName,
      deckText: deckTextOf(deck),
      seed,
      onThePlay,
      ...(extraCards === undefined ? {} : { extraCards: { ...extraCards } }),
    },
    actions: [...actions],
  };
}

/** The deck's cards that neither the built-in cards nor `extraCards` define, each as `"Name" (entry N)` (its first entry, counted from 1). */
function unknownDeckEntries(deck: readonly string[], extraCards: Readonly<Record<string, CardDefinition>>): string[] {
  const unknown: string[] = [];
  const seen = new Set<string>();
  deck.forEach((name, i) => {
    if (seen.has(name)) return;
    seen.add(name);
    try {
      deckCardNames(deckTextOf([name]), extraCards);
    } catch (error) {
      if (!(error instanceof DeckSetupError)) throw error;
      unknown.push(`“${name}” (entry ${i + 1})`);
    }
  });
  return unknown;
}
