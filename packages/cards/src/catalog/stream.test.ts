import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogFromBulkJson } from "./bulk.js";
import { serializeCatalog } from "./catalog.js";
import {
  CatalogReadCancelled,
  CatalogSourceError,
  CatalogStreamReader,
  readCatalogStream,
  type CatalogStreamResult,
} from "./stream.js";

const bolt = {
  object: "card",
  name: "Lightning Bolt",
  layout: "normal",
  mana_cost: "{R}",
  cmc: 1,
  type_line: "Instant",
  oracle_text: "Lightning Bolt deals 3 damage to any target.",
  colors: ["R"],
  keywords: [],
  prices: { usd: "1.00" },
};
const bears = {
  object: "card",
  name: "Grizzly Bears",
  layout: "normal",
  mana_cost: "{1}{G}",
  cmc: 2,
  type_line: "Creature — Bear",
  oracle_text: "",
  power: "2",
  toughness: "2",
  colors: ["G"],
  keywords: [],
};
const token = { object: "card", name: "Goblin", layout: "token", type_line: "Token Creature — Goblin", keywords: [] };
const atomic = {
  meta: { version: "5" },
  data: {
    "Grizzly Bears": [
      {
        name: "Grizzly Bears",
        layout: "normal",
        manaCost: "{1}{G}",
        manaValue: 2,
        type: "Creature — Bear",
        types: ["Creature"],
        supertypes: [],
        subtypes: ["Bear"],
        power: "2",
        toughness: "2",
        colors: ["G"],
        colorIdentity: ["G"],
      },
    ],
  },
};

/** Reads `text` split into pieces of `size` characters (every split point must work). */
function readSplit(text: string, size: number, source = "x.json"): CatalogStreamResult {
  const r = new CatalogStreamReader({ source });
  for (let i = 0; i < text.length; i += size) r.write(text.slice(i, i + size));
  return r.end();
}

const names = (r: CatalogStreamResult) => r.cards.map((c) => c.name);

describe("CatalogStreamReader", () => {
  it("reads a Scryfall array, a Scryfall list object, MTGJSON AtomicCards and a compact catalog alike, however the text is split", () => {
    const compact = serializeCatalog(catalogFromBulkJson([bolt, bears])!.cards);
    const inputs: [string, string, string[]][] = [
      [JSON.stringify([bolt, token, bears]), "scryfall", ["Grizzly Bears", "Lightning Bolt"]],
      [
        JSON.stringify({ object: "list", has_more: false, data: [bolt, bears, token], next_page: null }),
        "scryfall",
        ["Grizzly Bears", "Lightning Bolt"],
      ],
      [JSON.stringify(atomic), "mtgjson", ["Grizzly Bears"]],
      [compact, "fishbowl", ["Grizzly Bears", "Lightning Bolt"]],
    ];
    for (const [text, format, expected] of inputs) {
      for (const size of [1, 7, 100_000]) {
        const r = readSplit(text, size);
        expect(r.format).toBe(format);
        expect(names(r)).toEqual(expected);
      }
    }
  });

  it("reduces records to the same cards as the in-memory converters", () => {
    const fixture = readFileSync(new URL("./__fixtures__/scryfall-default-cards.json", import.meta.url), "utf8");
    const streamed = readSplit(fixture, 13);
    const whole = catalogFromBulkJson(JSON.parse(fixture))!;
    expect(streamed.cards).toEqual(whole.cards);
    expect(streamed.skipped).toEqual(whole.skipped);
    const mtgjson = readFileSync(new URL("./__fixtures__/mtgjson-atomic.json", import.meta.url), "utf8");
    expect(readSplit(mtgjson, 29).cards).toEqual(catalogFromBulkJson(JSON.parse(mtgjson))!.cards);
  });

  it("merges default_cards printings and reports skipped records with index, name and reason", () => {
    const r = readSplit(JSON.stringify([bolt, { ...bolt, id: "2" }, token, { object: "card", name: "No Type" }]), 5);
    expect(r).toMatchObject({ count: 1, duplicates: 1, records: 4 });
    expect(r.skipped.map((s) => [s.index, s.name])).toEqual([
      [2, "Goblin"],
      [3, "No Type"],
    ]);
    expect(r.skipped[0]?.reason).toMatch(/token/);
  });

  it("hands cards to onCard in input order and keeps none without keepCards", () => {
    const seen: string[] = [];
    const r = new CatalogStreamReader({ source: "x", keepCards: false, onCard: (c) => seen.push(c.name) });
    r.write(JSON.stringify([bolt, bears]));
    expect(r.end()).toMatchObject({ cards: [], count: 2 });
    expect(seen).toEqual(["Lightning Bolt", "Grizzly Bears"]);
  });

  it("ignores a byte-order mark and reads an empty array as an empty compact catalog", () => {
    expect(names(readSplit(`\uFEFF${JSON.stringify([bears])}`, 3))).toEqual(["Grizzly Bears"]);
    expect(readSplit("[]", 1)).toMatchObject({ format: "fishbowl", count: 0 });
  });

  it("names the file and the line for input that is not a catalog source", () => {
    const bad = (text: string) => {
      try {
        readSplit(text, 3, "cards.json");
      } catch (err) {
        expect(err).toBeInstanceOf(CatalogSourceError);
        return (err as CatalogSourceError).message;
      }
      throw new Error("no error");
    };
    expect(bad(`[\n${JSON.stringify(bolt)},\n{"name": oops}\n]`)).toMatch(
      /^cards\.json: not valid JSON at or before line 3 \(/,
    );
    expect(bad("<html>\n</html>")).toMatch(/^cards\.json: not valid JSON at or before line 1/);
    expect(bad(`[\n${JSON.stringify(bolt)},\n${JSON.stringify(bears).slice(0, 30)}`)).toBe(
      "cards.json: not valid JSON: the file ends early (truncated?) at line 3",
    );
    expect(bad("")).toBe("cards.json: not valid JSON: the file is empty");
    expect(bad('"text"')).toMatch(/^cards\.json: not a catalog source: expected a JSON array/);
    expect(bad('{"cards": []}')).toMatch(/^cards\.json: not a catalog source: an object without "data"/);
    expect(bad('{"data": 3}')).toMatch(/"data" is neither/);
    // a compact catalog is the app's own file: a bad card fails the read, naming it
    expect(bad('[{"name":"Shock","manaCost":"{R}","manaValue":"one"}]')).toMatch(
      /^cards\.json: not a Fishbowl catalog: card 0 \("Shock"\): manaValue/,
    );
  });
});

describe("readCatalogStream", () => {
  async function* chunks(parts: (Uint8Array | string)[]) {
    yield* parts;
  }
  const utf8 = (s: string) => new TextEncoder().encode(s);

  it("decodes UTF-8 split inside a character and reports progress per chunk", async () => {
    const bytes = utf8(JSON.stringify([bears])); // "—" is 3 bytes in UTF-8
    const dash = bytes.indexOf(0xe2);
    const progress: number[] = [];
    const r = await readCatalogStream(chunks([bytes.slice(0, dash + 1), bytes.slice(dash + 1)]), {
      source: "b.json",
      onProgress: (p) => progress.push(p.bytes),
    });
    expect(r.cards[0]?.typeLine).toBe("Creature — Bear");
    expect(progress).toEqual([dash + 1, bytes.length]);
  });

  it("refuses bytes that are not UTF-8, naming the file", async () => {
    await expect(
      readCatalogStream(chunks([new Uint8Array([0x1f, 0x8b, 0xff, 0x00])]), { source: "c.gz" }),
    ).rejects.toThrow(/^c\.gz: not UTF-8 text/);
  });

  it("stops when the signal is aborted", async () => {
    const signal = { aborted: false };
    const parts = ["[", JSON.stringify(bolt), ",", JSON.stringify(bears), "]"];
    async function* slow() {
      for (const p of parts) {
        yield p;
        signal.aborted = true;
      }
    }
    await expect(readCatalogStream(slow(), { source: "d.json", signal })).rejects.toBeInstanceOf(CatalogReadCancelled);
  });
});
