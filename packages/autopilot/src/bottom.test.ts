/**
 * The cards put on the bottom after a mulligan (bottom.ts), chosen by the kill they give with
 * this deck rather than by a share of lands: with one-drops it keeps two lands in six and one
 * in four (what an exact solver of the deck finds best), a spell that adds no damage goes
 * first, a land whose color the hand needs is kept, and the choice is a function of the state.
 */
import { describe, expect, it } from "vitest";
import { builtinRegistry } from "@fishbowl/cards";
import { bottomCards } from "./bottom.js";
import { worstCards } from "./mulligan.js";
import { board } from "./test-support/board.js";

const fill = (n: number, name: string) => Array<string>(n).fill(name);

/** A pre-game hand and library (counts as in a 60-card deck), on the play. */
function hand(cards: string[], library: string[]) {
  const { state } = board(builtinRegistry, { you: { hand: cards, library } });
  state.startingPlayer = "you";
  return state;
}

describe("bottomCards", () => {
  const goblins = () =>
    hand(
      [...fill(3, "Mountain"), ...fill(4, "Raging Goblin")],
      [...fill(17, "Mountain"), ...fill(36, "Raging Goblin")],
    );

  it("with Mountains and Raging Goblins, keeps 2 lands + 4 Goblins from 3 + 4 after one mulligan (the land-share rule kept 3 + 3)", () => {
    const s = goblins();
    expect(worstCards(s, builtinRegistry, 1, "bottom")).toEqual(["Raging Goblin"]);
    expect(bottomCards(s, builtinRegistry, 1, worstCards(s, builtinRegistry, 1, "bottom"))).toEqual(["Mountain"]);
  });

  it("keeps 1 land in 4 cards after three mulligans", () => {
    const s = goblins();
    const bottom = bottomCards(s, builtinRegistry, 3, worstCards(s, builtinRegistry, 3, "bottom"));
    expect(bottom.filter((n) => n === "Mountain")).toHaveLength(2);
    expect(bottom).toHaveLength(3);
  });

  it("puts away a spell that adds no damage before a creature", () => {
    const s = hand(
      [...fill(2, "Mountain"), ...fill(4, "Raging Goblin"), "Act of Treason"],
      [...fill(18, "Mountain"), ...fill(32, "Raging Goblin"), ...fill(3, "Act of Treason")],
    );
    expect(bottomCards(s, builtinRegistry, 1, ["Raging Goblin"])).toEqual(["Act of Treason"]);
  });

  it("keeps the land of the color its spells need", () => {
    const s = hand(
      ["Mountain", "Forest", "Forest", ...fill(4, "Raging Goblin")],
      [...fill(10, "Mountain"), ...fill(10, "Forest"), ...fill(33, "Raging Goblin")],
    );
    expect(bottomCards(s, builtinRegistry, 1, ["Mountain"])).toEqual(["Forest"]);
  });

  it("is a function of the state (the same sampled draws every time)", () => {
    const s = goblins();
    const a = bottomCards(s, builtinRegistry, 2, worstCards(s, builtinRegistry, 2, "bottom"));
    expect(bottomCards(s, builtinRegistry, 2, worstCards(s, builtinRegistry, 2, "bottom"))).toEqual(a);
  });
});
