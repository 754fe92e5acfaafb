import { describe, expect, it } from "vitest";
import type { DeckEntry } from "@fishbowl/cards";
import { lineToStep, mergeSameName } from "./merge-entries.js";

const entry = (count: number, name: string, line: number): DeckEntry => ({ count, name, line });

describe("mergeSameName", () => {
  it("merges “15 Plains” and a later “1 Plains” into one row of 16 in the first one's place", () => {
    const merged = mergeSameName([entry(15, "Plains", 1), entry(4, "Savannah Lions", 2), entry(1, "plains ", 3)]);
    expect(merged.map((e) => [e.count, e.name])).toEqual([
      [16, "Plains"],
      [4, "Savannah Lions"],
    ]);
    expect(lineToStep(merged[0]!)).toEqual(entry(1, "plains ", 3));
    expect(lineToStep(merged[1]!)).toEqual(entry(4, "Savannah Lions", 2));
  });
});
