import { describe, expect, it } from "vitest";
import {
  addPair,
  alignDecks,
  compareSummary,
  differenceInWords,
  emptyPairTally,
  firstCheck,
  mergePairTallies,
  nextCheck,
  pairedInterval,
  stopReason,
  type GameOutcome,
  type PairTally,
} from "./index.js";
import { playPairs, type GoldfishJob } from "./play.js";

const game = (index: number, killTurn: number | null): GameOutcome => ({
  index,
  killTurn,
  mulligans: 0,
  refused: 0,
  actions: 10,
});

/** Pairs whose kill turns are `a[i]` and `b[i]`. */
function pairsOf(a: (number | null)[], b: (number | null)[], maxTurns = 20): PairTally {
  const p = emptyPairTally(maxTurns);
  a.forEach((k, i) => addPair(p, game(i, k), game(i, b[i]!), maxTurns));
  return p;
}

describe("differenceInWords", () => {
  it("names the faster list and the interval of how much sooner it kills", () => {
    expect(differenceInWords({ mean: 0.4, low: 0.2, high: 0.6, halfWidth: 0.2 })).toBe(
      "List B kills 0.40 turns sooner than list A (95% CI 0.20–0.60)",
    );
    expect(differenceInWords({ mean: -1.25, low: -1.5, high: -1, halfWidth: 0.25 }, { a: "Red", b: "Boros" })).toBe(
      "Red kills 1.25 turns sooner than Boros (95% CI 1.00–1.50)",
    );
  });

  it("says there is no clear difference when the interval contains 0, and when no pair differed", () => {
    expect(differenceInWords({ mean: 0.05, low: -0.05, high: 0.15, halfWidth: 0.1 })).toBe(
      "No clear difference: List A − List B is +0.05 turns (95% CI −0.05 to +0.15)",
    );
    expect(differenceInWords(pairedInterval(3, 0, 0))).toBe("List A and List B kill on the same turn in every game");
  });
});

describe("the stop rule", () => {
  const rule = { minGames: 4, batch: 3, maxGames: 10, precision: 0.5 };

  it("checks first after minGames pairs, then every batch pairs, up to maxGames", () => {
    expect(firstCheck(rule)).toBe(4);
    expect(nextCheck(4, rule)).toBe(7);
    expect(nextCheck(7, rule)).toBe(10);
    expect(firstCheck({ ...rule, minGames: 50 })).toBe(10);
  });

  it("stops as precise once the kill-turn interval is within ± precision, else at maxGames", () => {
    expect(stopReason(pairsOf([5, 5, 5, 5], [5, 5, 5, 5]), rule)).toBe("precise");
    const noisy = pairsOf([3, 8, 3, 8], [8, 3, 8, 3]);
    expect(pairedInterval(noisy.pairs, noisy.killDiff, noisy.killDiff2).halfWidth).toBeGreaterThan(0.5);
    expect(stopReason(noisy, rule)).toBeNull();
    const ten = pairsOf([3, 8, 3, 8, 3, 8, 3, 8, 3, 8], [8, 3, 8, 3, 8, 3, 8, 3, 8, 3]);
    expect(stopReason(ten, rule)).toBe("max");
  });
});

describe("compareSummary", () => {
  it("gives each list's mean kill turn (no kill counted as T+1) and the paired differences by turn", () => {
    const p = pairsOf([4, 5, null], [5, 5, 6], 10);
    const s = compareSummary(p, {
      a: "A",
      b: "B",
      seed: 1,
      onThePlay: true,
      maxTurns: 10,
      sharedCards: 60,
      deckSizes: [60, 60],
      stopped: "max",
      precision: 0.05,
      workers: 1,
      seconds: 0,
    });
    expect(s.a.meanKillTurn).toBeCloseTo((4 + 5 + 11) / 3);
    expect(s.b.meanKillTurn).toBeCloseTo((5 + 5 + 6) / 3);
    expect(s.killTurnDifference.mean).toBeCloseTo((-1 + 0 + 5) / 3);
    const t4 = s.killedByDifference.find((r) => r.turn === 4)!;
    expect([t4.a, t4.b, t4.difference.mean]).toEqual([1 / 3, 0, 1 / 3]);
    const t6 = s.killedByDifference.find((r) => r.turn === 6)!;
    expect(t6.difference.mean).toBeCloseTo(-1 / 3);
  });
});

describe("playPairs", () => {
  it("plays the same games however the pairs are split, and a list against itself differs in none", () => {
    const red = [
      ...Array<string>(20).fill("Mountain"),
      ...Array<string>(20).fill("Raging Goblin"),
      ...Array<string>(20).fill("Lightning Bolt"),
    ];
    const other = [...red.slice(0, 56), ...Array<string>(4).fill("Shock")];
    const { a, b } = alignDecks(red, other);
    const job = (deck: string[]): GoldfishJob => ({ deck, extraCards: {}, seed: 3, onThePlay: true, maxTurns: 20 });
    const whole = playPairs(job(a), job(b), 0, 12);
    const split = mergePairTallies(playPairs(job(a), job(b), 0, 12, 2), playPairs(job(a), job(b), 1, 12, 2));
    expect(split).toEqual(whole);
    expect(whole.pairs).toBe(12);
    const same = playPairs(job(red), job(red), 0, 12);
    expect([same.killDiff, same.killDiff2]).toEqual([0, 0]);
  });
});
