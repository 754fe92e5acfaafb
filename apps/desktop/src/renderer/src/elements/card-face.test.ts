import { afterEach, describe, expect, it } from "vitest";
import { builtinCards } from "../cards/card-data.js";
import { frameOf, type CardFace } from "./card-face.js";
import "./card-face.js";

let el: CardFace | undefined;
afterEach(() => el?.remove());

async function mount(props: Partial<CardFace>) {
  el = Object.assign(document.createElement("card-face"), props);
  document.body.append(el);
  await el.updateComplete;
  return el.shadowRoot!;
}

describe("<card-face>", () => {
  it("draws a creature from data with its mana cost and P/T", async () => {
    const root = await mount({ card: builtinCards.lookup("Monastery Swiftspear") });
    expect(root.querySelector(".name")?.textContent).toBe("Monastery Swiftspear");
    expect(root.querySelector(".type")?.textContent).toBe("Creature — Human Monk");
    expect(root.querySelector(".pt")?.textContent).toBe("1/2");
    const cost = root.querySelector("mana-cost")!;
    await cost.updateComplete;
    expect(cost.getAttribute("aria-label")).toBe("R");
    expect(cost.shadowRoot!.querySelector("i")?.className).toBe("ms ms-r ms-cost");
  });

  it("draws symbols inside rules text and marks reminder text", async () => {
    const root = await mount({ card: builtinCards.lookup("Gut Shot") });
    expect(root.querySelector("p .reminder i.ms-rp")).not.toBeNull();
    expect(root.querySelector("p .reminder")?.textContent).toBe("( can be paid with either  or 2 life.)");
    expect(root.querySelector(".pt")).toBeNull();
  });

  it("says plainly when a card is unknown", async () => {
    const root = await mount({ name: "Black Lotus" });
    expect(root.textContent).toMatch(/not in the card data/);
  });

  it("picks frame colours from the colour identity, and for lands the mana they add", () => {
    expect(frameOf(builtinCards.lookup("Shock")!)).toBe("r");
    expect(frameOf(builtinCards.lookup("Forest")!)).toBe("g land");
    expect(frameOf(builtinCards.lookup("Rootbound Crag")!)).toBe("r two-g land");
    expect(frameOf(builtinCards.lookup("Lightning Helix")!)).toBe("w two-r");
    expect(frameOf(builtinCards.lookup("Lightning Greaves")!)).toBe("c");
  });

  it("draws no empty art box: the name bar, the type line and the text fill the card", async () => {
    const root = await mount({ card: builtinCards.lookup("Monastery Swiftspear") });
    expect(root.querySelector(".art")).toBeNull();
    expect([...root.querySelector(".card")!.children].map((c) => c.className)).toEqual([
      "bar title",
      "bar type",
      "text",
      "pt bar",
    ]);
  });

  it("draws a card with no rules text (a vanilla creature, a token) compact, with no big empty frame", async () => {
    const card = {
      ...builtinCards.lookup("Monastery Swiftspear")!,
      name: "Goblin",
      typeLine: "Token Creature — Goblin",
      oracleText: "",
    };
    const root = await mount({ card });
    const face = root.querySelector(".card")!;
    expect([...face.children].map((c) => c.className)).toEqual(["bar title", "bar type", "pt bar"]);
    const box = face.getBoundingClientRect();
    expect(box.height).toBeLessThan(box.width); // a full card is 88/63 as tall as wide
  });
});
