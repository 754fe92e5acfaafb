/**
 * The lethal check (lethal.ts), case by case on real cards: the set of spells that kills is
 * found and cast (burn before a creature when only the burn is lethal, X sized to leave mana for
 * the rest, burn after combat), an attack that is lethal on its own casts nothing that could tap
 * an attacker, and without a lethal the usual order stands (creatures first).
 */
import { describe, expect, it } from "vitest";
import { applyInPlace, type Action, type GameState } from "@fishbowl/engine";
import { builtinRegistry } from "@fishbowl/cards";
import { chooseAction } from "./index.js";
import { board, type Zones } from "./test-support/board.js";

/** A board at the opponent's `life`, our turn, `step`. */
function at(
  life: number,
  you: Zones,
  step: "main1" | "main2" = "main1",
): { state: GameState; ids: Record<string, string> } {
  const b = board(builtinRegistry, { you, step });
  b.state.players.opponent.life = life;
  return b;
}

/** Plays the autopilot until the turn ends or the game does; returns the actions it took. */
function playTurn(s: GameState): Action[] {
  const turn = s.turn;
  const out: Action[] = [];
  for (let i = 0; i < 100 && !s.winner && s.turn === turn; i++) {
    const a = chooseAction(s, builtinRegistry);
    if (!a) break;
    const r = applyInPlace(s, a, builtinRegistry);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.message}`);
    out.push(a);
  }
  return out;
}

const casts = (actions: Action[], s: GameState) =>
  actions.flatMap((a) => (a.type === "cast" ? [s.objects[a.object]?.card ?? s.lki[a.object]?.name] : []));

describe("the lethal check", () => {
  it("at 6 life with two Mountains, a Goblin in play and Goblin + 2 Bolts in hand, casts the two Bolts and wins", () => {
    const { state } = at(6, {
      battlefield: ["Mountain", "Mountain", "Raging Goblin"],
      hand: ["Raging Goblin", "Lightning Bolt", "Lightning Bolt"],
    });
    const first = chooseAction(state, builtinRegistry);
    expect(first).toMatchObject({ type: "cast", targets: ["opponent"] });
    playTurn(state);
    expect(state.winner).toBe("you");
  });

  it("without a lethal, casts the creature first (it attacks every turn)", () => {
    const { state, ids } = at(20, {
      battlefield: ["Mountain", "Mountain", "Raging Goblin"],
      hand: [{ card: "Raging Goblin", label: "goblin" }, "Lightning Bolt", "Lightning Bolt"],
    });
    expect(chooseAction(state, builtinRegistry)).toMatchObject({ type: "cast", object: ids["goblin"] });
  });

  it("sizes X to leave the mana for the rest of the lethal", () => {
    const { state } = at(5, {
      battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"],
      hand: ["Blaze", "Lightning Bolt"],
    });
    const actions = playTurn(state);
    expect(state.winner).toBe("you");
    expect(actions.find((a) => a.type === "cast" && a.x !== undefined)).toMatchObject({ x: 2 });
  });

  it("after combat, casts the burn that kills rather than a creature", () => {
    const { state } = at(3, { battlefield: ["Mountain"], hand: ["Raging Goblin", "Lightning Bolt"] }, "main2");
    const actions = playTurn(state);
    expect(state.winner).toBe("you");
    expect(casts(actions, state)).toEqual(["Lightning Bolt"]);
  });

  it("casts nothing before a lethal attack, so no attacker is tapped for mana", () => {
    const { state } = at(3, { battlefield: ["Forest", "Llanowar Elves", "Grizzly Bears"], hand: ["Grizzly Bears"] });
    const actions = playTurn(state);
    expect(casts(actions, state)).toEqual([]);
    expect(state.winner).toBe("you");
  });

  it("counts the haste a kicked arrival gives the team", () => {
    // 4 life: a Bolt is short; the kicked Goblin Bushwhacker makes the new Bears and itself attack, +1 each
    const { state } = at(4, {
      battlefield: ["Mountain", "Mountain", "Mountain", { card: "Grizzly Bears", sick: true }],
      hand: ["Goblin Bushwhacker", "Lightning Bolt"],
    });
    playTurn(state);
    expect(state.winner).toBe("you");
  });
});
