/**
 * Mana-symbol helpers over Scryfall's mana notation (`{2}{R}{R}`, `{X}`, `{2/W}`, `{G/W}`,
 * `{R/P}`, `{C}`, `{S}`, `{HW}`), following CR 107.4 (mana symbols) and CR 202.3 (mana value).
 */
import { sortColors, type CatalogCard, type ColorLetter } from "./types.js";

const SYMBOL = /\{([^}]+)\}/g;

/**
 * The mana value of a mana cost in Scryfall notation (CR 202.3): a generic symbol counts
 * its number, X/Y/Z count 0 (CR 202.3e, off the stack), a hybrid `{2/W}` counts 2, other
 * hybrid and Phyrexian symbols count 1, a half symbol (`{HW}`) counts 0.5, every other
 * symbol counts 1. Split costs (`"{1}{R} // {1}{U}"`) add up both halves (CR 709.4b).
 * Never throws; text outside braces is ignored.
 */
export function manaValueOfCost(cost: string): number {
  let total = 0;
  for (const m of cost.matchAll(SYMBOL)) {
    const s = (m[1] ?? "").toUpperCase();
    if (/^\d+(\.\d+)?$/.test(s)) total += Number(s);
    else if (s === "X" || s === "Y" || s === "Z") total += 0;
    else if (s.startsWith("H")) total += 0.5;
    else if (/^\d+\//.test(s)) total += Number(s.split("/")[0]);
    else total += 1;
  }
  return total;
}

/** The colour letters that appear in the mana symbols of `text` (`{G/W}` gives G and W), in WUBRG order. */
export function colorsOfSymbols(text: string): ColorLetter[] {
  const found: string[] = [];
  for (const m of text.matchAll(SYMBOL)) {
    for (const ch of (m[1] ?? "").toUpperCase()) if ("WUBRG".includes(ch)) found.push(ch);
  }
  return sortColors(found);
}

/**
 * A card's colour identity (CR 903.4): its colours plus the colours of every mana symbol
 * in its mana cost and rules text. Reminder text (in parentheses) is ignored (CR 903.4b).
 * Returns `card.colorIdentity` when the catalog already has it (Scryfall `color_identity`,
 * MTGJSON `colorIdentity`).
 */
export function colorIdentityOf(card: CatalogCard): ColorLetter[] {
  if (card.colorIdentity) return card.colorIdentity;
  const rulesText = card.oracleText.replace(/\([^)]*\)/g, "");
  const faceColors = (card.faces ?? []).flatMap((f) => f.colors ?? []);
  return sortColors([...card.colors, ...faceColors, ...colorsOfSymbols(card.manaCost), ...colorsOfSymbols(rulesText)]);
}
