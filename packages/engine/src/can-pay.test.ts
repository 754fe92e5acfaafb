/**
 * `canPay` (core/mana.ts): the yes/no answer that listing castable spells asks for (CR
 * 601.2g-h) is exactly whether `planPayment` finds a plan.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canPay, planPayment, type ManaRequirement, type ManaSourceOption } from "./core/mana.js";

const color = fc.constantFrom("W", "U", "B", "R", "G", "C");

describe("canPay (CR 601.2g-h)", () => {
  it("answers a payable cost and refuses one the colors or the amount can't cover", () => {
    const forest: ManaSourceOption = { id: "f", units: [["G"]], cost: 0 };
    const dual: ManaSourceOption = { id: "d", units: [["R", "G"]], cost: 1 };
    expect(canPay({ generic: 1, colored: [["G"]], twobrid: [] }, {}, [forest, dual])).toBe(true);
    expect(canPay({ generic: 0, colored: [["R"], ["R"]], twobrid: [] }, {}, [forest, dual])).toBe(false);
    expect(canPay({ generic: 2, colored: [["G"]], twobrid: [] }, {}, [forest, dual])).toBe(false);
    expect(canPay({ generic: 0, colored: [["R"], ["R"]], twobrid: [] }, { R: 1 }, [forest, dual])).toBe(true);
    // {2/W} paid with two generic mana when no white is there (CR 107.4e)
    expect(canPay({ generic: 0, colored: [], twobrid: ["W"] }, {}, [forest, dual])).toBe(true);
    expect(canPay({ generic: 0, colored: [], twobrid: ["W"] }, {}, [forest])).toBe(false);
  });

  it("property: canPay is true exactly when planPayment returns a plan", () => {
    fc.assert(
      fc.property(
        fc.nat(4),
        fc.array(fc.uniqueArray(color, { minLength: 1, maxLength: 2 }), { maxLength: 5 }),
        fc.array(fc.constantFrom("W", "U", "B", "R", "G"), { maxLength: 2 }),
        fc.dictionary(color, fc.nat(2), { maxKeys: 3 }),
        fc.array(fc.array(fc.uniqueArray(color, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 2 }), {
          maxLength: 6,
        }),
        (generic, colored, twobrid, pool, units) => {
          const req: ManaRequirement = { generic, colored, twobrid };
          const sources = units.map((u, i) => ({ id: `s${i}`, units: u, cost: i % 3 }));
          expect(canPay(req, pool, sources)).toBe(planPayment(req, pool, sources) !== null);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("property: the same when every requirement and every unit is one color (answered by counting)", () => {
    fc.assert(
      fc.property(
        fc.nat(3),
        fc.array(color, { maxLength: 6 }),
        fc.dictionary(color, fc.nat(2), { maxKeys: 3 }),
        fc.array(fc.array(color, { minLength: 1, maxLength: 2 }), { maxLength: 7 }),
        (generic, colors, pool, units) => {
          const req: ManaRequirement = { generic, colored: colors.map((c) => [c]), twobrid: [] };
          const sources = units.map((u, i) => ({ id: `s${i}`, units: u.map((c) => [c]), cost: i % 2 }));
          expect(canPay(req, pool, sources)).toBe(planPayment(req, pool, sources) !== null);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
