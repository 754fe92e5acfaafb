/**
 * How the goldfish table lays out the battlefield, kept apart from the elements so it can be
 * read and tested on its own: which permanents stack into one pile with a count (only those
 * that differ in nothing the table shows or the rules use), the colours of a card's frame,
 * and the largest card size at which every pile fits the board.
 */
import type { ObjectView } from "@fishbowl/engine";
import { COLORS, symbolColors, symbolsOf, type ColorLetter } from "../cards/mana-symbols.js";

/** The colour of mana each basic land type's intrinsic ability adds (CR 305.6). */
const BASIC_LAND_COLORS: Readonly<Record<string, string>> = {
  Plains: "W",
  Island: "U",
  Swamp: "B",
  Mountain: "R",
  Forest: "G",
};

/** Identical permanents shown as one pile: `objects[0]` is drawn, with the count of the rest. */
export interface CardGroup {
  /** What makes them identical (see {@link stackKey}); unique per group. */
  readonly key: string;
  readonly objects: readonly ObjectView[];
}

/** The marks of one object, as far as they tell objects apart (a pile must share them all). */
export interface ObjectMarks {
  readonly legal: boolean;
  readonly targetable: boolean;
  readonly selected: boolean;
  /** Why it can't be chosen for what is being done (an attacker that can't attack), if so. */
  readonly unable?: string | null;
  /** It is attacking (CR 506.4) — not part of an object's view, so it is a mark. */
  readonly attacking?: boolean;
}

/**
 * The stacking key of a permanent: every field of its view except its identity (`id`,
 * `cardId`), plus its marks. Two permanents with the same key have the same name, current
 * characteristics (CR 613), tapped state, counters, damage, controller, owner, shields and
 * restrictions, and are marked alike, so a pile of them hides nothing. Summoning sickness (CR
 * 302.6) is part of it for creatures, the only permanents it restricts. `null` for a
 * permanent with something attached: it is never piled.
 */
export function stackKey(o: ObjectView, marks: ObjectMarks, attachments: readonly ObjectView[]): string | null {
  if (attachments.length > 0) return null;
  const { id: _id, cardId: _cardId, sick, ...rest } = o;
  const creature = o.types.includes("Creature");
  return JSON.stringify([
    rest,
    creature ? sick : null,
    marks.legal,
    marks.targetable,
    marks.selected,
    marks.unable ?? null,
    marks.attacking === true,
  ]);
}

/** Piles the permanents that are identical ({@link stackKey}), in order of first appearance. */
export function groupPermanents(
  objects: readonly ObjectView[],
  marksOf: (o: ObjectView) => ObjectMarks,
  attachmentsOf: (o: ObjectView) => readonly ObjectView[] = () => [],
): CardGroup[] {
  const groups = new Map<string, ObjectView[]>();
  for (const o of objects) {
    const key = stackKey(o, marksOf(o), attachmentsOf(o)) ?? `#${o.id}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [o]);
    else group.push(o);
  }
  return [...groups].map(([key, list]) => ({ key, objects: list }));
}

/**
 * The colours of a card's frame: its colour identity (CR 903.4 — its colours and the colours
 * of the mana symbols in its cost and rules text, reminder text aside, 903.4c) and, for a
 * land, the colours of the mana it adds — by its abilities, its text (a basic land's reminder
 * text included) and its basic land types (CR 305.6) — so a Mountain is red and a Rootbound
 * Crag red and green, in hand as on the battlefield. WUBRG order.
 */
export function frameColors(
  o: Pick<ObjectView, "colors" | "manaCost" | "oracleText" | "types" | "subtypes" | "abilities">,
): ColorLetter[] {
  const found = new Set<string>(o.colors);
  const land = o.types.includes("Land");
  const symbols = [
    ...symbolsOf(o.manaCost ?? ""),
    ...symbolsOf(land ? o.oracleText : o.oracleText.replace(/\([^()]*\)/g, "")),
  ];
  if (land) {
    for (const a of o.abilities) if (a.mana === true) symbols.push(...symbolsOf(a.text), ...(a.choices ?? []));
    for (const t of o.subtypes) symbols.push(BASIC_LAND_COLORS[t] ?? "");
  }
  for (const s of symbols) for (const c of symbolColors(s)) found.add(c);
  return COLORS.filter((c) => found.has(c));
}

/** The frame class of a card: `w`…`g` for one colour, `gold` for three or more, `c` colourless; two colours get both (a split frame). */
export function frameClass(colors: readonly ColorLetter[]): string {
  if (colors.length === 0) return "c";
  if (colors.length > 2) return "gold";
  return colors.map((c) => c.toLowerCase()).join(" two-");
}

/** One pile's footprint in card widths: portrait `1 × CARD_RATIO`, turned sideways when tapped, smaller for compact lands. */
export interface Footprint {
  readonly w: number;
  readonly h: number;
}

/** A card's height over its width (shorter than a printed card's 88/63: the table draws no art). */
export const CARD_RATIO = 1.36;
/** The size of a compact land pile relative to a full card. */
export const COMPACT_SCALE = 0.74;

/** The footprint of a pile of `o` (tapped: turned sideways, CR 701.21a). */
export function footprintOf(o: Pick<ObjectView, "tapped">, compact: boolean): Footprint {
  const scale = compact ? COMPACT_SCALE : 1;
  const portrait = { w: scale, h: scale * CARD_RATIO };
  return o.tapped ? { w: portrait.h, h: portrait.w } : portrait;
}

/** The space of the board and the spacing of its rows (pixels). */
export interface BoardBox {
  readonly width: number;
  readonly height: number;
  /** Between two cards, and between two lines of a row. */
  readonly gap: number;
  /** Taken by each row besides its cards (padding, border). */
  readonly rowExtra: number;
  /** The least height of a row, empty or not. */
  readonly minRow: number;
}

/** The height `rows` (each drawn, empty or not) take at card width `width`: each row wraps its piles into lines as a flex row would. */
export function rowsHeight(rows: readonly (readonly Footprint[])[], width: number, box: BoardBox): number {
  let total = 0;
  for (const row of rows) {
    let lineWidth = 0;
    let lineHeight = 0;
    let height = 0;
    for (const f of row) {
      const w = f.w * width;
      if (lineWidth > 0 && lineWidth + box.gap + w > box.width) {
        height += lineHeight + box.gap;
        lineWidth = 0;
        lineHeight = 0;
      }
      lineWidth += (lineWidth > 0 ? box.gap : 0) + w;
      lineHeight = Math.max(lineHeight, f.h * width);
    }
    total += Math.max(box.minRow, height + lineHeight + box.rowExtra);
  }
  return total + Math.max(0, rows.length - 1) * box.gap;
}

/**
 * The largest card width (whole pixels, from `max` down to `min`) at which every row fits the
 * box; `min` when none does (the board then scrolls inside itself, never the page).
 */
export function fitCardWidth(rows: readonly (readonly Footprint[])[], box: BoardBox, min: number, max: number): number {
  for (let width = Math.floor(max); width > min; width--) {
    if (rows.every((row) => row.every((f) => f.w * width <= box.width)) && rowsHeight(rows, width, box) <= box.height)
      return width;
  }
  return min;
}
