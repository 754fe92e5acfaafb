/**
 * Instructions on players and libraries (CR 608.2c): draw (121), gain and lose life (119),
 * discard (701.8), search (701.19), mill (701.13), scry (701.18), "look at the top N cards",
 * shuffle into a library (701.24) and add mana (106, 605).
 */
import P from "../parsers.js";
import type { Amount, Effect, LibraryPlace, LookPick, ObjectFilter } from "@fishbowl/engine";
import { LAND_TYPES } from "../lexicon.js";
import { type EffB, Unsupported, amount, cards, constB, lit, number, one, oneOf, opt } from "./base.js";
import { forEach, numberOf, objects, perEach, revealedCard } from "./filters.js";
import { objectRef, playerRef } from "./refs.js";

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
  P.seqMap(
    lit("a "),
    opt(lit("basic ")),
    oneOf(LAND_TYPES.map((t) => [t.toLowerCase(), t] as const)),
    lit(" card"),
    (_a, basic, t) => ({ types: ["Land"], subtypes: [t], ...(basic ? { supertypes: ["Basic"] } : {}) }),
  ),
  P.seqMap(lit("a basic land card"), () => ({ types: ["Land"], supertypes: ["Basic"] })),
  lit("a card").map((): ObjectFilter => ({})),
  P.seqMap(lit("a "), objects(false), lit(" card"), (_a, f) => f),
);
export const searchTail: P.Parser<{ to: "battlefield" | "hand"; tapped: boolean }> = P.alt(
  P.alt(
    lit(", put it onto the battlefield tapped, then shuffle"),
    lit(" and put that card onto the battlefield tapped. then shuffle"),
    lit(", put that card onto the battlefield tapped, then shuffle"),
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
  ).map(() => ({ to: "hand" as const, tapped: false })),
);
export const search: P.Parser<EffB> = P.seqMap(
  lit("search your library for "),
  searchFor,
  searchTail,
  (_s, f, t) => () => [{ kind: "search", filter: f, to: t.to, tapped: t.tapped }, { kind: "shuffle" }],
);
export const discard: P.Parser<EffB> = P.alt(
  P.seqMap(playerRef, lit(" discards "), amount, cards, (who, _d, n) =>
    one((c) => ({ kind: "discard", amount: n, who: who(c) })),
  ),
  P.seqMap(lit("discard "), amount, cards, (_d, n) =>
    one(() => ({ kind: "discard", amount: n, who: { kind: "you" } })),
  ),
);
/** "the top card", "the top three cards" (of a library). */
export const topCards: P.Parser<Amount> = P.alt(
  lit("the top card").map((): Amount => 1),
  P.seqMap(lit("the top "), amount, lit(" cards"), (_t, n) => n),
);
/** "a card", "three cards": how many are milled. */
export const millCount: P.Parser<Amount> = P.seqMap(amount, cards, (n) => n);
export const theirLibraryIntoTheirGraveyard = P.alt(
  lit(" of their library into their graveyard"),
  lit(" of his or her library into his or her graveyard"),
);
/**
 * Mill (CR 701.13a): the 2019-era wording "put the top two cards of your library into your
 * graveyard", "target player puts the top card of their library into their graveyard", and the
 * current "mill two cards", "each opponent mills a card".
 */
export const mill: P.Parser<EffB> = P.alt(
  P.seqMap(lit("put "), topCards, lit(" of your library into your graveyard"), (_p, n) =>
    one((): Effect => ({ kind: "mill", amount: n, who: { kind: "you" } })),
  ),
  P.seqMap(playerRef, lit(" puts "), topCards, theirLibraryIntoTheirGraveyard, (who, _p, n) =>
    one((c): Effect => ({ kind: "mill", amount: n, who: who(c) })),
  ),
  P.seqMap(lit("mill "), millCount, (_m, n) => one((): Effect => ({ kind: "mill", amount: n, who: { kind: "you" } }))),
  P.seqMap(playerRef, P.alt(lit(" mills "), lit(" mill ")), millCount, (who, _m, n) =>
    one((c): Effect => ({ kind: "mill", amount: n, who: who(c) })),
  ),
);
/** "Scry 2" (CR 701.18a). */
export const scry: P.Parser<EffB> = P.seqMap(lit("scry "), amount, (_s, n) =>
  one((): Effect => ({ kind: "scry", amount: n })),
);

/** Where cards looked at are put (CR 608.2c): a hand, a graveyard, the top or the bottom of the library. */
export const libraryPlace: P.Parser<LibraryPlace> = P.alt(
  lit(" into your hand").map((): LibraryPlace => "hand"),
  lit(" into your graveyard").map((): LibraryPlace => "graveyard"),
  P.alt(lit(" on the bottom of your library"), lit(" on the bottom")).map((): LibraryPlace => "bottom"),
  P.alt(
    lit(" back on top of your library"),
    lit(" on top of your library"),
    lit(" on the top of your library"),
    lit(" on top"),
  ).map((): LibraryPlace => "top"),
);
/** "in any order" (the player's order, CR 401.4), "in a random order"; none said: the owner's order (401.4) too. */
export const libraryOrder: P.Parser<"any" | "random"> = P.alt(
  lit(" in any order").map(() => "any" as const),
  lit(" in a random order").map(() => "random" as const),
  P.succeed("any" as const),
);
export const ofThem = P.seqMap(lit(" of "), P.alt(lit("them"), lit("those cards")), () => null);
/** "put one of them into your hand", "put any number of them into your graveyard". */
export const putPick: P.Parser<LookPick> = P.seqMap(
  lit("put "),
  P.alt(
    lit("any number").map(() => "any" as const),
    number,
  ),
  ofThem,
  libraryPlace,
  (_p, n, _o, to): LookPick => ({ to, count: n, ...(n === "any" ? { upTo: true } : {}) }),
);
/** "the rest on the bottom of your library in any order", "the other into your graveyard". */
export const restPart: P.Parser<{ to: LibraryPlace; order: "any" | "random" }> = P.seqMap(
  P.alt(lit("the rest"), lit("the other")),
  libraryPlace,
  libraryOrder,
  (_r, to, order) => ({ to, order }),
);
export const revealPick: P.Parser<LookPick> = P.seqMap(
  lit("you may reveal "),
  revealedCard.sepBy1(lit(" and/or ")),
  lit(" from among them and put "),
  P.alt(lit("it"), lit("them"), lit("the revealed cards"), lit("that card")),
  lit(" into your hand"),
  (_y, slots): LookPick => ({ to: "hand", count: slots.length, upTo: true, slots, reveal: true }),
);
/** `last`: "…, and one <place>" — how many the last place was said to take (it takes the rest). */
export type LookBody = { picks: LookPick[]; rest: LibraryPlace; order: "any" | "random"; last?: number };
/** What is done with the cards looked at, after "look at the top N cards of your library". */
export const lookBody: P.Parser<LookBody> = P.alt<LookBody>(
  // "…, then put them back in any order"
  P.alt(lit(", then put them back in any order"), lit(". put them back in any order")).map((): LookBody => ({
    picks: [],
    rest: "top",
    order: "any",
  })),
  // ". put one of them into your hand and the rest on the bottom of your library in any order"
  P.seqMap(lit(". "), putPick, P.alt(lit(" and "), lit(", and ")), restPart, (_d, pick, _a, rest): LookBody => ({
    picks: [pick],
    rest: rest.to,
    order: rest.order,
  })),
  // ". put one of those cards into your hand, one on top of your library, and one on the bottom of your library": every card placed, the last place takes the rest
  P.seqMap(
    lit(". "),
    putPick,
    P.seqMap(lit(", "), number, libraryPlace, (_c, n, to) => ({ to, count: n })).atLeast(0),
    lit(", and "),
    number,
    libraryPlace,
    (_d, first, middle, _a, n, to): LookBody => ({ picks: [first, ...middle], rest: to, order: "any", last: n }),
  ),
  // ". you may reveal a creature card … into your hand. put the rest on the bottom of your library in any order"
  P.seqMap(
    lit(". "),
    revealPick,
    lit(". "),
    opt(lit("then ")),
    lit("put "),
    restPart,
    (_d, pick, _p, _t, _put, rest): LookBody => ({ picks: [pick], rest: rest.to, order: rest.order }),
  ),
);
/**
 * "Look at the top N cards of your library" and where they go (CR 608.2c, 701.16e): one
 * `lookAtTop` instruction for the families of wordings — "put one of them into your hand and the
 * rest …", "you may reveal a <card> (and/or a <card>) from among them and put it into your hand.
 * Put the rest …", "… then put them back in any order", "put one into your hand, one on top …".
 * Looking at another player's library, cards put onto the battlefield or exiled, and places
 * named twice are refused.
 */
export const lookAtTopOf: P.Parser<EffB> = P.seqMap(
  lit("look at "),
  topCards,
  lit(" of your library"),
  lookBody,
  (_l, n, _o, body) => ({ n, body }),
).chain(({ n, body }) => {
  const picks = body.picks;
  const last = body.last;
  if (last !== undefined) {
    // "one …, one …, and one …": all the cards looked at are placed, so the last place is where the rest go
    if (typeof n !== "number" || picks.reduce((k, p) => k + (p.count === "any" ? Infinity : p.count), 0) + last !== n)
      return P.fail("every card placed");
  }
  const places = [...picks.map((p) => p.to), body.rest];
  if (new Set(places).size !== places.length) return P.fail("a place named twice");
  if (body.order === "random" && body.rest !== "top" && body.rest !== "bottom")
    return P.fail("a random order outside the library");
  return P.succeed(
    one((): Effect => ({
      kind: "lookAtTop",
      amount: n,
      picks,
      rest: body.rest,
      ...(body.order === "random" ? { randomOrder: true } : {}),
    })),
  );
});

/** "Shuffle ~ into its owner's library" (CR 701.24a; as a spell's last instruction, 608.2n). */
export const shuffleInto: P.Parser<EffB> = P.seqMap(
  lit("shuffle "),
  objectRef,
  lit(" into its owner's library"),
  (_s, what) => one((c) => ({ kind: "shuffleIntoLibrary", what: what(c) })),
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
