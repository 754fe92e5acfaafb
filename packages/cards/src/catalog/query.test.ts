import { describe, expect, it } from "vitest";
import { parseQuery } from "./query.js";

describe("parseQuery (Scryfall syntax)", () => {
  it("parses implicit AND, or, negation and parentheses", () => {
    expect(parseQuery("t:goblin (c:r or c:b) -o:haste")).toEqual({
      ok: true,
      node: {
        kind: "and",
        items: [
          { kind: "type", text: "goblin" },
          {
            kind: "or",
            items: [
              { kind: "color", field: "colors", op: ":", value: { kind: "mask", mask: 8 } },
              { kind: "color", field: "colors", op: ":", value: { kind: "mask", mask: 4 } },
            ],
          },
          { kind: "not", item: { kind: "text", field: "oracle", text: "haste", phrase: false } },
        ],
      },
    });
  });

  it("reads quoted values, colour words and comparisons", () => {
    expect(parseQuery('o:"draw a card"')).toEqual({
      ok: true,
      node: { kind: "text", field: "oracle", text: "draw a card", phrase: true },
    });
    expect(parseQuery("id<=esper")).toMatchObject({
      ok: true,
      node: { field: "identity", op: "<=", value: { mask: 0b00111 } },
    });
    expect(parseQuery("color=red")).toMatchObject({ ok: true, node: { field: "colors", op: "=", value: { mask: 8 } } });
    expect(parseQuery("c:multicolor")).toMatchObject({ ok: true, node: { value: { kind: "multicolor" } } });
    expect(parseQuery("cmc>=3")).toEqual({ ok: true, node: { kind: "number", field: "mv", op: ">=", value: 3 } });
    expect(parseQuery("pow>tou")).toEqual({ ok: true, node: { kind: "number", field: "pow", op: ">", value: "tou" } });
    expect(parseQuery('!"Lightning Bolt"')).toEqual({ ok: true, node: { kind: "exactName", name: "Lightning Bolt" } });
    expect(parseQuery("")).toEqual({ ok: true, node: { kind: "all" } });
  });

  it("reports errors as data with a position", () => {
    expect(parseQuery("t:elf foo:bar")).toEqual({
      ok: false,
      error: { message: expect.stringMatching(/^unknown search key "foo"/), position: 6 },
    });
    expect(parseQuery("(t:elf")).toEqual({ ok: false, error: { message: 'unclosed "("', position: 0 } });
    expect(parseQuery("t:elf)")).toMatchObject({ ok: false, error: { position: 5 } });
    expect(parseQuery('o:"draw')).toEqual({ ok: false, error: { message: "unterminated quote", position: 2 } });
    expect(parseQuery("mv>=x")).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("needs a number") },
    });
    expect(parseQuery("c:purple")).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("not a colour") },
    });
    expect(parseQuery("t>creature")).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('takes ":"') },
    });
    expect(parseQuery("is:commander")).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("is:automated") },
    });
    expect(parseQuery("elf or")).toMatchObject({ ok: false, error: { message: '"or" needs a term after it' } });
    expect(parseQuery("or elf")).toMatchObject({ ok: false, error: { message: '"or" needs a term before it' } });
    expect(parseQuery("t:")).toMatchObject({ ok: false, error: { message: '"t:" needs a value' } });
    expect(parseQuery("c>m")).toMatchObject({ ok: false });
  });
});
