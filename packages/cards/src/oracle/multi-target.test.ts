/**
 * Several objects for one target requirement (CR 115.1, 601.2c): "up to two target creatures",
 * "two target lands", "one or two target creatures", "any number of target creatures", "up
 * to two target creature cards from your graveyard" — read only as the one target of their
 * ability or spell, and referred to as all the chosen targets.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function spellOf(name: string, oracleText: string, typeLine = "Sorcery"): CatalogCard {
  return {
    name,
    manaCost: "{2}{U}",
    manaValue: 3,
    typeLine,
    oracleText,
    colors: ["U"],
    keywords: [],
    layout: "normal",
  };
}
const modeOf = (text: string) => {
  const r = compileCard(spellOf("Some Spell", text));
  expect(r.unautomated, text).toEqual([]);
  return r.definition.spell!.modes[0]!;
};
const creatures = { types: ["Creature"] };
const all = { kind: "target" };

describe("several objects for one target (CR 115.1)", () => {
  it("reads 'up to N', 'N', 'one or two' and 'any number of' as the requirement's bounds", () => {
    const cases: [string, string, number, number][] = [
      ["Tap up to two target creatures.", "up to two target creatures", 0, 2],
      ["Tap two target creatures.", "two target creatures", 2, 2],
      ["Tap one or two target creatures.", "one or two target creatures", 1, 2],
      ["Tap any number of target creatures.", "any number of target creatures", 0, 99],
    ];
    for (const [text, words, min, max] of cases) {
      expect(modeOf(text)).toEqual({
        text,
        targets: [{ text: words, objects: creatures, min, max }],
        effects: [{ kind: "tap", what: all }],
      });
    }
  });

  it("refers to all the chosen targets in pumps, counters, bounces and destruction", () => {
    expect(modeOf("Up to two target creatures each get +2/+2 until end of turn.").effects).toEqual([
      {
        kind: "modify",
        what: all,
        mods: [{ layer: "7c", kind: "addPT", power: 2, toughness: 2 }],
        duration: { kind: "endOfTurn" },
      },
    ]);
    expect(modeOf("Put a +1/+1 counter on each of up to two target creatures.").effects).toEqual([
      { kind: "addCounters", what: all, counter: "+1/+1", amount: 1 },
    ]);
    expect(modeOf("Return up to two target creatures to their owners' hands.").effects).toEqual([
      { kind: "returnToHand", what: all },
    ]);
    expect(modeOf("Destroy two target nonblack creatures.").targets).toEqual([
      { text: "two target nonblack creatures", objects: { types: ["Creature"], notColors: ["B"] }, min: 2, max: 2 },
    ]);
  });

  it("reads cards in a graveyard", () => {
    expect(modeOf("Return up to two target creature cards from your graveyard to your hand.")).toMatchObject({
      targets: [{ objects: { types: ["Creature"], zone: "graveyard", controller: "you" }, min: 0, max: 2 }],
      effects: [{ kind: "returnToHand", what: all }],
    });
  });

  it("refuses such a requirement beside another target, and 'it' after it", () => {
    for (const text of [
      "Tap up to two target creatures. Destroy target artifact.",
      "Target creature gets +1/+1 until end of turn. Untap two target lands.",
      "Up to two target creatures each get +1/+1 until end of turn. Untap it.",
    ])
      expect(compileCard(spellOf("Spell", text)).automated, text).toBe(false);
    expect(
      compileCard(
        spellOf(
          "Spell",
          "Choose one or both —\n• Tap up to two target creatures.\n• Destroy target artifact.",
          "Instant",
        ),
      ).automated,
    ).toBe(false);
  });

  it("keeps a modal spell whose one chosen mode has such a requirement (CR 700.2)", () => {
    const r = compileCard(
      spellOf(
        "Chant",
        "Choose one —\n• Return target creature card from your graveyard to your hand.\n• Return two target Zombie cards from your graveyard to your hand.",
        "Sorcery",
      ),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.modes[1]?.targets).toMatchObject([{ min: 2, max: 2 }]);
  });
});
