/**
 * Damage's triggered abilities (CR 603.2, 120): "whenever ~ deals damage to an opponent" and
 * "whenever enchanted/equipped creature deals damage", the latter carrying the damage dealt.
 */
import type { ObjectId } from "../state/types.js";
import type { Ctx } from "../core/context.js";
import { characteristics } from "./layers.js";
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

/**
 * A permanent dealt damage in one damage event (CR 120.4b, after prevention, 615.6):
 * "whenever enchanted/equipped creature deals damage" abilities of what is attached to it
 * trigger once, carrying the damage dealt ("that much", CR 603.2). `toPlayers` is the part
 * dealt to players.
 */
export function onDealtDamage(
  ctx: Ctx,
  source: ObjectId,
  dealt: { total: number; toPlayers: number },
  combat: boolean,
): void {
  const s = ctx.state;
  if (dealt.total <= 0 || s.objects[source]?.zone !== "battlefield") return;
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
