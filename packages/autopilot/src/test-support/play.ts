/**
 * Playing test games through the engine's public `apply`: an action that must be accepted,
 * and passing priority until the stack is empty.
 */
import { apply, type Action, type CardRegistry, type GameState } from "@fishbowl/engine";

/** `act` (throws, naming the refusal and its CR rules) and `resolveAll` over `cards`. */
export function play(cards: CardRegistry) {
  const act = (s: GameState, a: Action): GameState => {
    const r = apply(s, a, cards);
    if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
    return r.state;
  };
  /** Passes priority until the stack is empty (at most 20 passes). */
  const resolveAll = (s: GameState): GameState => {
    for (let i = 0; i < 20 && s.stack.length > 0; i++) s = act(s, { type: "pass", player: s.priority ?? "you" });
    return s;
  };
  return { act, resolveAll };
}
