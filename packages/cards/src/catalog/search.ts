/**
 * Searching a list of catalog cards with Scryfall's query syntax (see `query.ts` for the
 * syntax and `CatalogIndex.search` for the matching rules).
 *
 * Name and Oracle words go through a minisearch full-text index (word prefixes, accents and
 * case ignored); quoted phrases are narrowed with the index and then checked as substrings;
 * type, colour, number and `is:` terms are plain filters over precomputed columns.
 */
import MiniSearch from "minisearch";
import { normalizeName } from "../names.js";
import { colorIdentityOf } from "./mana.js";
import { printedNumber } from "./printed.js";
import { sortCatalog } from "./order.js";
import {
  parseQuery,
  type ColorValue,
  type NumericField,
  type QueryError,
  type QueryNode,
  type QueryOp,
} from "./query.js";
import { COLOR_LETTERS, type CatalogCard } from "./types.js";

/** Options of a catalog index. */
export interface CatalogIndexOptions {
  /**
   * Whether a card name has a built-in (automated) definition; needed by `is:automated`.
   * Usually built from `builtinCardNames()` with `automatedNamePredicate`.
   */
  isAutomated?: (name: string) => boolean;
}

/** Result of a search: the matching cards in name order, or a query error. */
export type CatalogSearchResult = { ok: true; cards: CatalogCard[] } | { ok: false; error: QueryError };

/** The same splitting as minisearch's default tokenizer: whitespace and punctuation. */
const SPLIT = /[\n\r\p{Z}\p{P}]+/u;

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

function maskOf(letters: readonly string[]): number {
  let mask = 0;
  for (const l of letters) {
    const bit = COLOR_LETTERS.indexOf(l as (typeof COLOR_LETTERS)[number]);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
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
 * Above this many postings (documents × matching words) a word is cheaper to find by
 * scanning the folded texts than through minisearch, which scores every hit.
 */
const INDEX_POSTINGS_LIMIT = 1500;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Document frequencies of the words of one field, sorted, to estimate a lookup's cost. */
interface Vocabulary {
  /** Documents containing `w` (or, with `prefix`, summed over the words starting with `w`). */
  postings(w: string, prefix: boolean): number;
}

/** Collects document frequencies while minisearch tokenizes, then answers `postings`. */
class VocabularyBuilder {
  private readonly df = new Map<string, number>();

  /** Records one document's words (each word once per document). */
  add(tokens: readonly string[]): void {
    for (const w of new Set(tokens)) if (w) this.df.set(w, (this.df.get(w) ?? 0) + 1);
  }

  /** Freezes the counts into a sorted vocabulary with prefix sums. */
  build(): Vocabulary {
    const df = this.df;
    const sorted = [...df.keys()].sort();
    const cum = new Int32Array(sorted.length + 1);
    sorted.forEach((w, i) => (cum[i + 1] = (cum[i] as number) + (df.get(w) as number)));
    const lowerBound = (w: string): number => {
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((sorted[mid] as string) < w) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return {
      postings(w, prefix) {
        const lo = lowerBound(w);
        if (!prefix) return sorted[lo] === w ? (df.get(w) as number) : 0;
        const hi = lowerBound(`${w}\uffff`);
        return (cum[hi] as number) - (cum[lo] as number);
      },
    };
  }
}

/**
 * A searchable catalog: build once per card list (about 0.7 s for 18,334 cards on the
 * development machine; see the CLI benchmark `catalog-search`), then search many times.
 */
export class CatalogIndex {
  /** The indexed cards, in name order. */
  readonly cards: readonly CatalogCard[];
  private readonly mini: MiniSearch<{ id: number; name: string; oracle: string }>;
  private readonly nameKey: string[];
  private readonly selfNames: string[][];
  private readonly oracleKey: string[];
  private readonly typeKey: string[];
  private readonly keywordKey: string[][];
  private readonly colorMask: Uint8Array;
  private readonly identityMask: Uint8Array;
  private readonly numbers: Record<NumericField, number[][]>;
  private readonly automated: Uint8Array | undefined;
  private readonly vocab: Record<"name" | "oracle", Vocabulary>;
  /** `normalizeName` of each card's name and face names, built on the first `!"name"` query. */
  private exactKeys: string[][] | undefined;

  /** Indexes `cards` (copied and sorted into name order; the input array is not changed). */
  constructor(cards: readonly CatalogCard[], options: CatalogIndexOptions = {}) {
    const sorted = sortCatalog([...cards]);
    this.cards = sorted;
    const n = sorted.length;
    this.nameKey = sorted.map((c) => foldText(c.name));
    this.oracleKey = sorted.map((c) => foldText(c.oracleText));
    this.selfNames = sorted.map((c, i) => [this.nameKey[i] as string, ...(c.faces ?? []).map((f) => foldText(f.name))]);
    this.typeKey = sorted.map((c) => foldText(c.typeLine));
    this.keywordKey = sorted.map((c) => c.keywords.map(foldText));
    this.colorMask = Uint8Array.from(sorted, (c) => maskOf(c.colors));
    this.identityMask = Uint8Array.from(sorted, (c) => maskOf(colorIdentityOf(c)));
    const faceValues = (
      c: CatalogCard,
      pick: (x: { power?: string; toughness?: string; loyalty?: string }) => string | undefined,
    ): number[] => [pick(c), ...(c.faces ?? []).map(pick)].map(printedNumber).filter((x) => !Number.isNaN(x));
    this.numbers = {
      mv: sorted.map((c) => [c.manaValue]),
      pow: sorted.map((c) => faceValues(c, (x) => x.power)),
      tou: sorted.map((c) => faceValues(c, (x) => x.toughness)),
      loy: sorted.map((c) => faceValues(c, (x) => x.loyalty)),
    };
    const isAutomated = options.isAutomated;
    this.automated = isAutomated ? Uint8Array.from(sorted, (c) => (isAutomated(c.name) ? 1 : 0)) : undefined;
    // One tokenization serves both minisearch and the document frequencies used to choose
    // between the index and a scan. Texts and queries are folded beforehand (`foldText`), so
    // terms need no more processing.
    const builders = { name: new VocabularyBuilder(), oracle: new VocabularyBuilder() };
    this.mini = new MiniSearch({
      fields: ["name", "oracle"],
      storeFields: [],
      tokenize: (text, field) => {
        const tokens = text.split(SPLIT);
        builders[field === "name" ? "name" : "oracle"].add(tokens);
        return tokens;
      },
      processTerm: (term) => term || null,
      searchOptions: { tokenize: (text) => text.split(SPLIT) },
    });
    this.mini.addAll(
      Array.from({ length: n }, (_, i) => ({
        id: i,
        name: this.nameKey[i] as string,
        oracle: this.oracleKey[i] as string,
      })),
    );
    this.vocab = { name: builders.name.build(), oracle: builders.oracle.build() };
  }

  /** Ids of the cards whose `field` has the word `w` (or a word starting with it, when `prefix`), from minisearch. */
  private textCandidates(field: "name" | "oracle", w: string, prefix: boolean): Set<number> {
    const out = new Set<number>();
    for (const h of this.mini.search(w, { fields: [field], prefix })) out.add(h.id as number);
    return out;
  }

  private compile(node: QueryNode): Pred {
    switch (node.kind) {
      case "all":
        return () => true;
      case "and": {
        // Cheapest tests first: AND is commutative and every test is pure.
        const ps = [...node.items].sort((a, b) => evalCost(a) - evalCost(b)).map((x) => this.compile(x));
        return (i) => ps.every((p) => p(i));
      }
      case "or": {
        const ps = node.items.map((x) => this.compile(x));
        return (i) => ps.some((p) => p(i));
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
        const keys = node.field === "name" ? this.nameKey : this.oracleKey;
        const folded = foldText(node.text);
        const ws = words(node.text);
        if (ws.length === 0) {
          // Only punctuation (`o:":"`): plain substring scan.
          return (i) => (keys[i] as string).includes(folded);
        }
        if (node.field === "oracle" && folded.includes("~")) {
          // Scryfall: `~` stands for the card's own name (any of its faces' names).
          const selfNames = this.selfNames;
          return (i) => (selfNames[i] as string[]).some((n) => (keys[i] as string).includes(folded.replaceAll("~", n)));
        }
        const vocab = this.vocab[node.field];
        if (!node.phrase && ws.length === 1) {
          // One word: cards with a word starting with it.
          const w = ws[0] as string;
          const postings = vocab.postings(w, true);
          if (postings === 0) return () => false;
          if (postings <= INDEX_POSTINGS_LIMIT) {
            const candidates = this.textCandidates(node.field, w, true);
            return (i) => candidates.has(i);
          }
          const re = new RegExp(`(?:^|[\\s\\p{Z}\\p{P}])${escapeRegExp(w)}`, "u");
          return (i) => re.test(keys[i] as string);
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
        if (bestPostings > INDEX_POSTINGS_LIMIT) return (i) => (keys[i] as string).includes(folded);
        const candidates = this.textCandidates(node.field, best, bestPrefix);
        return (i) => candidates.has(i) && (keys[i] as string).includes(folded);
      }
      case "type": {
        const folded = foldText(node.text);
        const keys = this.typeKey;
        return (i) => (keys[i] as string).includes(folded);
      }
      case "keyword": {
        const folded = foldText(node.text);
        const keys = this.keywordKey;
        return (i) => (keys[i] as string[]).some((k) => k === folded || k.startsWith(`${folded} `));
      }
      case "color":
        return this.compileColor(node.field, node.op, node.value);
      case "number": {
        const col = this.numbers[node.field];
        const op = node.op;
        const value = node.value;
        if (typeof value === "number") return (i) => (col[i] as number[]).some((x) => compare(x, op, value));
        const other = this.numbers[value];
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
    const masks = field === "colors" ? this.colorMask : this.identityMask;
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
