import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCatalogIndex } from "@fishbowl/cards";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalogFile } from "./load.js";
import { searchCatalogFile } from "./search.js";

const FIXTURES = fileURLToPath(new URL("./__fixtures__/", import.meta.url));
const ORACLE = path.join(FIXTURES, "scryfall-oracle.json");

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fishbowl-search-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("searchCatalogFile", () => {
  it("finds, batch by batch, exactly what one index of the whole catalog finds", () => {
    // a bulk file of 60 cards: the fixture's 6 under ten names each
    const records = (JSON.parse(fs.readFileSync(ORACLE, "utf8")) as { name: string; type_line?: string }[]).filter(
      (r) => r.name !== "Goblin" && r.name !== "Broken Card",
    );
    const many = Array.from({ length: 60 }, (_, i) => ({
      ...records[i % records.length],
      name: `${records[i % records.length]!.name} ${String.fromCharCode(97 + (i % 10))}${i}`,
    }));
    const file = path.join(dir, "bulk.json");
    fs.writeFileSync(file, JSON.stringify(many));
    const whole = createCatalogIndex(loadCatalogFile(file));
    for (const query of [
      "t:goblin",
      "c:r mv<=1",
      "o:damage",
      'o:"deals 3"',
      "-t:land",
      "bolt",
      "name:delver or t:mountain",
    ]) {
      const expected = whole.search(query);
      for (const batchSize of [1, 7, 4096]) {
        expect(searchCatalogFile(file, query, { batchSize }), `${query} / ${batchSize}`).toEqual(expected);
      }
      expect(searchCatalogFile(file, query, { batchSize: 7, limit: 3 })).toEqual(whole.search(query, 3));
    }
  });

  it("reports a bad query before reading the file", () => {
    const r = searchCatalogFile(path.join(dir, "never-read.json"), "mv<=");
    expect(r.ok).toBe(false);
  });
});
