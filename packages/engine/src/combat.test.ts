/**
 * "Can't attack" and "can't block" restrictions (CR 508.1c, 509.1b): effects, not
 * characteristics — the affected creature keeps them when it loses all abilities, and they
 * end when the static ability that imposes them stops existing (CR 611.3a, 613.1f).
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./types.js";
import { apply } from "./apply.js";
import { attackProblem } from "./combat.js";
import { newCtx } from "./core.js";
import { view } from "./view.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

function act(s: GameState, a: Action): GameState {
  const r = apply(s, a, testCards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
  return r.state;
}

function resolveAll(s: GameState): GameState {
  for (let i = 0; i < 20 && s.stack.length > 0; i++) s = act(s, { type: "pass", player: s.priority ?? "you" });
  return s;
}

describe("restrictions from a static ability", () => {
  const setup = () => board(testCards, {
    you: { hand: [{ card: "Silence", label: "silence" }], battlefield: ["Island", { card: "Bear", label: "bear" }, { card: "Stalemate Banner", label: "banner" }] },
  });

  it("are shown in the view and stop an attack, citing 508.1c", () => {
    const { state, ids } = setup();
    const v = view(state, testCards).battlefield.find((o) => o.id === ids["bear"]);
    expect(v).toMatchObject({ canAttack: false, restrictions: ["can't attack", "can't block"] });
  });

  it("stay when the affected creature loses all abilities", () => {
    const { state, ids } = setup();
    const s = resolveAll(act(state, { type: "cast", player: "you", object: ids["silence"]!, targets: [ids["bear"]!] }));
    expect(view(s, testCards).battlefield.find((o) => o.id === ids["bear"])).toMatchObject({ canAttack: false, restrictions: ["can't attack", "can't block"] });
  });

  it("end when the source loses the ability that imposes them", () => {
    const { state, ids } = setup();
    const s = resolveAll(act(state, { type: "cast", player: "you", object: ids["silence"]!, targets: [ids["banner"]!] }));
    const v = view(s, testCards).battlefield.find((o) => o.id === ids["bear"]);
    expect(v?.canAttack).toBe(true);
    expect(v?.restrictions).toBeUndefined();
  });
});

describe("declaring a restricted attacker", () => {
  it("is refused with 508.1c", () => {
    const { state, ids } = board(testCards, { you: { battlefield: [{ card: "Bear", label: "bear" }, { card: "Stalemate Banner" }] } });
    expect(attackProblem(newCtx(state, testCards), ids["bear"]!, "you")?.rules).toEqual(["508.1c"]);
  });
});
