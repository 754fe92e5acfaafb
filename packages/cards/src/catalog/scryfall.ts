/**
 * Scryfall card objects → catalog cards.
 *
 * Follows Scryfall's card object documentation (https://scryfall.com/docs/api/cards) and
 * its bulk data files: `oracle_cards` (one object per oracle card) and `default_cards`
 * (one object per printing, so the same name appears many times; `ScryfallCollector`
 * keeps the first printing of each name). Unknown fields are ignored (prices, legalities,
 * image URIs …).
 */
import * as v from "valibot";
import { normalizeName } from "../names.js";
import { sortCatalog } from "./order.js";
import { issueReason } from "./issues.js";
import { colorsOfSymbols, manaValueOfCost } from "./mana.js";
import {
  sortColors,
  type CatalogCard,
  type CatalogFace,
  type ColorLetter,
  type ConvertResult,
  type SkippedRecord,
} from "./types.js";

const ColorSchema = v.picklist(["W", "U", "B", "R", "G"]);

/** valibot schema of one entry of a Scryfall card object's `card_faces` array. */
export const ScryfallFaceSchema = v.looseObject({
  name: v.string(),
  mana_cost: v.optional(v.string()),
  type_line: v.optional(v.string()),
  oracle_text: v.optional(v.string()),
  power: v.optional(v.string()),
  toughness: v.optional(v.string()),
  loyalty: v.optional(v.string()),
  colors: v.optional(v.array(ColorSchema)),
});

/**
 * valibot schema of a Scryfall card object, the fields the catalog reads: `name`, `layout`,
 * `mana_cost`, `cmc`, `type_line`, `oracle_text`, `power`, `toughness`, `loyalty`, `colors`,
 * `color_identity`, `keywords`, `card_faces`. `object`, when present, must be `"card"`.
 */
export const ScryfallCardSchema = v.looseObject({
  object: v.optional(v.literal("card")),
  name: v.pipe(v.string(), v.minLength(1, "name is empty")),
  layout: v.optional(v.string(), "normal"),
  mana_cost: v.optional(v.string()),
  cmc: v.optional(v.pipe(v.number(), v.minValue(0))),
  type_line: v.optional(v.string()),
  oracle_text: v.optional(v.string()),
  power: v.optional(v.string()),
  toughness: v.optional(v.string()),
  loyalty: v.optional(v.string()),
  colors: v.optional(v.array(ColorSchema)),
  color_identity: v.optional(v.array(ColorSchema)),
  keywords: v.optional(v.array(v.string()), []),
  card_faces: v.optional(v.pipe(v.array(ScryfallFaceSchema), v.minLength(1, "card_faces is empty"))),
});

/** A Scryfall card object as validated by `ScryfallCardSchema`. */
export type ScryfallCard = v.InferOutput<typeof ScryfallCardSchema>;

/**
 * Scryfall layouts that are not cards a player puts in a deck: tokens, emblems and the
 * art-series cards. The catalog leaves them out (they are reported as skipped).
 */
export const NON_CARD_LAYOUTS: ReadonlySet<string> = new Set(["token", "double_faced_token", "emblem", "art_series"]);

/** Layouts whose top-level colours and P/T are the front face's (the card is one face at a time). */
const FRONT_FACE_LAYOUTS = new Set(["transform", "modal_dfc", "meld", "reversible_card", "flip"]);

function face(f: v.InferOutput<typeof ScryfallFaceSchema>): CatalogFace {
  const out: CatalogFace = {
    name: f.name,
    manaCost: f.mana_cost ?? "",
    typeLine: f.type_line ?? "",
    oracleText: f.oracle_text ?? "",
  };
  if (f.power !== undefined) out.power = f.power;
  if (f.toughness !== undefined) out.toughness = f.toughness;
  if (f.loyalty !== undefined) out.loyalty = f.loyalty;
  if (f.colors !== undefined) out.colors = sortColors(f.colors);
  return out;
}

/** Joins the non-empty face mana costs with `" // "`, or gives the front face's cost. */
export function multiFaceManaCost(layout: string, faces: readonly CatalogFace[]): string {
  if (FRONT_FACE_LAYOUTS.has(layout)) return faces[0]?.manaCost ?? "";
  return faces
    .map((f) => f.manaCost)
    .filter((c) => c !== "")
    .join(" // ");
}

/** The colours of a multi-face card from its faces: the front's for DFCs, the union otherwise. */
export function multiFaceColors(layout: string, faces: readonly CatalogFace[]): ColorLetter[] {
  const pick = FRONT_FACE_LAYOUTS.has(layout) ? faces.slice(0, 1) : faces;
  return sortColors(pick.flatMap((f) => f.colors ?? colorsOfSymbols(f.manaCost)));
}

/**
 * Converts a validated Scryfall card object into a catalog card.
 * A `reversible_card` (the same card printed on both sides) becomes its front face.
 */
export function catalogCardFromScryfall(c: ScryfallCard): CatalogCard {
  const faces = c.card_faces?.map(face);
  if (c.layout === "reversible_card" && faces?.[0]) {
    const f = faces[0];
    const card: CatalogCard = {
      name: f.name,
      manaCost: f.manaCost,
      manaValue: c.cmc ?? manaValueOfCost(f.manaCost),
      typeLine: f.typeLine,
      oracleText: f.oracleText,
      colors: f.colors ?? colorsOfSymbols(f.manaCost),
      keywords: c.keywords,
      layout: "normal",
    };
    if (f.power !== undefined) card.power = f.power;
    if (f.toughness !== undefined) card.toughness = f.toughness;
    if (f.loyalty !== undefined) card.loyalty = f.loyalty;
    if (c.color_identity) card.colorIdentity = sortColors(c.color_identity);
    return card;
  }
  const front = faces?.[0];
  const manaCost = c.mana_cost ?? (faces ? multiFaceManaCost(c.layout, faces) : "");
  const card: CatalogCard = {
    name: c.name,
    manaCost,
    manaValue: c.cmc ?? manaValueOfCost(FRONT_FACE_LAYOUTS.has(c.layout) ? (front?.manaCost ?? "") : manaCost),
    typeLine: c.type_line ?? (faces ? faces.map((f) => f.typeLine).join(" // ") : ""),
    oracleText: faces ? faces.map((f) => f.oracleText).join("\n//\n") : (c.oracle_text ?? ""),
    colors: c.colors ? sortColors(c.colors) : faces ? multiFaceColors(c.layout, faces) : [],
    keywords: c.keywords,
    layout: c.layout,
  };
  const power = c.power ?? front?.power;
  const toughness = c.toughness ?? front?.toughness;
  const loyalty = c.loyalty ?? front?.loyalty;
  if (power !== undefined) card.power = power;
  if (toughness !== undefined) card.toughness = toughness;
  if (loyalty !== undefined) card.loyalty = loyalty;
  if (c.color_identity) card.colorIdentity = sortColors(c.color_identity);
  if (faces && faces.length > 1) card.faces = faces;
  return card;
}

/**
 * Validates one element of a Scryfall bulk array and converts it.
 * `{ ok: false, reason }` when it is not a valid card object (reason names the field) or
 * is a token, emblem or art-series card (`NON_CARD_LAYOUTS`). Never throws.
 */
export function convertScryfallRecord(record: unknown): ConvertResult {
  const parsed = v.safeParse(ScryfallCardSchema, record);
  if (!parsed.success) return { ok: false, reason: issueReason(parsed.issues) };
  const c = parsed.output;
  if (NON_CARD_LAYOUTS.has(c.layout)) return { ok: false, reason: `layout "${c.layout}" is not a deck card` };
  if (c.type_line === undefined && !c.card_faces)
    return { ok: false, reason: "type_line: missing (and no card_faces)" };
  return { ok: true, card: catalogCardFromScryfall(c) };
}

/** The name of a record for skip reports, when it has a string `name`. */
export function recordName(record: unknown): string | undefined {
  if (typeof record === "object" && record !== null && "name" in record) {
    const n = (record as { name: unknown }).name;
    if (typeof n === "string") return n;
  }
  return undefined;
}

/**
 * Accumulates catalog cards from a stream of source records, one at a time, keeping the
 * first card of each name (compared with `normalizeName`) — which is how a Scryfall
 * `default_cards` file (one object per printing) is deduplicated — and recording skipped
 * records with their index and reason. Memory grows with the number of distinct names,
 * not with the input.
 */
export class CatalogCollector {
  /** Records that did not become cards, in input order. */
  readonly skipped: SkippedRecord[] = [];
  /** Number of records merged into an earlier card of the same name. */
  duplicates = 0;
  private readonly seen = new Set<string>();

  /**
   * Offers a conversion result for the record at `index`. Returns the card when it is new,
   * `undefined` when it was skipped or a duplicate.
   */
  offer(index: number, name: string | undefined, result: ConvertResult): CatalogCard | undefined {
    if (!result.ok) {
      this.skipped.push(name === undefined ? { index, reason: result.reason } : { index, name, reason: result.reason });
      return undefined;
    }
    const key = normalizeName(result.card.name);
    if (this.seen.has(key)) {
      this.duplicates++;
      return undefined;
    }
    this.seen.add(key);
    return result.card;
  }

  /** Number of distinct cards accepted so far. */
  get size(): number {
    return this.seen.size;
  }
}

/**
 * Converts a whole in-memory Scryfall array (`oracle_cards` or `default_cards`) into catalog
 * cards in name order, deduplicated by name, plus the skipped records.
 */
export function catalogFromScryfall(records: readonly unknown[]): { cards: CatalogCard[]; skipped: SkippedRecord[] } {
  const collector = new CatalogCollector();
  const cards: CatalogCard[] = [];
  records.forEach((r, i) => {
    const card = collector.offer(i, recordName(r), convertScryfallRecord(r));
    if (card) cards.push(card);
  });
  return { cards: sortCatalog(cards), skipped: collector.skipped };
}
