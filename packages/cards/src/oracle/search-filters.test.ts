/**
 * What a library search looks for (CR 701.19a; 701.23a in the current rules): "a Mercenary
 * permanent card with converted mana cost 2 or less" — a permanent card (CR 110.4a) of that
 * subtype, with a mana value (202.3) limit — and "an artifact card with mana value 1 or less".
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine/scenario";
import type { CatalogCard } from "../catalog/types.js";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";

const creature = (name: string, manaCost: string, manaValue: number, typeLine: string, oracleText: string) =>
  ({
    name,
    manaCost,
    manaValue,
    typeLine,
    oracleText,
    power: "2",
    toughness: "2",
    colors: ["B"],
    keywords: [],
    layout: "normal",
  }) satisfies CatalogCard;

const cateranBrute = creature(
  "Cateran Brute",
  "{2}{B}",
  3,
  "Creature — Horror Mercenary",
  "{2}, {T}: Search your library for a Mercenary permanent card with converted mana cost 2 or less, put it onto the battlefield, then shuffle your library.",
);
const misshapenFiend = creature("Misshapen Fiend", "{1}{B}", 2, "Creature — Horror Mercenary", "Flying");
const pitRaptor = creature("Pit Raptor", "{2}{B}{B}", 4, "Creature — Bird Mercenary", "Flying, first strike");
const trinketMage: CatalogCard = {
  ...creature(
    "Trinket Mage",
    "{2}{U}",
    3,
    "Creature — Human Wizard",
    "When Trinket Mage enters the battlefield, you may search your library for an artifact card with converted mana cost 1 or less, reveal it, put it into your hand, then shuffle your library.",
  ),
  colors: ["U"],
};

describe("search filters: a subtype's permanent cards, a mana value limit (CR 110.4a, 202.3)", () => {
  it("reads them into the search's filter", () => {
    const brute = compileCard(cateranBrute);
    expect(brute.unautomated).toEqual([]);
    expect(brute.definition.abilities![0]).toMatchObject({
      effects: [
        {
          kind: "search",
          filter: { subtypes: ["Mercenary"], notTypes: ["Instant", "Sorcery"], manaValueAtMost: 2 },
          to: "battlefield",
        },
        { kind: "shuffle" },
      ],
    });
    const mage = compileCard(trinketMage);
    expect(mage.unautomated).toEqual([]);
    expect(JSON.stringify(mage.definition.abilities)).toContain(
      '{"kind":"search","filter":{"types":["Artifact"],"manaValueAtMost":1},"to":"hand","tapped":false}',
    );
    // an Aura put onto the battlefield is refused as before (CR 303.4f)
    const aura = {
      ...cateranBrute,
      oracleText: cateranBrute.oracleText.replace("Mercenary permanent", "Aura permanent"),
    };
    expect(compileCard(aura).automated).toBe(false);
  });

  it("Cateran Brute finds only a Mercenary with mana value 2 or less", () => {
    const r = runScenario(
      {
        format: "fishbowl-scenario/1",
        name: "Cateran Brute",
        rules: ["701.19a", "202.3"],
        setup: {
          turn: 3,
          active: "you",
          step: "main1",
          you: {
            battlefield: [{ card: "Cateran Brute", id: "brute" }, "Swamp", "Swamp"],
            library: ["Pit Raptor", "Grizzly Bears", { card: "Misshapen Fiend", id: "fiend" }],
          },
        },
        steps: [
          { do: "activate", card: "brute", ability: 0 },
          { do: "resolve" },
          { do: "choose", options: ["Pit Raptor"], rejected: true },
          { do: "choose", options: ["Grizzly Bears"], rejected: true },
          { do: "choose", options: ["Misshapen Fiend"] },
          { expect: { object: "fiend", zone: "battlefield" } },
          {
            expect: {
              zone: {
                player: "you",
                zone: "battlefield",
                names: ["Cateran Brute", "Swamp", "Swamp", "Misshapen Fiend"],
              },
            },
          },
        ],
      },
      catalogRegistry([cateranBrute, misshapenFiend, pitRaptor]),
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });
});
