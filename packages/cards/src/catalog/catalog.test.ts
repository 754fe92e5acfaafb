import { describe, expect, it } from "vitest";
import { createNameLookup, parseCatalogJson, readCatalog, serializeCatalog } from "./catalog.js";
import type { CatalogCard } from "./types.js";

const bolt: CatalogCard = {
  name: "Lightning Bolt",
  manaCost: "{R}",
  manaValue: 1,
  typeLine: "Instant",
  oracleText: "x",
  colors: ["R"],
  keywords: [],
  layout: "normal",
};
const delver: CatalogCard = {
  name: "Delver of Secrets // Insectile Aberration",
  manaCost: "{U}",
  manaValue: 1,
  typeLine: "Creature // Creature",
  oracleText: "",
  colors: ["U"],
  keywords: [],
  layout: "transform",
  faces: [
    { name: "Delver of Secrets", manaCost: "{U}", typeLine: "Creature", oracleText: "" },
    { name: "Insectile Aberration", manaCost: "", typeLine: "Creature", oracleText: "" },
  ],
};

describe("compact catalog files", () => {
  it("round-trips through serializeCatalog / parseCatalogJson, one card per line, sorted", () => {
    const text = serializeCatalog([bolt, delver]);
    expect(text.split("\n")).toHaveLength(5);
    expect(parseCatalogJson(text)).toEqual({ ok: true, cards: [delver, bolt] });
    expect(parseCatalogJson(serializeCatalog([]))).toEqual({ ok: true, cards: [] });
  });

  it("names the bad card or the JSON error", () => {
    expect(parseCatalogJson("[{")).toMatchObject({ ok: false, error: expect.stringMatching(/^not valid JSON/) });
    expect(readCatalog({})).toEqual({ ok: false, error: "a catalog must be a JSON array of cards" });
    expect(readCatalog([bolt, { ...bolt, name: "Shock", manaValue: "1" }])).toEqual({
      ok: false,
      error: expect.stringMatching(/^card 1 \("Shock"\): manaValue: /),
    });
  });

  it("looks names up by full name or face name, ignoring case and accents", () => {
    const lookup = createNameLookup([bolt, delver]);
    expect(lookup("lightning bolt")?.name).toBe("Lightning Bolt");
    expect(lookup("Delver of Secrets")?.name).toBe(delver.name);
    expect(lookup("Insectile Aberration")?.name).toBe(delver.name);
    expect(lookup("delver of secrets/insectile aberration")?.name).toBe(delver.name);
    expect(lookup("Shock")).toBeUndefined();
  });
});
