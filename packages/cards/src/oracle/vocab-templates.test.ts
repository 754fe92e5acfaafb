/**
 * Templates of the vocabulary line: "~ enters with X +1/+1 counters on it" (CR 614.1c,
 * 107.3m) and "can't be blocked by <creatures>" (509.1b).
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function creature(name: string, oracleText: string, manaCost = "{X}{G}"): CatalogCard {
  return {
    name,
    manaCost,
    manaValue: 1,
    typeLine: "Creature — Construct",
    oracleText,
    colors: ["G"],
    keywords: [],
    layout: "normal",
    power: "0",
    toughness: "0",
  };
}
const abilitiesOf = (name: string, text: string) => {
  const r = compileCard(creature(name, text));
  expect(r.unautomated, text).toEqual([]);
  return r.definition.abilities!;
};

describe("~ enters with X counters", () => {
  it("reads X +1/+1 counters and X charge counters", () => {
    expect(abilitiesOf("Endless One", "Endless One enters the battlefield with X +1/+1 counters on it.")).toMatchObject(
      [{ kind: "replacement", replacement: { kind: "entersWithXCounters", counter: "+1/+1" } }],
    );
    expect(
      abilitiesOf("Orochi Hatchery", "Orochi Hatchery enters the battlefield with X charge counters on it."),
    ).toMatchObject([{ kind: "replacement", replacement: { kind: "entersWithXCounters", counter: "charge" } }]);
  });
});

describe("can't be blocked by", () => {
  it("reads Walls, artifact creatures, white creatures and creatures with flying", () => {
    const cases: [string, object][] = [
      ["Walls", { subtypes: ["Wall"] }],
      ["artifact creatures", { allTypes: ["Artifact", "Creature"] }],
      ["white creatures", { colors: ["W"] }],
      ["creatures with flying", { keyword: "Flying" }],
    ];
    for (const [what, filter] of cases) {
      const [a] = abilitiesOf("Juggernaut", `Juggernaut can't be blocked by ${what}.`);
      expect(a, what).toMatchObject({
        kind: "static",
        affects: { kind: "self" },
        mods: [{ layer: "rules", kind: "cantBeBlockedBy", filter }],
      });
    }
  });

  it("refuses 'can't be blocked by more than one creature'", () => {
    const r = compileCard(creature("Sunder Shaman", "Sunder Shaman can't be blocked by more than one creature."));
    expect(r.automated).toBe(false);
  });
});

describe("heroic and enchanted lands tapped for mana", () => {
  it("reads 'whenever you cast a spell that targets ~' with ~ as the source", () => {
    const text =
      "Heroic — Whenever you cast a spell that targets Lagonna-Band Trailblazer, put a +1/+1 counter on Lagonna-Band Trailblazer.";
    expect(abilitiesOf("Lagonna-Band Trailblazer", text)).toMatchObject([
      {
        kind: "triggered",
        event: { kind: "cast", filter: {}, targetsSelf: true },
        effects: [{ kind: "addCounters", what: { kind: "self" }, counter: "+1/+1" }],
      },
    ]);
  });

  it("reads an Aura's 'its controller adds an additional one mana of any color' and '… an additional {G}'", () => {
    const aura = (name: string, text: string): CatalogCard => ({
      ...creature(name, `Enchant land\n${text}`, "{G}"),
      typeLine: "Enchantment — Aura",
      power: undefined,
      toughness: undefined,
    });
    const any = compileCard(
      aura(
        "Fertile Ground",
        "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.",
      ),
    );
    expect(any.unautomated).toEqual([]);
    expect(any.definition.abilities).toMatchObject([
      { event: { kind: "attachedTappedForMana" }, effects: [{ kind: "addMana", choices: ["W", "U", "B", "R", "G"] }] },
    ]);
    const green = compileCard(
      aura("Wild Growth", "Whenever enchanted land is tapped for mana, its controller adds an additional {G}."),
    );
    expect(green.definition.abilities).toMatchObject([{ effects: [{ kind: "addMana", choices: ["G"] }] }]);
  });
});

describe("if a creature dealt damage this way would die this turn, exile it instead", () => {
  const spell = (name: string, oracleText: string): CatalogCard => ({
    ...creature(name, oracleText, "{R}"),
    typeLine: "Instant",
    power: undefined,
    toughness: undefined,
  });
  it("marks the damage instruction, after 'any target' and after 'target creature … that creature'", () => {
    const fire = compileCard(
      spell(
        "Annihilating Fire",
        "Annihilating Fire deals 3 damage to any target. If a creature dealt damage this way would die this turn, exile it instead.",
      ),
    );
    expect(fire.unautomated).toEqual([]);
    expect(fire.definition.spell?.modes[0]?.effects).toMatchObject([
      { kind: "damage", amount: 3, exileIfDiesThisTurn: true },
    ]);
    const spray = compileCard(
      spell(
        "Magma Spray",
        "Magma Spray deals 2 damage to target creature. If that creature would die this turn, exile it instead.",
      ),
    );
    expect(spray.unautomated).toEqual([]);
    expect(spray.definition.spell?.modes[0]?.effects).toMatchObject([{ kind: "damage", exileIfDiesThisTurn: true }]);
  });

  it("refuses the rider without damage", () => {
    const r = compileCard(
      spell(
        "Odd Spell",
        "Destroy target creature. If a creature dealt damage this way would die this turn, exile it instead.",
      ),
    );
    expect(r.automated).toBe(false);
  });
});
