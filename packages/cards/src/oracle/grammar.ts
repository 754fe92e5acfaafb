/**
 * The Oracle-text grammar: parser combinators (parsimmon) over one normalised line of
 * Oracle text (see `normalize.ts`), by clause structure — cost, trigger condition, effect,
 * targets, duration — not by whole-card templates. Each rule names the CR rule whose words
 * it reads. A rule yields a *builder* (`B<T>`, a function of the line's `Ctx`) rather than a
 * value, so that targets are numbered in text order only once the whole line has parsed
 * (PEG backtracking never leaves a half-allocated target behind).
 *
 * The grammar accepts only what the engine's vocabulary implements; anything else fails to
 * parse and the line is reported as not automated ("when unsure, refuse").
 */
import P from "./parsers.js";
import type {
  AbilityDef,
  Amount,
  CardType,
  Color,
  Condition,
  CostDef,
  CounterKind,
  Effect,
  EntryReplacement,
  Keyword,
  LibraryPlace,
  LookPick,
  Modification,
  ObjectFilter,
  Ref,
  SacrificeCost,
  StaticAffects,
  SpellAdditionalCost,
  SpellMode,
  TargetSpec,
  TokenSpec,
  TriggerEvent,
} from "@fishbowl/engine";
import { fx } from "../definitions/builders.js";
import { CREATURE_TYPES, LAND_TYPES, NUMBER_WORDS, OTHER_SUBTYPES, pluralOf } from "./lexicon.js";

/** Per-line compilation context: the targets in text order and what "it" refers to. */
export interface Ctx {
  /** Target requirements allocated so far, in the order their words appear (CR 601.2c). */
  targets: TargetSpec[];
  /** What "it" / "that creature" refers to: the last target, or the source (CR 608.2c). */
  it: Ref | undefined;
  /** What "they" refers to: the last group of objects ("all creatures you control"). */
  them?: Ref;
  /** How `~` as an object is referred to: the permanent itself, or (for "when ~ dies") the card it left behind (CR 603.10a). */
  self: Ref;
  /** What "that much" means on this line: the trigger event's amount (CR 603.2), set only by a trigger whose event has one. */
  thatMuch?: Amount;
}

/** A value built once the whole line has parsed. */
export type B<T> = (c: Ctx) => T;

/** Raised by a builder when the words parsed but mean something the vocabulary can't say. */
export class Unsupported extends Error {}

const lit = (s: string): P.Parser<string> => P.string(s);
const opt = <T>(p: P.Parser<T>): P.Parser<T | undefined> => p.atMost(1).map((a) => a[0]);
const constB =
  <T>(v: T): B<T> =>
  () =>
    v;

/** The line being parsed, so that a target's words can be quoted in its requirement text. */
let currentLine = "";
/** Sets the line that `quoted` slices (call before parsing a line). */
export function setLine(text: string): void {
  currentLine = text;
}
/** A parser's value with the words it consumed. */
const quoted = <T>(p: P.Parser<T>): P.Parser<{ value: T; text: string }> =>
  P((input, i) => {
    const r = (p as unknown as { _: (s: string, j: number) => P.Reply<T> })._(input, i);
    return r.status ? P.makeSuccess(r.index, { value: r.value, text: currentLine.slice(i, r.index) }) : r;
  });
/**
 * A choice among literal alternatives, as one regular expression (longest first, so the
 * choice can't stop short of a longer word: "first strike" before "first"), never followed
 * by a letter.
 */
const oneOf = <T>(table: readonly (readonly [string, T])[]): P.Parser<T> => {
  const map = new Map<string, T>();
  for (const [w, v] of table) if (!map.has(w)) map.set(w, v);
  const alts = [...map.keys()]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
  return P.regexp(new RegExp(`(?:${alts.join("|")})(?![a-z])`)).map((w) => map.get(w)!);
};

// ------------------------------------------------------------------ numbers, mana, P/T

const NUMBER_RE = new RegExp(
  `(\\d+|${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join("|")})(?![a-z0-9])`,
);
/** A number: digits or a number word (CR 107.1). */
export const number: P.Parser<number> = P.regexp(NUMBER_RE).map((w) => (/^\d/.test(w) ? Number(w) : NUMBER_WORDS[w]!));
/** An amount: a number or X (CR 107.3). */
const amount: P.Parser<Amount> = P.alt(
  lit("x")
    .notFollowedBy(P.regexp(/[a-z]/))
    .map((): Amount => ({ kind: "x" })),
  number,
);

const SYMBOL = /\{(\d+|[wubrgcx]|[wubrg]\/[wubrgp]|2\/[wubrg])\}/;
/** A mana cost in symbols (CR 107.4), returned in Scryfall notation ("{2}{R}"). */
export const manaSymbols: P.Parser<string> = P.regexp(new RegExp(`(${SYMBOL.source})+`)).map((s) => s.toUpperCase());

const ptChange: P.Parser<[number, number]> = P.regexp(/([+-]\d+)\/([+-]\d+)/, 0).map((s) => {
  const [p, t] = s.split("/");
  return [Number(p), Number(t)];
});

// ------------------------------------------------------------------ keywords (CR 702)

/** Keyword abilities the engine implements, by their Oracle spelling → CR name. */
export const SIMPLE_KEYWORDS: readonly (readonly [string, Keyword])[] = [
  ["flying", "Flying"],
  ["first strike", "First strike"],
  ["double strike", "Double strike"],
  ["deathtouch", "Deathtouch"],
  ["haste", "Haste"],
  ["hexproof", "Hexproof"],
  ["indestructible", "Indestructible"],
  ["lifelink", "Lifelink"],
  ["menace", "Menace"],
  ["reach", "Reach"],
  ["shadow", "Shadow"],
  ["trample", "Trample"],
  ["vigilance", "Vigilance"],
  ["defender", "Defender"],
  ["flash", "Flash"],
  ["prowess", "Prowess"],
  ["exalted", "Exalted"],
  ["shroud", "Shroud"],
  ["unleash", "Unleash"],
  // Devoid (CR 702.114a) is a characteristic-defining ability: the catalog already gives the card no colour.
  ["devoid", "Devoid"],
  // evasion on block legality (CR 509.1b): 702.36 fear, 702.13 intimidate, 702.14 landwalk, 702.31 horsemanship, 702.118 skulk
  ["fear", "Fear"],
  ["intimidate", "Intimidate"],
  ["plainswalk", "Plainswalk"],
  ["islandwalk", "Islandwalk"],
  ["swampwalk", "Swampwalk"],
  ["mountainwalk", "Mountainwalk"],
  ["forestwalk", "Forestwalk"],
  ["horsemanship", "Horsemanship"],
  ["skulk", "Skulk"],
  // damage as counters (CR 702.80 wither, 702.90 infect); every creature type (702.73a changeling)
  ["infect", "Infect"],
  ["wither", "Wither"],
  ["changeling", "Changeling"],
  // paying a spell's cost with creatures, artifacts or graveyard cards (CR 702.51a convoke, 702.126a improvise, 702.66a delve)
  ["convoke", "Convoke"],
  ["improvise", "Improvise"],
  ["delve", "Delve"],
  // combat triggers the engine implements on the keyword (CR 702.91a battle cry, 702.25a flanking)
  ["battle cry", "Battle cry"],
  ["flanking", "Flanking"],
];
const keyword: P.Parser<Keyword> = oneOf(SIMPLE_KEYWORDS);
/** "flying", "flying and first strike", "flying, first strike, and trample". */
const keywordList: P.Parser<Keyword[]> = P.alt(
  P.seqMap(keyword.sepBy1(lit(", ")), lit(", and "), keyword, (a, _x, b) => [...a, b]),
  P.seqMap(keyword, lit(" and "), keyword, (a, _x, b) => [a, b]),
  keyword.map((k) => [k]),
);

// ------------------------------------------------------------------ object descriptions (filters)

const COLOR_WORDS: readonly (readonly [string, Color])[] = [
  ["white", "W"],
  ["blue", "U"],
  ["black", "B"],
  ["red", "R"],
  ["green", "G"],
];
const color: P.Parser<Color> = oneOf(COLOR_WORDS);

const CARD_TYPE_WORDS: readonly (readonly [string, CardType])[] = [
  ["creature", "Creature"],
  ["artifact", "Artifact"],
  ["enchantment", "Enchantment"],
  ["land", "Land"],
  ["planeswalker", "Planeswalker"],
  ["instant", "Instant"],
  ["sorcery", "Sorcery"],
];
const SUBTYPES = [...CREATURE_TYPES, ...LAND_TYPES, ...OTHER_SUBTYPES];

/** A head noun of an object description: card type, subtype or "permanent", singular or plural. */
interface Head {
  types?: CardType[];
  allTypes?: CardType[];
  subtypes?: string[];
}
function headNoun(plural: boolean): P.Parser<Head> {
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
function headList(plural: boolean): P.Parser<ObjectFilter> {
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

type Adj = (f: ObjectFilter) => ObjectFilter;
const adjective: P.Parser<Adj> = P.alt<Adj>(
  lit("attacking or blocking").map(() => (f) => ({ ...f, combat: "either" })),
  lit("attacking")
    .notFollowedBy(lit(" or"))
    .map(() => (f) => ({ ...f, combat: "attacking" })),
  lit("blocking").map(() => (f) => ({ ...f, combat: "blocking" })),
  lit("nontoken").map(() => (f) => ({ ...f, nontoken: true })),
  lit("nonbasic").map(() => (f) => ({ ...f, notSupertypes: [...(f.notSupertypes ?? []), "Basic"] })),
  lit("basic").map(() => (f) => ({ ...f, supertypes: [...(f.supertypes ?? []), "Basic"] })),
  lit("legendary").map(() => (f) => ({ ...f, supertypes: [...(f.supertypes ?? []), "Legendary"] })),
  lit("nonlegendary").map(() => (f) => ({ ...f, notSupertypes: [...(f.notSupertypes ?? []), "Legendary"] })),
  lit("monocolored").map(() => (f) => ({ ...f, monocolored: true })),
  P.seqMap(lit("non"), color, (_n, c) => (f: ObjectFilter) => ({ ...f, notColors: [...(f.notColors ?? []), c] })),
  P.seqMap(lit("non"), oneOf(CARD_TYPE_WORDS), (_n, t) => (f: ObjectFilter) => ({
    ...f,
    notTypes: [...(f.notTypes ?? []), t],
  })),
  P.seqMap(color, lit(" or "), color, (a, _o, b) => (f: ObjectFilter) => ({ ...f, colors: [a, b] })),
  color.map((c) => (f: ObjectFilter) => ({ ...f, colors: [...(f.colors ?? []), c] })),
);
/** Adjectives before the head noun, greedy: "nonartifact, nonblack", "attacking red". */
const adjectives: P.Parser<Adj[]> = P.seqMap(adjective, P.alt(lit(", "), lit(" ")), (a) => a).many();

const controllerSuffix: P.Parser<Partial<ObjectFilter>> = P.alt(
  lit(" you control").map((): Partial<ObjectFilter> => ({ controller: "you" })),
  lit(" you don't control").map((): Partial<ObjectFilter> => ({ controller: "opponent" })),
  lit(" an opponent controls").map((): Partial<ObjectFilter> => ({ controller: "opponent" })),
  lit(" your opponents control").map((): Partial<ObjectFilter> => ({ controller: "opponent" })),
);
const withSuffix: P.Parser<Partial<ObjectFilter>> = P.alt(
  P.seqMap(lit(" with toughness "), number, lit(" or less"), (_a, n) => ({ toughnessAtMost: n })),
  // CR 208.1: "with power 4 or greater", "with power 2 or less"
  P.seqMap(lit(" with power "), number, lit(" or greater"), (_a, n) => ({ powerAtLeast: n })),
  P.seqMap(lit(" with power "), number, lit(" or less"), (_a, n) => ({ powerAtMost: n })),
  lit(" with a +1/+1 counter on it").map((): Partial<ObjectFilter> => ({ counter: "+1/+1" })),
);

/** An object description on the battlefield: "nonblack creature", "artifact or enchantment you control", "goblins you control". */
export function objects(plural: boolean): P.Parser<ObjectFilter> {
  // "creature with power 4 or greater you control" and "creature an opponent controls with power 2 or less": both orders occur
  return P.seqMap(adjectives, headList(plural), opt(withSuffix), opt(controllerSuffix), (adjs, head, w, ctl) => ({
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
    });
}

/** A card description in a graveyard: "creature card from your graveyard", "instant or sorcery card from your graveyard". */
const graveyardCard: P.Parser<ObjectFilter> = P.seqMap(
  adjectives,
  opt(headList(false).skip(lit(" "))),
  lit("card from "),
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

/**
 * "for each <thing>": a count of battlefield objects ("for each Forest you control") or of
 * cards in your graveyard ("for each creature card in your graveyard"), CR 107.3a-style.
 */
const forEach: P.Parser<ObjectFilter> = P.seqMap(
  lit(" for each "),
  P.alt(
    P.seqMap(adjectives, headList(false).skip(lit(" ")).atMost(1), lit("card in your graveyard"), (adjs, h) => {
      let f: ObjectFilter = { ...h[0] };
      for (const a of adjs) f = a(f);
      return { ...f, zone: "graveyard" as const, controller: "you" as const };
    }),
    objects(false),
  ),
  (_f, filter) => filter,
);
/** "N … for each X" as an amount: only "a"/"one" per thing is a plain count. */
function perEach(n: Amount, each: ObjectFilter | undefined): P.Parser<Amount> {
  if (!each) return P.succeed(n);
  return n === 1 ? P.succeed<Amount>({ kind: "count", filter: each }) : P.fail("N for each");
}

/** A short description of a filter for a choice prompt ("land you control"). */
function describe(f: ObjectFilter): string {
  const head = [...(f.subtypes ?? []), ...(f.types ?? f.allTypes ?? ["permanent"])].join(" or ").toLowerCase();
  return `${head}${f.controller === "you" ? " you control" : f.controller === "opponent" ? " an opponent controls" : ""}`;
}

// ------------------------------------------------------------------ targets and references (CR 115)

function allocTarget(spec: TargetSpec): B<Ref> {
  return (c) => {
    c.targets.push(spec);
    const r: Ref = { kind: "target", index: c.targets.length - 1 };
    c.it = r;
    return r;
  };
}

/**
 * "target spell", "target creature spell", "target noncreature spell", "target instant or
 * sorcery spell", "target red spell": a spell on the stack (CR 115.1, 701.5a). Read only after
 * "counter" — other instructions on spells (returning one to its hand) aren't implemented.
 */
const spellTargetPhrase: P.Parser<B<Ref>> = quoted(
  P.seqMap(
    lit("target "),
    adjectives,
    opt(headList(false).skip(lit(" "))),
    lit("spell").notFollowedBy(P.regexp(/[a-z]/)),
    (_t, adjs, head) => {
      let f: ObjectFilter = { ...head };
      for (const a of adjs) f = a(f);
      return f;
    },
  ),
).map(({ value, text }) => allocTarget({ text, objects: { ...value, zone: "stack" }, min: 1, max: 1 }));

/** "target <object>", "another target …", "up to one target …", "any target", "target player/opponent" (CR 115.1, 115.4). */
const targetPhrase: P.Parser<B<Ref>> = P.alt(
  lit("any target").map(() =>
    allocTarget({
      text: "any target",
      objects: { types: ["Creature", "Planeswalker", "Battle"] },
      players: true,
      min: 1,
      max: 1,
    }),
  ),
  lit("target creature or player").map(() =>
    allocTarget({ text: "target creature or player", objects: { types: ["Creature"] }, players: true, min: 1, max: 1 }),
  ),
  lit("target player or planeswalker").map(() =>
    allocTarget({
      text: "target player or planeswalker",
      objects: { types: ["Planeswalker"] },
      players: true,
      min: 1,
      max: 1,
    }),
  ),
  lit("target player").map(() => allocTarget({ text: "target player", players: true, min: 1, max: 1 })),
  lit("target opponent or planeswalker").map(() =>
    allocTarget({
      text: "target opponent or planeswalker",
      objects: { types: ["Planeswalker"] },
      players: "opponent",
      min: 1,
      max: 1,
    }),
  ),
  lit("target opponent").map(() => allocTarget({ text: "target opponent", players: "opponent", min: 1, max: 1 })),
  quoted(P.seqMap(lit("target "), graveyardCard, (_t, f) => f)).map(({ value, text }) =>
    allocTarget({ text, objects: value, min: 1, max: 1 }),
  ),
  quoted(P.seqMap(lit("up to one target "), objects(false), (_t, f) => f)).map(({ value, text }) =>
    allocTarget({ text, objects: value, min: 0, max: 1 }),
  ),
  quoted(P.seqMap(lit("another target "), objects(false), (_t, f) => f)).map(({ value, text }) =>
    allocTarget({ text, objects: { ...value, other: true }, min: 1, max: 1 }),
  ),
  quoted(P.seqMap(lit("target "), objects(false), (_t, f) => f)).map(({ value, text }) =>
    allocTarget({ text, objects: value, min: 1, max: 1 }),
  ),
);

/** "it", "that creature", "that permanent" — the last target, or the source (CR 608.2c). */
const pronoun: P.Parser<B<Ref>> = P.alt(lit("it"), lit("that creature"), lit("that permanent"), lit("that land"))
  .notFollowedBy(P.regexp(/[a-z']/))
  .map(() => (c: Ctx) => {
    if (!c.it) throw new Unsupported("'it' without antecedent");
    return c.it;
  });
const selfRef: P.Parser<B<Ref>> = lit("~").map(() => (c: Ctx) => {
  c.it = c.self;
  return c.self;
});
/** One object acted on: a target, a pronoun, or `~`. */
/** "enchanted creature", "equipped creature": what the source Aura or Equipment is attached to. */
const attachedRef: P.Parser<B<Ref>> = P.alt(
  lit("enchanted creature"),
  lit("equipped creature"),
  lit("enchanted permanent"),
  lit("enchanted land"),
).map(() => (c: Ctx): Ref => {
  c.it = { kind: "attachedTo" };
  return c.it;
});
const objectRef: P.Parser<B<Ref>> = P.alt(targetPhrase, selfRef, attachedRef, pronoun);
/** Several objects: "all creatures", "each creature you control", "all artifacts and enchantments". */
const allRef =
  (r: Ref): B<Ref> =>
  (c) => {
    c.them = r;
    return r;
  };
const allObjects: P.Parser<B<Ref>> = P.alt(
  P.seqMap(lit("all other "), objects(true), (_a, f) => allRef({ kind: "all", filter: { ...f, other: true } })),
  P.seqMap(lit("all "), objects(true), (_a, f) => allRef({ kind: "all", filter: f })),
  P.seqMap(lit("each other "), objects(false), (_a, f) => allRef({ kind: "all", filter: { ...f, other: true } })),
  P.seqMap(lit("each "), objects(false), (_a, f) => allRef({ kind: "all", filter: f })),
);
/** A player acted on: you, a target player, each opponent. */
const playerRef: P.Parser<B<Ref>> = P.alt(
  lit("you")
    .notFollowedBy(P.regexp(/[a-z']/))
    .map(() => constB<Ref>({ kind: "you" })),
  lit("each opponent").map(() => constB<Ref>({ kind: "opponents" })),
  lit("target player").map(() => allocTarget({ text: "target player", players: true, min: 1, max: 1 })),
  lit("target opponent").map(() => allocTarget({ text: "target opponent", players: "opponent", min: 1, max: 1 })),
  lit("that player").map(() => (c: Ctx) => {
    if (!c.it || c.it.kind !== "target") throw new Unsupported("'that player' without a player");
    return c.it;
  }),
  lit("its controller").map(() => (c: Ctx): Ref => {
    if (!c.it) throw new Unsupported("'its controller' without antecedent");
    return { kind: "controllerOf", ref: c.it };
  }),
);

// ------------------------------------------------------------------ effects (CR 608.2c)

type EffB = B<Effect[]>;
const one =
  (f: (c: Ctx) => Effect): EffB =>
  (c) => [f(c)];
const cards = P.alt(lit(" cards"), lit(" card"));

/** "~ deals 3 damage to any target", "~ deals 1 damage to each creature and each player" (CR 120). */
const dealDamage: P.Parser<EffB> = P.seqMap(
  P.alt(lit("~"), lit("it")),
  lit(" deals "),
  amount,
  lit(" damage to "),
  P.alt(targetPhrase, allObjects, playerRef, pronoun),
  (_s, _d, n, _x, to) => one((c) => ({ kind: "damage", amount: n, to: to(c) })),
);
/**
 * "~ deals 3 damage divided as you choose among one, two, or three targets", "… among one or
 * two targets", "… X damage … among any number of targets" (CR 601.2d): one target requirement
 * (any number: zero included, CR 115.6), its targets dealt the shares announced with them; each
 * gets at least 1, which the engine checks. Only as the line's first targets.
 */
const dealDividedDamage: P.Parser<EffB> = P.seqMap(
  P.alt(lit("~"), lit("it")),
  lit(" deals "),
  amount,
  lit(" damage divided as you choose among "),
  quoted(
    P.seqMap(
      P.alt(
        lit("one, two, or three ").map((): [number, number] => [1, 3]),
        lit("one or two ").map((): [number, number] => [1, 2]),
        lit("any number of ").map((): [number, number] => [0, 99]),
      ),
      P.alt(
        lit("targets").map((): Pick<TargetSpec, "objects" | "players"> => ({
          objects: { types: ["Creature", "Planeswalker", "Battle"] },
          players: true,
        })),
        P.seqMap(lit("target "), objects(true), (_t, f): Pick<TargetSpec, "objects" | "players"> => ({ objects: f })),
      ),
      (count, spec) => ({ count, spec }),
    ),
  ),
  (_s, _d, n, _x, { value, text }) =>
    (c: Ctx): Effect[] => {
      if (c.targets.length > 0) throw new Unsupported("divided damage after other targets");
      allocTarget({ text, ...value.spec, min: value.count[0], max: value.count[1] })(c);
      return [{ kind: "damage", amount: n, to: { kind: "target" }, divided: true }];
    },
);
/**
 * "prevent the next 3 damage that would be dealt to any target this turn": a prevention
 * shield (CR 615.7) on a target creature or player, or on "you".
 */
const prevent: P.Parser<EffB> = P.seqMap(
  lit("prevent the next "),
  amount,
  lit(" damage that would be dealt to "),
  P.alt(targetPhrase, playerRef),
  lit(" this turn"),
  (_p, n, _d, to) => one((c) => ({ kind: "preventDamage", amount: n, to: to(c), duration: { kind: "endOfTurn" } })),
);
const destroy: P.Parser<EffB> = P.seqMap(lit("destroy "), P.alt(allObjects, objectRef), (_d, what) =>
  one((c) => ({ kind: "destroy", what: what(c) })),
);
const exile: P.Parser<EffB> = P.seqMap(lit("exile "), P.alt(allObjects, objectRef), (_d, what) =>
  one((c) => ({ kind: "exile", what: what(c) })),
);
const untilEotWords = lit(" until end of turn");
const bounce: P.Parser<EffB> = P.alt(
  P.seqMap(lit("return "), objectRef, P.alt(lit(" to its owner's hand"), lit(" to your hand")), (_r, what) =>
    one((c) => ({ kind: "returnToHand", what: what(c) })),
  ),
  P.seqMap(lit("return "), allObjects, lit(" to their owners' hands"), (_r, what) =>
    one((c) => ({ kind: "returnToHand", what: what(c) })),
  ),
  // "return a land you control to its owner's hand": chosen on resolution, not targeted (CR 608.2d)
  P.seqMap(lit("return "), P.alt(lit("an "), lit("a ")), objects(false), lit(" to its owner's hand"), (_r, _a, f) => {
    if (f.controller !== "you") return null;
    return (): Effect[] => [
      { kind: "choose", text: `a ${describe(f)} to return to its owner's hand`, filter: f, count: 1 },
      { kind: "returnToHand", what: { kind: "last" } },
    ];
  }).chain((b) => (b ? P.succeed(b) : P.fail("a chosen permanent you control"))),
);
/** "Regenerate ~", "regenerate target creature" (CR 701.15a): a shield until the end of the turn. */
const regenerate: P.Parser<EffB> = P.seqMap(lit("regenerate "), objectRef, (_r, what) =>
  one((c): Effect => ({ kind: "regenerate", what: what(c) })),
);
/** "Put target creature on top of its owner's library" / "on the bottom of …" (CR 401.4). */
const putOnLibrary: P.Parser<EffB> = P.seqMap(
  lit("put "),
  objectRef,
  P.alt(
    lit(" on top of its owner's library").map(() => false),
    lit(" on the bottom of its owner's library").map(() => true),
  ),
  (_p, what, bottom) => one((c): Effect => ({ kind: "putOnLibrary", what: what(c), ...(bottom ? { bottom } : {}) })),
);
/** "Gain control of target creature [until end of turn]" (CR 613.1b, layer 2). */
const gainControl: P.Parser<EffB> = P.seqMap(lit("gain control of "), objectRef, opt(untilEotWords), (_g, what, eot) =>
  one((c) => ({ kind: "gainControl", what: what(c), duration: eot ? { kind: "endOfTurn" } : { kind: "indefinite" } })),
);
const tapUntap: P.Parser<EffB> = P.seqMap(
  P.alt(lit("tap "), lit("untap ")),
  P.alt(allObjects, objectRef),
  (verb, what) => one((c) => ({ kind: verb === "tap " ? "tap" : "untap", what: what(c) })),
);
const draw: P.Parser<EffB> = P.alt(
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
  P.seqMap(lit("draw "), amount, cards, opt(forEach), (_d, n, _c, each) => ({ n, each }))
    .chain(({ n, each }) => perEach(n, each))
    .map((n) => one(() => ({ kind: "draw", amount: n, who: { kind: "you" } }))),
  P.seqMap(playerRef, P.alt(lit(" draws "), lit(" draw ")), amount, cards, (who, _d, n) =>
    one((c) => ({ kind: "draw", amount: n, who: who(c) })),
  ),
);
const life: P.Parser<EffB> = P.alt(
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
  P.seqMap(P.alt(lit("you lose "), lit("lose ")), amount, lit(" life"), (_g, n) =>
    one(() => ({ kind: "loseLife", amount: n, who: { kind: "you" } })),
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
  P.seqMap(playerRef, P.alt(lit(" gains "), lit(" gain ")), amount, lit(" life"), (who, _g, n) =>
    one((c) => ({ kind: "gainLife", amount: n, who: who(c) })),
  ),
  P.seqMap(playerRef, P.alt(lit(" loses "), lit(" lose ")), amount, lit(" life"), (who, _g, n) =>
    one((c) => ({ kind: "loseLife", amount: n, who: who(c) })),
  ),
);
/** "gets +2/+2", "gains flying", "gets +1/+0 and gains first strike" (layers 6 and 7c). */
function changes(plural: boolean): P.Parser<Modification[]> {
  const gets = lit(plural ? "get " : "gets ");
  const gains = lit(plural ? "gain " : "gains ");
  return P.alt(
    P.seqMap(gets, ptChange, lit(" and "), gains, keywordList, (_g, [p, t], _a, _h, k) => [
      { layer: "7c", kind: "addPT", power: p, toughness: t } as Modification,
      { layer: "6", kind: "addKeywords", keywords: k },
    ]),
    P.seqMap(gets, ptChange, (_g, [p, t]) => [{ layer: "7c", kind: "addPT", power: p, toughness: t } as Modification]),
    P.seqMap(gains, keywordList, (_g, k) => [{ layer: "6", kind: "addKeywords", keywords: k } as Modification]),
  );
}
const untilEot = lit(" until end of turn");
const pump: P.Parser<EffB> = P.alt(
  P.seqMap(objectRef, lit(" "), changes(false), untilEot, (what, _s, mods) =>
    one((c) => ({ kind: "modify", what: what(c), mods, duration: { kind: "endOfTurn" } })),
  ),
  P.seqMap(
    P.alt(
      P.seqMap(lit("all "), objects(true), (_a, f) => f),
      P.seqMap(lit("other "), objects(true), (_a, f) => ({ ...f, other: true })),
      objects(true),
    ),
    lit(" "),
    changes(true),
    untilEot,
    (f, _s, mods) =>
      one(() => ({ kind: "modify", what: { kind: "all", filter: f }, mods, duration: { kind: "endOfTurn" } })),
  ),
  // "Untap all creatures you control. They gain flying …": the same objects (CR 608.2c)
  P.seqMap(lit("they "), changes(true), untilEot, (_t, mods) =>
    one((c): Effect => {
      if (!c.them) throw new Unsupported("'they' without antecedent");
      return { kind: "modify", what: c.them, mods, duration: { kind: "endOfTurn" } };
    }),
  ),
);
const COUNTER_KINDS: readonly (readonly [string, CounterKind])[] = [
  ["+1/+1", "+1/+1"],
  ["-1/-1", "-1/-1"],
];
const counters: P.Parser<EffB> = P.seqMap(
  lit("put "),
  amount,
  lit(" "),
  P.alt(...COUNTER_KINDS.map(([w, k]) => lit(w).map(() => k))),
  P.alt(lit(" counters on "), lit(" counter on ")),
  P.alt(
    objectRef,
    allObjects.map((b) => b),
  ),
  (_p, n, _s, kind, _o, what) => one((c) => ({ kind: "addCounters", what: what(c), counter: kind, amount: n })),
);

/** "a 1/1 red Goblin creature token", "two 2/2 white Knight creature tokens with vigilance" (CR 111.2, 111.4). */
const TOKEN_COLOR: P.Parser<Color[]> = P.alt(
  lit("colorless").map((): Color[] => []),
  P.seqMap(color, lit(" and "), color, (a, _x, b) => [a, b]),
  color.map((c) => [c]),
);
const tokenSubtypes: P.Parser<string[]> = oneOf(CREATURE_TYPES.map((t) => [t.toLowerCase(), t] as const)).sepBy1(
  lit(" "),
);
const tokenSpec: P.Parser<{ n: Amount; token: TokenSpec }> = P.seqMap(
  amount.skip(lit(" ")),
  P.regexp(/(\d+)\/(\d+)/).skip(lit(" ")),
  TOKEN_COLOR.skip(lit(" ")),
  tokenSubtypes.skip(lit(" ")),
  opt(lit("artifact ")),
  lit("creature token").then(opt(lit("s"))),
  opt(P.seqMap(lit(" with "), keywordList, (_w, k) => k)),
  (n, pt, colors, subtypes, artifact, _t, kws) => {
    const [p, t] = pt.split("/").map(Number);
    const token: TokenSpec = {
      colors,
      types: artifact ? ["Artifact", "Creature"] : ["Creature"],
      subtypes,
      power: p!,
      toughness: t!,
      ...(kws ? { keywords: kws } : {}),
    };
    return { n, token };
  },
);
const createTokens: P.Parser<EffB> = P.seqMap(lit("create "), tokenSpec, opt(forEach), (_c, t, each) => ({
  ...t,
  each,
})).chain(({ n, token, each }) =>
  perEach(n, each).map((amount) => one((): Effect => ({ kind: "createTokens", token, amount }))),
);

/** "search your library for a basic land card, put it onto the battlefield tapped, then shuffle" (CR 701.19a, 701.20a). */
const searchFor: P.Parser<ObjectFilter> = P.alt(
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
const searchTail: P.Parser<{ to: "battlefield" | "hand"; tapped: boolean }> = P.alt(
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
const search: P.Parser<EffB> = P.seqMap(lit("search your library for "), searchFor, searchTail, (_s, f, t) => () => [
  { kind: "search", filter: f, to: t.to, tapped: t.tapped },
  { kind: "shuffle" },
]);
const discard: P.Parser<EffB> = P.alt(
  P.seqMap(playerRef, lit(" discards "), amount, cards, (who, _d, n) =>
    one((c) => ({ kind: "discard", amount: n, who: who(c) })),
  ),
  P.seqMap(lit("discard "), amount, cards, (_d, n) =>
    one(() => ({ kind: "discard", amount: n, who: { kind: "you" } })),
  ),
);
const sacrifice: P.Parser<EffB> = P.alt(
  P.seqMap(playerRef, lit(" sacrifices a "), objects(false), (who, _s, f) => (c: Ctx): Effect[] => {
    const w = who(c);
    return [
      {
        kind: "choose",
        text: `a ${(f.types ?? ["permanent"]).join(" or ").toLowerCase()} to sacrifice`,
        filter: { ...f, controller: "you" },
        count: 1,
        chooser: w,
      },
      { kind: "sacrifice", what: { kind: "last" } },
    ];
  }),
  P.seqMap(lit("sacrifice "), P.alt(selfRef, pronoun), (_s, what) =>
    one((c) => ({ kind: "sacrifice", what: what(c) })),
  ),
);
/** "the top card", "the top three cards" (of a library). */
const topCards: P.Parser<Amount> = P.alt(
  lit("the top card").map((): Amount => 1),
  P.seqMap(lit("the top "), amount, lit(" cards"), (_t, n) => n),
);
/** "a card", "three cards": how many are milled. */
const millCount: P.Parser<Amount> = P.seqMap(amount, cards, (n) => n);
const theirLibraryIntoTheirGraveyard = P.alt(
  lit(" of their library into their graveyard"),
  lit(" of his or her library into his or her graveyard"),
);
/**
 * Mill (CR 701.13a): the 2019-era wording "put the top two cards of your library into your
 * graveyard", "target player puts the top card of their library into their graveyard", and the
 * current "mill two cards", "each opponent mills a card".
 */
const mill: P.Parser<EffB> = P.alt(
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
const scry: P.Parser<EffB> = P.seqMap(lit("scry "), amount, (_s, n) =>
  one((): Effect => ({ kind: "scry", amount: n })),
);

/** Where cards looked at are put (CR 608.2c): a hand, a graveyard, the top or the bottom of the library. */
const libraryPlace: P.Parser<LibraryPlace> = P.alt(
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
const libraryOrder: P.Parser<"any" | "random"> = P.alt(
  lit(" in any order").map(() => "any" as const),
  lit(" in a random order").map(() => "random" as const),
  P.succeed("any" as const),
);
const ofThem = P.seqMap(lit(" of "), P.alt(lit("them"), lit("those cards")), () => null);
/** "put one of them into your hand", "put any number of them into your graveyard". */
const putPick: P.Parser<LookPick> = P.seqMap(
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
const restPart: P.Parser<{ to: LibraryPlace; order: "any" | "random" }> = P.seqMap(
  P.alt(lit("the rest"), lit("the other")),
  libraryPlace,
  libraryOrder,
  (_r, to, order) => ({ to, order }),
);
/** A card that may be revealed: "a creature card", "a creature or land card", "an artifact card", "a white card". */
const revealedCard: P.Parser<ObjectFilter> = P.seqMap(
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
const revealPick: P.Parser<LookPick> = P.seqMap(
  lit("you may reveal "),
  revealedCard.sepBy1(lit(" and/or ")),
  lit(" from among them and put "),
  P.alt(lit("it"), lit("them"), lit("the revealed cards"), lit("that card")),
  lit(" into your hand"),
  (_y, slots): LookPick => ({ to: "hand", count: slots.length, upTo: true, slots, reveal: true }),
);
/** `last`: "…, and one <place>" — how many the last place was said to take (it takes the rest). */
type LookBody = { picks: LookPick[]; rest: LibraryPlace; order: "any" | "random"; last?: number };
/** What is done with the cards looked at, after "look at the top N cards of your library". */
const lookBody: P.Parser<LookBody> = P.alt<LookBody>(
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
const lookAtTopOf: P.Parser<EffB> = P.seqMap(
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
const shuffleInto: P.Parser<EffB> = P.seqMap(lit("shuffle "), objectRef, lit(" into its owner's library"), (_s, what) =>
  one((c) => ({ kind: "shuffleIntoLibrary", what: what(c) })),
);
/** "Add {G}", "Add {R}{R}{R}", "Add {R} or {G}", "Add one mana of any color" (CR 106, 605). */
const manaChoice: P.Parser<string[]> = P.regexp(/\{([wubrgc])\}/, 1).map((c) => [c.toUpperCase()]);
const addMana: P.Parser<EffB> = P.seqMap(
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

/** The next word, not consumed (parsimmon's `lookahead` yields no value). */
const peekWord: P.Parser<string> = P((input, i) => {
  const m = /[^ ,.:]*/y;
  m.lastIndex = i;
  return P.makeSuccess(i, m.exec(input)![0]);
});

/**
 * Chooses among alternatives by the first word, so a line tries only the rules that can
 * start with it (the grammar stays the same; PEG's ordered choice is kept within each word).
 * `"*"` rules are tried for every word, after the word's own.
 */
function byFirstWord<T>(entries: readonly (readonly [readonly string[] | "*", P.Parser<T>])[]): P.Parser<T> {
  const words = new Set(entries.flatMap(([w]) => (w === "*" ? [] : w)));
  const table = new Map<string, P.Parser<T>>();
  for (const w of words)
    table.set(w, P.alt(...entries.filter(([ws]) => ws === "*" || ws.includes(w)).map(([, p]) => p)));
  const rest = entries.filter(([ws]) => ws === "*").map(([, p]) => p);
  const fallback = rest.length ? P.alt(...rest) : P.fail("a known first word");
  return peekWord.chain((w) => table.get(w) ?? fallback);
}

/**
 * "Counter target spell." and "Counter target spell unless its controller pays {N}." (CR 701.5a,
 * 118.12): only spells (an activated ability isn't one), and only a fixed amount of mana ("pays
 * {X}", "pays {1} for each …" are refused).
 */
const counterSpell: P.Parser<EffB> = P.seqMap(
  lit("counter "),
  spellTargetPhrase,
  opt(
    P.seqMap(
      lit(" unless its controller pays "),
      manaSymbols.chain((m) => (/X/.test(m) ? P.fail("a fixed cost") : P.succeed(m))),
      (_u, m) => m,
    ),
  ),
  (_c, what, unless) =>
    (c: Ctx): Effect[] => [{ kind: "counter", what: what(c), ...(unless ? { unlessPays: unless } : {}) }],
);

const PLAYER_WORDS = ["you", "each", "target", "that", "its"];
/** One imperative effect. */
const simpleEffect: P.Parser<EffB> = byFirstWord<EffB>([
  [["~", "it"], dealDividedDamage],
  [["~", "it"], dealDamage],
  [["destroy"], destroy],
  [["exile"], exile],
  [["return"], bounce],
  [["create"], createTokens],
  [["search"], search],
  [["put"], counters],
  [["put"], putOnLibrary],
  [["put", "mill", ...PLAYER_WORDS], mill],
  [["regenerate"], regenerate],
  [["add"], addMana],
  [["draw", ...PLAYER_WORDS], draw],
  [["gain", "lose", ...PLAYER_WORDS], life],
  [["discard", ...PLAYER_WORDS], discard],
  [["sacrifice", ...PLAYER_WORDS], sacrifice],
  [["shuffle"], shuffleInto],
  ["*", pump],
  [["tap", "untap"], tapUntap],
  [["gain"], gainControl],
  [["prevent"], prevent],
  [["scry"], scry],
  [["look"], lookAtTopOf],
  [["counter"], counterSpell],
]);

/** "You may <effect>": an optional instruction (CR 608.2d); a "you may … target" is a target that may be left unchosen (min 0). */
const mayEffect: P.Parser<EffB> = P.seqMap(lit("you may "), simpleEffect, (_m, e) => (c: Ctx): Effect[] => {
  const before = c.targets.length;
  const inner = e(c);
  if (c.targets.length > before) {
    for (let i = before; i < c.targets.length; i++) c.targets[i] = { ...c.targets[i]!, min: 0 };
    return inner;
  }
  return [fx.may("you may", ...inner)];
});
/**
 * "<effect> unless you pay {M}" (CR 118.12a): the controller may pay the mana as the ability
 * resolves; if they don't, the effect happens. Only mana; "unless you pay {1} for each …" and
 * other payments fail to read.
 */
const unlessYouPay: P.Parser<string> = P.seqMap(
  lit(" unless you pay "),
  manaSymbols.notFollowedBy(lit(" for each")),
  (_u, m) => m,
);
const effect: P.Parser<EffB> = P.alt(
  mayEffect,
  P.seqMap(quoted(simpleEffect), opt(unlessYouPay), (e, mana) =>
    mana === undefined
      ? e.value
      : (c: Ctx): Effect[] => [{ kind: "unlessPay", text: e.text, mana, otherwise: e.value(c) }],
  ),
);

/** Effects joined in one sentence: "…, then …", "… and …". */
const effectChain: P.Parser<EffB> = P.seqMap(
  effect,
  P.seq(P.alt(lit(", then "), lit(" and "), lit(", and ")), effect).many(),
  (first, rest) => (c: Ctx) => {
    const out = first(c);
    for (const [, e] of rest) out.push(...e(c));
    return out;
  },
);
const kickedSentence: P.Parser<EffB> = P.seqMap(
  lit("if ~ was kicked, "),
  effectChain,
  (_k, e) =>
    (c: Ctx): Effect[] => [fx.when({ kind: "kicked" }, ...e(c))],
);
/** "It can't be regenerated." after a destroy; "A creature dealt damage this way can't be regenerated this turn." after damage (CR 701.15c). */
const regenerationRider: P.Parser<"destroy" | "damage"> = P.alt(
  P.alt(
    lit(" it can't be regenerated."),
    lit(" they can't be regenerated."),
    lit(" that creature can't be regenerated."),
  ).map(() => "destroy" as const),
  lit(" a creature dealt damage this way can't be regenerated this turn.").map(() => "damage" as const),
);
/** Sentences of effects: "Destroy target creature. It can't be regenerated." */
export const effects: P.Parser<EffB> = P.seqMap(
  P.alt(kickedSentence, effectChain).skip(lit(".")).sepBy1(lit(" ")),
  opt(regenerationRider),
  (sentences, rider) => (c: Ctx) => {
    const out = sentences.flatMap((s) => s(c));
    if (!rider) return out;
    const kind = rider === "destroy" ? "destroy" : "damage";
    if (!out.some((e) => e.kind === kind)) throw new Unsupported("a regeneration rider without its instruction");
    return out.map((e): Effect =>
      e.kind === "destroy" && rider === "destroy"
        ? { ...e, noRegenerate: true }
        : e.kind === "damage" && rider === "damage"
          ? { ...e, noRegenerateThisTurn: true }
          : e,
    );
  },
);

// ------------------------------------------------------------------ abilities (CR 113, 602, 603, 604, 614)

/** Card-level fields a keyword line sets (CR 702.33 kicker, 702.34 flashback, 702.27 buyback, 702.52 dredge, 702.41a affinity). */
export type KeywordExtra = Partial<Record<"kicker" | "flashback" | "buyback", string>> & {
  dredge?: number;
  affinity?: ObjectFilter;
};

/** What a compiled line contributes to a card definition. */
export type LinePart =
  | { kind: "keywords"; keywords: Keyword[]; abilities: AbilityDef[]; extra?: KeywordExtra }
  | { kind: "enchant"; filter: ObjectFilter }
  | { kind: "ability"; build: B<AbilityDef> }
  | { kind: "spell"; build: B<SpellMode> }
  | { kind: "cda"; amount: Amount }
  /** "As an additional cost to cast ~, …" (CR 118.8, 601.2b). */
  | { kind: "additionalCost"; cost: SpellAdditionalCost };

const SACRIFICE_SELF: Effect = { kind: "sacrifice", what: { kind: "self" } };
/** "At the beginning of your upkeep, [if <condition>,] <effects>": the triggered ability a keyword stands for (CR 702.24a, 702.30a, 702.32a, 702.63a). */
const upkeepTrigger = (text: string, effects: Effect[], condition?: Condition): AbilityDef => ({
  kind: "triggered",
  text,
  event: { kind: "beginningOfStep", step: "upkeep", yours: true },
  targets: [],
  effects,
  ...(condition ? { condition } : {}),
});

/** Keyword abilities with a parameter (CR 702): cycling, equip, kicker, flashback, buyback, outlast, bloodthirst, unearth, dredge, bushido, afflict, rampage, echo, cumulative upkeep, fading, vanishing, persist, undying. */
const paramKeyword: P.Parser<{ keywords: Keyword[]; abilities: AbilityDef[]; extra?: KeywordExtra }> = P.alt(
  P.seqMap(lit("cycling "), manaSymbols, (_c, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `Cycling ${m}`,
        cost: { mana: m, discardSelf: true },
        targets: [],
        effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
      } as AbilityDef,
    ],
  })),
  P.seqMap(lit("basic landcycling "), manaSymbols, (_c, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `Basic landcycling ${m}`,
        cost: { mana: m, discardSelf: true },
        targets: [],
        effects: [
          { kind: "search", filter: { types: ["Land"], supertypes: ["Basic"] }, to: "hand", tapped: false },
          { kind: "shuffle" },
        ],
      } as AbilityDef,
    ],
  })),
  P.seqMap(oneOf(LAND_TYPES.map((t) => [t.toLowerCase(), t] as const)), lit("cycling "), manaSymbols, (t, _c, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `${t}cycling ${m}`,
        cost: { mana: m, discardSelf: true },
        targets: [],
        effects: [{ kind: "search", filter: { subtypes: [t] }, to: "hand", tapped: false }, { kind: "shuffle" }],
      } as AbilityDef,
    ],
  })),
  P.seqMap(lit("equip "), manaSymbols, (_e, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `Equip ${m}`,
        cost: { mana: m },
        targets: [
          { text: "target creature you control", objects: { types: ["Creature"], controller: "you" }, min: 1, max: 1 },
        ],
        effects: [{ kind: "attach", what: { kind: "self" }, to: { kind: "target", index: 0 } }],
        sorcery: true,
      } as AbilityDef,
    ],
  })),
  P.seqMap(lit("outlast "), manaSymbols, (_e, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `Outlast ${m}`,
        cost: { mana: m, tap: true },
        targets: [],
        effects: [{ kind: "addCounters", what: { kind: "self" }, counter: "+1/+1", amount: 1 }],
        sorcery: true,
      } as AbilityDef,
    ],
  })),
  // CR 702.130a: afflict N — "whenever this creature becomes blocked, defending player loses N life"; with two players the
  // defending player is the attacker's controller's opponent (506.2)
  P.seqMap(lit("afflict "), number, (_a, n) => ({
    keywords: [],
    abilities: [
      {
        kind: "triggered",
        text: `Afflict ${n}`,
        event: { kind: "becomesBlockedSelf" },
        targets: [],
        effects: [{ kind: "loseLife", amount: n, who: { kind: "opponents" } }],
      } as AbilityDef,
    ],
  })),
  // CR 702.45a: bushido N — "whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn"
  P.seqMap(lit("bushido "), number, (_b, n) => ({
    keywords: [],
    abilities: [
      {
        kind: "triggered",
        text: `Bushido ${n}`,
        event: { kind: "blocksOrBecomesBlockedSelf" },
        targets: [],
        effects: [
          {
            kind: "modify",
            what: { kind: "self" },
            mods: [{ layer: "7c", kind: "addPT", power: n, toughness: n }],
            duration: { kind: "endOfTurn" },
          },
        ],
      } as AbilityDef,
    ],
  })),
  // CR 702.84a: unearth [cost] — from the graveyard, as a sorcery: return it, it gains haste, exile it at the beginning of
  // the next end step, and if it would leave the battlefield, exile it instead
  P.seqMap(lit("unearth "), manaSymbols, (_u, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `Unearth ${m}`,
        cost: { mana: m },
        targets: [],
        sorcery: true,
        fromGraveyard: true,
        effects: [
          { kind: "putOntoBattlefield", what: { kind: "self" }, tapped: false },
          {
            kind: "modify",
            what: { kind: "last" },
            mods: [{ layer: "6", kind: "addKeywords", keywords: ["Haste"] }],
            duration: { kind: "indefinite" },
          },
          {
            kind: "delayed",
            event: { kind: "nextStep", step: "end" },
            effects: [{ kind: "exile", what: { kind: "refs" } }],
            refs: { kind: "last" },
            text: "Unearth: exile it at the beginning of the next end step.",
          },
          { kind: "exileIfLeaves", what: { kind: "last" } },
        ],
      } as AbilityDef,
    ],
  })),
  // CR 702.23a-b: rampage N — "whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature
  // blocking it beyond the first", counted as the trigger resolves
  P.seqMap(lit("rampage "), number, (_r, n) => ({
    keywords: [],
    abilities: [
      {
        kind: "triggered",
        text: `Rampage ${n}`,
        event: { kind: "becomesBlockedSelf" },
        targets: [],
        effects: [
          {
            kind: "modify",
            what: { kind: "self" },
            mods: [{ layer: "7c", kind: "addPT", power: n, toughness: n }],
            duration: { kind: "endOfTurn" },
            times: { kind: "blockersOfSelf", beyond: 1 },
          },
        ],
      } as AbilityDef,
    ],
  })),
  // CR 702.52a: dredge N, a replacement of a draw that functions from the graveyard (the engine asks, 702.52b)
  P.seqMap(lit("dredge "), number, (_d, n) => ({ keywords: [], abilities: [], extra: { dredge: n } })),
  P.seqMap(lit("bloodthirst "), number, (_b, n) => ({
    keywords: [],
    abilities: [
      { kind: "replacement", text: `Bloodthirst ${n}`, replacement: { kind: "bloodthirst", amount: n } } as AbilityDef,
    ],
  })),
  // Echo (CR 702.30a): "at the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]"
  P.seqMap(lit("echo "), manaSymbols, (_e, m) => ({
    keywords: [],
    abilities: [
      upkeepTrigger(`Echo ${m}`, [{ kind: "unlessPay", text: "sacrifice it", mana: m, otherwise: [SACRIFICE_SELF] }], {
        kind: "cameUnderControlSinceLastUpkeep",
      }),
    ],
  })),
  // Cumulative upkeep (CR 702.24a): an age counter, then pay the cost for each age counter or sacrifice it
  P.seqMap(lit("cumulative upkeep "), manaSymbols, (_e, m) => ({
    keywords: [],
    abilities: [
      upkeepTrigger(`Cumulative upkeep ${m}`, [
        { kind: "addCounters", what: { kind: "self" }, counter: "age", amount: 1 },
        { kind: "unlessPay", text: "sacrifice it", mana: m, perCounter: "age", otherwise: [SACRIFICE_SELF] },
      ]),
    ],
  })),
  // Fading N (CR 702.32a): enters with N fade counters; each upkeep remove one, or sacrifice it if you can't
  P.seqMap(lit("fading "), number, (_f, n) => ({
    keywords: [],
    abilities: [
      {
        kind: "replacement",
        text: `Fading ${n}`,
        replacement: { kind: "entersWithCounters", counters: { fade: n } },
      } as AbilityDef,
      upkeepTrigger(`Fading ${n}`, [
        { kind: "removeCounters", what: { kind: "self" }, counter: "fade", amount: 1, ifUnable: [SACRIFICE_SELF] },
      ]),
    ],
  })),
  // Vanishing N (CR 702.63a): enters with N time counters; each upkeep, if it has one, remove one; when the last is removed, sacrifice it
  P.seqMap(lit("vanishing "), number, (_f, n) => ({
    keywords: [],
    abilities: [
      {
        kind: "replacement",
        text: `Vanishing ${n}`,
        replacement: { kind: "entersWithCounters", counters: { time: n } },
      } as AbilityDef,
      upkeepTrigger(
        `Vanishing ${n}`,
        [{ kind: "removeCounters", what: { kind: "self" }, counter: "time", amount: 1 }],
        { kind: "sourceHasCounter", counter: "time" },
      ),
      {
        kind: "triggered",
        text: `Vanishing ${n}`,
        event: { kind: "lastCounterRemoved", counter: "time" },
        targets: [],
        effects: [SACRIFICE_SELF],
      } as AbilityDef,
    ],
  })),
  // Persist (CR 702.79a) and undying (702.93a): when it dies, if it had no -1/-1 (+1/+1) counters, it returns under its owner's control with one
  ...(
    [
      ["persist", "Persist", "-1/-1"],
      ["undying", "Undying", "+1/+1"],
    ] as const
  ).map(([w, name, counter]) =>
    lit(w)
      .notFollowedBy(P.regexp(/[a-z]/))
      .map(() => ({
        keywords: [],
        abilities: [
          {
            kind: "triggered",
            text: name,
            event: { kind: "selfToGraveyardFromBattlefield" },
            targets: [],
            condition: { kind: "sourceHadNoCounters", counter },
            effects: [
              {
                kind: "putOntoBattlefield",
                what: { kind: "refs" },
                tapped: false,
                ownerControls: true,
                counters: { [counter]: 1 },
              },
            ],
          } as AbilityDef,
        ],
      })),
  ),
  P.seqMap(lit("kicker "), manaSymbols.notFollowedBy(lit(" and")), (_k, m) => ({
    keywords: [],
    abilities: [],
    extra: { kicker: m },
  })),
  P.seqMap(lit("flashback "), manaSymbols, (_k, m) => ({ keywords: [], abilities: [], extra: { flashback: m } })),
  P.seqMap(lit("buyback "), manaSymbols, (_k, m) => ({ keywords: [], abilities: [], extra: { buyback: m } })),
  // "affinity for artifacts", "affinity for plains" (CR 702.41a): {1} less for each one you control
  P.seqMap(
    lit("affinity for "),
    headNoun(true).chain((h) => (h.allTypes ? P.fail("a single type") : P.succeed(h))),
    (_a, h) => ({
      keywords: [],
      abilities: [],
      extra: { affinity: { ...(h.types ? { types: h.types } : {}), ...(h.subtypes ? { subtypes: h.subtypes } : {}) } },
    }),
  ),
);
/** A keyword line: "Flying, haste", "Cycling {2}", "Flying; trample" (CR 702.1). */
type KeywordItem = { keywords: Keyword[]; abilities: AbilityDef[]; extra?: KeywordExtra };
const keywordLine: P.Parser<LinePart> = P.alt<KeywordItem>(
  paramKeyword,
  keyword.map((k) => ({ keywords: [k], abilities: [] as AbilityDef[] })),
)
  .sepBy1(P.alt(lit(", "), lit("; ")))
  .map((items) => {
    const extra: KeywordExtra = {};
    for (const i of items) Object.assign(extra, i.extra ?? {});
    return {
      kind: "keywords",
      keywords: items.flatMap((i) => i.keywords),
      abilities: items.flatMap((i) => i.abilities),
      ...(Object.keys(extra).length ? { extra } : {}),
    };
  });

const enchantLine: P.Parser<LinePart> = P.seqMap(lit("enchant "), objects(false), (_e, f) => ({
  kind: "enchant",
  filter: f,
}));

/**
 * "sacrifice a creature", "sacrifice an artifact", "sacrifice another creature", "sacrifice two
 * lands" (CR 118.3, 701.21a): permanents the payer controls, chosen as the cost is paid (601.2h).
 */
const sacrificeCost: P.Parser<SacrificeCost> = P.alt(
  P.seqMap(lit("sacrifice another "), objects(false), (_s, f) => ({ filter: { ...f, other: true }, count: 1 })),
  P.seqMap(P.alt(lit("sacrifice a "), lit("sacrifice an ")), objects(false), (_s, f) => ({ filter: f, count: 1 })),
  P.seqMap(
    lit("sacrifice "),
    number.chain((n) => (n >= 2 ? P.succeed(n) : P.fail("two or more"))),
    lit(" "),
    objects(true),
    (_s, n, _x, f) => ({ filter: f, count: n }),
  ),
);
/** A cost (CR 118, 602.1a): "{2}{R}", "{T}", "{1}, {T}, Sacrifice ~", "Remove a +1/+1 counter from ~". */
const costItem: P.Parser<Partial<CostDef>> = P.alt(
  lit("{t}").map(() => ({ tap: true })),
  manaSymbols.map((m) => ({ mana: m })),
  lit("sacrifice ~").map(() => ({ sacrificeSelf: true })),
  P.seqMap(lit("pay "), number, lit(" life"), (_p, n) => ({ payLife: n })),
  sacrificeCost.map((sacrifice) => ({ sacrifice })),
  lit("discard ~").map(() => ({ discardSelf: true })),
  P.seqMap(
    lit("remove "),
    number,
    lit(" "),
    P.alt(...COUNTER_KINDS.map(([w, k]) => lit(w).map(() => k))),
    P.alt(lit(" counters from ~"), lit(" counter from ~")),
    (_r, n, _s, k) => ({ removeCounters: { counter: k, amount: n } }),
  ),
);
const cost: P.Parser<CostDef> = costItem.sepBy1(lit(", ")).chain((items) => {
  const c: CostDef = {};
  for (const i of items) {
    if (i.mana && c.mana) return P.fail("two mana costs");
    Object.assign(c, i);
  }
  return P.succeed(c);
});
const sorcerySpeed = P.alt(
  lit(" activate only as a sorcery."),
  lit(" activate this ability only any time you could cast a sorcery."),
);
const activatedLine: P.Parser<LinePart> = P.seqMap(cost, lit(": "), effects, opt(sorcerySpeed), (c, _x, e, sorc) => ({
  kind: "ability",
  build: (ctx: Ctx): AbilityDef => ({
    kind: "activated",
    text: "",
    cost: c,
    targets: ctx.targets,
    effects: e(ctx),
    ...(sorc ? { sorcery: true } : {}),
  }),
}));

/** Spell descriptions for cast triggers: "a noncreature spell", "an instant or sorcery spell" (CR 603.2). */
const spellFilter: P.Parser<ObjectFilter> = P.seqMap(
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
const trigger: P.Parser<{ event: TriggerEvent; self?: Ref; thatMuch?: Amount }> = P.alt(
  // "whenever enchanted creature deals damage" (CR 603.2, 120.4b); "that much" is the damage dealt
  P.seqMap(
    P.alt(lit("whenever enchanted creature deals "), lit("whenever equipped creature deals ")),
    P.alt(
      lit("combat damage to a player").map((): TriggerEvent => ({
        kind: "attachedDealsDamage",
        combat: true,
        toPlayer: true,
      })),
      lit("damage").map((): TriggerEvent => ({ kind: "attachedDealsDamage" })),
    ),
    (_w, event) => ({ event, thatMuch: { kind: "triggerAmount" } as Amount }),
  ),
  lit("when ~ enters").map(() => ({ event: { kind: "entersSelf" } as TriggerEvent })),
  // "whenever a land enters under your control", "whenever another creature enters" (CR 603.2, 603.6a)
  P.seqMap(
    lit("whenever "),
    P.alt(
      lit("another ").map(() => true),
      lit("an ").map(() => false),
      lit("a ").map(() => false),
    ),
    objects(false),
    lit(" enters"),
    opt(lit(" under your control")),
    (_w, other, f, _e, yours) => {
      if (f.controller && yours) throw new Unsupported("two controllers");
      return {
        event: {
          kind: "enters",
          filter: { ...f, ...(other ? { other: true } : {}), ...(yours ? { controller: "you" as const } : {}) },
        } as TriggerEvent,
        others: true,
      };
    },
  ),
  P.alt(lit("when ~ dies"), lit("when ~ is put into a graveyard from the battlefield")).map(() => ({
    event: { kind: "selfToGraveyardFromBattlefield" } as TriggerEvent,
    self: { kind: "refs" } as Ref,
  })),
  P.alt(lit("whenever ~ attacks"), lit("when ~ attacks")).map(() => ({
    event: { kind: "attacksSelf" } as TriggerEvent,
  })),
  // CR 509.3a, 509.3c: "blocks or becomes blocked" before "blocks" (a trigger must be followed by its comma)
  P.alt(lit("whenever ~ blocks or becomes blocked"), lit("when ~ blocks or becomes blocked")).map(() => ({
    event: { kind: "blocksOrBecomesBlockedSelf" } as TriggerEvent,
  })),
  P.alt(lit("whenever ~ becomes blocked"), lit("when ~ becomes blocked")).map(() => ({
    event: { kind: "becomesBlockedSelf" } as TriggerEvent,
  })),
  P.alt(lit("whenever ~ blocks"), lit("when ~ blocks")).map(() => ({ event: { kind: "blocksSelf" } as TriggerEvent })),
  P.alt(lit("whenever ~ deals combat damage to a player"), lit("whenever ~ deals combat damage to an opponent")).map(
    () => ({ event: { kind: "dealsDamageToOpponent", combat: true } as TriggerEvent }),
  ),
  lit("whenever ~ deals damage to an opponent").map(() => ({
    event: { kind: "dealsDamageToOpponent" } as TriggerEvent,
  })),
  P.seqMap(lit("whenever you cast "), spellFilter, (_w, f) => ({ event: { kind: "cast", filter: f } as TriggerEvent })),
  P.seqMap(lit("whenever a player casts "), spellFilter, (_w, f) => ({
    event: { kind: "cast", filter: f, anyPlayer: true } as TriggerEvent,
  })),
  P.alt(
    lit("at the beginning of your upkeep").map(() => ({ step: "upkeep", yours: true })),
    lit("at the beginning of each upkeep").map(() => ({ step: "upkeep", yours: false })),
    lit("at the beginning of your end step").map(() => ({ step: "end", yours: true })),
    P.alt(lit("at the beginning of each end step"), lit("at the beginning of the end step")).map(() => ({
      step: "end",
      yours: false,
    })),
    lit("at the beginning of your draw step").map(() => ({ step: "draw", yours: true })),
    lit("at the beginning of combat on your turn").map(() => ({ step: "beginning_of_combat", yours: true })),
  ).map((x) => ({ event: { kind: "beginningOfStep", step: x.step, yours: x.yours } as TriggerEvent })),
);
const triggeredLine: P.Parser<LinePart> = P.seqMap(trigger, lit(", "), effects, (t, _c, e) => ({
  kind: "ability",
  build: (ctx: Ctx): AbilityDef => {
    if (t.self) ctx.self = t.self;
    if (t.thatMuch) ctx.thatMuch = t.thatMuch;
    // in a trigger about the source itself, "it" with no other antecedent is the source (CR 608.2c)
    if (!("others" in t)) ctx.it = ctx.self;
    const eff = e(ctx);
    return { kind: "triggered", text: "", event: t.event, targets: ctx.targets, effects: eff };
  },
}));

/** Restrictions and requirements (CR 508.1c, 508.1d, 509.1b, 502.3). */
const restriction: P.Parser<Modification[]> = P.alt(
  lit("attacks each combat if able").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["mustAttack"] },
  ]),
  lit("can block only creatures with flying").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["blockOnlyFlying"] },
  ]),
  P.alt(lit("doesn't untap during your untap step"), lit("doesn't untap during its controller's untap step")).map(
    (): Modification[] => [{ layer: "rules", kind: "restrict", restrictions: ["doesntUntap"] }],
  ),
  lit("can't attack or block").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["cantAttack", "cantBlock"] },
  ]),
  lit("can't attack").map((): Modification[] => [{ layer: "rules", kind: "restrict", restrictions: ["cantAttack"] }]),
  lit("can't block").map((): Modification[] => [{ layer: "rules", kind: "restrict", restrictions: ["cantBlock"] }]),
  lit("can't be blocked").map((): Modification[] => [
    { layer: "rules", kind: "restrict", restrictions: ["cantBeBlocked"] },
  ]),
);
/** Conditions of static abilities (CR 611.3a): "you control a Mountain", "seven or more cards are in your graveyard". */
const condition: P.Parser<Condition> = P.alt<Condition>(
  P.seqMap(lit("you control "), number, lit(" or more "), objects(true), (_y, n, _o, f): Condition => ({
    kind: "youControl",
    filter: f,
    atLeast: n,
  })),
  P.seqMap(lit("you control "), P.alt(lit("an "), lit("a ")), objects(false), (_y, _a, f): Condition => ({
    kind: "youControl",
    filter: f,
  })),
  P.seqMap(number, lit(" or more cards are in your graveyard"), (n): Condition => ({
    kind: "graveyardAtLeast",
    amount: n,
  })),
  P.seqMap(P.alt(lit("an "), lit("a ")), headList(false), lit(" card is in your graveyard"), (_a, f): Condition => ({
    kind: "graveyardAtLeast",
    amount: 1,
    filter: f,
  })),
  P.seqMap(lit("you have "), number, lit(" or less life"), (_y, n): Condition => ({ kind: "lifeAtMost", amount: n })),
);
const asLongAs: P.Parser<Condition> = P.seqMap(lit(" as long as "), condition, (_a, c) => c);

/** Static changes: "gets +2/+0 and has trample", "has flying", "get +1/+1", "have haste". */
function staticChanges(plural: boolean): P.Parser<Modification[]> {
  const gets = lit(plural ? "get " : "gets ");
  const has = lit(plural ? "have " : "has ");
  return P.alt(
    P.seqMap(gets, ptChange, lit(" and "), has, keywordList, (_g, [p, t], _a, _h, k) => [
      { layer: "7c", kind: "addPT", power: p, toughness: t } as Modification,
      { layer: "6", kind: "addKeywords", keywords: k },
    ]),
    // "+1/+1 for each Forest you control": counted as the layer applies (CR 613.4c, 611.3a)
    P.seqMap(gets, ptChange, forEach, (_g, [p, t], per) => [
      { layer: "7c", kind: "addPT", power: p, toughness: t, per } as Modification,
    ]),
    P.seqMap(gets, ptChange, (_g, [p, t]) => [{ layer: "7c", kind: "addPT", power: p, toughness: t } as Modification]),
    P.seqMap(has, keywordList, (_g, k) => [{ layer: "6", kind: "addKeywords", keywords: k } as Modification]),
    restriction,
  );
}
const staticAbility = (affects: StaticAffects, mods: Modification[], cond: Condition | undefined): LinePart => ({
  kind: "ability",
  build: constB<AbilityDef>({ kind: "static", text: "", affects, mods, ...(cond ? { condition: cond } : {}) }),
});
const staticLine: P.Parser<LinePart> = P.alt(
  P.seqMap(
    P.alt(lit("enchanted creature "), lit("equipped creature "), lit("enchanted permanent ")),
    staticChanges(false),
    opt(asLongAs),
    lit("."),
    (_e, mods, cond) => staticAbility({ kind: "attached" }, mods, cond),
  ),
  P.seqMap(lit("~ "), staticChanges(false), opt(asLongAs), lit("."), (_s, mods, cond) =>
    staticAbility({ kind: "self" }, mods, cond),
  ),
  P.seqMap(
    P.alt(
      P.seqMap(lit("other "), objects(true), (_o, f) => ({ ...f, other: true })),
      P.seqMap(lit("all "), objects(true), (_o, f) => f),
      objects(true),
    ),
    lit(" "),
    staticChanges(true),
    opt(asLongAs),
    lit("."),
    (f, _s, mods, cond) => staticAbility({ kind: "filter", filter: f }, mods, cond),
  ),
  lit("you control enchanted creature.").map(() =>
    staticAbility({ kind: "attached" }, [{ layer: "2", kind: "setController" }], undefined),
  ),
);
/** "~'s power and toughness are each equal to the number of creature cards in your graveyard" (CR 604.3, layer 7a). */
const countable: P.Parser<ObjectFilter> = P.alt(
  P.seqMap(adjectives, headList(false).skip(lit(" ")).atMost(1), lit("cards in your graveyard"), (adjs, h) => {
    let f: ObjectFilter = { ...h[0] };
    for (const a of adjs) f = a(f);
    return { ...f, zone: "graveyard" as const, controller: "you" as const };
  }),
  objects(true),
);
const cdaLine: P.Parser<LinePart> = P.seqMap(
  lit("~'s power and toughness are each equal to the number of "),
  countable,
  lit("."),
  (_a, f) => ({ kind: "cda", amount: { kind: "count", filter: f } }),
);

/** Entry replacements (CR 614.1c, 614.12): "~ enters tapped.", "~ enters with two +1/+1 counters on it." */
const replacementLine: P.Parser<LinePart> = P.alt(
  lit("~ enters tapped.").map((): EntryReplacement => ({ kind: "entersTapped" })),
  P.seqMap(
    lit("~ enters with "),
    number,
    lit(" "),
    P.alt(...COUNTER_KINDS.map(([w, k]) => lit(w).map(() => k))),
    P.alt(lit(" counters on it."), lit(" counter on it.")),
    (_e, n, _s, k): EntryReplacement => ({ kind: "entersWithCounters", counters: { [k]: n } }),
  ),
).map((r) => ({ kind: "ability", build: constB<AbilityDef>({ kind: "replacement", text: "", replacement: r }) }));

/** "As an additional cost to cast ~, sacrifice a creature." (CR 118.8, 601.2b, 601.2h). */
const additionalCostLine: P.Parser<LinePart> = P.seqMap(
  lit("as an additional cost to cast ~, "),
  sacrificeCost,
  lit("."),
  (_a, sacrifice) => ({ kind: "additionalCost", cost: { sacrifice } }),
);

/**
 * "This spell can't be countered." (CR 101.2; the older wording adds "by spells or abilities",
 * the same meaning): a static ability of the spell, kept among its keywords.
 */
const cantBeCounteredLine: P.Parser<LinePart> = P.alt(
  lit("~ can't be countered."),
  lit("~ can't be countered by spells or abilities."),
).map((): LinePart => ({ kind: "keywords", keywords: ["Can't be countered"], abilities: [] }));

/**
 * "Creature spells you cast cost {1} less to cast.", "Instant and sorcery spells you cast …",
 * "Noncreature spells you cast …", "Spells you cast …" (CR 601.2f): a generic reduction of the
 * spells its controller casts. Refused: colored reductions, "for each …", and reductions of
 * every player's spells (without "you cast").
 */
const costReductionLine: P.Parser<LinePart> = P.seqMap(
  adjectives,
  opt(
    P.alt(
      lit("instant and sorcery ").map((): ObjectFilter => ({ types: ["Instant", "Sorcery"] })),
      headList(false).skip(lit(" ")),
    ),
  ),
  lit("spells you cast cost {"),
  P.regexp(/\d+/).map(Number),
  lit("} less to cast."),
  (adjs, head, _s, n) => {
    let f: ObjectFilter = { ...head };
    for (const a of adjs) f = a(f);
    return {
      kind: "ability",
      build: constB<AbilityDef>({ kind: "costReduction", text: "", spells: f, amount: n }),
    } as LinePart;
  },
);

/** Lines of a permanent: keyword lines first (the most common), then the ability kinds, chosen by the line's first word. */
export const permanentLine: P.Parser<LinePart>[] = [
  byFirstWord<LinePart>([
    [["when", "whenever", "at"], triggeredLine],
    [["enchant"], enchantLine],
    [["~"], replacementLine],
    [["~"], cantBeCounteredLine],
    [["~'s"], cdaLine],
    [["enchanted", "equipped", "~", "you"], staticLine],
    [["as"], additionalCostLine],
    ["*", keywordLine],
    ["*", activatedLine],
    ["*", staticLine],
    ["*", costReductionLine],
  ]),
];

/** A line of an instant or sorcery: its effect (CR 608.2), or a keyword line. */
export const spellLine: P.Parser<LinePart>[] = [
  keywordLine,
  additionalCostLine,
  cantBeCounteredLine,
  effects.map((e): LinePart => ({ kind: "spell", build: (c) => ({ text: "", targets: c.targets, effects: e(c) }) })),
];

/** "Choose one —" / "Choose one or both —" (CR 700.2). */
export const modesHeader: P.Parser<{ min: number; max: number }> = P.alt(
  lit("choose one —").map(() => ({ min: 1, max: 1 })),
  lit("choose one or both —").map(() => ({ min: 1, max: 2 })),
  lit("choose two —").map(() => ({ min: 2, max: 2 })),
);
/** A mode line: "• Destroy target artifact." */
export const modeLine: P.Parser<B<SpellMode>> = P.seqMap(lit("• "), effects, (_b, e) => (c: Ctx): SpellMode => ({
  text: "",
  targets: c.targets,
  effects: e(c),
}));
