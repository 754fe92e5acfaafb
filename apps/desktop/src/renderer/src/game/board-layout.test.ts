import type { ObjectView } from "@fishbowl/engine";
import { describe, expect, it } from "vitest";
import {
  CARD_RATIO,
  fitCardWidth,
  footprintOf,
  frameClass,
  frameColors,
  groupPermanents,
  rowsHeight,
  stackKey,
  type BoardBox,
} from "./board-layout.js";

const goblin: ObjectView = {
  id: "o1",
  cardId: "t1",
  name: "Goblin",
  zone: "battlefield",
  owner: "you",
  controller: "you",
  token: true,
  tapped: false,
  sick: true,
  counters: {},
  damage: 0,
  attachedTo: null,
  manaCost: null,
  manaValue: 0,
  supertypes: [],
  types: ["Creature"],
  subtypes: ["Goblin"],
  colors: ["R"],
  keywords: [],
  power: 1,
  toughness: 1,
  printedPower: 1,
  printedToughness: 1,
  oracleText: "",
  automated: true,
  abilities: [],
  canAttack: false,
};
const plain = { legal: false, targetable: false, selected: false };

describe("stackKey and groupPermanents", () => {
  it("pile objects that differ only in identity, and part those that differ in anything shown or used by the rules", () => {
    const same = { ...goblin, id: "o2", cardId: "t2" };
    expect(stackKey(goblin, plain, [])).toBe(stackKey(same, plain, []));
    const differing: Partial<ObjectView>[] = [
      { tapped: true },
      { sick: false },
      { counters: { "+1/+1": 1 } },
      { damage: 1 },
      { power: 2 },
      { keywords: ["Haste"] },
      { controller: "opponent" },
      { owner: "opponent" },
      { colors: ["G"] },
      { name: "Goblin Token" },
      { restrictions: ["can't block"] },
      { canAttack: true },
      { oracleText: "Haste" },
    ];
    for (const d of differing)
      expect(stackKey({ ...same, ...d }, plain, []), JSON.stringify(d)).not.toBe(stackKey(goblin, plain, []));
    for (const m of [
      { legal: true },
      { targetable: true },
      { selected: true },
      { unable: "can't attack" },
      { attacking: true },
    ])
      expect(stackKey(same, { ...plain, ...m }, [])).not.toBe(stackKey(goblin, plain, []));
    expect(stackKey(goblin, plain, [{ ...goblin, id: "o9", name: "Rancor" }])).toBeNull(); // something attached: never piled
  });

  it("ignore summoning sickness for noncreature permanents (CR 302.6 restricts creatures only)", () => {
    const land: ObjectView = { ...goblin, types: ["Land"], power: null, toughness: null };
    expect(stackKey({ ...land, sick: true }, plain, [])).toBe(stackKey({ ...land, id: "o2", sick: false }, plain, []));
  });

  it("keep the order of first appearance", () => {
    const groups = groupPermanents(
      [goblin, { ...goblin, id: "o2", tapped: true }, { ...goblin, id: "o3" }],
      () => plain,
    );
    expect(groups.map((g) => g.objects.map((o) => o.id))).toEqual([["o1", "o3"], ["o2"]]);
  });
});

describe("frameColors", () => {
  it("is the colour identity (CR 903.4), reminder text aside, and for lands the mana they add", () => {
    expect(frameColors(goblin)).toEqual(["R"]);
    expect(frameColors({ ...goblin, colors: [], oracleText: "({T}: Add {G}.)" })).toEqual([]);
    // A basic land in hand (no abilities listed there): its reminder text and its land type (CR 305.6) say it is green.
    expect(frameColors({ ...goblin, colors: [], types: ["Land"], subtypes: ["Forest"], oracleText: "" })).toEqual([
      "G",
    ]);
    expect(
      frameColors({ ...goblin, colors: [], types: ["Land"], subtypes: [], oracleText: "({T}: Add {W}.)" }),
    ).toEqual(["W"]);
    expect(frameColors({ ...goblin, colors: ["G"], oracleText: "{1}{W}: it gains vigilance." })).toEqual(["W", "G"]);
    const crag: ObjectView = {
      ...goblin,
      colors: [],
      types: ["Land"],
      abilities: [{ index: 0, text: "{T}: Add {R} or {G}.", mana: true as const, choices: ["R", "G"] }],
    };
    expect(frameColors(crag)).toEqual(["R", "G"]);
    expect(frameClass(["R", "G"])).toBe("r two-g");
    expect(frameClass(["W", "U", "B"])).toBe("gold");
    expect(frameClass([])).toBe("c");
  });
});

describe("fitCardWidth", () => {
  const box: BoardBox = { width: 600, height: 400, gap: 6, rowExtra: 10, minRow: 34 };
  const card = footprintOf({ tapped: false }, false);

  it("turns a tapped card sideways and shrinks compact lands", () => {
    expect(footprintOf({ tapped: true }, false)).toEqual({ w: CARD_RATIO, h: 1 });
    expect(footprintOf({ tapped: false }, true).w).toBeLessThan(1);
  });

  it("wraps a row into lines as a flex row would, and counts empty rows", () => {
    expect(rowsHeight([[card, card]], 100, box)).toBeCloseTo(136 + 10);
    expect(rowsHeight([Array(7).fill(card)], 100, box)).toBeCloseTo(2 * 136 + 6 + 10); // 6 fit in 600px
    expect(rowsHeight([[], [card]], 100, box)).toBeCloseTo(34 + 6 + 146);
  });

  it("picks the largest width at which every row fits, and the least one past that", () => {
    const width = fitCardWidth([Array(10).fill(card), Array(4).fill(card)], box, 60, 140);
    expect(rowsHeight([Array(10).fill(card), Array(4).fill(card)], width, box)).toBeLessThanOrEqual(400);
    expect(rowsHeight([Array(10).fill(card), Array(4).fill(card)], width + 1, box)).toBeGreaterThan(400);
    expect(fitCardWidth([Array(200).fill(card)], box, 60, 140)).toBe(60);
  });
});
