import { describe, expect, it } from "vitest";
import defaultCards from "./__fixtures__/scryfall-default-cards.json";
import { catalogFromScryfall, convertScryfallRecord } from "./scryfall.js";

describe("Scryfall card objects → catalog", () => {
  const { cards, skipped } = catalogFromScryfall(defaultCards as unknown[]);
  const byName = new Map(cards.map((c) => [c.name, c]));

  it("keeps one card per name from default_cards (one object per printing)", () => {
    expect(cards.filter((c) => c.name === "Lightning Bolt")).toHaveLength(1);
    expect(cards.map((c) => c.name)).toEqual([
      "Delver of Secrets // Insectile Aberration",
      "Fire // Ice",
      "Goblin Guide",
      "Lightning Bolt",
      "Lim-Dûl's Vault",
      "Tarmogoyf",
    ]);
  });

  it("converts a one-face card with Scryfall field names", () => {
    expect(byName.get("Goblin Guide")).toEqual({
      name: "Goblin Guide",
      manaCost: "{R}",
      manaValue: 1,
      typeLine: "Creature — Goblin Scout",
      oracleText: expect.stringContaining("Haste"),
      power: "2",
      toughness: "2",
      colors: ["R"],
      colorIdentity: ["R"],
      keywords: ["Haste"],
      layout: "normal",
    });
  });

  it("converts split cards with faces and joined text", () => {
    const fire = byName.get("Fire // Ice");
    expect(fire?.manaCost).toBe("{1}{R} // {1}{U}");
    expect(fire?.manaValue).toBe(4);
    expect(fire?.colors).toEqual(["U", "R"]);
    expect(fire?.faces?.map((f) => f.name)).toEqual(["Fire", "Ice"]);
    expect(fire?.oracleText).toContain("Draw a card.");
  });

  it("fills a transform card's cost, colours and P/T from its front face", () => {
    const delver = byName.get("Delver of Secrets // Insectile Aberration");
    expect(delver?.manaCost).toBe("{U}");
    expect(delver?.colors).toEqual(["U"]);
    expect(delver?.power).toBe("1");
    expect(delver?.faces?.[1]?.power).toBe("3");
  });

  it("reports skipped records with index, name and reason", () => {
    expect(skipped).toEqual([
      { index: 5, name: "Goblin", reason: 'layout "token" is not a deck card' },
      { index: 6, name: "Broken Record", reason: expect.stringMatching(/^cmc: .*number/i) },
      { index: 7, reason: expect.stringMatching(/^name: /) },
    ]);
  });

  it("never throws on junk", () => {
    expect(convertScryfallRecord(null).ok).toBe(false);
    expect(convertScryfallRecord("Lightning Bolt").ok).toBe(false);
    expect(convertScryfallRecord({ object: "set", name: "x", type_line: "y" }).ok).toBe(false);
    expect(convertScryfallRecord({ name: "No Type", layout: "normal" })).toEqual({
      ok: false,
      reason: "type_line: missing (and no card_faces)",
    });
  });

  it("turns a reversible card into its front face", () => {
    const r = convertScryfallRecord({
      object: "card",
      name: "Zndrsplt, Eye of Wisdom // Zndrsplt, Eye of Wisdom",
      layout: "reversible_card",
      keywords: [],
      color_identity: ["U"],
      card_faces: [
        {
          name: "Zndrsplt, Eye of Wisdom",
          mana_cost: "{4}{U}",
          type_line: "Legendary Creature — Homunculus",
          oracle_text: "Alliance",
          colors: ["U"],
          power: "1",
          toughness: "4",
          cmc: 5,
        },
        {
          name: "Zndrsplt, Eye of Wisdom",
          mana_cost: "{4}{U}",
          type_line: "Legendary Creature — Homunculus",
          oracle_text: "Alliance",
          colors: ["U"],
          power: "1",
          toughness: "4",
          cmc: 5,
        },
      ],
    });
    expect(r.ok && r.card).toMatchObject({
      name: "Zndrsplt, Eye of Wisdom",
      manaValue: 5,
      layout: "normal",
      power: "1",
    });
  });
});
