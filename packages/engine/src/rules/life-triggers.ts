/**
 * "Whenever you gain life" (CR 119.9, 603.2): one trigger for each life gain event — each
 * instruction that makes a player gain life, and each source with lifelink dealing damage
 * (702.15b, 702.15e: several sources are separate events). Gaining 0 life is no event.
 */
import type { PlayerId } from "../state/types.js";
import type { Ctx } from "../core/context.js";
import { characteristics, triggerSources } from "./layers.js";
import { fromAbility, queue } from "./triggers.js";

/** `player` gained `amount` life in one event: the "whenever you gain life" abilities of the permanents they control trigger. */
export function onLifeGained(ctx: Ctx, player: PlayerId, amount: number): void {
  if (amount <= 0) return;
  for (const id of triggerSources(ctx)) {
    const c = characteristics(ctx, id);
    if (c.controller !== player) continue;
    for (const a of c.abilities)
      if (a.kind === "triggered" && a.event.kind === "youGainLife")
        queue(ctx, { ...fromAbility(c, a, c.controller), amount });
  }
}
