/**
 * `legalActions` offers a spell that divides an amount among its targets only with no more
 * targets than the amount (CR 601.2d: each target gets at least 1) — with X = 0 a target is
 * no legal choice. (Found in the 150 real decks' goldfish games: Rolling Thunder offered with
 * X = 0 and a target, then refused.)
 */
import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

describe("divided amounts in legalActions (CR 601.2d)", () => {
  const setup = (lands: number) =>
    board(testCards, {
      you: {
        hand: [{ card: "Rolling Zap", label: "zap" }],
        battlefield: Array.from({ length: lands }, (_, i) => ({ card: "Mountain", label: `m${i}` })),
      },
    });

  it("offers no cast with X = 0 and a target, and every cast it offers is accepted", () => {
    const { state, ids } = setup(2);
    const casts = legalActions(state, "you", testCards).filter((a) => a.type === "cast" && a.object === ids["zap"]);
    const tooMany = casts.filter((a) => a.type === "cast" && (a.targets ?? []).length > (a.x ?? 0));
    expect(tooMany).toEqual([]);
    expect(casts.filter((a) => !apply(state, a, testCards).ok)).toEqual([]);
  });

  it("still offers the cast with a target once X is 1 or more", () => {
    const { state, ids } = setup(3);
    const casts = legalActions(state, "you", testCards).filter((a) => a.type === "cast" && a.object === ids["zap"]);
    expect(casts.some((a) => a.type === "cast" && a.x === 1 && (a.targets ?? []).length === 1)).toBe(true);
    for (const a of casts) expect(apply(state, a, testCards).ok).toBe(true);
  });
});
