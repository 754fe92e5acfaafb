import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../../../shared/eventually.js";
import { createEngineGameHost } from "../game/engine-game-host.js";
import { createMemoryHost } from "../host/memory-host.js";
import type { GameTable } from "./game-table.js";
import "./game-table.js";

let el: GameTable | undefined;
afterEach(() => el?.remove());

describe("<new-game-form> with cards in no card data", () => {
  it("asks before playing placeholders, naming them with the close name; Cancel starts nothing, Play starts the game", async () => {
    localStorage.setItem("fishbowl.table.autoPass", "off");
    const host = createMemoryHost([{ name: "Typo", text: "Deck\n2 Raging Gobln\n38 Mountain\n" }]);
    const game = createEngineGameHost();
    el = document.createElement("game-table");
    el.host = host;
    el.game = game;
    document.body.append(el);
    await el.updateComplete;
    const root = el.shadowRoot!;
    const form = root.querySelector("new-game-form")!;
    await eventually(() => expect(form.shadowRoot!.querySelector('#game-deck option[value="Typo"]')).not.toBeNull());
    await form.updateComplete;
    const start = () => (form.shadowRoot!.querySelector("#start-game") as HTMLButtonElement).click();
    const question = () => form.shadowRoot!.querySelector("confirm-dialog");

    start();
    await eventually(() => expect(question()).not.toBeNull());
    expect(question()!.heading).toBe("Play with 1 placeholder?");
    expect(question()!.message).toMatch(/^1 card not found: Raging Gobln — did you mean Raging Goblin\? In this game/);
    expect(question()!.confirmLabel).toBe("Play with placeholders");
    expect(game.state).toBeNull();
    question()!.shadowRoot!.querySelector<HTMLButtonElement>("#confirm-cancel")!.click();
    await form.updateComplete;
    expect(question()).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(game.state).toBeNull();

    start();
    await eventually(() => expect(question()).not.toBeNull());
    question()!.shadowRoot!.querySelector<HTMLButtonElement>("#confirm-ok")!.click();
    await eventually(() => expect(root.querySelector("decision-dialog")).not.toBeNull());
    expect(game.state).not.toBeNull();
    expect(question()).toBeNull();
  });
});
