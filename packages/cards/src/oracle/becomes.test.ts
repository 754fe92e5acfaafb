/**
 * What a permanent is or becomes (CR 205.1a-b, 613.1d-g): "~ becomes a 3/3 green Ape creature
 * with trample until end of turn. It's still a land.", "loses all abilities", "has base power
 * and toughness 0/1", "becomes an artifact in addition to its other types", and the static
 * "enchanted creature is a Treefolk with base power and toughness 0/4" — with what stays
 * refused: a permanent that would lose its other types, creature types for what may not be a
 * creature, a condition on a type change, and an Equipment that becomes a creature.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, typeLine: string): CatalogCard {
  const creature = typeLine.includes("Creature") ? { power: "2", toughness: "2" } : {};
  return {
    name,
    manaCost: typeLine === "Land" ? "" : "{1}{G}",
    manaValue: typeLine === "Land" ? 0 : 2,
    typeLine,
    oracleText,
    colors: typeLine === "Land" ? [] : ["G"],
    keywords: [],
    layout: "normal",
    ...creature,
  };
}
const compiled = (name: string, text: string, typeLine: string) => {
  const r = compileCard(cardOf(name, text, typeLine));
  expect(r.unautomated, text).toEqual([]);
  return r.definition;
};
const effectsOf = (text: string) => compiled("Spell", text, "Instant").spell!.modes[0]!.effects;
const refused = (text: string, typeLine = "Instant") =>
  expect(compileCard(cardOf("Probe", text, typeLine)).automated, text).toBe(false);
const eot = { kind: "endOfTurn" };

describe("becomes until end of turn (CR 205.1b, 611.2a)", () => {
  it("reads a land that becomes a creature and is still a land", () => {
    const d = compiled(
      "Treetop Village",
      "{1}{G}: Treetop Village becomes a 3/3 green Ape creature with trample until end of turn. It's still a land.",
      "Land",
    );
    expect(d.abilities![0]).toMatchObject({
      cost: { mana: "{1}{G}" },
      effects: [
        {
          kind: "modify",
          what: { kind: "self" },
          mods: [
            { layer: "4", kind: "addTypes", types: ["Creature"] },
            { layer: "4", kind: "setCreatureSubtypes", subtypes: ["Ape"] },
            { layer: "5", kind: "setColors", colors: ["G"] },
            { layer: "7b", kind: "setBasePT", power: 3, toughness: 3 },
            { layer: "6", kind: "addKeywords", keywords: ["Trample"] },
          ],
          duration: eot,
        },
      ],
    });
    expect(effectsOf("Until end of turn, target land becomes a 3/3 creature that's still a land.")).toEqual([
      {
        kind: "modify",
        what: { kind: "target", index: 0 },
        mods: [
          { layer: "4", kind: "addTypes", types: ["Creature"] },
          { layer: "7b", kind: "setBasePT", power: 3, toughness: 3 },
        ],
        duration: eot,
      },
    ]);
  });

  it("reads an artifact creature (its other types kept) and 'in addition to its other types'", () => {
    const d = compiled(
      "Chimeric Idol",
      "{0}: Chimeric Idol becomes a 3/3 Turtle artifact creature until end of turn.",
      "Artifact",
    );
    expect(d.abilities![0]).toMatchObject({
      effects: [
        {
          mods: [
            { layer: "4", kind: "addTypes", types: ["Artifact", "Creature"] },
            { layer: "4", kind: "setCreatureSubtypes", subtypes: ["Turtle"] },
            { layer: "7b", kind: "setBasePT", power: 3, toughness: 3 },
          ],
        },
      ],
    });
    expect(effectsOf("Target permanent becomes an artifact in addition to its other types until end of turn.")).toEqual(
      [
        {
          kind: "modify",
          what: { kind: "target", index: 0 },
          mods: [{ layer: "4", kind: "addTypes", types: ["Artifact"] }],
          duration: eot,
        },
      ],
    );
  });

  it("reads 'loses all abilities', a base power and toughness, and a creature that becomes a Frog", () => {
    expect(
      effectsOf("Until end of turn, target creature loses all abilities and has base power and toughness 0/1."),
    ).toEqual([
      {
        kind: "modify",
        what: { kind: "target", index: 0 },
        mods: [
          { layer: "6", kind: "loseAllAbilities" },
          { layer: "7b", kind: "setBasePT", power: 0, toughness: 1 },
        ],
        duration: eot,
      },
    ]);
    expect(
      effectsOf("Target creature loses all abilities and becomes a 1/1 blue Frog until end of turn.")[0],
    ).toMatchObject({
      mods: [
        { layer: "6", kind: "loseAllAbilities" },
        { layer: "4", kind: "setCreatureSubtypes", subtypes: ["Frog"] },
        { layer: "5", kind: "setColors", colors: ["U"] },
        { layer: "7b", kind: "setBasePT", power: 1, toughness: 1 },
      ],
    });
  });

  it("refuses a permanent that would become only a creature, and creature types for a non-creature", () => {
    refused("{1}: Probe becomes a 3/3 creature until end of turn.", "Land");
    refused("Target permanent becomes a 1/1 blue Frog until end of turn.");
    refused("Target land becomes a 3/3 Elemental until end of turn.");
  });

  it("refuses an Equipment that becomes a creature (it would stay attached, CR 301.5c)", () => {
    refused(
      "Equipped creature gets +1/+5.\n{3}: Probe becomes a 1/5 Spirit artifact creature with flying until end of turn.\nEquip {2}",
      "Artifact — Equipment",
    );
  });
});

describe("what a permanent is (static, layers 4-7)", () => {
  it("reads what the enchanted creature or land is", () => {
    const d = compiled(
      "Lignify",
      "Enchant creature\nEnchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.",
      "Enchantment — Aura",
    );
    expect(d.abilities![0]).toMatchObject({
      kind: "static",
      affects: { kind: "attached" },
      mods: [
        { layer: "4", kind: "setCreatureSubtypes", subtypes: ["Treefolk"] },
        { layer: "7b", kind: "setBasePT", power: 0, toughness: 4 },
        { layer: "6", kind: "loseAllAbilities" },
      ],
    });
    const z = compiled(
      "Crusher Zendikon",
      "Enchant land\nEnchanted land is a 4/2 red Beast creature with trample. It's still a land.",
      "Enchantment — Aura",
    );
    expect(z.abilities![0]).toMatchObject({
      mods: [
        { layer: "4", kind: "addTypes", types: ["Creature"] },
        { layer: "4", kind: "setCreatureSubtypes", subtypes: ["Beast"] },
        { layer: "5", kind: "setColors", colors: ["R"] },
        { layer: "7b", kind: "setBasePT", power: 4, toughness: 2 },
        { layer: "6", kind: "addKeywords", keywords: ["Trample"] },
      ],
    });
  });

  it("reads 'lose all abilities and have base power and toughness 1/1' of a group", () => {
    const text = "All creatures lose all abilities and have base power and toughness 1/1.";
    expect(compiled("Humility", text, "Enchantment").abilities).toEqual([
      {
        kind: "static",
        text,
        affects: { kind: "filter", filter: { types: ["Creature"] } },
        mods: [
          { layer: "6", kind: "loseAllAbilities" },
          { layer: "7b", kind: "setBasePT", power: 1, toughness: 1 },
        ],
      },
    ]);
  });

  it("reads 'enchanted land is an Island' (CR 305.7) and 'you control enchanted land'", () => {
    const d = compiled("Sea's Claim", "Enchant land\nEnchanted land is an Island.", "Enchantment — Aura");
    expect(d.abilities![0]).toMatchObject({
      kind: "static",
      affects: { kind: "attached" },
      mods: [{ layer: "4", kind: "setLandSubtypes", subtypes: ["Island"] }],
    });
    const a = compiled("Annex", "Enchant land\nYou control enchanted land.", "Enchantment — Aura");
    expect(a.abilities![0]).toMatchObject({ mods: [{ layer: "2", kind: "setController" }] });
  });

  it("refuses a land that would stop being one, and a condition on a type change", () => {
    refused("Enchant land\nEnchanted land is a 4/2 red Beast creature.", "Enchantment — Aura");
    refused(
      "Enchant creature\nAs long as you control a Forest, enchanted creature is a Treefolk.",
      "Enchantment — Aura",
    );
  });
});
