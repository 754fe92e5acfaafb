import { describe, expect, it, vi } from "vitest";
import { builtinCards, cardFromPrinted } from "./card-data.js";
import { catalogCardOf } from "./card-search.js";
import { CatalogCardCache } from "./catalog-card-cache.js";

const fireIce = catalogCardOf({ ...cardFromPrinted("Fire // Ice", "{1}{R} // {1}{U}", "Instant // Instant", "Fire deals 2 damage divided as you choose among one or two targets.\n//\nTap target permanent.\nDraw a card."), manaValue: 4 });

describe("CatalogCardCache", () => {
  it("fetches each name once, by full or face name, and falls back to the built-in table", async () => {
    const lookup = vi.fn(async (names: readonly string[]) => (names.some((n) => n.toLowerCase() === "fire") ? [fireIce] : []));
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
});
