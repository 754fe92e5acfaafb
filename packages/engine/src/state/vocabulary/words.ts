/**
 * The closed word lists of the card vocabulary: keyword abilities (CR 702), card types (205.2a)
 * and supertypes (205.4a), each as a readonly list, the union type of its words, and a guard.
 * A card definition written in TypeScript can only use these words (a typo such as
 * "Firststrike" is a compile error); a word coming from text or a file (the Oracle compiler,
 * scenarios, game files, catalogs) is checked with the guard before it becomes one.
 *
 * Subtypes are deliberately not closed (see `CardDefinition.subtypes`); counter kinds are in
 * counters.ts.
 */

/**
 * The keyword abilities the engine gives a meaning to when an object lists them in its
 * `keywords` (CR 702), by their CR names, capitalised as Oracle text begins a line with them.
 * Keywords with a parameter or a cost (cycling, equip, kicker, flashback, dredge, echo …) are
 * not here: a definition spells them out as abilities or card fields, never as a keyword.
 *
 * "Can't be countered" is not a CR 702 keyword but the static ability of a spell "This spell
 * can't be countered" (CR 101.2), kept among the keywords so that effects removing abilities
 * remove it too. "Devoid" (702.114a) is listed for what it says; the color it defines is
 * already the card's (the catalog gives it none).
 */
export const KEYWORDS = [
  "Deathtouch", // 702.2
  "Defender", // 702.3
  "Double strike", // 702.4
  "First strike", // 702.7
  "Flash", // 702.8
  "Flying", // 702.9
  "Haste", // 702.10
  "Hexproof", // 702.11
  "Indestructible", // 702.12
  "Intimidate", // 702.13
  "Plainswalk", // 702.14 landwalk
  "Islandwalk",
  "Swampwalk",
  "Mountainwalk",
  "Forestwalk",
  "Lifelink", // 702.15
  "Protection from white", // 702.16 (rules/protection.ts)
  "Protection from blue",
  "Protection from black",
  "Protection from red",
  "Protection from green",
  "Protection from artifacts",
  "Protection from creatures",
  "Reach", // 702.17
  "Shroud", // 702.18
  "Trample", // 702.19
  "Vigilance", // 702.20
  "Flanking", // 702.25
  "Shadow", // 702.28
  "Horsemanship", // 702.31
  "Fear", // 702.36
  "Convoke", // 702.51
  "Delve", // 702.66
  "Changeling", // 702.73
  "Wither", // 702.80
  "Exalted", // 702.83
  "Infect", // 702.90
  "Battle cry", // 702.91
  "Unleash", // 702.98
  "Prowess", // 702.108
  "Menace", // 702.111
  "Devoid", // 702.114
  "Skulk", // 702.118
  "Improvise", // 702.126
  "Decayed", // 702.147
  "Can't be countered", // 101.2, not a keyword (see above)
] as const;

/** A keyword ability the engine knows (see `KEYWORDS`). */
export type Keyword = (typeof KEYWORDS)[number];

/**
 * The card types (CR 205.2a, 300.1), capitalised as printed, plus "Tribal": kindred's name
 * before 2024, which older Oracle text (and the catalogs made from it) still prints.
 */
export const CARD_TYPES = [
  "Artifact",
  "Battle",
  "Conspiracy",
  "Creature",
  "Dungeon",
  "Enchantment",
  "Instant",
  "Kindred",
  "Land",
  "Phenomenon",
  "Plane",
  "Planeswalker",
  "Scheme",
  "Sorcery",
  "Tribal",
  "Vanguard",
] as const;

/** A card type (see `CARD_TYPES`). */
export type CardType = (typeof CARD_TYPES)[number];

/** The supertypes (CR 205.4a), capitalised as printed. */
export const SUPERTYPES = ["Basic", "Legendary", "Ongoing", "Snow", "World"] as const;

/** A supertype (see `SUPERTYPES`). */
export type Supertype = (typeof SUPERTYPES)[number];

const KEYWORD_SET: ReadonlySet<unknown> = new Set(KEYWORDS);
const CARD_TYPE_SET: ReadonlySet<unknown> = new Set(CARD_TYPES);
const SUPERTYPE_SET: ReadonlySet<unknown> = new Set(SUPERTYPES);

/** Whether `x` is one of `KEYWORDS` (exact spelling and capitalisation). */
export function isKeyword(x: unknown): x is Keyword {
  return KEYWORD_SET.has(x);
}

/** Whether `x` is one of `CARD_TYPES` (exact spelling and capitalisation). */
export function isCardType(x: unknown): x is CardType {
  return CARD_TYPE_SET.has(x);
}

/** Whether `x` is one of `SUPERTYPES` (exact spelling and capitalisation). */
export function isSupertype(x: unknown): x is Supertype {
  return SUPERTYPE_SET.has(x);
}

/**
 * The keyword alternative costs (CR 118.9): "evoke" (702.74a: cast for it; as it enters, its
 * evoke trigger — a separate triggered ability of the card — sacrifices it), "surge" (702.117a:
 * only if its caster has cast another spell this turn), "bestow" (702.103a: cast as an Aura
 * spell with enchant creature, a creature again once unattached, 702.103b-f), "morph" (702.37a,
 * 702.37c: cast face down as a 2/2 creature for {3}; turned face up for its morph cost, 702.37e).
 */
export type AlternativeCostKind = "evoke" | "surge" | "bestow" | "morph";
