/**
 * "Whenever ~ deals combat damage to a creature, …" (CR 510.2, 603.2): "that creature" is the
 * creature dealt the damage, the ability's refs; "it doesn't untap during its controller's next
 * untap step" (502.3).
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function creature(name: string, oracleText: string): CatalogCard {
  return {
    name,
    manaCost: "{1}{G}",
    manaValue: 2,
    typeLine: "Creature — Snake Warrior",
    oracleText,
    colors: ["G"],
    keywords: [],
    layout: "normal",
    power: "2",
    toughness: "1",
  };
}
const abilitiesOf = (name: string, text: string) => {
  const r = compileCard(creature(name, text));
  expect(r.unautomated, text).toEqual([]);
  return r.definition.abilities!;
};

describe("whenever ~ deals combat damage to a creature", () => {
  it("destroys that creature: the creature dealt the damage", () => {
    const text = "Whenever Stinkweed Imp deals combat damage to a creature, destroy that creature.";
    expect(abilitiesOf("Stinkweed Imp", text)).toMatchObject([
      {
        kind: "triggered",
        event: { kind: "dealsDamageToCreatureSelf", combat: true },
        targets: [],
        effects: [{ kind: "destroy", what: { kind: "refs" } }],
      },
    ]);
  });

  it("reads 'the creature can't be regenerated' after it", () => {
    const text =
      "Whenever Mephitic Ooze deals combat damage to a creature, destroy that creature. The creature can't be regenerated.";
    expect(abilitiesOf("Mephitic Ooze", text)).toMatchObject([
      { effects: [{ kind: "destroy", what: { kind: "refs" }, noRegenerate: true }] },
    ]);
  });

  it("taps that creature and it doesn't untap during its controller's next untap step", () => {
    const text =
      "Whenever Orochi Ranger deals combat damage to a creature, tap that creature and it doesn't untap during its controller's next untap step.";
    expect(abilitiesOf("Orochi Ranger", text)).toMatchObject([
      {
        event: { kind: "dealsDamageToCreatureSelf", combat: true },
        effects: [
          { kind: "tap", what: { kind: "refs" } },
          { kind: "skipNextUntap", what: { kind: "refs" } },
        ],
      },
    ]);
  });

  it("reads 'that creature doesn't untap during its controller's next untap step' after a target", () => {
    const text =
      "When Fettergeist Kin enters, tap target creature an opponent controls. That creature doesn't untap during its controller's next untap step.";
    const [a] = abilitiesOf("Fettergeist Kin", text);
    expect(a).toMatchObject({
      event: { kind: "entersSelf" },
      effects: [
        { kind: "tap", what: { kind: "target", index: 0 } },
        { kind: "skipNextUntap", what: { kind: "target", index: 0 } },
      ],
    });
  });
});
