/**
 * Game files for the table's e2e checks, built with the rules engine itself so that every
 * action is one the table would record; the file is what "Open game file…" reads.
 */
import { builtinRegistry } from "@fishbowl/cards";
import { apply, replay } from "@fishbowl/engine";
import { gameFileOf, writeGameFile } from "@fishbowl/game-file";

/**
 * The text of a game file named `name` of `setup` ({ deck, seed, onThePlay, extraCards }) after
 * keeping seven and passing to the first main phase, then `build(act, state)`: `act(action)`
 * applies an action (throwing with the engine's message on a refusal), `manual(op)` applies a
 * manual action of yours, `state()` reads the current state.
 */
export function gameFileAfterKeep(name, setup, build) {
  const extra = setup.extraCards ?? {};
  const cards = { get: (n) => extra[n] ?? builtinRegistry.get(n) };
  let state = replay(setup, [], cards);
  const actions = [];
  const act = (action) => {
    const r = apply(state, action, cards);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    state = r.state;
    actions.push(action);
  };
  act({ type: "choose", player: "you", options: ["keep"] });
  act({ type: "passUntil", player: "you", step: "main1" });
  build({ act, manual: (op) => act({ type: "manual", player: "you", op }), state: () => state });
  return writeGameFile(gameFileOf(setup, actions, name));
}
