/**
 * The {@link GameHost} over the rules engine, in the renderer's thread (a goldfish game's
 * `apply` takes well under a millisecond; the autopilot's thousands of games run in a Web
 * Worker instead, see stats/).
 *
 * The game is its record: setup + actions. Undo replays the setup without the last step's
 * actions (`replay`), so there is no limit and no snapshot to keep; redo re-applies the undone
 * steps in order, and any new action forgets them. A step is one action, or several applied
 * with `continues` (one command of the table); a resumed game has one step per action.
 */
import { builtinRegistry } from "@fishbowl/cards";
import {
  apply as applyAction,
  attackOptions,
  legalActions as listLegal,
  replay,
  view,
  type Action,
  type AttackOption,
  type ApplyResult,
  type CardRegistry,
  type GameEvent,
  type GameSetup,
  type GameState,
  type GameView,
} from "@fishbowl/engine";
import { deckCardNames } from "./deck-cards.js";
import type { GameHost, GameRecord, TableSetup } from "./game-host.js";

/** The host the table uses, with the engine's view of the state. */
export interface EngineGameHost extends GameHost {
  /** The table's view of the current state (current characteristics etc.), `null` before a game. */
  view(): GameView | null;
  /** The setup the current game started from. */
  readonly setup: TableSetup | null;
  /** Your permanents' standing for attacking now (the engine's `attackOptions`), by id; empty before a game. */
  attackOptions(): ReadonlyMap<string, AttackOption>;
}

/** A GameHost over `@fishbowl/engine` with the built-in card registry (or `registry`). */
export function createEngineGameHost(registry: CardRegistry = builtinRegistry): EngineGameHost {
  let setup: TableSetup | null = null;
  let engineSetup: GameSetup | null = null;
  let current: GameState | null = null;
  let cachedView: GameView | null = null;
  let actions: Action[] = [];
  /** The number of actions in each undo step, oldest first (they add up to `actions.length`). */
  let steps: number[] = [];
  /** Undone steps, the most recently undone last. */
  let undone: Action[][] = [];
  const listeners = new Set<(state: GameState, events: readonly GameEvent[]) => void>();

  const set = (state: GameState, events: readonly GameEvent[]): GameState => {
    current = state;
    cachedView = null;
    for (const listener of listeners) listener(state, events);
    return state;
  };

  const begin = (next: TableSetup, log: readonly Action[]): GameState => {
    const extraCards = { ...next.extraCards };
    const es: GameSetup = {
      deck: deckCardNames(next.deckText, extraCards),
      seed: next.seed,
      onThePlay: next.onThePlay,
      extraCards,
    };
    const state = replay(es, [...log], registry);
    setup = next;
    engineSetup = es;
    actions = [...log];
    steps = log.map(() => 1);
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
      return steps.length > 0;
    },
    get canRedo() {
      return undone.length > 0;
    },
    view() {
      if (current === null) return null;
      cachedView ??= view(current, registry);
      return cachedView;
    },
    attackOptions() {
      return current === null ? new Map() : attackOptions(current, "you", registry);
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
    async apply(action, options = {}): Promise<ApplyResult> {
      if (current === null) throw new Error("No game has been started.");
      const result = applyAction(current, action, registry);
      if (!result.ok) return result;
      actions.push(action);
      if (options.continues === true && steps.length > 0) steps[steps.length - 1]! += 1;
      else steps.push(1);
      undone = [];
      set(result.state, result.events);
      return result;
    },
    async undo() {
      if (engineSetup === null || steps.length === 0) return null;
      const n = steps.pop()!;
      undone.push(actions.splice(actions.length - n, n));
      return set(replay(engineSetup, actions, registry), []);
    },
    async redo() {
      if (current === null || undone.length === 0) return null;
      const step = undone.pop()!;
      let state = current;
      const events: GameEvent[] = [];
      for (const action of step) {
        const result = applyAction(state, action, registry);
        if (!result.ok) {
          // Cannot happen (the same actions from the same state); forget the redo history rather than diverge.
          undone = [];
          return null;
        }
        state = result.state;
        events.push(...result.events);
      }
      actions.push(...step);
      steps.push(step.length);
      return set(state, events);
    },
    record(): GameRecord | null {
      return setup === null ? null : { format: 1, setup, actions: [...actions] };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return host;
}
