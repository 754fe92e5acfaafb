/**
 * The engine's one door (DESIGN.md "Actions in, events out"): `apply(state, action)` gives a
 * new state and the events, or a refusal `{ message, rules }` with the CR numbers that
 * forbid the action, leaving the given state untouched. Each action goes to the rules module
 * of its topic; the game then runs forward until a player must act (rules/turn-structure.ts).
 * What can be done now is listed by `legalActions` (legal-actions.ts).
 */
import type { Action, ApplyResult, GameState, Refusal } from "./state/types.js";
import { cloneState } from "./state/clone.js";
import { dropChangeLog, newCtx, refuse, RefusalError, type CardRegistry, type Ctx } from "./core/context.js";
import { castSpell, playLand } from "./rules/casting.js";
import { turnFaceUp } from "./rules/morph.js";
import { activateAbility } from "./rules/abilities.js";
import { requirePriority } from "./rules/timing.js";
import { refuseIfGameOver } from "./rules/game-over.js";
import { declareAttackers, declareBlockers } from "./rules/combat.js";
import { passPriority, settle } from "./rules/turn-structure.js";
import { forgetCharacteristics, shareCharacteristicsCache } from "./rules/layers.js";
import { answerDecision } from "./decisions.js";
import { manual } from "./manual-tools.js";
import { checkAction } from "./action-check.js";

function ctxFor(state: GameState, cards: CardRegistry): Ctx {
  return newCtx(state, cards);
}

/** `action` checked against `state` (shape, then ids: action-check.ts), or the refusal of what is malformed. */
function checked(state: GameState, action: unknown): { ok: true; action: Action } | { ok: false; error: Refusal } {
  try {
    return { ok: true, action: checkAction(state, action) };
  } catch (e) {
    if (e instanceof RefusalError) return { ok: false, error: e.refusal };
    throw e;
  }
}

/**
 * Applies an action to a copy of `state` (CR-following; see each module). Returns the new
 * state and its events, or `{ ok: false, error: { message, rules, field? } }` with `state`
 * unchanged. The action may be any value (a file's, another process's): a malformed one, or
 * one naming an id that is no object of the game, is refused before anything is copied,
 * naming the field (`field`) and the rule closest to it. Programming errors (an unknown card
 * definition) throw.
 */
export function apply(state: GameState, action: Action, cards: CardRegistry): ApplyResult {
  const c = checked(state, action);
  if (!c.ok) return c;
  const next = cloneState(state);
  shareCharacteristicsCache(state, next);
  return run(next, c.action, cards);
}

/**
 * Like `apply`, but changes `state` itself (for fast simulation, replay). The action is
 * checked as `apply` checks it before anything changes, and every rule's check happens before
 * the rule's first change, so on refusal the state is unchanged too. Returns the same object.
 */
export function applyInPlace(state: GameState, action: Action, cards: CardRegistry): ApplyResult {
  const c = checked(state, action);
  if (!c.ok) return c;
  const d = state.pending?.decision;
  if (d && "default" in d && d.default && action.type !== "choose" && action.type !== "manual") {
    // the default taken first changes the state: run on a copy so that a refusal changes nothing
    const r = apply(state, c.action, cards);
    if (!r.ok) return r;
    Object.assign(state, r.state);
    // what changed was logged on the copy, not here: this state's logs and characteristics are
    // stale — everything is due again, or the copy's characteristics are taken over
    dropChangeLog(state, "layers");
    dropChangeLog(state, "sba");
    forgetCharacteristics(state);
    shareCharacteristicsCache(r.state, state);
    return { ...r, state };
  }
  return run(state, c.action, cards);
}

/** Applies a checked action in place and runs the game forward (turn-structure.ts). */
function run(state: GameState, action: Action, cards: CardRegistry): ApplyResult {
  const ctx = ctxFor(state, cards);
  const lenLog = state.log.length;
  try {
    takeDefaults(ctx, action);
    dispatch(ctx, action);
    settle(ctx);
  } catch (e) {
    if (e instanceof RefusalError) {
      if (state.log.length !== lenLog) state.log.length = lenLog;
      return { ok: false, error: e.refusal };
    }
    throw e;
  }
  state.version++;
  return { ok: true, state, events: ctx.events };
}

/**
 * A decision that has a default (a choice the engine used to make by itself, `Decision.default`)
 * takes it when the next action is neither its answer nor a manual tool: games, game files and
 * clients that never answer it play exactly as before.
 */
function takeDefaults(ctx: Ctx, a: Action): void {
  const s = ctx.state;
  if (a.type === "choose" || a.type === "manual") return;
  for (let guard = 0; guard < 100; guard++) {
    const d = s.pending?.decision;
    if (!d || !("default" in d) || !d.default) return;
    answerDecision(ctx, { type: "choose", player: d.player, ...d.default });
    settle(ctx);
  }
}

function dispatch(ctx: Ctx, a: Action): void {
  const s = ctx.state;
  switch (a.type) {
    case "pass":
      requirePriority(ctx, a.player);
      passPriority(ctx, a.player);
      return;
    case "passUntil": {
      requirePriority(ctx, a.player);
      const startTurn = s.turn;
      for (let guard = 0; guard < 500; guard++) {
        passPriority(ctx, a.player);
        settle(ctx);
        if (s.winner || s.pending || s.priority !== a.player) return;
        if (s.step === a.step && (!a.nextTurn || s.turn > startTurn) && (!a.active || s.active === a.active)) return;
      }
      return;
    }
    case "playLand":
      return playLand(ctx, a);
    case "turnFaceUp":
      return turnFaceUp(ctx, a);
    case "cast":
      return castSpell(ctx, a);
    case "activate":
      return activateAbility(ctx, a);
    case "declareAttackers":
      return declareAttackers(ctx, a);
    case "declareBlockers": {
      // The goldfish may be told to block: accepted in the declare attackers step with an empty stack.
      refuseIfGameOver(s);
      if (s.pending) refuse("The game is waiting for a decision.", "117.1");
      if (s.step !== "declare_attackers" || s.stack.length > 0)
        refuse("Blockers are declared at the start of the declare blockers step.", "509.1");
      declareBlockers(ctx, a);
      // both players pass: the declare blockers step begins with these blocks
      s.priority = null;
      s.passes = 0;
      return;
    }
    case "choose":
      return answerDecision(ctx, a);
    case "manual":
      return manual(ctx, a);
  }
}
