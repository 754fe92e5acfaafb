import { describe, expect, it } from "vitest";
import { logLineInYourTurns, turnWords, yourTurnAt } from "./turn-words.js";

describe("the table's turn convention (your turns, as the autopilot counts kill turns)", () => {
  it("numbers your turns on the play and on the draw", () => {
    expect([1, 2, 3, 4, 5].map((t) => yourTurnAt(t, true))).toEqual([1, 1, 2, 2, 3]);
    expect([1, 2, 3, 4, 5].map((t) => yourTurnAt(t, false))).toEqual([0, 1, 1, 2, 2]);
  });
  it("words the header's turn", () => {
    expect(turnWords(0, "you", true)).toBe("Before the game");
    expect(turnWords(3, "you", true)).toBe("Your turn 2");
    expect(turnWords(4, "opponent", true)).toBe("Goldfish's turn, after your turn 2");
    expect(turnWords(1, "opponent", false)).toBe("Goldfish's turn, before your first turn");
    expect(turnWords(4, "you", false)).toBe("Your turn 2");
  });
  it("rewrites the engine's turn lines in the log, and only those", () => {
    expect(logLineInYourTurns("Turn 3 (your turn)", true)).toBe("Your turn 2");
    expect(logLineInYourTurns("Turn 2 (the opponent's turn)", true)).toBe("Goldfish's turn, after your turn 1");
    expect(logLineInYourTurns("You cast Shock. Turn 3 (your turn)", true)).toBe("You cast Shock. Turn 3 (your turn)");
  });
});
