import type { ObjectView } from "@fishbowl/engine";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GameCard } from "./game-card.js";
import "./game-card.js";

let el: GameCard | undefined;
afterEach(() => el?.remove());

const goblin: ObjectView = {
  id: "o1",
  cardId: "c1",
  name: "Raging Goblin",
  zone: "battlefield",
  owner: "you",
  controller: "you",
  token: false,
  tapped: true,
  sick: true,
  counters: { "+1/+1": 2 },
  damage: 0,
  attachedTo: null,
  manaCost: "{R}",
  manaValue: 1,
  supertypes: [],
  types: ["Creature"],
  subtypes: ["Goblin"],
  colors: ["R"],
  keywords: ["Haste"],
  power: 3,
  toughness: 1,
  printedPower: 1,
  printedToughness: 1,
  oracleText: "Haste",
  automated: true,
  abilities: [],
  canAttack: false,
};

describe("<game-card>", () => {
  it("turns tapped permanents sideways, marks changed power, shows counters and attachments, and emits clicks", async () => {
    el = document.createElement("game-card");
    el.object = goblin;
    el.attachments = [
      { ...goblin, id: "o2", name: "Rancor", types: ["Enchantment"], subtypes: ["Aura"], attachedTo: "o1" },
    ];
    document.body.append(el);
    await el.updateComplete;
    expect(el.hasAttribute("tapped")).toBe(true);
    const root = el.shadowRoot!;
    expect(root.querySelector(".stat.up")?.textContent).toBe("3");
    expect(root.querySelector(".stat:not(.up):not(.down)")?.textContent).toBe("1");
    expect(root.querySelector(".badge.counter")?.textContent).toBe("2× +1/+1");
    expect(root.querySelector(".badge.sick")).toBeNull(); // haste
    expect(root.querySelector(".attached")?.textContent).toContain("Rancor");
    const clicked = vi.fn();
    el.addEventListener("card-click", (e) => clicked((e as CustomEvent).detail));
    (root.querySelector(".card") as HTMLElement).click();
    expect(clicked).toHaveBeenCalledWith({ id: "o1" });
  });
});
