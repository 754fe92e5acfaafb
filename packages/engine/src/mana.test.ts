/**
 * Mana symbols, mana value and payment planning (CR 107.3 X, 107.4 mana symbols, 202.3 mana
 * value, 601.2g-h paying a total cost).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  costColors,
  manaValue,
  parseManaCost,
  planPayment,
  requirementOf,
  type ManaRequirement,
  type ManaSourceOption,
} from "./core/mana.js";

describe("parseManaCost (CR 107.4)", () => {
  it("reads generic, colored, colorless, X, hybrid, monocolored hybrid and Phyrexian symbols", () => {
    expect(parseManaCost("{2}{R}{R}")).toEqual([
      { kind: "generic", amount: 2 },
      { kind: "colored", color: "R" },
      { kind: "colored", color: "R" },
    ]);
    expect(parseManaCost("{X}{R}")).toEqual([{ kind: "x" }, { kind: "colored", color: "R" }]);
    expect(parseManaCost("{C}")).toEqual([{ kind: "colored", color: "C" }]);
    expect(parseManaCost("{R/G}")).toEqual([{ kind: "hybrid", colors: ["R", "G"] }]);
    expect(parseManaCost("{2/W}")).toEqual([{ kind: "twobrid", color: "W" }]);
    expect(parseManaCost("{G/P}")).toEqual([{ kind: "phyrexian", color: "G" }]);
    expect(parseManaCost("{10}")).toEqual([{ kind: "generic", amount: 10 }]);
  });

  it("gives no symbols for no cost", () => {
    expect(parseManaCost(null)).toEqual([]);
    expect(parseManaCost(undefined)).toEqual([]);
    expect(parseManaCost("")).toEqual([]);
  });

  it("throws on unknown symbols and on text outside braces", () => {
    expect(() => parseManaCost("{Q}")).toThrow(/\{Q\}/);
    expect(() => parseManaCost("2R")).toThrow(/malformed/);
    expect(() => parseManaCost("{1}R")).toThrow(/malformed/);
  });
});

describe("manaValue (CR 202.3)", () => {
  it.each([
    ["{3}{U}{U}", 5],
    ["{X}{R}", 1],
    ["{2/W}{2/W}{2/W}", 6],
    ["{R/P}", 1],
    ["{R/G}{R/G}", 2],
    ["{C}", 1],
    ["{0}", 0],
    [null, 0],
  ] as const)("%s has mana value %i", (cost, mv) => {
    expect(manaValue(cost)).toBe(mv);
  });
});

describe("costColors (CR 202.2)", () => {
  it("takes colors from colored, hybrid, {2/W} and Phyrexian symbols, in WUBRG order, not from {C}", () => {
    expect(costColors("{G}{1}{R}")).toEqual(["R", "G"]);
    expect(costColors("{2/W}")).toEqual(["W"]);
    expect(costColors("{U/P}")).toEqual(["U"]);
    expect(costColors("{B/G}")).toEqual(["B", "G"]);
    expect(costColors("{C}{3}")).toEqual([]);
  });
});

describe("requirementOf", () => {
  it("turns X into generic mana (CR 107.3)", () => {
    expect(requirementOf(parseManaCost("{X}{X}{R}"), 3, false)).toEqual({
      req: { generic: 6, colored: [["R"]], twobrid: [] },
      life: 0,
    });
  });

  it("pays Phyrexian symbols with 2 life each when asked, else with their color (CR 107.4f)", () => {
    expect(requirementOf(parseManaCost("{1}{R/P}{R/P}"), 0, true)).toEqual({
      req: { generic: 1, colored: [], twobrid: [] },
      life: 4,
    });
    expect(requirementOf(parseManaCost("{1}{R/P}"), 0, false)).toEqual({
      req: { generic: 1, colored: [["R"]], twobrid: [] },
      life: 0,
    });
    // each symbol on its own, in cost order (CR 107.4f)
    expect(requirementOf(parseManaCost("{W/P}{1}{R/P}"), 0, [false, true])).toEqual({
      req: { generic: 1, colored: [["W"]], twobrid: [] },
      life: 2,
    });
  });

  it("keeps hybrid and {2/W} as choices", () => {
    expect(requirementOf(parseManaCost("{R/G}{2/W}"), 0, false).req).toEqual({
      generic: 0,
      colored: [["R", "G"]],
      twobrid: ["W"],
    });
  });
});

const land = (id: string, ...colors: string[]): ManaSourceOption => ({ id, units: [colors], cost: 0 });
const req = (generic: number, colored: string[][] = [], twobrid: string[] = []): ManaRequirement => ({
  generic,
  colored,
  twobrid,
});
const tapped = (plan: ReturnType<typeof planPayment>) => plan?.sources.map((s) => s.id).sort();

/** Whether each colored symbol can be paid by a different one of `units`. */
function matches(colored: string[][], units: string[][]): boolean {
  const used = Array.from({ length: units.length }, () => false);
  const go = (k: number): boolean => {
    if (k === colored.length) return true;
    for (let u = 0; u < units.length; u++) {
      if (used[u] || !units[u]!.some((c) => colored[k]!.includes(c))) continue;
      used[u] = true;
      if (go(k + 1)) return true;
      used[u] = false;
    }
    return false;
  };
  return go(0);
}

describe("planPayment (CR 601.2g-h)", () => {
  it("pays generic mana with any color", () => {
    expect(tapped(planPayment(req(2), {}, [land("a", "G"), land("b", "U")]))).toEqual(["a", "b"]);
  });

  it("pays colored mana only with that color", () => {
    expect(planPayment(req(0, [["R"]]), {}, [land("a", "G"), land("b", "U")])).toBeNull();
    expect(tapped(planPayment(req(1, [["R"]]), {}, [land("a", "G"), land("b", "R")]))).toEqual(["a", "b"]);
  });

  it("refuses when there is not enough mana in total", () => {
    expect(planPayment(req(3, [["R"]]), {}, [land("a", "R"), land("b", "R"), land("c", "R")])).toBeNull();
  });

  it("pays a hybrid symbol with either of its colors", () => {
    expect(tapped(planPayment(req(0, [["R", "G"]]), {}, [land("g", "G")]))).toEqual(["g"]);
    expect(tapped(planPayment(req(0, [["R", "G"]]), {}, [land("r", "R")]))).toEqual(["r"]);
    expect(planPayment(req(0, [["R", "G"]]), {}, [land("u", "U")])).toBeNull();
  });

  it("pays {2/W} with one white mana or two of any other mana (CR 107.4e)", () => {
    expect(tapped(planPayment(req(0, [], ["W"]), {}, [land("w", "W"), land("r", "R")]))).toEqual(["w"]);
    expect(tapped(planPayment(req(0, [], ["W"]), {}, [land("r1", "R"), land("r2", "R")]))).toEqual(["r1", "r2"]);
    expect(planPayment(req(0, [], ["W"]), {}, [land("r1", "R")])).toBeNull();
  });

  it("assigns a two-color source where it's needed (backtracking)", () => {
    // The dual must pay {R}: the Forest can only pay {G}.
    const plan = planPayment(req(0, [["G"], ["R"]]), {}, [land("dual", "R", "G"), land("forest", "G")]);
    expect(tapped(plan)).toEqual(["dual", "forest"]);
  });

  it("spends mana already in the pool before tapping sources", () => {
    const plan = planPayment(req(1, [["R"]]), { R: 1, G: 1 }, [land("a", "R")]);
    expect(plan).toEqual({ sources: [], fromPool: { R: 1, G: 1 } });
  });

  it("is deterministic", () => {
    const sources = [land("a", "R", "G"), land("b", "G"), land("c", "U"), land("d", "R")];
    expect(planPayment(req(1, [["R"], ["G"]]), {}, sources)).toEqual(planPayment(req(1, [["R"], ["G"]]), {}, sources));
  });

  it("property: a plan taps each source once, and the mana it makes pays every colored symbol and the generic total", () => {
    const color = fc.constantFrom("W", "U", "B", "R", "G");
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(color, { minLength: 1, maxLength: 2 }), { maxLength: 7 }),
        fc.array(fc.uniqueArray(color, { minLength: 1, maxLength: 2 }), { maxLength: 4 }),
        fc.nat(4),
        (srcColors, colored, generic) => {
          const sources = srcColors.map((cs, i) => land(`s${i}`, ...cs));
          const plan = planPayment(req(generic, colored), {}, sources);
          if (!plan) {
            // Complete: no plan only when no payment exists at all.
            const all = sources.map((s) => s.units[0]!);
            expect(all.length < generic + colored.length || !matches(colored, all)).toBe(true);
            return;
          }
          const ids = plan.sources.map((s) => s.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBe(generic + colored.length);
          // Sound: the colored symbols can be matched to distinct tapped sources.
          expect(
            matches(
              colored,
              plan.sources.map((s) => sources.find((x) => x.id === s.id)!.units[0]!),
            ),
          ).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
