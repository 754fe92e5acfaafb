/**
 * Choices that were the engine's and became the player's (the order of simultaneous triggers,
 * the legend rule, dividing combat damage: decisions with a default, CR 603.3b, 704.5j, 510.1c):
 * the autopilot plays the engine's default, and where no other decision follows it lets its next
 * action take it, so its games and their recorded actions are those of before.
 */
import { describe, expect, it } from "vitest";
import { apply, type CardDefinition, type CardRegistry, type GameState } from "@fishbowl/engine";
import { decide } from "./decisions.js";
import { chooseAction } from "./index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const OGRE: CardDefinition = {
  name: "Ogre",
  manaCost: "{4}",
  types: ["Creature"],
  power: 5,
  toughness: 5,
  oracleText: "",
};
const cards: CardRegistry = { get: (n: string) => (n === OGRE.name ? OGRE : testCards.get(n)) };
const { act } = play(cards);

/** Your Ogre blocked by two Bears, in the combat damage step with the division pending. */
function divisionPending(): GameState {
  const { state, ids } = board(cards, {
    you: { battlefield: [{ card: "Ogre", label: "ogre" }] },
    opponent: {
      battlefield: [
        { card: "Bear", label: "b1" },
        { card: "Bear", label: "b2" },
      ],
    },
  });
  let s = state;
  for (let i = 0; i < 10 && s.step !== "declare_attackers"; i++) s = act(s, { type: "pass", player: "you" });
  s = act(s, { type: "declareAttackers", player: "you", attackers: [ids["ogre"]!] });
  s = act(s, {
    type: "declareBlockers",
    player: "opponent",
    blocks: [
      { blocker: ids["b1"]!, attacker: ids["ogre"]! },
      { blocker: ids["b2"]!, attacker: ids["ogre"]! },
    ],
  });
  for (let i = 0; i < 10 && !s.pending; i++) s = act(s, { type: "pass", player: "you" });
  return s;
}

describe("decisions with a default", () => {
  it("decide answers with the engine's default", () => {
    const s = divisionPending();
    const d = s.pending!.decision;
    expect(d.kind).toBe("divideDamage");
    expect(decide(s, cards, d)).toEqual({ type: "choose", player: "you", ...(d as { default: object }).default });
  });

  it("chooseAction plays on as if the engine had chosen: its action takes the default itself", () => {
    const s = divisionPending();
    const a = chooseAction(s, cards)!;
    expect(a.type).not.toBe("choose");
    const r = apply(s, a, cards);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.players.opponent.graveyard).toHaveLength(2);
  });
});
