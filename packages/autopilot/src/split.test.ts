/**
 * The autopilot casts a half of a split card (CR 709.3): each half is scored as the spell it is
 * (casting.ts), and `mightAct` counts a split card whose half it could cast (priority.ts).
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition, CardRegistry } from "@fishbowl/engine";
import { chooseAction } from "./index.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const zap = testCards.get("Zap")!;
const SPLIT: CardDefinition = {
  name: "Zip // Zap",
  manaCost: "{U}{R}",
  types: ["Instant"],
  oracleText: "Draw a card.\n//\nZap deals 3 damage to any target.",
  faces: [
    {
      name: "Zip",
      manaCost: "{U}",
      types: ["Instant"],
      oracleText: "Draw a card.",
      spell: {
        modes: [{ text: "Draw a card.", targets: [], effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }] }],
        chooseMin: 1,
        chooseMax: 1,
      },
    },
    { ...zap, name: "Zap Half" },
  ],
};
const cards: CardRegistry = { get: (name) => (name === SPLIT.name ? SPLIT : testCards.get(name)) };

describe("the autopilot's split cards", () => {
  it("casts the burn half at the goldfish after combat", () => {
    const { state, ids } = board(cards, {
      step: "main2",
      you: { hand: [{ card: "Zip // Zap", label: "s" }], battlefield: ["Mountain"], library: ["Mountain"] },
    });
    const a = chooseAction(state, cards);
    expect(a).toMatchObject({ type: "cast", object: ids["s"], face: 1, targets: ["opponent"] });
  });
});
