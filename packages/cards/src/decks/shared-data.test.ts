/**
 * Optional integration test against the project's reference data: set FISHBOWL_SHARED to
 * the folder holding `data/catalog.json` and `data/decks/*.txt` (150 real preconstructed
 * decks). Skipped when the variable is not set, so the package's own tests never need it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createNameIndex } from "../names.js";
import { checkDeck } from "./check.js";
import { parseDeck } from "./parse.js";

const root = process.env["FISHBOWL_SHARED"];

describe.skipIf(!root)("shared reference decks (FISHBOWL_SHARED)", () => {
  it("reads every preconstructed deck with every name known to the catalog", () => {
    const catalog = JSON.parse(readFileSync(join(root!, "data", "catalog.json"), "utf8")) as {
      name: string;
      card_faces?: { name: string }[];
    }[];
    const t0 = performance.now();
    const index = createNameIndex(catalog.map((c) => c.name));
    const buildMs = performance.now() - t0;
    const dir = join(root!, "data", "decks");
    const files = readdirSync(dir).filter((f) => f.endsWith(".txt"));
    expect(files.length).toBeGreaterThan(100);
    let cards = 0;
    const t1 = performance.now();
    for (const file of files) {
      const deck = parseDeck(readFileSync(join(dir, file)));
      const check = checkDeck(deck, index, () => false);
      expect({ file, errors: check.errors, unknown: check.unknown }).toEqual({ file, errors: [], unknown: [] });
      expect(check.mainCount, file).toBeGreaterThanOrEqual(40);
      cards += check.mainCount + check.sideboardCount;
    }
    const checkMs = performance.now() - t1;
    console.log(
      `index of ${index.size} names built in ${buildMs.toFixed(0)} ms; ${files.length} decks (${cards} cards) parsed and checked in ${checkMs.toFixed(0)} ms`,
    );
  });
});
