/**
 * "Activate only if <condition>" (CR 602.5b): a restriction on activating an ability, checked
 * as it is activated (and so as the goldfish looks for mana sources); not checked again as it
 * resolves.
 */
import type { ObjectId, PlayerId } from "../state/types.js";
import type { AbilityDef } from "../state/vocabulary/index.js";
import type { Ctx } from "../core/context.js";
import { conditionHolds } from "./triggers.js";

/** Whether `player` may activate the ability of `source` now as far as its "activate only if" condition goes. */
export function activationConditionHolds(ctx: Ctx, ab: AbilityDef, source: ObjectId, player: PlayerId): boolean {
  if (ab.kind !== "activated" || !ab.condition) return true;
  return conditionHolds(ctx, ab.condition, source, undefined, player);
}
