/**
 * Wordings of mechanisms the compiler already read in other words: "choose one or more —" (CR
 * 700.2), "attacks this turn if able" (508.1d), "gets +1/+1 until end of turn for each …"
 * (counted as it resolves, 608.2h), "target artifact that player controls" after combat damage
 * to a player, and the older "to their owner's hand".
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { fx } from "../definitions/builders.js";
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

  it("reads 'until end of turn and can't be blocked this turn' as one change (both end in the cleanup step)", () => {
    const d = compiled(
      "Dimir Keyrune",
      "{U}{B}: Dimir Keyrune becomes a 2/2 blue and black Horror artifact creature until end of turn and can't be blocked this turn.",
      "Artifact",
    );
    expect(d.abilities![0]).toMatchObject({
      effects: [
        {
          kind: "modify",
          what: { kind: "self" },
          mods: [
            { layer: "4", kind: "addTypes", types: ["Artifact", "Creature"] },
            { layer: "4", kind: "setCreatureSubtypes", subtypes: ["Horror"] },
            { layer: "5", kind: "setColors", colors: ["U", "B"] },
            { layer: "7b", kind: "setBasePT", power: 2, toughness: 2 },
            { layer: "rules", kind: "restrict", restrictions: ["cantBeBlocked"] },
          ],
          duration: { kind: "endOfTurn" },
        },
      ],
    });
    expect(effectsOf("Target creature gets +1/+0 until end of turn and can't be blocked this turn.")[0]).toMatchObject({
      mods: [
        { layer: "7c", kind: "addPT", power: 1, toughness: 0 },
        { layer: "rules", kind: "restrict", restrictions: ["cantBeBlocked"] },
      ],
    });
  });

  it("reads 'for each Elf on the battlefield' as every player's, and refuses it with a controller", () => {
    expect(effectsOf("You gain 1 life for each Elf on the battlefield.")).toEqual([
      { kind: "gainLife", amount: { kind: "count", filter: { subtypes: ["Elf"] } }, who: { kind: "you" } },
    ]);
    refused("Draw a card for each creature you control on the battlefield.");
  });

  it("reads 'attack each combat if able' of a group, 'you may shuffle', and 'that land's controller'", () => {
    expect(
      compiled(
        "Hellraiser Goblin",
        "Creatures you control have haste and attack each combat if able.",
        "Creature — Goblin",
      ).abilities![0],
    ).toMatchObject({
      affects: { kind: "filter", filter: { types: ["Creature"], controller: "you" } },
      mods: [
        { layer: "6", kind: "addKeywords", keywords: ["Haste"] },
        { layer: "rules", kind: "restrict", restrictions: ["mustAttack"] },
      ],
    });
    expect(
      effectsOf("Look at the top three cards of your library, then put them back in any order. You may shuffle."),
    ).toEqual([{ kind: "lookAtTop", amount: 3, picks: [], rest: "top" }, fx.may("you may", { kind: "shuffle" })]);
    expect(effectsOf("Destroy target land. Spell deals 2 damage to that land's controller.")[1]).toEqual({
      kind: "damage",
      amount: 2,
      to: { kind: "controllerOf", ref: { kind: "target", index: 0 } },
    });
  });

  it("reads several cards from your graveyard put on top of your library, in the order chosen", () => {
    expect(effectsOf("Put up to three target creature cards from your graveyard on top of your library.")).toEqual([
      { kind: "putOnLibrary", what: { kind: "target" } },
    ]);
    refused("Put two target creatures on top of their owners' libraries.");
  });

  it("refuses 'another target' after a target of the same ability (the two must differ, CR 115.3)", () => {
    refused("Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn.");
    refused(
      "{2}, Sacrifice a creature: Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn.",
      "Creature — Beast",
    );
    // alone in a permanent's ability it is other than the source
    expect(
      compiled("Hunter", "When Hunter enters the battlefield, exile another target creature.", "Creature — Human")
        .abilities![0],
    ).toMatchObject({ targets: [{ objects: { types: ["Creature"], other: true } }] });
  });
});
