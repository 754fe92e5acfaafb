/**
 * The land drop and the curve (lands.ts): a land that enters tapped is held while the untapped
 * one's mana is needed — counting what the spells in hand can use together, not one spell at
 * a time — and played on a turn whose mana it doesn't need; burn doesn't need the mana now.
 */
import { describe, expect, it } from "vitest";
import { builtinRegistry } from "@fishbowl/cards";
import { chooseAction } from "./index.js";
import { spendable } from "./lands.js";
import { table } from "./table.js";
import { board } from "./test-support/board.js";

const GATE = { card: "Gruul Guildgate", label: "gate" };
const MOUNTAIN = { card: "Mountain", label: "mountain" };

describe("the land drop", () => {
  it("holds the tapped land when the untapped one lets three one-drops come down together", () => {
    const { state, ids } = board(builtinRegistry, {
      you: {
        battlefield: ["Mountain", "Mountain"],
        hand: [GATE, MOUNTAIN, "Raging Goblin", "Raging Goblin", "Raging Goblin"],
      },
    });
    expect(chooseAction(state, builtinRegistry)).toEqual({ type: "playLand", player: "you", object: ids["mountain"] });
  });

  it("plays the tapped land on a turn whose mana it doesn't need", () => {
    const { state, ids } = board(builtinRegistry, {
      you: { battlefield: ["Mountain", "Mountain"], hand: [GATE, MOUNTAIN, "Raging Goblin", "Raging Goblin"] },
    });
    expect(chooseAction(state, builtinRegistry)).toEqual({ type: "playLand", player: "you", object: ids["gate"] });
  });

  it("doesn't count burn as needing the mana now (it deals the same damage later)", () => {
    const { state, ids } = board(builtinRegistry, {
      you: {
        battlefield: ["Mountain", "Mountain"],
        hand: [GATE, MOUNTAIN, "Raging Goblin", "Raging Goblin", "Lightning Bolt"],
      },
    });
    expect(chooseAction(state, builtinRegistry)).toEqual({ type: "playLand", player: "you", object: ids["gate"] });
  });
});

describe("spendable", () => {
  it("is the best sum of the costs of the spells worth casting early that fits the mana", () => {
    const { state } = board(builtinRegistry, {
      you: { hand: ["Grizzly Bears", "Raging Goblin", "Colossal Dreadmaw", "Lightning Bolt", "Forest"] },
    });
    const t = table(state, builtinRegistry);
    expect([1, 2, 3, 4, 6, 9].map((m) => spendable(state, builtinRegistry, t, m))).toEqual([1, 2, 3, 3, 6, 9]);
  });
});
