/**
 * The listing helpers of legal-actions.ts (cast-action.ts): what they share per definition is
 * what the rules modules compute each time (CR 601.2c targets, 601.2f total cost).
 */
import { describe, expect, it } from "vitest";
import { listedSpellCost, listedSpellEffects, listedTargetSpecs } from "./cast-action.js";
import { spellCost } from "./rules/costs.js";
import { chosenSpellEffects, spellTargetSpecs } from "./rules/targets.js";
import { TEST_CARDS } from "./test-support/registry.js";

describe("listing helpers (cast-action.ts)", () => {
  it("give every test card the cost, the targets and the instructions the rules compute, asked twice", () => {
    for (const def of TEST_CARDS) {
      const modeSets: number[][] = [[], ...(def.spell?.modes.map((_, i) => [i]) ?? [])];
      if ((def.spell?.modes.length ?? 0) > 1) modeSets.push(def.spell!.modes.map((_, i) => i));
      for (const modes of modeSets)
        for (let round = 0; round < 2; round++) {
          expect(listedTargetSpecs(def, modes, false)).toEqual(spellTargetSpecs(def, modes, false));
          expect(listedSpellEffects(def, modes)).toEqual(chosenSpellEffects(def, modes));
        }
      for (const x of [0, 2])
        for (const kicked of [false, true])
          for (const targets of [0, 1, 3])
            for (const phyrexianLife of [false, true]) {
              const choices = { x, kicked, buyback: false, flashback: false, targets, phyrexianLife };
              expect(listedSpellCost(def, choices)).toEqual(spellCost(def, choices));
              expect(listedSpellCost(def, choices)).toEqual(spellCost(def, choices));
            }
    }
  });
});
