import { describe, expect, it } from "vitest";
import { gameSeed, summarize } from "./kill-turns.js";

describe("summarize", () => {
  it("gives the histogram, mean and median of the kill turns, counting games with no kill apart", () => {
    const s = summarize([
      { side: "play", killTurn: 4 },
      { side: "play", killTurn: 5 },
      { side: "play", killTurn: 5 },
      { side: "play", killTurn: 6 },
      { side: "play", killTurn: null },
    ]);
    expect(s.games).toBe(5);
    expect(s.kills).toBe(4);
    expect(s.noKill).toBe(1);
    expect(s.mean).toBe(5);
    expect(s.median).toBe(5);
    expect([...s.histogram]).toEqual([
      [4, 1],
      [5, 2],
      [6, 1],
    ]);
    expect(
      summarize([
        { side: "draw", killTurn: 3 },
        { side: "draw", killTurn: 4 },
      ]).median,
    ).toBe(3.5);
    expect(summarize([]).mean).toBeNull();
  });

  it("seeds games like the CLI does (the same 32-bit mix)", () => {
    expect(gameSeed(1, 0)).toBe(gameSeed(1, 0));
    expect(gameSeed(1, 0)).not.toBe(gameSeed(1, 1));
    expect(gameSeed(1, 0)).toBeGreaterThanOrEqual(0);
  });
});
