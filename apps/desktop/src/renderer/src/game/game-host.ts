/**
 * The seam between the goldfish table and the rules engine.
 *
 * The engine (`@fishbowl/engine`) is a pure function of a game's beginning and its actions:
 * `state = replay(setup, seed, actions)`, `apply(state, action) → { ok, state, events } |
 * { ok: false, error }`, `legalActions(state, player)`. A {@link GameHost} wraps it for the
 * UI: it owns the current game, applies actions, undoes by replaying, and yields a
 * {@link GameRecord} (setup + actions) that autosave stores and a later start resumes.
 *
 * It is asynchronous so the engine can run in the page or in a Web Worker without the views
 * changing. The engine-backed host is `createEngineGameHost` (engine-game-host.ts);
 * {@link unavailableGameHost} stands in where no engine is wanted.
 */
import type { Action, ApplyResult, GameEvent, GameSetup, GameState } from "@fishbowl/engine";
import type { AutosaveApi } from "../../../preload/api.js";

/**
 * How a goldfish game on the table begins: the engine's {@link GameSetup} with the deck as
 * its list's text (and name) instead of card names. The same setup, seed and actions always
 * give the same game. `extraCards` are the definitions of the deck's catalog cards that the
 * engine does not automate, kept in the record so a replay never needs the catalog.
 */
export type TableSetup = Readonly<Omit<GameSetup, "deck">> & {
  /** The deck's name, for display and the game record. */
  readonly deckName: string;
  /** The deck list text (any format the deck parser reads). */
  readonly deckText: string;
};

/** Everything needed to rebuild a game by replay; JSON data, so it is what autosave stores. */
export interface GameRecord {
  readonly format: 1;
  readonly setup: TableSetup;
  readonly actions: readonly Action[];
}

/** The goldfish table's view of a running game over the rules engine's state, actions and events. */
export interface GameHost {
  /** `false` while no engine is connected: the table then shows a placeholder. */
  readonly ready: boolean;
  /** The current state, `null` before a game starts. */
  readonly state: GameState | null;
  /** Starts a new game (replacing any current one). */
  start(setup: TableSetup): Promise<GameState>;
  /** Rebuilds a game from its record (autosave, an attached bug report). */
  resume(record: GameRecord): Promise<GameState>;
  /** The actions the player may take now, including answers to a pending decision. */
  legalActions(): Promise<readonly Action[]>;
  /**
   * Applies one action: the engine's result, and a refusal leaves the game unchanged. With
   * `continues`, the action belongs to the previous one's undo step (one command that took
   * several actions, such as "next turn" through the goldfish's turn): undo and redo take
   * them together.
   */
  apply(action: Action, options?: { readonly continues?: boolean }): Promise<ApplyResult>;
  /** Takes back the last undo step (by replaying the actions before it); `null` when there is nothing to undo. */
  undo(): Promise<GameState | null>;
  /** Applies again the last step undone; `null` when there is nothing to redo. */
  redo(): Promise<GameState | null>;
  /** Whether there is an action to undo. */
  readonly canUndo: boolean;
  /** Whether there is an undone action to redo (cleared by any new action). */
  readonly canRedo: boolean;
  /** The current game's record, `null` before a game starts. */
  record(): GameRecord | null;
  /** Hears every change of state (start, resume, apply, undo) with the events it produced. */
  subscribe(listener: (state: GameState, events: readonly GameEvent[]) => void): () => void;
}

/** The message every {@link unavailableGameHost} call rejects with. */
export const ENGINE_NOT_CONNECTED = "The rules engine is not connected yet.";

/** A {@link GameHost} for the time before the engine exists: not ready, and every call rejects. */
export function unavailableGameHost(): GameHost {
  const refuse = (): Promise<never> => Promise.reject(new Error(ENGINE_NOT_CONNECTED));
  return {
    ready: false,
    state: null,
    start: refuse,
    resume: refuse,
    legalActions: refuse,
    apply: refuse,
    undo: refuse,
    redo: refuse,
    canUndo: false,
    canRedo: false,
    record: () => null,
    subscribe: () => () => undefined,
  };
}

/** Whether `value` is an object with a string `type`: an action as far as a record goes (the engine judges the rest, refusing what it is not). */
function isActionShaped(value: unknown): boolean {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

/** Whether a value read back from autosave is a {@link GameRecord} this version can resume. */
export function isGameRecord(value: unknown): value is GameRecord {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  const setup = record["setup"] as Record<string, unknown> | undefined;
  return (
    record["format"] === 1 &&
    Array.isArray(record["actions"]) &&
    record["actions"].every(isActionShaped) &&
    typeof setup === "object" &&
    setup !== null &&
    typeof setup["deckName"] === "string" &&
    typeof setup["deckText"] === "string" &&
    typeof setup["seed"] === "number" &&
    typeof setup["onThePlay"] === "boolean" &&
    (setup["extraCards"] === undefined ||
      (typeof setup["extraCards"] === "object" && setup["extraCards"] !== null && !Array.isArray(setup["extraCards"])))
  );
}

/**
 * Autosaves `game` after every change: its record goes to the host's autosave slot, so a
 * crash loses at most the action being applied. Returns the function that stops it.
 */
export function connectAutosave(
  game: GameHost,
  autosave: Pick<AutosaveApi, "save">,
  onError: (error: unknown) => void = console.error,
): () => void {
  return game.subscribe(() => {
    const record = game.record();
    // A JSON round trip: main accepts plain JSON only (an `undefined` field would be refused).
    if (record !== null) autosave.save(JSON.parse(JSON.stringify(record)) as unknown).catch(onError);
  });
}
