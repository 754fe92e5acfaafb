/**
 * The engine's data model: game state, objects, actions, decisions, events, refusals.
 *
 * Everything here is plain JSON data (DESIGN.md "State is plain data"): no classes, no
 * closures, no Maps. A `GameState` can be serialised with `JSON.stringify`, sent to a worker
 * and read back, and replaying the same actions from the same beginning gives the same state.
 */
import type { CardDefinition, Effect, TargetSpec, TokenSpec, Duration, Modification, TriggerEvent, AbilityDef, LibraryPlace, ObjectFilter } from "./vocabulary.js";

/** The two players of a goldfish game. The opponent is the goldfish: it never acts on its own. */
export type PlayerId = "you" | "opponent";
/** An object's identity; a new one on every zone change (CR 400.7). Format `o<number>`. */
export type ObjectId = string;
/** A physical card (or token) for the whole game. Format `c<number>` (cards) or `t<number>` (tokens). */
export type CardId = string;
/** One of the five colors, by its letter (CR 105.1). */
export type Color = "W" | "U" | "B" | "R" | "G";
/** The zones of CR 400.1. */
export type ZoneName = "library" | "hand" | "battlefield" | "graveyard" | "stack" | "exile" | "command";
/** The steps (and main phases) of a turn (CR 500-514), in order. */
export type StepName =
  | "untap" | "upkeep" | "draw" | "main1" | "beginning_of_combat" | "declare_attackers"
  | "declare_blockers" | "combat_damage" | "end_of_combat" | "main2" | "end" | "cleanup";

/** The steps in turn order (CR 500.1). */
export const STEPS: readonly StepName[] = [
  "untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
  "declare_blockers", "combat_damage", "end_of_combat", "main2", "end", "cleanup",
];

/** The copiable values of an object (CR 707.2), as printed or as set by a copy effect. */
export interface CopiableValues {
  name: string;
  manaCost: string | null;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  /** Keyword abilities by name ("Haste", "Flying"…), including parameterised ones' names. */
  keywords: string[];
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
  /** "Can't be regenerated this turn" (CR 701.15c): shields aren't applied until cleanup. */
  noRegenerationThisTurn?: boolean;
  /** If it would leave the battlefield, it is exiled instead (CR 614.1a, 702.84a). */
  exileIfLeaves?: boolean;
  counters: Record<string, number>;
  attachedTo: ObjectId | null;
  /** CR 613.7: when it entered its zone, or when it was last attached (613.7e). */
  timestamp: number;
  /** Set while the object is a spell on the stack: what was announced (CR 601.2b-f). */
  spell?: SpellChoices;
  /** For permanents that resolved from a spell: whether it was kicked etc. (CR 702.33d). */
  castInfo?: { kicked: boolean; x: number };
  /** Chosen on entering (e.g. "as enters, choose a counter") — for display. */
  notes?: string[];
  /** Cards its ability exiled, for its linked ability ("the exiled card", CR 607.2a). Replaced, never mutated. */
  linked?: ObjectId[];
}

/** What a player announced while casting a spell (CR 601.2b-c, 601.2f). */
export interface SpellChoices {
  modes: number[];
  targets: string[];
  x: number;
  kicked: boolean;
  buyback: boolean;
  flashback: boolean;
  /** Phyrexian symbols paid with life (CR 107.4f). */
  phyrexianLife: number;
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
  condition?: import("./vocabulary.js").Condition;
  /** For activated abilities of spells with kicker etc.: whether the source was kicked. */
  kicked?: boolean;
  /** The amount of the event that triggered it ("that much", CR 603.2), e.g. damage dealt. */
  amount?: number;
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
  condition?: import("./vocabulary.js").Condition;
  /** The amount of the trigger event ("that much", CR 603.2), e.g. damage dealt. */
  amount?: number;
}

/** A player's state. */
export interface PlayerState {
  id: PlayerId;
  life: number;
  library: ObjectId[];
  hand: ObjectId[];
  graveyard: ObjectId[];
  /** Lands played this turn (CR 305.2). */
  landsPlayed: number;
  /** Mana in the pool, by color letter or "C" (CR 106.4). */
  manaPool: Record<string, number>;
  /** `state.clock` when this player's most recent turn began, or -1. */
  turnStartedAt: number;
  /** Attempted to draw from an empty library (CR 704.5b). */
  drewFromEmpty: boolean;
  hasLost: boolean;
  mulligans: number;
  /** Poison counters (CR 122.1, 120.3b from infect); ten or more lose the game (704.5c). */
  poison: number;
  /** `state.turn` of the last turn in which this player was dealt damage (bloodthirst, CR 702.54a); absent: never. */
  damagedOnTurn?: number;
  /** `state.clock` when this player's most recent upkeep began (CR 503), and the one before it (echo, CR 702.30a); absent: none yet. */
  upkeepAt?: number;
  previousUpkeepAt?: number;
}

/** Combat bookkeeping for the current turn (CR 506-511). */
export interface CombatState {
  attackers: { attacker: ObjectId; defender: PlayerId }[];
  blocks: { blocker: ObjectId; attacker: ObjectId }[];
  /** Blocked attackers (stay blocked even if blockers leave, CR 509.1h). */
  blocked: ObjectId[];
  firstStrikeDone: boolean;
  /** The regular combat damage step has happened (CR 510.4). */
  regularDone: boolean;
  /** Creatures that dealt first-strike damage (CR 510.4). */
  dealtFirstStrike: ObjectId[];
  blockersDeclared: boolean;
}

/** A decision the game waits for (DESIGN.md "Decisions"). The next action must answer it. */
export type Decision =
  | { kind: "declareAttackers"; player: PlayerId }
  | { kind: "declareBlockers"; player: PlayerId }
  | { kind: "targets"; player: PlayerId; prompt: string; specs: TargetSpec[]; legal: string[][] }
  | { kind: "choice"; player: PlayerId; prompt: string; options: string[]; min: number; max: number; distinct: boolean }
  | { kind: "mulligan"; player: PlayerId; mulligans: number }
  | { kind: "bottom"; player: PlayerId; count: number }
  /**
   * Where the cards looked at from the top of a library go (scry, CR 701.18a; "look at the top
   * N cards …", 608.2c): each card to one of `places`, and in which order (CR 401.4). The cards
   * are shown here to `player` only (looking, CR 701.16e); the rest of the view and the log
   * never name them unless they are revealed or put into a public zone.
   *
   * Answered by a `choose` action whose `targets` list every card's id exactly once and whose
   * `options` give each one's place (`options[i]` for `targets[i]`: "hand", "graveyard", "top"
   * or "bottom"). The order of the list is the order of the cards: those going to the top or the
   * bottom of the library are listed from the top down (the first listed "top" card ends on top;
   * the last listed "bottom" card ends at the very bottom); those going to a graveyard are put
   * there one after another (CR 404.3), the last listed ending on top.
   */
  | { kind: "arrange"; player: PlayerId; prompt: string; cards: { id: ObjectId; name: string }[]; places: ArrangePlace[]; /** The CR rule the arrangement follows, cited by refusals. */ rule: string };

/**
 * One place of an `arrange` decision: where some of the cards looked at may go and how many
 * (CR 608.2c). Each place appears once; the last is where "the rest" go.
 */
export interface ArrangePlace {
  to: LibraryPlace;
  min: number;
  max: number;
  /** Each card put there must match a different one of these filters (relative to the deciding player). */
  slots?: ObjectFilter[];
  /** With `slots`: for each card of the decision (same index as `cards`), the indices of the slots it matches. */
  fits?: number[][];
  /** The cards put there are revealed (CR 701.16a). */
  reveal?: boolean;
  /** They go there in a random order (the seeded RNG), whatever order the answer lists them in. */
  random?: boolean;
  /** The place in words, for prompts ("into your hand", "on the bottom of your library"). */
  text: string;
}

/** What the game does with the answer to a decision (plain data; see decisions.ts). */
export type Continuation =
  | { kind: "trigger"; trigger: PendingTrigger }
  | { kind: "resolve"; frame: ResolutionFrame }
  | { kind: "enter"; entry: EntryFrame }
  | { kind: "mulligan" }
  | { kind: "bottom" }
  | { kind: "discard" }
  /** A draw a player may replace with dredge (CR 702.52a): `remaining` cards still to draw, then `frame` resumes. */
  | { kind: "draw"; player: PlayerId; remaining: number; frame?: ResolutionFrame }
  | { kind: "attackers" }
  | { kind: "blockers" };

/** A resolution in progress (CR 608.2): which instruction is next, and what was remembered. */
export interface ResolutionFrame {
  item: StackItem;
  controller: PlayerId;
  source: ObjectId | null;
  sourceName: string;
  effects: Effect[];
  pc: number;
  targets: string[];
  /** Target indices that are illegal on resolution (CR 608.2b). */
  illegal: number[];
  x: number;
  kicked: boolean;
  refs: string[];
  /** Objects the last instruction created or moved ("it", "that creature", "those tokens"). */
  last: string[];
  answer?: string[];
  /** The answer to an `arrange` decision: each card looked at and where it goes, in order (CR 401.4). */
  arranged?: { id: ObjectId; to: LibraryPlace }[];
  /** Tokens the current instruction already made before an entry choice suspended it (614.12). */
  made?: number;
  /** A triggered ability's event amount, for `{ kind: "triggerAmount" }` ("that much", CR 603.2). */
  amount?: number;
}

/** An object entering the battlefield whose replacement effects need a choice (CR 614.12). */
export interface EntryFrame {
  object: ObjectId;
  controller: PlayerId;
  tapped: boolean;
  /** Index of the next replacement to consider. */
  next: number;
  counters: Record<string, number>;
  answer?: string[];
  /** After entering: resume this resolution (if it entered while something resolved). */
  resume?: ResolutionFrame;
  /** A land played (for landsPlayed bookkeeping). */
  landPlay?: boolean;
  /** True once the entry waited for a decision (so the resolution it interrupted must resume). */
  suspended?: boolean;
}

/** The whole game. Plain JSON (DESIGN.md). */
export interface GameState {
  format: "fishbowl-game/1";
  /** Incremented by every applied action. */
  version: number;
  /** Incremented by every change that may alter characteristics (their cache key). */
  revision: number;
  /** A counter for timestamps and control times (CR 613.7). */
  clock: number;
  nextId: number;
  rng: [number, number, number, number];
  turn: number;
  active: PlayerId;
  step: StepName;
  priority: PlayerId | null;
  /** Consecutive passes with no action in between (CR 117.4). */
  passes: number;
  players: Record<PlayerId, PlayerState>;
  objects: Record<ObjectId, GameObject>;
  battlefield: ObjectId[];
  exile: ObjectId[];
  /** Bottom first; the last item is the top of the stack. */
  stack: StackItem[];
  effects: ContinuousEffect[];
  delayed: DelayedTrigger[];
  triggers: PendingTrigger[];
  /**
   * Prevention shields (CR 615.7) in creation order; absent when there are none. Several on
   * one object or player apply one at a time, oldest first (see `preventDamage` in resolve.ts).
   */
  shields?: PreventionShield[];
  pending: { decision: Decision; continuation: Continuation } | null;
  combat: CombatState | null;
  winner: PlayerId | null;
  /** Priority was given during cleanup, so another cleanup step follows (CR 514.3a). */
  cleanupAgain?: boolean;
  /** Whose turn comes first (CR 103.1). */
  startingPlayer: PlayerId;
  /** Card definitions not in the registry used to build the game (vanilla catalog cards). */
  extraCards: Record<string, CardDefinition>;
  /** Game log lines (human-readable). */
  log: string[];
  /** Counter of tokens made, for token card ids. */
  tokenCount: number;
  /** Objects' last known information when they left the battlefield (CR 608.2h), by old id. */
  lki: Record<ObjectId, LastKnown>;
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
}

/** A player's action: the only way to change a game (DESIGN.md "Actions in, events out"). */
export type Action =
  | { type: "pass"; player: PlayerId }
  | { type: "playLand"; player: PlayerId; object: ObjectId }
  | {
      type: "cast"; player: PlayerId; object: ObjectId; targets?: string[]; x?: number; modes?: number[];
      kicker?: boolean; buyback?: boolean; flashback?: boolean;
      /**
       * How the Phyrexian symbols of the cost being paid (the mana cost, or the flashback cost)
       * are paid, each with its colored mana or with 2 life independently (CR 107.4f): "mana"
       * (the default) all with mana, "life" all with life, or one "life" or "mana" per Phyrexian
       * symbol in the order they appear in the cost (`{1}{B/P}{B/P}` with ["life", "mana"]: 2
       * life, {1}{B}). A list of the wrong length, or life asked of a cost with no Phyrexian
       * symbol, is refused (107.4f, 601.2f); so is more life than the player has (119.4).
       */
      phyrexian?: PhyrexianPayment;
      /**
       * The permanents sacrificed for the spell's additional cost (CR 118.8, 601.2h); may be left
       * out when there are exactly as many candidates as the cost asks for.
       */
      sacrifice?: ObjectId[];
    }
  | {
      type: "activate"; player: PlayerId; object: ObjectId; ability: number; targets?: string[]; x?: number;
      /**
       * For a mana ability that adds one mana of a choice of types ("{T}: Add {R} or {G}", "Add one
       * mana of any color"): the type chosen, a color letter or "C" (CR 106.1a-b). The player
       * chooses as the ability resolves, which for a mana ability is at once (605.3b), so it is
       * given here; one choice serves every such instruction of the ability. Required when there
       * is more than one type to choose from: without it the activation is refused, naming the
       * choices (`legalActions` lists one activation per type, so the autopilot and the UI pick
       * one). A type the ability can't add is refused (106.1a, 605.3b); on an ability that adds
       * no mana, refused (605.1a). May be given, and must match, when there is only one type.
       * Abilities that add several mana ("{T}: Add {R}{G}") need nothing.
       */
      mana?: string;
      /**
       * The permanents sacrificed to pay a "sacrifice a <filter>" cost (CR 602.2b, 601.2h); may be
       * left out when there are exactly as many candidates as the cost asks for.
       */
      sacrifice?: ObjectId[];
    }
  | { type: "declareAttackers"; player: PlayerId; attackers: ObjectId[]; defender?: PlayerId }
  | { type: "declareBlockers"; player: PlayerId; blocks: { blocker: ObjectId; attacker: ObjectId }[] }
  | { type: "choose"; player: PlayerId; targets?: string[]; options?: string[] }
  /**
   * Keep passing priority until `step` (of a later turn with `nextTurn`; of a turn whose active
   * player is `active`, when given), stopping early for any decision or the end of the game.
   */
  | { type: "passUntil"; player: PlayerId; step: StepName; nextTurn?: boolean; active?: PlayerId }
  | { type: "manual"; player: PlayerId; op: ManualOp };

/** How a cost's Phyrexian symbols are paid (CR 107.4f): all with mana, all with life, or one choice per symbol in cost order. */
export type PhyrexianPayment = "life" | "mana" | ("life" | "mana")[];

/** Manual tools for cards that are not automated (recorded as actions so replay works). */
export type ManualOp =
  | { kind: "move"; object: ObjectId; to: ZoneName; position?: "top" | "bottom" }
  | { kind: "tap"; object: ObjectId; tapped: boolean }
  | { kind: "counters"; object: ObjectId; counter: string; delta: number }
  | { kind: "createToken"; token: TokenSpec; controller?: PlayerId }
  | { kind: "setLife"; target: PlayerId; life: number };

/** Something that happened, for logs and UIs. */
export interface GameEvent {
  type: string;
  text: string;
  object?: ObjectId;
  player?: PlayerId;
}

/** Why an action was refused: a message for a player and the CR numbers behind it. */
export interface Refusal {
  message: string;
  rules: string[];
}

/** The result of `apply`: a new state and its events, or a refusal that changed nothing. */
export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: Refusal };
