/**
 * The compact catalog format: one `CatalogCard` per real card (an oracle card, not a
 * printing), with the printed characteristics a player and the deck editor need.
 *
 * Field names follow Scryfall's card objects in camelCase (`mana_cost` → `manaCost`,
 * `type_line` → `typeLine`, `oracle_text` → `oracleText`, `cmc` → `manaValue`), and a
 * catalog file is a JSON array of these objects (see `serializeCatalog`).
 */

/** A colour letter in WUBRG order, as Scryfall and MTGJSON write them. */
export type ColorLetter = "W" | "U" | "B" | "R" | "G";

/** The five colour letters in WUBRG order. */
export const COLOR_LETTERS: readonly ColorLetter[] = ["W", "U", "B", "R", "G"];

/**
 * One face of a multi-face card (split, flip, transform, modal double-faced, adventure,
 * meld …), front face first, as in Scryfall's `card_faces`.
 */
export interface CatalogFace {
  /** The face's name, e.g. `"Fire"`. */
  name: string;
  /** Scryfall mana notation (`"{1}{R}"`), `""` when the face has no mana cost (back faces, lands). */
  manaCost: string;
  /** Type line, `Supertypes Types — Subtypes` with an em dash. */
  typeLine: string;
  /** Oracle text with `\n` between abilities, `""` when none. */
  oracleText: string;
  /** Printed power as written (`"2"`, `"*"`, `"1+*"`), absent for non-creatures. */
  power?: string;
  /** Printed toughness as written, absent for non-creatures. */
  toughness?: string;
  /** Printed starting loyalty as written, absent for non-planeswalkers. */
  loyalty?: string;
  /** Colour letters of this face, when the source gives them. */
  colors?: ColorLetter[];
}

/**
 * One card of the catalog.
 *
 * For a multi-face card, `name`, `manaCost` and `typeLine` are the faces' values joined with
 * `" // "` (Scryfall's convention), `oracleText` is the faces' texts joined with
 * `"\n//\n"` so that text search sees every face, `power`/`toughness`/`loyalty` are the
 * front face's, and `faces` holds each face.
 */
export interface CatalogCard {
  /** The card's name (`"Lightning Bolt"`, `"Fire // Ice"`). Unique in a catalog. */
  name: string;
  /** Scryfall mana notation, `""` for none. */
  manaCost: string;
  /** Mana value (CR 202.3), an integer ≥ 0 except for a few un-cards (`0.5`). */
  manaValue: number;
  /** Type line (`"Legendary Creature — Human Wizard"`). */
  typeLine: string;
  /** Oracle text (see the interface comment for multi-face cards), `""` when none. */
  oracleText: string;
  /** Printed power as written (`"*"` kept), absent when the card has none. */
  power?: string;
  /** Printed toughness as written, absent when the card has none. */
  toughness?: string;
  /** Printed loyalty as written, absent when the card has none. */
  loyalty?: string;
  /** Colour letters in WUBRG order, `[]` for colourless (CR 105.2). */
  colors: ColorLetter[];
  /** Colour identity letters in WUBRG order (CR 903.4), when known. */
  colorIdentity?: ColorLetter[];
  /** Keyword names as the source lists them (`"Flying"`, `"Kicker"`). */
  keywords: string[];
  /** Scryfall layout name (`normal`, `split`, `transform`, `modal_dfc`, `adventure`, …). */
  layout: string;
  /** The faces of a multi-face card, front first; absent for one-face cards. */
  faces?: CatalogFace[];
}

/** A source record that could not become a catalog card. */
export interface SkippedRecord {
  /** Position of the record in its source: array index (Scryfall) or entry index (MTGJSON), 0-based. */
  index: number;
  /** The record's name when it had one. */
  name?: string;
  /** Why it was skipped, in words (`"type_line: expected string"`). */
  reason: string;
}

/** Result of converting one source record. */
export type ConvertResult = { ok: true; card: CatalogCard } | { ok: false; reason: string };

/** Sorts colour letters into WUBRG order and drops duplicates and unknown letters. */
export function sortColors(letters: Iterable<string>): ColorLetter[] {
  const set = new Set<string>();
  for (const l of letters) set.add(l.toUpperCase());
  return COLOR_LETTERS.filter((c) => set.has(c));
}
