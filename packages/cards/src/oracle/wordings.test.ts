/**
 * Wordings of mechanisms the compiler already read in other words: "choose one or more —" (CR
 * 700.2), "attacks this turn if able" (508.1d), "gets +1/+1 until end of turn for each …"
 * (counted as it resolves, 608.2h), "target artifact that player controls" after combat damage
 * to a player, and the older "to their owner's hand".
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, typeLine = "Sorcery"): CatalogCard {
  const creature = typeLine.includes("Creature") ? { power: "2", toughness: "2" } : {};
  return {
    name,
    manaCost: "{2}{R}",
    manaValue: 3,
    typeLine,
    oracleText,
    colors: ["R"],
    keywords: [],
    layout: "normal",
    ...creature,
  };
}
const compiled = (name: string, text: string, typeLine?: string) => {
  const r = compileCard(cardOf(name, text, typeLine));
  expect(r.unautomated, text).toEqual([]);
  return r.definition;
};
const effectsOf = (text: string) => compiled("Spell", text).spell!.modes[0]!.effects;
const refused = (text: string, typeLine?: string) =>
  expect(compileCard(cardOf("Spell", text, typeLine)).automated, text).toBe(false);

describe("wordings", () => {
  it("reads 'choose one or more —' as any number of the modes, each once", () => {
    const d = compiled(
      "Rain of Thorns",
      "Choose one or more —\n• Destroy target artifact.\n• Destroy target enchantment.\n• Destroy target land.",
    );
    expect(d.spell).toMatchObject({ chooseMin: 1, chooseMax: 3 });
    expect(d.spell!.modes.map((m) => m.text)).toEqual([
      "Destroy target artifact.",
      "Destroy target enchantment.",
      "Destroy target land.",
    ]);
  });

  it("reads 'attacks this turn if able' as a restriction for the turn", () => {
    expect(effectsOf("Target creature attacks this turn if able.")).toEqual([
      {
        kind: "modify",
        what: { kind: "target", index: 0 },
        mods: [{ layer: "rules", kind: "restrict", restrictions: ["mustAttack"] }],
        duration: { kind: "endOfTurn" },
      },
    ]);
  });

  it("reads '+1/+1 until end of turn for each …' as the change made once for each, counted as it resolves", () => {
    expect(effectsOf("Target creature gets -1/-1 until end of turn for each artifact you control.")).toEqual([
      {
        kind: "modify",
        what: { kind: "target", index: 0 },
        mods: [{ layer: "7c", kind: "addPT", power: -1, toughness: -1 }],
        duration: { kind: "endOfTurn" },
        times: { kind: "count", filter: { types: ["Artifact"], controller: "you" } },
      },
    ]);
    // "other" can't be counted apart from the source
    refused(
      "Whenever Spell attacks, it gets +1/+0 until end of turn for each other attacking Aurochs.",
      "Creature — Aurochs",
    );
  });

  it("reads 'target artifact that player controls' after combat damage to a player as the opponent's", () => {
    const d = compiled(
      "Trygon Predator",
      "Flying\nWhenever Trygon Predator deals combat damage to a player, you may destroy target artifact or enchantment that player controls.",
      "Creature — Trygon",
    );
    expect(d.abilities![0]).toMatchObject({
      event: { kind: "dealsDamageToOpponent", combat: true },
      targets: [{ objects: { types: ["Artifact", "Enchantment"], controller: "opponent" }, min: 0, max: 1 }],
    });
    refused("When Spell enters the battlefield, destroy target artifact that player controls.", "Creature — Trygon");
  });

  it("reads 'to their owner's hand' as 'to their owners' hands'", () => {
    expect(effectsOf("Return all attacking creatures to their owner's hand.")).toEqual([
      { kind: "returnToHand", what: { kind: "all", filter: { types: ["Creature"], combat: "attacking" } } },
    ]);
    expect(effectsOf("Return one or two target attacking creatures to their owner's hand.")).toEqual([
      { kind: "returnToHand", what: { kind: "target" } },
    ]);
  });
});
