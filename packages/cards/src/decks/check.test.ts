import { describe, expect, it } from "vitest";
import { createNameIndex, normalizeName } from "../names.js";
import { checkDeck } from "./check.js";
import { parseDeck } from "./parse.js";

const index = createNameIndex([
  "Lightning Bolt",
  "Fire // Ice",
  "Lim-Dul's Vault",
  "Mountain",
  "Abrade",
  "Toph, the Blind Bandit",
]);
const automated = new Set(["lightning bolt", "mountain", "toph, the blind bandit"]);
const isAutomated = (name: string): boolean => automated.has(normalizeName(name));

describe("checkDeck", () => {
  it("resolves names, merges repeated lines per section, and marks automation", () => {
    const deck = parseDeck(
      "Commander\n1 Toph the Blind Bandit\nDeck\n2 lightning bolt\n2 Lightning Bolt (M11) 149\n2 Fire/Ice\n1 Lim-Dûl's Vault\n20 Mountain\nSideboard\n2 Abrade\n1 Fire\n",
    );
    const check = checkDeck(deck, index, isAutomated);
    expect(check).toEqual({
      format: "arena",
      mainCount: 27,
      sideboardCount: 3,
      cards: [
        { name: "Toph, the Blind Bandit", count: 1, section: "commander", automated: true },
        { name: "Lightning Bolt", count: 4, section: "main", automated: true },
        { name: "Fire // Ice", count: 2, section: "main", automated: false },
        { name: "Lim-Dul's Vault", count: 1, section: "main", automated: false },
        { name: "Mountain", count: 20, section: "main", automated: true },
        { name: "Abrade", count: 2, section: "sideboard", automated: false },
        { name: "Fire // Ice", count: 1, section: "sideboard", automated: false },
      ],
      unknown: [],
      errors: [],
    });
  });

  it("lists unknown cards with their line and suggestions, counted in the section totals", () => {
    const check = checkDeck(parseDeck("4 Lightnig Bolt\n20 Mountain\n1 Zzyzx Qwerty\nSB: 2 Abrad"), index, isAutomated);
    expect(check.mainCount).toBe(25);
    expect(check.sideboardCount).toBe(2);
    expect(check.unknown).toEqual([
      { name: "Lightnig Bolt", line: 1, suggestions: ["Lightning Bolt"] },
      { name: "Zzyzx Qwerty", line: 3, suggestions: [] },
      { name: "Abrad", line: 4, suggestions: ["Abrade"] },
    ]);
    expect(check.cards).toEqual([{ name: "Mountain", count: 20, section: "main", automated: true }]);
  });

  it("passes parse errors through and flags an empty main deck", () => {
    const check = checkDeck(parseDeck("Sideboard\n2 Abrade\nDeck\nBolt"), index, isAutomated);
    expect(check.errors).toEqual([
      { line: 4, message: expect.stringMatching(/expected/) },
      { line: null, message: "the deck has no main-deck cards" },
    ]);
  });

  it("adds nothing on top of a fatal parse error", () => {
    const check = checkDeck(parseDeck(""), index, isAutomated);
    expect(check).toEqual({
      format: "unknown",
      mainCount: 0,
      sideboardCount: 0,
      cards: [],
      unknown: [],
      errors: [{ line: null, message: "the deck list is empty" }],
    });
  });

  it("is JSON-serialisable as is", () => {
    const check = checkDeck(parseDeck("4 Lightning Bolt"), index, isAutomated);
    expect(JSON.parse(JSON.stringify(check))).toEqual(check);
  });
});
