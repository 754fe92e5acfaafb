/**
 * "Colorless" and "multicolored" in object descriptions (CR 105.2b-c): "other colorless
 * creatures you control get +0/+1" (Tide Drifter), "target colorless creature" (Forerunner of
 * Slaughter), "counter target multicolored spell" (Neutralizing Blast). An artifact with no
 * colored mana symbol, a land and a devoid card are colorless; a card of two colors is
 * multicolored.
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine/scenario";
import type { CatalogCard } from "../catalog/types.js";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";

const devoid = (name: string, manaCost: string, typeLine: string, oracleText: string): CatalogCard => ({
  name,
  manaCost,
  manaValue: 2,
  typeLine,
  oracleText,
  power: "2",
  toughness: "2",
  colors: [],
  keywords: ["Devoid"],
  layout: "normal",
});
const tideDrifter = devoid(
  "Tide Drifter",
  "{1}{U}",
  "Creature — Eldrazi Drone",
  "Devoid (This card has no color.)\nOther colorless creatures you control get +0/+1.",
);
const forerunner = devoid(
  "Forerunner of Slaughter",
  "{B}{R}",
  "Creature — Eldrazi Drone",
  "Devoid (This card has no color.)\n{1}: Target colorless creature gains haste until end of turn.",
);
const neutralizingBlast: CatalogCard = {
  name: "Neutralizing Blast",
  manaCost: "{1}{U}",
  manaValue: 2,
  typeLine: "Instant",
  oracleText: "Counter target multicolored spell.",
  colors: ["U"],
  keywords: [],
  layout: "normal",
};
const registry = catalogRegistry([tideDrifter, forerunner, neutralizingBlast]);

describe('"colorless" and "multicolored" (CR 105.2b-c)', () => {
  it("compiles them into the filters", () => {
    for (const c of [tideDrifter, forerunner, neutralizingBlast])
      expect(compileCard(c).unautomated, c.name).toEqual([]);
    expect(compileCard(tideDrifter).definition.abilities!.at(-1)).toMatchObject({
      affects: { kind: "filter", filter: { types: ["Creature"], colorless: true, controller: "you", other: true } },
    });
    expect(compileCard(neutralizingBlast).definition.spell!.modes[0]!.targets[0]!.objects).toEqual({
      multicolored: true,
      zone: "stack",
    });
  });

  it("Tide Drifter pumps the other colorless creatures, not a green one or itself", () => {
    const r = runScenario(
      {
        format: "fishbowl-scenario/1",
        name: "Tide Drifter",
        rules: ["105.2c"],
        setup: {
          turn: 3,
          active: "you",
          step: "main1",
          you: {
            battlefield: [
              { card: "Tide Drifter", id: "drifter" },
              { card: "Forerunner of Slaughter", id: "forerunner" },
              { card: "Steel Wall", id: "wall" },
              { card: "Grizzly Bears", id: "bears" },
              "Island",
            ],
          },
        },
        steps: [
          { expect: { object: "drifter", toughness: 2 } },
          { expect: { object: "forerunner", toughness: 3 } },
          { expect: { object: "bears", toughness: 2 } },
          // Forerunner of Slaughter's target must be colorless
          { do: "activate", card: "forerunner", ability: 0, targets: ["bears"], rejected: ["115.1", "601.2c"] },
          { do: "activate", card: "forerunner", ability: 0, targets: ["wall"] },
          { do: "resolve" },
          { expect: { object: "wall", has: ["Haste"] } },
        ],
      },
      registry,
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });
});
