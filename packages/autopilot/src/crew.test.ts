/**
 * The autopilot and Vehicles (CR 702.122a): before combat it crews a Vehicle that could attack
 * when that adds damage — with creatures that couldn't attack themselves, or weaker ones — and
 * leaves it alone when the crew would deal as much attacking on its own.
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition, CardRegistry } from "@fishbowl/engine";
import { chooseAction } from "./index.js";
import { board, type Zones } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const SKIFF: CardDefinition = {
  name: "Skiff",
  manaCost: "{2}",
  types: ["Artifact"],
  subtypes: ["Vehicle"],
  power: 4,
  toughness: 3,
  oracleText: "Crew 1",
  abilities: [
    {
      kind: "activated",
      text: "Crew 1",
      cost: { crew: 1 },
      targets: [],
      effects: [
        {
          kind: "modify",
          what: { kind: "self" },
          mods: [{ layer: "4", kind: "addTypes", types: ["Artifact", "Creature"] }],
          duration: { kind: "endOfTurn" },
        },
      ],
    },
  ],
};
const DINGHY: CardDefinition = { ...SKIFF, name: "Dinghy", power: 2, toughness: 2 };
const cards: CardRegistry = {
  get: (name) => (name === "Skiff" ? SKIFF : name === "Dinghy" ? DINGHY : testCards.get(name)),
};

const first = (battlefield: Zones["battlefield"]) => {
  const { state, ids } = board(cards, { you: { battlefield } });
  return { a: chooseAction(state, cards), ids };
};

describe("crewing a Vehicle", () => {
  it("crews it with a creature that can't attack this turn (302.6), before combat", () => {
    const { a, ids } = first([
      { card: "Skiff", label: "skiff" },
      { card: "Bear", label: "bear", sick: true },
    ]);
    expect(a).toMatchObject({ type: "activate", object: ids["skiff"], ability: 0, crew: [ids["bear"]] });
  });
  it("crews it with a weaker creature that could attack: 4 damage instead of 2", () => {
    const { a, ids } = first([
      { card: "Skiff", label: "skiff" },
      { card: "Bear", label: "bear" },
    ]);
    expect(a).toMatchObject({ type: "activate", object: ids["skiff"], crew: [ids["bear"]] });
  });
  it("doesn't crew a Vehicle no stronger than the crew that could attack itself", () => {
    expect(first([{ card: "Dinghy" }, { card: "Bear" }]).a?.type).not.toBe("activate");
  });
  it("doesn't crew a Vehicle that came under control this turn (302.6), nor when there is no crew", () => {
    expect(
      first([
        { card: "Skiff", sick: true },
        { card: "Bear", sick: true },
      ]).a?.type,
    ).not.toBe("activate");
    expect(first([{ card: "Skiff" }]).a?.type).not.toBe("activate");
  });
});
