import { MONO_RED_HASTE } from "@fishbowl/cards";
import type { Action, Decision } from "@fishbowl/engine";
import { afterEach, describe, expect, it } from "vitest";
import { createEngineGameHost } from "../game/engine-game-host.js";
import type { DecisionAnswer, DecisionDialog } from "./decision-dialog.js";
import { asksForPayment, canPayPart, manaSourcesOf, manaTypesNow, paid } from "./payment-dialog.js";
import type { ObjectView } from "@fishbowl/engine";
import "./decision-dialog.js";

let el: HTMLElement | undefined;
afterEach(() => el?.remove());

/** A game of the mono-red sample deck on turn 1 with a Mountain played. */
async function withMountain() {
  const game = createEngineGameHost();
  await game.start({ deckName: "Mono-Red Haste", deckText: MONO_RED_HASTE, seed: 27, onThePlay: true });
  await game.apply({ type: "choose", player: "you", options: ["keep"] });
  await game.apply({ type: "passUntil", player: "you", step: "main1" });
  const v0 = game.view()!;
  const mountain = v0.players.you.hand.find((o) => o.name === "Mountain")!;
  await game.apply({ type: "playLand", player: "you", object: mountain.id });
  const v = game.view()!;
  return { game, v, mountain: v.battlefield.find((o) => o.name === "Mountain")!.id };
}

describe("paying yourself (payment-dialog.ts, CR 601.2g-h)", () => {
  it("asks for a cast's payment once, not for a land play or a mana ability", async () => {
    const { v, mountain } = await withMountain();
    const goblin = v.players.you.hand.find((o) => o.name === "Raging Goblin")!;
    const cast: Action = { type: "cast", player: "you", object: goblin.id };
    expect(asksForPayment(cast, v)).toBe(true);
    expect(asksForPayment({ ...cast, payment: [mountain] }, v)).toBe(false);
    expect(asksForPayment(paid(cast, null), v)).toBe(false); // "Pay automatically" sends it as it was
    expect(paid(cast, [mountain])).toEqual({ ...cast, payment: [mountain] });
    expect(asksForPayment({ type: "playLand", player: "you", object: goblin.id }, v)).toBe(false);
    expect(asksForPayment({ type: "activate", player: "you", object: mountain, ability: 0 }, v)).toBe(false);
    expect(manaSourcesOf(v).map((o) => o.id)).toEqual([mountain]);
  });
});

describe("the sources the payment dialog offers (CR 107.14, 601.2g)", () => {
  const hub = {
    abilities: [
      { index: 0, text: "{T}: You get {E} (an energy counter)." },
      { index: 1, text: "{T}: Add {C}.", mana: true },
      { index: 2, text: "{T}, Pay {E}: Add one mana of any color.", mana: true, choices: ["W", "U", "B", "R", "G"] },
    ],
  } as unknown as ObjectView;
  it("offers Aether Hub for {W} only with an energy to pay; for generic mana always", () => {
    expect([...manaTypesNow(hub, 0)]).toEqual(["C"]);
    expect(canPayPart("{W}", manaTypesNow(hub, 0))).toBe(false);
    expect(canPayPart("{W}", manaTypesNow(hub, 1))).toBe(true);
    expect(canPayPart("{1}{W}", manaTypesNow(hub, 0))).toBe(true);
    expect(canPayPart("{C}", manaTypesNow(hub, 0))).toBe(true);
    expect(canPayPart("{W/U}", new Set(["U"]))).toBe(true);
    expect(canPayPart("{G/P}", new Set(["R"]))).toBe(false);
  });
});

describe("<decision-dialog> dividing combat damage (CR 510.1c)", () => {
  it("starts from the engine's division and sends the shares entered", async () => {
    const { v } = await withMountain();
    const d: Decision = {
      kind: "divideDamage",
      player: "you",
      prompt: "Divide Ogre's 5 combat damage among Bear, Bear",
      attacker: "a",
      amount: 5,
      recipients: [
        { id: "b1", name: "Bear", lethal: 2 },
        { id: "b2", name: "Bear", lethal: 2 },
      ],
      trample: false,
      default: { targets: ["b1", "b2"], divide: [2, 3] },
      rule: "510.1c",
    };
    const dialog = document.createElement("decision-dialog") as DecisionDialog;
    el = dialog;
    dialog.decision = d;
    dialog.view = v;
    document.body.append(dialog);
    await dialog.updateComplete;
    const inputs = [...dialog.shadowRoot!.querySelectorAll<HTMLInputElement>("#damage-division input")];
    expect(inputs.map((i) => i.value)).toEqual(["2", "3"]);
    const answers: DecisionAnswer[] = [];
    dialog.addEventListener("decision-answer", (e) => answers.push((e as CustomEvent<DecisionAnswer>).detail));
    inputs[0]!.value = "5";
    inputs[0]!.dispatchEvent(new Event("input"));
    await dialog.updateComplete;
    const confirm = dialog.shadowRoot!.querySelector<HTMLButtonElement>("#division-confirm")!;
    expect(confirm.disabled).toBe(true); // 8 of 5
    inputs[1]!.value = "0";
    inputs[1]!.dispatchEvent(new Event("input"));
    await dialog.updateComplete;
    confirm.click();
    expect(answers).toEqual([{ targets: ["b1"], divide: [5] }]);
  });
});
