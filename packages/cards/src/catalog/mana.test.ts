import { describe, expect, it } from "vitest";
import { colorIdentityOf, colorsOfSymbols, manaValueOfCost } from "./mana.js";
import type { CatalogCard } from "./types.js";

describe("mana helpers", () => {
  it("computes mana value per CR 202.3", () => {
    expect(manaValueOfCost("{2}{R}{R}")).toBe(4);
    expect(manaValueOfCost("{X}{R}")).toBe(1);
    expect(manaValueOfCost("{2/W}{G/W}{R/P}")).toBe(4);
    expect(manaValueOfCost("{1}{R} // {1}{U}")).toBe(4);
    expect(manaValueOfCost("")).toBe(0);
  });

  it("derives colour identity from colours and symbols outside reminder text (CR 903.4)", () => {
    expect(colorsOfSymbols("{G/W}{R}")).toEqual(["W", "R", "G"]);
    const pilgrim: CatalogCard = {
      name: "Avacyn's Pilgrim",
      manaCost: "{G}",
      manaValue: 1,
      typeLine: "Creature",
      oracleText: "{T}: Add {W}. (Reminder {B}.)",
      colors: ["G"],
      keywords: [],
      layout: "normal",
    };
    expect(colorIdentityOf(pilgrim)).toEqual(["W", "G"]);
    expect(colorIdentityOf({ ...pilgrim, colorIdentity: ["G"] })).toEqual(["G"]);
  });
});
