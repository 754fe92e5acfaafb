import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDeck } from "./parse.js";
import type { DeckEntry, DeckList } from "./types.js";
import { writeArenaDeck, writePlainDeck } from "./write.js";

const e = (count: number, name: string, extra: Partial<DeckEntry> = {}): DeckEntry => ({
  name,
  count,
  line: 0,
  ...extra,
});

/** The deck without line numbers, for comparing a deck with its re-read self. */
const shape = (d: DeckList) => {
  const strip = (xs: DeckEntry[]) => xs.map(({ line: _line, foil: _foil, ...rest }) => rest);
  return {
    name: d.name,
    main: strip(d.main),
    sideboard: strip(d.sideboard),
    commander: strip(d.commander),
    companion: strip(d.companion),
  };
};

const DECK: DeckList = {
  format: "arena",
  name: "Round Trip",
  commander: [e(1, "Toph, the Blind Bandit")],
  companion: [e(1, "Lurrus of the Dreamden")],
  main: [
    e(4, "Lightning Bolt", { set: "M11", collectorNumber: "149" }),
    e(4, "Fire // Ice"),
    e(2, "Lim-Dûl's Vault"),
    e(20, "Mountain", { set: "M11" }),
  ],
  sideboard: [e(2, "Abrade")],
};

describe("writeArenaDeck", () => {
  it("writes Arena export text in Arena's section order", () => {
    expect(writeArenaDeck(DECK)).toBe(
      [
        "About",
        "Name Round Trip",
        "",
        "Commander",
        "1 Toph, the Blind Bandit",
        "",
        "Companion",
        "1 Lurrus of the Dreamden",
        "",
        "Deck",
        "4 Lightning Bolt (M11) 149",
        "4 Fire // Ice",
        "2 Lim-Dûl's Vault",
        "20 Mountain",
        "",
        "Sideboard",
        "2 Abrade",
        "",
      ].join("\n"),
    );
  });

  it("leaves printings out on request and always writes Deck", () => {
    expect(
      writeArenaDeck({ ...DECK, name: undefined, commander: [], companion: [], sideboard: [] }, { printings: false }),
    ).toBe("Deck\n4 Lightning Bolt\n4 Fire // Ice\n2 Lim-Dûl's Vault\n20 Mountain\n");
    expect(writeArenaDeck({ format: "plain", main: [], sideboard: [], commander: [], companion: [] })).toBe("Deck\n");
  });

  it("round-trips: write → read gives the same deck", () => {
    const read = parseDeck(writeArenaDeck(DECK));
    expect(read.errors).toEqual([]);
    expect(read.format).toBe("arena");
    // Mountain's set without a collector number is not written (Arena needs both).
    const main = [DECK.main[0]!, DECK.main[1]!, DECK.main[2]!, e(20, "Mountain")];
    expect(shape(read)).toEqual(shape({ ...DECK, main }));
  });
});

describe("writePlainDeck", () => {
  it("writes 4 Name lines, SB: lines and comment headers, and reads back", () => {
    const text = writePlainDeck(DECK);
    expect(text).toBe(
      [
        "// Name: Round Trip",
        "// Commander",
        "1 Toph, the Blind Bandit",
        "// Companion",
        "1 Lurrus of the Dreamden",
        "// Deck",
        "4 Lightning Bolt",
        "4 Fire // Ice",
        "2 Lim-Dûl's Vault",
        "20 Mountain",
        "SB: 2 Abrade",
        "",
      ].join("\n"),
    );
    const read = parseDeck(text);
    expect(read.errors).toEqual([]);
    const noPrintings = (xs: DeckEntry[]) => xs.map(({ set: _s, collectorNumber: _c, ...r }) => r);
    expect(shape(read)).toEqual(shape({ ...DECK, main: noPrintings(DECK.main) }));
  });
});

describe("property: any deck written as Arena text reads back the same", () => {
  // Names as players meet them: words of letters, with commas, apostrophes, hyphens and
  // a `//` between faces; never starting with a count or ending in a printing-like suffix.
  const word = fc.stringMatching(/^[A-Z][a-z']{1,8}$/);
  const face = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(" "));
  const name = fc.array(face, { minLength: 1, maxLength: 2 }).map((fs) => fs.join(" // "));
  const entry = fc.record({
    name,
    count: fc.integer({ min: 1, max: 1000 }),
    line: fc.constant(0),
  });
  const entries = fc.array(entry, { maxLength: 8 });
  const deck = fc.record({
    format: fc.constant("arena" as const),
    name: fc.option(face, { nil: undefined }),
    main: fc.array(entry, { minLength: 1, maxLength: 12 }),
    sideboard: entries,
    commander: entries,
    companion: entries,
  });

  it("holds for 300 random decks", () => {
    fc.assert(
      fc.property(deck, (d) => {
        const read = parseDeck(writeArenaDeck(d));
        expect(read.errors).toEqual([]);
        expect(shape(read)).toEqual(shape(d));
        const plain = parseDeck(writePlainDeck(d));
        expect(plain.errors).toEqual([]);
        expect(shape(plain)).toEqual(shape(d));
      }),
      { numRuns: 300 },
    );
  });
});
