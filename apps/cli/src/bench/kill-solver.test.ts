/**
 * The exact goldfish model of simple decks (kill-solver.ts): its expectation against a
 * closed-form case and against its own policy played on random shuffles, a lethal found, and
 * the bottoming choice of the issue that motivated it.
 */
import { describe, expect, it } from "vitest";
import { KillTurnSolver, binomial, compositions, type SimpleDeck } from "./kill-solver.js";

const land = (count: number) => ({ card: "Mountain", count, model: { kind: "land" as const } });
const goblins = (count: number) => ({
  card: "Raging Goblin",
  count,
  model: { kind: "creature" as const, cost: 1, power: 1, haste: true },
});
const bolts = (count: number, damage = 3) => ({
  card: "Bolt",
  count,
  model: { kind: "burn" as const, cost: 1, damage },
});
const keepAll = () => true;
const keepRange = (lands: number, m: number) =>
  m === 0 ? lands >= 2 && lands <= 5 : m === 1 ? lands >= 1 && lands <= 5 : m === 2 ? lands >= 1 : true;

describe("KillTurnSolver", () => {
  it("matches a closed form: a 20-damage spell for one mana kills on the first turn with a land and a spell seen", () => {
    const deck: SimpleDeck = { name: "one-shot", cards: [land(20), bolts(40, 20)] };
    for (const onThePlay of [true, false]) {
      // P(no kill by turn t) = P(no land among the cards seen) + P(no spell among them); seen = 7 + draws
      let expected = 0;
      for (let t = 0; t <= 20; t++) {
        const seen = t === 0 ? 0 : 7 + (onThePlay ? t - 1 : t);
        const p = t === 0 ? 1 : (binomial(40, seen) + binomial(20, seen)) / binomial(60, seen);
        expected += p;
      }
      const solver = new KillTurnSolver(deck, { onThePlay, keep: keepAll });
      expect(solver.expectedKillTurn()).toBeCloseTo(expected, 9);
    }
  });

  it("agrees with its own optimal policy played on random shuffles (within four standard errors)", () => {
    const deck: SimpleDeck = { name: "goblins", cards: [land(20), goblins(40)] };
    const solver = new KillTurnSolver(deck, { onThePlay: true, keep: keepRange });
    const exact = solver.expectedKillTurn();
    let x = 2024;
    const rnd = (n: number) => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return (x >>> 8) % n;
    };
    const shuffled = () => {
      const cards = [...Array<number>(20).fill(0), ...Array<number>(40).fill(1)];
      for (let i = cards.length - 1; i > 0; i--) {
        const j = rnd(i + 1);
        [cards[i], cards[j]] = [cards[j]!, cards[i]!];
      }
      return cards;
    };
    const turns: number[] = [];
    for (let g = 0; g < 3000; g++) {
      const hands: number[][] = [];
      let library: number[] = [];
      for (let m = 0; m < 4; m++) {
        const cards = shuffled();
        hands.push(cards.slice(0, 7));
        library = cards.slice(7);
        if (keepRange(cards.slice(0, 7).filter((k) => k === 0).length, m)) break;
      }
      turns.push(solver.playOut(hands, library).killTurn);
    }
    const mean = turns.reduce((a, b) => a + b, 0) / turns.length;
    const sd = Math.sqrt(turns.reduce((a, b) => a + (b - mean) ** 2, 0) / (turns.length - 1));
    expect(Math.abs(mean - exact)).toBeLessThan((4 * sd) / Math.sqrt(turns.length));
  });

  it("finds the lethal: at 6 life, two lands, a Goblin in play, Goblin + 2 Bolts in hand, it casts the two Bolts", () => {
    const deck: SimpleDeck = { name: "mixed", cards: [land(17), goblins(23), bolts(20)] };
    const solver = new KillTurnSolver(deck, { onThePlay: true, keep: keepRange });
    const best = solver.main({ turn: 3, lands: 2, power: 1, life: 6, hand: [0, 1, 2], library: [15, 21, 18] });
    expect(best).toEqual({ value: 3, cast: [0, 0, 2] });
  });

  it("keeps 2 lands and 4 Goblins from 3 + 4 after one mulligan, and 1 land in 4 cards after three", () => {
    const deck: SimpleDeck = { name: "goblins", cards: [land(20), goblins(40)] };
    const solver = new KillTurnSolver(deck, { onThePlay: true, keep: keepRange });
    expect(solver.bottomed([3, 4], 1).bottom).toEqual([1, 0]);
    expect(solver.bottomed([3, 4], 3).bottom).toEqual([2, 1]);
  });

  it("evaluates a given policy instead of the best one, never better than the best", () => {
    const deck: SimpleDeck = { name: "goblins", cards: [land(20), goblins(40)] };
    const best = new KillTurnSolver(deck, { onThePlay: false, keep: keepRange }).expectedKillTurn();
    // the spells always go to the bottom first
    const spellsFirst = (hand: number[], m: number) => [Math.max(0, m - hand[1]!), Math.min(m, hand[1]!)];
    const given = new KillTurnSolver(deck, {
      onThePlay: false,
      keep: keepRange,
      bottom: spellsFirst,
    }).expectedKillTurn();
    expect(given).toBeGreaterThan(best + 0.01);
    // holding back a Goblin each turn is slower still
    const holdOne = (hand: number[], mana: number) => [0, Math.max(0, Math.min(hand[1]!, mana) - 1)];
    expect(
      new KillTurnSolver(deck, { onThePlay: false, keep: keepRange, cast: holdOne }).expectedKillTurn(),
    ).toBeGreaterThan(best + 0.5);
  });

  it("lists every way to take k cards by kind", () => {
    expect(compositions([2, 1], 2)).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(compositions([3, 3, 3], 0)).toEqual([[0, 0, 0]]);
  });
});
