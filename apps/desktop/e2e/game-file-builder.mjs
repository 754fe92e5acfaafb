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

/**
 * In the page, for {@link openGameFile}: whether the table plays another game than the one whose
 * setup was kept in `window[key]` — or, with `orAsked`, asks before replacing it.
 */
const GAME_CHANGED = ([key, orAsked]) => {
  const gt = document.querySelector("app-root")?.shadowRoot?.querySelector("game-table");
  const setup = gt?.game?.record()?.setup ?? null;
  return setup !== window[key] || (orAsked && gt?.shadowRoot?.querySelector("confirm-dialog") != null);
};

/**
 * Opens the game file at `file` on the table as a player does (Open game file…), answering yes
 * when the table asks before replacing a game in progress, and resolves once the table plays
 * the file's game and shows `ready` (a selector inside the table). It waits for the game on the
 * table to change — the same deck and cards as the game before it included — rather than for
 * `ready` alone, which the game being replaced may show too. `t(selector)` is the table's locator.
 */
export async function openGameFile(page, t, file, ready) {
  const key = "__e2eSetupBefore";
  await page.evaluate((k) => {
    window[k] =
      document.querySelector("app-root")?.shadowRoot?.querySelector("game-table")?.game?.record()?.setup ?? null;
  }, key);
  await t("#game-file-input").setInputFiles(file);
  await page.waitForFunction(GAME_CHANGED, [key, true], { polling: 100 });
  const confirm = t("confirm-dialog #confirm-ok");
  if ((await confirm.count()) > 0) await confirm.click();
  await page.waitForFunction(GAME_CHANGED, [key, false], { polling: 100 });
  await t(ready).first().waitFor();
}
