/**
 * The game loop: `playGame` plays one goldfish game from its setup, applying the autopilot's
 * `chooseAction` until the goldfish dies or the turn limit passes; `gameSeed` derives the seed
 * of each game of a run; `yourTurnNumber` counts your own turns.
 */
import {
  applyInPlace,
  apply,
  legalActions,
  newGame,
  type Action,
  type CardRegistry,
  type GameSetup,
  type GameState,
} from "@fishbowl/engine";
import { decide } from "./decisions.js";
import { priorityAction } from "./priority.js";

/** Options of `playGame`. */
export interface PlayOptions {
  /** Stop after this many of your turns without a kill (default 20). */
  maxTurns?: number;
  /** Safety limit on the number of actions (default 5,000). */
  maxActions?: number;
}

/** The result of one autopilot game. */
export interface PlayResult {
  /** Your turn number (1 = your first turn) in which the goldfish reached 0 life, or null. */
  killTurn: number | null;
  mulligans: number;
  /** Every action applied, in order: with the setup, a game file that `replay` reproduces. */
  actions: Action[];
  /** Actions the engine refused (each replaced by a fallback action). Zero in a healthy run. */
  refused: number;
  /** The first refusal's message, for reports. */
  firstRefusal?: string;
  /** True when the game ended because you drew from an empty library (CR 704.5b). */
  decked: boolean;
}

/** How many turns `you` have begun by `state.turn` (the goldfishing count: 1 = your first turn). */
export function yourTurnNumber(state: GameState): number {
  return state.startingPlayer === "you" ? Math.ceil(state.turn / 2) : Math.floor(state.turn / 2);
}

/**
 * The seed of game `index` of a run seeded `seed` (a 32-bit mix of both, murmur3's
 * finaliser). Every client (CLI workers, the desktop stats worker) derives game seeds with
 * it, so a run's results depend only on its seed and game count, never on how it is split.
 */
export function gameSeed(seed: number, index: number): number {
  let h = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca77)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Plays one goldfish game on autopilot from `setup` until the goldfish dies or `maxTurns`
 * of your turns have passed. Deterministic: the same setup gives the same game.
 */
export function playGame(setup: GameSetup, registry: CardRegistry, opts: PlayOptions = {}): PlayResult {
  const maxTurns = opts.maxTurns ?? 20;
  const maxActions = opts.maxActions ?? 5000;
  const s = newGame(setup, registry);
  const actions: Action[] = [];
  let refused = 0;
  let firstRefusal: string | undefined;
  while (actions.length < maxActions && !s.winner && yourTurnNumber(s) <= maxTurns) {
    const d = s.pending?.decision;
    if (d && d.player === "you" && "default" in d && d.default) {
      // A choice the engine used to make (trigger order…): its default taken here, in place, where
      // chooseAction would try it on a copy. Recorded only when a decision follows or the game ends;
      // otherwise the next action carries it, as chooseAction's answer does — the same actions.
      const choose: Action = { type: "choose", player: "you", ...d.default };
      if (applyInPlace(s, choose, registry).ok) {
        if (s.pending || s.winner) {
          actions.push(choose);
          continue;
        }
        const next = chooseAction(s, registry);
        if (!next) break;
        const r = applyInPlace(s, next, registry);
        if (r.ok) {
          actions.push(next);
          continue;
        }
        refused++;
        firstRefusal ??= `${JSON.stringify(next)}: ${r.error.message} [${r.error.rules.join(", ")}]`;
        actions.push(choose); // the fallback, the engine's first legal answer there: the default itself
        continue;
      }
    }
    const a = chooseAction(s, registry);
    if (!a) break;
    const r = applyInPlace(s, a, registry);
    if (r.ok) {
      actions.push(a);
      continue;
    }
    refused++;
    firstRefusal ??= `${JSON.stringify(a)}: ${r.error.message} [${r.error.rules.join(", ")}]`;
    // fall back to the engine's own first legal answer (or passing priority)
    const fallback = legalActions(s, "you", registry).find(
      (x) => x.type !== "cast" && x.type !== "activate" && x.type !== "playLand",
    );
    if (!fallback || !applyInPlace(s, fallback, registry).ok) break;
    actions.push(fallback);
  }
  const killTurn = s.winner === "you" ? yourTurnNumber(s) : null;
  const decked = s.winner === "opponent" && s.players.you.drewFromEmpty;
  return {
    killTurn,
    mulligans: s.players.you.mulligans,
    actions,
    refused,
    decked,
    ...(firstRefusal ? { firstRefusal } : {}),
  };
}

/** The autopilot's action for `you` in `state`, or null when `you` has nothing to do (game over). */
export function chooseAction(state: GameState, registry: CardRegistry): Action | null {
  if (state.winner) return null;
  const pending = state.pending;
  if (pending) {
    if (pending.decision.player !== "you") return null;
    const d = pending.decision;
    if ("default" in d && d.default) {
      // a choice the engine used to make (trigger order, legend rule, damage division): its default,
      // taken by the next action itself when no other decision follows — the same game, the same actions
      const r = apply(state, { type: "choose", player: "you", ...d.default }, registry);
      if (r.ok && !r.state.pending && !r.state.winner) return chooseAction(r.state, registry);
    }
    return decide(state, registry, pending.decision);
  }
  if (state.priority !== "you") return null;
  return priorityAction(state, registry);
}
