import { describe, expect, it } from "vitest";
import { BUILTIN_CARDS } from "./card-data.js";
import { catalogCardSearch, createCardSearch, createLocalCatalog } from "./card-search.js";

describe("createCardSearch", () => {
  const search = createCardSearch(BUILTIN_CARDS);
  const names = async (query: string) => {
    const result = await search.search(query);
    return result.ok ? result.cards.map((c) => c.name) : result.error;
  };

  it("finds cards by name, type, colour and mana value", async () => {
    expect(await names("lightning bolt")).toEqual(["Lightning Bolt"]);
    expect(await names("t:creature c:r mv<=1")).toEqual(
      expect.arrayContaining(["Raging Goblin", "Monastery Swiftspear", "Goblin Bushwhacker"]),
    );
    expect(await names("t:creature c:r mv<=1")).not.toContain("Hill Giant");
    expect(search.description).toMatch(/built-in card table \(\d+ cards\)/);
  });

  it("limits results and explains a bad query", async () => {
    const result = await search.search("", 5);
    expect(result.ok && result.cards.length).toBe(5);
    expect(await search.search("mv<=")).toMatchObject({ ok: false, error: expect.any(String) });
  });

  it("turns a failing host catalog into an error result", async () => {
    const failing = catalogCardSearch({ search: () => Promise.reject(new Error("IPC down")) }, "x");
    expect(await failing.search("bolt")).toEqual({ ok: false, error: "IPC down" });
  });
});

describe("createLocalCatalog", () => {
  it("answers status, search and lookup like the host's catalog", async () => {
    const catalog = createLocalCatalog(BUILTIN_CARDS);
    expect(await catalog.status()).toEqual({
      available: true,
      cards: BUILTIN_CARDS.length,
      source: "built-in card table",
    });
    expect((await catalog.lookup(["lightning bolt", "Nope", "Shock"])).map((c) => c.name)).toEqual([
      "Lightning Bolt",
      "Shock",
    ]);
  });
});
