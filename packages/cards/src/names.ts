/**
 * Card-name normalisation shared by deck reading, the catalog and search.
 *
 * Players type names with any case, with or without accents ("Lim-Dûl's Vault" /
 * "Lim-Dul's Vault"), with typographic or straight apostrophes, and name split,
 * double-faced and adventure cards by their full name ("Fire // Ice") or by one face.
 */

/**
 * The comparison key of a card name: lower case, accents removed (NFD, combining marks
 * dropped), typographic quotes and dashes made ASCII, `/`-separators normalised to ` // `,
 * runs of whitespace collapsed. Two names that a player would consider the same give
 * the same key. Never throws.
 */
export function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\u00e6/gi, "ae")
    .toLowerCase()
    .replace(/\s*\/\/?\s*/g, " // ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The faces of a multi-face name: `"Fire // Ice"` → `["Fire", "Ice"]`; a one-face name → `[name]`. */
export function faceNames(name: string): string[] {
  return name.split(/\s*\/\/\s*/).filter((s) => s.length > 0);
}
