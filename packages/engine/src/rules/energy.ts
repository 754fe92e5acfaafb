/**
 * Energy (CR 107.14, 122.1): counters a player has; {E} in a cost is paid by removing one from
 * yourself, and can't be paid without enough of them (118.3).
 */
import type { PlayerId } from "../state/types.js";
import { emit, refuse, type Ctx } from "../core/context.js";

/** How many energy counters `player` has. */
export function energyOf(ctx: Ctx, player: PlayerId): number {
  return ctx.state.players[player].energy ?? 0;
}

/** Refuses a cost of `n` energy that `player` can't pay (CR 107.14, 118.3). */
export function checkEnergy(ctx: Ctx, player: PlayerId, n: number, what: string): void {
  const has = energyOf(ctx, player);
  if (n > has) refuse(`${what} costs ${"{E}".repeat(n)}, and you have ${has} energy.`, "107.14", "118.3");
}

/** Pays `n` energy for `what` (CR 107.14). */
export function payEnergy(ctx: Ctx, player: PlayerId, n: number, what: string): void {
  if (n <= 0) return;
  const p = ctx.state.players[player];
  p.energy = (p.energy ?? 0) - n;
  emit(
    ctx,
    "energy",
    `${player === "you" ? "You pay" : "The opponent pays"} ${"{E}".repeat(n)} for ${what} (CR 107.14)`,
  );
}

/** `player` gets `n` energy counters (CR 122.1). */
export function getEnergy(ctx: Ctx, player: PlayerId, n: number): void {
  if (n <= 0) return;
  const p = ctx.state.players[player];
  p.energy = (p.energy ?? 0) + n;
  emit(ctx, "energy", `${player === "you" ? "You get" : "The opponent gets"} ${"{E}".repeat(n)} (${p.energy} energy)`);
}
