/**
 * Every `--catalog` reader goes through `readCatalogSource`: the same formats everywhere
 * (compact catalog, Scryfall array, Scryfall list object, MTGJSON AtomicCards), bulk files
 * streamed, and one-line messages naming the file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { serializeCatalog } from "@fishbowl/cards";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DeckLoadError, readAnyCatalog } from "../goldfish/deck.js";
import { CatalogFileError, readCatalogSource } from "./load.js";

const FIXTURES = fileURLToPath(new URL("./__fixtures__/", import.meta.url));
const ORACLE = path.join(FIXTURES, "scryfall-oracle.json");
const CARD_NAMES = [
  "Delver of Secrets // Insectile Aberration",
  "Goblin Guide",
  "Lightning Bolt",
  "Mountain",
  "Raging Goblin",
  "Shock",
];

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fishbowl-load-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string | Uint8Array): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text);
  return p;
}

const oracleRecords = (): unknown[] => JSON.parse(fs.readFileSync(ORACLE, "utf8")) as unknown[];

describe("readCatalogSource", () => {
  it("reads every format to the same cards", () => {
    const fromArray = readCatalogSource(ORACLE);
    expect(fromArray).toMatchObject({ format: "scryfall", text: undefined });
    expect(fromArray.cards.map((c) => c.name)).toEqual(CARD_NAMES);
    expect(fromArray.skipped.map((s) => s.name)).toEqual(["Goblin", "Broken Card"]);
    const list = readCatalogSource(
      write("list.json", JSON.stringify({ object: "list", has_more: false, data: oracleRecords() })),
    );
    expect(list.format).toBe("scryfall");
    expect(list.cards).toEqual(fromArray.cards);
    const compactText = serializeCatalog(fromArray.cards);
    const compact = readCatalogSource(write("catalog.json", compactText));
    expect(compact).toMatchObject({ format: "fishbowl", text: compactText });
    expect(compact.cards).toEqual(fromArray.cards);
    expect(readCatalogSource(path.join(FIXTURES, "mtgjson-atomic.json")).format).toBe("mtgjson");
  });

  it("streams a bulk file larger than its read chunk, however records fall across chunks", () => {
    const all = oracleRecords();
    const records = [0, 1, 2, 3, 4, 7].map((i) => all[i]); // the fixture's cards, not its token and broken record
    const many = Array.from({ length: 4000 }, (_, i) => ({
      ...(records[i % 6] as object),
      id: `id-${i}`,
      name: `Card ${i}`,
    }));
    const file = write("big.json", `[\n${many.map((r) => JSON.stringify(r)).join(",\n")}\n]\n`);
    expect(fs.statSync(file).size).toBeGreaterThan(1 << 20);
    const r = readCatalogSource(file);
    expect(r.cards).toHaveLength(4000);
    expect(r.cards.find((c) => c.name === "Card 3999")?.typeLine).toBe(
      (records[3999 % 6] as { type_line: string }).type_line,
    );
  });

  it("names the file, and the line of a syntax error", () => {
    const message = (file: string, explicit = true): string => {
      try {
        readCatalogSource(file, { explicit });
      } catch (err) {
        expect(err).toBeInstanceOf(CatalogFileError);
        return (err as Error).message;
      }
      throw new Error("no error");
    };
    const lines = fs.readFileSync(ORACLE, "utf8").split("\n");
    lines[3] = lines[3]!.replace('"name":', '"name" ');
    const broken = write("broken.json", lines.join("\n"));
    expect(message(broken)).toBe(
      `${broken}: not valid JSON at line 4, column ${lines[3]!.indexOf('"name" ') + 8} (expected ':')`,
    );
    const truncated = write("truncated.json", fs.readFileSync(ORACLE, "utf8").slice(0, 900));
    expect(message(truncated)).toBe(`${truncated}: not valid JSON: the file ends early (truncated?) at line 4`);
    const html = write("page.json", "<!doctype html>\n<html></html>");
    expect(message(html)).toBe(`${html}: not valid JSON at line 1, column 1 (expected a value)`);
    const tokens = write(
      "tokens.json",
      JSON.stringify([{ object: "card", name: "Goblin", layout: "token", type_line: "Token" }]),
    );
    expect(message(tokens)).toBe(
      `${tokens}: no cards found (1 records skipped; first: #0 "Goblin": layout "token" is not a deck card)`,
    );
    const gz = write("oracle.json.gz", zlib.gzipSync(fs.readFileSync(ORACLE)));
    expect(message(gz)).toMatch(
      new RegExp(`^${gz}: a gzip-compressed file; decompress it, or import it with "fishbowl catalog import`),
    );
    expect(message(dir)).toBe(`${dir}: is a directory, not a catalog file`);
    expect(message(path.join(dir, "none.json"))).toBe(`${path.join(dir, "none.json")}: no such file`);
    expect(message(path.join(dir, "none.json"), false)).toMatch(/: no catalog here \(run "fishbowl catalog import/);
    const badCompact = write("bad-catalog.json", '[{"name":"Shock","manaCost":"{R}"}]');
    expect(message(badCompact)).toMatch(
      new RegExp(`^${badCompact}: not a Fishbowl catalog: card 0 \\("Shock"\\): manaValue`),
    );
  });
});

describe("readAnyCatalog (goldfish --catalog)", () => {
  it("accepts a Scryfall list object, as import does", () => {
    const list = write("list.json", JSON.stringify({ object: "list", data: oracleRecords() }));
    expect(readAnyCatalog(list).map((c) => c.name)).toEqual(CARD_NAMES);
  });

  it("names the catalog file in its error", () => {
    const bad = write("bad.json", '[{"name": }]');
    expect(() => readAnyCatalog(bad)).toThrow(DeckLoadError);
    expect(() => readAnyCatalog(bad)).toThrow(`catalog ${bad}: not valid JSON at line 1, column 11 (expected a value)`);
  });
});
