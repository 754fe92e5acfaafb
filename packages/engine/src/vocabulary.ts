/**
 * The engine's vocabulary for card definitions: abilities, effects, targets, filters,
 * continuous-effect modifications, durations and trigger events. A card definition is a
 * small tree of these (DESIGN.md "Cards"); the engine interprets it and knows no card.
 */
import type { Color, StepName, ZoneName } from "./types.js";

/** A card definition: characteristics, Oracle text and abilities (CR 109.3, 113). */
export interface CardDefinition {
  name: string;
  /** Mana cost in Scryfall notation, e.g. `{1}{R}`, `{X}{R}`, `{2/W}`, `{R/P}`; null for none. */
  manaCost: string | null;
  /** Color indicator; by default the colors of the mana cost (CR 202.2). */
  colors?: Color[];
  supertypes?: string[];
  types: string[];
  subtypes?: string[];
  /** Printed power/toughness; null for `*` with a characteristic-defining ability. */
  power?: number | null;
  toughness?: number | null;
  oracleText: string;
  /**
   * Keyword abilities by their CR name: "Haste", "Trample", "Prowess", "Shroud"… (CR 702).
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
  keywords?: string[];
  abilities?: AbilityDef[];
  /** An instant's or sorcery's effect (CR 608.2): one mode, or several to choose from (CR 700.2). */
  spell?: SpellDef;
  /** Aura: "Enchant <filter>" (CR 303.4, 702.5). The spell targets what it will enchant. */
  enchant?: ObjectFilter;
  /** Additional and alternative costs (CR 702.33 kicker, 702.27 buyback, 702.56 flashback, 207.2c strive). */
  kicker?: string;
  buyback?: string;
  flashback?: string;
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
  types?: string[];
  /** None of these card types. */
  notTypes?: string[];
  /** All of these card types ("land creature"). */
  allTypes?: string[];
  subtypes?: string[];
  supertypes?: string[];
  notSupertypes?: string[];
  controller?: "you" | "opponent";
  nontoken?: boolean;
  /** Any of these colors (CR 105.2; "black creature"). */
  colors?: Color[];
  /** None of these colors ("nonblack", CR 105.2, 205.4b-style negation applied to color). */
  notColors?: Color[];
  /** Exactly one color (CR 105.2a "monocolored"). */
  monocolored?: boolean;
  /** Toughness N or less ("creature with toughness 2 or less", CR 208). */
  toughnessAtMost?: number;
  /** Power N or greater ("creature with power 4 or greater", CR 208.1, 208.3). */
  powerAtLeast?: number;
  /** Power N or less ("creature with power 2 or less", CR 208.1, 208.3). */
  powerAtMost?: number;
  /** Only objects in combat (CR 506.4): "attacking", "blocking" or "attacking or blocking". */
  combat?: "attacking" | "blocking" | "either";
  /** Has at least one counter of this kind. */
  counter?: string;
  /** The object's name is one of these (e.g. names originally printed in Antiquities). */
  names?: string[];
  /**
   * Zone to look in (default battlefield). `"stack"`: spells on the stack ("target creature
   * spell", CR 115.1, 701.5a) — abilities on the stack are not objects and never match.
   */
  zone?: ZoneName;
  /** "another": not the source of the spell or ability that uses the filter (target choice, CR 115, 109.2). */
  other?: boolean;
}

/** A number in an effect: a constant, X, or a count on the battlefield (or, with `filter.zone: "graveyard"`, in graveyards). */
export type Amount =
  | number
  /** X; `dividedAmongTargets`: "X … divided evenly, rounded down, among any number of targets", by the number chosen on casting (Fireball). */
  | { kind: "x"; dividedAmongTargets?: boolean }
  | { kind: "countCounters"; counter: string; filter: ObjectFilter }
  | { kind: "count"; filter: ObjectFilter }
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
  | { kind: "blockersOfSelf"; beyond?: number };

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

/** How long a continuous effect lasts (CR 611.2a-b, 514.2). */
export type Duration =
  | { kind: "endOfTurn" }
  | { kind: "indefinite" }
  | { kind: "whileSourceOnBattlefield" }
  | { kind: "untilYourNextTurn" };

/** A change a continuous effect makes, with its layer (CR 613.1). */
export type Modification =
  | { layer: "2"; kind: "setController" }
  | { layer: "4"; kind: "addTypes"; types: string[] }
  | { layer: "4"; kind: "setCreatureSubtypes"; subtypes: string[] }
  /** "… is every creature type" (CR 205.3m; what changeling, 702.73a, says of its own object). */
  | { layer: "4"; kind: "allCreatureTypes" }
  | { layer: "4"; kind: "setLandSubtypes"; subtypes: string[] }
  | { layer: "4"; kind: "removeSupertypes"; supertypes: string[] }
  | { layer: "5"; kind: "setColors"; colors: Color[] }
  | { layer: "6"; kind: "addKeywords"; keywords: string[] }
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
  | { layer: "rules"; kind: "restrict"; restrictions: Restriction[] };

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
 */
export type Restriction = "cantAttack" | "cantBlock" | "cantBeBlocked" | "blockOnlyFlying" | "mustAttack" | "doesntUntap";

/** What a static ability affects (CR 604, 611.3). */
export type StaticAffects =
  /** Permanents matching the filter, relative to the source's controller; `filter.other` leaves the source out ("other Goblins you control"). */
  | { kind: "filter"; filter: ObjectFilter }
  /** The object the source (an Aura or Equipment) is attached to: "enchanted creature …". */
  | { kind: "attached" }
  /** The source itself: "~ attacks each combat if able", "~ doesn't untap during your untap step". */
  | { kind: "self" };

/** Events that triggered abilities wait for (CR 603.2, 603.6, 603.7). */
export type TriggerEvent =
  | { kind: "entersSelf" }
  /**
   * "Whenever a land enters under your control", "whenever another creature enters": a
   * permanent matching the filter (relative to the ability's controller; `other` leaves the
   * source out) enters the battlefield (CR 603.2, 603.6a).
   */
  | { kind: "enters"; filter: ObjectFilter }
  /** "Whenever you cast a <filter> spell" (CR 603.2, 601.2i); `anyPlayer`: "whenever a player casts …". The filter is relative to the ability's controller. */
  | { kind: "cast"; filter: ObjectFilter; anyPlayer?: boolean }
  | { kind: "attacksSelf" }
  /** "Whenever ~ blocks" (CR 509.3a): once, as blockers are declared (509.1i). */
  | { kind: "blocksSelf" }
  /**
   * "Whenever ~ becomes blocked" (CR 509.3c): once as blockers are declared, however many
   * creatures block it. Afflict (702.130a) and bushido (702.45a) are written with it.
   */
  | { kind: "becomesBlockedSelf" }
  /** "Whenever ~ blocks or becomes blocked" (CR 509.3a, 509.3c; bushido, 702.45a): one trigger whichever happened. */
  | { kind: "blocksOrBecomesBlockedSelf" }
  | { kind: "beginningOfStep"; step: StepName; yours: boolean }
  /** "When ~ is put into a graveyard from the battlefield" (CR 603.6c, 603.10a). */
  | { kind: "selfToGraveyardFromBattlefield" }
  /** "When ~ leaves the battlefield" (CR 603.6c, 603.10a); its refs are the cards the source's linked ability exiled (CR 607.2a). */
  | { kind: "selfLeavesBattlefield" }
  /** Delayed: "when that object leaves the battlefield to one of these zones". */
  | { kind: "refLeaves"; to: ZoneName[] }
  /** Delayed: "at the beginning of the next <step>" (CR 603.7b). */
  | { kind: "nextStep"; step: StepName }
  /** Delayed: "when you lose control of that object" (CR 603.7). */
  | { kind: "refControlLost" }
  /** "Whenever ~ deals damage to an opponent" (CR 603.2, 120.3); `combat`: only combat damage (CR 510). */
  | { kind: "dealsDamageToOpponent"; combat?: boolean }
  /**
   * "Whenever enchanted (or equipped) creature deals damage" (CR 603.2, 120.4b): the permanent
   * the source is attached to dealt damage, combat or not — damage prevented (CR 615.6) isn't
   * dealt. Triggers once per damage event (all combat damage of a step is one, CR 510.2), with
   * the damage dealt as the ability's `triggerAmount` ("that much"). `combat` and `toPlayer`:
   * "deals combat damage to a player", counting only the damage dealt to players.
   */
  | { kind: "attachedDealsDamage"; combat?: boolean; toPlayer?: boolean }
  /** "Whenever you tap a creature for mana" — a triggered mana ability (CR 605.1b). */
  | { kind: "tappedForMana"; filter: ObjectFilter }
  /**
   * "When the last <kind> counter is removed from ~" (vanishing, CR 702.63a): the source had
   * counters of that kind and an instruction or a cost removed the last of them.
   */
  | { kind: "lastCounterRemoved"; counter: string };

/** A condition (intervening "if", CR 603.4, or "if it was kicked", CR 702.33d). */
export type Condition =
  | { kind: "kicked" }
  | { kind: "not"; condition: Condition }
  /** "If you have N or less life" (fateful hour, CR 207.2c ability word): the controller's life total. */
  | { kind: "lifeAtMost"; amount: number }
  /**
   * "As long as you control a Mountain", "… three or more artifacts": at least `atLeast`
   * (default 1) permanents matching the filter under the controller's control.
   */
  | { kind: "youControl"; filter: ObjectFilter; atLeast?: number }
  /** Threshold and the like: at least `amount` cards (matching `filter`, if given) in the controller's graveyard. */
  | { kind: "graveyardAtLeast"; amount: number; filter?: ObjectFilter }
  /**
   * "If this permanent came under your control since the beginning of your last upkeep" (echo,
   * CR 702.30a): judged during an upkeep against the beginning of the controller's upkeep before it.
   */
  | { kind: "cameUnderControlSinceLastUpkeep" }
  /** "If ~ has a <kind> counter on it" (vanishing, CR 702.63a): the source has at least one. */
  | { kind: "sourceHasCounter"; counter: string }
  /**
   * "If it had no -1/-1 counters on it" (persist, CR 702.79a; undying 702.93a): the source, as it
   * last existed on the battlefield (CR 603.10a look-back), had no counter of that kind.
   */
  | { kind: "sourceHadNoCounters"; counter: string };

/** A token's characteristics as an effect gives them (CR 111.3); name defaults per 111.4. */
export interface TokenSpec {
  name?: string;
  colors: Color[];
  supertypes?: string[];
  types: string[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  keywords?: string[];
  oracleText?: string;
}

/** One instruction of a resolving spell or ability (CR 608.2c). */
export type Effect =
  /** `noRegenerateThisTurn`: "A creature dealt damage this way can't be regenerated this turn." (CR 701.15c) */
  | { kind: "damage"; amount: Amount; to: Ref; noRegenerateThisTurn?: boolean }
  /**
   * "Prevent the next N damage that would be dealt to <it> this turn" (CR 615.7): a prevention
   * shield on each referred creature or player (CR 615.1, 615.11), used up 1 damage at a time
   * by damage from any source, combat or not; it ends at cleanup (CR 514.2) and is gone when
   * the shielded permanent leaves the battlefield (CR 400.7).
   */
  | { kind: "preventDamage"; amount: Amount; to: Ref; duration: { kind: "endOfTurn" } }
  /**
   * "Counter target spell" (CR 701.5a): each referred spell still on the stack is removed from
   * it without resolving and put into its owner's graveyard (exiled instead if it was cast with
   * flashback, 702.34a). A spell that can't be countered stays (CR 101.2). `unlessPays`: "unless
   * its controller pays {N}" (CR 118.12): the spell's controller chooses, as the counter resolves,
   * whether to pay (options `pay` / `don't pay`; no choice when they can't pay it).
   */
  | { kind: "counter"; what: Ref; unlessPays?: string }
  /** `noRegenerate`: "It can't be regenerated." — regeneration shields aren't applied (CR 701.15c). */
  | { kind: "destroy"; what: Ref; noRegenerate?: boolean }
  /** "Regenerate ~" (CR 701.15a): a shield that replaces the next destruction this turn. */
  | { kind: "regenerate"; what: Ref }
  /**
   * `link`: the exiled cards are remembered by the source permanent for its linked ability
   * ("the exiled card", CR 607.2a), while it stays on the battlefield.
   */
  | { kind: "exile"; what: Ref; link?: boolean }
  | { kind: "returnToHand"; what: Ref }
  | { kind: "tap"; what: Ref }
  | { kind: "untap"; what: Ref }
  | { kind: "gainLife"; amount: Amount; who: Ref }
  /** The player loses life (CR 119.3); not damage. */
  | { kind: "loseLife"; amount: Amount; who: Ref }
  /** The player draws cards (CR 121.1-121.2). */
  | { kind: "draw"; amount: Amount; who: Ref }
  | { kind: "gainControl"; what: Ref; duration: Duration }
  /**
   * `times`: "… for each <thing>" counted once, as the instruction is carried out (e.g. rampage,
   * CR 702.23b): each addPT of `mods` is multiplied by it; nothing happens when it is 0.
   */
  | { kind: "modify"; what: Ref; mods: Modification[]; duration: Duration; times?: Amount }
  | { kind: "addCounters"; what: Ref; counter: string; amount: Amount }
  | { kind: "createTokens"; token: TokenSpec; amount: Amount; controller?: Ref }
  | { kind: "createCopyTokens"; of: Ref; amount: Amount; haste?: boolean; nonlegendary?: boolean; kickedAmount?: Amount }
  | { kind: "earthbend"; amount: Amount; target: number }
  | { kind: "returnTopCreatureFromGraveyard" }
  /** Put cards from a graveyard or exile onto the battlefield under the ability's controller's control. */
  /** `counters`: "with a -1/-1 counter on it" — it enters with them (CR 122.6; persist 702.79a, undying 702.93a). */
  | { kind: "putOntoBattlefield"; what: Ref; tapped: boolean; ownerControls?: boolean; counters?: Record<string, number> }
  | { kind: "delayed"; event: TriggerEvent; effects: Effect[]; refs: Ref; text: string }
  /** `who`: the player who searches (default the controller), e.g. "its controller may search their library" (Path to Exile). */
  | { kind: "search"; filter: ObjectFilter; to: "battlefield" | "hand"; tapped: boolean; who?: Ref }
  | { kind: "shuffle"; who?: Ref }
  /**
   * "Shuffle ~ into its owner's library" (CR 701.24a; 701.20a in the 2025-02-07 text): each
   * object goes to its owner's library, which is then shuffled. With `{ kind: "self" }` as a
   * spell's last instruction, the spell goes there instead of to the graveyard (CR 608.2n);
   * a spell cast with flashback is exiled instead (702.34a).
   */
  | { kind: "shuffleIntoLibrary"; what: Ref }
  /** "Put target creature on top of its owner's library" (CR 401.4 for the owner's library; `bottom`: on the bottom). */
  | { kind: "putOnLibrary"; what: Ref; bottom?: boolean }
  | { kind: "sacrificeAll"; filter: ObjectFilter }
  /**
   * "If it would leave the battlefield, exile it instead of putting it anywhere else" (CR
   * 614.1a; unearth, 702.84a): a replacement effect on each referred permanent, for as long
   * as it stays on the battlefield (a new object once it leaves, CR 400.7).
   */
  | { kind: "exileIfLeaves"; what: Ref }
  /** Its controller sacrifices it (CR 701.21a). */
  | { kind: "sacrifice"; what: Ref }
  | { kind: "attach"; what: Ref; to: Ref }
  | { kind: "addMana"; choices: string[]; amount?: number }
  | { kind: "conditional"; condition: Condition; then: Effect[] }
  /**
   * "Return a land you control to its owner's hand": the controller chooses `count` permanents
   * matching the filter as the instruction is carried out (CR 608.2d). Not a target (CR 115.1),
   * so shroud and hexproof don't matter. The chosen permanents become `last` for the next
   * instructions. With no more candidates than `count`, there's nothing to decide.
   */
  | {
      kind: "choose"; text: string; filter: ObjectFilter; count: number;
      /** Who chooses ("target player sacrifices a creature"); default the controller. The filter is relative to the chooser. */
      chooser?: Ref;
    }
  /**
   * The player discards cards of their choice (CR 701.8a, 701.8b). With `revealChosenByController`
   * the player reveals their hand (701.16a) and the ability's controller chooses the card(s)
   * among those matching `filter` (Duress: "You choose a noncreature, nonland card from it").
   */
  | { kind: "discard"; amount: Amount; who: Ref; filter?: ObjectFilter; revealChosenByController?: boolean }
  /** "You may …": the controller chooses on resolution whether to do it (CR 608.2d); options `yes` / `no`. */
  | { kind: "optional"; text: string; then: Effect[]; who?: Ref }
  /**
   * "<otherwise> unless you pay {M}" (CR 118.12a): the same as "you may pay {M}; if you don't,
   * <otherwise>". The controller chooses on resolution (CR 608.2d) — options `pay` / `don't pay`,
   * asked only when the mana can be paid (untapped mana sources and the pool, with the same
   * payment planner as casting); when it can't, `otherwise` happens. `perCounter`: the cost is paid
   * once for each counter of that kind on the source ("for each age counter on it", cumulative
   * upkeep, CR 702.24a); with none, it costs nothing.
   */
  | { kind: "unlessPay"; text: string; mana: string; perCounter?: string; otherwise: Effect[] }
  /**
   * "Remove a <kind> counter from ~" (CR 122.1; fading 702.32a, vanishing 702.63a): removes up to
   * `amount` counters of that kind from each referred permanent. `ifUnable`: "If you can't, …"
   * — done when no counter could be removed from it (CR 118.12).
   */
  | { kind: "removeCounters"; what: Ref; counter: string; amount: number; ifUnable?: Effect[] }
  /**
   * Mill N (CR 701.13a; 701.17a in the current rules): each referred player puts the top N
   * cards of their library into their graveyard — as many as there are (701.13b). The milled
   * cards, now in the graveyard, become `last` (701.13c). Not a draw: an empty library only
   * means fewer cards are milled (CR 704.5b looks at draws).
   */
  | { kind: "mill"; amount: Amount; who: Ref }
  /**
   * Scry N (CR 701.18a; 701.22a in the current rules): the controller looks at the top N cards
   * of their library and puts any number of them on the bottom and the rest on top, both in the
   * order they choose (CR 401.4) — an `arrange` decision. Scry 0 does nothing (701.18b).
   */
  | { kind: "scry"; amount: Amount }
  /**
   * "Look at the top N cards of your library" and put them where the text says (CR 608.2c;
   * looking shows the cards to the controller only, 701.16e): `picks`, in the order of the text,
   * say how many of them go where ("put one of them into your hand", "you may reveal a creature
   * card and/or a land card from among them and put the revealed cards into your hand"), and
   * `rest` where the others go ("the rest on the bottom of your library in any order", "into your
   * graveyard", "then put them back in any order" — no picks, the rest on top). Cards put
   * together into a library go in the order the controller chooses (CR 401.4), or in a random
   * order with `randomOrder` ("in a random order", with the game's seeded RNG). Answered with an
   * `arrange` decision. The cards put into a hand become `last`.
   */
  | { kind: "lookAtTop"; amount: Amount; picks: LookPick[]; rest: LibraryPlace; randomOrder?: boolean };

/** Where a card looked at from the top of a library can be put (CR 608.2c, 701.18a, 401.4). */
export type LibraryPlace = "hand" | "graveyard" | "top" | "bottom";

/**
 * One "put … of them <place>" of a `lookAtTop` instruction (CR 608.2c). Each place appears at
 * most once in an instruction, the rest's included.
 */
export interface LookPick {
  to: LibraryPlace;
  /** How many: a number, or `"any"` ("any number of them", up to all the cards looked at). */
  count: number | "any";
  /** "You may …", "up to": fewer may be put there, none included. `"any"` always may. */
  upTo?: boolean;
  /**
   * What the cards put there must be: each a different one of these filters ("a creature card
   * and/or a land card": one creature card, one land card, or one of each). At most as many
   * cards as filters. The filters are relative to the controller.
   */
  slots?: ObjectFilter[];
  /** The cards put there are revealed first (CR 701.16a): the log names them. */
  reveal?: boolean;
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
  removeCounters?: { counter: string; amount: number };
  /** "Pay N life" (CR 118.3, 119.4): payable only with a life total of at least N. */
  payLife?: number;
  /**
   * "Discard this card" (cycling and typecycling, CR 702.29a, 702.29e): a cost that moves the
   * card out of its owner's hand, so the ability functions only there (CR 113.6m).
   */
  discardSelf?: boolean;
}

/** An ability of a card definition (CR 113.3). */
export type AbilityDef =
  | {
      kind: "activated"; text: string; cost: CostDef; targets: TargetSpec[]; effects: Effect[];
      /** "Activate only as a sorcery" (CR 602.5d); equip (CR 702.6a). */
      sorcery?: boolean;
      /**
       * The ability functions while its card is in its owner's graveyard, and only there
       * (CR 113.6b; unearth, 702.84a): activated by the card's owner; `{ kind: "self" }` is the card.
       */
      fromGraveyard?: boolean;
    }
  | {
      kind: "triggered"; text: string; event: TriggerEvent; targets: TargetSpec[]; effects: Effect[];
      /** Intervening "if" (CR 603.4). */
      condition?: Condition;
    }
  | {
      kind: "static"; text: string; affects: StaticAffects; mods: Modification[];
      /**
       * "… as long as <condition>" (CR 611.3a: checked continuously). Evaluated once layer 4
       * has applied, so its mods must be of layers 5–7 or restrictions.
       */
      condition?: Condition;
    }
  | { kind: "replacement"; text: string; replacement: EntryReplacement }
  /**
   * "<filter> spells you cast cost {N} less to cast" (CR 601.2f): a static ability of a
   * permanent that reduces the generic part of the total cost of each matching spell its
   * controller casts, by `amount` (never below {0}, and never a colored requirement). The filter
   * is relative to the permanent's controller and applies to the spell's characteristics.
   */
  | { kind: "costReduction"; text: string; spells: ObjectFilter; amount: number };

/** Replacement effects that modify how a permanent enters the battlefield (CR 614.1c-d, 614.12). */
export type EntryReplacement =
  | { kind: "entersTapped" }
  | { kind: "entersTappedUnlessControl"; subtypes: string[] }
  | { kind: "payLifeOrTapped"; life: number }
  | { kind: "entersWithCounters"; counters: Record<string, number> }
  | { kind: "entersWithCounterChoice"; options: string[]; count: number }
  /** Bloodthirst N (CR 702.54a): N +1/+1 counters if an opponent was dealt damage this turn. */
  | { kind: "bloodthirst"; amount: number }
  /** "You may have this permanent enter with …counters" (unleash, CR 702.98a): options `yes` / `no`. */
  | { kind: "optionalCounters"; text: string; counters: Record<string, number> };
