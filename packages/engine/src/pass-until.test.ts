import { describe, expect, it } from "vitest";
import { applyInPlace } from "./apply.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

describe("passUntil", () => {
  it("with nextTurn stops at the next turn's step, whoever's turn it is", () => {
    const { state } = board(testCards, { you: { library: ["Forest", "Forest"] } });
    const r = applyInPlace(state, { type: "passUntil", player: "you", step: "main1", nextTurn: true }, testCards);
    expect(r.ok).toBe(true);
    expect([state.turn, state.active, state.step]).toEqual([4, "opponent", "main1"]);
  });

  it("with active stops only in a turn of that player (skipping the goldfish's turn)", () => {
    const { state } = board(testCards, { you: { library: ["Forest", "Forest"] } });
    const r = applyInPlace(
      state,
      { type: "passUntil", player: "you", step: "main1", nextTurn: true, active: "you" },
      testCards,
    );
    expect(r.ok).toBe(true);
    expect([state.turn, state.active, state.step]).toEqual([5, "you", "main1"]);
  });
});
