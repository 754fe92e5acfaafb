/**
 * The instructions of resolving spells and abilities (CR 608.2c) in the card vocabulary:
 * `Effect`, one variant per kind, each carried out by its handler in effects/; tokens they
 * create (111.3), and where cards looked at from a library go (608.2c, 401.4).
 */
import type { Color } from "../basics.js";
import type { Duration, Modification } from "./continuous.js";
import type { Amount, ObjectFilter, Ref, TargetSpec } from "./filters.js";
import type { Condition, TriggerEvent } from "./triggers.js";
import type { CounterAmounts, CounterKind } from "./counters.js";
import type { CardType, Keyword, Supertype } from "./words.js";
import type { KeywordMechanicEffect } from "./keyword-mechanics.js";

/** A token's characteristics as an effect gives them (CR 111.3); name defaults per 111.4. */
export interface TokenSpec {
  name?: string;
  colors: Color[];
  supertypes?: Supertype[];
  types: CardType[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  keywords?: Keyword[];
  oracleText?: string;
  /** Abilities of its own ("It has 'Sacrifice this creature: Add {C}.'", CR 111.3); `{ kind: "self" }` is the token. */
  abilities?: TokenAbility[];
}

/**
 * An activated ability a token is created with (CR 111.3, 602.1): the shape of an activated
 * `AbilityDef` (cards.ts) with the costs tokens are given — {T}, mana, sacrificing itself.
 */
export interface TokenAbility {
  kind: "activated";
  text: string;
  cost: { mana?: string; tap?: boolean; sacrificeSelf?: boolean };
  targets: TargetSpec[];
  effects: Effect[];
}

/** One instruction of a resolving spell or ability (CR 608.2c). */
export type Effect =
  /**
   * `noRegenerateThisTurn`: "A creature dealt damage this way can't be regenerated this turn." (CR 701.15c)
   * `divided`: "N damage divided as you choose among <the targets>": each target is dealt its
   * share of the division announced with the targets (CR 601.2d); a target illegal on
   * resolution is dealt nothing and the others keep their shares (608.2b).
   * `alsoTo`: more recipients of the same amount in the same damage event ("~ deals X damage to
   * each creature and each player", CR 120.4b): a "deals damage" trigger of the source sees one
   * event.
   */
  /**
   * `exileIfDiesThisTurn`: "if a creature dealt damage this way would die this turn, exile it
   * instead" (a replacement effect on each creature dealt damage, CR 614.1a, until cleanup 514.2).
   */
  | {
      kind: "damage";
      amount: Amount;
      to: Ref;
      /**
       * The object that deals the damage, when it isn't the resolving spell or ability ("target
       * creature deals damage to itself equal to its power", CR 120.1): its characteristics as
       * the instruction resolves (keywords, controller). Nothing is dealt if it has left the battlefield.
       */
      by?: Ref;
      noRegenerateThisTurn?: boolean;
      divided?: boolean;
      exileIfDiesThisTurn?: boolean;
      alsoTo?: Ref[];
    }
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
  /**
   * Copies each spell `what` refers to `times` times (CR 707.10; replicate's trigger, 702.56a): the
   * copies are put on the stack above it with its choices (targets, modes, X), controlled by its
   * controller; a copy is not cast, and ceases to exist once it leaves the stack (704.5e).
   */
  | { kind: "copySpell"; what: Ref; times: number }
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
  /** "Remove it from combat" (CR 506.4): it stops being an attacking or blocking creature; nothing for one not in combat. */
  | { kind: "removeFromCombat"; what: Ref }
  | { kind: "gainLife"; amount: Amount; who: Ref }
  /** The player loses life (CR 119.3); not damage. */
  | { kind: "loseLife"; amount: Amount; who: Ref }
  /** The player draws cards (CR 121.1-121.2). */
  | { kind: "draw"; amount: Amount; who: Ref }
  | { kind: "gainControl"; what: Ref; duration: Duration }
  /**
   * `times`: "… for each <thing>" counted once, as the instruction is carried out (e.g. rampage,
   * CR 702.23b): each addPT of `mods` is multiplied by it; nothing happens when it is 0.
   * `changesRules`: with `what` a group ("all"), the modifications change the rules of the game,
   * not characteristics — "creatures without flying can't block this turn" — so the effect is not
   * locked to the permanents there as it resolves but applies to whatever matches the group's
   * filter at each moment, permanents that enter later included (CR 611.2c, second sentence).
   */
  | {
      kind: "modify";
      what: Ref;
      mods: Modification[];
      duration: Duration;
      times?: Amount;
      changesRules?: true;
    }
  | { kind: "addCounters"; what: Ref; counter: CounterKind; amount: Amount }
  | { kind: "createTokens"; token: TokenSpec; amount: Amount; controller?: Ref }
  | {
      kind: "createCopyTokens";
      of: Ref;
      amount: Amount;
      haste?: boolean;
      nonlegendary?: boolean;
      kickedAmount?: Amount;
    }
  | { kind: "earthbend"; amount: Amount; target: number }
  | { kind: "returnTopCreatureFromGraveyard" }
  /** Put cards from a graveyard or exile onto the battlefield under the ability's controller's control. */
  /** `counters`: "with a -1/-1 counter on it" — it enters with them (CR 122.6; persist 702.79a, undying 702.93a). */
  | {
      kind: "putOntoBattlefield";
      what: Ref;
      tapped: boolean;
      ownerControls?: boolean;
      counters?: CounterAmounts;
    }
  | { kind: "delayed"; event: TriggerEvent; effects: Effect[]; refs: Ref; text: string }
  /** `who`: the player who searches (default the controller), e.g. "its controller may search their library" (Path to Exile). */
  | { kind: "search"; filter: ObjectFilter; to: "battlefield" | "hand"; tapped: boolean; who?: Ref }
  /**
   * "Put a land card from your hand onto the battlefield [tapped]" (CR 110.2, 608.2d): the
   * controller chooses a card of their hand matching `filter` (relative to them) and it enters
   * under their control; with `optional` ("you may put …") they may choose none. Not a land play
   * (305.4). The card put there becomes `last`.
   */
  | { kind: "putFromHand"; filter: ObjectFilter; tapped: boolean; optional?: boolean }
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
  /**
   * "It doesn't untap during its controller's next untap step" (CR 502.3): each referred
   * permanent stays tapped through the next untap step of the player who controls it then.
   */
  | { kind: "skipNextUntap"; what: Ref }
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
      kind: "choose";
      text: string;
      filter: ObjectFilter;
      count: number;
      /** Who chooses ("target player sacrifices a creature"); default the controller. The filter is relative to the chooser. */
      chooser?: Ref;
      /** "Untap up to two lands" (CR 608.2d): fewer may be chosen, none included — the player is asked whenever there is a candidate. */
      upTo?: boolean;
      /**
       * The chosen permanents join `last` instead of replacing it: "each player sacrifices a
       * creature" is one choice per player in turn order, then one sacrifice of all of them (CR 101.4).
       */
      also?: boolean;
    }
  /**
   * The player discards cards of their choice (CR 701.8a, 701.8b). With `revealChosenByController`
   * the player reveals their hand (701.16a) and the ability's controller chooses the card(s)
   * among those matching `filter` (Duress: "You choose a noncreature, nonland card from it").
   */
  | { kind: "discard"; amount: Amount; who: Ref; filter?: ObjectFilter; revealChosenByController?: boolean }
  /**
   * "… gains protection from the color of your choice", "… becomes the color of your choice"
   * (CR 608.2d, 105.1): the controller chooses one of the options (by `label`) as the
   * instruction is carried out, and that option's instructions come next in the resolution.
   */
  | { kind: "chooseOption"; text: string; options: { label: string; effects: Effect[] }[] }
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
  /**
   * `ifPaid`: "You may pay {M}. If you do, <ifPaid>" (CR 608.2d) — the same choice, with
   * `otherwise` empty and these instructions done when the mana is paid.
   */
  | { kind: "unlessPay"; text: string; mana: string; perCounter?: CounterKind; otherwise: Effect[]; ifPaid?: Effect[] }
  /**
   * "Remove a <kind> counter from ~" (CR 122.1; fading 702.32a, vanishing 702.63a): removes up to
   * `amount` counters of that kind from each referred permanent. `ifUnable`: "If you can't, …"
   * — done when no counter could be removed from it (CR 118.12).
   */
  | { kind: "removeCounters"; what: Ref; counter: CounterKind; amount: number; ifUnable?: Effect[] }
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
   * `arrange` decision. The cards put into a hand become `last`. With `reveal` ("Reveal the top
   * four cards of your library. Put all land cards revealed this way into your hand …") every card
   * is revealed (CR 701.16a), not only looked at.
   */
  | {
      kind: "lookAtTop";
      amount: Amount;
      picks: LookPick[];
      rest: LibraryPlace;
      randomOrder?: boolean;
      reveal?: boolean;
    }
  | KeywordMechanicEffect;

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
  /**
   * "Put all land cards revealed this way into your hand" (CR 608.2c): every card matching this
   * filter goes there, and no other — nothing to choose (`count` and `slots` are then unused;
   * give `count: "any"`). The filter is relative to the controller.
   */
  all?: ObjectFilter;
}
