/**
 * The table's free-form tools, for cards that are not automated (DESIGN.md): move an object
 * to a zone, tap or untap a permanent, add or remove counters, make a token, set a life total.
 * They are recorded like any action, so replay repeats them. Their shape and ids are checked
 * before they get here (action-check.ts); here come the rules: no object is put onto the stack
 * (CR 405.1: only casting does that) or into the command zone (408.1: a goldfish game has no
 * objects there), only permanents tap (701.21a), a count stays an integer (107.1). While a
 * decision is pending the tools are refused (117.1: the game waits for that answer, and a
 * change could leave it asking about objects that moved), except during the declaration of
 * attackers or blockers and the mulligan, which hold nothing that could go stale, and the
 * discard to hand size, which is asked again from the new hand (514.1).
 */
import type { Action } from "./state/types.js";
import { copiableOfToken, createObject } from "./core/objects.js";
import { emit, refuse, RefusalError, touchObject, type Ctx } from "./core/context.js";
import { characteristics } from "./rules/layers.js";
import { changeZone, enterBattlefield } from "./rules/zones.js";
import { cleanup } from "./rules/turn-structure.js";

type Manual = Extract<Action, { type: "manual" }>;

/** Refuses the tools while a decision that could go stale is pending (CR 117.1). */
function requireNoStaleDecision(ctx: Ctx): void {
  const p = ctx.state.pending;
  if (!p) return;
  const k = p.decision.kind;
  if (k === "declareAttackers" || k === "declareBlockers" || k === "mulligan" || p.continuation.kind === "discard")
    return;
  refuse(
    `The game is waiting for a decision (${k}): answer it before using the manual tools, which could change what it asks about.`,
    "117.1",
  );
}

/** Applies a manual tool (its shape and ids already checked). */
export function manual(ctx: Ctx, a: Manual): void {
  const s = ctx.state;
  const op = a.op;
  requireNoStaleDecision(ctx);
  switch (op.kind) {
    case "move": {
      const o = s.objects[op.object]!;
      if (op.to === "stack")
        refuse("Objects can't be moved to the stack by hand: only casting a spell puts it there.", "405.1");
      if (op.to === "command") refuse("A goldfish game has no objects in the command zone.", "408.1");
      if (op.to === "battlefield") enterBattlefield(ctx, o.id, a.player);
      else changeZone(ctx, o.id, op.to, { bottom: op.position === "bottom" });
      emit(ctx, "manual", `Manually moved ${o.card ?? "a token"} to ${op.to}`);
      break;
    }
    case "tap": {
      const o = s.objects[op.object]!;
      if (o.zone !== "battlefield") refuse("Only permanents can be tapped.", "701.21a", "110.5");
      o.tapped = op.tapped;
      emit(ctx, "manual", `Manually ${op.tapped ? "tapped" : "untapped"} ${characteristics(ctx, o.id).name}`);
      break;
    }
    case "counters": {
      const o = s.objects[op.object]!;
      const next = Math.max(0, (o.counters[op.counter] ?? 0) + op.delta);
      if (!Number.isSafeInteger(next)) {
        throw new RefusalError({
          message: `Malformed action: "op.delta" would leave ${next} ${op.counter} counters, more than the integers the game keeps exactly.`,
          rules: ["122.1", "107.1"],
          field: "op.delta",
        });
      }
      o.counters[op.counter] = next;
      touchObject(ctx, o.id);
      emit(
        ctx,
        "manual",
        `Manually ${op.delta >= 0 ? "added" : "removed"} ${Math.abs(op.delta)} ${op.counter} counter(s)`,
      );
      break;
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
      break;
    }
    case "setLife":
      s.players[op.target].life = op.life;
      emit(ctx, "manual", `Manually set ${op.target === "you" ? "your" : "the opponent's"} life to ${op.life}`);
      break;
  }
  // the discard to hand size is asked again from the hand as it is now (CR 514.1)
  if (s.pending?.continuation.kind === "discard") {
    s.pending = null;
    cleanup(ctx);
  }
}
