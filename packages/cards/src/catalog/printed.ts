/**
 * Printed characteristics of a catalog card, for playing a card that has no built-in
 * definition as a "vanilla" object (CR 109.3 characteristics: name, mana cost, colour,
 * card type, subtype, supertype, Oracle text, power, toughness, loyalty).
 *
 * Type lines are split per CR 205: supertypes (205.4a), card types (205.2a), then the
 * subtypes after the em dash (205.3).
 */
import { CARD_TYPES as ENGINE_CARD_TYPES, SUPERTYPES as ENGINE_SUPERTYPES } from "@fishbowl/engine";
import { manaValueOfCost } from "./mana.js";
import type { CatalogCard, CatalogFace, ColorLetter } from "./types.js";

/**
 * Supertypes as type lines print them: the engine's (CR 205.4a) plus `Elite` and `Host`,
 * printed on un-cards (a vanilla definition leaves those out, see vanilla.ts).
 */
export const SUPERTYPES: ReadonlySet<string> = new Set([...ENGINE_SUPERTYPES, "Elite", "Host"]);

/** Card types of CR 205.2a (the engine's list), capitalised as printed. */
export const CARD_TYPES: ReadonlySet<string> = new Set(ENGINE_CARD_TYPES);

/** A number from a printed P/T/loyalty: leading number, `*` alone → 0, `∞` → Infinity, else NaN. */
export function printedNumber(value: string | undefined): number {
  if (value === undefined) return Number.NaN;
  const m = /^[+-]?\d+(\.\d+)?/.exec(value.trim());
  if (m) return Number(m[0]);
  if (value.includes("*") || value.includes("X")) return 0;
  if (value.includes("∞")) return Number.POSITIVE_INFINITY;
  return Number.NaN;
}

/** A card's printed characteristics, ready to become a vanilla card definition. */
export interface PrintedCharacteristics {
  /** The name: the card's name, or the front face's for double-faced, flip, meld and adventure cards. */
  name: string;
  /** Mana cost in Scryfall notation (`"{2}{R}"`, `""` for none; split cards: `"{1}{R} // {1}{U}"`). */
  manaCost: string;
  /** Mana value (CR 202.3). */
  manaValue: number;
  /** Card types (`["Artifact", "Creature"]`). Words before the dash that are not supertypes land here. */
  types: string[];
  /** Supertypes (`["Legendary"]`). */
  supertypes: string[];
  /** Subtypes, after the em dash (`["Human", "Wizard"]`). */
  subtypes: string[];
  /** Power as a number (`*` and `X` → 0, `1+*` → 1), `undefined` when the card has none. */
  power?: number;
  /** Toughness as a number (same rules as power). */
  toughness?: number;
  /** Starting loyalty as a number (same rules), `undefined` when none. */
  loyalty?: number;
  /** Colour letters, WUBRG order. */
  colors: ColorLetter[];
  /** Oracle text, `""` when none. */
  oracleText: string;
  /** Each face's own characteristics, front first, for multi-face cards. */
  faces?: PrintedCharacteristics[];
}

/**
 * Splits a type line (`"Legendary Creature — Human Wizard"`, `"Basic Snow Land — Forest"`)
 * into supertypes, card types and subtypes. Accepts an em dash, an en dash or ` - `.
 */
export function parseTypeLine(typeLine: string): { supertypes: string[]; types: string[]; subtypes: string[] } {
  const [left = "", right = ""] = typeLine.split(/\s+[\u2014\u2013-]\s+|\u2014/, 2);
  const supertypes: string[] = [];
  const types: string[] = [];
  for (const w of left.split(/\s+/).filter(Boolean)) (SUPERTYPES.has(w) ? supertypes : types).push(w);
  return { supertypes, types, subtypes: right.split(/\s+/).filter(Boolean) };
}

function numberOrUndefined(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = printedNumber(value);
  return Number.isFinite(n) ? n : 0;
}

function fromFace(face: CatalogFace, fallbackColors: ColorLetter[], manaValue: number): PrintedCharacteristics {
  const out: PrintedCharacteristics = {
    name: face.name,
    manaCost: face.manaCost,
    manaValue,
    ...parseTypeLine(face.typeLine),
    colors: face.colors ?? fallbackColors,
    oracleText: face.oracleText,
  };
  const power = numberOrUndefined(face.power);
  const toughness = numberOrUndefined(face.toughness);
  const loyalty = numberOrUndefined(face.loyalty);
  if (power !== undefined) out.power = power;
  if (toughness !== undefined) out.toughness = toughness;
  if (loyalty !== undefined) out.loyalty = loyalty;
  return out;
}

/**
 * The printed characteristics of a catalog card. One-face cards: straight from the card.
 * Split cards (CR 709.4): both names, the joined costs, the union of types and colours, and
 * each half in `faces`. Other multi-face cards (transform, modal DFC, flip, meld, adventure;
 * CR 712.8a, 709.4 for flip's 710, 715.4): the front face's characteristics (its own mana
 * value), with every face in `faces`. Never throws.
 */
export function printedCharacteristics(card: CatalogCard): PrintedCharacteristics {
  if (!card.faces || card.faces.length === 0) {
    return fromFace(
      {
        name: card.name,
        manaCost: card.manaCost,
        typeLine: card.typeLine,
        oracleText: card.oracleText,
        ...(card.power !== undefined ? { power: card.power } : {}),
        ...(card.toughness !== undefined ? { toughness: card.toughness } : {}),
        ...(card.loyalty !== undefined ? { loyalty: card.loyalty } : {}),
        colors: card.colors,
      },
      card.colors,
      card.manaValue,
    );
  }
  const faces = card.faces.map((f, i) =>
    fromFace(f, card.colors, i === 0 && card.layout !== "split" ? card.manaValue : manaValueOfCost(f.manaCost)),
  );
  if (card.layout === "split") {
    const uniq = (xs: string[]): string[] => [...new Set(xs)];
    return {
      name: card.name,
      manaCost: card.manaCost,
      manaValue: card.manaValue,
      types: uniq(faces.flatMap((f) => f.types)),
      supertypes: uniq(faces.flatMap((f) => f.supertypes)),
      subtypes: uniq(faces.flatMap((f) => f.subtypes)),
      colors: card.colors,
      oracleText: card.oracleText,
      faces,
    };
  }
  return { ...(faces[0] as PrintedCharacteristics), faces };
}
