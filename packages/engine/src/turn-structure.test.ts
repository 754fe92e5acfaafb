/**
 * Durations tied to the turn structure (CR 611.2a, 514.2): "until end of turn" ends in the
 * cleanup step; "until your next turn" lasts through the other player's turn and ends as
 * your next turn begins. No card of the pool says "until your next turn", so a test card does.
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState, StepName } from "./types.js";
import { apply } from "./apply.js";
import { newCtx } from "./core.js";
import { characteristics } from "./layers.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

function act(s: GameState, a: Action): GameState {
  const r = apply(s, a, testCards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
  return r.state;
}
/** Passes (as whoever has priority) until the game is in `step` of `turn`. */
function until(s: GameState, step: StepName, turn: number): GameState {
  for (let i = 0; i < 200 && !(s.step === step && s.turn === turn); i++) {
    if (s.pending?.decision.kind === "declareAttackers") s = act(s, { type: "declareAttackers", player: s.pending.decision.player, attackers: [] });
    else s = act(s, { type: "pass", player: s.priority ?? "you" });
  }
  expect([s.step, s.turn]).toEqual([step, turn]);
  return s;
}
const toughness = (s: GameState, id: string) => characteristics(newCtx(s, testCards), id).toughness;

describe("durations (CR 611.2a, 514.2)", () => {
  it("'until your next turn' lasts through the opponent's turn and ends when your next turn begins", () => {
    const { state, ids } = board(testCards, {
      you: { library: ["Forest", "Forest"], hand: [{ card: "Brace", label: "brace" }], battlefield: ["Forest", { card: "Bear", label: "bear" }] },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["brace"]!, targets: [ids["bear"]!] });
    s = act(s, { type: "pass", player: "you" });
    expect(toughness(s, ids["bear"]!)).toBe(5);
    s = until(s, "end", 4);
    expect(s.active).toBe("opponent");
    expect(toughness(s, ids["bear"]!)).toBe(5);
    s = until(s, "upkeep", 5);
    expect(s.active).toBe("you");
    expect(toughness(s, ids["bear"]!)).toBe(2);
  });

  it("cast on the opponent's turn, it still ends when your next turn begins", () => {
    const { state, ids } = board(testCards, {
      active: "opponent",
      you: { library: ["Forest"], hand: [{ card: "Brace", label: "brace" }], battlefield: ["Forest", { card: "Bear", label: "bear" }] },
    });
    let s = state;
    for (let i = 0; i < 10 && s.priority !== "you"; i++) s = act(s, { type: "pass", player: s.priority ?? "opponent" });
    s = act(s, { type: "cast", player: "you", object: ids["brace"]!, targets: [ids["bear"]!] });
    s = act(s, { type: "pass", player: "you" });
    expect(toughness(s, ids["bear"]!)).toBe(5);
    s = until(s, "upkeep", 4);
    expect(s.active).toBe("you");
    expect(toughness(s, ids["bear"]!)).toBe(2);
  });
});
