/**
 * Characteristic-defining abilities of power and toughness (CR 604.3, layer 7a 613.4a): the
 * side(s) a CDA defines are the printed "*" ones; "on the battlefield" counts both players'
 * permanents; domain counts basic land types among lands you control (207.2c).
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function creature(name: string, oracleText: string, power: string, toughness: string): CatalogCard {
  const typeLine = "Creature — Goblin";
  return {
    name,
    manaCost: "{3}{R}",
    manaValue: 4,
    typeLine,
    oracleText,
    colors: ["R"],
    keywords: [],
    layout: "normal",
    power,
    toughness,
  };
}

describe("characteristic-defining abilities of power and toughness", () => {
  it("reads 'the number of Goblins on the battlefield' as a count of every player's Goblins", () => {
    const r = compileCard(
      creature(
        "Reckless One",
        "Reckless One's power and toughness are each equal to the number of Goblins on the battlefield.",
        "*",
        "*",
      ),
    );
    expect(r.unautomated).toEqual([]);
    const count = { kind: "count", filter: { subtypes: ["Goblin"] } };
    expect(r.definition).toMatchObject({ power: null, toughness: null, powerCda: count, toughnessCda: count });
  });

  it("defines only the power when only the power is '*'", () => {
    const r = compileCard(
      creature(
        "Coiling Woodworm",
        "Coiling Woodworm's power is equal to the number of Forests on the battlefield.",
        "*",
        "1",
      ),
    );
    expect(r.unautomated).toEqual([]);
    expect(r.definition).toMatchObject({
      power: null,
      toughness: 1,
      powerCda: { kind: "count", filter: { subtypes: ["Forest"] } },
    });
    expect(r.definition.toughnessCda).toBeUndefined();
  });

  it("reads domain's 'the number of basic land types among lands you control' for the toughness", () => {
    const text =
      "Domain — Aven Trailblazer's toughness is equal to the number of basic land types among lands you control.";
    const r = compileCard(creature("Aven Trailblazer", text, "2", "*"));
    expect(r.unautomated).toEqual([]);
    expect(r.definition).toMatchObject({ power: 2, toughness: null, toughnessCda: { kind: "basicLandTypes" } });
    expect(r.definition.powerCda).toBeUndefined();
  });

  it("reads 'snow lands you control'", () => {
    const text = "Drift of the Dead's power and toughness are each equal to the number of snow lands you control.";
    const r = compileCard(creature("Drift of the Dead", text, "*", "*"));
    expect(r.unautomated).toEqual([]);
    expect(r.definition.powerCda).toEqual({
      kind: "count",
      filter: { types: ["Land"], supertypes: ["Snow"], controller: "you" },
    });
  });

  it("refuses a CDA of a side that is printed as a number, and a '*' side no CDA defines", () => {
    const both = compileCard(
      creature("Odd One", "Odd One's power is equal to the number of Goblins on the battlefield.", "*", "*"),
    );
    expect(both.automated).toBe(false);
    expect(both.failedTemplates).toContain("*/* characteristic-defining ability");
    const printed = compileCard(
      creature("Odder One", "Odder One's toughness is equal to the number of Goblins on the battlefield.", "*", "2"),
    );
    expect(printed.automated).toBe(false);
  });
});
