import { describe, expect, it } from "vitest";
import atomic from "./__fixtures__/mtgjson-atomic.json";
import { catalogFromMtgjson, convertMtgjsonEntry } from "./mtgjson.js";

describe("MTGJSON AtomicCards → catalog", () => {
  const { cards, skipped } = catalogFromMtgjson(atomic);
  const byName = new Map(cards.map((c) => [c.name, c]));

  it("reads every valid entry, in name order", () => {
    expect(cards.map((c) => c.name)).toEqual([
      "Appeal // Authority",
      "Grizzly Bears",
      "Huntmaster of the Fells // Ravager of the Fells",
      "Jace, the Mind Sculptor",
    ]);
  });

  it("converts a one-face card with MTGJSON field names", () => {
    expect(byName.get("Grizzly Bears")).toEqual({
      name: "Grizzly Bears",
      manaCost: "{1}{G}",
      manaValue: 2,
      typeLine: "Creature — Bear",
      oracleText: "",
      power: "2",
      toughness: "2",
      colors: ["G"],
      colorIdentity: ["G"],
      keywords: [],
      layout: "normal",
    });
    expect(byName.get("Jace, the Mind Sculptor")).toMatchObject({
      manaValue: 4,
      loyalty: "3",
      typeLine: "Legendary Planeswalker — Jace",
    });
  });

  it("orders faces by side and maps aftermath to Scryfall's split layout", () => {
    const appeal = byName.get("Appeal // Authority");
    expect(appeal).toMatchObject({
      layout: "split",
      manaCost: "{G} // {1}{W}",
      manaValue: 3,
      colors: ["W", "G"],
      typeLine: "Sorcery // Sorcery",
    });
    const hunt = byName.get("Huntmaster of the Fells // Ravager of the Fells");
    expect(hunt?.faces?.map((f) => f.name)).toEqual(["Huntmaster of the Fells", "Ravager of the Fells"]);
    expect(hunt).toMatchObject({ manaCost: "{2}{R}{G}", power: "2", toughness: "2", keywords: ["Trample"] });
  });

  it("reports invalid entries with their position, name and reason", () => {
    expect(skipped).toEqual([
      { index: 3, name: "Insectile Aberration Broken", reason: expect.stringMatching(/^0\.type: /) },
      { index: 5, name: "Empty Entry", reason: "no card objects for this name" },
    ]);
  });

  it("rejects a file without data", () => {
    expect(catalogFromMtgjson({ meta: {} }).skipped[0]?.reason).toMatch(/no "data" object/);
    expect(convertMtgjsonEntry("", [])).toEqual({ ok: false, reason: "empty card name" });
  });
});
