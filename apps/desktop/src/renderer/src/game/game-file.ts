/**
 * Game files: a goldfish game's setup and every action as one JSON file, the format
 * `fishbowl replay <file>` reads (`fishbowl-gamefile/1`: `deck` card names, `seed`,
 * `onThePlay`, `actions`, optional `extraCards`), so a game played on the table can be
 * attached to a bug report, replayed by the CLI, and opened again on the table.
 */
import type { Action, CardDefinition } from "@fishbowl/engine";
import { deckCardNames } from "./deck-cards.js";
import type { GameRecord } from "./game-host.js";

/** The format tag of game files (shared with the CLI). */
export const GAMEFILE_FORMAT = "fishbowl-gamefile/1";

/** A game file. `deckName` is the table's own addition (the CLI ignores it). */
export interface GameFile {
  readonly format: typeof GAMEFILE_FORMAT;
  readonly deckName?: string;
  readonly deck: readonly string[];
  readonly seed: number;
  readonly onThePlay: boolean;
  readonly extraCards?: Readonly<Record<string, CardDefinition>>;
  readonly actions: readonly Action[];
}

/** The game file of a game record. */
export function toGameFile(record: GameRecord<Action>): GameFile {
  const { setup } = record;
  const extraCards = setup.extraCards ?? {};
  return {
    format: GAMEFILE_FORMAT,
    deckName: setup.deckName,
    deck: deckCardNames(setup.deckText, extraCards),
    seed: setup.seed,
    onThePlay: setup.onThePlay,
    ...(Object.keys(extraCards).length > 0 ? { extraCards } : {}),
    actions: record.actions,
  };
}

/** A deck list (`N Name` lines, in order of first appearance) with exactly these cards. */
export function deckTextOf(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return `Deck\n${[...counts].map(([name, n]) => `${n} ${name}`).join("\n")}\n`;
}

/** Reads a game file's text into a game record the table can resume; a string says what is wrong with it. */
export function recordFromGameFile(text: string, fileName: string): GameRecord<Action> | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `${fileName} is not JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return `${fileName} is not a game file.`;
  const v = value as Record<string, unknown>;
  if (v["format"] !== GAMEFILE_FORMAT) return `${fileName} is not a game file ("format" must be "${GAMEFILE_FORMAT}").`;
  const deck = v["deck"];
  if (!Array.isArray(deck) || deck.length === 0 || !deck.every((x) => typeof x === "string")) return `${fileName}: "deck" must be a non-empty list of card names.`;
  if (typeof v["seed"] !== "number" || !Number.isInteger(v["seed"])) return `${fileName}: "seed" must be an integer.`;
  if (typeof v["onThePlay"] !== "boolean") return `${fileName}: "onThePlay" must be true or false.`;
  const actions = v["actions"];
  if (!Array.isArray(actions)) return `${fileName}: "actions" must be a list of actions.`;
  const bad = actions.findIndex((a) => typeof a !== "object" || a === null || typeof (a as Record<string, unknown>)["type"] !== "string");
  if (bad >= 0) return `${fileName}: action ${bad} is not an action.`;
  const extra = v["extraCards"];
  if (extra !== undefined && (typeof extra !== "object" || extra === null || Array.isArray(extra))) return `${fileName}: "extraCards" must be an object of card definitions.`;
  const deckName = typeof v["deckName"] === "string" && v["deckName"].trim() !== "" ? v["deckName"] : fileName;
  return {
    format: 1,
    setup: {
      deckName,
      deckText: deckTextOf(deck as string[]),
      seed: v["seed"],
      onThePlay: v["onThePlay"],
      ...(extra === undefined ? {} : { extraCards: extra as Record<string, CardDefinition> }),
    },
    actions: actions as Action[],
  };
}
