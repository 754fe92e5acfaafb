import { afterEach, describe, expect, it } from "vitest";
import type { GameView, ManualOp } from "@fishbowl/engine";
import { tokenSpecFrom, type ManualTools } from "./manual-tools.js";
import "./manual-tools.js";

const fields = {
  name: "",
  types: "Creature",
  subtypes: "Goblin",
  colors: [],
  power: "1",
  toughness: "1",
  keywords: "",
};

describe("tokenSpecFrom", () => {
  it("reads types and keywords in any case as the engine spells them, supertypes apart", () => {
    expect(tokenSpecFrom({ ...fields, types: "legendary ARTIFACT creature", keywords: "first strike, Haste" })).toEqual(
      {
        colors: [],
        supertypes: ["Legendary"],
        types: ["Artifact", "Creature"],
        subtypes: ["Goblin"],
        power: 1,
        toughness: 1,
        keywords: ["First strike", "Haste"],
      },
    );
  });

  it("names the words the engine doesn't know instead of making a token they would do nothing on", () => {
    expect(tokenSpecFrom({ ...fields, types: "Creture", keywords: "Flying, Firststrike" })).toEqual({
      error: "Not a card type, supertype or keyword the engine knows: Creture, Firststrike",
    });
  });
});

let el: ManualTools | undefined;
afterEach(() => el?.remove());

describe("<manual-tools>", () => {
  it("shows why a token can't be made, and sends nothing", async () => {
    const view = { players: { you: { life: 20 }, opponent: { life: 20 } } } as unknown as GameView;
    el = Object.assign(document.createElement("manual-tools"), { object: null, view });
    document.body.append(el);
    await el.updateComplete;
    const sent: ManualOp[] = [];
    el.addEventListener("manual-op", (e) => sent.push((e as CustomEvent<ManualOp>).detail));
    const keywords = el.shadowRoot!.querySelector<HTMLInputElement>("#token-keywords")!;
    keywords.value = "Firststrike";
    keywords.dispatchEvent(new InputEvent("input"));
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>("#token-create")!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector("#token-error")?.textContent).toContain("Firststrike");
    expect(sent).toEqual([]);
    keywords.value = "first strike";
    keywords.dispatchEvent(new InputEvent("input"));
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>("#token-create")!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector("#token-error")).toBeNull();
    expect(sent).toMatchObject([{ kind: "createToken", token: { keywords: ["First strike"] } }]);
  });
});
