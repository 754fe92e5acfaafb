/**
 * Planeswalkers (CR 306) and their loyalty (209): loyalty abilities are activated abilities
 * with a loyalty symbol in their cost (606.2, 606.4), activated only at sorcery speed and only
 * if none of the permanent's loyalty abilities has been activated this turn (606.3); a
 * positive cost puts loyalty counters on it, a negative one removes them and can't be paid
 * without enough of them (606.4, 606.6). Damage dealt to a planeswalker removes that many
 * loyalty counters from it (120.3c); one with no loyalty goes to its owner's graveyard
 * (704.5i, in rules/state-based-actions.ts). A planeswalker enters with its printed loyalty
 * (306.5b): the compiler gives each one that entry replacement.
 */
import type { GameObject, PlayerId } from "../state/types.js";
import type { CostDef } from "../state/vocabulary/index.js";
import { emit, refuse, touchObject, type Ctx } from "../core/context.js";
import { sorceryTiming } from "./timing.js";

/** The loyalty counters on a permanent (CR 306.5b, 209.1). */
export function loyaltyOf(o: GameObject): number {
  return o.counters.loyalty ?? 0;
}

/**
 * Why the loyalty cost `cost` of an ability of `o` can't be paid by `player` now, or null when
 * it can (or the cost has no loyalty symbol): sorcery timing and once a turn for the
 * permanent (CR 606.3), enough loyalty for a negative cost (606.6). `x` is the X of a "−X" cost
 * (107.3).
 */
export function loyaltyObstacle(
  ctx: Ctx,
  o: GameObject,
  cost: CostDef,
  player: PlayerId,
  x: number,
): { message: string; rule: string } | null {
  if (cost.loyalty === undefined) return null;
  if (!sorceryTiming(ctx, player))
    return { message: "a loyalty ability can be activated only as a sorcery", rule: "606.3" };
  if (o.loyaltyTurn === ctx.state.turn)
    return { message: "a loyalty ability of this permanent was already activated this turn", rule: "606.3" };
  const remove = loyaltyRemoved(cost, x);
  if (remove > loyaltyOf(o))
    return { message: `its cost removes ${remove} loyalty counters and it has ${loyaltyOf(o)}`, rule: "606.6" };
  return null;
}

/** How many loyalty counters a cost removes: N for "−N", X for "−X" (CR 606.4, 107.3), 0 otherwise. */
function loyaltyRemoved(cost: CostDef, x: number): number {
  if (cost.loyaltyX) return x;
  return cost.loyalty !== undefined && cost.loyalty < 0 ? -cost.loyalty : 0;
}

/** Refuses activating a loyalty ability of `o` that can't be activated now (CR 606.3, 606.6). */
export function checkLoyaltyCost(ctx: Ctx, o: GameObject, name: string, cost: CostDef, player: PlayerId, x: number) {
  const why = loyaltyObstacle(ctx, o, cost, player, x);
  if (why) refuse(`${name}'s loyalty ability can't be activated: ${why.message}.`, why.rule, "602.2b");
}

/**
 * Pays a loyalty cost (CR 606.4): puts N loyalty counters on `o` for "+N", removes N for "−N"
 * (X for "−X"), and records that a loyalty ability of the permanent was activated this turn
 * (606.3). Does nothing for a cost without a loyalty symbol.
 */
export function payLoyaltyCost(ctx: Ctx, o: GameObject, name: string, cost: CostDef, x: number): void {
  if (cost.loyalty === undefined) return;
  const change = cost.loyaltyX ? -x : cost.loyalty;
  o.loyaltyTurn = ctx.state.turn;
  if (change !== 0) {
    o.counters = { ...o.counters, loyalty: loyaltyOf(o) + change };
    emit(
      ctx,
      "counters",
      `${name} ${change > 0 ? `gets ${change}` : `loses ${-change}`} loyalty (now ${loyaltyOf(o)})`,
      { object: o.id },
    );
  }
  touchObject(ctx, o.id);
}

/** Damage dealt to a planeswalker removes that many loyalty counters from it (CR 120.3c); never below 0. */
export function damageLoyalty(ctx: Ctx, o: GameObject, n: number): void {
  o.counters = { ...o.counters, loyalty: Math.max(0, loyaltyOf(o) - n) };
  touchObject(ctx, o.id);
}
