/**
 * Counters of every kind the engine keeps right (CR 122): +1/+1 and -1/-1, keyword counters
 * (122.1b) and counters with no rules meaning of their own (charge, spore, ki …) — put on,
 * removed as a cost, and entered with — and the conditions of static abilities (CR 611.3a):
 * "you control no …", "N or fewer", "N or more life".
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, over: Partial<CatalogCard> = {}): CatalogCard {
  return {
    name,
    manaCost: "{3}",
    manaValue: 3,
    typeLine: "Artifact",
    oracleText,
    colors: [],
    keywords: [],
    layout: "normal",
    ...over,
  };
}
const abilitiesOf = (name: string, text: string, over: Partial<CatalogCard> = {}) => {
  const r = compileCard(cardOf(name, text, over));
  expect(r.unautomated, text).toEqual([]);
  return r.definition.abilities!;
};

describe("counters with no rules meaning of their own (CR 122.1)", () => {
  it("reads a Thallid's spore counters: put each upkeep, removed as a cost", () => {
    const [upkeep, make] = abilitiesOf(
      "Thallid",
      "At the beginning of your upkeep, put a spore counter on Thallid.\nRemove three spore counters from Thallid: Create a 1/1 green Saproling creature token.",
      { typeLine: "Creature — Fungus", power: "1", toughness: "1", colors: ["G"] },
    );
    expect(upkeep).toMatchObject({
      event: { kind: "beginningOfStep", step: "upkeep", yours: true },
      effects: [{ kind: "addCounters", what: { kind: "self" }, counter: "spore", amount: 1 }],
    });
    expect(make).toMatchObject({
      kind: "activated",
      cost: { removeCounters: { counter: "spore", amount: 3 } },
      effects: [{ kind: "createTokens", amount: 1 }],
    });
  });

  it("reads entering with charge counters and removing one for mana", () => {
    const [enter, mana] = abilitiesOf(
      "Sphere",
      "Sphere enters the battlefield with three charge counters on it.\n{T}, Remove a charge counter from Sphere: Add one mana of any color.",
    );
    expect(enter).toEqual({
      kind: "replacement",
      text: "Sphere enters the battlefield with three charge counters on it.",
      replacement: { kind: "entersWithCounters", counters: { charge: 3 } },
    });
    expect(mana).toMatchObject({
      cost: { tap: true, removeCounters: { counter: "charge", amount: 1 } },
      effects: [{ kind: "addMana", choices: ["W", "U", "B", "R", "G"] }],
    });
  });

  it("reads keyword counters (CR 122.1b)", () => {
    const r = compileCard(
      cardOf("Grown", "Target creature gets +3/+3 until end of turn. Put a trample counter on it.", {
        typeLine: "Instant",
      }),
    );
    expect(r.definition.spell?.modes[0]?.effects[1]).toEqual({
      kind: "addCounters",
      what: { kind: "target", index: 0 },
      counter: "trample",
      amount: 1,
    });
  });

  it("refuses counters the engine doesn't apply: other power/toughness counters, shield, stun and loyalty counters", () => {
    for (const text of [
      "{T}: Put a +1/+0 counter on target creature.",
      "{T}: Put a shield counter on target creature.",
      "{T}: Put a stun counter on target creature.",
      "{T}: Put a loyalty counter on target planeswalker.",
    ])
      expect(compileCard(cardOf("Rod", text)).automated, text).toBe(false);
  });
});

describe("conditions of static abilities (CR 611.3a)", () => {
  it("reads 'you control no …' as the negation of 'you control a …'", () => {
    const [a] = abilitiesOf(
      "Voices",
      "Creatures you control get +1/+1 as long as you control no nonartifact, nonwhite creatures.",
      { typeLine: "Enchantment" },
    );
    expect(a).toMatchObject({
      kind: "static",
      affects: { kind: "filter", filter: { types: ["Creature"], controller: "you" } },
      condition: {
        kind: "not",
        condition: { kind: "youControl", filter: { types: ["Creature"], notTypes: ["Artifact"], notColors: ["W"] } },
      },
    });
  });

  it("reads 'N or more life' as not 'N-1 or less life' (CR 119.1: whole numbers)", () => {
    const [a] = abilitiesOf("Divinity", "Divinity gets +4/+4 as long as you have 25 or more life.", {
      typeLine: "Creature — Spirit",
      power: "4",
      toughness: "4",
    });
    expect(a).toMatchObject({ condition: { kind: "not", condition: { kind: "lifeAtMost", amount: 24 } } });
  });

  it("reads 'N or fewer' as not 'N+1 or more'", () => {
    const [a] = abilitiesOf(
      "Valley",
      "At the beginning of your upkeep, if you control three or fewer lands, you gain 1 life.",
      { typeLine: "Land" },
    );
    expect(a).toMatchObject({
      condition: { kind: "not", condition: { kind: "youControl", filter: { types: ["Land"] }, atLeast: 4 } },
    });
  });
});
