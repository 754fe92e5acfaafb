/**
 * What instructions act on (card vocabulary): target requirements (CR 115), object filters
 * (relative to the controller of the ability using them), amounts, and references to the
 * objects and players an instruction means.
 */
import type { Color, ZoneName } from "../basics.js";
import type { CounterKind } from "./counters.js";
import type { CardType, Keyword, Supertype } from "./words.js";

/** A target requirement (CR 115): what is a legal target, and how many. */
export interface TargetSpec {
  text: string;
  /** Objects that may be chosen (on the battlefield unless `zone` says otherwise). */
  objects?: ObjectFilter;
  /** Whether players may be chosen ("any target" includes players, CR 115.4); `"opponent"`: "target opponent" only (CR 102.3). */
  players?: boolean | "opponent";
  min: number;
  max: number;
}

/** A filter on objects, relative to the controller of the ability that uses it. */
export interface ObjectFilter {
  /** Any of these card types (Creature, Land, Artifact, Enchantment, Planeswalker, Battle…). */
  types?: CardType[];
  /** None of these card types. */
  notTypes?: CardType[];
  /** All of these card types ("land creature"). */
  allTypes?: CardType[];
  /** Any of these subtypes (an open list, see `CardDefinition.subtypes`). */
  subtypes?: string[];
  supertypes?: Supertype[];
  notSupertypes?: Supertype[];
  controller?: "you" | "opponent";
  nontoken?: boolean;
  /** Any of these colors (CR 105.2; "black creature"). */
  colors?: Color[];
  /** None of these colors ("nonblack", CR 105.2, 205.4b-style negation applied to color). */
  notColors?: Color[];
  /** Exactly one color (CR 105.2a "monocolored"). */
  monocolored?: boolean;
  /** Two or more colors (CR 105.2b "multicolored"). */
  multicolored?: boolean;
  /** No color (CR 105.2c "colorless"). */
  colorless?: boolean;
  /** Toughness N or less ("creature with toughness 2 or less", CR 208). */
  toughnessAtMost?: number;
  /** Power N or greater ("creature with power 4 or greater", CR 208.1, 208.3). */
  powerAtLeast?: number;
  /** Power N or less ("creature with power 2 or less", CR 208.1, 208.3). */
  powerAtMost?: number;
  /** Mana value N or less ("Spirit card with mana value 3 or less", CR 202.3; soulshift 702.46a). */
  manaValueAtMost?: number;
  /** Only objects in combat (CR 506.4): "attacking", "blocking" or "attacking or blocking". */
  combat?: "attacking" | "blocking" | "either";
  /** Has at least one counter of this kind. */
  counter?: CounterKind;
  /**
   * Tapped status (CR 110.5, 110.6): `true` "tapped", `false` "untapped". Only permanents have
   * a status; a card in another zone matches neither.
   */
  tapped?: boolean;
  /** Has this keyword ability ("creature with flying", CR 702.9). */
  keyword?: Keyword;
  /** Doesn't have this keyword ability ("creatures without flying", CR 702.9). */
  notKeyword?: Keyword;
  /** The object's name is one of these (e.g. names originally printed in Antiquities). */
  names?: string[];
  /**
   * Zone to look in (default battlefield). `"stack"`: spells on the stack ("target creature
   * spell", CR 115.1, 701.5a) — abilities on the stack are not objects and never match.
   */
  zone?: ZoneName;
  /** "another": not the source of the spell or ability that uses the filter (target choice, CR 115, 109.2). */
  other?: boolean;
  /**
   * Also matches at least one of these ("target land or nonblack creature": a land, or a
   * creature that isn't black — each description with its own adjectives, CR 115.1, 105.2).
   */
  anyOf?: ObjectFilter[];
  /** "Creature attacking you" (CR 506.3, 508.1b): an attacking creature whose defending player is the filter's "you". */
  attackingYou?: boolean;
}

/** A number in an effect: a constant, X, or a count on the battlefield (or, with `filter.zone: "graveyard"`, in graveyards). */
export type Amount =
  | number
  /** X; `dividedAmongTargets`: "X … divided evenly, rounded down, among any number of targets", by the number chosen on casting (Fireball). */
  | { kind: "x"; dividedAmongTargets?: boolean }
  | { kind: "countCounters"; counter: CounterKind; filter: ObjectFilter }
  /** `times`: "3 life for each …" — the count multiplied by it (default 1). */
  | { kind: "count"; filter: ObjectFilter; times?: number }
  /**
   * "Its power": the power of the first object `ref` names as the instruction is carried out,
   * or as it last existed on the battlefield if it has left (CR 608.2h, 113.7a); 0 for none.
   */
  | { kind: "powerOf"; ref: Ref }
  /**
   * "That much": the amount of the event that triggered the ability, carried by the triggered
   * ability's instance (CR 603.2, 603.7c), e.g. the damage actually dealt (CR 120.4b, 615.6).
   * 0 outside a triggered ability whose event has an amount.
   */
  | { kind: "triggerAmount" }
  /**
   * The number of creatures blocking the source of the resolving ability, less `beyond`
   * (never below 0): "for each creature blocking it beyond the first" (rampage, CR 702.23a-b),
   * counted as the ability resolves. 0 outside a resolving ability.
   */
  | { kind: "blockersOfSelf"; beyond?: number }
  /**
   * "The number of basic land types among lands you control" (domain, CR 207.2c): how many of
   * Plains, Island, Swamp, Mountain and Forest (205.3i) the lands the player controls have, 0-5.
   */
  | { kind: "basicLandTypes" };

/** Which objects or players an instruction acts on. */
export type Ref =
  | { kind: "target"; index?: number }
  | { kind: "self" }
  | { kind: "last" }
  | { kind: "refs" }
  | { kind: "all"; filter: ObjectFilter }
  | { kind: "you" }
  /** "each opponent" (CR 102.3): every player who isn't the controller; not a target (115.10). */
  | { kind: "opponents" }
  /** The object the source (an Aura or Equipment) is attached to. */
  | { kind: "attachedTo" }
  | { kind: "controllerOf"; ref: Ref };
