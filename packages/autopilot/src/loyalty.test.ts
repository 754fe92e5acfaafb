/**
 * The autopilot's planeswalkers (loyalty.ts): once a turn each activates its ultimate when the
 * loyalty pays for it (CR 606.6), else its largest "+N" ability; a harmful ability is aimed at
 * the goldfish, never at us.
 */
import { describe, expect, it } from "vitest";
import { apply, type CardDefinition, type CardRegistry } from "@fishbowl/engine";
import { chooseAction } from "./index.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const WALKER: CardDefinition = {
  name: "Test Walker",
  manaCost: "{2}{R}",
  supertypes: ["Legendary"],
  types: ["Planeswalker"],
  oracleText: "[+1]: You gain 1 life.\n[−1]: Draw a card.\n[−3]: Test Walker deals 5 damage to any target.",
  abilities: [
    {
      kind: "activated",
      text: "[+1]",
      cost: { loyalty: 1 },
      targets: [],
      effects: [{ kind: "gainLife", amount: 1, who: { kind: "you" } }],
    },
    {
      kind: "activated",
      text: "[−1]",
      cost: { loyalty: -1 },
      targets: [],
      effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
    },
    {
      kind: "activated",
      text: "[−3]",
      cost: { loyalty: -3 },
      targets: [
        { text: "any target", objects: { types: ["Creature", "Planeswalker"] }, players: true, min: 1, max: 1 },
      ],
      effects: [{ kind: "damage", amount: 5, to: { kind: "target", index: 0 } }],
    },
  ],
};
const cards: CardRegistry = { get: (name) => (name === WALKER.name ? WALKER : testCards.get(name)) };

describe("the autopilot's planeswalkers", () => {
  it("activates the ultimate once the loyalty pays for it, aimed at the goldfish", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: [{ card: "Test Walker", label: "w", counters: { loyalty: 3 } }], library: ["Bear"] },
    });
    const a = chooseAction(state, cards);
    expect(a).toMatchObject({ type: "activate", object: ids["w"], ability: 2, targets: ["opponent"] });
  });

  it("else activates its plus ability, once a turn (CR 606.3)", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: [{ card: "Test Walker", label: "w", counters: { loyalty: 2 } }], library: ["Bear"] },
    });
    const a = chooseAction(state, cards);
    expect(a).toMatchObject({ type: "activate", object: ids["w"], ability: 0 });
    const after = apply(state, a!, cards);
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    expect(after.state.objects[ids["w"]!]?.counters.loyalty).toBe(3);
    // the ability resolves (both players pass, CR 117.4); back in main phase 1 with an empty stack, no second activation
    const passed = apply(after.state, { type: "pass", player: "you" }, cards);
    expect(passed.ok).toBe(true);
    if (!passed.ok) return;
    expect(passed.state.stack.length).toBe(0);
    expect(passed.state.step).toBe("main1");
    expect(passed.state.players.you.life).toBe(21);
    const next = chooseAction(passed.state, cards);
    expect(next?.type).not.toBe("activate");
  });
});
