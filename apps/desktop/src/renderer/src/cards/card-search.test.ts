import { describe, expect, it } from "vitest";
import { BUILTIN_CARDS } from "./card-data.js";
import { createCardSearch } from "./card-search.js";

describe("createCardSearch", () => {
  const search = createCardSearch(BUILTIN_CARDS);
  const names = (query: string) => {
    const result = search.search(query);
    return result.ok ? result.cards.map((c) => c.name) : result.error;
  };

  it("finds cards by name, type, colour and mana value", () => {
    expect(names("bolt")).toEqual(["Lightning Bolt"]);
    expect(names("t:creature c:r mv<=1")).toEqual(expect.arrayContaining(["Raging Goblin", "Monastery Swiftspear", "Goblin Bushwhacker"]));
    expect(names("t:creature c:r mv<=1")).not.toContain("Hill Giant");
  });

  it("limits results and explains a bad query", () => {
    const result = search.search("", 5);
    expect(result.ok && result.cards.length).toBe(5);
    expect(search.search("mv<=")).toMatchObject({ ok: false, error: expect.any(String) });
  });
});
