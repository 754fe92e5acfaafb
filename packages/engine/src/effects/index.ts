/**
 * The interpreter of the vocabulary's instructions (CR 608.2c: a resolving spell or ability
 * does what its text says, in order): one handler for each kind of `Effect`, grouped by topic
 * in this folder and gathered in `EFFECT_HANDLERS`, where a kind without a handler is a type
 * error.
 *
 * Keyword actions implemented here, numbered as in the current rules (which the shared
 * scenarios cite): destroy (701.8), discard (701.9), exile (701.13), sacrifice (701.21), search
 * (701.23), shuffle (701.24), earthbend (701.66). The 2025-02-07 text in the reference folder
 * numbers them 701.7, 701.8, 701.11, 701.17, 701.19 and 701.20 (earthbend is newer). Mill and
 * scry are cited as 701.13 and 701.18 of the 2025-02-07 text (701.17 and 701.22 in the current
 * rules); scry and "look at the top N cards" are carried out in rules/library.ts. Drawing
 * (121) and losing life (119.3) too.
 */
import type { Effect } from "../state/vocabulary/index.js";
import type { ResolutionFrame } from "../state/types.js";
import type { Ctx } from "../core/context.js";
import { choiceEffects } from "./choices.js";
import { continuousEffects } from "./continuous.js";
import { damageEffects } from "./damage.js";
import { libraryEffects } from "./library.js";
import { permanentEffects } from "./permanents.js";
import { playerEffects } from "./players.js";
import { stackEffects } from "./stack.js";
import { soulbondEffects } from "./soulbond.js";
import { keywordMechanicEffects } from "./keyword-mechanics.js";
import { zoneEffects } from "./zones.js";
import { fromHandEffects } from "./from-hand.js";
import { combatEffects } from "./combat.js";
import { untapEffects } from "./untap.js";
import type { EffectHandler, EffectHandlers, EffectResult } from "./frame.js";

export type { EffectResult } from "./frame.js";

/** Every instruction kind's handler. */
export const EFFECT_HANDLERS: EffectHandlers = {
  ...damageEffects,
  ...playerEffects,
  ...libraryEffects,
  ...permanentEffects,
  ...zoneEffects,
  ...fromHandEffects,
  ...combatEffects,
  ...continuousEffects,
  ...choiceEffects,
  ...stackEffects,
  ...untapEffects,
  ...soulbondEffects,
  ...keywordMechanicEffects,
};

/** Carries out one instruction of the resolution `frame` (CR 608.2c). */
export function runEffect(ctx: Ctx, frame: ResolutionFrame, e: Effect): EffectResult {
  // The registry pairs each kind with its handler; TypeScript can't follow that through the index.
  const handler = EFFECT_HANDLERS[e.kind] as EffectHandler<Effect["kind"]>;
  return handler(ctx, frame, e, (sub) => runEffect(ctx, frame, sub));
}
