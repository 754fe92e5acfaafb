import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { parseCatalogJson } from "@fishbowl/cards";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CatalogImportError, importCatalog } from "./importer.js";

const FIXTURES = fileURLToPath(new URL("./__fixtures__/", import.meta.url));
const automated = (name: string): boolean => name === "Lightning Bolt" || name === "Mountain";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fishbowl-import-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function write(name: string, text: string | Uint8Array): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text);
  return p;
}

function readOut(p: string): string[] {
  const r = parseCatalogJson(fs.readFileSync(p, "utf8"));
  if (!r.ok) throw new Error(r.error);
  return r.cards.map((c) => c.name);
}

describe("importCatalog", () => {
  it("streams a Scryfall array, reporting skipped records with index, name and reason", async () => {
    const out = path.join(dir, "data", "catalog.json");
    const s = await importCatalog(path.join(FIXTURES, "scryfall-oracle.json"), out, automated);
    // automated: Lightning Bolt and Mountain by the predicate (built in), Raging Goblin and Shock compiled whole;
    // Goblin Guide's reveal trigger and Delver's two faces are not read
    expect(s).toMatchObject({ cards: 6, automated: 4, format: "scryfall", duplicates: 0, output: out });
    expect(s.skipped).toEqual([
      { index: 5, name: "Goblin", reason: 'layout "token" is not a deck card' },
      { index: 6, name: "Broken Card", reason: "type_line: missing (and no card_faces)" },
    ]);
    expect(readOut(out)).toEqual([
      "Delver of Secrets // Insectile Aberration",
      "Goblin Guide",
      "Lightning Bolt",
      "Mountain",
      "Raging Goblin",
      "Shock",
    ]);
    expect(fs.readdirSync(path.dirname(out))).toEqual(["catalog.json"]);
  });

  it("deduplicates default_cards printings by name", async () => {
    const card = (id: string, name: string): string =>
      JSON.stringify({
        object: "card",
        id,
        name,
        layout: "normal",
        mana_cost: "{R}",
        cmc: 1,
        type_line: "Instant",
        oracle_text: "x",
        colors: ["R"],
        keywords: [],
      });
    const input = write(
      "default-cards.json",
      `[${card("1", "Shock")},${card("2", "Shock")},${card("3", "Lightning Bolt")},${card("4", "shock")}]`,
    );
    const s = await importCatalog(input, path.join(dir, "catalog.json"), automated);
    expect(s).toMatchObject({ cards: 2, duplicates: 2, skipped: [] });
  });

  it("reads MTGJSON AtomicCards (meta before data), reporting bad entries by name", async () => {
    const out = path.join(dir, "catalog.json");
    const s = await importCatalog(path.join(FIXTURES, "mtgjson-atomic.json"), out, automated);
    // automated: Lightning Bolt (built in) and Grizzly Bears (a vanilla creature, compiled whole); Fire // Ice has two faces
    expect(s).toMatchObject({ cards: 3, automated: 2, format: "mtgjson" });
    expect(s.skipped).toEqual([{ index: 2, name: "Nameless Thing", reason: expect.stringMatching(/^0\.manaValue: /) }]);
    expect(readOut(out)).toEqual(["Fire // Ice", "Grizzly Bears", "Lightning Bolt"]);
  });

  it("reads gzip-compressed input", async () => {
    const gz = path.join(dir, "oracle-cards.json.gz");
    fs.writeFileSync(gz, zlib.gzipSync(fs.readFileSync(path.join(FIXTURES, "scryfall-oracle.json"))));
    expect(await importCatalog(gz, path.join(dir, "catalog.json"), automated)).toMatchObject({
      cards: 6,
      format: "scryfall",
    });
  });

  it("reads a Scryfall API list object ({ object: list, data: [...] })", async () => {
    const input = write(
      "list.json",
      JSON.stringify({
        object: "list",
        has_more: false,
        data: [
          {
            object: "card",
            name: "Opt",
            layout: "normal",
            mana_cost: "{U}",
            cmc: 1,
            type_line: "Instant",
            oracle_text: "Scry 1.\nDraw a card.",
            colors: ["U"],
            keywords: [],
          },
        ],
      }),
    );
    expect(await importCatalog(input, path.join(dir, "catalog.json"), automated)).toMatchObject({
      cards: 1,
      format: "scryfall",
    });
  });

  it("leaves the previous catalog in place when the input is bad (atomic replace)", async () => {
    const out = path.join(dir, "catalog.json");
    await importCatalog(path.join(FIXTURES, "scryfall-oracle.json"), out, automated);
    const before = fs.readFileSync(out, "utf8");
    const full = fs.readFileSync(path.join(FIXTURES, "scryfall-oracle.json"), "utf8");
    const bad = [
      write("truncated.json", full.slice(0, Math.floor(full.length * 0.8))),
      write("garbage.json", "this is not json"),
      write("shape.json", '"just a string"'),
      write("nodata.json", '{"meta":{}}'),
      write("nocards.json", '[{"object":"card","name":"Goblin","layout":"token","type_line":"Token"}]'),
      write("badgzip.json.gz", new Uint8Array([0x1f, 0x8b, 1, 2, 3])),
      write("empty.json", ""),
      path.join(dir, "missing.json"),
      dir,
    ];
    for (const input of bad) {
      const err = await importCatalog(input, out, automated).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err, input).toBeInstanceOf(CatalogImportError);
      expect((err as Error).message.startsWith(input), (err as Error).message).toBe(true);
      expect((err as Error).message).toMatch(
        /not a file|cannot read|not valid JSON|not a valid gzip file|not a catalog source|no cards found|empty input/,
      );
      expect(fs.readFileSync(out, "utf8")).toBe(before);
      expect(fs.readdirSync(dir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
    }
  });
});

describe("importCatalog input errors", () => {
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fishbowl-import-err-"));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("gives the exact line and column of a syntax error, gzip-compressed too", async () => {
    const lines = fs.readFileSync(path.join(FIXTURES, "scryfall-oracle.json"), "utf8").split("\n");
    lines[2] = lines[2]!.replace('"layout":', '"layout" ');
    const column = lines[2]!.indexOf('"layout" ') + 10;
    const plain = path.join(tmp, "broken.json");
    fs.writeFileSync(plain, lines.join("\n"));
    await expect(importCatalog(plain, path.join(tmp, "catalog.json"), automated)).rejects.toThrow(
      `${plain}: not valid JSON at line 3, column ${column} (expected ':'); the catalog was not replaced`,
    );
    const gz = path.join(tmp, "broken.json.gz");
    fs.writeFileSync(gz, zlib.gzipSync(lines.join("\n")));
    await expect(importCatalog(gz, path.join(tmp, "catalog.json"), automated)).rejects.toThrow(
      `${gz}: not valid JSON at line 3, column ${column}`,
    );
  });

  it("imports a compact Fishbowl catalog as it is", async () => {
    const first = path.join(tmp, "first", "catalog.json");
    await importCatalog(path.join(FIXTURES, "scryfall-oracle.json"), first, automated);
    const again = await importCatalog(first, path.join(tmp, "second", "catalog.json"), automated);
    expect(again).toMatchObject({ cards: 6, format: "fishbowl", skipped: [] });
    expect(JSON.parse(fs.readFileSync(path.join(tmp, "second", "catalog.json"), "utf8"))).toEqual(
      JSON.parse(fs.readFileSync(first, "utf8")),
    );
  });
});
