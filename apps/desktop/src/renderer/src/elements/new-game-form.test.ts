import { describe, expect, it } from "vitest";
import { gameSeedOf } from "./new-game-form.js";

describe("the new game form's seed", () => {
  it("keeps a seed a game file can hold as typed", () => {
    expect(gameSeedOf("42")).toBe(42);
    expect(gameSeedOf("-7")).toBe(-7);
    expect(gameSeedOf("4294967295")).toBe(4294967295);
    expect(gameSeedOf("")).toBe(0);
    expect(gameSeedOf("2.9")).toBe(2);
  });

  it("reduces a larger one to the 32 bits the engine seeds with (the same shuffles)", () => {
    for (const typed of ["1e20", "4294967296", "-3000000000", "123456789012345"]) {
      const seed = gameSeedOf(typed);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThanOrEqual(2 ** 32 - 1);
      expect(seed | 0).toBe(Number(typed) | 0);
    }
  });
});
