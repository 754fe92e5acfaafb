/**
 * Card data for drawing card faces and computing deck statistics.
 *
 * {@link CardFaceData} is the printed-characteristics subset of the catalog's `CatalogCard`
 * (`@fishbowl/cards`), so the full offline catalog can replace {@link builtinCards} as the
 * {@link CardSource} without touching the views. Without a catalog, the faces of the built-in
 * card definitions are used.
 */
import { builtinDefinitions, normalizeName } from "@fishbowl/cards";
import type { CardDefinition } from "@fishbowl/engine";
import { manaValueOf, symbolColors, symbolsOf, type ColorLetter } from "./mana-symbols.js";

/** A card's printed characteristics, as the UI draws them. */
export interface CardFaceData {
  name: string;
  /** Scryfall mana notation (`"{1}{R}"`), `""` for none. */
  manaCost: string;
  /** Mana value (CR 202.3). */
  manaValue: number;
  /** `Supertypes Types — Subtypes`. */
  typeLine: string;
  /** Oracle text, abilities separated by `\n`. */
  oracleText: string;
  /** Printed power as written (`"2"`, `"*"`), absent for non-creatures. */
  power?: string;
  /** Printed toughness as written, absent for non-creatures. */
  toughness?: string;
  /** Colours in WUBRG order; `[]` for colourless. */
  colors: ColorLetter[];
}

/** Where the UI looks up a card by name. */
export interface CardSource {
  /** The card called `name` (matched case- and accent-insensitively), if known. */
  lookup(name: string): CardFaceData | undefined;
}

/** Builds a {@link CardFaceData} from printed values, deriving mana value and colours from the cost. */
export function cardFromPrinted(
  name: string,
  manaCost: string,
  typeLine: string,
  oracleText: string,
  pt?: string,
): CardFaceData {
  const colors = new Set(symbolsOf(manaCost).flatMap(symbolColors));
  const card: CardFaceData = {
    name,
    manaCost,
    manaValue: manaValueOf(manaCost),
    typeLine,
    oracleText,
    colors: (["W", "U", "B", "R", "G"] as const).filter((c) => colors.has(c)),
  };
  const [power, toughness] = pt?.split("/") ?? [];
  if (power !== undefined && toughness !== undefined) Object.assign(card, { power, toughness });
  return card;
}

/** A {@link CardSource} over a list of cards. */
export function cardSourceOf(cards: readonly CardFaceData[]): CardSource {
  const byName = new Map(cards.map((c) => [normalizeName(c.name), c]));
  return { lookup: (name) => byName.get(normalizeName(name)) };
}

/** The printed face of a built-in card definition (`@fishbowl/cards`). */
function faceOfDefinition(def: CardDefinition): CardFaceData {
  const main = [...(def.supertypes ?? []), ...def.types].join(" ");
  const typeLine = def.subtypes?.length ? `${main} — ${def.subtypes.join(" ")}` : main;
  const pt = def.types.includes("Creature") ? `${def.power ?? "*"}/${def.toughness ?? "*"}` : undefined;
  const face = cardFromPrinted(def.name, def.manaCost ?? "", typeLine, def.oracleText, pt);
  return def.colors
    ? { ...face, colors: (["W", "U", "B", "R", "G"] as const).filter((c) => def.colors!.includes(c)) }
    : face;
}

/** Every built-in (automated) card, from the engine's card definitions, in registry order. */
export const BUILTIN_CARDS: readonly CardFaceData[] = builtinDefinitions.map(faceOfDefinition);

/** The built-in cards as a card source, for when no catalog is installed. */
export const builtinCards: CardSource = cardSourceOf(BUILTIN_CARDS);

/** Whether a card is a land (by its type line). */
export function isLand(card: Pick<CardFaceData, "typeLine">): boolean {
  return /\bLand\b/.test(card.typeLine);
}
