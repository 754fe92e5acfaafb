/**
 * "You may <A> and <B>" is one choice over the whole sentence (CR 608.2d): both are done, or
 * neither. The compiler used to make only <A> optional and do <B> always ("you may draw a card
 * and lose 1 life" lost the life on a "no").
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "@fishbowl/engine/scenario";
import type { CatalogCard } from "../catalog/types.js";
import { fx } from "../definitions/builders.js";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";

const scholar: CatalogCard = {
  name: "Chain Scholar",
  manaCost: "{1}{B}",
  manaValue: 2,
  typeLine: "Creature — Human Wizard",
  oracleText: "When Chain Scholar enters the battlefield, you may draw a card and lose 1 life.",
  power: "1",
  toughness: "1",
  colors: ["B"],
  keywords: [],
  layout: "normal",
};
const registry = catalogRegistry([scholar]);

function castScholar(answer: "yes" | "no", steps: unknown[]) {
  return runScenario(
    {
      format: "fishbowl-scenario/1",
      name: `Chain Scholar, ${answer}`,
      rules: ["608.2d"],
      setup: {
        turn: 3,
        active: "you",
        step: "main1",
        you: {
          hand: [{ card: "Chain Scholar", id: "scholar" }],
          battlefield: ["Swamp", "Swamp"],
          library: [{ card: "Forest", id: "top" }],
        },
      },
      steps: [
        { do: "cast", card: "scholar" },
        { do: "resolve" },
        { do: "resolve" },
        { do: "choose", options: [answer] },
        ...steps,
      ],
    },
    registry,
  );
}

describe('"you may <A> and <B>": one choice for both (CR 608.2d)', () => {
  it("compiles both instructions under the one optional", () => {
    const ability = compileCard(scholar).definition.abilities![0] as { effects: unknown[] };
    expect(ability.effects).toEqual([
      fx.may(
        "you may",
        { kind: "draw", amount: 1, who: { kind: "you" } },
        { kind: "loseLife", amount: 1, who: { kind: "you" } },
      ),
    ]);
  });

  it("does neither on a no, both on a yes", () => {
    const no = castScholar("no", [{ expect: { life: { you: 20 } } }, { expect: { object: "top", zone: "library" } }]);
    expect(no, no.message).toMatchObject({ status: "passed" });
    const yes = castScholar("yes", [{ expect: { life: { you: 19 } } }, { expect: { object: "top", zone: "hand" } }]);
    expect(yes, yes.message).toMatchObject({ status: "passed" });
  });
});
