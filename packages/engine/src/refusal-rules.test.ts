/**
 * A refusal cites each CR rule once: a check's own rules followed by those of the step that
 * asked it (a target's problem, then 601.2c) name a shared rule a single time, in first place.
 */
import { describe, expect, it } from "vitest";
import { RefusalError, refuse } from "./core/context.js";

function rulesOf(f: () => never): readonly string[] {
  try {
    f();
  } catch (error) {
    if (error instanceof RefusalError) return error.refusal.rules;
    throw error;
  }
  throw new Error("not refused");
}

describe("refusal rules", () => {
  it("cites a rule named twice once, where it first came", () => {
    expect(rulesOf(() => refuse("No such target.", "115.1", "601.2c", "601.2c"))).toEqual(["115.1", "601.2c"]);
    expect(rulesOf(() => refuse("Not now.", "601.2c", "117.1a", "601.2c", "117.1a"))).toEqual(["601.2c", "117.1a"]);
  });

  it("keeps rules that differ, in their order", () => {
    expect(rulesOf(() => refuse("No.", "702.42a", "702.42b"))).toEqual(["702.42a", "702.42b"]);
  });
});
