/**
 * Tapping and untapping (CR 701.21a of the 2025-02-07 text), the one place a permanent's tapped
 * status changes.
 */
import type { GameObject } from "../state/types.js";
import { touch, type Ctx } from "../core/context.js";
import { tappedStatusMatters } from "./layers.js";

/**
 * Taps (`tapped` true) or untaps a permanent. Status is no characteristic but may affect them
 * (110.5a): when a static ability or continuous effect on this board reads tapped status
 * (`tappedStatusMatters`, known from the characteristics as they were just before), the
 * characteristics are marked changed, so that the next look-up recomputes them and state-based
 * actions look again. What it does to the state depends on the state alone, never on what happens
 * to be cached. An object off the battlefield only gets the flag.
 */
export function setTapped(ctx: Ctx, o: GameObject, tapped: boolean): void {
  if (o.tapped === tapped) return;
  const reads = o.zone === "battlefield" && tappedStatusMatters(ctx);
  o.tapped = tapped;
  if (reads) touch(ctx);
}
