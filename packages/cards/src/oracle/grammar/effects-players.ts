/**
 * Instructions on players (CR 608.2c): draw (121), gain and lose life (119), discard (701.8),
 * search (701.19), shuffle into a library (701.24) and add mana (106, 605).
 */
import P from "../parsers.js";
import type { Effect, ObjectFilter, Ref } from "@fishbowl/engine";
import { LAND_TYPES } from "../lexicon.js";
import { type Ctx, type EffB, Unsupported, amount, cards, constB, lit, number, one, oneOf, opt } from "./base.js";
import { SUBTYPES, forEach, mayBeAura, numberOf, objects, perEach, revealedCard, withSuffix } from "./filters.js";
import { objectRef, playerRef } from "./refs.js";

/** What one player does, without repeating the player: "draws two cards", "loses 2 life", "discards a card". */
const playerVerb: P.Parser<(who: Ref) => Effect[]> = P.alt(
  // "target player draws …", "you draw … and lose …"
  P.seqMap(P.alt(lit("draws "), lit("draw ")), amount, cards, (_d, n) => (who: Ref): Effect[] => [
    { kind: "draw", amount: n, who },
  ]),
  P.seqMap(P.alt(lit("discards "), lit("discard ")), amount, cards, (_d, n) => (who: Ref): Effect[] => [
    { kind: "discard", amount: n, who },
  ]),
  P.seqMap(P.alt(lit("loses "), lit("lose ")), amount, lit(" life"), (_d, n) => (who: Ref): Effect[] => [
    { kind: "loseLife", amount: n, who },
  ]),
  P.seqMap(P.alt(lit("gains "), lit("gain ")), amount, lit(" life"), (_d, n) => (who: Ref): Effect[] => [
    { kind: "gainLife", amount: n, who },
  ]),
);
/**
 * "Target player gains 7 life and draws two cards", "target opponent discards a card and loses 2
 * life", "… draws a card, then discards a card": several instructions of the same player, the
 * player named once (CR 608.2c).
 */
export const playerClauses: P.Parser<EffB> = P.seqMap(
  playerRef,
  lit(" "),
  playerVerb,
  P.seqMap(P.alt(lit(", then "), lit(", and "), lit(" and "), lit(", ")), playerVerb, (_s, v) => v).atLeast(1),
  (who, _s, first, rest) =>
    (c: Ctx): Effect[] => {
      const w = who(c);
      return [first, ...rest].flatMap((v) => v(w));
    },
);
export const draw: P.Parser<EffB> = P.alt(
  // "Draw a card at the beginning of the next turn's upkeep." — a delayed triggered ability (CR 603.7a, 603.7c)
  P.seqMap(lit("draw "), amount, cards, lit(" at the beginning of the next turn's upkeep"), (_d, n) => (): Effect[] => [
    {
      kind: "delayed",
      event: { kind: "nextStep", step: "upkeep" },
      refs: { kind: "refs" },
      text: "Draw a card at the beginning of the next turn's upkeep.",
      effects: [{ kind: "draw", amount: n, who: { kind: "you" } }],
    },
  ]),
  // "each player draws a card": you and each opponent (CR 101.4: simultaneous; order doesn't matter for draws)
  P.seqMap(lit("each player draws "), amount, cards, (_e, n) => (): Effect[] => [
    { kind: "draw", amount: n, who: { kind: "you" } },
    { kind: "draw", amount: n, who: { kind: "opponents" } },
  ]),
  // "each player discards a card": chosen in a hidden zone (CR 101.4a), each their own
  P.seqMap(lit("each player discards "), amount, cards, (_e, n) => (): Effect[] => [
    { kind: "discard", amount: n, who: { kind: "you" } },
    { kind: "discard", amount: n, who: { kind: "opponents" } },
  ]),
  // "draw cards equal to the number of creatures you control" (counted as it resolves, CR 608.2h)
  P.seqMap(lit("draw cards equal to "), numberOf, (_d, n) =>
    one(() => ({ kind: "draw", amount: n, who: { kind: "you" } })),
  ),
  P.seqMap(lit("draw "), amount, cards, opt(forEach), (_d, n, _c, each) => ({ n, each }))
    .chain(({ n, each }) => perEach(n, each))
    .map((n) => one(() => ({ kind: "draw", amount: n, who: { kind: "you" } }))),
  P.seqMap(playerRef, P.alt(lit(" draws "), lit(" draw ")), amount, cards, (who, _d, n) =>
    one((c) => ({ kind: "draw", amount: n, who: who(c) })),
  ),
);
export const life: P.Parser<EffB> = P.alt(
  // "you gain that much life": the amount of the event that triggered the ability (CR 603.2)
  P.seqMap(P.alt(lit("you gain "), lit("gain ")), lit("that much life"), () =>
    one((c) => {
      if (!c.thatMuch) throw new Unsupported("'that much' without an amount");
      return { kind: "gainLife", amount: c.thatMuch, who: { kind: "you" } };
    }),
  ),
  P.seqMap(P.alt(lit("you gain "), lit("gain ")), amount, lit(" life"), opt(forEach), (_g, n, _l, each) => ({
    n,
    each,
  }))
    .chain(({ n, each }) => perEach(n, each))
    .map((n) => one(() => ({ kind: "gainLife", amount: n, who: { kind: "you" } }))),
  P.seqMap(P.alt(lit("you lose "), lit("lose ")), amount, lit(" life"), opt(forEach), (_g, n, _l, each) => ({
    n,
    each,
  }))
    .chain(({ n, each }) => perEach(n, each))
    .map((n) => one(() => ({ kind: "loseLife", amount: n, who: { kind: "you" } }))),
  // "you gain life equal to its power": the object's power as the instruction is carried out, or last known (CR 608.2h)
  P.seqMap(
    playerRef,
    P.alt(lit(" gains "), lit(" gain ")),
    lit("life equal to "),
    P.alt(lit("its power"), lit("that creature's power")),
    (who) =>
      one((c): Effect => {
        if (!c.it || c.it.kind === "self" || c.eventObject) throw new Unsupported("'its power' without an object");
        return { kind: "gainLife", amount: { kind: "powerOf", ref: c.it }, who: who(c) };
      }),
  ),
  // "you gain life equal to the number of creatures you control"
  P.seqMap(
    playerRef,
    P.alt(
      P.alt(lit(" gains "), lit(" gain ")).map(() => "gainLife" as const),
      P.alt(lit(" loses "), lit(" lose ")).map(() => "loseLife" as const),
    ),
    lit("life equal to "),
    numberOf,
    (who, kind, _l, n) => one((c) => ({ kind, amount: n, who: who(c) })),
  ),
  // "each player loses 3 life": you and each opponent (CR 101.4)
  P.seqMap(
    lit("each player "),
    P.alt(
      lit("gains ").map(() => "gainLife" as const),
      lit("loses ").map(() => "loseLife" as const),
    ),
    amount,
    lit(" life"),
    (_e, kind, n) => (): Effect[] => [
      { kind, amount: n, who: { kind: "you" } },
      { kind, amount: n, who: { kind: "opponents" } },
    ],
  ),
  P.seqMap(
    playerRef,
    P.alt(lit(" gains "), lit(" gain ")),
    amount,
    lit(" life"),
    opt(forEach),
    (who, _g, n, _l, each) => ({ who, n, each }),
  ).chain(({ who, n, each }) =>
    perEach(n, each).map((a) => one((c) => ({ kind: "gainLife", amount: a, who: who(c) }))),
  ),
  P.seqMap(
    playerRef,
    P.alt(lit(" loses "), lit(" lose ")),
    amount,
    lit(" life"),
    opt(forEach),
    (who, _g, n, _l, each) => ({ who, n, each }),
  ).chain(({ who, n, each }) =>
    perEach(n, each).map((a) => one((c) => ({ kind: "loseLife", amount: a, who: who(c) }))),
  ),
);
/** "search your library for a basic land card, put it onto the battlefield tapped, then shuffle" (CR 701.19a, 701.20a). */
export const searchFor: P.Parser<ObjectFilter> = P.alt(
  // "a card named ~": the card's own name, filled in as the line is built
  lit("a card named ~").map((): ObjectFilter => ({ names: ["~"] })),
  P.seqMap(
    lit("a "),
    opt(lit("basic ")),
    oneOf(LAND_TYPES.map((t) => [t.toLowerCase(), t] as const)),
    lit(" card"),
    (_a, basic, t) => ({ types: ["Land"], subtypes: [t], ...(basic ? { supertypes: ["Basic"] } : {}) }),
  ),
  P.seqMap(lit("a basic land card"), () => ({ types: ["Land"], supertypes: ["Basic"] })),
  // "an island or swamp card": a land of either type
  P.seqMap(
    P.alt(lit("an "), lit("a ")),
    oneOf(LAND_TYPES.map((t) => [t.toLowerCase(), t] as const)),
    lit(" or "),
    oneOf(LAND_TYPES.map((t) => [t.toLowerCase(), t] as const)),
    lit(" card"),
    (_a, t1, _o, t2): ObjectFilter => ({ types: ["Land"], subtypes: [t1, t2] }),
  ),
  // "a Mercenary permanent card": a permanent card (CR 110.4a) of that subtype — with a subtype,
  // one that is not an instant or sorcery (a kindred instant or sorcery has subtypes, 308.2)
  P.seqMap(
    P.alt(lit("an "), lit("a ")),
    oneOf(SUBTYPES.map((t) => [t.toLowerCase(), t] as const)),
    lit(" permanent card"),
    opt(withSuffix),
    (_a, st, _p, w): ObjectFilter => ({ subtypes: [st], notTypes: ["Instant", "Sorcery"], ...w }),
  ),
  // "a card with mana value 1 or less", "an artifact card with mana value 1 or less" (CR 202.3)
  P.seqMap(lit("a card"), withSuffix, (_a, w): ObjectFilter => ({ ...w })),
  lit("a card").map((): ObjectFilter => ({})),
  P.seqMap(P.alt(lit("an "), lit("a ")), objects(false), lit(" card"), opt(withSuffix), (_a, f, _c, w) => ({
    ...f,
    ...w,
  })),
);
export const searchTail: P.Parser<{ to: "battlefield" | "hand"; tapped: boolean }> = P.alt(
  P.alt(
    lit(", put it onto the battlefield tapped, then shuffle"),
    lit(" and put that card onto the battlefield tapped. then shuffle"),
    lit(", put that card onto the battlefield tapped, then shuffle"),
    // "you may search …. if you do, shuffle": the shuffle follows whenever the library was searched
    lit(" and put that card onto the battlefield tapped. if you do, shuffle"),
    lit(" and put it onto the battlefield tapped. if you do, shuffle"),
  ).map(() => ({ to: "battlefield" as const, tapped: true })),
  P.alt(
    lit(", put it onto the battlefield, then shuffle"),
    lit(" and put that card onto the battlefield. then shuffle"),
    lit(", put that card onto the battlefield, then shuffle"),
  ).map(() => ({ to: "battlefield" as const, tapped: false })),
  P.alt(
    lit(", reveal it, put it into your hand, then shuffle"),
    lit(", reveal that card, put it into your hand, then shuffle"),
    lit(", reveal it, and put it into your hand. then shuffle"),
    lit(", reveal that card, and put it into your hand. then shuffle"),
    lit(", put it into your hand, then shuffle"),
    lit(" and put that card into your hand. then shuffle"),
    // "if you do" is the search itself: the shuffle follows whenever the library was searched
    lit(", reveal it, and put it into your hand. if you do, shuffle"),
  ).map(() => ({ to: "hand" as const, tapped: false })),
);
/**
 * "put a basic land card from your hand onto the battlefield tapped", "put a creature card from
 * your hand onto the battlefield" (CR 110.2): a card of the controller's hand, chosen as the
 * instruction is carried out (608.2d); "you may put …" (see `mayEffect`) may choose none. An
 * Aura is refused as for a search (CR 303.4f).
 */
export const putFromHand: P.Parser<EffB> = P.seqMap(
  lit("put "),
  searchFor,
  lit(" from your hand onto the battlefield"),
  opt(lit(" tapped")),
  (_p, f, _h, tapped) => ({ f, tapped: !!tapped }),
).chain(({ f, tapped }) =>
  f.names || mayBeAura(f)
    ? P.fail("an Aura or a named card from the hand")
    : P.succeed(one((): Effect => ({ kind: "putFromHand", filter: f, tapped }))),
);
export const search: P.Parser<EffB> = P.seqMap(
  lit("search your library for "),
  searchFor,
  searchTail,
  (_s, f, t) => (c: Ctx) => {
    // a card named ~ is checked by the compiler against the card's own types
    if (t.to === "battlefield" && !f.names && mayBeAura(f))
      throw new Unsupported("an Aura onto the battlefield (CR 303.4f)");
    return [
      { kind: "search", filter: f.names?.[0] === "~" ? { ...f, names: [c.name] } : f, to: t.to, tapped: t.tapped },
      { kind: "shuffle" },
    ];
  },
);
/** "basic land cards", "forest cards", "cards named ~": what a search for several cards finds. */
const searchForMany: P.Parser<ObjectFilter> = P.alt(
  lit("cards named ~").map((): ObjectFilter => ({ names: ["~"] })),
  lit("basic land cards").map((): ObjectFilter => ({ types: ["Land"], supertypes: ["Basic"] })),
  lit("land cards").map((): ObjectFilter => ({ types: ["Land"] })),
  P.seqMap(
    opt(lit("basic ")),
    oneOf(LAND_TYPES.map((t) => [t.toLowerCase(), t] as const)),
    lit(" cards"),
    (basic, t): ObjectFilter => ({ types: ["Land"], subtypes: [t], ...(basic ? { supertypes: ["Basic"] } : {}) }),
  ),
);
type Place = { to: "battlefield" | "hand"; tapped: boolean };
const searchManyTail: P.Parser<Place[] | Place> = P.alt<Place[] | Place>(
  P.alt(
    lit(", put them onto the battlefield tapped, then shuffle"),
    lit(" and put them onto the battlefield tapped. then shuffle"),
  ).map(() => ({ to: "battlefield", tapped: true })),
  P.alt(lit(", put them onto the battlefield, then shuffle")).map(() => ({ to: "battlefield", tapped: false })),
  P.alt(
    lit(", reveal them, put them into your hand, then shuffle"),
    lit(", reveal those cards, and put them into your hand. then shuffle"),
    lit(", reveal them, and put them into your hand. then shuffle"),
    lit(", reveal them, and put them into your hand. if you do, shuffle"),
  ).map(() => ({ to: "hand", tapped: false })),
  // Cultivate: one of the two onto the battlefield, the other into the hand
  lit(", reveal those cards, and put one onto the battlefield tapped and the other into your hand. then shuffle").map(
    () => [
      { to: "battlefield", tapped: true },
      { to: "hand", tapped: false },
    ],
  ),
);
/**
 * "search your library for up to two basic land cards, put them onto the battlefield tapped,
 * then shuffle": a search that finds up to N cards (CR 701.23b, may find fewer), read as N
 * searches for one card each — the same cards may be found, and none enters before the search
 * is over as far as anything can see (their triggers wait for the resolution's end, 603.3).
 */
export const searchMany: P.Parser<EffB> = P.seqMap(
  lit("search your library for up to "),
  number,
  lit(" "),
  searchForMany,
  searchManyTail,
  (_s, n, _sp, f, tail) => (c: Ctx) => {
    const places = Array.isArray(tail) ? tail : Array.from({ length: n }, () => tail);
    if (places.length !== n || n < 2 || n > 4) throw new Unsupported("that many cards");
    const filter = f.names?.[0] === "~" ? { ...f, names: [c.name] } : f;
    return [
      ...places.map((t): Effect => ({ kind: "search", filter, to: t.to, tapped: t.tapped })),
      { kind: "shuffle" },
    ];
  },
);
/**
 * "Target opponent reveals their hand. You choose a nonland card from it. That player discards
 * that card." (CR 701.16a, 701.8a): the controller chooses among the cards that match; "a card"
 * is any card.
 */
const revealAndChoose: P.Parser<EffB> = P.seqMap(
  P.alt(
    lit("target opponent").map(() => "opponent" as const),
    lit("target player").map(() => true as const),
  ),
  P.alt(lit(" reveals their hand. you choose "), lit(" reveals his or her hand. you choose ")),
  P.alt(
    lit("a card").map((): ObjectFilter | undefined => undefined),
    revealedCard,
  ),
  lit(" from it. that player discards that card"),
  (players, _r, filter) =>
    (c: Ctx): Effect[] => {
      c.targets.push({ text: players === "opponent" ? "target opponent" : "target player", players, min: 1, max: 1 });
      const who: Ref = { kind: "target", index: c.targets.length - 1 };
      return [{ kind: "discard", amount: 1, who, ...(filter ? { filter } : {}), revealChosenByController: true }];
    },
);
export const discard: P.Parser<EffB> = P.alt(
  revealAndChoose,

  P.seqMap(playerRef, lit(" discards "), amount, cards, (who, _d, n) =>
    one((c) => ({ kind: "discard", amount: n, who: who(c) })),
  ),
  P.seqMap(lit("discard "), amount, cards, (_d, n) =>
    one(() => ({ kind: "discard", amount: n, who: { kind: "you" } })),
  ),
);
/** "Shuffle ~ into its owner's library" (CR 701.24a; as a spell's last instruction, 608.2n). */
export const shuffleInto: P.Parser<EffB> = P.alt(
  P.seqMap(lit("shuffle "), objectRef, lit(" into its owner's library"), (_s, what) =>
    one((c) => ({ kind: "shuffleIntoLibrary", what: what(c) })),
  ),
  // "Shuffle your library." (normalized to "shuffle")
  lit("shuffle")
    .notFollowedBy(lit(" "))
    .map(() => one((): Effect => ({ kind: "shuffle" }))),
  // "~'s owner shuffles it into their library": the same instruction
  lit("~'s owner shuffles it into their library").map(() =>
    one((c) => {
      if (c.selfGone) throw new Unsupported("~ after it left the battlefield");
      return { kind: "shuffleIntoLibrary", what: c.self };
    }),
  ),
);
/** "Add {G}", "Add {R}{R}{R}", "Add {R} or {G}", "Add one mana of any color" (CR 106, 605). */
export const manaChoice: P.Parser<string[]> = P.regexp(/\{([wubrgc])\}/, 1).map((c) => [c.toUpperCase()]);
export const addMana: P.Parser<EffB> = P.seqMap(
  lit("add "),
  P.alt(
    lit("one mana of any color").map((): Effect[] => [{ kind: "addMana", choices: ["W", "U", "B", "R", "G"] }]),
    P.seqMap(manaChoice.sepBy1(lit(", ")), lit(", or "), manaChoice, (a, _o, b): Effect[] => [
      { kind: "addMana", choices: [...a.flat(), ...b] },
    ]),
    P.seqMap(manaChoice, lit(" or "), manaChoice, (a, _o, b): Effect[] => [{ kind: "addMana", choices: [...a, ...b] }]),
    P.regexp(/(\{[wubrgc]\})+/).map((s): Effect[] => {
      const syms = [...s.matchAll(/\{([wubrgc])\}/g)].map((m) => m[1]!.toUpperCase());
      if (syms.every((x) => x === syms[0]))
        return [{ kind: "addMana", choices: [syms[0]!], ...(syms.length > 1 ? { amount: syms.length } : {}) }];
      return syms.map((x): Effect => ({ kind: "addMana", choices: [x] }));
    }),
  ),
  (_a, e) => constB(e),
);
