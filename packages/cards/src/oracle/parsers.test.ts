/**
 * The combinators of `parsers.ts` against Parsimmon's own: the same grammar built with
 * either gives the same status and value on every input (only the error bookkeeping differs).
 */
import fc from "fast-check";
import Parsimmon from "parsimmon";
import { describe, expect, it } from "vitest";
import Fast from "./parsers.js";

type Lib = typeof Parsimmon;

/** A small grammar using every combinator the Oracle grammar uses, built with `P`. */
function grammar(P: Lib): Parsimmon.Parser<unknown>[] {
  const word = P.regexp(/[a-z]+/);
  const num = P.regexp(/(\d+)(?![a-z])/, 1).map(Number);
  const list = P.alt(
    P.seqMap(word.sepBy1(P.string(", ")), P.string(", and "), word, (a, _x, b) => [...a, b]),
    P.seqMap(word, P.string(" and "), word, (a, _x, b) => [a, b]),
    word.map((w) => [w]),
  );
  const amount = P.alt(
    P.string("x")
      .notFollowedBy(P.regexp(/[a-z]/))
      .map(() => "X"),
    num,
  );
  const peek = P((input, i) => P.makeSuccess(i, input.slice(i, i + 1)));
  return [
    list,
    P.seqMap(P.string("deal "), amount, P.string(" damage"), P.string(" twice").atMost(1), (_d, n, _x, t) => ({
      n,
      twice: t.length,
    })),
    P.seq(word, P.string(" "), num).map(([w, , n]) => `${w}:${n}`),
    num
      .chain((n) => (n > 2 ? P.succeed(n) : P.fail("big")))
      .skip(P.string("!"))
      .many(),
    peek.chain((c) => (c === "a" ? P.string("ab") : P.string("b"))).then(P.regexp(/\bc/)),
    P.seqMap(P.string("<"), word.mark(), P.string(">"), (_l, m) => [
      m.value,
      m.start.offset,
      m.end.offset,
      m.end.column,
    ]),
    P.regexp(/(?<!x)y+/).sepBy(P.string(",")),
  ];
}

const fastRules = grammar(Fast);
const baseRules = grammar(Parsimmon);
const outcome = (r: Parsimmon.Result<unknown>): unknown => (r.status ? { ok: r.value } : "fail");

describe("parsers without error bookkeeping", () => {
  it("give Parsimmon's results on chosen inputs", () => {
    const inputs = [
      "",
      "red",
      "red and blue",
      "red, blue, and green",
      "red, blue",
      "deal 3 damage",
      "deal x damage twice",
      "deal xy damage",
      "goblin 3",
      "goblin 3x",
      "3!4!",
      "5!",
      "2!",
      "abc",
      "bc",
      "bbc",
      "<elf>",
      "<elf",
      "y,yy,y",
      "y,",
      "xy",
    ];
    for (const input of inputs) {
      fastRules.forEach((p, k) =>
        expect(outcome(p.parse(input)), `rule ${k} on "${input}"`).toEqual(outcome(baseRules[k]!.parse(input))),
      );
    }
  });
  it("give Parsimmon's results on random inputs", () => {
    const alphabet = fc.constantFrom(
      "a",
      "b",
      "c",
      "d",
      "e",
      "r",
      "x",
      "y",
      " ",
      ",",
      "!",
      "<",
      ">",
      "1",
      "3",
      "5",
      "and ",
      "deal ",
      " damage",
      ", and ",
    );
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 12 }).map((xs) => xs.join("")),
        (input) => {
          fastRules.forEach((p, k) => expect(outcome(p.parse(input))).toEqual(outcome(baseRules[k]!.parse(input))));
        },
      ),
      { numRuns: 2000 },
    );
  });
  it("report the furthest offset a failed parse reached", () => {
    const r = Fast.seqMap(Fast.string("deal "), Fast.regexp(/\d+/), Fast.string(" damage"), () => 1).parse(
      "deal 3 dmg",
    );
    expect(r.status).toBe(false);
    if (!r.status) expect(r.index).toEqual({ offset: 6, line: 1, column: 7 });
  });
  it("are Parsimmon parsers", () => {
    expect(Parsimmon.isParser(Fast.string("a"))).toBe(true);
    expect(Parsimmon.alt(Fast.string("a"), Parsimmon.string("b")).parse("b")).toEqual({ status: true, value: "b" });
  });
});
