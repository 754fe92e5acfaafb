import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serializeCatalog, type CatalogCard } from "@fishbowl/cards";
import { cachedCatalogIndex, searchIndexPath } from "./search-index.js";

const dir = mkdtempSync(join(tmpdir(), "fishbowl-search-index-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const card = (name: string, oracleText: string): CatalogCard => ({
  name,
  manaCost: "{R}",
  manaValue: 1,
  typeLine: "Instant",
  oracleText,
  colors: ["R"],
  keywords: [],
  layout: "normal",
});
const CARDS = [
  card("Lightning Bolt", "Lightning Bolt deals 3 damage to any target."),
  card("Shock", "Shock deals 2 damage to any target."),
];
const names = (r: ReturnType<ReturnType<typeof cachedCatalogIndex>["index"]["search"]>) =>
  r.ok ? r.cards.map((c) => c.name) : r.error.message;

describe("the search index cache", () => {
  it("lives beside the catalog", () => {
    expect(searchIndexPath(join("data", "catalog.json"))).toBe(join("data", "catalog.search-index.json"));
  });

  it("is written by the first process, read by the next; a changed catalog is indexed again", () => {
    const text = serializeCatalog(CARDS);
    const cache = join(dir, "catalog.search-index.json");
    const first = cachedCatalogIndex(text, CARDS, cache);
    expect(first.cache).toEqual({ kind: "written" });
    expect(first.index.fromSnapshot).toBe(false);
    const second = cachedCatalogIndex(text, CARDS, cache);
    expect(second.cache).toEqual({ kind: "read" });
    expect(second.index.fromSnapshot).toBe(true);
    expect(names(second.index.search("o:damage"))).toEqual(names(first.index.search("o:damage")));
    const fewer = CARDS.slice(1);
    const changed = cachedCatalogIndex(serializeCatalog(fewer), fewer, cache);
    expect(changed.cache).toEqual({ kind: "written" });
    expect(names(changed.index.search("o:damage"))).toEqual(["Shock"]);
  });

  it("a damaged cache is rebuilt, and one that can't be written is only reported", () => {
    const text = serializeCatalog(CARDS);
    const cache = join(dir, "damaged.search-index.json");
    writeFileSync(cache, "{ not json");
    expect(cachedCatalogIndex(text, CARDS, cache).cache).toEqual({ kind: "written" });
    expect(JSON.parse(readFileSync(cache, "utf8"))).toHaveProperty("snapshot");
    const aFile = join(dir, "a-file");
    writeFileSync(aFile, "");
    const nowhere = cachedCatalogIndex(text, CARDS, join(aFile, "x.search-index.json"));
    expect(nowhere.cache.kind).toBe("not written");
    expect(names(nowhere.index.search("bolt"))).toEqual(["Lightning Bolt"]);
  });
});
