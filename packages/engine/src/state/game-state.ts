/**
 * The whole game (DESIGN.md "State is plain data"): players (CR 102), combat (506-511), the
 * decision the game waits for and what to do with its answer, resolutions and entries
 * in progress (608.2, 614.12), and `GameState` itself. Plain JSON data.
 */
import type { CardDefinition, Effect, LibraryPlace, ObjectFilter, TargetSpec } from "./vocabulary/index.js";
import type { ObjectId, PlayerId, StepName } from "./basics.js";
import type {
  ContinuousEffect,
  DelayedTrigger,
  GameObject,
  LastKnown,
  PendingTrigger,
  PreventionShield,
  StackItem,
} from "./objects.js";

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
  /** Energy counters (CR 122.1, 107.14: {E} is one; paying it removes one); absent: none. */
  energy?: number;
  /** `state.turn` of the last turn in which this player was dealt damage (bloodthirst, CR 702.54a); absent: never. */
  damagedOnTurn?: number;
  /** `state.turn` of the last turn in which this player cast a spell (surge, CR 702.117a); absent: never. */
  castOnTurn?: number;
  /** `state.clock` when this player's most recent upkeep began (CR 503), and the one before it (echo, CR 702.30a); absent: none yet. */
  upkeepAt?: number;
  previousUpkeepAt?: number;
}

/** Combat bookkeeping for the current turn (CR 506-511). */
export interface CombatState {
  attackers: { attacker: ObjectId; defender: PlayerId }[];
  blocks: { blocker: ObjectId; attacker: ObjectId }[];
  /**
   * Blocking creatures all of whose attackers were removed from combat: they stay blocking
   * creatures (CR 509.1g, 506.4) but assign no combat damage (510.1d).
   */
  blockingAlone?: ObjectId[];
  /** Blocked attackers (stay blocked even if blockers leave, CR 509.1h). */
  blocked: ObjectId[];
  firstStrikeDone: boolean;
  /** The regular combat damage step has happened (CR 510.4). */
  regularDone: boolean;
  /**
   * The attackers and blockers that had first strike or double strike as the first-strike
   * combat damage step began (CR 510.4, 702.7b, 702.4b): in the regular step only the others
   * and those that have double strike now deal damage (702.7c, 702.4c-d).
   */
  firstStrikers: ObjectId[];
  blockersDeclared: boolean;
  /** Divisions of combat damage chosen for the current combat damage step (CR 510.1c), by attacker; cleared once it is dealt. */
  divisions?: Record<ObjectId, { to: string; n: number }[]>;
}

/** A decision the game waits for (DESIGN.md "Decisions"). The next action must answer it. */
export type Decision =
  | { kind: "declareAttackers"; player: PlayerId }
  | { kind: "declareBlockers"; player: PlayerId }
  | {
      kind: "targets";
      player: PlayerId;
      prompt: string;
      specs: TargetSpec[];
      legal: string[][];
      /** A choice the engine used to make by itself: the answer taken when any other action comes instead (see `DecisionAnswer`). */
      default?: DecisionAnswer;
      /** The CR rule the decision follows, cited by refusals of its answers. */ rule?: string;
    }
  | {
      kind: "choice";
      player: PlayerId;
      prompt: string;
      options: string[];
      min: number;
      max: number;
      distinct: boolean;
      /** A choice the engine used to make by itself: the answer taken when any other action comes instead (see `DecisionAnswer`). */
      default?: DecisionAnswer;
      /** The CR rule the decision follows, cited by refusals of its answers. */ rule?: string;
    }
  /**
   * How an attacking creature blocked by two or more creatures divides its combat damage
   * among them (CR 510.1c), with trample also the player or planeswalker it attacks once every
   * blocker has been assigned lethal damage (702.19b; any nonzero damage is lethal with
   * deathtouch, 702.2c). `recipients` lists who may be dealt damage, with the lethal amount for
   * each blocker (its toughness minus the damage marked on it and assigned to it by earlier
   * attackers; 0 for the defending player). Answered by a `choose` whose `targets` name
   * recipients (each once) and whose `divide` gives each one's share (each 1 or more, adding up
   * to `amount`). The default is the engine's own assignment: lethal damage to each blocker in
   * the order they blocked, the rest to the last one (or, with trample, to the player).
   */
  | {
      kind: "divideDamage";
      player: PlayerId;
      prompt: string;
      attacker: ObjectId;
      amount: number;
      recipients: { id: string; name: string; lethal: number }[];
      trample: boolean;
      default: DecisionAnswer;
      rule: string;
    }
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
  | {
      kind: "arrange";
      player: PlayerId;
      prompt: string;
      cards: { id: ObjectId; name: string }[];
      places: ArrangePlace[];
      /** The CR rule the arrangement follows, cited by refusals. */ rule: string;
    };

/**
 * The answer a decision takes when the player doesn't give one (a choice the engine used to
 * make by itself: the order of simultaneous triggers 603.3b, the legend that stays 704.5j, the
 * division of combat damage 510.1c): any action other than `choose` (or `manual`) while such a
 * decision is pending first answers it with this, so clients and game files that never answer
 * it play exactly as before. The fields are those of a `choose` action.
 */
export interface DecisionAnswer {
  targets?: string[];
  options?: string[];
  divide?: number[];
}

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
  | { kind: "blockers" }
  /** The order of a player's simultaneous triggers (CR 603.3b): `count` waiting triggers of `player`, in the order of the decision's options. */
  | { kind: "orderTriggers"; player: PlayerId; count: number }
  /** The legend rule (CR 704.5j): of `ids`, the one chosen stays, the rest go to their owners' graveyards. */
  | { kind: "legend"; ids: ObjectId[] }
  /** The division of an attacker's combat damage (CR 510.1c); the combat damage step resumes with it. */
  | { kind: "combatDamage"; firstStrike: boolean };

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
  /** How an amount "divided as you choose" was divided, one share per target, as announced (CR 601.2d). */
  division?: number[];
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
   * one object or player apply one at a time, oldest first (see `preventDamage` in rules/damage.ts).
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
