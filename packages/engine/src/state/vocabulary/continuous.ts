/**
 * Continuous effects in the card vocabulary (CR 611, 613): how long they last, the
 * modifications they make layer by layer (613.1), restrictions on what permanents may do
 * (508.1c-d, 509.1b, 502.3), and what a static ability affects (604, 611.3).
 */
import type { Color } from "../basics.js";
import type { ObjectFilter } from "./filters.js";
import type { CardType, Keyword, Supertype } from "./words.js";

/** How long a continuous effect lasts (CR 611.2a-b, 514.2). */
export type Duration =
  { kind: "endOfTurn" } | { kind: "indefinite" } | { kind: "whileSourceOnBattlefield" } | { kind: "untilYourNextTurn" };

/** A change a continuous effect makes, with its layer (CR 613.1). */
export type Modification =
  | { layer: "2"; kind: "setController" }
  | { layer: "4"; kind: "addTypes"; types: CardType[] }
  | { layer: "4"; kind: "setCreatureSubtypes"; subtypes: string[] }
  /** "… is a Zombie in addition to its other … types" (CR 205.1b): subtypes added, the others kept. */
  | { layer: "4"; kind: "addSubtypes"; subtypes: string[] }
  /** "… is every creature type" (CR 205.3m; what changeling, 702.73a, says of its own object). */
  | { layer: "4"; kind: "allCreatureTypes" }
  | { layer: "4"; kind: "setLandSubtypes"; subtypes: string[] }
  | { layer: "4"; kind: "removeSupertypes"; supertypes: Supertype[] }
  | { layer: "5"; kind: "setColors"; colors: Color[] }
  /** "… is black in addition to its other colors" (CR 105.3): colors added, the others kept. */
  | { layer: "5"; kind: "addColors"; colors: Color[] }
  | { layer: "6"; kind: "addKeywords"; keywords: Keyword[] }
  | { layer: "6"; kind: "loseAllAbilities" }
  | { layer: "7b"; kind: "setBasePT"; power: number; toughness: number }
  /** `per`: "+N/+N for each <filter>" (relative to the effect's controller), counted as the layer applies (CR 613.4c, 611.3a). */
  | { layer: "7c"; kind: "addPT"; power: number; toughness: number; per?: ObjectFilter }
  | { layer: "7d"; kind: "switchPT" }
  /**
   * Not a characteristic (CR 613.1 doesn't apply): a restriction on what the affected
   * permanent may do, e.g. "can't attack" (CR 508.1c) or "can't block" (CR 509.1b). Kept by
   * the affected permanent even if it loses all abilities: the restriction belongs to the
   * source's static ability, not to the affected object.
   */
  | { layer: "rules"; kind: "restrict"; restrictions: Restriction[] }
  /**
   * "Can't be blocked by Walls", "can't be blocked by white creatures" (CR 509.1b): a
   * restriction, like `restrict`, on which creatures may block the affected one — those
   * matching the filter (relative to the affected creature's controller) can't.
   */
  | { layer: "rules"; kind: "cantBeBlockedBy"; filter: ObjectFilter }
  /**
   * "Can't be blocked except by Walls and/or creatures with flying" (CR 509.1b): a restriction
   * on which creatures may block the affected one — only those matching the filter (relative to
   * the affected creature's controller) can. Several such effects each apply.
   */
  | { layer: "rules"; kind: "cantBeBlockedExceptBy"; filter: ObjectFilter };

/**
 * What a restriction effect forbids (CR 508.1c, 509.1b; "can't be blocked" restricts the
 * defending player's blocks, 509.1b), or requires:
 * - `cantAttack`: "can't attack" (CR 508.1c).
 * - `cantBlock`: "can't block" (CR 509.1b).
 * - `cantBeBlocked`: "can't be blocked" (CR 509.1b).
 * - `blockOnlyFlying`: "can block only creatures with flying" (CR 509.1b).
 * - `mustAttack`: a requirement, "attacks each combat if able" (CR 508.1d): a declaration of
 *   attackers that leaves out such a creature that could attack is illegal.
 * - `doesntUntap`: "doesn't untap during its controller's untap step" (CR 502.3); other
 *   effects can still untap it.
 * - `cantActivate`: "its activated abilities can't be activated" (CR 602.5); `cantActivateNonMana`:
 *   "… unless they're mana abilities" (605.1a).
 */
export type Restriction =
  | "cantAttack"
  | "cantBlock"
  | "cantBeBlocked"
  | "blockOnlyFlying"
  | "mustAttack"
  | "doesntUntap"
  | "cantActivate"
  | "cantActivateNonMana";

/** What a static ability affects (CR 604, 611.3). */
export type StaticAffects =
  /** Permanents matching the filter, relative to the source's controller; `filter.other` leaves the source out ("other Goblins you control"). */
  | { kind: "filter"; filter: ObjectFilter }
  /** The object the source (an Aura or Equipment) is attached to: "enchanted creature …". */
  | { kind: "attached" }
  /** The source itself: "~ attacks each combat if able", "~ doesn't untap during your untap step". */
  | { kind: "self" }
  /**
   * "As long as ~ is paired with another creature, each of those creatures …" (soulbond, CR
   * 702.95b): the source and the creature it is paired with; nothing while it is unpaired.
   */
  | { kind: "paired" };
