/**
 * Mana pools (CR 106.4): mana is added to its player's pool and empties from every pool
 * between steps and phases (500.4).
 */
import type { PlayerId } from "../state/types.js";
import type { Ctx } from "../core/context.js";

/** Adds mana to a player's pool (CR 106.4). */
export function addManaToPool(ctx: Ctx, p: PlayerId, color: string, n: number): void {
  const pool = ctx.state.players[p].manaPool;
  pool[color] = (pool[color] ?? 0) + n;
}

/** Empties every player's mana pool, as a step or phase ends (CR 500.4). */
export function emptyManaPools(ctx: Ctx): void {
  const { you, opponent } = ctx.state.players;
  // (a pool with no entry at all is kept: most steps end with both pools empty)
  if (hasEntry(you.manaPool)) you.manaPool = {};
  if (hasEntry(opponent.manaPool)) opponent.manaPool = {};
}

function hasEntry(pool: Record<string, number>): boolean {
  for (const _ in pool) return true;
  return false;
}
