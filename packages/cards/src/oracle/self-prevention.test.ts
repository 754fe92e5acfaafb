/**
 * A permanent's own prevention ability (CR 615.1): "If damage would be dealt to ~, prevent that
 * damage. Remove a +1/+1 counter from ~." and the Phyrexian Hydra form.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function creature(name: string, oracleText: string): CatalogCard {
  return {
    name,
    manaCost: "{3}{G}",
    manaValue: 4,
    typeLine: "Creature — Spirit",
    oracleText,
    colors: ["G"],
    keywords: [],
    layout: "normal",
    power: "2",
    toughness: "2",
  };
}

describe("if damage would be dealt to ~, prevent that damage", () => {
  it("removes a +1/+1 counter", () => {
    const text =
      "If damage would be dealt to Phantom Nomad, prevent that damage. Remove a +1/+1 counter from Phantom Nomad.";
    const r = compileCard(creature("Phantom Nomad", text));
    expect(r.unautomated).toEqual([]);
    expect(r.definition.abilities).toEqual([{ kind: "preventDamageToSelf", text, removeCounter: "+1/+1" }]);
  });

  it("puts a -1/-1 counter for each 1 damage prevented", () => {
    const text =
      "If damage would be dealt to Phyrexian Hydra, prevent that damage. Put a -1/-1 counter on Phyrexian Hydra for each 1 damage prevented this way.";
    const r = compileCard(creature("Phyrexian Hydra", text));
    expect(r.unautomated).toEqual([]);
    expect(r.definition.abilities).toEqual([{ kind: "preventDamageToSelf", text, countersPerDamage: "-1/-1" }]);
  });

  it("refuses another rider, and the prevention of damage to something else", () => {
    const other = "If damage would be dealt to Odd Spirit, prevent that damage. You gain 1 life.";
    expect(compileCard(creature("Odd Spirit", other)).automated).toBe(false);
    const you = "If damage would be dealt to you, prevent that damage. Remove a +1/+1 counter from Odd Spirit.";
    expect(compileCard(creature("Odd Spirit", you)).automated).toBe(false);
  });
});
