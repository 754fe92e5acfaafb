/**
 * "It doesn't untap during its controller's next untap step" (CR 502.3): the permanent is
 * marked, and the untap step of its controller that comes next leaves it tapped
 * (rules/turn-structure.ts). A permanent that leaves the battlefield is a new object (400.7).
 */
import { emit } from "../core/context.js";
import { nameOf } from "../rules/queries.js";
import { onBattlefield, refIds, type EffectHandlers } from "./frame.js";

/** The handler of `skipNextUntap`. */
export const untapEffects: Pick<EffectHandlers, "skipNextUntap"> = {
  skipNextUntap(ctx, frame, e) {
    for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id))) {
      const o = ctx.state.objects[id]!;
      o.skipNextUntaps = (o.skipNextUntaps ?? 0) + 1;
      emit(ctx, "untap", `${nameOf(ctx, id)} doesn't untap during its controller's next untap step`, { object: id });
    }
    return "done";
  },
};
