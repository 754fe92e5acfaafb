import { describe, expect, it } from "vitest";
import { computeCoverage } from "./coverage.js";
import { automatedNamePredicate } from "./search.js";
import type { CatalogCard } from "./types.js";

const c = (name: string, faces?: string[]): CatalogCard => ({
  name,
  manaCost: "",
  manaValue: 0,
  typeLine: "Creature",
  oracleText: "",
  colors: [],
  keywords: [],
  layout: faces ? "transform" : "normal",
  ...(faces ? { faces: faces.map((f) => ({ name: f, manaCost: "", typeLine: "Creature", oracleText: "" })) } : {}),
});

describe("computeCoverage", () => {
  const catalog = [
    c("Mountain"),
    c("Lightning Bolt"),
    c("Shock"),
    c("Opt"),
    c("Delver of Secrets // Insectile Aberration", ["Delver of Secrets", "Insectile Aberration"]),
  ];
  const isAutomated = automatedNamePredicate(["Mountain", "Lightning Bolt", "Delver of Secrets"]);

  it("gives the automated share of the catalog", () => {
    expect(computeCoverage(catalog, isAutomated).catalog).toEqual({ cards: 5, automated: 3, share: 0.6 });
  });

  it("counts fully automated decks and ranks missing cards by decks, then copies", () => {
    const report = computeCoverage(catalog, isAutomated, [
      {
        name: "a.txt",
        entries: [
          { name: "Mountain", count: 20 },
          { name: "lightning bolt", count: 4 },
          { name: "Delver of Secrets", count: 4 },
        ],
      },
      {
        name: "b.txt",
        entries: [
          { name: "Mountain", count: 20 },
          { name: "Shock", count: 4 },
          { name: "Opt", count: 1 },
        ],
      },
      {
        name: "c.txt",
        entries: [
          { name: "Shock", count: 2 },
          { name: "Shock", count: 1 },
          { name: "Unknown Card", count: 3 },
        ],
      },
    ]);
    expect(report.decks).toEqual({
      total: 3,
      fullyAutomated: 1,
      fullyAutomatedDecks: ["a.txt"],
      automatedCopyShare: 48 / 59,
      topMissing: [
        { name: "Shock", decks: 2, copies: 7, inCatalog: true },
        { name: "Unknown Card", decks: 1, copies: 3, inCatalog: false },
        { name: "Opt", decks: 1, copies: 1, inCatalog: true },
      ],
    });
    expect(computeCoverage(catalog, isAutomated, [], 1).decks?.topMissing).toEqual([]);
  });
});
