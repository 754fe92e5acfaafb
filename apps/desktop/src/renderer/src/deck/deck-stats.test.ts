import { describe, expect, it } from "vitest";
import { builtinCards } from "../cards/card-data.js";
import { deckColors, deckStats } from "./deck-stats.js";
import { readDeckList as parseDeckText } from "./deck-text.js";

describe("deckStats", () => {
  it("counts cards, lands, the curve and the pips", () => {
    const deck = parseDeckText(
      "4 Lightning Bolt\n2 Blaze\n2 Colossal Dreadmaw\n3 Gut Shot\n1 Hill Giant\n10 Mountain\n2 Unknown Card\nSideboard\n2 Blood Moon",
    );
    const stats = deckStats(deck, builtinCards);
    expect(stats).toMatchObject({ main: 24, sideboard: 2, lands: 10, unknown: 2, unknownNames: ["Unknown Card"] });
    expect(stats.curve).toEqual([0, 9, 0, 0, 1, 0, 2, 0]);
    expect(stats.pips).toEqual({ W: 0, U: 0, B: 0, R: 10, G: 4, C: 0 });
    expect(deckColors(stats)).toEqual(["R", "G"]);
    expect(stats.averageManaValue).toBeCloseTo((4 + 2 + 12 + 3 + 4) / 12);
  });

  it("puts mana value 7 and more in the last bucket and handles an empty deck", () => {
    expect(deckStats(parseDeckText(""), builtinCards).averageManaValue).toBe(0);
    const big = deckStats(parseDeckText("1 Colossal Dreadmaw"), {
      lookup: (n) => ({ name: n, manaCost: "{12}", manaValue: 12, typeLine: "Creature", oracleText: "", colors: [] }),
    });
    expect(big.curve[7]).toBe(1);
  });
});
