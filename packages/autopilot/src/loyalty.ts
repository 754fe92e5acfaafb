/**
 * Planeswalkers on autopilot (CR 606): once a turn, in main phase 1 when nothing else is to be
 * cast, each planeswalker we control activates one loyalty ability — its ultimate (the ability
 * with the most negative loyalty cost) as soon as the engine lets it be paid (606.6), else its
 * largest "+N" or "0" ability. Minus abilities short of the ultimate are kept for the player
 * (they spend the loyalty that protects the planeswalker). An ability that harms what it
 * targets is aimed only at the goldfish and its permanents, any other only at ours; an
 * ability with no such target choice is not used.
 */
import type { Action, CardRegistry, GameState } from "@fishbowl/engine";
import { legalActions } from "@fishbowl/engine";
import { definitionOf, harmful } from "./roles.js";

type Activated = Extract<
  NonNullable<NonNullable<ReturnType<typeof definitionOf>>["abilities"]>[number],
  { kind: "activated" }
>;

/** Whether we control a planeswalker that has not activated a loyalty ability this turn (a cheap test before `legalActions`). */
function walkerReady(state: GameState, registry: CardRegistry): boolean {
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o || o.controller !== "you" || o.loyaltyTurn === state.turn) continue;
    const def = definitionOf(state, registry, o.card);
    if (def?.abilities?.some((a) => a.kind === "activated" && a.cost.loyalty !== undefined)) return true;
  }
  return false;
}

/** Whether every target of `a` is on the right side: the goldfish's for a harmful ability, ours otherwise. */
function targetsFit(state: GameState, a: Extract<Action, { type: "activate" }>, bad: boolean): boolean {
  for (const t of a.targets ?? []) {
    const side = t === "you" || t === "opponent" ? t : state.objects[t]?.controller;
    if (side !== (bad ? "opponent" : "you")) return false;
  }
  return true;
}

/**
 * The loyalty ability to activate now, or null: the ultimate when it can be paid, else the
 * largest non-negative loyalty ability, per planeswalker in battlefield order (CR 606.3: one a
 * turn each; the engine's `legalActions` offers only those it allows).
 */
export function loyaltyAction(state: GameState, registry: CardRegistry): Action | null {
  if (state.step !== "main1" || !walkerReady(state, registry)) return null;
  let best: { action: Action; score: number } | null = null;
  for (const a of legalActions(state, "you", registry)) {
    if (a.type !== "activate") continue;
    const def = definitionOf(state, registry, state.objects[a.object]?.card ?? null);
    const acts = (def?.abilities ?? []).filter((x): x is Activated => x.kind === "activated");
    const ab = acts[a.ability];
    if (!ab || ab.cost.loyalty === undefined || ab.cost.loyaltyX) continue;
    const ultimate = Math.min(...acts.map((x) => (x.cost.loyaltyX ? 0 : (x.cost.loyalty ?? 0))));
    const cost = ab.cost.loyalty;
    const score = cost < 0 && cost === ultimate ? 1000 : cost >= 0 ? cost : -Infinity;
    if (score === -Infinity || !targetsFit(state, a, harmful(ab.effects))) continue;
    if (!best || score > best.score) best = { action: a, score };
  }
  return best?.action ?? null;
}
