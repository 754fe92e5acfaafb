/**
 * The parser of catalog search queries, a subset of Scryfall's search syntax
 * (https://scryfall.com/docs/syntax):
 *
 * - bare words match card names (`bolt`), quoted phrases too (`"lightning bolt"`),
 *   `!"Lightning Bolt"` matches the exact name;
 * - `t:` / `type:` the type line; `o:` / `oracle:` the Oracle text (a word or a quoted
 *   phrase; `~` stands for the card's name); `kw:` / `keyword:` a keyword; `name:` the name;
 * - `c:` / `color:` and `id:` / `identity:` / `ci:` colours and colour identity, with
 *   `: = != < <= > >=`, colour letters (`rg`), colour words (`red`), guild, shard and wedge
 *   names (`izzet`, `esper`, `abzan`), `c`/`colorless`, `m`/`multicolor`, or a number of colours;
 * - `mv` / `cmc` / `manavalue`, `pow` / `power`, `tou` / `toughness`, `loy` / `loyalty`
 *   with `: = != < <= > >=` (`:` means `=`) against a number or another of these keys (`pow>tou`);
 * - `is:automated` (cards with a built-in definition);
 * - `-` negates a term or a parenthesised group, `or` / `OR` is disjunction, terms side by
 *   side are all required (implicit AND; `and` may also be written), parentheses group.
 *
 * Errors are data: `{ ok: false, error: { message, position } }`, `position` being the
 * 0-based offset in the query of the offending text.
 */
import { COLOR_LETTERS } from "./types.js";

/** Comparison operators. `:` is kept as written; each key gives it its Scryfall meaning. */
export type QueryOp = ":" | "=" | "!=" | "<" | "<=" | ">" | ">=";

/** Numeric card fields that can be compared. */
export type NumericField = "mv" | "pow" | "tou" | "loy";

/** A parsed colour value: a set of colours as a WUBRG bitmask, a number of colours, or "multicoloured". */
export type ColorValue = { kind: "mask"; mask: number } | { kind: "count"; count: number } | { kind: "multicolor" };

/** A parsed search query (an expression tree). */
export type QueryNode =
  | { kind: "all" }
  | { kind: "and"; items: QueryNode[] }
  | { kind: "or"; items: QueryNode[] }
  | { kind: "not"; item: QueryNode }
  | { kind: "text"; field: "name" | "oracle"; text: string; phrase: boolean }
  | { kind: "exactName"; name: string }
  | { kind: "type"; text: string }
  | { kind: "keyword"; text: string }
  | { kind: "color"; field: "colors" | "identity"; op: QueryOp; value: ColorValue }
  | { kind: "number"; field: NumericField; op: QueryOp; value: number | NumericField }
  | { kind: "is"; what: "automated" };

/** A query error: what is wrong and where (0-based offset into the query string). */
export interface QueryError {
  message: string;
  position: number;
}

/** Result of parsing a query. */
export type ParseResult = { ok: true; node: QueryNode } | { ok: false; error: QueryError };

type Token =
  | { t: "("; pos: number }
  | { t: ")"; pos: number }
  | { t: "-"; pos: number }
  | { t: "or"; pos: number }
  | { t: "and"; pos: number }
  | { t: "term"; pos: number; key?: string; op?: QueryOp; value: string; quoted: boolean; exact: boolean };

class QuerySyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** Reads a value starting at `i`: a quoted string or a run up to whitespace or a parenthesis. */
function readValue(q: string, i: number): { value: string; quoted: boolean; end: number } {
  if (q[i] === '"') {
    const close = q.indexOf('"', i + 1);
    if (close < 0) throw new QuerySyntaxError("unterminated quote", i);
    return { value: q.slice(i + 1, close), quoted: true, end: close + 1 };
  }
  let j = i;
  while (j < q.length && !/[\s()]/.test(q[j] as string)) j++;
  return { value: q.slice(i, j), quoted: false, end: j };
}

function tokenize(q: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < q.length) {
    const ch = q[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === "(" || ch === ")") {
      out.push({ t: ch, pos: i });
      i++;
      continue;
    }
    if (ch === "-" && i + 1 < q.length && !/\s/.test(q[i + 1] as string)) {
      out.push({ t: "-", pos: i });
      i++;
      continue;
    }
    const start = i;
    const exact = ch === "!" && q[i + 1] !== "=";
    if (exact) i++;
    const keyMatch = exact ? null : /^([a-zA-Z]+)(!=|<=|>=|:|=|<|>)/.exec(q.slice(i));
    if (keyMatch) {
      const key = (keyMatch[1] as string).toLowerCase();
      const op = keyMatch[2] as QueryOp;
      const v = readValue(q, i + keyMatch[0].length);
      if (v.value === "" && !v.quoted) throw new QuerySyntaxError(`"${key}${op}" needs a value`, start);
      out.push({ t: "term", pos: start, key, op, value: v.value, quoted: v.quoted, exact: false });
      i = v.end;
      continue;
    }
    const v = readValue(q, i);
    i = v.end;
    if (!v.quoted && !exact) {
      const lower = v.value.toLowerCase();
      if (lower === "or") {
        out.push({ t: "or", pos: start });
        continue;
      }
      if (lower === "and") {
        out.push({ t: "and", pos: start });
        continue;
      }
    }
    if (v.value === "" && !v.quoted) throw new QuerySyntaxError("expected a search term", start);
    out.push({ t: "term", pos: start, value: v.value, quoted: v.quoted, exact });
  }
  return out;
}

const COLOR_NAMES: Record<string, string> = {
  white: "w",
  blue: "u",
  black: "b",
  red: "r",
  green: "g",
  azorius: "wu",
  dimir: "ub",
  rakdos: "br",
  gruul: "rg",
  selesnya: "gw",
  orzhov: "wb",
  izzet: "ur",
  golgari: "bg",
  boros: "rw",
  simic: "gu",
  bant: "gwu",
  esper: "wub",
  grixis: "ubr",
  jund: "brg",
  naya: "rgw",
  abzan: "wbg",
  jeskai: "urw",
  sultai: "bgu",
  mardu: "rwb",
  temur: "gur",
  silverquill: "wb",
  prismari: "ur",
  witherbloom: "bg",
  lorehold: "rw",
  quandrix: "gu",
  chaos: "ubrg",
  aggression: "wbrg",
  altruism: "wurg",
  growth: "wubg",
  artifice: "wubr",
  wubrg: "wubrg",
  rainbow: "wubrg",
};

/** Parses a colour value (`rg`, `red`, `izzet`, `c`, `colorless`, `m`, `multicolor`, `2`). */
function parseColorValue(raw: string, pos: number): ColorValue {
  const v = raw.toLowerCase();
  if (v === "c" || v === "colorless") return { kind: "mask", mask: 0 };
  if (v === "m" || v === "multicolor") return { kind: "multicolor" };
  if (/^\d+$/.test(v)) return { kind: "count", count: Number(v) };
  const letters = COLOR_NAMES[v] ?? v;
  let mask = 0;
  for (const ch of letters) {
    const bit = COLOR_LETTERS.indexOf(ch.toUpperCase() as (typeof COLOR_LETTERS)[number]);
    if (bit < 0) {
      throw new QuerySyntaxError(
        `"${raw}" is not a colour: use letters w u b r g, a colour word (red), a guild/shard/wedge name, c (colorless) or m (multicolor)`,
        pos,
      );
    }
    mask |= 1 << bit;
  }
  return { kind: "mask", mask };
}

const NUMERIC_KEYS: Record<string, NumericField> = {
  mv: "mv",
  cmc: "mv",
  manavalue: "mv",
  pow: "pow",
  power: "pow",
  tou: "tou",
  toughness: "tou",
  loy: "loy",
  loyalty: "loy",
};

/** Every key the parser knows, for error messages. */
export const QUERY_KEYS: readonly string[] = [
  "t",
  "type",
  "o",
  "oracle",
  "name",
  "kw",
  "keyword",
  "c",
  "color",
  "id",
  "identity",
  "ci",
  ...Object.keys(NUMERIC_KEYS),
  "is",
];

function termNode(tok: Extract<Token, { t: "term" }>): QueryNode {
  const { key, op, value, pos } = tok;
  if (key === undefined) {
    if (tok.exact) return { kind: "exactName", name: value };
    return { kind: "text", field: "name", text: value, phrase: tok.quoted };
  }
  const opPos = pos + key.length;
  const textOnly = (): void => {
    if (op !== ":" && op !== "=") throw new QuerySyntaxError(`"${key}" takes ":" (got "${op}")`, opPos);
    if (value.trim() === "") throw new QuerySyntaxError(`"${key}${op}" needs a value`, pos);
  };
  switch (key) {
    case "t":
    case "type":
      textOnly();
      return { kind: "type", text: value };
    case "o":
    case "oracle":
      textOnly();
      return { kind: "text", field: "oracle", text: value, phrase: tok.quoted };
    case "name":
      textOnly();
      return { kind: "text", field: "name", text: value, phrase: tok.quoted };
    case "kw":
    case "keyword":
      textOnly();
      return { kind: "keyword", text: value };
    case "c":
    case "color":
    case "id":
    case "identity":
    case "ci": {
      const cv = parseColorValue(value, opPos + (op?.length ?? 1));
      if (cv.kind === "multicolor" && op !== ":" && op !== "=" && op !== "!=") {
        throw new QuerySyntaxError(`"${value}" (multicolor) can only be used with ":", "=" or "!="`, opPos);
      }
      return {
        kind: "color",
        field: key === "c" || key === "color" ? "colors" : "identity",
        op: op as QueryOp,
        value: cv,
      };
    }
    case "is":
      textOnly();
      if (value.toLowerCase() === "automated") return { kind: "is", what: "automated" };
      throw new QuerySyntaxError(`unknown "is:${value}" (supported: is:automated)`, pos);
    default: {
      const field = NUMERIC_KEYS[key];
      if (!field) throw new QuerySyntaxError(`unknown search key "${key}" (known keys: ${QUERY_KEYS.join(", ")})`, pos);
      const other = NUMERIC_KEYS[value.toLowerCase()];
      if (other) return { kind: "number", field, op: op as QueryOp, value: other };
      if (!/^-?\d+(\.\d+)?$/.test(value)) {
        throw new QuerySyntaxError(
          `"${key}" needs a number or another of mv/pow/tou/loy (got "${value}")`,
          opPos + (op?.length ?? 1),
        );
      }
      return { kind: "number", field, op: op as QueryOp, value: Number(value) };
    }
  }
}

/**
 * Parses a Scryfall-syntax query (see the module comment). An empty or all-blank query
 * parses to `{ kind: "all" }`. Never throws: problems come back as `{ ok: false, error }`.
 */
export function parseQuery(query: string): ParseResult {
  try {
    const tokens = tokenize(query);
    let i = 0;
    const peek = (): Token | undefined => tokens[i];
    const parseOr = (): QueryNode => {
      const items = [parseAnd()];
      while (peek()?.t === "or") {
        const orTok = tokens[i++] as Token;
        const next = peek();
        if (!next || next.t === ")" || next.t === "or")
          throw new QuerySyntaxError('"or" needs a term after it', orTok.pos);
        items.push(parseAnd());
      }
      return items.length === 1 ? (items[0] as QueryNode) : { kind: "or", items };
    };
    const parseAnd = (): QueryNode => {
      const items: QueryNode[] = [];
      for (;;) {
        const tok = peek();
        if (!tok || tok.t === ")" || tok.t === "or") break;
        if (tok.t === "and") {
          i++;
          continue;
        }
        items.push(parseUnary());
      }
      if (items.length === 0) {
        const tok = peek();
        throw new QuerySyntaxError(
          tok?.t === "or"
            ? '"or" needs a term before it'
            : tok?.t === ")"
              ? 'unexpected ")"'
              : "expected a search term",
          tok?.pos ?? query.length,
        );
      }
      return items.length === 1 ? (items[0] as QueryNode) : { kind: "and", items };
    };
    const parseUnary = (): QueryNode => {
      const tok = peek() as Token;
      if (tok.t === "-") {
        i++;
        const next = peek();
        if (!next || next.t === ")" || next.t === "or")
          throw new QuerySyntaxError('"-" needs a term after it', tok.pos);
        return { kind: "not", item: parseUnary() };
      }
      if (tok.t === "(") {
        i++;
        const inner = parseOr();
        if (peek()?.t !== ")") throw new QuerySyntaxError('unclosed "("', tok.pos);
        i++;
        return inner;
      }
      if (tok.t === "term") {
        i++;
        return termNode(tok);
      }
      throw new QuerySyntaxError(`unexpected "${tok.t}"`, tok.pos);
    };
    if (tokens.length === 0) return { ok: true, node: { kind: "all" } };
    const node = parseOr();
    const rest = peek();
    if (rest)
      throw new QuerySyntaxError(
        rest.t === ")" ? 'unexpected ")" (no matching "(")' : `unexpected "${rest.t}"`,
        rest.pos,
      );
    return { ok: true, node };
  } catch (err) {
    if (err instanceof QuerySyntaxError) return { ok: false, error: { message: err.message, position: err.position } };
    throw err;
  }
}
