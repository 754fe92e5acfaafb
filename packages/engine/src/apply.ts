/**
 * The engine's one door (DESIGN.md "Actions in, events out"): `apply(state, action)` gives a
 * new state and the events, or a refusal `{ message, rules }` with the CR numbers that
 * forbid the action, leaving the given state untouched. Each action goes to the rules module
 * of its topic; the game then runs forward until a player must act (rules/turn-structure.ts).
 * What can be done now is listed by `legalActions` (legal-actions.ts).
 */
import type { Action, ApplyResult, GameState } from "./state/types.js";
import { cloneState } from "./state/clone.js";
import { copiableOfToken, createObject } from "./core/objects.js";
import { emit, newCtx, refuse, RefusalError, touch, type CardRegistry, type Ctx } from "./core/context.js";
import { castSpell, playLand } from "./rules/casting.js";
import { activateAbility } from "./rules/abilities.js";
import { requirePriority } from "./rules/timing.js";
import { declareAttackers, declareBlockers } from "./rules/combat.js";
import { passPriority, settle } from "./rules/turn-structure.js";
import { characteristics, shareCharacteristicsCache } from "./rules/layers.js";
import { changeZone, enterBattlefield } from "./rules/zones.js";
import { answerDecision } from "./decisions.js";

function ctxFor(state: GameState, cards: CardRegistry): Ctx {
  return newCtx(state, cards);
}

/**
 * Applies an action to a copy of `state` (CR-following; see each module). Returns the new
 * state and its events, or `{ ok: false, error: { message, rules } }` with `state` unchanged.
 * Programming errors (an unknown card definition) throw.
 */
export function apply(state: GameState, action: Action, cards: CardRegistry): ApplyResult {
  const next = cloneState(state);
  shareCharacteristicsCache(state, next);
  return applyInPlace(next, action, cards);
}

/**
 * Like `apply`, but changes `state` itself (for fast simulation). On refusal the state is
 * unchanged too: every check happens before the first change. Returns the same object.
 */
export function applyInPlace(state: GameState, action: Action, cards: CardRegistry): ApplyResult {
  const ctx = ctxFor(state, cards);
  const lenLog = state.log.length;
  try {
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

const ACTION_TYPES = new Set([
  "pass",
  "passUntil",
  "playLand",
  "cast",
  "activate",
  "declareAttackers",
  "declareBlockers",
  "choose",
  "manual",
]);

function dispatch(ctx: Ctx, a: Action): void {
  const s = ctx.state;
  // Actions come from files and other processes too: their shape is checked, not trusted.
  if (typeof a !== "object" || a === null || !ACTION_TYPES.has((a as { type?: unknown }).type as string)) {
    refuse(
      `Unknown action ${JSON.stringify((a as { type?: unknown } | null)?.type ?? a)}: expected one of ${[...ACTION_TYPES].join(", ")}.`,
      "117.1",
    );
  }
  if (a.player !== "you" && a.player !== "opponent")
    refuse(`Unknown player ${JSON.stringify(a.player)}: expected "you" or "opponent".`, "102.1");
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
    case "cast":
      return castSpell(ctx, a);
    case "activate":
      return activateAbility(ctx, a);
    case "declareAttackers":
      return declareAttackers(ctx, a);
    case "declareBlockers": {
      // The goldfish may be told to block: accepted in the declare attackers step with an empty stack.
      if (s.winner) refuse("The game is over.", "104.1");
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

/** Manual tools (for cards that are not automated): recorded like any action. */
function manual(ctx: Ctx, a: Extract<Action, { type: "manual" }>): void {
  const s = ctx.state;
  const op = a.op;
  switch (op.kind) {
    case "move": {
      const o = s.objects[op.object];
      if (!o) refuse("No such object.", "400.7");
      if (op.to === "stack") refuse("Objects can't be moved to the stack by hand.", "405.1");
      if (op.to === "battlefield") enterBattlefield(ctx, o.id, a.player);
      else changeZone(ctx, o.id, op.to, { bottom: op.position === "bottom" });
      emit(ctx, "manual", `Manually moved ${o.card ?? "a token"} to ${op.to}`);
      return;
    }
    case "tap": {
      const o = s.objects[op.object];
      if (!o || o.zone !== "battlefield") refuse("Only permanents can be tapped.", "110.5");
      o.tapped = op.tapped;
      emit(ctx, "manual", `Manually ${op.tapped ? "tapped" : "untapped"} ${characteristics(ctx, o.id).name}`);
      return;
    }
    case "counters": {
      const o = s.objects[op.object];
      if (!o) refuse("No such object.", "400.7");
      o.counters[op.counter] = Math.max(0, (o.counters[op.counter] ?? 0) + op.delta);
      touch(ctx);
      emit(
        ctx,
        "manual",
        `Manually ${op.delta >= 0 ? "added" : "removed"} ${Math.abs(op.delta)} ${op.counter} counter(s)`,
      );
      return;
    }
    case "createToken": {
      const controller = op.controller ?? a.player;
      const o = createObject(ctx, {
        card: null,
        copiable: copiableOfToken(op.token),
        isToken: true,
        owner: controller,
        zone: "battlefield",
      });
      enterBattlefield(ctx, o.id, controller);
      return;
    }
    case "setLife":
      s.players[op.target].life = op.life;
      emit(ctx, "manual", `Manually set ${op.target === "you" ? "your" : "the opponent's"} life to ${op.life}`);
      return;
  }
}
