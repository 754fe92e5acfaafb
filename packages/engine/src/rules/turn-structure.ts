/**
 * Turn structure and priority (CR 500-514, 117): steps in order with their turn-based
 * actions — untap (502, "doesn't untap" effects 502.3), upkeep (503), draw (504, skipped on the starting player's first
 * turn, 103.8a), main phases (505), combat steps (506-511; declare blockers and combat
 * damage skipped without attackers, 508.8; an extra first-strike damage step, 510.4), end
 * step (513) and cleanup (514: discard to hand size, damage removed and "until end of
 * turn" effects end simultaneously, and priority only if something happened, 514.3a).
 * Mana empties from pools between steps (500.4). Priority passes in turn order; when all
 * players pass in succession the top of the stack resolves or the step ends (117.4).
 *
 * The goldfish (the opponent) never acts on its own: it passes priority, declares no
 * attackers or blockers, and does not draw. `settle` runs the game forward until the
 * player must act (holds priority or owes a decision) or the game is over.
 */
import type { GameObject, PlayerId, StepName } from "../state/types.js";
import { STEPS } from "../state/types.js";
import { dropShields } from "../core/objects.js";
import { emit, opponentOf, tick, touchStatics, type Ctx } from "../core/context.js";
import { checkStateBasedActions, syncControl } from "./state-based-actions.js";
import { endEffects } from "./layer-effects.js";
import { onStepStart, putTriggersOnStack } from "./triggers.js";
import { resolveTop } from "./resolve.js";
import { canAttackNow, dealCombatDamage, needsFirstStrikeStep } from "./combat.js";
import { removeStraysFromCombat } from "./combat-removal.js";
import { characteristics } from "./layers.js";
import { setTapped } from "./tapped.js";
import { drawCards } from "./draw.js";
import { emptyManaPools } from "./mana-pool.js";

/** The step after each step of a turn (CR 500.1), cleanup having none. */
const NEXT_STEP = Object.fromEntries(STEPS.slice(0, -1).map((step, i) => [step, STEPS[i + 1]!])) as Partial<
  Record<StepName, StepName>
>;

/** Hand size limit (CR 402.2). */
export const MAXIMUM_HAND_SIZE = 7;

/**
 * Moves the game forward until `you` must act. Before any player receives priority,
 * state-based actions are performed and triggered abilities are put on the stack (117.5).
 */
export function settle(ctx: Ctx): void {
  const s = ctx.state;
  for (let guard = 0; guard < 10000; guard++) {
    if (s.winner || s.pending) return;
    if (s.priority === null) {
      nextStep(ctx);
      continue;
    }
    checkStateBasedActions(ctx);
    if (s.winner || s.pending) return;
    if (!putTriggersOnStack(ctx)) return;
    if (s.priority === "opponent") {
      passPriority(ctx, "opponent");
      continue;
    }
    return;
  }
  throw new Error("the game did not settle (loop guard)");
}

/** A player passes priority (CR 117.3d); two passes in succession resolve or end the step (117.4). */
export function passPriority(ctx: Ctx, p: PlayerId): void {
  const s = ctx.state;
  s.passes++;
  if (s.passes >= 2) {
    s.passes = 0;
    if (s.stack.length > 0) {
      resolveTop(ctx);
      s.priority = s.active; // 117.3b
    } else {
      s.priority = null; // the step ends
    }
  } else {
    s.priority = opponentOf(p);
  }
}

/** Ends the current step and begins the next (CR 500.2-500.4). */
export function nextStep(ctx: Ctx): void {
  const s = ctx.state;
  emptyManaPools(ctx);
  const cur = s.step;
  if (cur === "end_of_combat") {
    const combat = s.combat;
    s.combat = null; // 511.3
    // "attacking creatures have lifelink" stops applying (CR 506.4, 611.3a). Characteristics read
    // combat only through which creatures attack or block (rules/filters.ts): the end of a combat
    // in which none did (the goldfish's, or yours without attackers) changes none of them.
    if (combat && (combat.attackers.length > 0 || combat.blocks.length > 0 || (combat.blockingAlone?.length ?? 0) > 0))
      touchStatics(ctx);
  }
  if (cur === "cleanup") {
    if (s.cleanupAgain) {
      s.cleanupAgain = false;
      beginStep(ctx, "cleanup");
    } else beginTurn(ctx);
    return;
  }
  let next: StepName = NEXT_STEP[cur]!;
  if (cur === "declare_attackers" && (!s.combat || s.combat.attackers.length === 0)) next = "end_of_combat"; // 508.8
  if (cur === "combat_damage" && s.combat && !s.combat.regularDone) next = "combat_damage"; // 510.4
  beginStep(ctx, next);
}

function beginTurn(ctx: Ctx): void {
  const s = ctx.state;
  s.turn++;
  s.active = opponentOf(s.active);
  s.players[s.active].turnStartedAt = tick(s);
  s.players.you.landsPlayed = 0;
  s.players.opponent.landsPlayed = 0;
  // "until your next turn" effects end as that player's turn begins (611.2b)
  endEffects(
    ctx,
    (e) => e.duration.kind === "untilYourNextTurn" && e.controller === s.active && e.createdTurn < s.turn,
  );
  emit(ctx, "turn", `Turn ${s.turn} (${s.active === "you" ? "your" : "the opponent's"} turn)`);
  beginStep(ctx, "untap");
}

/** Begins a step: turn-based actions, "at the beginning of" triggers, then priority (or not). */
export function beginStep(ctx: Ctx, step: StepName): void {
  const s = ctx.state;
  s.step = step;
  s.passes = 0;
  s.priority = s.active;
  switch (step) {
    case "untap":
      // 502.3: the active player untaps their permanents, except those effects keep tapped — all
      // at once: which ones is decided before any untaps (a static ability may read tapped status)
      const untapping: GameObject[] = [];
      for (const id of s.battlefield) {
        const o = s.objects[id]!;
        const c = o.tapped || o.skipNextUntaps ? characteristics(ctx, id) : undefined;
        if (!c || c.controller !== s.active) continue;
        if (o.skipNextUntaps) {
          // "doesn't untap during its controller's next untap step": this one is it, tapped or not
          if (o.skipNextUntaps > 1) o.skipNextUntaps--;
          else delete o.skipNextUntaps;
          continue;
        }
        if (o.tapped && !c.restrictions.includes("doesntUntap")) untapping.push(o);
      }
      for (const o of untapping) setTapped(ctx, o, false);
      s.priority = null; // 502.4: no priority in the untap step
      return;
    case "draw":
      if (!(s.turn === 1 && s.active === s.startingPlayer)) drawStep(ctx); // 103.8a
      break;
    case "beginning_of_combat":
      s.combat = null;
      break;
    case "declare_attackers":
      if (s.active === "you" && canAnyAttack(ctx, "you")) {
        s.pending = { decision: { kind: "declareAttackers", player: "you" }, continuation: { kind: "attackers" } };
      } else {
        s.combat = {
          attackers: [],
          blocks: [],
          blocked: [],
          firstStrikeDone: false,
          regularDone: false,
          firstStrikers: [],
          blockersDeclared: true,
        };
      }
      break;
    case "declare_blockers":
      if (s.combat && !s.combat.blockersDeclared) {
        // the goldfish declares no blockers unless told otherwise
        s.combat.blockersDeclared = true;
        if (s.combat.attackers[0]?.defender === "opponent") emit(ctx, "block", "The opponent declares no blockers");
      }
      break;
    case "combat_damage": {
      const c = s.combat!;
      removeStraysFromCombat(ctx); // CR 506.4: what left combat doesn't call for a first-strike step
      if (!c.firstStrikeDone && needsFirstStrikeStep(ctx)) {
        c.firstStrikeDone = true;
        c.regularDone = false;
        if (!dealCombatDamage(ctx, true)) return; // a division of damage to choose first (510.1c)
      } else {
        c.regularDone = true;
        if (!dealCombatDamage(ctx, false)) return;
      }
      break;
    }
    case "cleanup":
      cleanup(ctx);
      return;
    default:
      break;
  }
  onStepStart(ctx, step);
}

function drawStep(ctx: Ctx): void {
  const s = ctx.state;
  if (s.active === "opponent") return; // the goldfish does not draw (DESIGN.md)
  drawCards(ctx, s.active, 1);
}

function canAnyAttack(ctx: Ctx, p: PlayerId): boolean {
  return ctx.state.battlefield.some((id) => canAttackNow(ctx, id, p));
}

/**
 * CR 514: discard to hand size (a pending decision when the active player is you), then
 * damage wears off and "until end of turn" effects end. Also run again when the hand changed
 * while the discard was pending (the table's manual tools), to ask from the hand as it is.
 */
export function cleanup(ctx: Ctx): void {
  const s = ctx.state;
  const hand = s.players[s.active].hand;
  if (hand.length > MAXIMUM_HAND_SIZE) {
    if (s.active === "you") {
      s.pending = {
        decision: {
          kind: "choice",
          player: "you",
          prompt: `Discard ${hand.length - MAXIMUM_HAND_SIZE} card(s) down to your maximum hand size`,
          options: hand.map((id) => characteristics(ctx, id).name),
          min: hand.length - MAXIMUM_HAND_SIZE,
          max: hand.length - MAXIMUM_HAND_SIZE,
          distinct: false,
        },
        continuation: { kind: "discard" },
      };
      return;
    }
  }
  finishCleanup(ctx);
}

/** The rest of cleanup after any discard (514.2-514.3). */
export function finishCleanup(ctx: Ctx): void {
  const s = ctx.state;
  for (const id of s.battlefield) {
    const o = s.objects[id]!;
    o.damage = 0;
    o.deathtouched = false;
    // "this turn" regeneration shields and "can't be regenerated this turn" end (CR 514.2, 701.15a)
    // (deleted only where present: deleting a property slows every later access to the object)
    if (Object.hasOwn(o, "regenerationShields")) delete o.regenerationShields;
    if (Object.hasOwn(o, "noRegenerationThisTurn")) delete o.noRegenerationThisTurn;
    if (Object.hasOwn(o, "exileIfDiesThisTurn")) delete o.exileIfDiesThisTurn;
  }
  endEffects(ctx, (e) => e.duration.kind === "endOfTurn");
  // 514.2: "this turn" prevention shields end too (CR 615.7).
  dropShields(s, (sh) => sh.duration.kind === "endOfTurn");
  syncControl(ctx, true);
  // 514.3a: if state-based actions or triggers happen, players get priority, then another cleanup.
  const acted = checkStateBasedActions(ctx);
  if (acted || s.triggers.length > 0) {
    s.priority = s.active;
    s.cleanupAgain = true;
    s.passes = 0;
    emit(
      ctx,
      "cleanup",
      "Something happened during cleanup: players get priority, then another cleanup step follows (CR 514.3a)",
    );
    return;
  }
  s.priority = null;
}
