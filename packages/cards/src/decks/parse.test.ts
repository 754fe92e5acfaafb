import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectDeckFormat } from "./detect.js";
import { parseDeck } from "./parse.js";
import type { DeckEntry, ParsedDeck } from "./types.js";

const fixture = (name: string): Uint8Array => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const brief = (entries: DeckEntry[]): string[] => entries.map((e) => `${e.count} ${e.name}@${e.line}`);
const ok = (deck: ParsedDeck): ParsedDeck => {
  expect(deck.errors).toEqual([]);
  expect(deck.fatal).toBe(false);
  return deck;
};

describe("parseDeck: one fixture per format", () => {
  it("reads MTG Arena export text with About, Commander, Deck and Sideboard sections", () => {
    const deck = ok(parseDeck(fixture("arena.txt")));
    expect(deck.format).toBe("arena");
    expect(deck.name).toBe("Izzet Test Deck");
    expect(brief(deck.commander)).toEqual(["1 Toph, the Blind Bandit@5"]);
    expect(brief(deck.main)).toEqual([
      "4 Lightning Bolt@8",
      "4 Fire // Ice@9",
      "2 Lim-Dûl's Vault@10",
      "20 Mountain@11",
    ]);
    expect(brief(deck.sideboard)).toEqual(["2 Abrade@14"]);
    expect(deck.main[0]).toEqual({ name: "Lightning Bolt", count: 4, line: 8, set: "M11", collectorNumber: "149" });
    expect(deck.main[1]).toMatchObject({ set: "MH2", collectorNumber: "290", foil: true });
  });

  it("reads Moxfield text with a SIDEBOARD: header", () => {
    const deck = ok(parseDeck(fixture("moxfield.txt")));
    expect(deck.format).toBe("moxfield");
    expect(brief(deck.main)).toEqual([
      "4 Lightning Bolt@1",
      "4 Monastery Swiftspear@2",
      "20 Mountain@3",
      "4 Fire/Ice@4",
    ]);
    expect(deck.main[1]?.foil).toBe(true);
    expect(brief(deck.sideboard)).toEqual(["2 Abrade@7", "1 Fervor@8"]);
  });

  it("reads plain text with 4x counts, // and # comments, group labels and SB: lines", () => {
    const deck = ok(parseDeck(fixture("plain.txt")));
    expect(deck.format).toBe("plain");
    expect(brief(deck.main)).toEqual([
      "4 Monastery Swiftspear@3",
      "4 Raging Goblin@4",
      "4 Lightning Bolt@8",
      "3 Krenkos Command@9",
      "20 Mountain@10",
    ]);
    expect(brief(deck.sideboard)).toEqual(["2 Abrade@11", "1 Fervor@12"]);
  });

  it("reads MTGO .dek XML, with entities decoded and line numbers of the elements", () => {
    const deck = ok(parseDeck(fixture("mtgo.dek")));
    expect(deck.format).toBe("mtgo");
    expect(deck.name).toBeUndefined();
    expect(brief(deck.main)).toEqual(["4 Lightning Bolt@5", "2 Fire/Ice@6", "20 Mountain@7"]);
    expect(brief(deck.sideboard)).toEqual(["2 Krenko's Command@8"]);
  });

  it("decodes numeric character references in XML names", () => {
    const deck = ok(
      parseDeck(
        '<Deck><Cards Quantity="1" Name="Lim-D&#xFB;l&apos;s Vault"/><Cards Quantity="2" Name="J&#246;tun Grunt"/></Deck>',
      ),
    );
    expect(deck.main.map((e) => e.name)).toEqual(["Lim-Dûl's Vault", "Jötun Grunt"]);
  });

  it("reads Forge .dck with metadata, |SET|art suffixes and skips [Avatar]", () => {
    const deck = ok(parseDeck(fixture("forge.dck")));
    expect(deck.format).toBe("forge");
    expect(deck.name).toBe("Forge Red");
    expect(brief(deck.main)).toEqual(["4 Lightning Bolt@5", "4 Shock@6", "20 Mountain@7", "2 Fire // Ice@8"]);
    expect(deck.main[0]).toEqual({ name: "Lightning Bolt", count: 4, line: 5, set: "M11" });
    expect(brief(deck.sideboard)).toEqual(["2 Abrade@10"]);
  });

  it("reads Cockatrice .cod XML, skipping the tokens zone", () => {
    const deck = ok(parseDeck(fixture("cockatrice.cod")));
    expect(deck.format).toBe("cockatrice");
    expect(deck.name).toBe("Cockatrice Red");
    expect(brief(deck.main)).toEqual(["4 Lightning Bolt@6", "20 Mountain@7", "2 Fire // Ice@8"]);
    expect(deck.main[0]).toMatchObject({ set: "M11", collectorNumber: "149" });
    expect(brief(deck.sideboard)).toEqual(["2 Abrade@11"]);
  });

  it("accepts strings as well as bytes, CRLF line ends and a BOM", () => {
    const text = "\uFEFFDeck\r\n4 Shock\r\n\r\nSideboard\r\n2 Abrade\r\n";
    const deck = ok(parseDeck(text));
    expect(brief(deck.main)).toEqual(["4 Shock@2"]);
    expect(brief(deck.sideboard)).toEqual(["2 Abrade@5"]);
    const utf8Bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("4 Shock\n")]);
    expect(brief(ok(parseDeck(utf8Bom)).main)).toEqual(["4 Shock@1"]);
  });

  it("decodes UTF-16 LE with a byte-order mark (Windows Notepad)", () => {
    const text = "4 Lim-Dûl's Vault\n";
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes[0] = 0xff;
    bytes[1] = 0xfe;
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    expect(brief(ok(parseDeck(bytes)).main)).toEqual(["4 Lim-Dûl's Vault@1"]);
  });
});

describe("detectDeckFormat: from content, never the file name", () => {
  it.each([
    ["arena.txt", "arena"],
    ["moxfield.txt", "moxfield"],
    ["plain.txt", "plain"],
    ["mtgo.dek", "mtgo"],
    ["forge.dck", "forge"],
    ["cockatrice.cod", "cockatrice"],
  ])("%s is %s", (file, format) => {
    expect(detectDeckFormat(new TextDecoder().decode(fixture(file)))).toBe(format);
  });

  it("knows Arena by a printing suffix alone, and by any Arena header", () => {
    expect(detectDeckFormat("4 Lightning Bolt (M11) 149\n20 Mountain")).toBe("arena");
    expect(detectDeckFormat("Companion\n1 Lurrus of the Dreamden\n")).toBe("arena");
    expect(detectDeckFormat("4 Lightning Bolt\n20 Mountain")).toBe("plain");
    expect(detectDeckFormat("4 B.F.M. (Big Furry Monster)")).toBe("plain");
  });

  it("calls XML that is no deck unknown, and parseDeck says so", () => {
    expect(detectDeckFormat("<html><body/></html>")).toBe("unknown");
    const deck = parseDeck("<html><body/></html>");
    expect(deck.fatal).toBe(true);
    expect(deck.errors).toHaveLength(1);
    expect(deck.errors[0]?.message).toMatch(/XML but not a deck list/);
  });
});

describe("text formats: sections and conventions", () => {
  it("takes a blank-line-separated second group as the sideboard in a header-less list", () => {
    const deck = ok(parseDeck("4 Shock\n20 Mountain\n\n2 Abrade\n1 Fervor\n"));
    expect(brief(deck.main)).toEqual(["4 Shock@1", "20 Mountain@2"]);
    expect(brief(deck.sideboard)).toEqual(["2 Abrade@4", "1 Fervor@5"]);
  });

  it("does not split on blank lines when there are comments, headers, three groups or a big second group", () => {
    expect(ok(parseDeck("// burn\n4 Shock\n\n// lands\n20 Mountain\n")).sideboard).toEqual([]);
    expect(ok(parseDeck("Deck\n4 Shock\n\n20 Mountain\n")).sideboard).toEqual([]);
    expect(ok(parseDeck("4 Shock\n\n4 Blaze\n\n20 Mountain\n")).sideboard).toEqual([]);
    expect(ok(parseDeck("4 Shock\n\n20 Mountain\n")).sideboard).toEqual([]);
  });

  it("reads Companion sections, // Sideboard comment headers, *CMDR* marks and skips maybeboards", () => {
    const deck = ok(
      parseDeck(
        "Companion\n1 Lurrus of the Dreamden\n\nDeck\n4 Shock\n1 Toph, the Blind Bandit *CMDR*\nMaybeboard\n1 Blaze\n// Sideboard\n2 Abrade\n",
      ),
    );
    expect(brief(deck.companion)).toEqual(["1 Lurrus of the Dreamden@2"]);
    expect(brief(deck.main)).toEqual(["4 Shock@5"]);
    expect(brief(deck.commander)).toEqual(["1 Toph, the Blind Bandit@6"]);
    expect(brief(deck.sideboard)).toEqual(["2 Abrade@10"]);
  });

  it("starts the main deck at a card line in the About block when the Deck header is missing", () => {
    const deck = ok(parseDeck("About\nName Headless\nFormat Standard\n\n4 Shock\n20 Mountain\n"));
    expect(deck.name).toBe("Headless");
    expect(brief(deck.main)).toEqual(["4 Shock@5", "20 Mountain@6"]);
  });

  it("reads deck-site headers with counts: Deck (24), Creatures (8), Sideboard (2)", () => {
    const deck = ok(
      parseDeck("Deck (24)\nCreatures (4)\n4 Raging Goblin\nLands (20)\n20 Mountain\n\nSideboard (2):\n2 Abrade\n"),
    );
    expect(brief(deck.main)).toEqual(["4 Raging Goblin@3", "20 Mountain@5"]);
    expect(brief(deck.sideboard)).toEqual(["2 Abrade@8"]);
  });

  it("keeps parentheses that are part of a name and reads [SET] suffixes", () => {
    const deck = ok(parseDeck("1 B.F.M. (Big Furry Monster)\n4 Lightning Bolt [M11]\n4xShock"));
    expect(deck.main.map((e) => e.name)).toEqual(["B.F.M. (Big Furry Monster)", "Lightning Bolt", "Shock"]);
    expect(deck.main[1]?.set).toBe("M11");
  });

  it("does not read a leading count-like letter as the x of 4x", () => {
    expect(ok(parseDeck("1 Xenagos, the Reveler\n2 x Xathrid Gorgon")).main.map((e) => e.name)).toEqual([
      "Xenagos, the Reveler",
      "Xathrid Gorgon",
    ]);
  });
});

describe("bad input is data, never an exception", () => {
  it.each([
    ["0 Shock", /count is 0/],
    ["-2 Shock", /negative/],
    ["2.5 Shock", /not a whole number/],
    ["1001 Mountain", /too large/],
    ["Lightning Bolt", /expected "<count> <card name>"/],
    ["4 ", /expected|no card name/],
    ["4 *F*", /no card name/],
  ])("%j gives a line error", (line, message) => {
    const deck = parseDeck(`4 Shock\n${line}\n20 Mountain`);
    expect(deck.fatal).toBe(false);
    expect(deck.errors).toHaveLength(1);
    expect(deck.errors[0]?.line).toBe(2);
    expect(deck.errors[0]?.message).toMatch(message);
    expect(brief(deck.main)).toEqual(["4 Shock@1", "20 Mountain@3"]);
  });

  it("reports an over-long line without echoing all of it", () => {
    const deck = parseDeck(`4 ${"A".repeat(600)}`);
    expect(deck.errors).toEqual([{ line: 1, message: expect.stringMatching(/too long/) }]);
    expect(deck.errors[0]!.message.length).toBeLessThan(100);
  });

  it.each([
    ["empty", "", /empty/, null],
    ["whitespace only", " \n\t\n ", /empty/, null],
    ["NUL bytes", "4 Shock\n\u0000\u0001PNG", /NUL/, 2],
    ["control characters", "4 Shock\n\u0001\u0002", /control characters/, 2],
    ["too many lines", "4 Shock\n".repeat(10_001), /more than 10,000 lines/, null],
    ["too large", "x".repeat(1024 * 1024 + 1), /too large/, null],
  ])("%s input is one fatal error", (_what, input, message, line) => {
    const deck = parseDeck(input);
    expect(deck.fatal).toBe(true);
    expect(deck.format).toBe("unknown");
    expect(deck.errors).toEqual([{ line, message: expect.stringMatching(message) }]);
    expect(deck.main).toEqual([]);
  });

  it("refuses invalid UTF-8 and binary bytes", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    expect(parseDeck(png).errors[0]?.message).toMatch(/binary/);
    const latin1 = new Uint8Array([0x34, 0x20, 0x4c, 0x69, 0x6d, 0x2d, 0x44, 0xfb, 0x6c]); // "4 Lim-Dûl" in Latin-1
    const deck = parseDeck(latin1);
    expect(deck.fatal).toBe(true);
    expect(deck.errors[0]?.message).toMatch(/not UTF-8/);
  });

  it("reports malformed XML with the line where it breaks", () => {
    const deck = parseDeck('<?xml version="1.0"?>\n<Deck>\n  <Cards Quantity="4" Name="Shock">\n</Deck>\n');
    expect(deck.fatal).toBe(true);
    expect(deck.format).toBe("mtgo");
    expect(deck.errors).toHaveLength(1);
    expect(deck.errors[0]?.line).toBe(4);
    expect(deck.errors[0]?.message).toMatch(/malformed XML/);
  });

  it("refuses DOCTYPE declarations (entity expansion)", () => {
    const bomb =
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>\n<Deck><Cards Quantity="1" Name="&lol2;"/></Deck>';
    const deck = parseDeck(bomb);
    expect(deck.fatal).toBe(true);
    expect(deck.errors).toEqual([{ line: 2, message: expect.stringMatching(/DOCTYPE/) }]);
  });

  it("reports bad XML card elements by line and keeps the good ones", () => {
    const deck = parseDeck(
      '<Deck>\n<Cards Quantity="4" Sideboard="false" Name="Shock"/>\n<Cards Quantity="0" Name="Blaze"/>\n<Cards Quantity="2"/>\n<Cards Name="Abrade"/>\n<Cards Quantity="x" Name="Fervor"/>\n</Deck>',
    );
    expect(deck.fatal).toBe(false);
    expect(brief(deck.main)).toEqual(["4 Shock@2"]);
    expect(deck.errors.map((e) => e.line)).toEqual([3, 4, 5, 6]);
    expect(deck.errors[0]?.message).toMatch(/"Blaze".*count is 0/);
    expect(deck.errors[1]?.message).toMatch(/without a card name/);
    expect(deck.errors[2]?.message).toMatch(/no count/);
    expect(deck.errors[3]?.message).toMatch(/not a number/);
  });

  it("reports a Cockatrice file without its root element", () => {
    const deck = parseDeck('<?xml version="1.0"?><cockatrice_deckx/>');
    expect(deck.fatal).toBe(true);
  });

  it("reports bad Forge card lines by line", () => {
    const deck = parseDeck("[metadata]\nName=X\n[Main]\n4 Shock|M19\nShock|M19\n0 Blaze|M11\n");
    expect(brief(deck.main)).toEqual(["4 Shock@4"]);
    expect(deck.errors.map((e) => e.line)).toEqual([5, 6]);
  });

  it("names an unknown Forge section (a typo such as [Sidebaord]) instead of dropping its cards without a word", () => {
    const deck = parseDeck(
      "[metadata]\nName=X\n[Main]\n4 Shock\n56 Mountain\n[Sidebaord]\n2 Abrade\n[Planes]\n1 Some Plane\n",
    );
    expect(brief(deck.main)).toEqual(["4 Shock@4", "56 Mountain@5"]);
    expect(deck.sideboard).toEqual([]);
    expect(deck.errors).toEqual([
      {
        line: 6,
        message: expect.stringMatching(
          /^unknown section "\[Sidebaord\]": its cards are not read \(Forge's sections are /,
        ),
      },
    ]);
  });

  it("names an MTGO card whose Sideboard is neither true nor false, and a card element under another tag, instead of guessing or dropping it", () => {
    const deck = parseDeck(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<Deck>",
        '  <Cards CatID="1" Quantity="4" Sideboard="maybe" Name="Shock" />',
        '  <Cards CatID="2" Quantity="56" Sideboard="false" Name="Mountain" />',
        '  <Card CatID="3" Quantity="4" Sideboard="false" Name="Lightning Bolt" />',
        "  <NetDeckID>0</NetDeckID>",
        "</Deck>",
      ].join("\n"),
    );
    expect(brief(deck.main)).toEqual(["56 Mountain@4"]);
    expect(deck.sideboard).toEqual([]);
    expect(deck.errors).toEqual([
      { line: 3, message: '"Shock": Sideboard="maybe" must be "true" or "false"' },
      { line: 5, message: "a <Card> element is not read (an MTGO .dek lists its cards in <Cards> elements)" },
    ]);
  });

  it("names a Cockatrice zone other than main, side and tokens instead of dropping its cards", () => {
    const deck = parseDeck(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<cockatrice_deck version="1">',
        '  <zone name="main"><card number="60" name="Mountain"/></zone>',
        '  <zone name="tokens"><card number="1" name="Goblin"/></zone>',
        '  <zone name="maybe"><card number="2" name="Shock"/></zone>',
        "</cockatrice_deck>",
      ].join("\n"),
    );
    expect(brief(deck.main)).toEqual(["60 Mountain@3"]);
    expect(deck.errors).toEqual([
      { line: 5, message: 'zone "maybe" is not read (a Cockatrice deck\'s zones are "main", "side" and "tokens")' },
    ]);
  });

  it("never throws on arbitrary strings", () => {
    const samples = [
      "<",
      "<Deck",
      "[Main]\n|||",
      "SB:",
      "SB: 0",
      "About\nName",
      "\uD800",
      "4 \uD800",
      "<cockatrice_deck><zone/></cockatrice_deck>",
    ];
    for (const s of samples) expect(() => parseDeck(s)).not.toThrow();
  });
});

describe("property: parseDeck never throws and always explains itself", () => {
  it("holds for arbitrary text and bytes", () => {
    const pieces = fc.constantFrom(
      "4 ",
      "x",
      "Lightning Bolt",
      " (M11) 149",
      "*F*",
      "\n",
      "\r\n",
      "//",
      "#",
      "SB: ",
      "Deck\n",
      "Sideboard\n",
      "About\n",
      "Name ",
      "[Main]\n",
      "|M11|1",
      "<Deck>",
      '<Cards Quantity="4" Name="Shock"/>',
      "</Deck>",
      "<cockatrice_deck>",
      '<zone name="main">',
      '<card number="2" name="X"/>',
      "-1 ",
      "0 ",
      "\u0000",
      "û",
      "\uD800",
    );
    const deckish = fc.array(pieces, { maxLength: 40 }).map((xs) => xs.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string(), deckish, fc.uint8Array({ maxLength: 200 })), (input) => {
        const deck = parseDeck(input);
        const all = [...deck.main, ...deck.sideboard, ...deck.commander, ...deck.companion];
        for (const e of all) {
          expect(Number.isInteger(e.count) && e.count >= 1).toBe(true);
          expect(e.name.length).toBeGreaterThan(0);
        }
        if (deck.fatal) expect(deck.errors).toHaveLength(1);
        for (const err of deck.errors) {
          expect(err.message.length).toBeGreaterThan(0);
          expect(err.line === null || (Number.isInteger(err.line) && err.line >= 1)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
