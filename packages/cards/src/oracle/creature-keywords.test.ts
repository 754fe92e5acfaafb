/**
 * Creature keyword mechanisms read by the compiler (grammar/creature-keywords.ts): soulbond
 * (CR 702.95) and the static abilities about a paired creature.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, typeLine = "Creature — Human Shaman"): CatalogCard {
  const creature = typeLine.includes("Creature") ? { power: "2", toughness: "2" } : {};
  return {
    name,
    manaCost: "{2}{G}",
    manaValue: 3,
    typeLine,
    oracleText,
    colors: ["G"],
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
const refused = (name: string, text: string, typeLine?: string) =>
  compileCard(cardOf(name, text, typeLine)).failedTemplates;

const SOULBOND =
  "Soulbond (You may pair this creature with another unpaired creature when either enters the battlefield. They remain paired for as long as you control both of them.)";

describe("soulbond (CR 702.95)", () => {
  it("is its two triggered abilities, each with its intervening if, and the paired creatures' static ability", () => {
    const d = compiled(
      "Trusted Forcemage",
      `${SOULBOND}\nAs long as Trusted Forcemage is paired with another creature, each of those creatures gets +1/+1.`,
    );
    expect(d.abilities).toEqual([
      {
        kind: "triggered",
        text: "Soulbond",
        event: { kind: "entersSelf" },
        targets: [],
        condition: { kind: "sourceUnpaired", another: true },
        effects: [{ kind: "pair", with: "chosen" }],
      },
      {
        kind: "triggered",
        text: "Soulbond",
        event: { kind: "enters", filter: { types: ["Creature"], controller: "you", other: true } },
        targets: [],
        condition: { kind: "sourceUnpaired" },
        effects: [{ kind: "pair", with: "refs" }],
      },
      {
        kind: "static",
        text: "As long as Trusted Forcemage is paired with another creature, each of those creatures gets +1/+1.",
        affects: { kind: "paired" },
        mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 1 }],
      },
    ]);
  });
  it('reads "both creatures have <keyword>"', () => {
    const d = compiled(
      "Wingcrafter",
      `${SOULBOND}\nAs long as Wingcrafter is paired with another creature, both creatures have flying.`,
    );
    expect(d.abilities?.[2]).toMatchObject({
      affects: { kind: "paired" },
      mods: [{ layer: "6", kind: "addKeywords", keywords: ["Flying"] }],
    });
  });
  it("refuses a granted ability in quotes it can't give", () => {
    expect(
      refused(
        "Tandem Lookout",
        `${SOULBOND}\nAs long as Tandem Lookout is paired with another creature, each of those creatures has "Whenever this creature deals damage to an opponent, draw a card."`,
      ),
    ).toHaveLength(1);
  });
});
