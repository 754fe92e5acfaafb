/**
 * The goldfish table's state, as its {@link TableController} keeps it and its elements render
 * it: the view of the game, the legal actions, which permanents can attack, the last refusal,
 * targets being picked, attackers being declared, which dialog is open, the settings.
 */
import { builtinRegistry } from "@fishbowl/cards";
import { view as viewOf, type Action, type AttackOption, type GameView, type Refusal } from "@fishbowl/engine";
import type { SavedGame } from "../../../preload/api.js";
import type { GameHost, GameRecord, TableSetup } from "../game/game-host.js";
import type { CastOrActivate, Picking } from "../game/table-logic.js";
import type { ApplyByHand } from "../game/apply-by-hand.js";
import type { CardPreviewDetail } from "./game-card.js";

/** The engine-backed game the table plays (`view`: its view of the state, when it has one; `attackOptions`: which permanents can attack). */
export type TableGame = GameHost & {
  view?: () => GameView | null;
  attackOptions?: () => ReadonlyMap<string, AttackOption>;
};

/** The announcements (modes, X, kicker, mana type) being asked for a cast or an activation. */
export interface OptionsRequest {
  readonly heading: string;
  readonly variants: readonly CastOrActivate[];
  readonly abilityTexts: ReadonlyMap<number, string>;
  readonly modeTexts: ReadonlyMap<number, string>;
}

/** A question before the game on the table is replaced: by a new game, or by the game of a game file. */
export type ReplaceRequest =
  | { readonly kind: "new"; readonly setup: TableSetup }
  | { readonly kind: "open"; readonly record: GameRecord; readonly name: string };

/** Everything the table shows besides the game itself. */
export interface TableUi {
  /** The autosaved game offered back (none while a game runs). */
  readonly saved: SavedGame | null;
  /** The engine's view of the current state, `null` before a game. */
  readonly view: GameView | null;
  /** The actions the player may take now. */
  readonly legal: readonly Action[];
  /** Your permanents' standing for attacking now (`attackOptions` of the engine), by id. */
  readonly attack: ReadonlyMap<string, AttackOption>;
  /** The last refusal, shown over the table until the next accepted action (or dismissed). */
  readonly refusal: Refusal | null;
  /** Every refusal of this session, for the log (`at`: the log's length then). */
  readonly refusals: readonly { readonly at: number; readonly text: string; readonly note?: true }[];
  /** The creatures chosen to attack while declaring attackers. */
  readonly attackers: ReadonlySet<string>;
  /** Targets being picked on the table, if any. */
  readonly picking: Picking | null;
  /** The options dialog of a cast or activation, if open. */
  readonly options: OptionsRequest | null;
  /** The manual tools, if open: of one object, or of the table (`object: null`). */
  readonly tools: { readonly object: string | null } | null;
  /** The graveyard or exile viewer, if open. */
  readonly viewer: "graveyard" | "exile" | null;
  /** A problem to show (a bad game file, an engine failure…), `""` for none. */
  readonly problem: string;
  /** The object under the pointer (and where its card is), shown large beside it. */
  readonly preview: CardPreviewDetail | null;
  /** Whether an action is being applied (further ones are ignored meanwhile). */
  readonly busy: boolean;
  /** Auto-pass: after your action, your own spells and triggers on the stack resolve at once (the goldfish never responds). */
  readonly autoPass: boolean;
  /** The question asked before the game in progress is replaced, if any. */
  readonly replace: ReplaceRequest | null;
  /** Whether the keyboard help is open. */
  readonly help: boolean;
  /** "I'll pay": the player names the mana sources of each cost (payment-dialog.ts); off, the engine pays. */
  readonly payManually: boolean;
  /** The spell or ability waiting for the player to choose its mana sources, if any. */
  readonly paying: Extract<Action, { type: "cast" } | { type: "activate" }> | null;
  /** Spells not automated whole that just resolved: their effect is to be applied by hand (apply-by-hand.ts). */
  readonly byHand: readonly ApplyByHand[];
  /** Whether Next turn stopped at your declare attackers step (creatures of yours can attack): the prompt says so, and N again skips combat. */
  readonly nextTurnStopped: boolean;
}

/** Where the auto-pass setting is remembered. */
export const AUTO_PASS_KEY = "fishbowl.table.autoPass";

export function storedAutoPass(): boolean {
  try {
    return globalThis.localStorage?.getItem(AUTO_PASS_KEY) !== "off";
  } catch {
    return true;
  }
}

export const INITIAL: Omit<TableUi, "autoPass"> = {
  saved: null,
  view: null,
  legal: [],
  attack: new Map(),
  refusal: null,
  refusals: [],
  attackers: new Set(),
  picking: null,
  options: null,
  tools: null,
  viewer: null,
  problem: "",
  preview: null,
  busy: false,
  replace: null,
  help: false,
  payManually: false,
  paying: null,
  byHand: [],
  nextTurnStopped: false,
};

/** Remembers the auto-pass setting (when the page may store anything). */
export function storeAutoPass(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(AUTO_PASS_KEY, on ? "on" : "off");
  } catch {
    // not remembered (storage unavailable)
  }
}

/** At most this many passes in one auto-pass (a loop of triggers stops there; the player goes on by hand). */
const AUTO_PASS_LIMIT = 50;

/**
 * Auto-pass: passes priority (in the last action's undo step) while only your own spells and
 * abilities are on the stack, you have priority and nothing is asked of you — the goldfish never
 * responds, so each pass resolves the top of the stack (CR 117.4, 608.1).
 */
export async function resolveOwnStack(game: TableGame): Promise<void> {
  for (let i = 0; i < AUTO_PASS_LIMIT; i++) {
    const v = game.view?.() ?? (game.state && viewOf(game.state, builtinRegistry));
    if (!v || v.stack.length === 0 || v.priority !== "you" || v.pending !== null || v.winner !== null) return;
    if (v.stack.some((s) => s.controller !== "you")) return;
    const outcome = await game.apply({ type: "pass", player: "you" }, { continues: true });
    if (!outcome.ok) return;
  }
}
