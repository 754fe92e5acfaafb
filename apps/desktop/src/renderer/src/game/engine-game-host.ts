/**
 * The {@link GameHost} over the rules engine, in the renderer's thread (a goldfish game's
 * `apply` takes well under a millisecond; the autopilot's thousands of games run in a Web
 * Worker instead, see stats/).
 *
 * The game is its record: setup + actions. Undo replays the setup with one action fewer
 * (`replay`), so there is no limit and no snapshot to keep; redo re-applies the undone
 * actions in order, and any new action forgets them.
 */
import { builtinRegistry } from "@fishbowl/cards";
import { apply as applyAction, legalActions as listLegal, replay, view, type Action, type GameSetup as EngineSetup, type CardRegistry, type GameEvent, type GameState, type GameView } from "@fishbowl/engine";
import { deckCardNames } from "./deck-cards.js";
import type { ApplyOutcome, GameHost, GameRecord, GameSetup } from "./game-host.js";

/** The host the table uses: engine state, actions and events. */
export interface EngineGameHost extends GameHost<GameState, Action, GameEvent> {
  /** The table's view of the current state (current characteristics etc.), `null` before a game. */
  view(): GameView | null;
  /** The setup the current game started from. */
  readonly setup: GameSetup | null;
}

/** A GameHost over `@fishbowl/engine` with the built-in card registry (or `registry`). */
export function createEngineGameHost(registry: CardRegistry = builtinRegistry): EngineGameHost {
  let setup: GameSetup | null = null;
  let engineSetup: EngineSetup | null = null;
  let current: GameState | null = null;
  let cachedView: GameView | null = null;
  let actions: Action[] = [];
  let undone: Action[] = [];
  const listeners = new Set<(state: GameState, events: readonly GameEvent[]) => void>();

  const set = (state: GameState, events: readonly GameEvent[]): GameState => {
    current = state;
    cachedView = null;
    for (const listener of listeners) listener(state, events);
    return state;
  };

  const begin = (next: GameSetup, log: readonly Action[]): GameState => {
    const extraCards = { ...next.extraCards };
    const es: EngineSetup = { deck: deckCardNames(next.deckText, extraCards), seed: next.seed, onThePlay: next.onThePlay, extraCards };
    const state = replay(es, [...log], registry);
    setup = next;
    engineSetup = es;
    actions = [...log];
    undone = [];
    return state;
  };

  const host: EngineGameHost = {
    ready: true,
    get state() {
      return current;
    },
    get setup() {
      return setup;
    },
    get canUndo() {
      return actions.length > 0;
    },
    get canRedo() {
      return undone.length > 0;
    },
    view() {
      if (current === null) return null;
      cachedView ??= view(current, registry);
      return cachedView;
    },
    async start(next) {
      return set(begin(next, []), []);
    },
    async resume(record) {
      return set(begin(record.setup, record.actions), []);
    },
    async legalActions() {
      return current === null ? [] : listLegal(current, "you", registry);
    },
    async apply(action): Promise<ApplyOutcome<GameState, GameEvent>> {
      if (current === null) throw new Error("No game has been started.");
      const result = applyAction(current, action, registry);
      if (!result.ok) return result;
      actions.push(action);
      undone = [];
      set(result.state, result.events);
      return result;
    },
    async undo() {
      if (engineSetup === null || actions.length === 0) return null;
      const last = actions.pop()!;
      undone.push(last);
      return set(replay(engineSetup, actions, registry), []);
    },
    async redo() {
      if (current === null || undone.length === 0) return null;
      const action = undone.pop()!;
      const result = applyAction(current, action, registry);
      if (!result.ok) {
        undone = [];
        return null;
      }
      actions.push(action);
      return set(result.state, result.events);
    },
    record(): GameRecord<Action> | null {
      return setup === null ? null : { format: 1, setup, actions: [...actions] };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return host;
}
