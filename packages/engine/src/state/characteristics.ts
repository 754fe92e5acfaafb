/**
 * The shape of an object's characteristics as the rules see them now (CR 109.3): computed
 * through the layer system (rules/layers.ts, CR 613) on the battlefield, from the copiable
 * values elsewhere; never stored in the state (DESIGN.md).
 */
import type { AbilityDef, ObjectFilter, Restriction } from "./vocabulary/index.js";
import type { CopiableValues, ObjectId, PlayerId } from "./types.js";

/**
 * An object's current characteristics after all continuous effects (CR 109.3, 613): its
 * copiable values' fields with the layers applied, abilities resolved to their definitions
 * (its own in printed order, then granted ones), and its controller.
 */
export interface Characteristics extends Omit<CopiableValues, "abilities"> {
  id: ObjectId;
  /** Non-keyword abilities it has now: its own in printed order, then granted ones. */
  abilities: AbilityDef[];
  controller: PlayerId;
  owner: PlayerId;
  /** Restrictions on the permanent from effects ("can't attack", CR 508.1c; "can't block", 509.1b); not abilities. */
  restrictions: readonly Restriction[];
  /** "Can't be blocked by Walls", "… by artifact creatures" (CR 509.1b): blockers matching one of these can't block it; absent when none. */
  cantBeBlockedBy?: readonly ObjectFilter[];
  /** "Can't be blocked except by Walls" (CR 509.1b): only blockers matching every one of these can block it; absent when none. */
  blockableOnlyBy?: readonly ObjectFilter[];
  /**
   * It is every creature type (CR 205.3m): from changeling, a characteristic-defining ability
   * that works in every zone (702.73a, 604.3), or from an effect in layer 4. Not listed in
   * `subtypes`; filters on creature types see it (see `matches` in rules/filters.ts).
   */
  allCreatureTypes: boolean;
}
