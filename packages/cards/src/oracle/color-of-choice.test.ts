/**
 * "The color of your choice" (CR 608.2d, 105.1): Mother of Runes' "target creature you control
 * gains protection from the color of your choice until end of turn" (702.16a) and Wild Mongrel's
 * "gets +1/+1 and becomes the color of your choice until end of turn" (layer 5, 613.1e). The
 * color is chosen as the ability resolves — one option per color — and the change is that
 * option's.
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine/scenario";
import type { CatalogCard } from "../catalog/types.js";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";

const creature = (
  name: string,
  manaCost: string,
  typeLine: string,
  oracleText: string,
  color: string,
): CatalogCard => ({
  name,
  manaCost,
  manaValue: 2,
  typeLine,
  oracleText,
  power: "2",
  toughness: "2",
  colors: [color],
  keywords: [],
  layout: "normal",
});
const motherOfRunes = {
  ...creature(
    "Mother of Runes",
    "{W}",
    "Creature — Human Cleric",
    "{T}: Target creature you control gains protection from the color of your choice until end of turn.",
    "W",
  ),
  power: "1",
  toughness: "1",
};
const wildMongrel = creature(
  "Wild Mongrel",
  "{1}{G}",
  "Creature — Dog",
  "Discard a card: Wild Mongrel gets +1/+1 and becomes the color of your choice until end of turn.",
  "G",
);
const registry = catalogRegistry([motherOfRunes, wildMongrel]);

function play(name: string, you: Record<string, unknown>, steps: unknown[]) {
  return runScenario(
    {
      format: "fishbowl-scenario/1",
      name,
      rules: ["608.2d", "702.16a"],
      setup: { turn: 3, active: "you", step: "main1", you },
      steps,
    },
    registry,
  );
}

describe("the color of your choice (CR 608.2d, 105.1)", () => {
  it("compiles both wordings whole, as a choice among the five colors", () => {
    for (const c of [motherOfRunes, wildMongrel]) expect(compileCard(c).unautomated, c.name).toEqual([]);
    const [choice] = (compileCard(motherOfRunes).definition.abilities![0] as { effects: unknown[] }).effects as {
      kind: string;
      options: { label: string; effects: unknown[] }[];
    }[];
    expect(choice!.kind).toBe("chooseOption");
    expect(choice!.options.map((o) => o.label)).toEqual(["white", "blue", "black", "red", "green"]);
    expect(choice!.options[3]!.effects).toEqual([
      {
        kind: "modify",
        what: { kind: "target", index: 0 },
        mods: [{ layer: "6", kind: "addKeywords", keywords: ["Protection from red"] }],
        duration: { kind: "endOfTurn" },
      },
    ]);
  });

  it("Mother of Runes gives the protection chosen as the ability resolves, until end of turn", () => {
    const r = play(
      "Mother of Runes",
      {
        battlefield: [
          { card: "Mother of Runes", id: "mother" },
          { card: "Grizzly Bears", id: "bears" },
        ],
      },
      [
        { do: "activate", card: "mother", ability: 0, targets: ["bears"] },
        { do: "resolve" },
        { do: "choose", options: ["purple"], rejected: ["608.2d"] },
        { do: "choose", options: ["red"] },
        { expect: { object: "bears", has: ["Protection from red"], lacks: ["Protection from white"] } },
        { do: "advance", to: "upkeep", turn: 4 },
        { expect: { object: "bears", lacks: ["Protection from red"] } },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("Wild Mongrel gets +1/+1 and becomes the chosen color", () => {
    const r = play("Wild Mongrel", { battlefield: [{ card: "Wild Mongrel", id: "mongrel" }], hand: ["Swamp"] }, [
      { do: "activate", card: "mongrel", ability: 0 },
      { do: "resolve" },
      { do: "choose", options: ["blue"] },
      { expect: { object: "mongrel", power: 3, toughness: 3, colors: ["U"] } },
    ]);
    expect(r, r.message).toMatchObject({ status: "passed" });
  });
});
