/**
 * MTGJSON `AtomicCards` entries → catalog cards.
 *
 * Follows MTGJSON v5's AtomicCards file (https://mtgjson.com/downloads/all-files/#atomiccards):
 * `{ "meta": {...}, "data": { "<card name>": [ <card (atomic)>, ... ] } }`. The array holds
 * one object per face for multi-face cards (each with the full `name`, its own `faceName`
 * and `side` "a", "b", …) and one object otherwise. Field names are MTGJSON's (`manaCost`,
 * `manaValue` — `convertedManaCost` in older files — `type`, `text`, `colorIdentity`).
 */
import * as v from "valibot";
import { issueReason } from "./issues.js";
import { manaValueOfCost } from "./mana.js";
import { sortCatalog } from "./order.js";
import { CatalogCollector, multiFaceColors, multiFaceManaCost } from "./scryfall.js";
import { sortColors, type CatalogCard, type CatalogFace, type ConvertResult, type SkippedRecord } from "./types.js";

const ColorSchema = v.picklist(["W", "U", "B", "R", "G"]);

/** valibot schema of one MTGJSON atomic card object (one face), the fields the catalog reads. */
export const MtgjsonAtomicFaceSchema = v.looseObject({
  name: v.pipe(v.string(), v.minLength(1, "name is empty")),
  faceName: v.optional(v.string()),
  side: v.optional(v.string()),
  manaCost: v.optional(v.string()),
  manaValue: v.optional(v.pipe(v.number(), v.minValue(0))),
  convertedManaCost: v.optional(v.pipe(v.number(), v.minValue(0))),
  type: v.string(),
  text: v.optional(v.string()),
  power: v.optional(v.string()),
  toughness: v.optional(v.string()),
  loyalty: v.optional(v.string()),
  colors: v.optional(v.array(ColorSchema), []),
  colorIdentity: v.optional(v.array(ColorSchema)),
  keywords: v.optional(v.array(v.string()), []),
  layout: v.optional(v.string(), "normal"),
});

/** valibot schema of one AtomicCards `data` entry: a non-empty array of faces. */
export const MtgjsonAtomicEntrySchema = v.pipe(
  v.array(MtgjsonAtomicFaceSchema),
  v.minLength(1, "no card objects for this name"),
);

/** One MTGJSON atomic card object as validated by `MtgjsonAtomicFaceSchema`. */
export type MtgjsonAtomicFace = v.InferOutput<typeof MtgjsonAtomicFaceSchema>;

/** MTGJSON layout names that Scryfall spells differently. */
const LAYOUT_ALIASES: Record<string, string> = { aftermath: "split" };

function faceOf(f: MtgjsonAtomicFace): CatalogFace {
  const out: CatalogFace = {
    name: f.faceName ?? f.name,
    manaCost: f.manaCost ?? "",
    typeLine: f.type,
    oracleText: f.text ?? "",
  };
  if (f.power !== undefined) out.power = f.power;
  if (f.toughness !== undefined) out.toughness = f.toughness;
  if (f.loyalty !== undefined) out.loyalty = f.loyalty;
  out.colors = sortColors(f.colors);
  return out;
}

/**
 * Converts one validated AtomicCards entry (`name` is the `data` key) into a catalog card.
 * Multi-face entries become one card whose faces are ordered by `side`.
 */
export function catalogCardFromMtgjson(name: string, entry: readonly MtgjsonAtomicFace[]): CatalogCard {
  const isMulti = entry.length > 1 && entry.some((f) => f.faceName !== undefined);
  const ordered = isMulti ? [...entry].sort((a, b) => (a.side ?? "").localeCompare(b.side ?? "")) : entry.slice(0, 1);
  const first = ordered[0] as MtgjsonAtomicFace;
  const layout = LAYOUT_ALIASES[first.layout] ?? first.layout;
  const faces = ordered.map(faceOf);
  const front = faces[0] as CatalogFace;
  const manaCost = isMulti ? multiFaceManaCost(layout, faces) : front.manaCost;
  const card: CatalogCard = {
    name,
    manaCost,
    manaValue: first.manaValue ?? first.convertedManaCost ?? manaValueOfCost(manaCost),
    typeLine: faces.map((f) => f.typeLine).join(" // "),
    oracleText: faces.map((f) => f.oracleText).join("\n//\n"),
    colors: isMulti ? multiFaceColors(layout, faces) : sortColors(first.colors),
    keywords: [...new Set(ordered.flatMap((f) => f.keywords))],
    layout,
  };
  if (front.power !== undefined) card.power = front.power;
  if (front.toughness !== undefined) card.toughness = front.toughness;
  if (front.loyalty !== undefined) card.loyalty = front.loyalty;
  if (first.colorIdentity) card.colorIdentity = sortColors(first.colorIdentity);
  if (isMulti) card.faces = faces;
  return card;
}

/**
 * Validates and converts one AtomicCards `data` entry. `{ ok: false, reason }` names the
 * face and field that failed (`"0.type: Invalid type: …"`). Never throws.
 */
export function convertMtgjsonEntry(name: string, entry: unknown): ConvertResult {
  if (name.trim() === "") return { ok: false, reason: "empty card name" };
  const parsed = v.safeParse(MtgjsonAtomicEntrySchema, entry);
  if (!parsed.success) return { ok: false, reason: issueReason(parsed.issues) };
  return { ok: true, card: catalogCardFromMtgjson(name, parsed.output) };
}

/**
 * Converts a whole in-memory AtomicCards file (`{ data: { name: [faces] } }`) into catalog
 * cards in name order plus skipped entries (index = position among `data`'s entries).
 * A value without a `data` object gives one skipped record at index -1.
 */
export function catalogFromMtgjson(file: unknown): { cards: CatalogCard[]; skipped: SkippedRecord[] } {
  const data = (file as { data?: unknown } | null)?.data;
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { cards: [], skipped: [{ index: -1, reason: 'not an MTGJSON AtomicCards file: no "data" object' }] };
  }
  const collector = new CatalogCollector();
  const cards: CatalogCard[] = [];
  Object.entries(data).forEach(([name, entry], i) => {
    const card = collector.offer(i, name, convertMtgjsonEntry(name, entry));
    if (card) cards.push(card);
  });
  return { cards: sortCatalog(cards), skipped: collector.skipped };
}
