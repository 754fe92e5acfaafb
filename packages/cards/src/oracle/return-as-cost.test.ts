/**
 * Returning permanents to their owners' hands as a cost (CR 118.3, 602.2b → 601.2h): "Return a
 * land you control to its owner's hand" (the Soratami), "Return a Forest you control …" (Quirion
 * Ranger), "Return two Islands you control to their owner's hand", and "Return ~ to its owner's
 * hand" (Broken Fall). The player chooses the permanents as the cost is paid; without enough
 * of them the ability can't be activated (118.3).
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine/scenario";
import type { CatalogCard } from "../catalog/types.js";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";

const cloudskater: CatalogCard = {
  name: "Soratami Cloudskater",
  manaCost: "{2}{U}",
  manaValue: 3,
  typeLine: "Creature — Moonfolk Rogue",
  oracleText: "Flying\n{2}, Return a land you control to its owner's hand: Draw a card, then discard a card.",
  power: "2",
  toughness: "1",
  colors: ["U"],
  keywords: ["Flying"],
  layout: "normal",
};
const quirionRanger: CatalogCard = {
  name: "Quirion Ranger",
  manaCost: "{G}",
  manaValue: 1,
  typeLine: "Creature — Elf",
  oracleText: "Return a Forest you control to its owner's hand: Untap target creature. Activate only once each turn.",
  power: "1",
  toughness: "1",
  colors: ["G"],
  keywords: [],
  layout: "normal",
};
const brokenFall: CatalogCard = {
  name: "Broken Fall",
  manaCost: "{2}{G}",
  manaValue: 3,
  typeLine: "Enchantment",
  oracleText: "Return Broken Fall to its owner's hand: Regenerate target creature.",
  colors: ["G"],
  keywords: [],
  layout: "normal",
};
const registry = catalogRegistry([cloudskater, quirionRanger, brokenFall]);

function play(name: string, setup: Record<string, unknown>, steps: unknown[]) {
  return runScenario(
    {
      format: "fishbowl-scenario/1",
      name,
      rules: ["118.3", "602.2b"],
      setup: { turn: 3, active: "you", step: "main1", ...setup },
      steps,
    },
    registry,
  );
}

describe("returning permanents to hand as a cost (CR 118.3, 602.2b)", () => {
  it("compiles the wordings whole", () => {
    for (const c of [cloudskater, quirionRanger, brokenFall]) expect(compileCard(c).unautomated, c.name).toEqual([]);
    const cost = (c: CatalogCard) =>
      compileCard(c).definition.abilities!.flatMap((a) => (a.kind === "activated" ? [a.cost] : []))[0];
    expect(cost(cloudskater)).toEqual({
      mana: "{2}",
      returnToHand: { filter: { types: ["Land"], controller: "you" }, count: 1 },
    });
    expect(cost(quirionRanger)).toEqual({
      returnToHand: { filter: { subtypes: ["Forest"], controller: "you" }, count: 1 },
    });
    expect(cost(brokenFall)).toEqual({ returnSelf: true });
    // a permanent anyone controls is not read as a cost
    const any = { ...brokenFall, oracleText: "{1}, Return a creature to its owner's hand: Draw a card." };
    expect(compileCard(any).automated).toBe(false);
  });

  it("Soratami Cloudskater returns the chosen land, and can't without one", () => {
    const r = play(
      "Soratami Cloudskater",
      {
        you: {
          battlefield: [
            { card: "Soratami Cloudskater", id: "skater" },
            { card: "Island", id: "i1" },
            { card: "Island", id: "i2" },
            { card: "Island", id: "i3" },
          ],
          library: [{ card: "Forest", id: "top" }],
        },
        opponent: { battlefield: [{ card: "Island", id: "theirs" }] },
      },
      [
        { do: "activate", card: "skater", ability: 0, rejected: ["602.2b", "118.3"] },
        { do: "activate", card: "skater", ability: 0, returnToHand: ["theirs"], rejected: ["118.3"] },
        { do: "activate", card: "skater", ability: 0, returnToHand: ["i3"] },
        { expect: { object: "i3", zone: "hand" } },
        { expect: { object: "i1", tapped: true } },
        { expect: { object: "i2", tapped: true } },
        { do: "resolve" },
        { do: "choose", options: ["Island"] },
        { expect: { zone: { player: "you", zone: "hand", names: ["Forest"] } } },
        { expect: { zone: { player: "you", zone: "graveyard", names: ["Island"] } } },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("Quirion Ranger needs a Forest, and with one needs no choice", () => {
    const r = play(
      "Quirion Ranger",
      {
        you: {
          battlefield: [
            { card: "Quirion Ranger", id: "ranger" },
            { card: "Grizzly Bears", id: "bears", tapped: true },
            { card: "Island", id: "island" },
            { card: "Forest", id: "forest" },
          ],
        },
      },
      [
        {
          do: "activate",
          card: "ranger",
          ability: 0,
          targets: ["bears"],
          returnToHand: ["island"],
          rejected: ["118.3"],
        },
        { do: "activate", card: "ranger", ability: 0, targets: ["bears"] },
        { expect: { object: "forest", zone: "hand" } },
        { do: "resolve" },
        { expect: { object: "bears", tapped: false } },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("Broken Fall returns itself to its owner's hand as the cost", () => {
    const r = play(
      "Broken Fall",
      {
        you: {
          battlefield: [
            { card: "Broken Fall", id: "fall" },
            { card: "Grizzly Bears", id: "bears" },
          ],
        },
      },
      [
        { do: "activate", card: "fall", ability: 0, targets: ["bears"] },
        { expect: { object: "fall", zone: "hand" } },
        { expect: { stack: 1 } },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });
});
