import { describe, expect, it } from "vitest";
import { manaValueOf, symbolClass, symbolColors, symbolsOf } from "./mana-symbols.js";

describe("mana symbols", () => {
  it("splits a cost into symbols", () => {
    expect(symbolsOf("{2}{R}{r/p}")).toEqual(["2", "R", "R/P"]);
    expect(symbolsOf("")).toEqual([]);
  });
  it("maps symbols to mana-font classes", () => {
    expect(["2", "R", "W/U", "R/P", "2/G", "T", "X", "C"].map(symbolClass)).toEqual([
      "ms-2",
      "ms-r",
      "ms-wu",
      "ms-rp",
      "ms-2g",
      "ms-tap",
      "ms-x",
      "ms-c",
    ]);
  });
  it("computes mana value (CR 202.3)", () => {
    expect(manaValueOf("{X}{R}")).toBe(1);
    expect(manaValueOf("{4}{G}{G}")).toBe(6);
    expect(manaValueOf("{2/W}{R/P}")).toBe(3);
    expect(manaValueOf("")).toBe(0);
  });
  it("finds the colours of hybrid symbols", () => {
    expect(symbolColors("W/U")).toEqual(["W", "U"]);
    expect(symbolColors("2")).toEqual([]);
  });
});
