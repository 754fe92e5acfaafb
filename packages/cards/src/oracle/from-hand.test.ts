/**
 * "You may put a basic land card from your hand onto the battlefield tapped" (Elvish Pioneer),
 * "you may put a creature card from your hand onto the battlefield" (Elvish Piper): a card of
 * your hand chosen as the ability resolves (CR 608.2d) enters the battlefield (110.2) — none
 * if you decline; a land put there is not played, so the turn's land play is still there (305.4).
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine/scenario";
import type { CatalogCard } from "../catalog/types.js";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";

const elf = (name: string, manaCost: string, oracleText: string): CatalogCard => ({
  name,
  manaCost,
  manaValue: 1,
  typeLine: "Creature — Elf",
  oracleText,
  power: "1",
  toughness: "1",
  colors: ["G"],
  keywords: [],
  layout: "normal",
});
const pioneer = elf(
  "Elvish Pioneer",
  "{G}",
  "When Elvish Pioneer enters the battlefield, you may put a basic land card from your hand onto the battlefield tapped.",
);
const piper = elf(
  "Elvish Piper",
  "{3}{G}",
  "{G}, {T}: You may put a creature card from your hand onto the battlefield.",
);
const registry = catalogRegistry([pioneer, piper]);

function castPioneer(steps: unknown[]) {
  return runScenario(
    {
      format: "fishbowl-scenario/1",
      name: "Elvish Pioneer",
      rules: ["608.2d", "305.4"],
      setup: {
        turn: 3,
        active: "you",
        step: "main1",
        you: {
          hand: [
            { card: "Elvish Pioneer", id: "pioneer" },
            { card: "Forest", id: "forest" },
            { card: "Swamp", id: "swamp" },
            { card: "Evolving Wilds", id: "wilds" },
          ],
          battlefield: ["Forest"],
        },
      },
      steps: [
        { do: "cast", card: "pioneer" },
        { do: "resolve" },
        { expect: { stack: 1 } },
        { do: "resolve" },
        ...steps,
      ],
    },
    registry,
  );
}

describe('"put a <card> from your hand onto the battlefield" (CR 110.2, 608.2d, 305.4)', () => {
  it("compiles Elvish Pioneer and Elvish Piper whole, as one optional choice", () => {
    for (const c of [pioneer, piper]) expect(compileCard(c).unautomated, c.name).toEqual([]);
    expect(compileCard(pioneer).definition.abilities![0]).toMatchObject({
      effects: [
        { kind: "putFromHand", filter: { types: ["Land"], supertypes: ["Basic"] }, tapped: true, optional: true },
      ],
    });
    // an Aura would need a permanent to enchant as it enters (CR 303.4f): not read
    const aura = elf("Aura Test", "{G}", "{T}: You may put an Aura card from your hand onto the battlefield.");
    expect(compileCard(aura).automated).toBe(false);
  });

  it("Elvish Pioneer puts the chosen basic land tapped, and the land play is still there", () => {
    const r = castPioneer([
      { do: "choose", options: ["Evolving Wilds"], rejected: ["608.2d"] },
      { do: "choose", options: ["Forest"] },
      { expect: { object: "forest", zone: "battlefield", tapped: true } },
      { do: "playLand", card: "swamp" },
      { expect: { object: "swamp", zone: "battlefield" } },
    ]);
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("Elvish Pioneer may put none", () => {
    const r = castPioneer([
      { do: "choose", options: [] },
      { expect: { zone: { player: "you", zone: "hand", names: ["Forest", "Swamp", "Evolving Wilds"] } } },
    ]);
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("Elvish Piper puts a creature card onto the battlefield", () => {
    const r = runScenario(
      {
        format: "fishbowl-scenario/1",
        name: "Elvish Piper",
        rules: ["608.2d"],
        setup: {
          turn: 3,
          active: "you",
          step: "main1",
          you: {
            hand: [{ card: "Colossal Dreadmaw", id: "dreadmaw" }, "Forest"],
            battlefield: [{ card: "Elvish Piper", id: "piper" }, "Forest"],
          },
        },
        steps: [
          { do: "activate", card: "piper", ability: 0 },
          { do: "resolve" },
          { do: "choose", options: ["Colossal Dreadmaw"] },
          { expect: { object: "dreadmaw", zone: "battlefield" } },
        ],
      },
      registry,
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });
});
