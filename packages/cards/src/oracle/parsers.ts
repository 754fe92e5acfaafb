/**
 * Parsimmon without its error bookkeeping: the same API (`import P from "./parsers.js"`
 * reads like `import P from "parsimmon"`), the same parsers — every one is a Parsimmon
 * parser, built with `P((input, i) => …)` — and the same results (status, value, index),
 * but a failed alternative does not merge "expected" sets. Parsimmon merges them on every
 * step (a `Set`, an array and a sort per merge), which was most of the compiler's run time:
 * the grammar tries many alternatives on a line before one reads it, or none does, and the
 * compiler only needs to know whether a line parsed and what it yielded (decision 011).
 *
 * What is kept: `parse` reports the furthest offset reached (cheap to track) with line and
 * column; `expected` is always empty. Regular expressions are matched in place (sticky)
 * instead of on a slice of the input, except those whose meaning depends on what precedes
 * the match position (`^`, `\b`, lookbehind, multiline), which keep Parsimmon's slicing.
 * Combinators not defined here fall through to Parsimmon's own and still work with these
 * parsers, only without the saving.
 */
import Parsimmon from "parsimmon";

type Reply<T> = Parsimmon.Reply<T>;
type Parser<T> = Parsimmon.Parser<T>;
type Action<T> = (input: string, i: number) => Reply<T>;

const NONE: string[] = [];
Object.freeze(NONE);

/** The furthest offset at which a primitive parser failed during the current `parse`. */
let furthest = -1;
/** The one failure reply: nothing reads a failure's fields but `status`. */
const FAIL: Parsimmon.FailureReply = { status: false, index: -1, value: null, furthest: -1, expected: NONE };

function fail<T>(i: number): Reply<T> {
  if (i > furthest) furthest = i;
  return FAIL;
}
function ok<T>(index: number, value: T): Reply<T> {
  return { status: true, index, value, furthest: -1, expected: NONE };
}
/** Runs a parser at `i` (Parsimmon's parser function; any Parsimmon parser has one). */
function run<T>(p: Parser<T>, input: string, i: number): Reply<T> {
  return (p as unknown as { _: Action<T> })._(input, i);
}

/** Methods of these parsers; everything else is inherited from Parsimmon's prototype. */
const proto = Object.create(Parsimmon.prototype as object) as Record<string, unknown>;
function make<T>(action: Action<T>): Parser<T> {
  const p = Object.create(proto) as { _: Action<T> };
  p._ = action;
  return p as unknown as Parser<T>;
}

function lineColumn(input: string, offset: number): Parsimmon.Index {
  let line = 1;
  let start = 0;
  for (let k = input.indexOf("\n"); k !== -1 && k < offset; k = input.indexOf("\n", k + 1)) {
    line++;
    start = k + 1;
  }
  return { offset, line, column: offset - start + 1 };
}

function seqOf(parsers: readonly Parser<unknown>[]): Parser<unknown[]> {
  for (const p of parsers) if (!Parsimmon.isParser(p)) throw new Error(`not a parser: ${String(p)}`);
  const n = parsers.length;
  return make((input, i) => {
    const accum: unknown[] = [];
    for (let j = 0; j < n; j++) {
      const r = run(parsers[j]!, input, i);
      if (!r.status) return r;
      accum.push(r.value);
      i = r.index;
    }
    return ok(i, accum);
  });
}

function alt(...parsers: Parser<unknown>[]): Parser<unknown> {
  if (parsers.length === 0) return failParser("zero alternates");
  for (const p of parsers) if (!Parsimmon.isParser(p)) throw new Error(`not a parser: ${String(p)}`);
  const n = parsers.length;
  return make((input, i) => {
    for (let j = 0; j < n; j++) {
      const r = run(parsers[j]!, input, i);
      if (r.status) return r;
    }
    return FAIL;
  });
}

function seqMap(...args: unknown[]): Parser<unknown> {
  if (args.length === 0) throw new Error("seqMap needs at least one argument");
  const mapper = args.pop();
  if (typeof mapper !== "function") throw new Error(`not a function: ${String(mapper)}`);
  const seq = seqOf(args as Parser<unknown>[]);
  const f = mapper as (...xs: unknown[]) => unknown;
  return make((input, i) => {
    const r = run(seq, input, i);
    return r.status ? ok(r.index, f(...(r.value as unknown[]))) : r;
  });
}

function string(str: string): Parser<string> {
  if (typeof str !== "string") throw new Error(`not a string: ${String(str)}`);
  return make((input, i) => (input.startsWith(str, i) ? ok(i + str.length, str) : fail(i)));
}

/** Whether a pattern can see before the match position, so that matching in place could differ from matching a slice. */
const LOOKS_BEHIND = /\\[bB]|\(\?<[=!]|(?:^|[^\\[])\^/;

function regexp(re: RegExp, group = 0): Parser<string> {
  if (!(re instanceof RegExp)) throw new Error(`not a regexp: ${String(re)}`);
  if (typeof group !== "number") throw new Error(`not a number: ${String(group)}`);
  const flags = re.flags.replace(/[gy]/g, "");
  if (LOOKS_BEHIND.test(re.source) || flags.includes("m")) {
    const anchored = new RegExp(`^(?:${re.source})`, flags);
    return make((input, i) => {
      const m = anchored.exec(input.slice(i));
      if (!m || !(group >= 0 && group <= m.length)) return fail(i);
      return ok(i + m[0].length, m[group] as string);
    });
  }
  const sticky = new RegExp(`(?:${re.source})`, `${flags}y`);
  return make((input, i) => {
    sticky.lastIndex = i;
    const m = sticky.exec(input);
    if (!m || !(group >= 0 && group <= m.length)) return fail(i);
    return ok(i + m[0].length, m[group] as string);
  });
}

function succeed<T>(value: T): Parser<T> {
  return make((_input, i) => ok(i, value));
}
function failParser(_expected: string | string[]): Parser<never> {
  return make((_input, i) => fail(i));
}
const eof: Parser<null> = make((input, i) => (i < input.length ? fail(i) : ok(i, null)));

function notFollowedBy(p: Parser<unknown>): Parser<null> {
  return make((input, i) => (run(p, input, i).status ? fail(i) : ok(i, null)));
}
function lookahead(x: Parser<unknown> | string | RegExp): Parser<""> {
  const p = typeof x === "string" ? string(x) : x instanceof RegExp ? regexp(x) : x;
  if (!Parsimmon.isParser(p)) throw new Error(`not a string, regexp, or parser: ${String(x)}`);
  return make((input, i) => (run(p, input, i).status ? ok(i, "" as const) : FAIL));
}
function lazy<T>(descOrF: string | (() => Parser<T>), f?: () => Parser<T>): Parser<T> {
  const thunk = typeof descOrF === "function" ? descOrF : f!;
  let resolved: Parser<T> | undefined;
  return make((input, i) => run((resolved ??= thunk()), input, i));
}
const index: Parser<Parsimmon.Index> = make((input, i) => ok(i, lineColumn(input, i)));

function times<T>(self: Parser<T>, min: number, max: number): Parser<T[]> {
  return make((input, i) => {
    const accum: T[] = [];
    for (let k = 0; k < max; k++) {
      const r = run(self, input, i);
      if (!r.status) {
        if (k < min) return r;
        break;
      }
      i = r.index;
      accum.push(r.value);
    }
    return ok(i, accum);
  });
}
function many<T>(self: Parser<T>): Parser<T[]> {
  return make((input, i) => {
    const accum: T[] = [];
    for (;;) {
      const r = run(self, input, i);
      if (!r.status) return ok(i, accum);
      if (r.index === i)
        throw new Error(
          "infinite loop detected in .many() parser --- calling .many() on a parser which can accept zero characters is usually the cause",
        );
      i = r.index;
      accum.push(r.value);
    }
  });
}
/** `p (sep p)*`, as Parsimmon's `seqMap(p, sep.then(p).many(), …)`. */
function sepBy1<T>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> {
  return make((input, i) => {
    const first = run(p, input, i);
    if (!first.status) return first;
    const accum: T[] = [first.value];
    i = first.index;
    for (;;) {
      const s = run(sep, input, i);
      if (!s.status) break;
      const r = run(p, input, s.index);
      if (!r.status) break;
      if (r.index === i)
        throw new Error(
          "infinite loop detected in .many() parser --- calling .many() on a parser which can accept zero characters is usually the cause",
        );
      i = r.index;
      accum.push(r.value);
    }
    return ok(i, accum);
  });
}

Object.assign(proto, {
  map<T, U>(this: Parser<T>, fn: (t: T) => U): Parser<U> {
    return make((input, i) => {
      const r = run(this, input, i);
      return r.status ? ok(r.index, fn(r.value)) : r;
    });
  },
  chain<T, U>(this: Parser<T>, f: (t: T) => Parser<U>): Parser<U> {
    return make((input, i) => {
      const r = run(this, input, i);
      return r.status ? run(f(r.value), input, r.index) : r;
    });
  },
  skip<T>(this: Parser<T>, next: Parser<unknown>): Parser<T> {
    return make((input, i) => {
      const r = run(this, input, i);
      if (!r.status) return r;
      const s = run(next, input, r.index);
      return s.status ? ok(s.index, r.value) : s;
    });
  },
  // oxlint-disable-next-line unicorn/no-thenable -- Parsimmon's own method (sequence, keep the second value)
  then<U>(this: Parser<unknown>, next: Parser<U>): Parser<U> {
    return make((input, i) => {
      const r = run(this, input, i);
      return r.status ? run(next, input, r.index) : r;
    });
  },
  or(this: Parser<unknown>, other: Parser<unknown>) {
    return alt(this, other);
  },
  fallback<T>(this: Parser<T>, value: T) {
    return alt(this, succeed(value));
  },
  result<U>(this: Parser<unknown>, value: U) {
    return make((input, i) => {
      const r = run(this, input, i);
      return r.status ? ok(r.index, value) : r;
    });
  },
  many<T>(this: Parser<T>) {
    return many(this);
  },
  times<T>(this: Parser<T>, min: number, max: number = min) {
    return times(this, min, max);
  },
  atMost<T>(this: Parser<T>, n: number) {
    return times(this, 0, n);
  },
  atLeast<T>(this: Parser<T>, n: number) {
    return seqMap(times(this, n, n), many(this), (init: T[], rest: T[]) => init.concat(rest));
  },
  sepBy1<T>(this: Parser<T>, sep: Parser<unknown>) {
    return sepBy1(this, sep);
  },
  sepBy<T>(this: Parser<T>, sep: Parser<unknown>) {
    return alt(sepBy1(this, sep), succeed([]));
  },
  notFollowedBy<T>(this: Parser<T>, x: Parser<unknown>) {
    return (this as unknown as { skip(p: Parser<unknown>): Parser<T> }).skip(notFollowedBy(x));
  },
  lookahead<T>(this: Parser<T>, x: Parser<unknown> | string | RegExp) {
    return (this as unknown as { skip(p: Parser<unknown>): Parser<T> }).skip(lookahead(x));
  },
  desc<T>(this: Parser<T>) {
    return this;
  },
  mark<T>(this: Parser<T>): Parser<Parsimmon.Mark<T>> {
    return make((input, i) => {
      const r = run(this, input, i);
      return r.status
        ? ok(r.index, { start: lineColumn(input, i), value: r.value, end: lineColumn(input, r.index) })
        : r;
    });
  },
  parse<T>(this: Parser<T>, input: string): Parsimmon.Result<T> {
    if (typeof input !== "string") throw new Error(".parse must be called with a string as its argument");
    furthest = -1;
    const r = run(this, input, 0);
    if (r.status && r.index === input.length) return { status: true, value: r.value };
    const at = r.status ? r.index : Math.max(furthest, 0);
    return { status: false, index: lineColumn(input, at), expected: [] };
  },
});

/** Parsimmon's API with the parsers above in place of its own. */
const P = Object.assign(<T>(action: Action<T>): Parser<T> => make(action), Parsimmon, {
  alt,
  seq: (...ps: Parser<unknown>[]) => seqOf(ps),
  seqMap,
  string,
  regexp,
  regex: regexp,
  succeed,
  of: succeed,
  fail: failParser,
  eof,
  notFollowedBy,
  lookahead,
  lazy,
  index,
  makeSuccess: ok,
  sepBy1,
  sepBy: (p: Parser<unknown>, sep: Parser<unknown>) => alt(sepBy1(p, sep), succeed([])),
}) as unknown as typeof Parsimmon;

// The parser and reply types, under the same names as Parsimmon's (`P.Parser<T>`).
// oxlint-disable-next-line typescript/no-namespace
declare namespace P {
  export type Parser<T> = Parsimmon.Parser<T>;
  export type Reply<T> = Parsimmon.Reply<T>;
  export type Result<T> = Parsimmon.Result<T>;
  export type Index = Parsimmon.Index;
  export type Mark<T> = Parsimmon.Mark<T>;
}

export default P;
