import { describe, expect, it } from "vitest";
import type { CatalogCard } from "@fishbowl/cards";
import { createSwitchableCatalog } from "./browser-catalog.js";
import type { StoredCardData } from "./card-data-db.js";

const card = (name: string, oracleText = ""): CatalogCard => ({
  name,
  manaCost: "{1}{G}",
  manaValue: 2,
  typeLine: "Creature — Bear",
  oracleText,
  power: "2",
  toughness: "2",
  colors: ["G"],
  keywords: [],
  layout: "normal",
});

const data = (cards: CatalogCard[]): StoredCardData => ({
  source: "oracle-cards.json",
  importedAt: 0,
  summary: { cards: cards.length, automated: cards.length, partial: 0, manual: 0, skipped: 0 },
  cards,
});

describe("the browser build's switchable catalog", () => {
  it("answers from the built-in cards until card data is installed, then from it, built-ins behind it", async () => {
    const catalog = createSwitchableCatalog(async () => null);
    expect(await catalog.lookup(["Thornwood Cub"])).toEqual([]);
    let changes = 0;
    catalog.onChange(() => changes++);
    catalog.install(data([card("Thornwood Cub")]));
    expect(changes).toBe(1);
    expect((await catalog.lookup(["thornwood cub", "Lightning Bolt"])).map((c) => c.name).sort()).toEqual([
      "Lightning Bolt",
      "Thornwood Cub",
    ]);
    expect(await catalog.status()).toMatchObject({ available: true, cards: 1, source: "oracle-cards.json (imported)" });
    const found = await catalog.search("t:bear", 10);
    expect(found.ok && found.cards.map((c) => c.name)).toEqual(["Thornwood Cub"]);
  });

  it("restores the stored card data once, before its first answer", async () => {
    let loads = 0;
    const catalog = createSwitchableCatalog(async () => {
      loads++;
      return data([card("Grizzly Bears")]);
    });
    expect((await catalog.lookup(["Grizzly Bears"])).map((c) => c.name)).toEqual(["Grizzly Bears"]);
    await catalog.status();
    expect(loads).toBe(1);
    expect(catalog.imported?.source).toBe("oracle-cards.json");
  });
});
