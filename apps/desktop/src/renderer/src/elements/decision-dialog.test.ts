import { compileCard, MONO_RED_HASTE, registryWith } from "@fishbowl/cards";
import { apply, view as viewOf, type Action, type GameState } from "@fishbowl/engine";
import { stateFromSetup } from "@fishbowl/engine/scenario";
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
    expect(
      needsOptions([
        { type: "cast", player: "you", object: "o1", phyrexian: ["life", "mana"] },
        { type: "cast", player: "you", object: "o1", phyrexian: ["mana", "life"] },
      ]),
    ).toBe(true);
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

  it("offers an alternative cost as its own choice, named (CR 118.9, 702.103a)", async () => {
    const variants = [
      { type: "cast", player: "you", object: "o1" },
      { type: "cast", player: "you", object: "o1", alternative: "bestow" },
    ] as const;
    expect(needsOptions(variants)).toBe(true);
    const dialog = document.createElement("action-options-dialog") as ActionOptionsDialog;
    el = dialog;
    dialog.heading = "Leafcrown Dryad";
    dialog.variants = variants;
    document.body.append(dialog);
    await dialog.updateComplete;
    const labels = [...dialog.shadowRoot!.querySelectorAll("label")].map((l) => l.textContent?.trim());
    expect(labels).toEqual(["for its mana cost", "bestow (cast as an Aura on a creature)"]);
    dialog.variants = [
      { type: "cast", player: "you", object: "o1", modes: [0], replicate: 2 },
      { type: "cast", player: "you", object: "o1", modes: [0, 1], entwine: true },
    ];
    dialog.modeTexts = new Map([
      [0, "Gain 2 life."],
      [1, "Draw a card."],
    ]);
    await dialog.updateComplete;
    const more = [...dialog.shadowRoot!.querySelectorAll("label")].map((l) => l.textContent?.trim());
    expect(more).toEqual([
      "Gain 2 life., replicate paid 2 times, not kicked",
      "Gain 2 life. + Draw a card., entwined, not kicked",
    ]);
  });
});

describe("<decision-dialog> arranging the cards looked at", () => {
  const impulse = compileCard({
    name: "Look Deep",
    manaCost: "{U}",
    manaValue: 1,
    typeLine: "Sorcery",
    colors: ["U"],
    keywords: [],
    layout: "normal",
    oracleText:
      "Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.",
  }).definition;
  const cards = registryWith([impulse]);

  /** A game waiting for Look Deep's arrangement: Mountain, Island, Forest on top. */
  function waiting(): { state: GameState; labels: Record<string, string> } {
    const { state, labels } = stateFromSetup(
      {
        turn: 3,
        active: "you",
        step: "main1",
        you: {
          battlefield: ["Island"],
          hand: [{ card: "Look Deep", id: "spell" }],
          library: ["Mountain", "Island", "Forest", "Plains"],
        },
      },
      1,
      cards,
    );
    let s = state;
    for (const a of [
      { type: "cast", player: "you", object: labels["spell"]! },
      { type: "pass", player: "you" },
    ] as Action[]) {
      const r = apply(s, a, cards);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    return { state: s, labels };
  }

  it("puts one card into the hand and orders the rest (CR 608.2c, 401.4)", async () => {
    const { state } = waiting();
    const v = viewOf(state, cards);
    expect(v.pending?.kind).toBe("arrange");
    const dialog = document.createElement("decision-dialog") as DecisionDialog;
    el = dialog;
    dialog.decision = v.pending!;
    dialog.view = v;
    document.body.append(dialog);
    await dialog.updateComplete;
    const root = dialog.shadowRoot!;
    const confirm = root.querySelector("#arrange-confirm") as HTMLButtonElement;
    expect([...root.querySelectorAll("li.arrange-card .name")].map((n) => n.textContent)).toEqual([
      "Mountain",
      "Island",
      "Forest",
    ]);
    expect(confirm.disabled).toBe(true); // one must go into the hand
    const select = root.querySelectorAll("li.arrange-card select")[1] as HTMLSelectElement;
    select.value = "hand";
    select.dispatchEvent(new Event("change"));
    await dialog.updateComplete;
    expect(confirm.disabled).toBe(false);
    (root.querySelectorAll("li.arrange-card button.down")[0] as HTMLButtonElement).click(); // Mountain below Island
    await dialog.updateComplete;
    (root.querySelectorAll("li.arrange-card button.down")[1] as HTMLButtonElement).click(); // Mountain below Forest
    await dialog.updateComplete;
    expect([...root.querySelectorAll("li.arrange-card .name")].map((n) => n.textContent)).toEqual([
      "Island",
      "Forest",
      "Mountain",
    ]);
    const answer = vi.fn();
    dialog.addEventListener("decision-answer", (e) => answer((e as CustomEvent).detail));
    confirm.click();
    const detail = answer.mock.calls[0]![0] as { targets: string[]; options: string[] };
    expect(detail.options).toEqual(["hand", "bottom", "bottom"]);
    const r = apply(state, { type: "choose", player: "you", ...detail }, cards);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const after = viewOf(r.state, cards);
    expect(after.players.you.hand.map((o) => o.name)).toEqual(["Island"]);
    expect(r.state.players.you.library.map((id) => r.state.objects[id]!.card)).toEqual([
      "Plains",
      "Forest",
      "Mountain",
    ]);
  });
});
