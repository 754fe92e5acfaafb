/**
 * The end of combat (CR 511.3) ends what static abilities read from combat ("attacking creatures
 * you control get +1/+0", 611.3a): characteristics are computed again after a combat in which a
 * creature attacked, and not after one in which none did (nothing they read changed). Played in
 * place, counting the characteristics computed (a measure of work, never of time).
 */
import { describe, expect, it } from "vitest";
import { applyInPlace } from "./apply.js";
import type { Action, GameState } from "./state/types.js";
import { characteristicsComputed } from "./rules/layer-cache.js";
import { currentCharacteristics } from "./view.js";
import { board } from "./test-support/board.js";
import { staticArtifact, withCards } from "./test-support/registry.js";

const BANNER = staticArtifact("Charge Banner", "Attacking creatures you control get +1/+0.", {
  affects: { kind: "filter", filter: { types: ["Creature"], controller: "you", combat: "attacking" } },
  mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 0 }],
});
const cards = withCards(BANNER);

function game(): { s: GameState; bear: string; act: (a: Action) => void } {
  const { state: s, ids } = board(cards, {
    you: { battlefield: [{ card: "Bear", label: "bear" }, BANNER.name], library: ["Forest", "Forest"] },
    opponent: { library: ["Forest", "Forest"] },
  });
  const act = (a: Action) => {
    const r = applyInPlace(s, a, cards);
    if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message}`);
  };
  return { s, bear: ids["bear"]!, act };
}

const power = (s: GameState, id: string) => currentCharacteristics(s, cards).get(id)?.power;

describe("the end of combat and static abilities that read combat (CR 511.3, 611.3a)", () => {
  it("an attacker's bonus ends with the combat", () => {
    const { s, bear, act } = game();
    act({ type: "passUntil", player: "you", step: "declare_attackers" });
    act({ type: "declareAttackers", player: "you", attackers: [bear] });
    expect(power(s, bear)).toBe(3);
    act({ type: "passUntil", player: "you", step: "end_of_combat" });
    expect(s.players.opponent.life).toBe(17);
    expect(power(s, bear)).toBe(3);
    act({ type: "pass", player: "you" });
    expect(s.step).toBe("main2");
    expect(power(s, bear)).toBe(2);
  });

  it("the end of a combat in which nothing attacked computes no characteristics", () => {
    const { s, bear, act } = game();
    act({ type: "passUntil", player: "you", step: "declare_attackers" });
    act({ type: "declareAttackers", player: "you", attackers: [] });
    act({ type: "passUntil", player: "you", step: "end_of_combat", active: "opponent" });
    expect(s.active).toBe("opponent");
    expect(power(s, bear)).toBe(2);
    const before = characteristicsComputed();
    act({ type: "passUntil", player: "you", step: "main2" });
    expect(characteristicsComputed()).toBe(before);
    expect(power(s, bear)).toBe(2);
  });
});
