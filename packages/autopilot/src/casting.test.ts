/**
 * What the autopilot leaves alone in a main phase (casting.ts): mana abilities on their own,
 * even one that deals damage (mana is made as spells are paid for, CR 601.2g), a sacrifice as
 * a cost (118.3), and a counterspell aimed at its own spell. Moved from the engine's
 * mana-ability, cost and counter tests.
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition, CardRegistry } from "@fishbowl/engine";
import { chooseAction } from "./index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const NULLIFY: CardDefinition = {
  name: "Nullify",
  manaCost: "{U}",
  types: ["Instant"],
  oracleText: "Counter target spell.",
  spell: {
    modes: [
      {
        text: "Counter target spell.",
        targets: [{ text: "target spell", objects: { zone: "stack" }, min: 1, max: 1 }],
        effects: [{ kind: "counter", what: { kind: "target", index: 0 } }],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
};
const cards: CardRegistry = { get: (name) => (name === NULLIFY.name ? NULLIFY : testCards.get(name)) };

describe("the autopilot's main phase", () => {
  it("doesn't activate mana abilities on their own, even one that deals damage", () => {
    const { state } = board(testCards, {
      step: "main2",
      you: { battlefield: ["Dual Land", "Painful Elf", "Prism Filter", "Mountain"] },
    });
    const a = chooseAction(state, testCards);
    expect(a?.type).not.toBe("activate");
  });

  it("leaves the sacrifice of a creature as a cost to the player", () => {
    const { state } = board(testCards, {
      you: {
        battlefield: [{ card: "Sacrifice Altar", label: "altar" }, "Mountain", "Mountain", "Bear", "Bear"],
        library: ["Zap", "Zap"],
      },
      opponent: { battlefield: [{ card: "Bear", label: "theirs" }] },
    });
    const a = chooseAction(state, testCards);
    expect(a?.type).not.toBe("activate");
  });

  it("never counters its own spell", () => {
    const { act } = play(cards);
    const { state, ids } = board(cards, {
      you: {
        hand: [
          { card: "Zap", label: "zap" },
          { card: "Nullify", label: "nul" },
        ],
        battlefield: ["Mountain", "Island"],
      },
    });
    const s = act(state, { type: "cast", player: "you", object: ids["zap"]!, targets: ["opponent"] });
    const a = chooseAction(s, cards);
    expect(a?.type === "cast" && a.object === ids["nul"]).toBe(false);
  });
});
