/**
 * The scenario runner's `expect` checks with fields of the wrong type: a failed result at the
 * step, naming the field — never an internal error without a step (regression: `has: 5` or
 * `counters: null` threw a TypeError that came out as a stack trace).
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "./scenario/index.js";
import { testCards } from "./test-support/registry.js";

const scenario = (check: Record<string, unknown>) => ({
  format: "fishbowl-scenario/1",
  name: "types",
  setup: { you: { battlefield: [{ card: "Bear", id: "bear", counters: { "+1/+1": 1 } }] } },
  steps: [{ expect: { life: { you: 20 } } }, { expect: { object: "bear", ...check } }],
});

describe("scenario checks with fields of the wrong type", () => {
  it.each([
    [{ has: 5 }, "steps[1].expect.has"],
    [{ has: "Flying" }, "steps[1].expect.has"],
    [{ lacks: {} }, "steps[1].expect.lacks"],
    [{ has: [7] }, "steps[1].expect.has"],
    [{ counters: null }, "steps[1].expect.counters"],
    [{ counters: ["+1/+1"] }, "steps[1].expect.counters"],
    [{ counters: { "+1/+1": "one" } }, "steps[1].expect.counters"],
    [{ types: "Creature" }, "steps[1].expect.types"],
    [{ types: [1] }, "steps[1].expect.types"],
    [{ power: "2" }, "steps[1].expect.power"],
    [{ tapped: "no" }, "steps[1].expect.tapped"],
  ])("%j fails at step 1 naming %s", (check, path) => {
    const r = runScenario(scenario(check), testCards);
    expect(r).toMatchObject({ status: "failed", step: 1 });
    expect(r.message).toContain(path);
    expect(r.message).not.toMatch(/internal error|TypeError|\n\s+at /);
  });

  it.each([
    [{ stack: "one" }, "steps[0].expect.stack"],
    [{ count: { player: "you", zone: "battlefield", equals: 1, name: 3 } }, "steps[0].expect.count"],
    [{ zone: { player: "you", zone: "battlefield", names: [3] } }, "steps[0].expect.zone"],
    [{ turn: "3" }, "steps[0].expect.turn"],
  ])("%j fails at its step naming %s", (check, path) => {
    const r = runScenario({ ...scenario({}), steps: [{ expect: check }] }, testCards);
    expect(r).toMatchObject({ status: "failed", step: 0 });
    expect(r.message).toContain(path);
  });

  it("still passes the well-typed checks", () => {
    expect(
      runScenario(
        scenario({
          has: [],
          lacks: ["Flying"],
          counters: { "+1/+1": 1 },
          types: ["Creature"],
          power: 3,
          tapped: false,
        }),
        testCards,
      ),
    ).toMatchObject({ status: "passed" });
  });
});
