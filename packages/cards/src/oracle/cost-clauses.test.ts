/**
 * A mandatory additional cost the compiler does not read (CR 118.8, 601.2f) makes the card one the
 * engine does not cast (`castManually`): played for its mana cost alone it would skip that cost.
 */
import { describe, expect, it } from "vitest";
import { compileCard } from "./compile.js";
import { catalogCard as card } from "./test-support.js";
import { isMandatoryCostClause } from "./grammar/cost-clauses.js";

const lightningAxe = card({
  name: "Lightning Axe",
  manaCost: "{R}",
  manaValue: 1,
  colors: ["R"],
  typeLine: "Instant",
  oracleText:
    "As an additional cost to cast this spell, discard a card or pay {5}.\nLightning Axe deals 5 damage to target creature.",
});

describe("cost clauses the compiler does not read (CR 118.8, 601.2f)", () => {
  it("Lightning Axe: its “discard a card or pay {5}” is not compiled, so the card is cast with the manual tools", () => {
    const r = compileCard(lightningAxe);
    expect(r.automated).toBe(false);
    expect(r.definition.castManually).toEqual(["As an additional cost to cast this spell, discard a card or pay {5}."]);
  });

  it("a compiled additional cost, or an optional one, leaves the card castable by the engine", () => {
    const crack = compileCard(
      card({
        name: "Bone Crack",
        manaCost: "{R}",
        manaValue: 1,
        typeLine: "Sorcery",
        oracleText:
          "As an additional cost to cast this spell, sacrifice a creature.\nBone Crack deals 5 damage to any target.",
      }),
    );
    expect(crack.definition.additionalCost).toBeDefined();
    expect(crack.definition.castManually).toBeUndefined();
    expect(isMandatoryCostClause("as an additional cost to cast this spell, you may blight 1.")).toBe(false);
    expect(isMandatoryCostClause("As an additional cost to cast ~, discard a card.")).toBe(true);
    expect(isMandatoryCostClause("Flying")).toBe(false);
  });
});
