/**
 * Playing test games through the public `apply` (the engine's own unit tests): an action that
 * must be accepted, one that must be refused (leaving the state byte-identical), and passing
 * priority until the stack is empty.
 */
import { expect } from "vitest";
import { apply } from "../apply.js";
import type { CardRegistry } from "../core/context.js";
import type { Action, GameState } from "../state/types.js";

/** `act` (throws, naming the refusal and its CR rules), `refused` (the rules cited) and `resolveAll` over `cards`. */
export function play(cards: CardRegistry) {
  const act = (s: GameState, a: Action): GameState => {
    const r = apply(s, a, cards);
    if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
    return r.state;
  };
  const refused = (s: GameState, a: Action): string[] => {
    const before = JSON.stringify(s);
    const r = apply(s, a, cards);
    if (r.ok) throw new Error(`${a.type} was accepted`);
    expect(JSON.stringify(s)).toBe(before); // a refusal changes nothing
    return r.error.rules;
  };
  /** Passes priority until the stack is empty (at most 20 passes). */
  const resolveAll = (s: GameState): GameState => {
    for (let i = 0; i < 20 && s.stack.length > 0; i++) s = act(s, { type: "pass", player: s.priority ?? "you" });
    return s;
  };
  return { act, refused, resolveAll };
}
