/**
 * "Remove it from combat" (CR 506.4: an effect that specifically removes a permanent from
 * combat): it stops being an attacking or blocking creature and deals and is dealt no combat
 * damage (510.1); an attacker it blocked stays blocked (509.1h), and a creature that blocked it
 * stays a blocking creature (509.1g).
 */
import { emit } from "../core/context.js";
import { nameOf } from "../rules/queries.js";
import { removeFromCombat } from "../rules/combat-removal.js";
import { onBattlefield, refIds, type EffectHandlers } from "./frame.js";

/** The handler of `removeFromCombat`. */
export const combatEffects: Pick<EffectHandlers, "removeFromCombat"> = {
  removeFromCombat(ctx, frame, e) {
    const c = ctx.state.combat;
    for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id))) {
      const inCombat =
        !!c &&
        (c.attackers.some((a) => a.attacker === id) ||
          c.blocks.some((b) => b.blocker === id) ||
          (c.blockingAlone ?? []).includes(id));
      if (!inCombat) continue;
      removeFromCombat(ctx, id);
      emit(ctx, "combat", `${nameOf(ctx, id)} is removed from combat (CR 506.4)`, { object: id });
    }
    return "done";
  },
};
