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

describe("library tools", () => {
  const view = { players: { you: { life: 20 }, opponent: { life: 20 } } } as unknown as GameView;
  const library = [
    { id: "o1", name: "Shock" },
    { id: "o2", name: "Mountain" },
    { id: "o3", name: "Goblin Guide" },
    { id: "o4", name: "Mountain" },
  ];

  async function mountTools() {
    el = Object.assign(document.createElement("manual-tools"), { object: null, view, library });
    document.body.append(el);
    await el.updateComplete;
    const lib = el.shadowRoot!.querySelector("library-tools")!;
    await lib.updateComplete;
    const sent: { ops: readonly ManualOp[]; keep: boolean }[] = [];
    el.addEventListener("manual-ops", (e) => sent.push((e as CustomEvent<{ ops: ManualOp[]; keep: boolean }>).detail));
    const single: ManualOp[] = [];
    el.addEventListener("manual-op", (e) => single.push((e as CustomEvent<ManualOp>).detail));
    return { lib, root: lib.shadowRoot!, sent, single };
  }

  it("draws, mills and shuffles N as manual actions", async () => {
    const { lib, root, sent } = await mountTools();
    const count = root.querySelector<HTMLInputElement>("#lib-count")!;
    count.value = "3";
    count.dispatchEvent(new InputEvent("input"));
    await lib.updateComplete;
    root.querySelector<HTMLButtonElement>("#lib-draw")!.click();
    root.querySelector<HTMLButtonElement>("#lib-mill")!.click();
    root.querySelector<HTMLButtonElement>("#lib-shuffle")!.click();
    expect(sent.map((s) => s.ops[0])).toEqual([
      { kind: "draw", count: 3 },
      { kind: "mill", count: 3 },
      { kind: "shuffle" },
    ]);
  });

  it("looks at the top N, then sends one arrange for top and bottom and a move for the hand", async () => {
    const { lib, root, sent } = await mountTools();
    const count = root.querySelector<HTMLInputElement>("#lib-count")!;
    count.value = "3";
    count.dispatchEvent(new InputEvent("input"));
    await lib.updateComplete;
    root.querySelector<HTMLButtonElement>("#lib-look")!.click();
    await lib.updateComplete;
    expect(sent[0]).toEqual({ ops: [{ kind: "look", count: 3 }], keep: true, continues: false });
    const selects = [...root.querySelectorAll<HTMLSelectElement>("#look-list select")];
    expect(selects).toHaveLength(3);
    selects[0]!.value = "bottom";
    selects[0]!.dispatchEvent(new Event("change"));
    selects[2]!.value = "hand";
    selects[2]!.dispatchEvent(new Event("change"));
    await lib.updateComplete;
    root.querySelector<HTMLButtonElement>("#look-done")!.click();
    expect(sent[1]).toEqual({
      ops: [
        { kind: "arrange", top: ["o2"], bottom: ["o1"] },
        { kind: "move", object: "o3", to: "hand" },
      ],
      keep: false,
      continues: true, // the answer joins the look's undo step: one undo takes the scry back
    });
  });

  it("searches the library by name and puts a found card into the hand", async () => {
    const { lib, root, sent } = await mountTools();
    const search = root.querySelector<HTMLInputElement>("#lib-search")!;
    search.value = "moun";
    search.dispatchEvent(new InputEvent("input"));
    await lib.updateComplete;
    const rows = [...root.querySelectorAll("#search-results li")];
    expect(rows).toHaveLength(1); // two Mountains, listed once
    rows[0]!.querySelector("button")!.click();
    expect(sent[0]?.ops).toEqual([{ kind: "move", object: "o2", to: "hand" }]);
  });

  it("makes a preset token several times in one action", async () => {
    const { single } = await mountTools();
    const count = el!.shadowRoot!.querySelector<HTMLInputElement>("#token-count")!;
    count.value = "6";
    count.dispatchEvent(new InputEvent("input"));
    await el!.updateComplete;
    el!.shadowRoot!.querySelector<HTMLButtonElement>("#token-presets button.preset")!.click();
    expect(single[0]).toMatchObject({
      kind: "createToken",
      count: 6,
      token: { name: "Goblin", power: 1, toughness: 1 },
    });
  });

  it("steps each counter kind of a permanent up and down, the tools staying open", async () => {
    const object = {
      id: "b1",
      name: "Bear",
      zone: "battlefield",
      tapped: false,
      counters: { charge: 2 },
      types: ["Creature"],
      oracleText: "",
    };
    el = Object.assign(document.createElement("manual-tools"), { object, view, library });
    document.body.append(el);
    await el.updateComplete;
    const sent: { ops: readonly ManualOp[]; keep: boolean }[] = [];
    el.addEventListener("manual-ops", (e) => sent.push((e as CustomEvent<{ ops: ManualOp[]; keep: boolean }>).detail));
    const root = el.shadowRoot!;
    expect([...root.querySelectorAll(".stepper")].map((s) => s.getAttribute("data-counter"))).toEqual([
      "charge",
      "+1/+1",
      "-1/-1",
      "loyalty",
    ]);
    root.querySelector<HTMLButtonElement>('button[aria-label="Add a +1/+1 counter"]')!.click();
    root.querySelector<HTMLButtonElement>('button[aria-label="Remove a charge counter"]')!.click();
    expect(sent).toEqual([
      { ops: [{ kind: "counters", object: "b1", counter: "+1/+1", delta: 1 }], keep: true },
      { ops: [{ kind: "counters", object: "b1", counter: "charge", delta: -1 }], keep: true },
    ]);
    expect(root.querySelector<HTMLButtonElement>('button[aria-label="Remove a -1/-1 counter"]')!.disabled).toBe(true);
  });
});
