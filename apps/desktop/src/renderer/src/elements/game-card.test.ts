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
    expect(clicked).toHaveBeenCalledWith({ id: "o1", ids: ["o1"] });
  });
});

describe("<game-card> drawn as a card", () => {
  const mountCard = async (props: Partial<GameCard>) => {
    el = Object.assign(document.createElement("game-card"), props);
    el.style.setProperty("--card-w", "100px");
    document.body.append(el);
    await el.updateComplete;
    return el.shadowRoot!;
  };
  const mountain: ObjectView = {
    ...goblin,
    id: "o3",
    cardId: "c3",
    name: "Mountain",
    tapped: false,
    sick: false,
    counters: {},
    manaCost: null,
    manaValue: 0,
    supertypes: ["Basic"],
    types: ["Land"],
    subtypes: ["Mountain"],
    colors: [],
    keywords: [],
    power: null,
    toughness: null,
    printedPower: null,
    printedToughness: null,
    oracleText: "({T}: Add {R}.)",
    abilities: [{ index: 0, text: "{T}: Add {R}.", mana: true }],
  };

  it("shows a tapped card sideways (a landscape box) with its name and text upright, and its whole type line", async () => {
    const root = await mountCard({
      object: { ...goblin, name: "Goblin Bushwhacker", subtypes: ["Goblin", "Warrior"] },
    });
    const box = el!.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(box.height);
    expect(getComputedStyle(root.querySelector(".card")!).transform).toBe("none");
    const type = root.querySelector<HTMLElement>(".type")!;
    expect(type.textContent).toBe("Creature — Goblin Warrior");
    for (const part of root.querySelectorAll<HTMLElement>(".name, .type"))
      expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
  });

  it("draws a pile of identical permanents once, with its count, and says so to assistive technology", async () => {
    const root = await mountCard({ object: { ...goblin, tapped: false }, pile: ["o1", "o7", "o8"] });
    expect(el!.count).toBe(3);
    expect(root.querySelector(".count")?.textContent).toBe("×3");
    expect(root.querySelector(".card")?.getAttribute("aria-label")).toBe("3 × Raging Goblin 3/1");
    const clicked = vi.fn();
    el!.addEventListener("card-click", (e) => clicked((e as CustomEvent).detail));
    root.querySelector<HTMLElement>(".card")!.click();
    expect(clicked).toHaveBeenCalledWith({ id: "o1", ids: ["o1", "o7", "o8"] });
  });

  it("draws a compact land with the mana it adds, in its colour's frame, and no empty art box", async () => {
    const root = await mountCard({ object: mountain, compact: true });
    expect(root.querySelector(".made i.ms-r")).not.toBeNull();
    expect(root.querySelector(".card")!.classList.contains("r")).toBe(true);
    expect(root.querySelector(".art")).toBeNull();
    expect(el!.getBoundingClientRect().width).toBeCloseTo(74, 0);
  });

  it("drops from a compact land's type line a subtype that only repeats its name (a narrow pile keeps it short)", async () => {
    const root = await mountCard({ object: mountain, compact: true, pile: ["o3", "o4", "o5"] });
    expect(root.querySelector(".type")?.textContent).toBe("Basic Land");
    const ground = { ...mountain, name: "Stomping Ground", supertypes: [], subtypes: ["Mountain", "Forest"] };
    el?.remove();
    const other = await mountCard({ object: ground, compact: true });
    expect(other.querySelector(".type")?.textContent).toBe("Land — Mountain Forest");
  });
});

describe("<game-card>'s automation badge (the deck editor's wording)", () => {
  const axe: ObjectView = {
    ...goblin,
    name: "Lightning Axe",
    zone: "hand",
    types: ["Instant"],
    subtypes: [],
    power: null,
    toughness: null,
    printedPower: null,
    printedToughness: null,
    counters: {},
    tapped: false,
    oracleText:
      "As an additional cost to cast this spell, discard a card or pay {5}.\nLightning Axe deals 5 damage to target creature.",
    automated: false,
  };
  const badgeOf = async (automation: GameCard["automation"]) => {
    el?.remove();
    el = document.createElement("game-card");
    el.object = axe;
    el.automation = automation;
    document.body.append(el);
    await el.updateComplete;
    const badge = el.shadowRoot!.querySelector<HTMLElement>(".badge[data-automation]");
    return {
      text: badge?.querySelector(".long")?.textContent,
      mark: badge?.querySelector(".short")?.textContent,
      label: badge?.getAttribute("aria-label"),
      title: badge?.title,
      kind: badge?.dataset["automation"],
    };
  };

  it("says “partly automated” with the clauses not automated, “manual”, or “placeholder”", async () => {
    const clause = "As an additional cost to cast this spell, discard a card or pay {5}.";
    expect(await badgeOf({ kind: "partial", clauses: [clause] })).toEqual({
      text: "partly automated",
      mark: "◐", // shown instead of the words on a small card
      label: "partly automated",
      title: `Partly automated: what compiled is played; not automated: ${clause}. Use the manual tools ⋯ for the rest.`,
      kind: "partial",
    });
    expect((await badgeOf({ kind: "manual", clauses: ["its text"] })).text).toBe("manual");
    expect((await badgeOf({ kind: "manual", clauses: ["its text"] })).mark).toBe("○");
    expect((await badgeOf({ kind: "missing", clauses: [] })).text).toBe("placeholder");
    expect((await badgeOf({ kind: "automated", clauses: [] })).text).toBeUndefined();
  });
});
