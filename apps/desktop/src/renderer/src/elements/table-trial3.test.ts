/**
 * The table's faults found by the third new-user trial (issue 15): Next turn goes on after the
 * cleanup step's discard, and the words and log lines the trial found wrong.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createEngineGameHost } from "../game/engine-game-host.js";
import { createMemoryHost } from "../host/memory-host.js";
import type { GameTable } from "./game-table.js";
import "./game-table.js";

let el: GameTable | undefined;
afterEach(() => el?.remove());

const GOBLINS = "Deck\n30 Mountain\n30 Raging Goblin\n";

async function mount() {
  localStorage.setItem("fishbowl.table.autoPass", "on");
  const host = createMemoryHost([{ name: "Goblins", text: GOBLINS }]);
  const game = createEngineGameHost();
  el = document.createElement("game-table");
  el.host = host;
  el.game = game;
  document.body.append(el);
  await el.updateComplete;
  return { table: el, root: el.shadowRoot!, game };
}

const settle = async (table: GameTable) => {
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await table.updateComplete;
  }
};

/** Keeps seven, goes to the first main phase, and draws `extra` more cards with the manual tools. */
async function keepAndDraw(game: ReturnType<typeof createEngineGameHost>, extra: number) {
  await game.apply({ type: "choose", player: "you", options: ["keep"] });
  await game.apply({ type: "passUntil", player: "you", step: "main1" });
  for (let i = 0; i < extra; i++) {
    const top = game.state!.players.you.library[0]!;
    await game.apply({ type: "manual", player: "you", op: { kind: "move", object: top, to: "hand" } });
  }
}

describe("<game-table> Next turn and decisions", () => {
  it("goes on to your next turn's main phase after the cleanup discard it stopped for (CR 514.1), in one undo step", async () => {
    const { table, root, game } = await mount();
    await table.start({ deckName: "Goblins", deckText: GOBLINS, seed: 3, onThePlay: true });
    await keepAndDraw(game, 4);
    await settle(table);
    expect(game.state!.players.you.hand).toHaveLength(11);
    await table.nextTurn();
    await settle(table);
    const dialog = root.querySelector("decision-dialog")!.shadowRoot!;
    expect(dialog.querySelector("h3")?.textContent).toBe("Discard 4 cards down to your maximum hand size");
    const picks = [...dialog.querySelectorAll<HTMLButtonElement>("button.pick")].slice(0, 4);
    for (const pick of picks) pick.click();
    await settle(table);
    dialog.querySelector<HTMLButtonElement>("#choice-confirm")!.click();
    await settle(table);
    const v = game.view()!;
    expect(v.pending).toBeNull();
    expect([v.turn, v.active, v.step]).toEqual([3, "you", "main1"]);
    expect(game.state!.players.you.hand).toHaveLength(8); // seven kept, the turn's draw
    // the discard and the rest of the way are one undo step, back to the discard
    await table.undo();
    await settle(table);
    expect(game.view()!.pending?.kind).toBe("choice");
  });
});
