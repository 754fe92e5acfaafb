/**
 * Instructions on libraries (CR 401, 608.2c): mill (701.13), surveil (701.42), scry (701.18),
 * and "look at the top N cards of your library" with where they go.
 */
import P from "../parsers.js";
import type { Amount, Effect, LibraryPlace, LookPick, ObjectFilter } from "@fishbowl/engine";
import { type EffB, amount, cards, lit, number, one, opt } from "./base.js";
import { adjectives, headNoun, revealedCard } from "./filters.js";
import { playerRef } from "./refs.js";

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
/**
 * "Surveil 2" (CR 701.42a): look at the top two cards of your library, put any number of them
 * into your graveyard and the rest on top in any order — a "look at the top" instruction.
 */
export const surveil: P.Parser<EffB> = P.seqMap(lit("surveil "), amount, (_s, n) =>
  one((): Effect => ({
    kind: "lookAtTop",
    amount: n,
    picks: [{ to: "graveyard", count: "any", upTo: true }],
    rest: "top",
  })),
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
/**
 * "land cards", "Goblin cards", "creature and land cards" (each card of either type), "nonland
 * permanent cards" (a permanent card, CR 110.4a: not an instant or sorcery): the cards "put all
 * … revealed this way" takes. Only what a card in a library has (no permanent's status).
 */
const allCards: P.Parser<ObjectFilter> = P.seqMap(
  adjectives,
  headNoun(false).sepBy1(lit(" and ")),
  lit(" cards"),
  (adjs, heads) => ({ adjs, heads }),
).chain(({ adjs, heads }) => {
  let f: ObjectFilter;
  if (heads.length > 1) {
    if (!heads.every((h) => h.types && !h.subtypes && !h.allTypes)) return P.fail("card types only");
    f = { types: heads.flatMap((h) => h.types!) };
  } else {
    const h = heads[0]!;
    f = { ...h };
    if (!h.types && !h.subtypes && !h.allTypes) f.notTypes = ["Instant", "Sorcery"]; // "permanent cards"
  }
  for (const a of adjs) f = a(f);
  if (f.combat || f.tapped !== undefined || f.nontoken) return P.fail("a permanent's status on a card");
  return P.succeed(f);
});
/**
 * "Reveal the top four cards of your library. Put all land cards revealed this way into your
 * hand and the rest into your graveyard" (Mulch), "… and the rest on the bottom of your library
 * in any order" (Goblin Ringleader): every card is revealed (CR 701.16a), those matching go to
 * the hand — no choice — and the rest where the text says, in the order the player chooses when
 * into a library (401.4).
 */
const revealAllInto: P.Parser<EffB> = P.seqMap(
  lit("reveal "),
  topCards,
  lit(" of your library. put all "),
  allCards,
  lit(" revealed this way into your hand and "),
  restPart,
  (_r, n, _o, all, _i, rest) => ({ n, all, rest }),
).chain(({ n, all, rest }) => {
  if (rest.to === "hand") return P.fail("a place named twice");
  if (rest.order === "random" && rest.to !== "top" && rest.to !== "bottom")
    return P.fail("a random order outside the library");
  return P.succeed(
    one((): Effect => ({
      kind: "lookAtTop",
      amount: n,
      picks: [{ to: "hand", count: "any", all, reveal: true }],
      rest: rest.to,
      ...(rest.order === "random" ? { randomOrder: true } : {}),
      reveal: true,
    })),
  );
});
/**
 * "Reveal the top four cards of your library. You may put a land card from among them into your
 * hand. Put the rest into your graveyard." (CR 701.16a): every card revealed ends in the hand
 * (revealed) or a graveyard, so it is the "look at" instruction with the chosen card revealed.
 */
const revealUpTo: P.Parser<EffB> = P.seqMap(
  lit("reveal "),
  topCards,
  lit(" of your library. you may put "),
  revealedCard.sepBy1(lit(" and/or ")),
  lit(" from among them into your hand. put the rest into your graveyard"),
  (_r, n, _o, slots) =>
    one((): Effect => ({
      kind: "lookAtTop",
      amount: n,
      picks: [{ to: "hand", count: slots.length, upTo: true, slots, reveal: true }],
      rest: "graveyard",
    })),
);
/** "Reveal the top N cards of your library" and where they go (CR 701.16a, 608.2c). */
export const revealTopOf: P.Parser<EffB> = P.alt(revealAllInto, revealUpTo);
