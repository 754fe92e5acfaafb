/**
 * A permanent's own prevention effect (CR 615.1): "If damage would be dealt to ~, prevent that
 * damage. Remove a +1/+1 counter from ~." (the Phantom creatures), "… Put a -1/-1 counter on ~
 * for each 1 damage prevented this way." The damage is never dealt (615.6). The counter is
 * removed once for each damage event: all combat damage of one combat damage step is one event
 * (510.2), so several creatures' damage to it at once costs it one counter.
 */
import type { ObjectId } from "../state/types.js";
import type { Characteristics } from "../state/characteristics.js";
import { emit, touch, type Ctx } from "../core/context.js";
import { putCounters } from "../core/objects.js";
import { onLastCounterRemoved } from "./triggers.js";

/** Applies the prevention ability of `id` (characteristics `c`) to `n` damage; returns whether it had one (all the damage is then prevented). */
export function preventDamageToSelf(ctx: Ctx, id: ObjectId, c: Characteristics, n: number, combat: boolean): boolean {
  const a = c.abilities.find((x) => x.kind === "preventDamageToSelf");
  if (!a || a.kind !== "preventDamageToSelf") return false;
  const s = ctx.state;
  const o = s.objects[id]!;
  emit(ctx, "prevent", `${n} damage to ${c.name} is prevented (its own ability, CR 615.1)`, { object: id });
  if (a.countersPerDamage) {
    putCounters(ctx, o, a.countersPerDamage, n);
    emit(ctx, "counters", `${c.name} gets ${n} ${a.countersPerDamage} counter${n === 1 ? "" : "s"}`, { object: id });
  }
  const event = combat ? `${s.turn}:${s.combat?.regularDone ? "regular" : "first"}` : undefined;
  if (a.removeCounter && (event === undefined || o.selfPreventedIn !== event)) {
    if (event !== undefined) o.selfPreventedIn = event;
    const had = o.counters[a.removeCounter] ?? 0;
    if (had > 0) {
      o.counters = { ...o.counters, [a.removeCounter]: had - 1 };
      emit(ctx, "counters", `A ${a.removeCounter} counter is removed from ${c.name}`, { object: id });
      if (had === 1) onLastCounterRemoved(ctx, id, a.removeCounter);
    }
  }
  touch(ctx);
  return true;
}
