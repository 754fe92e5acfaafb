import { describe, expect, it } from "vitest";
import { catalogFromBulkJson } from "./bulk.js";

const bolt = {
  object: "card",
  name: "Lightning Bolt",
  layout: "normal",
  mana_cost: "{R}",
  cmc: 1,
  type_line: "Instant",
  oracle_text: "Lightning Bolt deals 3 damage to any target.",
  colors: ["R"],
  keywords: [],
};
const bears = {
  object: "card",
  name: "Grizzly Bears",
  layout: "normal",
  mana_cost: "{1}{G}",
  cmc: 2,
  type_line: "Creature — Bear",
  oracle_text: "",
  power: "2",
  toughness: "2",
  colors: ["G"],
  keywords: [],
};

describe("catalogFromBulkJson", () => {
  it("reads a Scryfall array and a Scryfall list page, in name order", () => {
    for (const json of [[bolt, bears], { object: "list", data: [bolt, bears] }]) {
      const r = catalogFromBulkJson(json);
      expect(r?.format).toBe("scryfall");
      expect(r?.cards.map((c) => c.name)).toEqual(["Grizzly Bears", "Lightning Bolt"]);
    }
  });

  it("reads MTGJSON AtomicCards", () => {
    const json = {
      meta: {},
      data: {
        "Grizzly Bears": [
          {
            name: "Grizzly Bears",
            layout: "normal",
            manaCost: "{1}{G}",
            manaValue: 2,
            type: "Creature — Bear",
            types: ["Creature"],
            supertypes: [],
            subtypes: ["Bear"],
            power: "2",
            toughness: "2",
            colors: ["G"],
            colorIdentity: ["G"],
          },
        ],
      },
    };
    const r = catalogFromBulkJson(json);
    expect(r?.format).toBe("mtgjson");
    expect(r?.cards[0]?.name).toBe("Grizzly Bears");
  });

  it("returns null for anything else", () => {
    expect(catalogFromBulkJson([])).toBeNull();
    expect(catalogFromBulkJson({ cards: [] })).toBeNull();
    expect(catalogFromBulkJson("text")).toBeNull();
    expect(catalogFromBulkJson([{ name: "no object field" }])).toBeNull();
  });
});
