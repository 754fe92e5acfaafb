/**
 * Objects and what refers to them (CR 109): copiable values (707.2), cards and tokens in
 * zones, spells' announced choices (601.2b-f), abilities on the stack (113.1b), continuous
 * effects (611.2), prevention shields (615.7), triggered abilities waiting for the stack or
 * for their event (603.3, 603.7), and last known information (608.2h). Plain JSON data.
 */
import type {
  Condition,
  Duration,
  Effect,
  Modification,
  ObjectFilter,
  TargetSpec,
  TriggerEvent,
  AbilityDef,
  CardType,
  Keyword,
  Supertype,
  AlternativeCostKind,
} from "./vocabulary/index.js";
import type { CardId, Color, ObjectId, PlayerId, ZoneName } from "./basics.js";

/** The copiable values of an object (CR 707.2), as printed or as set by a copy effect. */
export interface CopiableValues {
  name: string;
  manaCost: string | null;
  colors: Color[];
  supertypes: Supertype[];
  types: CardType[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  /** Keyword abilities by name ("Haste", "Flying"…), including parameterised ones' names. */
  keywords: Keyword[];
  /** Card-definition abilities, referenced by the definition's name and index: `Name#i`. */
  abilities: AbilityRef[];
  oracleText: string;
}

/** A reference to one ability of a card definition: the definition's name and the ability's index. */
export interface AbilityRef {
  card: string;
  index: number;
}

/** An object: a card or token in some zone, or a spell or ability on the stack (CR 109). */
export interface GameObject {
  id: ObjectId;
  cardId: CardId;
  /** The card definition's name for cards; null for tokens not made as copies of cards. */
  card: string | null;
  /** Tokens and copies: their copiable values, fixed when created (CR 111.1, 707.2). */
  copiable: CopiableValues | null;
  isToken: boolean;
  owner: PlayerId;
  zone: ZoneName;
  /** The controller last seen after effects applied (for CR 302.6 and "lose control" triggers). */
  controller: PlayerId;
  /** The player under whose control it entered the battlefield (CR 110.2): layer 2 starts here. */
  entryController: PlayerId;
  /** `state.clock` when the current controller took control (CR 302.6). */
  controlSince: number;
  tapped: boolean;
  /** Damage marked on a permanent (CR 120.6), removed in cleanup (CR 514.2). */
  damage: number;
  /** Dealt damage by a source with deathtouch since SBAs were last checked (CR 704.5h). */
  deathtouched: boolean;
  /** Regeneration shields created this turn (CR 701.15a); absent when none. */
  regenerationShields?: number;
  /**
   * Activations this turn of its abilities that are limited per turn (CR 602.5b): the turn and,
   * by ability index, how many times. Absent when none; replaced, never changed in place.
   */
  activations?: { turn: number; counts: Readonly<Record<number, number>> };
  /** "Can't be regenerated this turn" (CR 701.15c): shields aren't applied until cleanup. */
  noRegenerationThisTurn?: boolean;
  /** If it would leave the battlefield, it is exiled instead (CR 614.1a, 702.84a). */
  exileIfLeaves?: boolean;
  /** How many of its controller's next untap steps it doesn't untap during (CR 502.3); absent when none. */
  skipNextUntaps?: number;
  /** "If it would die this turn, exile it instead" (CR 614.1a): until cleanup (514.2). */
  exileIfDiesThisTurn?: boolean;
  /** The combat damage step ("turn:first" / "turn:regular") in which its own "prevent that damage" last removed a counter (CR 510.2). */
  selfPreventedIn?: string;
  /**
   * The creature it is paired with by a soulbond ability (CR 702.95b), set on both; the pair
   * holds only while both stay creatures on the battlefield under one controller (702.95e,
   * `pairedPartner` in effects/soulbond.ts).
   */
  pairedWith?: ObjectId;
  /** The turn in which one of its loyalty abilities was last activated (CR 606.3); absent when never. */
  loyaltyTurn?: number;
  /** While a half of a split card is a spell (CR 709.3b): the whole card's name, which `card` becomes again off the stack. */
  wholeCard?: string;
  /**
   * Counters on it by kind (CR 122). Open, unlike the kinds definitions name (`CounterKind`):
   * the manual tools may put any counter on an object, and the engine ignores the kinds it
   * gives no meaning to.
   */
  counters: Record<string, number>;
  /**
   * When the counters of each kind were last put on it (CR 613.7c: every counter of a kind
   * takes the timestamp of the newest); a kind without an entry has the object's timestamp
   * (counters it entered with). Keyword counters apply in layer 6 in this order (122.1b).
   */
  counterTimestamps?: Record<string, number>;
  attachedTo: ObjectId | null;
  /** CR 613.7: when it entered its zone, or when it was last attached (613.7e). */
  timestamp: number;
  /** Set while the object is a spell on the stack: what was announced (CR 601.2b-f). */
  spell?: SpellChoices;
  /** For permanents that resolved from a spell: whether it was kicked etc. (CR 702.33d). */
  castInfo?: CastInfo;
  /**
   * A bestowed Aura spell or permanent (CR 702.103b): an Aura enchantment with enchant creature
   * instead of a creature, until it ceases to be bestowed (702.103e-f). Set only while true.
   */
  bestowed?: boolean;
  /** A face-down spell or permanent (CR 708.2, 702.37c): a 2/2 creature with no name, text, subtypes, colors or mana cost. Set only while true. */
  faceDown?: boolean;
  /** A copy of a spell (CR 707.10): not a card; it ceases to exist when it leaves the stack (704.5e). Set only while true. */
  spellCopy?: boolean;
  /** Chosen on entering (e.g. "as enters, choose a counter") — for display. */
  notes?: string[];
  /** Cards its ability exiled, for its linked ability ("the exiled card", CR 607.2a). Replaced, never mutated. */
  linked?: ObjectId[];
}

/** What a permanent remembers of the spell it was (CR 702.33d kicked, X, 118.9 the alternative cost paid). */
export interface CastInfo {
  kicked: boolean;
  x: number;
  alternative?: AlternativeCostKind;
}

/** What a player announced while casting a spell (CR 601.2b-c, 601.2f). */
export interface SpellChoices {
  modes: number[];
  targets: string[];
  x: number;
  kicked: boolean;
  buyback: boolean;
  flashback: boolean;
  /** The alternative cost paid instead of the mana cost (CR 118.9), if one was. */
  alternative?: AlternativeCostKind;
  /** How many times its replicate cost was paid (CR 702.56a); absent for none. */
  replicate?: number;
  /** Phyrexian symbols paid with life (CR 107.4f). */
  phyrexianLife: number;
  /** How an amount "divided as you choose" is divided, one share per target in order (CR 601.2d). */
  division?: number[];
}

/** An ability on the stack (CR 113.1b): activated or triggered. */
export interface AbilityOnStack {
  id: ObjectId;
  kind: "activated" | "triggered";
  source: ObjectId;
  sourceCard: string | null;
  sourceName: string;
  controller: PlayerId;
  effects: Effect[];
  targetSpecs: TargetSpec[];
  targets: string[];
  x: number;
  /** Objects the ability refers to that are not targets ("that creature", "those tokens"). */
  refs: string[];
  text: string;
  /** Intervening "if" rechecked on resolution (CR 603.4). */
  condition?: Condition;
  /** For activated abilities of spells with kicker etc.: whether the source was kicked. */
  kicked?: boolean;
  /** The amount of the event that triggered it ("that much", CR 603.2), e.g. damage dealt. */
  amount?: number;
  /** How an amount "divided as you choose" is divided, one share per target in order (CR 601.2d). */
  division?: number[];
}

/** One item of the stack: a spell (an object in the stack zone) or an ability. */
export type StackItem = { kind: "spell"; object: ObjectId } | { kind: "ability"; ability: AbilityOnStack };

/** A continuous effect created by a resolving spell or ability (CR 611.2). */
export interface ContinuousEffect {
  id: number;
  timestamp: number;
  source: ObjectId | null;
  controller: PlayerId;
  /** The objects locked in when the effect was created (CR 611.2c). */
  objects: ObjectId[];
  /**
   * Instead of `objects` (then empty): an effect that changes the rules of the game applies to the
   * permanents that match this filter, from its controller's point of view, at each moment
   * (CR 611.2c, second sentence; the `changesRules` of a `modify` instruction).
   */
  filter?: ObjectFilter;
  mods: Modification[];
  duration: Duration;
  /** The turn in which it was created (for "until your next turn"). */
  createdTurn: number;
}

/**
 * A prevention shield (CR 615.7): the next `remaining` damage that would be dealt to `to`
 * (an object on the battlefield or a player) is prevented. Created by a resolving
 * `preventDamage` effect; reduced by each 1 damage it prevents and removed at 0, at cleanup
 * (CR 514.2, "this turn"), or when the shielded permanent leaves the battlefield (CR 400.7).
 */
export interface PreventionShield {
  id: number;
  /** The shielded permanent (object id) or player. */
  to: ObjectId | PlayerId;
  /** Damage still to prevent (> 0). */
  remaining: number;
  /** The spell or ability's source and its controller (for the log). */
  source: ObjectId | null;
  sourceName: string;
  controller: PlayerId;
  duration: { kind: "endOfTurn" };
  createdTurn: number;
}

/** A delayed triggered ability waiting for its event (CR 603.7). */
export interface DelayedTrigger {
  id: number;
  controller: PlayerId;
  sourceName: string;
  source: ObjectId | null;
  event: TriggerEvent;
  /** Objects the trigger watches or refers to. */
  refs: string[];
  effects: Effect[];
  text: string;
  /** Triggers once, then is removed (CR 603.7c). */
  once: boolean;
  createdTurn: number;
  /** For "at the beginning of the next end step": not before this turn/step. */
  notBeforeClock: number;
}

/** A triggered ability that triggered and waits to be put on the stack (CR 603.3). */
export interface PendingTrigger {
  controller: PlayerId;
  source: ObjectId;
  sourceCard: string | null;
  sourceName: string;
  ability: AbilityDef | null;
  effects: Effect[];
  targetSpecs: TargetSpec[];
  refs: string[];
  text: string;
  /** Intervening-if (CR 603.4) rechecked on resolution. */
  condition?: Condition;
  /** The amount of the trigger event ("that much", CR 603.2), e.g. damage dealt. */
  amount?: number;
  /** Its controller has put it in order among their other waiting triggers (CR 603.3b). */
  ordered?: true;
}

/** Last known information about an object that left its zone (CR 608.2h, 113.7a). */
export interface LastKnown {
  id: ObjectId;
  controller: PlayerId;
  owner: PlayerId;
  name: string;
  /** The new object the card became, if any. */
  newId: ObjectId | null;
  toZone: ZoneName | null;
  power: number | null;
  toughness: number | null;
  card: string | null;
  copiable: CopiableValues | null;
  counters: Record<string, number>;
  /** Its keyword abilities as it last existed on the battlefield (deathtouch 702.2e, lifelink 702.15c); absent: not known. */
  keywords?: Keyword[];
  /** What it was attached to as it left the battlefield ("equipped creature" for its abilities, 113.7a). */
  attachedTo?: ObjectId | null;
}
