/**
 * Card-name normalisation shared by deck reading, the catalog and search.
 *
 * Players type names with any case, with or without accents ("Lim-Dûl's Vault" /
 * "Lim-Dul's Vault"), with typographic or straight apostrophes, and name split,
 * double-faced and adventure cards by their full name ("Fire // Ice") or by one face.
 */
import { distance } from "fastest-levenshtein";

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

/**
 * A looser comparison key than {@link normalizeName}: hyphens and underscores become
 * spaces and every other character that is not a letter, a digit, a space or the `//`
 * face separator is dropped, so "Krenkos Command", "Toph the Blind Bandit" and
 * "Lim Dul's Vault" meet "Krenko's Command", "Toph, the Blind Bandit" and "Lim-Dûl's Vault".
 * Used only after an exact {@link normalizeName} match has failed. Never throws.
 */
export function looseNameKey(name: string): string {
  return normalizeName(name)
    .replace(/[-_]/g, " ")
    .replace(/[^\p{L}\p{N} /]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * How a name was matched by {@link CardNameIndex.match}: `exact` — the whole name (case,
 * accents, quotes and `/` vs `//` ignored); `face` — one face of a multi-face card
 * ("Fire" for "Fire // Ice"); `loose` — after dropping punctuation ({@link looseNameKey});
 * `loose-face` — one face, after dropping punctuation.
 */
export type NameMatchKind = "exact" | "face" | "loose" | "loose-face";

/** A successful lookup: the canonical name as given to {@link createNameIndex}, and how it matched. */
export interface NameMatch {
  name: string;
  via: NameMatchKind;
}

/**
 * A lookup table from what players type to canonical card names.
 * Create one with {@link createNameIndex}; it is immutable afterwards.
 */
export interface CardNameIndex {
  /** Number of distinct canonical names (after {@link normalizeName}). */
  readonly size: number;
  /** The canonical names in the order first given, without duplicates. */
  names(): readonly string[];
  /** The canonical name `name` refers to, with how it matched, or `undefined`. */
  match(name: string): NameMatch | undefined;
  /** Shorthand for `match(name)?.name`. */
  resolve(name: string): string | undefined;
  /**
   * Up to `limit` (default 3) known names closest to an unknown `name`, best first: names
   * within a Levenshtein distance of a third of the name's length (at least 2; 1 for names of 3 letters or fewer) (fastest-levenshtein
   * on {@link normalizeName} keys of full names and faces), then names that contain the typed
   * text as whole words. A face name that belongs to several cards suggests each of them.
   * Empty when nothing is plausibly close.
   */
  suggest(name: string, limit?: number): string[];
}

/**
 * Builds a {@link CardNameIndex} from canonical card names (catalog or registry names,
 * multi-face cards as "Front // Back"). Duplicates (equal after {@link normalizeName}) keep
 * the first spelling. Lookup order: exact full name, then a face of a multi-face card, then
 * the same two with {@link looseNameKey}; a face shared by several cards does not resolve
 * (it is suggested instead). A multi-face name typed for a card known only by its front
 * face ("Bonecrusher Giant // Stomp" when the index has "Bonecrusher Giant") resolves to it.
 * O(n) to build; `match` is O(1) map lookups; `suggest` scans all keys (about 20 ms for
 * 20,000 names).
 */
export function createNameIndex(names: Iterable<string>): CardNameIndex {
  const canonical: string[] = [];
  const exact = new Map<string, string>();
  const loose = new Map<string, string>();
  const faces = new Map<string, Set<string>>();
  const looseFaces = new Map<string, Set<string>>();
  // Keys scanned by `suggest`: every full-name key and face key with the names they point to.
  const keys = new Map<string, Set<string>>();

  const add = (map: Map<string, Set<string>>, key: string, name: string): void => {
    if (key.length === 0) return;
    const set = map.get(key);
    if (set) set.add(name);
    else map.set(key, new Set([name]));
  };

  for (const name of names) {
    const trimmed = name.trim();
    const key = normalizeName(trimmed);
    if (key.length === 0 || exact.has(key)) continue;
    canonical.push(trimmed);
    exact.set(key, trimmed);
    const lk = looseNameKey(trimmed);
    if (!loose.has(lk)) loose.set(lk, trimmed);
    add(keys, key, trimmed);
    const parts = faceNames(trimmed);
    if (parts.length > 1) {
      for (const face of parts) {
        add(faces, normalizeName(face), trimmed);
        add(looseFaces, looseNameKey(face), trimmed);
        add(keys, normalizeName(face), trimmed);
      }
    }
  }

  const unique = (set: Set<string> | undefined): string | undefined =>
    set && set.size === 1 ? set.values().next().value : undefined;

  const matchOne = (typed: string): NameMatch | undefined => {
    const key = normalizeName(typed);
    if (key.length === 0) return undefined;
    const e = exact.get(key);
    if (e !== undefined) return { name: e, via: "exact" };
    const f = unique(faces.get(key));
    if (f !== undefined) return { name: f, via: "face" };
    const lk = looseNameKey(typed);
    const l = loose.get(lk);
    if (l !== undefined) return { name: l, via: "loose" };
    const lf = unique(looseFaces.get(lk));
    if (lf !== undefined) return { name: lf, via: "loose-face" };
    return undefined;
  };

  const match = (typed: string): NameMatch | undefined => {
    const direct = matchOne(typed);
    if (direct) return direct;
    const parts = faceNames(normalizeName(typed));
    if (parts.length > 1 && parts[0] !== undefined) {
      const front = matchOne(parts[0]);
      // Only accept when the front face is a whole card, not a face of some other card.
      if (front && (front.via === "exact" || front.via === "loose")) return front;
    }
    return undefined;
  };

  const keyList = [...keys.entries()];

  const suggest = (typed: string, limit = 3): string[] => {
    const key = normalizeName(typed);
    if (key.length === 0 || limit <= 0) return [];
    const scored = new Map<string, number>();
    const consider = (name: string, score: number): void => {
      const prev = scored.get(name);
      if (prev === undefined || score < prev) scored.set(name, score);
    };
    // Faces shared by several cards: every one of them is a good suggestion.
    for (const name of faces.get(key) ?? []) consider(name, 0);
    for (const name of looseFaces.get(looseNameKey(typed)) ?? []) consider(name, 0);

    // One edit for very short names; otherwise a third of the length, and at least two so a
    // swapped pair of letters ("Blaez") is still found.
    const max = key.length <= 3 ? 1 : Math.max(2, Math.floor(key.length / 3));
    for (const [k, owners] of keyList) {
      if (Math.abs(k.length - key.length) > max) continue;
      const d = distance(key, k);
      if (d <= max) for (const name of owners) consider(name, d);
    }
    if (scored.size < limit && key.length >= 4) {
      // Whole-word containment: "Bolt" → "Lightning Bolt", "Swiftspear" → "Monastery Swiftspear".
      const words = new RegExp(`(^|[ ,'-])${escapeRegExp(key)}($|[ ,'-])`);
      for (const [k, owners] of keyList) {
        if (k.length > key.length && words.test(k))
          for (const name of owners) consider(name, max + 1 + (k.length - key.length) / 100);
      }
    }
    return [...scored.entries()]
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([name]) => name);
  };

  return {
    size: canonical.length,
    names: () => canonical,
    match,
    resolve: (typed) => match(typed)?.name,
    suggest,
  };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
