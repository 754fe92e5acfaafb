/**
 * The game file's shape and its writer. A game file is one goldfish game as JSON: the setup
 * the engine starts it from and every action, in order (DESIGN.md: a game is a pure function
 * of its beginning and its actions), so it replays to the same end anywhere.
 */
import type { Action, CardDefinition, GameSetup } from "@fishbowl/engine";

/** The format tag of the current version of game files (the `format` field). */
export const GAMEFILE_FORMAT = "fishbowl-gamefile/1";

/** What every version's format tag starts with; the version number follows. */
export const GAMEFILE_FORMAT_PREFIX = "fishbowl-gamefile/";

/**
 * A game file, version 1 (`fishbowl-gamefile/1`). Its JSON has these fields, in this order;
 * readers ignore any other field.
 */
export interface GameFile {
  readonly format: typeof GAMEFILE_FORMAT;
  /** The deck's name as the player called it (the desktop table writes it; the CLI leaves it out). */
  readonly deckName?: string;
  /** Card names of the main deck, one per card (60 for the sample decks), in any order. */
  readonly deck: readonly string[];
  /** Seed of the game's RNG (any integer). */
  readonly seed: number;
  /** `true`: the player goes first (on the play); `false`: on the draw. */
  readonly onThePlay: boolean;
  /**
   * Definitions of the deck's catalog cards that have no built-in definition, as they were
   * compiled from their Oracle text when the game was played, so the file replays without the
   * catalog. Absent when there are none.
   */
  readonly extraCards?: Readonly<Record<string, CardDefinition>>;
  /** Every action of the game, in the order they were applied. */
  readonly actions: readonly Action[];
}

/** The part of a game file the engine starts the game from (an engine `GameSetup` is one). */
export type GameFileSetup = Pick<GameFile, "deck" | "seed" | "onThePlay" | "extraCards">;

/**
 * The game file of a game: its setup, its actions and (optionally) the deck's name.
 * `extraCards` is left out when it is absent or empty. Arrays and records are copied.
 */
export function gameFileOf(setup: GameFileSetup, actions: readonly Action[], deckName?: string): GameFile {
  const extraCards = setup.extraCards ?? {};
  return {
    format: GAMEFILE_FORMAT,
    ...(deckName === undefined ? {} : { deckName }),
    deck: [...setup.deck],
    seed: setup.seed,
    onThePlay: setup.onThePlay,
    ...(Object.keys(extraCards).length > 0 ? { extraCards: { ...extraCards } } : {}),
    actions: [...actions],
  };
}

/** The engine setup a game file's game starts from (fresh arrays and records, for the engine to own). */
export function gameSetupOf(file: GameFile): GameSetup {
  return {
    deck: [...file.deck],
    seed: file.seed,
    onThePlay: file.onThePlay,
    ...(file.extraCards === undefined ? {} : { extraCards: { ...file.extraCards } }),
  };
}

/**
 * The text of a game file: one line of JSON with the fields in the order {@link GameFile}
 * lists them (absent optional fields left out), and a final newline. This is the text
 * `fishbowl goldfish --save` and the desktop table have always written.
 */
export function writeGameFile(file: GameFile): string {
  const ordered = {
    format: file.format,
    ...(file.deckName === undefined ? {} : { deckName: file.deckName }),
    deck: file.deck,
    seed: file.seed,
    onThePlay: file.onThePlay,
    ...(file.extraCards === undefined ? {} : { extraCards: file.extraCards }),
    actions: file.actions,
  };
  return `${JSON.stringify(ordered)}\n`;
}
