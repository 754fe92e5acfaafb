/**
 * The fuzzer's randomness: pure-rand's xoroshiro128+, one generator per game derived from the
 * run's seed and the game's index, so that any game can be replayed alone (`--game G`) and a
 * run is the same on every machine. Never Math.random.
 */
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/** A seeded source of choices (mutable: every call advances it). */
export class Random {
  private readonly g: RandomGenerator;

  /** A generator for game `game` of a run with seed `seed` (both integers). */
  constructor(seed: number, game = 0) {
    const g = xoroshiro128plus(seed | 0);
    // Mix the game index in through the generator itself: game k's stream does not overlap game k+1's start.
    const mixed = xoroshiro128plus((uniformInt(g, -0x80000000, 0x7fffffff) ^ Math.imul(game + 1, 0x9e3779b1)) | 0);
    this.g = mixed;
  }

  /** An integer in [0, n) (n ≥ 1). */
  int(n: number): number {
    return uniformInt(this.g, 0, n - 1);
  }

  /** An integer in [from, to]. */
  range(from: number, to: number): number {
    return uniformInt(this.g, from, to);
  }

  /** True with probability p (0..1, in steps of 1/10000). */
  chance(p: number): boolean {
    return this.int(10000) < p * 10000;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** A 31-bit seed for the engine's own generator. */
  seed(): number {
    return this.range(0, 0x7fffffff);
  }
}
