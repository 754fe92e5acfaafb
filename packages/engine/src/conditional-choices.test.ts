/**
 * An instruction done only "if …" (an intervening condition, CR 603.4, or "if it was kicked",
 * 702.33d) may itself ask the player something as it resolves — "you may …", a choice of
 * permanents (CR 608.2d). The resolution waits for that answer and goes on with it, as it does
 * outside a condition.
 */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { runScenario } from "./scenario/index.js";
import { testCards } from "./test-support/registry.js";

const text = "If you control a Mountain, you may draw a card. Then you gain 1 life.";
const study: CardDefinition = {
  name: "Mountain Study",
  manaCost: "{R}",
  types: ["Sorcery"],
  oracleText: text,
  spell: {
    modes: [
      {
        text,
        targets: [],
        effects: [
          {
            kind: "conditional",
            condition: { kind: "youControl", filter: { subtypes: ["Mountain"] } },
            // oxlint-disable-next-line unicorn/no-thenable -- the vocabulary's field (an Effect is never awaited)
            then: [
              {
                kind: "optional",
                text: "you may draw a card",
                // oxlint-disable-next-line unicorn/no-thenable -- the vocabulary's field (an Effect is never awaited)
                then: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
              },
            ],
          },
          { kind: "gainLife", amount: 1, who: { kind: "you" } },
        ],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
};
const cards: CardRegistry = { get: (n) => (n === study.name ? study : testCards.get(n)) };

function play(answer: "yes" | "no") {
  return runScenario(
    {
      format: "fishbowl-scenario/1",
      name: `a "you may" inside an "if", answered ${answer}`,
      rules: ["608.2d", "603.4"],
      setup: {
        turn: 3,
        active: "you",
        step: "main1",
        you: { hand: ["Mountain Study"], battlefield: ["Mountain"], library: ["Forest", "Island"] },
      },
      steps: [
        { do: "cast", card: "Mountain Study" },
        { do: "resolve" },
        { do: "choose", options: [answer] },
        { expect: { stack: 0 } },
        { expect: { count: { player: "you", zone: "hand", equals: answer === "yes" ? 1 : 0 } } },
        { expect: { life: { you: 21 } } },
      ],
    },
    cards,
  );
}

describe("a choice inside a condition (CR 608.2d, 603.4)", () => {
  it("waits for the answer and does what it says", () => {
    const r = play("yes");
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("goes on without the optional instruction when the answer is no", () => {
    const r = play("no");
    expect(r, r.message).toMatchObject({ status: "passed" });
  });
});
