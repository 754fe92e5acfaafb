/**
 * State-based actions are performed simultaneously, as one event (CR 704.3): the check that
 * finds a player losing (704.5a) also removes a token outside the battlefield (704.5d) and puts
 * a creature with 0 toughness into its owner's graveyard (704.5f). Regression (found by
 * `pnpm fuzz`): a token returned to its owner's hand by a spell that also cost its controller
 * their last life stayed in the hand once the game was over.
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "./state/vocabulary/index.js";
import type { CardRegistry } from "./core/context.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const snag: CardDefinition = {
  name: "Snag",
  manaCost: "{0}",
  types: ["Instant"],
  oracleText: "Return target creature to its owner's hand. Its controller loses 1 life.",
  spell: {
    modes: [
      {
        text: "Return target creature to its owner's hand. Its controller loses 1 life.",
        targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
        effects: [
          { kind: "returnToHand", what: { kind: "target", index: 0 } },
          { kind: "loseLife", amount: 1, who: { kind: "you" } },
        ],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
};
const cards: CardRegistry = { get: (n) => (n === snag.name ? snag : testCards.get(n)) };
const { act, resolveAll } = play(cards);

describe("state-based actions performed together (CR 704.3)", () => {
  it("a token bounced by the spell that costs its controller the game ceases to exist in the same check", () => {
    let s = board(cards, { you: { hand: [{ card: "Snag", label: "snag" }], battlefield: ["Bear"] } }).state;
    s.players.you.life = 1;
    s = act(s, {
      type: "manual",
      player: "you",
      op: {
        kind: "createToken",
        token: { name: "Soldier", colors: ["W"], types: ["Creature"], subtypes: ["Soldier"], power: 1, toughness: 1 },
      },
    });
    const token = s.battlefield[s.battlefield.length - 1]!;
    const spell = s.players.you.hand[0]!;
    s = resolveAll(act(s, { type: "cast", player: "you", object: spell, targets: [token] }));
    expect(s.winner).toBe("opponent");
    expect(Object.values(s.objects).filter((o) => o.isToken)).toEqual([]); // 704.5d with 704.5a
    expect(s.players.you.hand).toHaveLength(0);
  });
});
