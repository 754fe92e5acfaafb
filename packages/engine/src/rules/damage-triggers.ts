/**
 * Damage's triggered abilities (CR 603.2, 120): "whenever ~ deals damage to an opponent",
 * "whenever enchanted/equipped creature deals damage" and "whenever a creature you control
 * deals combat damage to a player", the latter two carrying the damage dealt.
 */
import type { ObjectId } from "../state/types.js";
import type { Ctx } from "../core/context.js";
import { characteristics, triggerSources } from "./layers.js";
import { matches } from "./filters.js";
import { fromAbility, queue } from "./triggers.js";

/** A permanent dealt damage to an opponent of its controller: "whenever ~ deals damage to an opponent" (CR 603.2). */
export function onDamageToOpponent(ctx: Ctx, source: ObjectId, combat: boolean): void {
  const o = ctx.state.objects[source];
  if (!o || o.zone !== "battlefield") return;
  const c = characteristics(ctx, source);
  for (const a of c.abilities) {
    if (a.kind === "triggered" && a.event.kind === "dealsDamageToOpponent" && (!a.event.combat || combat))
      queue(ctx, fromAbility(c, a, c.controller));
  }
}

/** A permanent dealt damage to a creature: "whenever ~ deals combat damage to a creature, destroy that creature" (CR 603.2). */
export function onDamageToCreature(ctx: Ctx, source: ObjectId, creature: ObjectId, combat: boolean): void {
  const o = ctx.state.objects[source];
  if (!o || o.zone !== "battlefield") return;
  const c = characteristics(ctx, source);
  for (const a of c.abilities) {
    if (a.kind === "triggered" && a.event.kind === "dealsDamageToCreatureSelf" && (!a.event.combat || combat))
      queue(ctx, fromAbility(c, a, c.controller, [creature]));
  }
}

/** A permanent dealt damage to its own controller: the "you" half of "whenever ~ deals damage to a player" (CR 603.2). */
export function onDamageToController(ctx: Ctx, source: ObjectId): void {
  const o = ctx.state.objects[source];
  if (!o || o.zone !== "battlefield") return;
  const c = characteristics(ctx, source);
  for (const a of c.abilities)
    if (a.kind === "triggered" && a.event.kind === "dealsDamageToController")
      queue(ctx, fromAbility(c, a, c.controller));
}

/**
 * A permanent dealt damage in one damage event (CR 120.4b, after prevention, 615.6):
 * "whenever enchanted/equipped creature deals damage" abilities of what is attached to it
 * trigger once, carrying the damage dealt ("that much", CR 603.2). `toPlayers` is the part
 * dealt to players. Combat damage to players also triggers the abilities of every permanent
 * waiting for a creature like the source to deal it (CR 510.2, 603.2).
 */
export function onDealtDamage(
  ctx: Ctx,
  source: ObjectId,
  dealt: { total: number; toPlayers: number },
  combat: boolean,
): void {
  const s = ctx.state;
  if (dealt.total <= 0 || s.objects[source]?.zone !== "battlefield") return;
  if (combat && dealt.toPlayers > 0) onCombatDamageToPlayer(ctx, source, dealt.toPlayers);
  for (const id of s.battlefield) {
    if (s.objects[id]!.attachedTo !== source) continue;
    const c = characteristics(ctx, id);
    for (const a of c.abilities) {
      if (a.kind !== "triggered" || a.event.kind !== "attachedDealsDamage") continue;
      if (a.event.combat && !combat) continue;
      const amount = a.event.toPlayer ? dealt.toPlayers : dealt.total;
      if (amount > 0) queue(ctx, { ...fromAbility(c, a, c.controller), amount });
    }
  }
}

/** "Whenever a <filter> creature deals combat damage to a player" (CR 510.2, 603.2): each permanent's abilities waiting for the source. */
function onCombatDamageToPlayer(ctx: Ctx, source: ObjectId, amount: number): void {
  let src: ReturnType<typeof characteristics> | undefined;
  for (const id of triggerSources(ctx)) {
    const c = characteristics(ctx, id);
    for (const a of c.abilities) {
      if (a.kind !== "triggered" || a.event.kind !== "creatureDealsCombatDamageToPlayer") continue;
      if (a.event.filter.other && id === source) continue;
      src ??= characteristics(ctx, source);
      if (src.types.includes("Creature") && matches(ctx, src, a.event.filter, c.controller))
        queue(ctx, { ...fromAbility(c, a, c.controller), amount });
    }
  }
}
