/**
 * The game's seeded random number generator (DESIGN.md: randomness lives in GameState).
 * xoroshiro128+ from pure-rand; its four-number state is stored in `state.rng`, so a saved
 * game, a replay or a worker thread continues the exact same sequence.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";

/** The RNG state of a new game for `seed` (any integer; the same seed gives the same game). */
export function seedRng(seed: number): [number, number, number, number] {
  const s = xoroshiro128plus(seed | 0).getState();
  return [s[0]!, s[1]!, s[2]!, s[3]!];
}

/**
 * Shuffles `items` in place (Fisher-Yates, CR 701.24a "randomize") and advances `rng` in place.
 */
export function shuffleInPlace<T>(rng: [number, number, number, number], items: T[]): void {
  const g = xoroshiro128plusFromState(rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(g, 0, i);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  const s = g.getState();
  rng[0] = s[0]!;
  rng[1] = s[1]!;
  rng[2] = s[2]!;
  rng[3] = s[3]!;
}
