/**
 * Card definitions in the card vocabulary: characteristics and Oracle text (CR 109.3), spells'
 * modes (700.2), abilities (113.3: activated, triggered, static, replacement, cost reduction),
 * their costs (118, 602.1a) and entry replacements (614.1c-d, 614.12).
 */
import type { Color } from "../basics.js";
import type { Modification, StaticAffects } from "./continuous.js";
import type { Effect } from "./effects.js";
import type { Amount, ObjectFilter, TargetSpec } from "./filters.js";
import type { Condition, TriggerEvent } from "./triggers.js";
import type { CounterAmounts, CounterKind } from "./counters.js";
import type { AlternativeCostKind, CardType, Keyword, Supertype } from "./words.js";

/** A card definition: characteristics, Oracle text and abilities (CR 109.3, 113). */
export interface CardDefinition {
  name: string;
  /** Mana cost in Scryfall notation, e.g. `{1}{R}`, `{X}{R}`, `{2/W}`, `{R/P}`; null for none. */
  manaCost: string | null;
  /** Color indicator; by default the colors of the mana cost (CR 202.2). */
  colors?: Color[];
  supertypes?: Supertype[];
  types: CardType[];
  /**
   * Subtypes (CR 205.3), capitalised as printed ("Goblin", "Equipment", "Forest"). Not a closed
   * list like the card types: new creature types come with almost every set (205.3m lists
   * about 300), so a list in the engine would refuse the cards of every catalog newer than
   * it, while the engine gives a meaning to only a few subtypes (basic land types, 305.6;
   * Aura and Equipment, 303.4, 301.5). The hand-written definitions' subtypes are checked
   * against the CR's lists by a test of the cards package instead.
   */
  subtypes?: string[];
  /** Printed power/toughness; null for `*` with a characteristic-defining ability. */
  power?: number | null;
  toughness?: number | null;
  oracleText: string;
  /**
   * Keyword abilities by their CR name, one of `KEYWORDS` (words.ts): "Haste", "Trample",
   * "Prowess", "Shroud"… (CR 702).
   * Evasion: "Flying", "Shadow", "Menace", "Fear" (702.36), "Intimidate" (702.13),
   * "Plainswalk"/"Islandwalk"/"Swampwalk"/"Mountainwalk"/"Forestwalk" (landwalk, 702.14),
   * "Horsemanship" (702.31), "Skulk" (702.118). Damage: "Infect" (702.90), "Wither" (702.80).
   * "Changeling" (702.73a): the object is every creature type, in every zone.
   * Paying a spell's cost (CR 601.2h): "Convoke" (702.51a: tap untapped creatures you control,
   * each paying {1} or one mana of its color), "Improvise" (702.126a: tap untapped artifacts,
   * each paying {1}), "Delve" (702.66a: exile cards from your graveyard, each paying {1}).
   * "Can't be countered": not a CR 702 keyword but a static ability of a spell ("This spell
   * can't be countered", CR 101.2: the "can't" wins over a counter effect), kept with the
   * keywords so that effects that remove abilities remove it too.
   * Combat triggers the engine implements itself: "Battle cry" (702.91a), "Flanking" (702.25a);
   * each instance triggers separately (702.91b, 702.25b).
   */
  keywords?: Keyword[];
  abilities?: AbilityDef[];
  /**
   * A split card's halves (CR 709): each a definition of its own (name, mana cost, type, effect),
   * one of which is chosen as the card is cast (709.3). The card's own fields are the halves'
   * characteristics combined (709.4) and it has no `spell` of its own.
   */
  faces?: CardDefinition[];
  /** An instant's or sorcery's effect (CR 608.2): one mode, or several to choose from (CR 700.2). */
  spell?: SpellDef;
  /** Aura: "Enchant <filter>" (CR 303.4, 702.5). The spell targets what it will enchant. */
  enchant?: ObjectFilter;
  /** Additional and alternative costs (CR 702.33 kicker, 702.27 buyback, 702.56 flashback, 207.2c strive). */
  kicker?: string;
  /** "Spend only black mana on X." (CR 107.3, 601.2h): the X of the mana cost is paid with mana of this color only. */
  xColor?: Color;
  buyback?: string;
  flashback?: string;
  /**
   * Alternative costs given by keywords (CR 118.9, 601.2b): evoke (702.74a), surge (702.117a),
   * bestow (702.103a). The caster may pay one of them rather than the mana cost (only one
   * alternative cost per spell, 118.9a; flashback is one too), announced with the cast's
   * `alternative`. See `AlternativeCost`.
   */
  alternativeCosts?: AlternativeCost[];
  /**
   * Morph [cost] (CR 702.37a) or megamorph [cost] (702.37b): the card may be cast face down as a
   * 2/2 creature for {3} (the alternative cost "morph", 702.37c, 708) and turned face up any time
   * its controller has priority by paying `cost` (a special action, 702.37e, 116.2b); with
   * `megamorph`, it gets a +1/+1 counter as it is turned face up.
   */
  morph?: { cost: string; megamorph?: boolean };
  /**
   * Replicate [cost] (CR 702.56a): an additional cost that may be paid any number of times as the
   * spell is cast (the cast's `replicate`), and a trigger as it is cast that copies it once for
   * each time.
   */
  replicate?: string;
  /** Entwine [cost] (CR 702.42a): a modal spell may be cast with all its modes by paying this too (the cast's `entwine`). */
  entwine?: string;
  /**
   * Dredge N (CR 702.52a): while this card is in its owner's graveyard and they have at least N
   * cards in their library (702.52b), they may replace a draw by milling N cards and returning
   * this card to their hand.
   */
  dredge?: number;
  /** Extra cost for each target beyond the first: strive (CR 207.2c), or a printed cost increase such as Fireball's (601.2f). */
  strive?: string;
  /**
   * An additional cost printed on the spell (CR 118.8, 601.2b): "As an additional cost to cast
   * this spell, sacrifice a creature." Paid with the mana cost as the spell is cast (601.2h).
   */
  additionalCost?: SpellAdditionalCost;
  /**
   * "Affinity for artifacts", "affinity for Plains" (CR 702.41a): the spell costs {1} less to
   * cast for each permanent matching the filter its caster controls (a generic-only reduction,
   * 601.2f).
   */
  affinity?: ObjectFilter;
  /** Characteristic-defining ability for power (CR 604.3, layer 7a). */
  powerCda?: Amount;
  toughnessCda?: Amount;
  /** False for catalog cards played with printed characteristics only, or only partly automated. */
  automated?: boolean;
  /** The clauses of the Oracle text (as printed) that the definition does not implement, when `automated` is false. */
  unautomated?: string[];
  /**
   * Cost clauses of the card (as printed) the definition does not implement, such as "As an
   * additional cost to cast this spell, discard a card or pay {5}." (CR 118.8): without them the
   * total cost (601.2f) is unknown, so the engine does not cast the card — casting it is not a
   * legal action — and the player casts it with the manual tools, paying that cost themselves.
   */
  castManually?: string[];
  /** Arbitrary data a definition carries (e.g. the Antiquities name list for Golgothian Sylex). */
  data?: Record<string, string[]>;
}

/** An instant's or sorcery's text: either one set of effects, or modes to choose from. */
export interface SpellDef {
  modes: SpellMode[];
  /** How many modes are chosen (CR 700.2); 1..1 for "Choose one". */
  chooseMin: number;
  chooseMax: number;
}

/** One mode (or the only "mode") of a spell. */
export interface SpellMode {
  text: string;
  targets: TargetSpec[];
  effects: Effect[];
}

/**
 * "Sacrifice a creature", "sacrifice two lands", "sacrifice another creature" as a cost
 * (CR 118.3, 602.1a, 701.21a): `count` permanents matching `filter` that the payer controls
 * (the filter is relative to them; `filter.other` leaves the source out, CR 109.2). The player
 * chooses which as the cost is paid (CR 601.2h, 602.2b); without enough of them the cost
 * can't be paid (118.3).
 */
export interface SacrificeCost {
  filter: ObjectFilter;
  count: number;
}

/**
 * "Discard a card", "discard two cards", "discard a creature card" (CR 118.3, 701.8a) and
 * "exile a creature card from your graveyard", "exile three cards from your graveyard" (118.3,
 * 406.2) as costs: `count` cards matching `filter` in the payer's own hand or graveyard, which
 * they choose as the cost is paid (CR 601.2h, 602.2b; 701.8b). `filter.other` leaves the
 * ability's own card out ("exile another creature card from your graveyard", CR 109.2). Without
 * enough such cards the cost can't be paid (118.3).
 */
export interface CardsCost {
  filter: ObjectFilter;
  count: number;
}

/** An alternative cost of a card (CR 118.9): its kind and the mana paid instead of the mana cost, in Scryfall notation. */
export interface AlternativeCost {
  kind: AlternativeCostKind;
  mana: string;
}

/** Additional costs printed on a spell (CR 118.8, 601.2b, 601.2f): paid with its mana cost. */
export interface SpellAdditionalCost {
  sacrifice?: SacrificeCost;
}

/** The cost of an activated ability (CR 118, 602.1a). */
export interface CostDef {
  mana?: string;
  /** `{T}` (CR 107.5; with the 302.6 check for creatures). */
  tap?: boolean;
  sacrificeSelf?: boolean;
  /** "Sacrifice a creature" — other permanents the controller chooses as the cost is paid (CR 118.3, 602.2b). */
  sacrifice?: SacrificeCost;
  /** "Remove N <kind> counters from ~" (CR 118.3, 122.1). */
  removeCounters?: { counter: CounterKind; amount: number };
  /** "Pay N life" (CR 118.3, 119.4): payable only with a life total of at least N. */
  payLife?: number;
  /**
   * "Discard this card" (cycling and typecycling, CR 702.29a, 702.29e): a cost that moves the
   * card out of its owner's hand, so the ability functions only there (CR 113.6m).
   */
  discardSelf?: boolean;
  /** "Discard a card", "discard two cards" (CR 701.8a, 118.3): cards from the payer's hand, chosen by them (the `discard` field of `activate`). */
  discard?: CardsCost;
  /** "Exile a creature card from your graveyard" (CR 406.2, 118.3): cards from the payer's graveyard, chosen by them (the `exile` field of `activate`). */
  exileFromGraveyard?: CardsCost;
  /**
   * "Return a land you control to its owner's hand", "return two Islands you control to their
   * owner's hand" (CR 118.3): permanents the payer controls, chosen by them (the `returnToHand`
   * field of `activate`), put into their owners' hands.
   */
  returnToHand?: SacrificeCost;
  /** "Return ~ to its owner's hand" (CR 118.3): the permanent itself, like `sacrificeSelf`. */
  returnSelf?: boolean;
  /**
   * A loyalty symbol (CR 606.4): "+N" puts N loyalty counters on the permanent, "−N" removes N
   * (`loyalty` is the signed N, 0 for "0"); `loyaltyX` marks "−X" (107.3, `loyalty` then -1).
   * A loyalty ability is activated only as a sorcery, once a turn for its permanent (606.3).
   */
  loyalty?: number;
  loyaltyX?: boolean;
  /** "Spend only black mana on X" (CR 107.3, 601.2h, 602.2b): the X of `mana` is paid with mana of this color only. */
  xColor?: Color;
  /**
   * Crew N (CR 702.122a): "tap any number of other untapped creatures you control with total
   * power N or greater" — chosen by the activating player (the `crew` field of `activate`).
   */
  crew?: number;
  /** "Pay {E}{E}" (CR 107.14, 118.3): remove that many energy counters from yourself; payable only with that many. */
  payEnergy?: number;
}

/** An ability of a card definition (CR 113.3). */
export type AbilityDef =
  | {
      kind: "activated";
      text: string;
      cost: CostDef;
      targets: TargetSpec[];
      effects: Effect[];
      /** "Activate only as a sorcery" (CR 602.5d); equip (CR 702.6a). */
      sorcery?: boolean;
      /**
       * "Activate only once each turn" (1), "… no more than twice each turn" (2): how many times
       * the ability may be activated in one turn (CR 602.5b), counted on its object.
       */
      perTurn?: number;
      /**
       * The ability functions while its card is in its owner's graveyard, and only there
       * (CR 113.6b; unearth, 702.84a): activated by the card's owner; `{ kind: "self" }` is the card.
       */
      fromGraveyard?: boolean;
      /** "Activate only if you control a Swamp" (CR 602.5b): checked as the ability is activated. */
      condition?: Condition;
    }
  | {
      kind: "triggered";
      text: string;
      event: TriggerEvent;
      targets: TargetSpec[];
      effects: Effect[];
      /** Intervening "if" (CR 603.4). */
      condition?: Condition;
    }
  | {
      kind: "static";
      text: string;
      affects: StaticAffects;
      mods: Modification[];
      /**
       * "… as long as <condition>" (CR 611.3a: checked continuously). Evaluated once layer 4
       * has applied, so its mods must be of layers 5–7 or restrictions.
       */
      condition?: Condition;
      /**
       * "… has 'When this creature dies, draw a card.'" (CR 613.1f layer 6, 113.2c): triggered
       * abilities each affected permanent has as its own (its source, its controller's).
       */
      grants?: AbilityDef[];
    }
  | { kind: "replacement"; text: string; replacement: EntryReplacement }
  /**
   * "<filter> spells you cast cost {N} less to cast" (CR 601.2f): a static ability of a
   * permanent that reduces the generic part of the total cost of each matching spell its
   * controller casts, by `amount` (never below {0}, and never a colored requirement). The filter
   * is relative to the permanent's controller and applies to the spell's characteristics.
   */
  | { kind: "costReduction"; text: string; spells: ObjectFilter; amount: number }
  /**
   * "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (CR
   * 615.1): all damage that would be dealt to the permanent is prevented; then, once for each
   * damage event (one for all combat damage of a step, 510.2), `removeCounter` is removed from
   * it, and `countersPerDamage` put on it for each 1 damage prevented ("… for each 1 damage
   * prevented this way").
   */
  | { kind: "preventDamageToSelf"; text: string; removeCounter?: CounterKind; countersPerDamage?: CounterKind };

/** Replacement effects that modify how a permanent enters the battlefield (CR 614.1c-d, 614.12). */
export type EntryReplacement =
  | { kind: "entersTapped" }
  | { kind: "entersTappedUnlessControl"; subtypes: string[] }
  | { kind: "payLifeOrTapped"; life: number }
  | { kind: "entersWithCounters"; counters: CounterAmounts }
  /** "~ enters with X +1/+1 counters on it" (CR 614.1c): X as the permanent was cast, 0 if it wasn't (107.3m). */
  | { kind: "entersWithXCounters"; counter: CounterKind }
  | { kind: "entersWithCounterChoice"; options: CounterKind[]; count: number }
  /** Devour N (CR 702.82a): as it enters, sacrifice any number of creatures; N +1/+1 counters for each. */
  | { kind: "devour"; amount: number }
  /** Bloodthirst N (CR 702.54a): N +1/+1 counters if an opponent was dealt damage this turn. */
  | { kind: "bloodthirst"; amount: number }
  /** "You may have this permanent enter with …counters" (unleash, CR 702.98a): options `yes` / `no`. */
  | { kind: "optionalCounters"; text: string; counters: CounterAmounts };
