/**
 * Searching a list of catalog cards with Scryfall's query syntax (see `query.ts` for the
 * syntax and `CatalogIndex.search` for the matching rules).
 *
 * Name and Oracle words go through a word index (`WordIndex`: each word's cards, for word
 * prefixes; accents and case ignored); quoted phrases are narrowed with the index and then checked as substrings;
 * type, colour, number and `is:` terms are plain filters over precomputed columns.
 */
import { normalizeName } from "../names.js";
import { sortCatalog } from "./order.js";
import { parseQuery, type ColorValue, type QueryError, type QueryNode, type QueryOp } from "./query.js";
import type { CatalogCard } from "./types.js";
import { SPLIT, WordIndex } from "./words.js";
import { buildColumns, columnsFromSnapshot, snapshotOf, type CatalogIndexSnapshot, type Columns } from "./columns.js";

export type { CatalogIndexSnapshot };

export { WordIndex };

/** Options of a catalog index. */
export interface CatalogIndexOptions {
  /**
   * Whether a card name has a built-in (automated) definition; needed by `is:automated`.
   * Usually built from `builtinCardNames()` with `automatedNamePredicate`.
   */
  isAutomated?: (name: string) => boolean;
  /** A snapshot of an index of the same cards (`CatalogIndex.toSnapshot`): used instead of building, when it fits. */
  snapshot?: CatalogIndexSnapshot;
}

/** Result of a search: the matching cards in name order, or a query error. */
export type CatalogSearchResult = { ok: true; cards: CatalogCard[] } | { ok: false; error: QueryError };

/**
 * Folds text for comparison: accents removed (NFD), typographic quotes and dashes made
 * ASCII, lower case, whitespace runs collapsed to one space.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

function words(text: string): string[] {
  return foldText(text)
    .split(SPLIT)
    .filter((w) => w.length > 0);
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

function compare(a: number, op: QueryOp, b: number): boolean {
  switch (op) {
    case ":":
    case "=":
      return a === b;
    case "!=":
      return a !== b;
    case "<":
      return a < b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case ">=":
      return a >= b;
  }
}

/** Set comparison of colour masks; `colonMeans` is how `:` reads for this key. */
function compareMask(card: number, op: QueryOp, q: number, colonMeans: ">=" | "<="): boolean {
  const sub = (card & ~q) === 0; // card ⊆ q
  const sup = (q & ~card) === 0; // card ⊇ q
  switch (op === ":" ? (q === 0 ? "=" : colonMeans) : op) {
    case "=":
      return card === q;
    case "!=":
      return card !== q;
    case ">=":
      return sup;
    case ">":
      return sup && card !== q;
    case "<=":
      return sub;
    case "<":
      return sub && card !== q;
    default:
      return false;
  }
}

type Pred = (i: number) => boolean;

/**
 * A searchable catalog: build once per card list (about 0.6 s of CPU for 18,334 cards on the
 * development machine; see the CLI benchmark `catalog-search`), then search many times.
 */
export class CatalogIndex {
  /** The indexed cards, in name order. */
  readonly cards: readonly CatalogCard[];
  /** What the tests read, per card in name order (columns.ts). */
  private readonly col: Columns;
  private readonly automated: Uint8Array | undefined;
  /** `normalizeName` of each card's name and face names, built on the first `!"name"` query. */
  private exactKeys: string[][] | undefined;

  /**
   * Indexes `cards` (copied and sorted into name order; the input array is not changed), or
   * takes the index from `options.snapshot` when it is one of these very cards (see
   * `toSnapshot`; `fromSnapshot` then says so).
   */
  constructor(cards: readonly CatalogCard[], options: CatalogIndexOptions = {}) {
    const sorted = sortCatalog([...cards]);
    this.cards = sorted;
    const saved = options.snapshot ? columnsFromSnapshot(sorted, options.snapshot) : null;
    this.fromSnapshot = saved !== null;
    this.col = saved ?? buildColumns(sorted, foldText);
    const isAutomated = options.isAutomated;
    this.automated = isAutomated ? Uint8Array.from(sorted, (c) => (isAutomated(c.name) ? 1 : 0)) : undefined;
  }

  /** Whether the index was taken from a snapshot rather than built. */
  readonly fromSnapshot: boolean;

  /** The built index as JSON-safe data, for `options.snapshot` of a later index of the same cards (a cache). */
  toSnapshot(): CatalogIndexSnapshot {
    return snapshotOf(this.cards, this.col);
  }

  private compile(node: QueryNode): Pred {
    switch (node.kind) {
      case "all":
        return () => true;
      case "and": {
        // Cheapest tests first: AND is commutative and every test is pure.
        const ps = [...node.items].sort((a, b) => evalCost(a) - evalCost(b)).map((x) => this.compile(x));
        return (i) => {
          for (const p of ps) if (!p(i)) return false;
          return true;
        };
      }
      case "or": {
        const ps = node.items.map((x) => this.compile(x));
        return (i) => {
          for (const p of ps) if (p(i)) return true;
          return false;
        };
      }
      case "not": {
        const p = this.compile(node.item);
        return (i) => !p(i);
      }
      case "exactName": {
        const key = normalizeName(node.name);
        this.exactKeys ??= this.cards.map((c) => [c.name, ...(c.faces ?? []).map((f) => f.name)].map(normalizeName));
        const keys = this.exactKeys;
        return (i) => (keys[i] as string[]).includes(key);
      }
      case "text": {
        const keys = node.field === "name" ? this.col.nameKey : this.col.oracleKey;
        const folded = foldText(node.text);
        const ws = words(node.text);
        if (ws.length === 0) {
          // Only punctuation (`o:":"`): plain substring scan.
          return (i) => (keys[i] as string).includes(folded);
        }
        if (node.field === "oracle" && folded.includes("~")) {
          // Scryfall: `~` stands for the card's own name (any of its faces' names).
          const selfNames = this.col.selfNames;
          return (i) => (selfNames[i] as string[]).some((n) => (keys[i] as string).includes(folded.replaceAll("~", n)));
        }
        const vocab = this.col.words[node.field];
        if (!node.phrase && ws.length === 1) {
          // One word: cards with a word starting with it.
          const w = ws[0] as string;
          const postings = vocab.postings(w, true);
          if (postings === 0) return () => false;
          const candidates = vocab.candidates(w, true);
          return (i) => candidates[i] === 1;
        }
        // A phrase is a substring: its first word may end another word and its last word may
        // be cut short. Narrow with the most selective whole word (the last as a prefix), then
        // check the substring.
        let best = "";
        let bestPrefix = false;
        let bestPostings = Number.POSITIVE_INFINITY;
        const firstIsWhole = !/^[\p{L}\p{N}]/u.test(folded);
        ws.forEach((w, k) => {
          if (k === 0 && !firstIsWhole) return;
          const prefix = k === ws.length - 1;
          const p = vocab.postings(w, prefix);
          if (p < bestPostings) [best, bestPrefix, bestPostings] = [w, prefix, p];
        });
        if (bestPostings === 0) return () => false;
        // (a one-word phrase: its word may end another word, so no word narrows it)
        if (best === "") return (i) => (keys[i] as string).includes(folded);
        const candidates = vocab.candidates(best, bestPrefix);
        return (i) => candidates[i] === 1 && (keys[i] as string).includes(folded);
      }
      case "type": {
        const folded = foldText(node.text);
        const hits = Uint8Array.from(this.col.typeLines, (line) => (line.includes(folded) ? 1 : 0));
        const of = this.col.typeLineOf;
        return (i) => hits[of[i] as number] === 1;
      }
      case "keyword": {
        const folded = foldText(node.text);
        const keys = this.col.keywordKey;
        return (i) => (keys[i] as string[]).some((k) => k === folded || k.startsWith(`${folded} `));
      }
      case "color":
        return this.compileColor(node.field, node.op, node.value);
      case "number": {
        const col = this.col.numbers[node.field];
        const op = node.op;
        const value = node.value;
        if (typeof value === "number")
          return (i) => {
            for (const x of col[i] as number[]) if (compare(x, op, value)) return true;
            return false;
          };
        const other = this.col.numbers[value];
        return (i) => (col[i] as number[]).some((x) => (other[i] as number[]).some((y) => compare(x, op, y)));
      }
      case "is": {
        const automated = this.automated;
        if (!automated) throw new Error("is:automated");
        return (i) => automated[i] === 1;
      }
    }
  }

  private compileColor(field: "colors" | "identity", op: QueryOp, value: ColorValue): Pred {
    const masks = field === "colors" ? this.col.colorMask : this.col.identityMask;
    if (value.kind === "multicolor") {
      const want = op !== "!=";
      return (i) => popcount(masks[i] as number) >= 2 === want;
    }
    if (value.kind === "count") {
      const count = value.count;
      return (i) => compare(popcount(masks[i] as number), op, count);
    }
    const q = value.mask;
    // Scryfall: `c:rg` means at least red and green; `id:rg` means within red and green.
    const colonMeans = field === "colors" ? ">=" : "<=";
    return (i) => compareMask(masks[i] as number, op, q, colonMeans);
  }

  /**
   * Searches with a Scryfall-syntax query (see `parseQuery`). Matching rules:
   * a bare word matches names with a word starting with it (`bolt` → "Lightning Bolt",
   * "Boltwing Marauder"); a quoted phrase, or a word with punctuation inside (`krenko's`),
   * must appear in the name as written (case and accents ignored); `o:` works the same on
   * the Oracle text (all faces), where `~` stands for the card's name; `t:` is a substring of the type line (`t:legend`);
   * `kw:` equals a keyword name (`kw:flying`); P/T/loyalty comparisons use the leading
   * number (`*` counts 0) and match if any face matches; cards without the value never match.
   * Returns at most `limit` cards (default: all) in name order, or `{ ok: false, error }` for
   * a syntax error, an unknown key, or `is:automated` without an `isAutomated` option.
   */
  search(query: string, limit = Number.POSITIVE_INFINITY): CatalogSearchResult {
    const parsed = parseQuery(query);
    if (!parsed.ok) return parsed;
    if (!this.automated && usesAutomated(parsed.node)) {
      const at = Math.max(0, query.toLowerCase().indexOf("is:"));
      return {
        ok: false,
        error: {
          message: "is:automated is not available: the index was built without an isAutomated predicate",
          position: at,
        },
      };
    }
    const pred = this.compile(parsed.node);
    const out: CatalogCard[] = [];
    const n = this.cards.length;
    for (let i = 0; i < n && out.length < limit; i++) if (pred(i)) out.push(this.cards[i] as CatalogCard);
    return { ok: true, cards: out };
  }
}

/** A rough per-card cost of testing a node: array lookups 1, substring tests 3, text 5. */
function evalCost(node: QueryNode): number {
  switch (node.kind) {
    case "and":
    case "or":
      return node.items.reduce((sum, x) => sum + evalCost(x), 0);
    case "not":
      return evalCost(node.item);
    case "type":
    case "keyword":
      return 3;
    case "text":
      return 5;
    case "exactName":
      return 8;
    default:
      return 1;
  }
}

function usesAutomated(node: QueryNode): boolean {
  switch (node.kind) {
    case "and":
    case "or":
      return node.items.some(usesAutomated);
    case "not":
      return usesAutomated(node.item);
    case "is":
      return true;
    default:
      return false;
  }
}

/** Builds a `CatalogIndex` (see its constructor). */
export function createCatalogIndex(cards: readonly CatalogCard[], options: CatalogIndexOptions = {}): CatalogIndex {
  return new CatalogIndex(cards, options);
}

/**
 * A predicate "this card name is automated" from the names of the built-in definitions
 * (`builtinCardNames()`): true when the name, or the front-face name of a multi-face name,
 * equals a built-in name under `normalizeName`.
 */
export function automatedNamePredicate(names: Iterable<string>): (name: string) => boolean {
  const set = new Set<string>();
  for (const n of names) set.add(normalizeName(n));
  return (name) => {
    const k = normalizeName(name);
    if (set.has(k)) return true;
    const front = k.split(" // ")[0] as string;
    return front !== k && set.has(front);
  };
}
