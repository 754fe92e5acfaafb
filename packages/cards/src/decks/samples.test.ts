import { describe, expect, it } from "vitest";
import { createNameIndex, normalizeName } from "../names.js";
import { builtinCardNames } from "../registry.js";
import { checkDeck } from "./check.js";
import { parseDeck } from "./parse.js";
import { sampleDecks } from "./samples.js";
import { writeArenaDeck } from "./write.js";

const builtin = builtinCardNames();
const index = createNameIndex(builtin);
const automated = new Set(builtin.map(normalizeName));

describe("sampleDecks", () => {
  it("has the three decks by id", () => {
    expect(sampleDecks.map((d) => d.id)).toEqual(["mono-red-haste", "gruul-earthbend", "boros-tokens"]);
  });

  it.each(sampleDecks.map((d) => [d.id, d] as const))(
    "%s is a clean 60-card Arena list of automated cards",
    (_id, sample) => {
      const deck = parseDeck(sample.text);
      expect(deck.format).toBe("arena");
      expect(deck.errors).toEqual([]);
      expect(deck.name).toBe(sample.name);
      const check = checkDeck(deck, index, (n) => automated.has(normalizeName(n)));
      expect(check.mainCount).toBe(60);
      expect(check.unknown).toEqual([]);
      expect(check.errors).toEqual([]);
      expect(check.cards.every((c) => c.automated)).toBe(true);
      // At most four of each card except basic lands.
      for (const c of check.cards) {
        if (!["Plains", "Island", "Swamp", "Mountain", "Forest"].includes(c.name))
          expect(c.count, c.name).toBeLessThanOrEqual(4);
      }
      // The text is exactly what the Arena writer produces for it.
      expect(writeArenaDeck(deck)).toBe(sample.text);
    },
  );

  it("gives boros-tokens its Abrade and Fervor sideboard", () => {
    const deck = parseDeck(sampleDecks[2]!.text);
    expect(deck.sideboard.map((e) => e.name).sort()).toEqual(["Abrade", "Fervor"]);
  });
});
