import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import {
  CatalogImportCancelled,
  CatalogImportError,
  importCatalogFile,
  type ImportProgress,
} from "./catalog-import.js";

vi.mock("electron", () => ({}));

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
const token = {
  object: "card",
  name: "Goblin",
  layout: "token",
  mana_cost: "",
  cmc: 0,
  type_line: "Token Creature — Goblin",
  oracle_text: "",
  colors: ["R"],
  keywords: [],
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

const dir = mkdtempSync(path.join(tmpdir(), "fishbowl-catalog-import-"));
const write = (name: string, data: string | Uint8Array) => {
  const p = path.join(dir, name);
  writeFileSync(p, data);
  return p;
};
const names = (file: string) =>
  (JSON.parse(readFileSync(file, "utf8")) as { name: string }[]).map((c) => c.name).sort();
const temps = () => readdirSync(dir).filter((n) => n.endsWith(".tmp"));

describe("importCatalogFile", () => {
  it("streams every catalog format, gzip-compressed too, into the catalog", async () => {
    const inputs: [string, string | Uint8Array, string][] = [
      ["oracle.json", JSON.stringify([bolt, token, bears]), "scryfall"],
      ["list.json", JSON.stringify({ object: "list", has_more: false, data: [bolt, bears] }), "scryfall"],
      ["oracle.json.gz", gzipSync(JSON.stringify([bolt, bears])), "scryfall"],
      [
        "atomic.json",
        JSON.stringify({
          meta: {},
          data: {
            "Grizzly Bears": [
              {
                name: "Grizzly Bears",
                manaCost: "{1}{G}",
                manaValue: 2,
                type: "Creature — Bear",
                power: "2",
                toughness: "2",
                colors: ["G"],
              },
            ],
            "Lightning Bolt": [
              { name: "Lightning Bolt", manaCost: "{R}", manaValue: 1, type: "Instant", text: "x", colors: ["R"] },
            ],
          },
        }),
        "mtgjson",
      ],
    ];
    for (const [name, data, format] of inputs) {
      const target = path.join(dir, `catalog-${name}`);
      const r = await importCatalogFile(write(name, data), target);
      expect(r).toEqual({ cards: 2, skipped: name === "oracle.json" ? 1 : 0, format });
      expect(names(target)).toEqual(["Grizzly Bears", "Lightning Bolt"]);
      // a catalog it wrote imports again as a Fishbowl catalog
      expect(await importCatalogFile(target, path.join(dir, "again.json"))).toMatchObject({
        cards: 2,
        format: "fishbowl",
      });
    }
  });

  it("reports progress in bytes of the file and cards", async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ ...bolt, name: `Bolt ${i}` }));
    const src = write("many.json", JSON.stringify(many));
    const progress: ImportProgress[] = [];
    await importCatalogFile(src, path.join(dir, "many-catalog.json"), { onProgress: (p) => progress.push(p) });
    expect(progress.length).toBeGreaterThan(1);
    const last = progress.at(-1)!;
    expect(last).toMatchObject({
      phase: "read",
      bytes: readFileSync(src).length,
      totalBytes: readFileSync(src).length,
    });
    expect(last.cards).toBeGreaterThan(2900);
    const bytes = progress.map((p) => p.bytes);
    expect(bytes.every((b, i) => i === 0 || b >= bytes[i - 1]!)).toBe(true);
  });

  it("names a bad file (with the line and column of a syntax error) and keeps the catalog", async () => {
    const target = write("kept.json", "previous");
    const cases: [string, string | Uint8Array, string | RegExp][] = [
      [
        "syntax.json",
        `[\n${JSON.stringify(bolt)},\n{"name" "x"}\n]`,
        /syntax\.json: not valid JSON at line 3, column 9 \(expected ':'\)$/,
      ],
      [
        "truncated.json",
        `[\n${JSON.stringify(bolt)},\n${JSON.stringify(bears).slice(0, 20)}`,
        /truncated\.json: not valid JSON: the file ends early \(truncated\?\) at line 3$/,
      ],
      [
        "tokens.json",
        JSON.stringify([token]),
        /tokens\.json: no cards found \(1 record skipped; first skipped: #0 "Goblin": layout "token" is not a deck card\)$/,
      ],
      ["bad.json.gz", new Uint8Array([0x1f, 0x8b, 1, 2, 3]), /bad\.json\.gz: not a valid gzip file/],
      ["shape.json", '"text"', /shape\.json: not a catalog source/],
    ];
    for (const [name, data, message] of cases) {
      const err = await importCatalogFile(write(name, data), target).catch((e: unknown) => e);
      expect(err, name).toBeInstanceOf(CatalogImportError);
      expect((err as Error).message).toMatch(message);
    }
    await expect(importCatalogFile(path.join(dir, "missing.json"), target)).rejects.toThrow(
      /missing\.json: cannot read \(ENOENT\)/,
    );
    await expect(importCatalogFile(dir, target)).rejects.toThrow(/: not a file/);
    expect(readFileSync(target, "utf8")).toBe("previous");
    expect(temps()).toEqual([]);
  });

  it("can be cancelled, keeping the catalog", async () => {
    const target = write("cancel.json", "previous");
    const src = write(
      "cancel-src.json",
      JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ ...bolt, name: `Bolt ${i}` }))),
    );
    const controller = new AbortController();
    const run = importCatalogFile(src, target, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toBeInstanceOf(CatalogImportCancelled);
    expect(readFileSync(target, "utf8")).toBe("previous");
    expect(temps()).toEqual([]);
  });

  it("refuses formats or card counts the caller does not accept", async () => {
    const target = write("strict.json", "previous");
    await expect(
      importCatalogFile(write("two.json", JSON.stringify([bolt, bears])), target, { minCards: 3 }),
    ).rejects.toThrow(/two\.json: only 2 cards; at least 3 were expected$/);
    await expect(
      importCatalogFile(write("atomic2.json", JSON.stringify({ data: {} })), target, {
        formats: ["scryfall"],
        label: "https://data.scryfall.io/x.json",
      }),
    ).rejects.toThrow(/^https:\/\/data\.scryfall\.io\/x\.json: MTGJSON data, not the scryfall data expected$/);
    expect(readFileSync(target, "utf8")).toBe("previous");
  });
});
