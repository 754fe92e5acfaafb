/**
 * Reading and writing compact catalog files (browser-safe: strings in, strings out).
 *
 * A catalog file is a JSON array of `CatalogCard` objects, written one card per line so that
 * it diffs and greps well. Reading validates every card with valibot and returns the cards
 * in name order with a name lookup.
 */
import * as v from "valibot";
import { faceNames, normalizeName } from "../names.js";
import { issueReason } from "./issues.js";
import { sortCatalog } from "./order.js";
import type { CatalogCard } from "./types.js";

const ColorSchema = v.picklist(["W", "U", "B", "R", "G"]);

/** valibot schema of one catalog face (`CatalogFace`). */
export const CatalogFaceSchema = v.object({
  name: v.string(),
  manaCost: v.string(),
  typeLine: v.string(),
  oracleText: v.string(),
  power: v.optional(v.string()),
  toughness: v.optional(v.string()),
  loyalty: v.optional(v.string()),
  colors: v.optional(v.array(ColorSchema)),
});

/** valibot schema of one compact catalog card (`CatalogCard`). */
export const CatalogCardSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1, "name is empty")),
  manaCost: v.string(),
  manaValue: v.pipe(v.number(), v.minValue(0)),
  typeLine: v.string(),
  oracleText: v.string(),
  power: v.optional(v.string()),
  toughness: v.optional(v.string()),
  loyalty: v.optional(v.string()),
  colors: v.array(ColorSchema),
  colorIdentity: v.optional(v.array(ColorSchema)),
  keywords: v.array(v.string()),
  layout: v.string(),
  faces: v.optional(v.array(CatalogFaceSchema)),
});

/** Result of reading a catalog: the cards in name order, or one message saying what is wrong. */
export type CatalogReadResult = { ok: true; cards: CatalogCard[] } | { ok: false; error: string };

/**
 * Validates an already-parsed catalog value (a JSON array of catalog cards) and returns the
 * cards sorted into name order. Errors name the first bad card by index and name
 * (`"card 12 (\"Shock\"): manaValue: Invalid type: …"`) or say the value is not an array.
 */
export function readCatalog(value: unknown): CatalogReadResult {
  if (!Array.isArray(value)) return { ok: false, error: "a catalog must be a JSON array of cards" };
  const cards: CatalogCard[] = [];
  for (let i = 0; i < value.length; i++) {
    const parsed = v.safeParse(CatalogCardSchema, value[i]);
    if (!parsed.success) {
      const name = (value[i] as { name?: unknown } | null)?.name;
      const label = typeof name === "string" ? `card ${i} ("${name}")` : `card ${i}`;
      return { ok: false, error: `${label}: ${issueReason(parsed.issues)}` };
    }
    cards.push(parsed.output as CatalogCard);
  }
  return { ok: true, cards: sortCatalog(cards) };
}

/**
 * Parses and validates catalog JSON text (the content of a catalog file). A syntax error
 * gives `{ ok: false, error: "not valid JSON: …" }`; otherwise as `readCatalog`. Never throws.
 */
export function parseCatalogJson(text: string): CatalogReadResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: `not valid JSON: ${err instanceof Error ? err.message : String(err)}` };
  }
  return readCatalog(value);
}

/** One catalog card as a JSON line (no trailing comma or newline). */
export function serializeCatalogCard(card: CatalogCard): string {
  return JSON.stringify(card);
}

/** A whole catalog as JSON text: an array with one card per line, ending with a newline. */
export function serializeCatalog(cards: readonly CatalogCard[]): string {
  if (cards.length === 0) return "[]\n";
  return `[\n${cards.map(serializeCatalogCard).join(",\n")}\n]\n`;
}

/**
 * A lookup from a card name as a player writes it to the catalog card: the full name
 * (`"Fire // Ice"`) or any face name (`"Fire"`, `"Delver of Secrets"` for its DFC), compared
 * with `normalizeName`. Full names win over face names; among face names, the first card in
 * catalog order wins.
 */
export function createNameLookup(cards: readonly CatalogCard[]): (name: string) => CatalogCard | undefined {
  const full = new Map<string, CatalogCard>();
  const face = new Map<string, CatalogCard>();
  for (const c of cards) {
    full.set(normalizeName(c.name), c);
    const names = c.faces ? c.faces.map((f) => f.name) : faceNames(c.name);
    for (const n of names) {
      const k = normalizeName(n);
      if (!face.has(k)) face.set(k, c);
    }
  }
  return (name) => {
    const k = normalizeName(name);
    return full.get(k) ?? face.get(k);
  };
}
