import { describe, expect, it } from "vitest";
import { coldReport, coldRun, median } from "./cold.js";

const probe = { readyMs: 80, printedMs: 3200, exitMs: 3210, cpuMs: 5000, mainCpuMs: 2100 };

describe("cold benchmark", () => {
  it("splits a run's wall time into node start-up, CLI load and report, games and exit", () => {
    expect(coldRun(probe, 3.0)).toEqual({
      nodeMs: 80,
      cliMs: 120,
      gamesMs: 3000,
      printedMs: 3200,
      exitMs: 10,
      cpuMs: 5000,
      mainCpuMs: 2100,
    });
  });

  it("counts a run that printed nothing up to its exit", () => {
    expect(coldRun({ ...probe, printedMs: null }, 3.0)).toMatchObject({ printedMs: 3210, exitMs: 0 });
  });

  it("takes the lower middle of an even count as the median", () => {
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it("reports the other threads' CPU time only when every run knows its main thread's", () => {
    const a = coldRun(probe, 3.0);
    const other = (lines: string[]) => lines.some((l) => l.includes("other threads"));
    expect(coldReport([a, a])).toContainEqual(expect.stringMatching(/other threads .* 2900 ms/));
    expect(other(coldReport([a, { ...a, mainCpuMs: null }]))).toBe(false);
  });
});
