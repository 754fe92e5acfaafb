/**
 * Creature keyword mechanisms (CR 702) read as the abilities they stand for — soulbond
 * (702.95), ingest (702.115), soulshift (702.46), graft (702.58), annihilator (702.86),
 * afterlife (702.135), living weapon (702.92), crew (702.122), devour (702.82), champion (702.72) — and the abilities written about
 * them ("as long as ~ is paired with another creature, …", "whenever ~ crews a Vehicle, …").
 */
import P from "../parsers.js";
import type { AbilityDef, Effect, Keyword, Modification, ObjectFilter, TokenSpec } from "@fishbowl/engine";
import { headNoun } from "./filters.js";
import { type KeywordExtra, type LinePart, constB, keywordList, lit, number, ptChange } from "./base.js";
import { staticAbility, staticChanges } from "./statics.js";

/** What a keyword of this file contributes to a keyword line (as `paramKeyword` items). */
type Item = { keywords: Keyword[]; abilities: AbilityDef[]; extra?: KeywordExtra };

/**
 * Soulbond (CR 702.95a): two triggered abilities — when this creature enters, if it and another
 * creature you control are unpaired, you may pair it with one; whenever another creature you
 * control enters, if both are unpaired, you may pair that creature with this one.
 */
const soulbond: P.Parser<Item> = lit("soulbond").map(() => ({
  keywords: [],
  abilities: [
    {
      kind: "triggered",
      text: "Soulbond",
      event: { kind: "entersSelf" },
      targets: [],
      condition: { kind: "sourceUnpaired", another: true },
      effects: [{ kind: "pair", with: "chosen" }],
    },
    {
      kind: "triggered",
      text: "Soulbond",
      event: { kind: "enters", filter: { types: ["Creature"], controller: "you", other: true } },
      targets: [],
      condition: { kind: "sourceUnpaired" },
      effects: [{ kind: "pair", with: "refs" }],
    },
  ],
}));

/** A keyword standing for one triggered ability. */
const triggered = (text: string, a: Omit<Extract<AbilityDef, { kind: "triggered" }>, "kind" | "text">): Item => ({
  keywords: [],
  abilities: [{ kind: "triggered", text, ...a }],
});
/** A whole keyword word ("ingest", not the start of a longer word). */
const word = (w: string) => lit(w).notFollowedBy(P.regexp(/[a-z]/));

/** Ingest (CR 702.115a): whenever this creature deals combat damage to a player, that player exiles the top card of their library. */
const ingest: P.Parser<Item> = word("ingest").map(() =>
  triggered("Ingest", {
    event: { kind: "dealsDamageToOpponent", combat: true },
    targets: [],
    effects: [{ kind: "exileTop", amount: 1, who: { kind: "opponents" } }],
  }),
);

/**
 * Soulshift N (CR 702.46a): when this is put into a graveyard from the battlefield, you may
 * return target Spirit card with mana value N or less from your graveyard to your hand.
 */
const soulshift: P.Parser<Item> = P.seqMap(lit("soulshift "), number, (_s, n) =>
  triggered(`Soulshift ${n}`, {
    event: { kind: "selfToGraveyardFromBattlefield" },
    targets: [
      {
        text: `target Spirit card with mana value ${n} or less from your graveyard`,
        objects: { subtypes: ["Spirit"], zone: "graveyard", controller: "you", manaValueAtMost: n },
        min: 0,
        max: 1,
      },
    ],
    effects: [{ kind: "returnToHand", what: { kind: "target", index: 0 } }],
  }),
);

/**
 * Graft N (CR 702.58a): it enters with N +1/+1 counters; whenever another creature enters, if
 * it has a +1/+1 counter, you may move one from it onto that creature.
 */
const graft: P.Parser<Item> = P.seqMap(lit("graft "), number, (_g, n) => ({
  keywords: [],
  abilities: [
    { kind: "replacement", text: `Graft ${n}`, replacement: { kind: "entersWithCounters", counters: { "+1/+1": n } } },
    {
      kind: "triggered",
      text: `Graft ${n}`,
      event: { kind: "enters", filter: { types: ["Creature"], other: true } },
      targets: [],
      condition: { kind: "sourceHasCounter", counter: "+1/+1" },
      effects: [{ kind: "moveCounters", to: { kind: "refs" }, counter: "+1/+1", amount: 1, optional: true }],
    },
  ],
}));

/** Annihilator N (CR 702.86a): whenever this creature attacks, defending player sacrifices N permanents. */
const annihilator: P.Parser<Item> = P.seqMap(lit("annihilator "), number, (_a, n) =>
  triggered(`Annihilator ${n}`, {
    event: { kind: "attacksSelf" },
    targets: [],
    effects: [
      // the defending player (CR 506.2: with two players, the opponent) chooses; the filter is theirs
      {
        kind: "choose",
        text: `${n} permanent${n === 1 ? "" : "s"} to sacrifice`,
        filter: { controller: "you" },
        count: n,
        chooser: { kind: "opponents" },
      },
      { kind: "sacrifice", what: { kind: "last" } },
    ] as Effect[],
  }),
);

const SPIRIT: TokenSpec = {
  colors: ["W", "B"],
  types: ["Creature"],
  subtypes: ["Spirit"],
  power: 1,
  toughness: 1,
  keywords: ["Flying"],
};
/** Afterlife N (CR 702.135a): when this dies, create N 1/1 white and black Spirit creature tokens with flying. */
const afterlife: P.Parser<Item> = P.seqMap(lit("afterlife "), number, (_a, n) =>
  triggered(`Afterlife ${n}`, {
    event: { kind: "selfToGraveyardFromBattlefield" },
    targets: [],
    effects: [{ kind: "createTokens", token: SPIRIT, amount: n }],
  }),
);

const GERM: TokenSpec = { colors: ["B"], types: ["Creature"], subtypes: ["Phyrexian", "Germ"], power: 0, toughness: 0 };
/** Living weapon (CR 702.92a): when this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this to it. */
const livingWeapon: P.Parser<Item> = word("living weapon").map(() =>
  triggered("Living weapon", {
    event: { kind: "entersSelf" },
    targets: [],
    effects: [
      { kind: "createTokens", token: GERM, amount: 1 },
      { kind: "attach", what: { kind: "self" }, to: { kind: "last" } },
    ],
  }),
);

/**
 * Crew N (CR 702.122a): "tap any number of other untapped creatures you control with total power
 * N or greater: this Vehicle becomes an artifact creature until end of turn".
 */
const crew: P.Parser<Item> = P.seqMap(lit("crew "), number, (_c, n) => ({
  keywords: [],
  abilities: [
    {
      kind: "activated",
      text: `Crew ${n}`,
      cost: { crew: n },
      targets: [],
      effects: [
        {
          kind: "modify",
          what: { kind: "self" },
          mods: [{ layer: "4", kind: "addTypes", types: ["Artifact", "Creature"] }],
          duration: { kind: "endOfTurn" },
        },
      ],
    },
  ],
}));

/** Devour N (CR 702.82a): as it enters, you may sacrifice any number of creatures; N +1/+1 counters for each. */
const devour: P.Parser<Item> = P.seqMap(lit("devour "), number, (_d, n) => ({
  keywords: [],
  abilities: [{ kind: "replacement", text: `Devour ${n}`, replacement: { kind: "devour", amount: n } }],
}));

/**
 * Champion an [object] (CR 702.72a): when this enters, sacrifice it unless you exile another
 * [object] you control; when it leaves the battlefield, the exiled card returns under its owner's control.
 */
const champion: P.Parser<Item> = P.seqMap(
  P.alt(lit("champion an "), lit("champion a ")),
  headNoun(false).chain((h) => (h.allTypes ? P.fail("a single type") : P.succeed(h))),
  (_c, h) => {
    const filter: ObjectFilter = {
      ...(h.types ? { types: h.types } : {}),
      ...(h.subtypes ? { subtypes: h.subtypes } : {}),
    };
    const noun = h.subtypes ? h.subtypes.join(" ") : (h.types ?? ["permanent"]).join(" ").toLowerCase();
    const text = `Champion a${/^[aeiou]/i.test(noun) ? "n" : ""} ${noun}`;
    return {
      keywords: [],
      abilities: [
        {
          kind: "triggered",
          text,
          event: { kind: "entersSelf" },
          targets: [],
          effects: [{ kind: "champion", filter }],
        },
        {
          kind: "triggered",
          text,
          event: { kind: "selfLeavesBattlefield" },
          targets: [],
          effects: [{ kind: "putOntoBattlefield", what: { kind: "refs" }, tapped: false, ownerControls: true }],
        },
      ],
    } as Item;
  },
);

/** The keyword abilities of this file, tried by `paramKeyword` before its own. */
export const creatureKeyword: P.Parser<Item> = P.alt(
  soulbond,
  crew,
  devour,
  champion,
  ingest,
  soulshift,
  graft,
  annihilator,
  afterlife,
  livingWeapon,
);

/**
 * "Whenever ~ crews a Vehicle, that Vehicle gets +1/+1 until end of turn" / "… gains haste until
 * end of turn" (CR 702.122b): the Vehicle is the object the trigger refers to.
 */
export const crewsTriggerLine: P.Parser<LinePart> = P.seqMap(
  lit("whenever ~ crews a vehicle, that vehicle "),
  P.alt(
    P.seqMap(lit("gets "), ptChange, (_g, [p, t]): Modification => ({
      layer: "7c",
      kind: "addPT",
      power: p,
      toughness: t,
    })),
    P.seqMap(lit("gains "), keywordList, (_g, k): Modification => ({ layer: "6", kind: "addKeywords", keywords: k })),
  ),
  lit(" until end of turn."),
  (_w, mod): LinePart => ({
    kind: "ability",
    build: constB<AbilityDef>({
      kind: "triggered",
      text: "",
      event: { kind: "crewsSelf" },
      targets: [],
      effects: [{ kind: "modify", what: { kind: "refs" }, mods: [mod], duration: { kind: "endOfTurn" } }],
    }),
  }),
);

/**
 * "As long as ~ is paired with another creature, each of those creatures gets +1/+1" / "…, both
 * creatures have flying" (CR 702.95b): a static ability of the source and its partner.
 */
export const pairedStaticLine: P.Parser<LinePart> = P.seqMap(
  lit("as long as ~ is paired with another creature, "),
  P.alt(
    P.seqMap(lit("each of those creatures "), staticChanges(false), (_e, m) => m),
    P.seqMap(lit("both creatures "), staticChanges(true), (_e, m) => m),
  ),
  lit("."),
  (_a, mods) => staticAbility({ kind: "paired" }, mods, undefined),
);
