import { MONO_RED_HASTE } from "@fishbowl/cards";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEngineGameHost } from "../game/engine-game-host.js";
import type { ActionOptionsDialog, OptionsChosen } from "./action-options-dialog.js";
import { needsOptions } from "./action-options-dialog.js";
import type { DecisionDialog } from "./decision-dialog.js";
import "./action-options-dialog.js";
import "./decision-dialog.js";

let el: HTMLElement | undefined;
afterEach(() => el?.remove());

describe("<decision-dialog>", () => {
  it("puts the chosen cards on the bottom after a mulligan (London, 103.5)", async () => {
    const game = createEngineGameHost();
    await game.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
    await game.apply({ type: "choose", player: "you", options: ["mulligan"] });
    await game.apply({ type: "choose", player: "you", options: ["keep"] });
    const view = game.view()!;
    expect(view.pending?.kind).toBe("bottom");
    const dialog = document.createElement("decision-dialog") as DecisionDialog;
    el = dialog;
    dialog.decision = view.pending!;
    dialog.view = view;
    document.body.append(dialog);
    await dialog.updateComplete;
    const confirm = dialog.shadowRoot!.querySelector("#bottom-confirm") as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const answer = vi.fn();
    dialog.addEventListener("decision-answer", (e) => answer((e as CustomEvent).detail));
    (dialog.shadowRoot!.querySelector("button.pick") as HTMLButtonElement).click();
    await dialog.updateComplete;
    expect(confirm.disabled).toBe(false);
    confirm.click();
    const detail = answer.mock.calls[0]![0] as { options: string[] };
    expect(detail.options).toEqual([view.players.you.hand[0]!.name]);
    const outcome = await game.apply({ type: "choose", player: "you", ...detail });
    expect(outcome.ok).toBe(true);
    expect(game.view()!.players.you.hand).toHaveLength(6);
  });
});

describe("<action-options-dialog>", () => {
  it("announces kicker and X from the legal variants", async () => {
    const variants = [
      { type: "cast", player: "you", object: "o1", x: 3, kicker: true },
      { type: "cast", player: "you", object: "o1", x: 5 },
    ] as const;
    expect(needsOptions(variants)).toBe(true);
    expect(needsOptions([{ type: "cast", player: "you", object: "o1" }])).toBe(false);
    expect(needsOptions([{ type: "cast", player: "you", object: "o1", phyrexian: ["life", "mana"] }, { type: "cast", player: "you", object: "o1", phyrexian: ["mana", "life"] }])).toBe(true);
    const dialog = document.createElement("action-options-dialog") as ActionOptionsDialog;
    el = dialog;
    dialog.heading = "Blaze";
    dialog.variants = variants;
    document.body.append(dialog);
    await dialog.updateComplete;
    const radios = dialog.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    expect(radios).toHaveLength(2);
    radios[1]!.click();
    await dialog.updateComplete;
    const x = dialog.shadowRoot!.querySelector("#x-value") as HTMLInputElement;
    expect(x.max).toBe("5");
    x.value = "2";
    x.dispatchEvent(new InputEvent("input"));
    const chosen = vi.fn();
    dialog.addEventListener("options-chosen", (e) => chosen((e as CustomEvent<OptionsChosen>).detail));
    (dialog.shadowRoot!.querySelector("#options-confirm") as HTMLButtonElement).click();
    expect(chosen).toHaveBeenCalledWith({ variants: [variants[1]], x: 2 });
  });
});
