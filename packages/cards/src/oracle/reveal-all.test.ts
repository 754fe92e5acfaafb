/**
 * "Reveal the top four cards of your library. Put all land cards revealed this way into your
 * hand and the rest into your graveyard." (Mulch) and "… put all Goblin cards revealed this way
 * into your hand and the rest on the bottom of your library in any order." (Goblin Ringleader):
 * every card is revealed (CR 701.16a), every card matching goes to the hand and no other — the
 * player chooses nothing but the order of the rest (401.4 in a library; 404.3 in a graveyard).
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { runScenario } from "@fishbowl/engine/scenario";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";

const mulch: CatalogCard = {
  name: "Mulch",
  manaCost: "{1}{G}",
  manaValue: 2,
  typeLine: "Sorcery",
  oracleText:
    "Reveal the top four cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.",
  colors: ["G"],
  keywords: [],
  layout: "normal",
};
const ringleader: CatalogCard = {
  name: "Goblin Ringleader",
  manaCost: "{2}{R}",
  manaValue: 3,
  typeLine: "Creature — Goblin",
  oracleText:
    "When Goblin Ringleader enters the battlefield, reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand and the rest on the bottom of your library in any order.",
  power: "2",
  toughness: "2",
  colors: ["R"],
  keywords: [],
  layout: "normal",
};
const lairDelve: CatalogCard = {
  name: "Lair Delve",
  manaCost: "{2}{G}",
  manaValue: 3,
  typeLine: "Sorcery",
  oracleText:
    "Reveal the top two cards of your library. Put all creature and land cards revealed this way into your hand and the rest on the bottom of your library in any order.",
  colors: ["G"],
  keywords: [],
  layout: "normal",
};
const registry = catalogRegistry([mulch, ringleader, lairDelve]);

const library = [
  { card: "Forest", id: "forest" },
  { card: "Raging Goblin", id: "goblin" },
  { card: "Swamp", id: "swamp" },
  { card: "Grizzly Bears", id: "bears" },
  { card: "Hill Giant", id: "fifth" },
];

function play(name: string, hand: string, lands: string[], steps: unknown[]) {
  return runScenario(
    {
      format: "fishbowl-scenario/1",
      name,
      rules: ["701.16a", "608.2c"],
      setup: {
        turn: 3,
        active: "you",
        step: "main1",
        you: { hand: [{ card: hand, id: "spell" }], battlefield: lands, library },
      },
      steps: [{ do: "cast", card: "spell" }, ...steps],
    },
    registry,
  );
}

describe('"put all <cards> revealed this way into your hand and the rest …" (CR 701.16a, 608.2c)', () => {
  it("compiles Mulch, Goblin Ringleader and Lair Delve whole", () => {
    for (const c of [mulch, ringleader, lairDelve]) expect(compileCard(c).unautomated, c.name).toEqual([]);
    expect(compileCard(mulch).definition.spell!.modes[0]!.effects).toEqual([
      {
        kind: "lookAtTop",
        amount: 4,
        picks: [{ to: "hand", count: "any", all: { types: ["Land"] }, reveal: true }],
        rest: "graveyard",
        reveal: true,
      },
    ]);
    expect(compileCard(lairDelve).definition.spell!.modes[0]!.effects[0]).toMatchObject({
      picks: [{ all: { types: ["Creature", "Land"] } }],
      rest: "bottom",
    });
  });

  it("Mulch puts both lands into the hand and the other two into the graveyard", () => {
    const r = play(
      "Mulch",
      "Mulch",
      ["Forest", "Forest"],
      [
        { do: "resolve" },
        // the only arrangement: the lands to the hand (any other is refused)
        {
          do: "choose",
          targets: ["forest", "goblin", "swamp", "bears"],
          options: ["hand", "hand", "graveyard", "graveyard"],
          rejected: ["608.2c"],
        },
        {
          do: "choose",
          targets: ["forest", "goblin", "swamp", "bears"],
          options: ["hand", "graveyard", "graveyard", "graveyard"],
          rejected: ["608.2c"],
        },
        {
          do: "choose",
          targets: ["forest", "goblin", "swamp", "bears"],
          options: ["hand", "graveyard", "hand", "graveyard"],
        },
        { expect: { zone: { player: "you", zone: "hand", names: ["Forest", "Swamp"] } } },
        { expect: { zone: { player: "you", zone: "graveyard", names: ["Mulch", "Raging Goblin", "Grizzly Bears"] } } },
        { expect: { zone: { player: "you", zone: "library", names: ["Hill Giant"] } } },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("Goblin Ringleader's trigger takes only the Goblin, and the rest go to the bottom in the chosen order", () => {
    const r = play(
      "Goblin Ringleader",
      "Goblin Ringleader",
      ["Mountain", "Mountain", "Mountain"],
      [
        { do: "resolve" },
        { expect: { stack: 1 } },
        { do: "resolve" },
        {
          do: "choose",
          targets: ["forest", "goblin", "swamp", "bears"],
          options: ["bottom", "hand", "bottom", "hand"],
          rejected: ["608.2c"],
        },
        {
          do: "choose",
          targets: ["bears", "goblin", "swamp", "forest"],
          options: ["bottom", "hand", "bottom", "bottom"],
        },
        { expect: { zone: { player: "you", zone: "hand", names: ["Raging Goblin"] } } },
        {
          expect: {
            zone: { player: "you", zone: "library", names: ["Hill Giant", "Grizzly Bears", "Swamp", "Forest"] },
          },
        },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });
});
