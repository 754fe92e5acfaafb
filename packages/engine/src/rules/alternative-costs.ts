/**
 * Alternative costs given by keywords (CR 118.9, 601.2b, 601.2f): which of a card's alternative
 * costs can be announced now (surge's condition, 702.117a), the mana cost paid in its place,
 * and what a bestowed spell or permanent is (702.103b-f: an Aura with enchant creature).
 */
import type { AlternativeCost, AlternativeCostKind, CardDefinition, ObjectFilter } from "../state/vocabulary/index.js";
import type { GameObject, PlayerId } from "../state/types.js";
import type { Characteristics } from "../state/characteristics.js";
import { refuse, type Ctx } from "../core/context.js";
import { isCreatureType } from "./filters.js";

/** The enchant ability a bestowed Aura has (CR 702.103b): enchant creature. */
export const BESTOW_ENCHANT: ObjectFilter = { types: ["Creature"] };

/** The alternative costs of `def` (CR 118.9): its keywords', and casting it face down for {3} with morph (702.37c). */
export function alternativeCostsOf(def: CardDefinition): readonly AlternativeCost[] {
  if (!def.morph) return def.alternativeCosts ?? [];
  return [...(def.alternativeCosts ?? []), { kind: "morph", mana: "{3}" }];
}

/** The alternative cost of `def` of this kind, if it has one (CR 118.9). */
export function alternativeCostOf(def: CardDefinition, kind: AlternativeCostKind): AlternativeCost | undefined {
  return alternativeCostsOf(def).find((a) => a.kind === kind);
}

/**
 * Whether `player` may announce this alternative cost now: surge only once they have cast
 * another spell this turn (CR 702.117a); the others always (their own rules are checked as
 * the spell is cast).
 */
export function alternativeAvailable(ctx: Ctx, player: PlayerId, kind: AlternativeCostKind): boolean {
  if (kind === "surge") return ctx.state.players[player].castOnTurn === ctx.state.turn;
  return true;
}

/**
 * The alternative cost a `cast` action announces, checked (CR 118.9, 601.2b): refused when the
 * card has no such cost (the keyword's rule), with flashback as well (only one alternative
 * cost, 118.9a), or surge before another spell was cast this turn (702.117a).
 */
export function announcedAlternative(
  ctx: Ctx,
  player: PlayerId,
  def: CardDefinition,
  name: string,
  given: AlternativeCostKind | undefined,
  flashback: boolean,
): AlternativeCost | undefined {
  if (given === undefined) return undefined;
  const rule = RULES[given];
  const alt = alternativeCostOf(def, given);
  if (!alt || def.automated === false) refuse(`${name} has no ${given} cost.`, rule);
  if (flashback) refuse("Only one alternative cost can be paid for a spell (flashback is one).", "118.9a");
  if (!alternativeAvailable(ctx, player, given))
    refuse(`${name} can be cast for its surge cost only after you've cast another spell this turn.`, rule);
  return alt;
}

const RULES: Record<AlternativeCostKind, string> = {
  evoke: "702.74a",
  surge: "702.117a",
  bestow: "702.103a",
  morph: "702.37c",
};

/**
 * A bestowed object's characteristics (CR 702.103b): an Aura enchantment instead of a creature
 * (so without creature subtypes, 205.3d). Applied to its copiable values, before the layers'
 * type-changing effects. Its power and toughness stay as printed, unused while it is no creature.
 */
export function bestowedCharacteristics(c: Characteristics, o: GameObject): Characteristics {
  if (!o.bestowed) return c;
  return {
    ...c,
    types: [
      ...c.types.filter((t) => t !== "Creature"),
      ...(c.types.includes("Enchantment") ? [] : ["Enchantment" as const]),
    ],
    subtypes: [...c.subtypes.filter((t) => !isCreatureType(t)), "Aura"],
    allCreatureTypes: false,
  };
}
