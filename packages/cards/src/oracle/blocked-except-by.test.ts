/**
 * "Can't be blocked except by Walls and/or creatures with flying" (CR 509.1b): a restriction on
 * blocks — only the creatures it names may block the creature — read by the compiler for the
 * creature itself, an enchanted creature or a group, and checked by the engine as blockers are
 * declared.
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine/scenario";
import type { CatalogCard } from "../catalog/types.js";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";

const creature = (name: string, typeLine: string, oracleText: string): CatalogCard => ({
  name,
  manaCost: "{2}{G}{G}",
  manaValue: 4,
  typeLine,
  oracleText,
  power: "4",
  toughness: "4",
  colors: ["G"],
  keywords: [],
  layout: "normal",
});
const elvenRiders = creature(
  "Elven Riders",
  "Creature — Elf",
  "Elven Riders can't be blocked except by Walls and/or creatures with flying.",
);
const amrouSeekers = creature(
  "Amrou Seekers",
  "Creature — Kithkin Rebel",
  "Amrou Seekers can't be blocked except by artifact creatures and/or white creatures.",
);
const signalPest = creature(
  "Signal Pest",
  "Artifact Creature — Pest",
  "Signal Pest can't be blocked except by creatures with flying or reach.",
);
const registry = catalogRegistry([elvenRiders, amrouSeekers, signalPest]);

function attackWith(attacker: string, blocker: string, allowed: boolean) {
  return runScenario(
    {
      format: "fishbowl-scenario/1",
      name: `${attacker} blocked by ${blocker}`,
      rules: ["509.1b"],
      setup: {
        turn: 3,
        active: "you",
        step: "main1",
        you: { battlefield: [{ card: attacker, id: "attacker" }] },
        opponent: { battlefield: [{ card: blocker, id: "blocker" }] },
      },
      steps: [
        { do: "attack", attackers: ["attacker"] },
        {
          do: "block",
          blocks: [{ blocker: "blocker", attacker: "attacker" }],
          ...(allowed ? {} : { rejected: ["509.1b"] }),
        },
      ],
    },
    registry,
  );
}

describe('"can\'t be blocked except by …" (CR 509.1b)', () => {
  it("compiles the wordings whole, with either kind of creature and either keyword", () => {
    for (const c of [elvenRiders, amrouSeekers, signalPest]) expect(compileCard(c).unautomated, c.name).toEqual([]);
    expect(compileCard(elvenRiders).definition.abilities).toEqual([
      {
        kind: "static",
        text: elvenRiders.oracleText,
        affects: { kind: "self" },
        mods: [
          {
            layer: "rules",
            kind: "cantBeBlockedExceptBy",
            filter: { anyOf: [{ subtypes: ["Wall"] }, { types: ["Creature"], keyword: "Flying" }] },
          },
        ],
      },
    ]);
    // "except by two or more creatures" is another rule (a menace-like requirement): not read
    const menace = creature(
      "Menace Test",
      "Creature — Beast",
      "Menace Test can't be blocked except by two or more creatures.",
    );
    expect(compileCard(menace).automated).toBe(false);
  });

  it("lets only the named creatures block", () => {
    for (const [attacker, blocker, allowed] of [
      ["Elven Riders", "Grizzly Bears", false],
      ["Elven Riders", "Wind Drake", true],
      ["Elven Riders", "Steel Wall", true],
      ["Amrou Seekers", "Grizzly Bears", false],
      ["Amrou Seekers", "Silvercoat Lion", true],
      ["Amrou Seekers", "Steel Wall", true],
      ["Signal Pest", "Giant Spider", true],
      ["Signal Pest", "Hill Giant", false],
    ] as const) {
      const r = attackWith(attacker, blocker, allowed);
      expect(r, `${attacker} / ${blocker}: ${r.message}`).toMatchObject({ status: "passed" });
    }
  });
});
