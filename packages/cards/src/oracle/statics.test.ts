/**
 * Static abilities (CR 604, 611.3a): "as long as <condition>, …" before the subject, several
 * changes joined ("gets +1/+1 and can't block"), "each creature you control with a +1/+1
 * counter on it has …" — and entry replacements (614.1c, 614.12): lands that enter tapped
 * unless you control a basic land type, "you may pay 2 life", entering tapped with counters.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, typeLine = "Creature — Kithkin Soldier"): CatalogCard {
  const creature = typeLine.includes("Creature") ? { power: "2", toughness: "2" } : {};
  return {
    name,
    manaCost: "{1}{W}",
    manaValue: 2,
    typeLine,
    oracleText,
    colors: ["W"],
    keywords: [],
    layout: "normal",
    ...creature,
  };
}
const abilitiesOf = (name: string, text: string, typeLine?: string) => {
  const r = compileCard(cardOf(name, text, typeLine));
  expect(r.unautomated, text).toEqual([]);
  return r.definition.abilities!;
};

describe("static abilities", () => {
  it("reads 'as long as <condition>,' before the subject", () => {
    const text = "As long as you control a Giant, Kithkin Greatheart gets +1/+1 and has first strike.";
    expect(abilitiesOf("Kithkin Greatheart", text)).toEqual([
      {
        kind: "static",
        text,
        affects: { kind: "self" },
        mods: [
          { layer: "7c", kind: "addPT", power: 1, toughness: 1 },
          { layer: "6", kind: "addKeywords", keywords: ["First strike"] },
        ],
        condition: { kind: "youControl", filter: { subtypes: ["Giant"] } },
      },
    ]);
  });

  it("reads a change joined with a restriction", () => {
    const [a] = abilitiesOf(
      "Maniacal Rage",
      "Enchant creature\nEnchanted creature gets +2/+2 and can't block.",
      "Enchantment — Aura",
    );
    expect(a).toMatchObject({
      affects: { kind: "attached" },
      mods: [
        { layer: "7c", kind: "addPT", power: 2, toughness: 2 },
        { layer: "rules", kind: "restrict", restrictions: ["cantBlock"] },
      ],
    });
    const [b] = abilitiesOf("Tormented Soul", "Tormented Soul can't block and can't be blocked.");
    expect(b).toMatchObject({ mods: [{ restrictions: ["cantBlock"] }, { restrictions: ["cantBeBlocked"] }] });
  });

  it("reads 'each <permanent> … has'", () => {
    const [a] = abilitiesOf("Tuskguard", "Each creature you control with a +1/+1 counter on it has trample.");
    expect(a).toMatchObject({
      affects: { kind: "filter", filter: { types: ["Creature"], controller: "you", counter: "+1/+1" } },
      mods: [{ keywords: ["Trample"] }],
    });
  });

  it("refuses two conditions, and conditions the engine can't check", () => {
    for (const text of [
      "As long as you control a Giant, Kithkin gets +1/+1 as long as you control an Elf.",
      "As long as Kithkin is attacking, it gets +2/+0.",
      "As long as you have seven or more cards in hand, Kithkin gets +2/+1.",
    ])
      expect(compileCard(cardOf("Kithkin", text)).automated, text).toBe(false);
  });
});

describe("entry replacements of lands (CR 614.1c, 614.12)", () => {
  it("reads 'enters tapped unless you control a Plains or an Island'", () => {
    const [a] = abilitiesOf(
      "Glacial Fortress",
      "Glacial Fortress enters the battlefield tapped unless you control a Plains or an Island.\n{T}: Add {W} or {U}.",
      "Land",
    );
    expect(a).toMatchObject({
      kind: "replacement",
      replacement: { kind: "entersTappedUnlessControl", subtypes: ["Plains", "Island"] },
    });
  });

  it("reads 'you may pay 2 life. If you don't, it enters tapped' (CR 119.4)", () => {
    const [a] = abilitiesOf(
      "Blood Crypt",
      "({T}: Add {B} or {R}.)\nAs Blood Crypt enters the battlefield, you may pay 2 life. If you don't, Blood Crypt enters the battlefield tapped.",
      "Land — Swamp Mountain",
    );
    expect(a).toMatchObject({ kind: "replacement", replacement: { kind: "payLifeOrTapped", life: 2 } });
  });

  it("reads 'enters tapped with two charge counters' as both replacements", () => {
    const [a, b] = abilitiesOf(
      "Vivid Crag",
      "Vivid Crag enters the battlefield tapped with two charge counters on it.\n{T}: Add {R}.",
      "Land",
    );
    expect(a).toMatchObject({ replacement: { kind: "entersTapped" } });
    expect(b).toMatchObject({ replacement: { kind: "entersWithCounters", counters: { charge: 2 } } });
  });

  it("refuses conditions on other lands' number or supertypes", () => {
    for (const text of [
      "Cliffs enters the battlefield tapped unless you control two or fewer other lands.",
      "Cliffs enters tapped unless you control a basic land.",
    ]) {
      expect(compileCard(cardOf("Cliffs", text, "Land")).automated, text).toBe(false);
    }
  });
});
