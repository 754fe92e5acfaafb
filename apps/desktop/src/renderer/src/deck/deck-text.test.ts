import { describe, expect, it } from "vitest";
import { countCards, describeDeckError, readDeckList, toArenaText } from "./deck-text.js";

describe("readDeckList", () => {
  it("reads Arena export text with sections and set codes", () => {
    const deck = readDeckList("Deck\n4 Lightning Bolt (M11) 149\n20 Mountain\n\nSideboard\n2 Blood Moon\n");
    expect(deck.main.map((e) => [e.count, e.name, e.set])).toEqual([
      [4, "Lightning Bolt", "M11"],
      [20, "Mountain", undefined],
    ]);
    expect(deck.sideboard.map((e) => e.name)).toEqual(["Blood Moon"]);
    expect(deck.errors).toEqual([]);
    expect(countCards(deck.main)).toBe(24);
  });

  it("reads plain `4x Name` lists", () => {
    expect(readDeckList("4x Shock\n3 Fire // Ice\n").main.map((e) => e.name)).toEqual(["Shock", "Fire // Ice"]);
  });

  it("names the line of each problem and keeps the rest", () => {
    const deck = readDeckList("4 Shock\nLightning Bolt\n");
    expect(deck.main).toHaveLength(1);
    expect(deck.errors.map((e) => e.line)).toEqual([2]);
    expect(describeDeckError(deck.errors[0]!)).toMatch(/^Line 2: /);
    expect(describeDeckError({ line: null, message: "empty" })).toBe("empty");
  });
});

describe("toArenaText", () => {
  it("writes Arena export text that reads back the same", () => {
    const deck = readDeckList("Deck\n4 Lightning Bolt (M11) 149\n20 Mountain\n\nSideboard\n2 Blood Moon\n");
    const again = readDeckList(toArenaText(deck));
    expect(again.main).toEqual(deck.main.map((e) => ({ ...e, line: expect.any(Number) })));
    expect(toArenaText(deck)).toContain("4 Lightning Bolt (M11) 149");
  });
});
