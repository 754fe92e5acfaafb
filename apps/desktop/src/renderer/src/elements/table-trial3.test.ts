/**
 * The table's faults found by the third new-user trial (issue 15): Next turn goes on after the
 * cleanup step's discard; a spell not automated says so as it resolves, auto-pass or not; the
 * not-automated list draws mana symbols.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { describe, expect, it } from "vitest";
import { createEngineGameHost } from "../game/engine-game-host.js";
import { KINDLE, mountTable, settle } from "./table-test-support.js";

const GOBLINS = "Deck\n30 Mountain\n30 Raging Goblin\n";

const mount = () => mountTable([{ name: "Goblins", text: GOBLINS }], true);

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

const WITCH: CardDefinition = {
  name: "Bog Witch",
  manaCost: "{2}{B}",
  types: ["Creature"],
  subtypes: ["Human", "Spellshaper"],
  power: 1,
  toughness: 1,
  oracleText: "{B}, {T}, Discard a card: Add {B}{B}{B}.",
  keywords: [],
  automated: false,
  unautomated: ["{B}, {T}, Discard a card: Add {B}{B}{B}."],
};
const KINDLE_DECK = "Deck\n30 Mountain\n26 Kindle\n4 Bog Witch\n";

describe("<game-table> cards not automated", () => {
  it("says in the notice and the log that a manual spell is not automated as it resolves, with auto-pass on", async () => {
    const { table, root, game } = await mount();
    const extraCards = { Kindle: KINDLE, "Bog Witch": WITCH };
    await table.start({ deckName: "Kindle", deckText: KINDLE_DECK, seed: 3, onThePlay: true, extraCards });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    await game.apply({ type: "passUntil", player: "you", step: "main1" });
    const s = game.state!;
    const ids = (card: string) =>
      [...s.players.you.hand, ...s.players.you.library].filter((x) => s.objects[x]!.card === card);
    for (const id of ids("Mountain").slice(0, 2))
      await game.apply({ type: "manual", player: "you", op: { kind: "move", object: id, to: "battlefield" } });
    const kindle = ids("Kindle")[0]!;
    if (!game.state!.players.you.hand.includes(kindle))
      await game.apply({ type: "manual", player: "you", op: { kind: "move", object: kindle, to: "hand" } });
    await settle(table);
    const card = root.querySelector(`#hand game-card[data-name="Kindle"]`)!;
    card.shadowRoot!.querySelector<HTMLElement>(".card")!.click();
    await settle(table);
    expect(game.view()!.stack).toHaveLength(0); // auto-pass resolved it in the cast's step
    expect(game.state!.log).toContain("Kindle resolves");
    expect(root.querySelector('#apply-by-hand .by-hand[data-name="Kindle"]')).not.toBeNull();
    const log = root.querySelector("game-log")!.shadowRoot!;
    const notes = [...log.querySelectorAll("li.note")].map((li) => li.textContent);
    expect(notes).toEqual(["Kindle is not automated: do what it says with the ⋯ tools"]);
  });

  it("draws the mana symbols of the clauses not automated in the table's list", async () => {
    const { table, root } = await mount();
    const extraCards = { Kindle: KINDLE, "Bog Witch": WITCH };
    await table.start({ deckName: "Kindle", deckText: KINDLE_DECK, seed: 3, onThePlay: true, extraCards });
    await settle(table);
    const witch = [...root.querySelectorAll("#not-automated li")].find((li) => li.textContent!.includes("Bog Witch"))!;
    expect(witch.textContent).not.toContain("{B}");
    expect([...witch.querySelectorAll("i.ms")].map((i) => i.getAttribute("title"))).toEqual([
      "{B}",
      "{T}",
      "{B}",
      "{B}",
      "{B}",
    ]);
  });
});
