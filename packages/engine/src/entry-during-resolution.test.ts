/**
 * A permanent that enters while a spell resolves and needs a choice as it enters (CR 614.12):
 * the resolution waits for the choice, then goes on with its next instructions (608.2c), the
 * new permanent being "it" for them.
 */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const choosy: CardDefinition = {
  name: "Choosy Bear",
  manaCost: "{1}{G}",
  types: ["Creature"],
  subtypes: ["Bear"],
  power: 2,
  toughness: 2,
  oracleText: "Choosy Bear enters with your choice of a flying counter or a trample counter on it.",
  abilities: [
    {
      kind: "replacement",
      text: "enters with your choice of a flying or a trample counter",
      replacement: { kind: "entersWithCounterChoice", options: ["flying", "trample"], count: 1 },
    },
  ],
};
const raise: CardDefinition = {
  name: "Test Raise",
  manaCost: "{R}",
  types: ["Sorcery"],
  oracleText:
    "Return the top creature card of your graveyard to the battlefield. Put a +1/+1 counter on it. Draw a card.",
  spell: {
    modes: [
      {
        text: "raise",
        targets: [],
        effects: [
          { kind: "returnTopCreatureFromGraveyard" },
          { kind: "addCounters", what: { kind: "last" }, counter: "+1/+1", amount: 1 },
          { kind: "draw", amount: 1, who: { kind: "you" } },
        ],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
};
const extra = new Map([choosy, raise].map((d) => [d.name, d]));
const cards: CardRegistry = { get: (n) => extra.get(n) ?? testCards.get(n) };
const { act } = play(cards);

describe("a choice as a permanent enters during a resolution (CR 614.12, 608.2c)", () => {
  it("waits for the choice, then carries out the rest of the spell on the new permanent", () => {
    const b = board(cards, {
      you: {
        battlefield: ["Mountain"],
        hand: [{ card: "Test Raise", label: "raise" }],
        graveyard: ["Choosy Bear"],
        library: ["Forest"],
      },
    });
    let s = act(b.state, { type: "cast", player: "you", object: b.ids["raise"]! });
    s = act(s, { type: "pass", player: "you" });
    expect(s.pending?.decision.kind).toBe("choice");
    expect(s.players.you.hand).toHaveLength(0); // the draw waits with the rest of the spell
    s = act(s, { type: "choose", player: "you", options: ["flying"] });
    const bear = s.battlefield.find((id) => s.objects[id]!.card === "Choosy Bear")!;
    expect(s.objects[bear]!.counters).toEqual({ flying: 1, "+1/+1": 1 });
    expect(s.players.you.hand.map((id) => s.objects[id]!.card)).toEqual(["Forest"]);
    expect(s.stack).toHaveLength(0);
    expect(s.players.you.graveyard.map((id) => s.objects[id]!.card)).toEqual(["Test Raise"]);
  });
});
