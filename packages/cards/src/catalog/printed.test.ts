import { describe, expect, it } from "vitest";
import { parseTypeLine, printedCharacteristics, printedNumber } from "./printed.js";
import type { CatalogCard } from "./types.js";

describe("printedCharacteristics", () => {
  it("splits the type line into supertypes, types and subtypes (CR 205)", () => {
    expect(parseTypeLine("Legendary Creature — Goblin Warrior")).toEqual({
      supertypes: ["Legendary"],
      types: ["Creature"],
      subtypes: ["Goblin", "Warrior"],
    });
    expect(parseTypeLine("Basic Snow Land — Forest")).toEqual({
      supertypes: ["Basic", "Snow"],
      types: ["Land"],
      subtypes: ["Forest"],
    });
    expect(parseTypeLine("Artifact Creature - Assembly-Worker")).toEqual({
      supertypes: [],
      types: ["Artifact", "Creature"],
      subtypes: ["Assembly-Worker"],
    });
    expect(parseTypeLine("Instant")).toEqual({ supertypes: [], types: ["Instant"], subtypes: [] });
  });

  it("reads printed numbers: leading number, * as 0", () => {
    expect([
      printedNumber("3"),
      printedNumber("*"),
      printedNumber("1+*"),
      printedNumber("-1"),
      printedNumber(undefined),
    ]).toEqual([3, 0, 1, -1, Number.NaN]);
  });

  it("gives a one-face card's characteristics", () => {
    const goyf: CatalogCard = {
      name: "Tarmogoyf",
      manaCost: "{1}{G}",
      manaValue: 2,
      typeLine: "Creature — Lhurgoyf",
      oracleText: "…",
      power: "*",
      toughness: "1+*",
      colors: ["G"],
      keywords: [],
      layout: "normal",
    };
    expect(printedCharacteristics(goyf)).toEqual({
      name: "Tarmogoyf",
      manaCost: "{1}{G}",
      manaValue: 2,
      types: ["Creature"],
      supertypes: [],
      subtypes: ["Lhurgoyf"],
      power: 0,
      toughness: 1,
      colors: ["G"],
      oracleText: "…",
    });
    const jace: CatalogCard = {
      name: "Jace Beleren",
      manaCost: "{1}{U}{U}",
      manaValue: 3,
      typeLine: "Legendary Planeswalker — Jace",
      oracleText: "",
      loyalty: "3",
      colors: ["U"],
      keywords: [],
      layout: "normal",
    };
    expect(printedCharacteristics(jace)).toMatchObject({
      loyalty: 3,
      supertypes: ["Legendary"],
      types: ["Planeswalker"],
    });
    expect(printedCharacteristics(jace).power).toBeUndefined();
  });

  it("uses the front face of a double-faced card and combines split halves (CR 709.4, 712.8a)", () => {
    const delver: CatalogCard = {
      name: "Delver of Secrets // Insectile Aberration",
      manaCost: "{U}",
      manaValue: 1,
      typeLine: "Creature — Human Wizard // Creature — Human Insect",
      oracleText: "…\n//\nFlying",
      power: "1",
      toughness: "1",
      colors: ["U"],
      keywords: [],
      layout: "transform",
      faces: [
        {
          name: "Delver of Secrets",
          manaCost: "{U}",
          typeLine: "Creature — Human Wizard",
          oracleText: "…",
          power: "1",
          toughness: "1",
          colors: ["U"],
        },
        {
          name: "Insectile Aberration",
          manaCost: "",
          typeLine: "Creature — Human Insect",
          oracleText: "Flying",
          power: "3",
          toughness: "2",
          colors: ["U"],
        },
      ],
    };
    const d = printedCharacteristics(delver);
    expect(d).toMatchObject({
      name: "Delver of Secrets",
      manaCost: "{U}",
      manaValue: 1,
      subtypes: ["Human", "Wizard"],
      power: 1,
      toughness: 1,
    });
    expect(d.faces?.[1]).toMatchObject({ name: "Insectile Aberration", power: 3, toughness: 2, manaValue: 0 });

    const fireIce: CatalogCard = {
      name: "Fire // Ice",
      manaCost: "{1}{R} // {1}{U}",
      manaValue: 4,
      typeLine: "Instant // Instant",
      oracleText: "a\n//\nb",
      colors: ["U", "R"],
      keywords: [],
      layout: "split",
      faces: [
        { name: "Fire", manaCost: "{1}{R}", typeLine: "Instant", oracleText: "a" },
        { name: "Ice", manaCost: "{1}{U}", typeLine: "Instant", oracleText: "b" },
      ],
    };
    const f = printedCharacteristics(fireIce);
    expect(f).toMatchObject({
      name: "Fire // Ice",
      manaCost: "{1}{R} // {1}{U}",
      manaValue: 4,
      types: ["Instant"],
      colors: ["U", "R"],
    });
    expect(f.faces?.map((x) => [x.name, x.manaValue])).toEqual([
      ["Fire", 2],
      ["Ice", 2],
    ]);
  });
});
