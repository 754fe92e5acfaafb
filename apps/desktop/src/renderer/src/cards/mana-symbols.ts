/**
 * Mana symbols in Scryfall notation (`{2}{R}{R}`, `{W/U}`, `{R/P}`, `{X}`, `{T}`) and the
 * mana-font classes that draw them.
 */

/** A colour letter in WUBRG order. */
export type ColorLetter = "W" | "U" | "B" | "R" | "G";

/** The five colours in WUBRG order. */
export const COLORS: readonly ColorLetter[] = ["W", "U", "B", "R", "G"];

/** The symbols of a mana cost or rules text, in order: `"{2}{R/P}"` → `["2", "R/P"]`. */
export function symbolsOf(text: string): string[] {
  return [...text.matchAll(/\{([^{}]+)\}/g)].map((m) => (m[1] ?? "").toUpperCase());
}

/** The mana-font class for one symbol (`"R/P"` → `"ms-rp"`, `"T"` → `"ms-tap"`, `"½"` → `"ms-half"`). */
export function symbolClass(symbol: string): string {
  const s = symbol.toUpperCase();
  if (s === "T") return "ms-tap";
  if (s === "Q") return "ms-untap";
  if (s === "½") return "ms-half";
  if (s === "∞") return "ms-infinity";
  return `ms-${s.replace(/\//g, "").toLowerCase()}`;
}

/** The colours a symbol contributes to (hybrid symbols count for each of their colours). */
export function symbolColors(symbol: string): ColorLetter[] {
  return COLORS.filter((c) => symbol.toUpperCase().split("/").includes(c));
}

/**
 * The mana value of a mana cost (CR 202.3): generic numbers count their value, `{X}` counts
 * zero, every other mana symbol (coloured, hybrid, Phyrexian, colourless, snow) counts one,
 * and a `{2/W}` symbol counts two.
 */
export function manaValueOf(cost: string): number {
  let total = 0;
  for (const s of symbolsOf(cost)) {
    if (/^\d+$/.test(s)) total += Number(s);
    else if (s.startsWith("2/")) total += 2;
    else if (s === "X" || s === "Y" || s === "Z") total += 0;
    else total += 1;
  }
  return total;
}
