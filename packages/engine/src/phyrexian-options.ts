/**
 * The Phyrexian payments `legalActions` offers for a cast (CR 107.4f: each Phyrexian symbol paid
 * with its colored mana or with 2 life), and how a way to pay is written in a `cast` action.
 */
import type { PhyrexianPayment } from "./state/types.js";

/**
 * The ways to pay `n` Phyrexian symbols (CR 107.4f), each symbol with mana (false) or 2 life
 * (true), the fewest paid with life first and, among as many, the later symbols first.
 */
export function phyrexianPatterns(n: number): readonly (readonly boolean[])[] {
  if (n === 0) return NO_PHYREXIAN; // (nearly every spell)
  const out: boolean[][] = [];
  for (let mask = 0; mask < 1 << n; mask++)
    out.push(Array.from({ length: n }, (_, i) => (mask & (1 << (n - 1 - i))) !== 0));
  return out.sort((a, b) => a.filter(Boolean).length - b.filter(Boolean).length);
}

const NO_PHYREXIAN: readonly (readonly boolean[])[] = Object.freeze([Object.freeze([])]);

/** A `cast` action's `phyrexian` for a way to pay: nothing for all mana, "life" for all life, else one entry per symbol. */
export function phyrexianField(life: readonly boolean[]): { phyrexian?: PhyrexianPayment } {
  if (!life.some(Boolean)) return {};
  if (life.every(Boolean)) return { phyrexian: "life" };
  return { phyrexian: life.map((l) => (l ? "life" : "mana")) };
}
