/**
 * What goes in and comes out of the engine's door (DESIGN.md "Actions in, events out"):
 * actions, manual tools, events, refusals and `apply`'s result. Plain JSON data.
 */
import type { AlternativeCostKind, TokenSpec } from "./vocabulary/index.js";
import type { ObjectId, PlayerId, StepName, ZoneName } from "./basics.js";
import type { GameState } from "./game-state.js";

/** A player's action: the only way to change a game (DESIGN.md "Actions in, events out"). */
export type Action =
  | { type: "pass"; player: PlayerId }
  | { type: "playLand"; player: PlayerId; object: ObjectId }
  | {
      type: "cast";
      player: PlayerId;
      object: ObjectId;
      targets?: string[];
      x?: number;
      modes?: number[];
      kicker?: boolean;
      buyback?: boolean;
      flashback?: boolean;
      /**
       * An alternative cost of the card paid rather than its mana cost (CR 118.9, 601.2b): "evoke"
       * (702.74a), "surge" (702.117a: only after casting another spell this turn), "bestow"
       * (702.103a: cast as an Aura, `targets` then names the creature it will enchant). At most
       * one, and not with flashback (118.9a); refused for a card without that cost.
       */
      alternative?: AlternativeCostKind;
      /** How many times the replicate cost is paid (CR 702.56a): a whole number, for a spell with replicate only. */
      replicate?: number;
      /** Entwined (CR 702.42a): every mode of a modal spell with entwine, its entwine cost added; `modes` may be left out. */
      entwine?: boolean;
      /** The half of a split card being cast, 0 for the left half (CR 709.3); only for split cards. */
      face?: number;
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
      /** How an amount "divided as you choose among" the targets is divided: one share per target, each 1 or more (CR 601.2d); default as even as possible. */
      divide?: number[];
      /**
       * The mana sources that pay the mana cost, chosen by the player (CR 601.2g-h, 605.3a): ids of
       * untapped permanents whose {T} mana ability is activated while paying (and, for a spell
       * with convoke, improvise or delve, what pays that way). Left out, the payment is automatic
       * (lands before creatures that could still attack). Refused, changing nothing, when a named
       * source can't be used now (605.1a, 302.6) or the pool and the named sources don't pay the
       * cost (601.2g-h); a named mana source the cost doesn't need is tapped too, its mana
       * staying in the pool.
       */
      payment?: ObjectId[];
    }
  | {
      type: "activate";
      player: PlayerId;
      object: ObjectId;
      ability: number;
      targets?: string[];
      x?: number;
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
      /**
       * The creatures tapped to pay a crew N cost (CR 702.122a); left out, the engine chooses
       * (those that couldn't attack this turn first, then the weakest).
       */
      crew?: ObjectId[];
      /**
       * The cards discarded from the player's hand to pay a "discard a card" cost (CR 701.8a-b,
       * 602.2b, 601.2h); may be left out when the hand holds exactly as many cards that can pay it.
       */
      discard?: ObjectId[];
      /**
       * The cards exiled from the player's graveyard to pay an "exile a … card from your
       * graveyard" cost (CR 406.2, 602.2b, 601.2h); may be left out when there are exactly as
       * many cards that can pay it.
       */
      exile?: ObjectId[];
      /**
       * The permanents returned to their owners' hands to pay a "return a land you control to
       * its owner's hand" cost (CR 118.3, 602.2b); may be left out when there are exactly as
       * many candidates as the cost asks for.
       */
      returnToHand?: ObjectId[];
      /** As for `cast`: the division of an amount among the ability's targets (CR 601.2d, 602.2b). */
      divide?: number[];
      /** As for `cast`: the mana sources that pay the ability's mana cost (CR 602.2b, 601.2g-h, 605.3a). */
      payment?: ObjectId[];
    }
  /**
   * Turns a face-down permanent the player controls face up by paying its morph cost (CR 702.37e):
   * a special action (116.2b), taken any time the player has priority; it doesn't use the stack.
   */
  | { type: "turnFaceUp"; player: PlayerId; object: ObjectId }
  | { type: "declareAttackers"; player: PlayerId; attackers: ObjectId[]; defender?: PlayerId }
  | { type: "declareBlockers"; player: PlayerId; blocks: { blocker: ObjectId; attacker: ObjectId }[] }
  /** `divide`: with the targets of a triggered ability, the division of its divided amount (CR 603.3d, 601.2d). */
  | { type: "choose"; player: PlayerId; targets?: string[]; options?: string[]; divide?: number[] }
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
  /** Creates `count` (default 1, at most 100) identical tokens at once (CR 111.1). */
  | { kind: "createToken"; token: TokenSpec; controller?: PlayerId; count?: number }
  | { kind: "setLife"; target: PlayerId; life: number }
  /** Library tools, on the acting player's own library: draw N (CR 121.1), mill N (701.13a). */
  | { kind: "draw"; count: number }
  | { kind: "mill"; count: number }
  /** Looks at the top N cards (701.16e): recorded and logged; nothing moves. */
  | { kind: "look"; count: number }
  /** Reveals cards (701.16a-b): logged by name; they stay where they are. */
  | { kind: "reveal"; objects: ObjectId[] }
  /** Shuffles the library with the game's RNG (701.20a). */
  | { kind: "shuffle" }
  /**
   * Puts cards of the library on its top (`top`, first = topmost) and bottom (`bottom`, last =
   * bottommost) in the given order, the rest keeping theirs between them (401.4): a scry's or
   * "look at the top N" answer, or "put on top / bottom" of a card still in the library.
   */
  | { kind: "arrange"; top: ObjectId[]; bottom: ObjectId[] }
  /**
   * Adds mana to the acting player's pool (CR 106.4), one entry per mana by its type ("W", "U",
   * "B", "R", "G" or "C"; 106.1): what a mana ability the engine does not automate produces
   * (605.1a), its costs paid by hand with the other tools. `source`: the permanent it came from,
   * for the log. It empties from the pool between steps like any mana (500.4).
   */
  | { kind: "addMana"; mana: ("W" | "U" | "B" | "R" | "G" | "C")[]; source?: ObjectId }
  /**
   * The permanent gets +`power`/+`toughness` (negative for -N) until end of turn (layer 7c, CR
   * 613.4c): a continuous effect that ends at the cleanup step (514.2), like a pump spell's.
   */
  | { kind: "pump"; object: ObjectId; power: number; toughness: number };

/** Something that happened, for logs and UIs. */
export interface GameEvent {
  type: string;
  text: string;
  object?: ObjectId;
  player?: PlayerId;
}

/**
 * Why an action was refused: a message for a player and the CR numbers behind it (empty only
 * for a malformed action no rule speaks to, which the message says). `field`: for a malformed
 * action, the path of the field at fault (`op.life`, `targets.0`, `type`).
 */
export interface Refusal {
  message: string;
  rules: string[];
  field?: string;
}

/** The result of `apply`: a new state and its events, or a refusal that changed nothing. */
export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: Refusal };
