/**
 * Entwine (CR 702.42): a modal spell cast with all its modes for its entwine cost more, the
 * modes followed in the order written (702.42b); offered by `legalActions` when affordable.
 */
import { describe, expect, it } from "vitest";
import { legalActions } from "./legal-actions.js";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const TWIN_GIFTS: CardDefinition = {
  name: "Twin Gifts",
  manaCost: "{G}",
  types: ["Sorcery"],
  oracleText: "Choose one —\n• You gain 2 life.\n• Draw a card.\nEntwine {1}",
  entwine: "{1}",
  spell: {
    modes: [
      { text: "You gain 2 life.", targets: [], effects: [{ kind: "gainLife", amount: 2, who: { kind: "you" } }] },
      { text: "Draw a card.", targets: [], effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }] },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
};
const cards: CardRegistry = { get: (name) => (name === TWIN_GIFTS.name ? TWIN_GIFTS : testCards.get(name)) };
const { act, refused, resolveAll } = play(cards);

describe("entwine (CR 702.42)", () => {
  it("casts every mode for the entwine cost more, and lists it when affordable", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: ["Forest", "Forest"], hand: [{ card: "Twin Gifts", label: "g" }], library: ["Bear"] },
    });
    expect(legalActions(state, "you", cards)).toContainEqual({
      type: "cast",
      player: "you",
      object: ids["g"],
      modes: [0, 1],
      entwine: true,
    });
    const s = resolveAll(act(state, { type: "cast", player: "you", object: ids["g"]!, entwine: true }));
    expect(s.players.you.life).toBe(22);
    expect(s.players.you.hand).toHaveLength(1);
    expect(s.battlefield.every((id) => s.objects[id]!.tapped)).toBe(true);
  });

  it("is refused without the mana, with modes out of order, and for a spell without entwine", () => {
    const one = board(cards, { you: { battlefield: ["Forest"], hand: [{ card: "Twin Gifts", label: "g" }] } });
    expect(refused(one.state, { type: "cast", player: "you", object: one.ids["g"]!, entwine: true })).toContain(
      "601.2g",
    );
    expect(legalActions(one.state, "you", cards).some((a) => a.type === "cast" && a.entwine)).toBe(false);
    const two = board(cards, {
      you: { battlefield: ["Forest", "Forest"], hand: [{ card: "Twin Gifts", label: "g" }] },
    });
    expect(
      refused(two.state, { type: "cast", player: "you", object: two.ids["g"]!, entwine: true, modes: [1, 0] }),
    ).toEqual(["702.42a", "702.42b"]);
    const zap = board(cards, { you: { battlefield: ["Mountain"], hand: [{ card: "Zap", label: "z" }] } });
    expect(
      refused(zap.state, { type: "cast", player: "you", object: zap.ids["z"]!, entwine: true, targets: ["opponent"] }),
    ).toEqual(["702.42a"]);
  });
});
