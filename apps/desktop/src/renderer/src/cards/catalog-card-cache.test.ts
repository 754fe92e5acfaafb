import { describe, expect, it, vi } from "vitest";
import { builtinCards, cardFromPrinted } from "./card-data.js";
import { catalogCardOf } from "./card-search.js";
import { CatalogCardCache } from "./catalog-card-cache.js";

const fireIce = catalogCardOf({
  ...cardFromPrinted(
    "Fire // Ice",
    "{1}{R} // {1}{U}",
    "Instant // Instant",
    "Fire deals 2 damage divided as you choose among one or two targets.\n//\nTap target permanent.\nDraw a card.",
  ),
  manaValue: 4,
});

describe("CatalogCardCache", () => {
  it("fetches each name once, by full or face name, and falls back to the built-in table", async () => {
    const lookup = vi.fn(async (names: readonly string[]) =>
      names.some((n) => n.toLowerCase() === "fire") ? [fireIce] : [],
    );
    const cache = new CatalogCardCache({ lookup }, builtinCards);
    expect(cache.lookup("Fire")).toBeUndefined();
    expect(await cache.ensure(["Fire", "Shock", "fire"])).toBe(true);
    expect(lookup).toHaveBeenCalledWith(["Fire", "Shock"]);
    expect(cache.lookup("fire")?.name).toBe("Fire // Ice");
    expect(cache.lookup("Fire // Ice")?.manaValue).toBe(4);
    expect(cache.lookup("Shock")?.manaCost).toBe("{R}");
    expect(await cache.ensure(["Fire", "Shock"])).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it("retries names whose request failed", async () => {
    const lookup = vi.fn().mockRejectedValueOnce(new Error("busy")).mockResolvedValue([fireIce]);
    const cache = new CatalogCardCache({ lookup }, builtinCards);
    expect(await cache.ensure(["Ice"])).toBe(false);
    expect(await cache.ensure(["Ice"])).toBe(true);
    expect(cache.lookup("ice")?.name).toBe("Fire // Ice");
  });

  it("names the clauses the engine does not automate, for fetched catalog cards without a built-in definition", async () => {
    const wall = catalogCardOf(
      cardFromPrinted(
        "Wall of Roots",
        "{1}{G}",
        "Creature — Plant Wall",
        "Defender\nPut a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn.",
        "0/5",
      ),
    );
    const ogre = catalogCardOf(cardFromPrinted("Gray Ogre", "{2}{R}", "Creature — Ogre", "", "2/2"));
    const bolt = catalogCardOf(
      cardFromPrinted("Lightning Bolt", "{R}", "Instant", "Unreadable text that is not Lightning Bolt's."),
    );
    const cache = new CatalogCardCache({ lookup: async () => [wall, ogre, bolt] }, builtinCards);
    expect(cache.unautomated("Wall of Roots")).toBeUndefined(); // not fetched yet
    await cache.ensure(["Wall of Roots", "Gray Ogre", "Lightning Bolt"]);
    expect(cache.unautomated("wall of roots")).toEqual([
      "Put a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn.",
    ]);
    expect(cache.unautomated("Gray Ogre")).toBeUndefined(); // compiled whole
    expect(cache.unautomated("Lightning Bolt")).toBeUndefined(); // built in: the catalog's text does not matter
  });
});
