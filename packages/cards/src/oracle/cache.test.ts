/** Compiled catalogs: read back as written, and refused when stale. */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { COMPILER_VERSION, readCompiledCatalog, serializeCompiledCatalog } from "./cache.js";
import { compileCard } from "./compile.js";

const card = (name: string, oracleText: string): CatalogCard => ({
  name,
  manaCost: "{1}{R}",
  manaValue: 2,
  typeLine: "Creature — Goblin",
  oracleText,
  power: "2",
  toughness: "2",
  colors: ["R"],
  keywords: [],
  layout: "normal",
});
const cards = [
  card("Hasty Goblin", "Haste"),
  card("Odd Goblin", "Whenever Odd Goblin attacks, defending player reveals a card."),
];
const text = serializeCompiledCatalog(
  "key-1",
  cards.map((c) => [c.name, compileCard(c)] as const),
);

describe("compiled catalogs", () => {
  it("read back what the compiler gave, card by card", () => {
    const read = readCompiledCatalog(text, "key-1");
    expect(read?.size).toBe(2);
    for (const c of cards) expect(read?.get(c.name)).toEqual(compileCard(c));
  });
  it("are refused for another key (another catalog or compiler build)", () => {
    expect(readCompiledCatalog(text, "key-2")).toBeNull();
  });
  it("are refused when written by another compiler version", () => {
    const older = text.replace(`"compiler":${COMPILER_VERSION},`, `"compiler":${COMPILER_VERSION - 1},`);
    expect(older).not.toBe(text);
    expect(readCompiledCatalog(older, "key-1")).toBeNull();
  });
  it("are refused when damaged: cut short, not JSON, or with a malformed card", () => {
    expect(readCompiledCatalog(text.slice(0, text.length - 10), "key-1")).toBeNull();
    expect(readCompiledCatalog("", "key-1")).toBeNull();
    expect(readCompiledCatalog(text.replace('"automated":true', '"automated":"yes"'), "key-1")).toBeNull();
    expect(readCompiledCatalog(text.replace(/"definition":\{/, '"definition":7,"x":{'), "key-1")).toBeNull();
  });
  it("are refused when a definition names a word the engine doesn't know", () => {
    expect(text).toContain('"keywords":["Haste"]');
    expect(readCompiledCatalog(text.replace('"keywords":["Haste"]', '"keywords":["Hast"]'), "key-1")).toBeNull();
    expect(readCompiledCatalog(text.replace('"types":["Creature"]', '"types":["Creture"]'), "key-1")).toBeNull();
  });
});
