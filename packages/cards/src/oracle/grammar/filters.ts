/**
 * Object descriptions (filters): "nonblack creature", "artifact or enchantment you control",
 * "goblins you control", "creature card from your graveyard", "for each Forest you control",
 * spell descriptions for cast triggers, and cards revealed or counted.
 */
import P from "../parsers.js";
import type { Amount, CardType, ObjectFilter } from "@fishbowl/engine";
import { CREATURE_TYPES, LAND_TYPES, OTHER_SUBTYPES, pluralOf } from "../lexicon.js";
import { CARD_TYPE_WORDS, color, keyword, lit, number, oneOf, opt } from "./base.js";

// ------------------------------------------------------------------ object descriptions (filters)
export const SUBTYPES = [...CREATURE_TYPES, ...LAND_TYPES, ...OTHER_SUBTYPES];

/** A head noun of an object description: card type, subtype or "permanent", singular or plural. */
export interface Head {
  types?: CardType[];
  allTypes?: CardType[];
  subtypes?: string[];
}
export function headNoun(plural: boolean): P.Parser<Head> {
  const table: [string, Head][] = [];
  for (const [w, t] of CARD_TYPE_WORDS) table.push([plural ? pluralOf(t) : w, { types: [t] }]);
  table.push([plural ? "permanents" : "permanent", {}]);
  for (const st of SUBTYPES) table.push([plural ? pluralOf(st) : st.toLowerCase(), { subtypes: [st] }]);
  const single = oneOf(table);
  // "goblin creature" (a subtype before a card type), "artifact creature" (both card types, CR 205.2)
  const compound = P.seqMap(
    oneOf<Head>([
      ...SUBTYPES.map((st): [string, Head] => [st.toLowerCase(), { subtypes: [st] }]),
      ...CARD_TYPE_WORDS.map(([w, t]): [string, Head] => [w, { types: [t] }]),
    ]).skip(lit(" ")),
    single,
    (first, head): Head | null => {
      if (!head.types || head.subtypes) return null;
      if (first.types) return { allTypes: [...first.types, ...head.types] };
      return { types: head.types, subtypes: first.subtypes! };
    },
  ).chain((h) => (h ? P.succeed(h) : P.fail("compound")));
  return P.alt(compound, single);
}

/** Joins heads with "or" / ", … or" into one filter ("artifact or enchantment", "artifact, creature, or land"). */
export function headList(plural: boolean): P.Parser<ObjectFilter> {
  const h = headNoun(plural);
  const list = P.alt(
    P.seqMap(h.sepBy1(lit(", ")), lit(", or "), h, (a, _x, b) => [...a, b]),
    P.seqMap(h, lit(plural ? " and/or " : " or "), h, (a, _x, b) => [a, b]),
    P.seqMap(h, lit(" or "), h, (a, _x, b) => [a, b]),
    h.map((x) => [x]),
  );
  return list.chain((heads) => {
    const f: ObjectFilter = {};
    if (heads.length === 1) {
      const x = heads[0]!;
      if (x.allTypes) f.allTypes = x.allTypes;
      if (x.types) f.types = x.types;
      if (x.subtypes) f.subtypes = x.subtypes;
      return P.succeed(f);
    }
    // a disjunction: only of card types or only of subtypes
    if (heads.every((x) => x.types && !x.subtypes)) return P.succeed({ types: heads.flatMap((x) => x.types!) });
    if (heads.every((x) => x.subtypes && !x.types && x.subtypes.length === 1))
      return P.succeed({ subtypes: heads.flatMap((x) => x.subtypes!) });
    return P.fail("mixed disjunction");
  });
}

export type Adj = (f: ObjectFilter) => ObjectFilter;
export const adjective: P.Parser<Adj> = P.alt<Adj>(
  lit("attacking or blocking").map(() => (f) => ({ ...f, combat: "either" })),
  lit("attacking")
    .notFollowedBy(lit(" or"))
    .map(() => (f) => ({ ...f, combat: "attacking" })),
  lit("blocking").map(() => (f) => ({ ...f, combat: "blocking" })),
  lit("nontoken").map(() => (f) => ({ ...f, nontoken: true })),
  // CR 110.5: a permanent's status ("destroy target tapped creature")
  lit("untapped").map(() => (f) => ({ ...f, tapped: false })),
  lit("tapped").map(() => (f) => ({ ...f, tapped: true })),
  lit("nonbasic").map(() => (f) => ({ ...f, notSupertypes: [...(f.notSupertypes ?? []), "Basic"] })),
  lit("basic").map(() => (f) => ({ ...f, supertypes: [...(f.supertypes ?? []), "Basic"] })),
  lit("legendary").map(() => (f) => ({ ...f, supertypes: [...(f.supertypes ?? []), "Legendary"] })),
  lit("snow").map(() => (f) => ({ ...f, supertypes: [...(f.supertypes ?? []), "Snow"] })),
  lit("nonlegendary").map(() => (f) => ({ ...f, notSupertypes: [...(f.notSupertypes ?? []), "Legendary"] })),
  lit("monocolored").map(() => (f) => ({ ...f, monocolored: true })),
  lit("multicolored").map(() => (f) => ({ ...f, multicolored: true })), // CR 105.2b
  lit("colorless").map(() => (f) => ({ ...f, colorless: true })), // CR 105.2c
  P.seqMap(lit("non"), color, (_n, c) => (f: ObjectFilter) => ({ ...f, notColors: [...(f.notColors ?? []), c] })),
  P.seqMap(lit("non"), oneOf(CARD_TYPE_WORDS), (_n, t) => (f: ObjectFilter) => ({
    ...f,
    notTypes: [...(f.notTypes ?? []), t],
  })),
  P.seqMap(color, lit(" or "), color, (a, _o, b) => (f: ObjectFilter) => ({ ...f, colors: [a, b] })),
  color.map((c) => (f: ObjectFilter) => ({ ...f, colors: [...(f.colors ?? []), c] })),
);
/** Adjectives before the head noun, greedy: "nonartifact, nonblack", "attacking red". */
export const adjectives: P.Parser<Adj[]> = P.seqMap(adjective, P.alt(lit(", "), lit(" ")), (a) => a).many();

export const controllerSuffix: P.Parser<Partial<ObjectFilter>> = P.alt(
  lit(" you control").map((): Partial<ObjectFilter> => ({ controller: "you" })),
  lit(" you don't control").map((): Partial<ObjectFilter> => ({ controller: "opponent" })),
  lit(" an opponent controls").map((): Partial<ObjectFilter> => ({ controller: "opponent" })),
  lit(" your opponents control").map((): Partial<ObjectFilter> => ({ controller: "opponent" })),
);
export const withSuffix: P.Parser<Partial<ObjectFilter>> = P.alt(
  P.seqMap(lit(" with toughness "), number, lit(" or less"), (_a, n) => ({ toughnessAtMost: n })),
  // CR 208.1: "with power 4 or greater", "with power 2 or less"
  P.seqMap(lit(" with power "), number, lit(" or greater"), (_a, n) => ({ powerAtLeast: n })),
  P.seqMap(lit(" with power "), number, lit(" or less"), (_a, n) => ({ powerAtMost: n })),
  P.seqMap(lit(" with mana value "), number, lit(" or less"), (_a, n) => ({ manaValueAtMost: n })), // CR 202.3
  lit(" with a +1/+1 counter on it").map(() => ({ counter: "+1/+1" })),
  // CR 702: "creature with flying", "creatures without flying"
  P.seqMap(lit(" without "), keyword, (_w, k) => ({ notKeyword: k })),
  P.seqMap(lit(" with "), keyword, (_w, k) => ({ keyword: k })),
);

/**
 * "land or nonblack creature": two card types joined by "or", at least one with adjectives of
 * its own — either description (`anyOf`); `types` lists both for what reads only the types.
 * Nothing may follow that could belong to one side or both ("… you control", "… with flying").
 */
function describedDisjunction(plural: boolean): P.Parser<ObjectFilter> {
  const side = P.seqMap(adjectives, headNoun(plural), (adjs, head) => ({ adjs, head }));
  return P.seqMap(side, lit(" or "), side, (a, _o, b) => [a, b] as const)
    .chain(([a, b]) => {
      if (a.adjs.length === 0 && b.adjs.length === 0) return P.fail("a plain list of heads");
      if (![a, b].every((x) => x.head.types && !x.head.subtypes && !x.head.allTypes)) return P.fail("card types only");
      const [fa, fb] = [a, b].map((x) => x.adjs.reduce<ObjectFilter>((f, adj) => adj(f), { types: x.head.types! }));
      return P.succeed<ObjectFilter>({ types: [...a.head.types!, ...b.head.types!], anyOf: [fa!, fb!] });
    })
    .notFollowedBy(P.alt(withSuffix, controllerSuffix));
}

/** An object description on the battlefield: "nonblack creature", "artifact or enchantment you control", "goblins you control". */
export function objects(plural: boolean): P.Parser<ObjectFilter> {
  // "creature with power 4 or greater you control" and "creature an opponent controls with power 2 or less": both orders occur
  return describedDisjunction(plural).or(
    P.seqMap(adjectives, headList(plural), opt(withSuffix), opt(controllerSuffix), (adjs, head, w, ctl) => ({
      adjs,
      head,
      w,
      ctl,
    }))
      .chain((x) => (x.w || !x.ctl ? P.succeed(x) : opt(withSuffix).map((w) => ({ ...x, w }))))
      .map(({ adjs, head, w, ctl }) => {
        let f: ObjectFilter = { ...head };
        for (const a of adjs) f = a(f);
        return { ...f, ...w, ...ctl };
      }),
  );
}

/**
 * A card description in a graveyard: "creature card from your graveyard", "instant or sorcery
 * card from your graveyard", plural "creature cards from your graveyard".
 */
export function graveyardCards(plural: boolean): P.Parser<ObjectFilter> {
  return P.seqMap(
    adjectives,
    opt(headList(false).skip(lit(" "))),
    lit(plural ? "cards from " : "card from "),
    P.alt(
      lit("your graveyard").map(() => "you" as const),
      lit("a graveyard").map(() => undefined),
    ),
    (adjs, head, _c, who) => {
      let f: ObjectFilter = { ...head };
      for (const a of adjs) f = a(f);
      return { ...f, zone: "graveyard", ...(who ? { controller: who } : {}) };
    },
  );
}
export const graveyardCard: P.Parser<ObjectFilter> = graveyardCards(false);

/**
 * "for each <thing>": a count of battlefield objects ("for each Forest you control") or of
 * cards in your graveyard ("for each creature card in your graveyard"), CR 107.3a-style.
 */
export const forEach: P.Parser<ObjectFilter> = P.seqMap(
  lit(" for each "),
  P.alt(
    P.seqMap(adjectives, headList(false).skip(lit(" ")).atMost(1), lit("card in your graveyard"), (adjs, h) => {
      let f: ObjectFilter = { ...h[0] };
      for (const a of adjs) f = a(f);
      return { ...f, zone: "graveyard" as const, controller: "you" as const };
    }),
    // "for each creature attacking you" (CR 506.3, 508.1b)
    P.seqMap(objects(false), lit(" attacking you"), (f): ObjectFilter => ({
      ...f,
      combat: "attacking",
      attackingYou: true,
    })),
    // "for each Forest on the battlefield": every player's
    P.seqMap(objects(false), opt(lit(" on the battlefield")), (f, all) => ({ f, all })).chain(({ f, all }) =>
      all && f.controller ? P.fail("a controller and 'on the battlefield'") : P.succeed(f),
    ),
  ),
  (_f, filter) => filter,
);
/** "N … for each X" as an amount: a count, times N for a number N ("3 life for each creature attacking you"). */
export function perEach(n: Amount, each: ObjectFilter | undefined): P.Parser<Amount> {
  if (!each) return P.succeed(n);
  if (n === 1) return P.succeed<Amount>({ kind: "count", filter: each });
  return typeof n === "number" && n > 1
    ? P.succeed<Amount>({ kind: "count", filter: each, times: n })
    : P.fail("X for each");
}

/** A short description of a filter for a choice prompt ("land you control"). */
export function describe(f: ObjectFilter): string {
  const head = [...(f.subtypes ?? []), ...(f.types ?? f.allTypes ?? ["permanent"])].join(" or ").toLowerCase();
  return `${head}${f.controller === "you" ? " you control" : f.controller === "opponent" ? " an opponent controls" : ""}`;
}

/** A card that may be revealed: "a creature card", "a creature or land card", "an artifact card", "a white card". */
export const revealedCard: P.Parser<ObjectFilter> = P.seqMap(
  P.alt(lit("an "), lit("a ")),
  adjectives,
  opt(headList(false).skip(lit(" "))),
  lit("card"),
  (_a, adjs, head) => {
    let f: ObjectFilter = { ...head };
    for (const a of adjs) f = a(f);
    return f;
  },
);
/** "you may reveal a creature card and/or a land card from among them and put the revealed cards into your hand" (CR 701.16a). */
/** Spell descriptions for cast triggers: "a noncreature spell", "an instant or sorcery spell" (CR 603.2). */
export const spellFilter: P.Parser<ObjectFilter> = P.seqMap(
  P.alt(lit("an "), lit("a ")),
  adjectives,
  opt(headList(false).skip(lit(" "))),
  lit("spell"),
  (_a, adjs, head) => {
    let f: ObjectFilter = { ...head };
    for (const a of adjs) f = a(f);
    return f;
  },
);
/** Trigger conditions (CR 603.1): "When ~ enters", "Whenever ~ attacks", "At the beginning of your upkeep", … */
/** "~'s power and toughness are each equal to the number of creature cards in your graveyard" (CR 604.3, layer 7a). */
export const countable: P.Parser<ObjectFilter> = P.alt(
  P.seqMap(adjectives, headList(false).skip(lit(" ")).atMost(1), lit("cards in your graveyard"), (adjs, h) => {
    let f: ObjectFilter = { ...h[0] };
    for (const a of adjs) f = a(f);
    return { ...f, zone: "graveyard" as const, controller: "you" as const };
  }),
  objects(true),
);
/**
 * "the number of creatures you control", "the number of creature cards in your graveyard", "the
 * number of Forests on the battlefield": a count made as the instruction resolves (CR 608.2h).
 */
export const numberOf: P.Parser<Amount> = P.alt(
  // domain (CR 207.2c): counted from the lands' subtypes, 205.3i
  lit("the number of basic land types among lands you control").map((): Amount => ({ kind: "basicLandTypes" })),
  P.seqMap(lit("the number of "), countable, opt(lit(" on the battlefield")), (_n, filter, all) => ({
    filter,
    all,
  })).chain(({ filter, all }) =>
    all && filter.controller
      ? P.fail("a controller and 'on the battlefield'")
      : P.succeed<Amount>({ kind: "count", filter }),
  ),
);

/**
 * Whether a card matching the filter may be an Aura: an Aura put onto the battlefield other than
 * by resolving is attached as it enters to something its controller chooses (CR 303.4f), which
 * the engine doesn't do, so such instructions are refused.
 */
export function mayBeAura(f: ObjectFilter): boolean {
  if (f.subtypes?.includes("Aura")) return true;
  if (f.allTypes?.includes("Creature") || f.allTypes?.includes("Land") || f.notTypes?.includes("Enchantment"))
    return false;
  if (f.subtypes?.length && !f.types) return false; // a creature or land type
  return !f.types || f.types.includes("Enchantment");
}
