import { describe, expect, it } from "vitest";
import { landManaAbilities, vanillaDefinition } from "./vanilla.js";
import type { CatalogCard } from "./types.js";

const card = (c: Partial<CatalogCard>): CatalogCard =>
  ({
    name: "X",
    manaCost: "",
    manaValue: 0,
    typeLine: "",
    oracleText: "",
    colors: [],
    keywords: [],
    layout: "normal",
    ...c,
  }) as CatalogCard;

describe("vanillaDefinition", () => {
  it("keeps a creature's printed P/T and no abilities, marked not automated", () => {
    const d = vanillaDefinition(
      card({
        name: "Gray Ogre",
        manaCost: "{2}{R}",
        manaValue: 3,
        typeLine: "Creature — Ogre",
        power: "2",
        toughness: "2",
        colors: ["R"],
      }),
    );
    expect(d).toMatchObject({
      name: "Gray Ogre",
      manaCost: "{2}{R}",
      types: ["Creature"],
      subtypes: ["Ogre"],
      power: 2,
      toughness: 2,
      automated: false,
    });
    expect(d.abilities).toBeUndefined();
  });

  it("leaves out type-line words that are no card type or supertype, and says so (CR 205.2a, 205.4a)", () => {
    const d = vanillaDefinition(
      card({ name: "Odd Host", typeLine: "Host Creature Thing — Devil", power: "1", toughness: "1" }),
    );
    expect(d).toMatchObject({ supertypes: [], types: ["Creature"], subtypes: ["Devil"], power: 1 });
    expect(d.unautomated).toEqual(["Host Thing: not a card type or supertype the engine knows (CR 205.2a, 205.4a)"]);
    expect(vanillaDefinition(card({ typeLine: "Legendary Creature — Ogre" })).unautomated).toBeUndefined();
  });

  it("gives a spell no effect", () => {
    const d = vanillaDefinition(
      card({ name: "Divination", manaCost: "{2}{U}", typeLine: "Sorcery", oracleText: "Draw two cards." }),
    );
    expect(d.types).toEqual(["Sorcery"]);
    expect(d.spell).toBeUndefined();
  });

  it("reads a land's plain mana abilities and an unconditional enters-tapped", () => {
    expect(landManaAbilities("{T}: Add {W} or {B}.").map((a) => (a.kind === "activated" ? a.effects : []))).toEqual([
      [{ kind: "addMana", choices: ["W", "B"] }],
    ]);
    expect(landManaAbilities("{T}: Add {G}{G}.")).toEqual([]);
    const d = vanillaDefinition(
      card({
        name: "Scoured Barrens",
        typeLine: "Land",
        oracleText:
          "Scoured Barrens enters tapped.\nWhen Scoured Barrens enters, you gain 1 life.\n{T}: Add {W} or {B}.",
      }),
    );
    expect(d.abilities?.map((a) => a.kind)).toEqual(["activated", "replacement"]);
  });
});
