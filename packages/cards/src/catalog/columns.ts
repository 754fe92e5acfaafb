/**
 * The columns catalog search tests (search.ts), one entry per card in name order: folded
 * names, Oracle texts and type lines, keywords, colour masks, printed numbers and the word
 * indexes — built from the cards, or read back from a snapshot (`CatalogIndexSnapshot`, plain
 * JSON-safe data) so that a catalog's index is built once, not in every process that searches it.
 */
import { colorIdentityOf } from "./mana.js";
import { printedNumber } from "./printed.js";
import type { NumericField } from "./query.js";
import { COLOR_LETTERS, type CatalogCard } from "./types.js";
import { WordIndex, type WordIndexData } from "./words.js";

/** The format name of a snapshot (changed whenever what it holds changes). */
export const SNAPSHOT_FORMAT = "fishbowl-search-index/1";

/** What search tests, per card in name order. */
export interface Columns {
  nameKey: string[];
  oracleKey: string[];
  /** Each card's folded name and face names (`~` in Oracle queries). */
  selfNames: string[][];
  /** The distinct folded type lines, and each card's index among them (a type test is made once per line). */
  typeLines: string[];
  typeLineOf: Int32Array;
  keywordKey: string[][];
  colorMask: Uint8Array;
  identityMask: Uint8Array;
  numbers: Record<NumericField, number[][]>;
  words: Record<"name" | "oracle", WordIndex>;
}

/** A built index as JSON-safe data: the columns, and the card names they are for (in name order). */
export interface CatalogIndexSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  names: string[];
  nameKey: string[];
  oracleKey: string[];
  selfNames: string[][];
  typeLines: string[];
  typeLineOf: number[];
  keywordKey: string[][];
  colorMask: number[];
  identityMask: number[];
  numbers: Record<NumericField, number[][]>;
  words: Record<"name" | "oracle", WordIndexData>;
}

function maskOf(letters: readonly string[]): number {
  let mask = 0;
  for (const l of letters) {
    const bit = COLOR_LETTERS.indexOf(l as (typeof COLOR_LETTERS)[number]);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

/** Folds text for comparison (see search.ts `foldText`, given here to avoid an import cycle). */
type Fold = (text: string) => string;

/** The columns of `sorted` (cards in name order). */
export function buildColumns(sorted: readonly CatalogCard[], foldText: Fold): Columns {
  const nameKey = sorted.map((c) => foldText(c.name));
  const oracleKey = sorted.map((c) => foldText(c.oracleText));
  const lineIds = new Map<string, number>();
  const typeLines: string[] = [];
  const typeLineOf = Int32Array.from(sorted, (c) => {
    const line = foldText(c.typeLine);
    let id = lineIds.get(line);
    if (id === undefined) {
      id = typeLines.push(line) - 1;
      lineIds.set(line, id);
    }
    return id;
  });
  const faceValues = (
    c: CatalogCard,
    pick: (x: { power?: string; toughness?: string; loyalty?: string }) => string | undefined,
  ): number[] => [pick(c), ...(c.faces ?? []).map(pick)].map(printedNumber).filter((x) => !Number.isNaN(x));
  return {
    nameKey,
    oracleKey,
    selfNames: sorted.map((c, i) => [nameKey[i] as string, ...(c.faces ?? []).map((f) => foldText(f.name))]),
    typeLines,
    typeLineOf,
    keywordKey: sorted.map((c) => c.keywords.map(foldText)),
    colorMask: Uint8Array.from(sorted, (c) => maskOf(c.colors)),
    identityMask: Uint8Array.from(sorted, (c) => maskOf(colorIdentityOf(c))),
    numbers: {
      mv: sorted.map((c) => [c.manaValue]),
      pow: sorted.map((c) => faceValues(c, (x) => x.power)),
      tou: sorted.map((c) => faceValues(c, (x) => x.toughness)),
      loy: sorted.map((c) => faceValues(c, (x) => x.loyalty)),
    },
    // Texts and queries are folded beforehand (`foldText`), so words need no more processing.
    words: { name: WordIndex.build(nameKey), oracle: WordIndex.build(oracleKey) },
  };
}

/** The snapshot of the columns of `sorted`. */
export function snapshotOf(sorted: readonly CatalogCard[], col: Columns): CatalogIndexSnapshot {
  return {
    format: SNAPSHOT_FORMAT,
    names: sorted.map((c) => c.name),
    nameKey: col.nameKey,
    oracleKey: col.oracleKey,
    selfNames: col.selfNames,
    typeLines: col.typeLines,
    typeLineOf: [...col.typeLineOf],
    keywordKey: col.keywordKey,
    colorMask: [...col.colorMask],
    identityMask: [...col.identityMask],
    numbers: col.numbers,
    words: { name: col.words.name.toData(), oracle: col.words.oracle.toData() },
  };
}

/**
 * The columns in `snap` when it is a snapshot of this format for exactly these cards (the same
 * names in the same order, and every column one per card); null otherwise (then build them).
 */
export function columnsFromSnapshot(sorted: readonly CatalogCard[], snap: CatalogIndexSnapshot): Columns | null {
  const n = sorted.length;
  if (snap?.format !== SNAPSHOT_FORMAT || !Array.isArray(snap.names) || snap.names.length !== n) return null;
  for (let i = 0; i < n; i++) if (snap.names[i] !== sorted[i]!.name) return null;
  const perCard = [
    snap.nameKey,
    snap.oracleKey,
    snap.selfNames,
    snap.typeLineOf,
    snap.keywordKey,
    snap.colorMask,
    snap.identityMask,
    snap.numbers?.mv,
    snap.numbers?.pow,
    snap.numbers?.tou,
    snap.numbers?.loy,
  ];
  if (!perCard.every((col) => Array.isArray(col) && col.length === n) || !Array.isArray(snap.typeLines)) return null;
  const name = WordIndex.fromData(snap.words?.name, n);
  const oracle = WordIndex.fromData(snap.words?.oracle, n);
  if (!name || !oracle) return null;
  return {
    nameKey: snap.nameKey,
    oracleKey: snap.oracleKey,
    selfNames: snap.selfNames,
    typeLines: snap.typeLines,
    typeLineOf: Int32Array.from(snap.typeLineOf),
    keywordKey: snap.keywordKey,
    colorMask: Uint8Array.from(snap.colorMask),
    identityMask: Uint8Array.from(snap.identityMask),
    numbers: snap.numbers,
    words: { name, oracle },
  };
}
