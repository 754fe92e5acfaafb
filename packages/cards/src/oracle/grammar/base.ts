/**
 * The grammar's base: the line context (`Ctx`) and builders (`B<T>`), literal words, numbers
 * (CR 107.1) and X (107.3), mana symbols (107.4), power/toughness changes, the keyword
 * abilities the engine implements (CR 702), colours (105), card types (300), counter kinds
 * (122), what a compiled line contributes (`LinePart`), and choosing rules by a line's first word.
 */
import P from "../parsers.js";
import type {
  AlternativeCost,
  AbilityDef,
  Amount,
  CardType,
  Color,
  CounterKind,
  Keyword,
  Effect,
  ObjectFilter,
  Ref,
  SpellAdditionalCost,
  SpellMode,
  TargetSpec,
} from "@fishbowl/engine";
import { isCounterKind } from "@fishbowl/engine";
import { NUMBER_WORDS } from "../lexicon.js";

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
  /**
   * Who "that player" and "defending player" are on this line, set only by a trigger that
   * names one: the player dealt combat damage, or the player the source attacks (CR 506.2).
   */
  thatPlayer?: Ref;
  /**
   * Set by a trigger about another object ("whenever a creature enters, it …"): there "it" may
   * name that object, which the vocabulary can't refer to, so "it" is refused.
   */
  eventObject?: boolean;
  /** Set by "when ~ leaves the battlefield": the source is gone, so `~` and "it" can't name it (CR 400.7). */
  selfGone?: boolean;
  /** Set by "return ~ from your graveyard …": the ability functions from the graveyard (CR 113.6b). */
  fromGraveyard?: boolean;
  /** What the line's last "exile" instruction exiled ("exile target creature, then return it …"). */
  lastExiled?: Ref;
  /** Set by "return the exiled card": the ability returns what the card's linked ability exiled (CR 607.2a). */
  exiledCard?: boolean;
  /** The card's name, for "a card named ~" (CR 201.2). */
  name: string;
  /** Whether the line is an instant's or sorcery's effect (its source is never a permanent). */
  spell: boolean;
}

/** A value built once the whole line has parsed. */
export type B<T> = (c: Ctx) => T;

/** Raised by a builder when the words parsed but mean something the vocabulary can't say. */
export class Unsupported extends Error {}

export const lit = (s: string): P.Parser<string> => P.string(s);
export const opt = <T>(p: P.Parser<T>): P.Parser<T | undefined> => p.atMost(1).map((a) => a[0]);
export const constB =
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
export const quoted = <T>(p: P.Parser<T>): P.Parser<{ value: T; text: string }> =>
  P((input, i) => {
    const r = (p as unknown as { _: (s: string, j: number) => P.Reply<T> })._(input, i);
    return r.status ? P.makeSuccess(r.index, { value: r.value, text: currentLine.slice(i, r.index) }) : r;
  });
/**
 * A choice among literal alternatives, as one regular expression (longest first, so the
 * choice can't stop short of a longer word: "first strike" before "first"), never followed
 * by a letter.
 */
export const oneOf = <T>(table: readonly (readonly [string, T])[]): P.Parser<T> => {
  const map = new Map<string, T>();
  for (const [w, v] of table) if (!map.has(w)) map.set(w, v);
  const alts = [...map.keys()]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
  return P.regexp(new RegExp(`(?:${alts.join("|")})(?![a-z])`)).map((w) => map.get(w)!);
};

// ------------------------------------------------------------------ numbers, mana, P/T

export const NUMBER_RE = new RegExp(
  `(\\d+|${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join("|")})(?![a-z0-9])`,
);
/** A number: digits or a number word (CR 107.1). */
export const number: P.Parser<number> = P.regexp(NUMBER_RE).map((w) => (/^\d/.test(w) ? Number(w) : NUMBER_WORDS[w]!));
/** An amount: a number or X (CR 107.3). */
export const amount: P.Parser<Amount> = P.alt(
  lit("x")
    .notFollowedBy(P.regexp(/[a-z]/))
    .map((): Amount => ({ kind: "x" })),
  number,
);

export const SYMBOL = /\{(\d+|[wubrgcx]|[wubrg]\/[wubrgp]|2\/[wubrg])\}/;
/** A mana cost in symbols (CR 107.4), returned in Scryfall notation ("{2}{R}"). */
export const manaSymbols: P.Parser<string> = P.regexp(new RegExp(`(${SYMBOL.source})+`)).map((s) => s.toUpperCase());

export const ptChange: P.Parser<[number, number]> = P.regexp(/([+-]\d+)\/([+-]\d+)/, 0).map((s) => {
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
  // protection from a color, artifacts or creatures: targets, attachments, damage and blocks (CR 702.16b-f)
  ["protection from white", "Protection from white"],
  ["protection from blue", "Protection from blue"],
  ["protection from black", "Protection from black"],
  ["protection from red", "Protection from red"],
  ["protection from green", "Protection from green"],
  ["protection from artifacts", "Protection from artifacts"],
  ["protection from creatures", "Protection from creatures"],
];
export const keyword: P.Parser<Keyword> = oneOf(SIMPLE_KEYWORDS);
/** "flying", "flying and first strike", "flying, first strike, and trample". */
export const keywordList: P.Parser<Keyword[]> = P.alt(
  P.seqMap(keyword.sepBy1(lit(", ")), lit(", and "), keyword, (a, _x, b) => [...a, b]),
  P.seqMap(keyword, lit(" and "), keyword, (a, _x, b) => [a, b]),
  keyword.map((k) => [k]),
);

export const COLOR_WORDS: readonly (readonly [string, Color])[] = [
  ["white", "W"],
  ["blue", "U"],
  ["black", "B"],
  ["red", "R"],
  ["green", "G"],
];
export const color: P.Parser<Color> = oneOf(COLOR_WORDS);

export const CARD_TYPE_WORDS: readonly (readonly [string, CardType])[] = [
  ["creature", "Creature"],
  ["artifact", "Artifact"],
  ["enchantment", "Enchantment"],
  ["land", "Land"],
  ["planeswalker", "Planeswalker"],
  ["instant", "Instant"],
  ["sorcery", "Sorcery"],
];
export type EffB = B<Effect[]>;
export const one =
  (f: (c: Ctx) => Effect): EffB =>
  (c) => [f(c)];
export const cards = P.alt(lit(" cards"), lit(" card"));

/**
 * Counters the engine keeps right on a permanent (CR 122): +1/+1 and -1/-1 (122.1a, applied in
 * layer 7c), the keyword counters (122.1b), and the counters that have no rules meaning of their
 * own — only the abilities that name them read them (charge, spore, ki …). Not read: other
 * power/toughness counters (+1/+0 …, which the engine doesn't apply), shield and stun counters
 * (122.1c-d), loyalty, defense and lore counters, and the counters players get (poison, energy,
 * experience).
 */
const PLAIN_COUNTERS = [
  "age",
  "aim",
  "arrowhead",
  "blaze",
  "blood",
  "bounty",
  "brick",
  "charge",
  "corpse",
  "credit",
  "delay",
  "depletion",
  "divinity",
  "doom",
  "dream",
  "egg",
  "elixir",
  "eyeball",
  "fade",
  "fate",
  "feather",
  "filibuster",
  "flood",
  "fungus",
  "fuse",
  "gold",
  "growth",
  "hatchling",
  "healing",
  "hour",
  "hourglass",
  "ice",
  "infection",
  "intervention",
  "ki",
  "level",
  "luck",
  "magnet",
  "mine",
  "mining",
  "mire",
  "net",
  "omen",
  "ore",
  "page",
  "pain",
  "paralyzation",
  "pin",
  "plague",
  "polyp",
  "pressure",
  "pupa",
  "quest",
  "rust",
  "scream",
  "scroll",
  "shell",
  "sleep",
  "sleight",
  "spore",
  "storage",
  "strife",
  "study",
  "tide",
  "time",
  "velocity",
  "verse",
  "vortex",
  "wage",
  "wind",
  "wish",
];
const KEYWORD_COUNTERS = [
  "flying",
  "first strike",
  "double strike",
  "deathtouch",
  "decayed",
  "exalted",
  "haste",
  "hexproof",
  "indestructible",
  "lifelink",
  "menace",
  "reach",
  "shadow",
  "trample",
  "vigilance",
];
/** The counter kinds the compiler reads: those of the engine's closed list (CR 122.1) among the words above. */
export const COUNTER_KINDS: readonly (readonly [string, CounterKind])[] = [
  ["+1/+1", "+1/+1"],
  ["-1/-1", "-1/-1"],
  ...[...PLAIN_COUNTERS, ...KEYWORD_COUNTERS].filter(isCounterKind).map((k) => [k, k] as const),
];
/** A kind of counter, as named before "counter" (CR 122.1): "+1/+1", "-1/-1", "charge", "flying". */
export const counterKind: P.Parser<CounterKind> = P.alt<CounterKind>(
  lit("+1/+1").map((): CounterKind => "+1/+1"),
  lit("-1/-1").map((): CounterKind => "-1/-1"),
  oneOf(COUNTER_KINDS.filter(([w]) => /^[a-z]/.test(w))),
);
/** " counter" or " counters" after a counter kind. */
export const counterWord = P.alt(lit(" counters"), lit(" counter"));
/** The next word, not consumed (parsimmon's `lookahead` yields no value). */
export const peekWord: P.Parser<string> = P((input, i) => {
  const m = /[^ ,.:]*/y;
  m.lastIndex = i;
  return P.makeSuccess(i, m.exec(input)![0]);
});

/**
 * Chooses among alternatives by the first word, so a line tries only the rules that can
 * start with it (the grammar stays the same; PEG's ordered choice is kept within each word).
 * `"*"` rules are tried for every word, after the word's own.
 */
export function byFirstWord<T>(entries: readonly (readonly [readonly string[] | "*", P.Parser<T>])[]): P.Parser<T> {
  const words = new Set(entries.flatMap(([w]) => (w === "*" ? [] : w)));
  const table = new Map<string, P.Parser<T>>();
  for (const w of words)
    table.set(w, P.alt(...entries.filter(([ws]) => ws === "*" || ws.includes(w)).map(([, p]) => p)));
  const rest = entries.filter(([ws]) => ws === "*").map(([, p]) => p);
  const fallback = rest.length ? P.alt(...rest) : P.fail("a known first word");
  return peekWord.chain((w) => table.get(w) ?? fallback);
}

/** Card-level fields a keyword line sets (CR 702.33 kicker, 702.34 flashback, 702.27 buyback, 702.52 dredge, 702.41a affinity). */
export type KeywordExtra = Partial<
  Record<"kicker" | "flashback" | "buyback" | "strive" | "replicate" | "entwine", string>
> & {
  dredge?: number;
  affinity?: ObjectFilter;
  /** "Spend only black mana on X." (CR 107.3). */
  xColor?: Color;
  /** Alternative costs from keywords (CR 118.9: evoke, surge, bestow); a card's lines add up. */
  alternativeCosts?: AlternativeCost[];
  /** Morph or megamorph (CR 702.37a-b). */
  morph?: { cost: string; megamorph?: boolean };
};

/** What a compiled line contributes to a card definition. */
export type LinePart =
  | { kind: "keywords"; keywords: Keyword[]; abilities: AbilityDef[]; extra?: KeywordExtra }
  | { kind: "enchant"; filter: ObjectFilter }
  | { kind: "ability"; build: B<AbilityDef> }
  /**
   * Several abilities written as one (CR 603.2: a trigger condition with "or" — "when ~ enters
   * or attacks" — triggers on either event; the abilities are built apart, one per event).
   */
  | { kind: "abilities"; builds: B<AbilityDef>[] }
  | { kind: "spell"; build: B<SpellMode> }
  /** A characteristic-defining ability (CR 604.3): of power, of toughness, or of both when `which` is absent. */
  | { kind: "cda"; amount: Amount; which?: "power" | "toughness" }
  /** "As an additional cost to cast ~, …" (CR 118.8, 601.2b). */
  | { kind: "additionalCost"; cost: SpellAdditionalCost };
