/**
 * Object filters (the vocabulary's `ObjectFilter`) on current characteristics: color
 * (CR 105.2: "nonblack", monocolored 105.2a, colorless 105.2c), toughness (CR 208), and
 * "attacking"/"blocking" (CR 506.4).
 */
import { describe, expect, it } from "vitest";
import type { ObjectFilter } from "./vocabulary.js";
import type { GameState } from "./types.js";
import { newCtx } from "./core.js";
import { characteristics, matches } from "./layers.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const { state, ids } = board(testCards, {
  you: { battlefield: [{ card: "Bear", label: "green" }, { card: "Night Knight", label: "black" }, { card: "Gold Golem", label: "multi" }, { card: "Iron Wall", label: "colorless" }] },
});

function matching(s: GameState, f: ObjectFilter): string[] {
  const ctx = newCtx(s, testCards);
  return Object.entries(ids).filter(([, id]) => matches(ctx, characteristics(ctx, id), f, "you")).map(([label]) => label).sort();
}

describe("object filters", () => {
  it("colors: any of them", () => {
    expect(matching(state, { colors: ["G"] })).toEqual(["green", "multi"]);
  });
  it("notColors: nonblack (a colorless object is nonblack)", () => {
    expect(matching(state, { types: ["Creature"], notColors: ["B"] })).toEqual(["colorless", "green", "multi"]);
  });
  it("nonartifact, nonblack", () => {
    expect(matching(state, { types: ["Creature"], notTypes: ["Artifact"], notColors: ["B"] })).toEqual(["green"]);
  });
  it("monocolored: exactly one color", () => {
    expect(matching(state, { monocolored: true })).toEqual(["black", "green"]);
  });
  it("toughness N or less", () => {
    expect(matching(state, { types: ["Creature"], toughnessAtMost: 2 })).toEqual(["black", "green"]);
  });
  it("attacking / blocking: only creatures in combat", () => {
    expect(matching(state, { combat: "either" })).toEqual([]);
    const s: GameState = { ...state, combat: { attackers: [{ attacker: ids["green"]!, defender: "opponent" }], blocks: [], blocked: [], firstStrikeDone: false, regularDone: false, dealtFirstStrike: [], blockersDeclared: false } };
    expect(matching(s, { combat: "attacking" })).toEqual(["green"]);
    expect(matching(s, { combat: "blocking" })).toEqual([]);
    expect(matching(s, { combat: "either" })).toEqual(["green"]);
  });
});
