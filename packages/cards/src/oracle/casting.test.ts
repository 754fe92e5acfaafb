/**
 * Casting keywords read by the compiler (CR 601.2b, 601.2f): the alternative costs evoke
 * (702.74a, with its sacrifice trigger), surge (702.117a) and bestow (702.103a), and "if its
 * <keyword> cost was paid" (118.9) as an intervening "if" of an enters trigger (603.4).
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, typeLine = "Creature — Elemental"): CatalogCard {
  const creature = typeLine.includes("Creature") ? { power: "2", toughness: "2" } : {};
  return {
    name,
    manaCost: "{3}{G}",
    manaValue: 4,
    typeLine,
    oracleText,
    colors: ["G"],
    keywords: [],
    layout: "normal",
    ...creature,
  };
}
const compile = (name: string, text: string, typeLine?: string) => compileCard(cardOf(name, text, typeLine));

describe("alternative costs (CR 118.9)", () => {
  it("reads evoke as an alternative cost and its trigger: sacrificed as it enters if the evoke cost was paid (702.74a)", () => {
    const r = compile(
      "Briarhorn",
      "Flash\nWhen Briarhorn enters the battlefield, target creature gets +3/+3 until end of turn.\nEvoke {1}{G} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters the battlefield.)",
    );
    expect(r.unautomated).toEqual([]);
    expect(r.definition.alternativeCosts).toEqual([{ kind: "evoke", mana: "{1}{G}" }]);
    expect(r.definition.abilities![1]).toEqual({
      kind: "triggered",
      text: "Evoke {1}{G}",
      event: { kind: "entersSelf" },
      targets: [],
      condition: { kind: "alternativeCostPaid", cost: "evoke" },
      effects: [{ kind: "sacrifice", what: { kind: "self" } }],
    });
  });

  it("reads surge and bestow as alternative costs with no ability of their own (702.117a, 702.103a)", () => {
    const surge = compile(
      "Goblin Freerunner",
      "Surge {1}{R} (You may cast this spell for its surge cost if you or another teammate has cast another spell this turn.)\nMenace",
    );
    expect(surge.unautomated).toEqual([]);
    expect(surge.definition.alternativeCosts).toEqual([{ kind: "surge", mana: "{1}{R}" }]);
    expect(surge.definition.abilities ?? []).toEqual([]);
    const bestow = compile(
      "Leafcrown Dryad",
      "Bestow {3}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nReach\nEnchanted creature gets +2/+2 and has reach.",
      "Enchantment Creature — Nymph Dryad",
    );
    expect(bestow.unautomated).toEqual([]);
    expect(bestow.definition.alternativeCosts).toEqual([{ kind: "bestow", mana: "{3}{G}" }]);
    expect(bestow.definition.abilities![0]).toMatchObject({ kind: "static", affects: { kind: "attached" } });
  });

  it("reads 'if its surge cost was paid' on an enters trigger (603.4, 702.117a)", () => {
    const r = compile(
      "Tyrant",
      "Surge {3}{R}{R}\nFlying\nWhen Tyrant enters the battlefield, if its surge cost was paid, it deals 3 damage to any target.",
    );
    expect(r.unautomated).toEqual([]);
    expect(r.definition.abilities![0]).toMatchObject({
      event: { kind: "entersSelf" },
      condition: { kind: "alternativeCostPaid", cost: "surge" },
      effects: [{ kind: "damage", amount: 3 }],
    });
  });

  it("refuses 'if its evoke cost was paid' on a trigger other than entering (the permanent knows it only from its spell)", () => {
    const r = compile("Oddity", "Evoke {G}\nWhenever Oddity attacks, if its evoke cost was paid, draw a card.");
    expect(r.automated).toBe(false);
    expect(r.unautomated).toEqual(["Whenever Oddity attacks, if its evoke cost was paid, draw a card."]);
  });
});

describe("morph and megamorph (CR 702.37)", () => {
  it("reads morph and megamorph as the card's morph cost, and 'when ~ is turned face up' as a trigger (702.37e, 708.8)", () => {
    const r = compile(
      "Echo Tracer",
      "Morph {2}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)\nWhen Echo Tracer is turned face up, return target creature to its owner's hand.",
      "Creature — Human Wizard",
    );
    expect(r.unautomated).toEqual([]);
    expect(r.definition.morph).toEqual({ cost: "{2}{U}" });
    expect(r.definition.abilities![0]).toMatchObject({ kind: "triggered", event: { kind: "turnedFaceUpSelf" } });
    expect(compile("Ainok", "Megamorph {5}{G}").definition.morph).toEqual({ cost: "{5}{G}", megamorph: true });
  });

  it("refuses a morph cost that isn't mana (its cost is not read)", () => {
    const r = compile("Fathom Seer", "Morph—Return two Islands you control to their owner's hand.");
    expect(r.automated).toBe(false);
    expect(r.definition.morph).toBeUndefined();
  });
});

describe("replicate (CR 702.56a)", () => {
  it("reads replicate on an instant or sorcery as its replicate cost", () => {
    const r = compile(
      "Pyromatics",
      "Replicate {1}{R} (When you cast this spell, copy it for each time you paid its replicate cost. You may choose new targets for the copies.)\nPyromatics deals 1 damage to any target.",
      "Instant",
    );
    expect(r.unautomated).toEqual([]);
    expect(r.definition.replicate).toBe("{1}{R}");
  });

  it("refuses replicate on a permanent (its copies would become tokens, CR 707.10f)", () => {
    const r = compile("Replicating Beast", "Replicate {2}");
    expect(r.automated).toBe(false);
    expect(r.unautomated).toEqual(["Replicate {2}"]);
  });
});

describe("entwine (CR 702.42a)", () => {
  it("reads entwine on a modal spell as its entwine cost", () => {
    const r = compile(
      "Barbed Lightning",
      "Choose one —\n• Barbed Lightning deals 3 damage to target creature.\n• Barbed Lightning deals 3 damage to target player or planeswalker.\nEntwine {2} (Choose both if you pay the entwine cost.)",
      "Sorcery",
    );
    expect(r.unautomated).toEqual([]);
    expect(r.definition.entwine).toBe("{2}");
    expect(r.definition.spell?.modes).toHaveLength(2);
  });
});
