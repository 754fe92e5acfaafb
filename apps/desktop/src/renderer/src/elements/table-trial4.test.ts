/**
 * The table's faults found by the fourth new-user trial (issue 15): the apply-by-hand notice
 * draws the cost symbols of the clauses not automated (not "[object Object]"); undo drops the
 * refusals and notes of the undone part (no false "game is over", no stale note splitting a
 * token creation's log); a finished game refuses manual actions.
 */
import type { CardDefinition, TokenSpec } from "@fishbowl/engine";
import { render } from "lit";
import { describe, expect, it } from "vitest";
import { renderByHand } from "./apply-by-hand.js";
import type { TableController } from "./table-controller.js";
import { KINDLE, castKindleByClick, mountTable, settle } from "./table-test-support.js";

const GOBLINS = "Deck\n30 Mountain\n30 Raging Goblin\n";

async function mount(deckText = GOBLINS, extraCards: Record<string, CardDefinition> = {}) {
  const mounted = await mountTable([{ name: "Goblins", text: deckText }], true);
  const { table, game } = mounted;
  await table.start({ deckName: "Goblins", deckText, seed: 3, onThePlay: true, extraCards });
  await game.apply({ type: "choose", player: "you", options: ["keep"] });
  await game.apply({ type: "passUntil", player: "you", step: "main1" });
  return mounted;
}

describe("apply-by-hand notice", () => {
  it("draws the mana symbols of the clauses not automated, with no [object Object]", () => {
    const t = {
      ui: {
        byHand: [
          {
            name: "Scrapheap Scrounger",
            text: "{1}{B}, Mill two cards, Exile another creature card from your graveyard: Return this card from your graveyard to the battlefield tapped.",
            automation: { kind: "partial", clauses: ["{1}{B}, Mill two cards: Return it.", "{T}: Add {R}."] },
          },
        ],
      },
      update: () => {},
    } as unknown as TableController;
    const div = document.createElement("div");
    render(renderByHand(t), div);
    const p = div.querySelector('.by-hand[data-name="Scrapheap Scrounger"]')!;
    expect(p.textContent).not.toContain("[object Object]");
    expect(p.textContent).toContain("not: ");
    expect(p.textContent).toContain(" · ");
    expect([...p.querySelectorAll("i.ms")].map((i) => i.getAttribute("title"))).toEqual([
      "{1}",
      "{B}",
      "{T}",
      "{R}",
      "{1}",
      "{B}",
    ]);
  });
});

describe("<game-table> a finished game", () => {
  it("refuses a manual life change once the goldfish has lost, with the reason and rules (CR 104.1, 704.5a)", async () => {
    const { table, root, game } = await mount();
    await table.act({ type: "manual", player: "you", op: { kind: "setLife", target: "opponent", life: 0 } });
    expect(game.state!.winner).toBe("you");
    const ok = await table.act({
      type: "manual",
      player: "you",
      op: { kind: "setLife", target: "opponent", life: 99 },
    });
    await settle(table);
    expect(ok).toBe(false);
    expect(game.state!.players.opponent.life).toBe(0);
    const log = root.querySelector("game-log")!.shadowRoot!;
    expect([...log.querySelectorAll("li.refusal")].map((li) => li.textContent)).toEqual([
      "Refused: The game is over: the opponent lost (0 or less life). (CR 104.1, 704.5a)",
    ]);
  });

  it("drops the refusals of an undone part of the game, so they do not show again as the log grows back", async () => {
    const { table, root, game } = await mount();
    await table.act({ type: "manual", player: "you", op: { kind: "setLife", target: "opponent", life: 0 } });
    expect(await table.act({ type: "pass", player: "you" })).toBe(false); // refused: the game is over
    await table.undo();
    expect(game.state!.winner).toBeNull();
    for (let i = 0; i < 4; i++) {
      const top = game.state!.players.you.library[0]!;
      await table.act({ type: "manual", player: "you", op: { kind: "move", object: top, to: "hand" } });
    }
    await settle(table);
    const log = root.querySelector("game-log")!.shadowRoot!;
    expect(log.querySelectorAll("li.refusal")).toHaveLength(0);
    expect(log.textContent).not.toContain("The game is over");
  });
});

describe("<game-table> the log after an undo", () => {
  it("shows 'Manually created 10 Goblin tokens' as one line, with no stale note from an undone spell", async () => {
    const mounted = await mount("Deck\n30 Mountain\n30 Kindle\n", { Kindle: KINDLE });
    const { table, root, game } = mounted;
    await castKindleByClick(mounted);
    expect(game.state!.log).toContain("Kindle resolves");
    await table.undo();
    await settle(table);
    expect(game.state!.log).not.toContain("Kindle resolves");
    const goblin: TokenSpec = {
      name: "Goblin",
      colors: ["R"],
      types: ["Creature"],
      subtypes: ["Goblin"],
      power: 1,
      toughness: 1,
    };
    await table.act({ type: "manual", player: "you", op: { kind: "createToken", token: goblin, count: 10 } });
    await settle(table);
    const log = root.querySelector("game-log")!.shadowRoot!;
    const lines = [...log.querySelectorAll("li")].map((li) => li.textContent);
    expect(lines.at(-1)).toBe("Manually created 10 Goblin tokens");
    expect(lines.join("\n")).not.toContain("Kindle");
  });
});

describe("<game-table> keys after a header checkbox", () => {
  it("takes N (next turn) with focus left on the 'I'll pay' checkbox just ticked, and leaves Space to the checkbox", async () => {
    const { table, root, game } = await mount();
    await settle(table);
    const box = root.querySelector<HTMLInputElement>("#pay-manually")!;
    box.focus();
    box.click();
    await settle(table);
    expect(box.checked).toBe(true);
    const turn = game.view()!.turn;
    box.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true, composed: true }));
    await settle(table);
    expect(game.view()!.turn).toBe(turn); // Space is the checkbox's, not "pass"
    box.dispatchEvent(new KeyboardEvent("keydown", { key: "n", bubbles: true, composed: true }));
    await settle(table);
    expect(game.view()!.turn).toBe(turn + 2); // through the goldfish's turn to your next one
    box.click(); // back off, as the setting is remembered
  });
});

describe("<game-table> small words and notices", () => {
  it("reads 'Your hand, 1 card' for a hand of one", async () => {
    const { table, root, game } = await mount();
    for (const id of game.state!.players.you.hand.slice(1))
      await table.act({ type: "manual", player: "you", op: { kind: "move", object: id, to: "battlefield" } });
    await settle(table);
    expect(root.querySelector("#hand")!.getAttribute("aria-label")).toBe("Your hand, 1 card");
  });

  it("takes the apply-by-hand notice away once the game moves on to another step", async () => {
    const mounted = await mount("Deck\n30 Mountain\n30 Kindle\n", { Kindle: KINDLE });
    const { table, root, game } = mounted;
    await castKindleByClick(mounted);
    expect(root.querySelector("#apply-by-hand")).not.toBeNull();
    await table.act({ type: "pass", player: "you" });
    await settle(table);
    expect(game.state!.step).not.toBe("main1");
    expect(root.querySelector("#apply-by-hand")).toBeNull();
  });
});
