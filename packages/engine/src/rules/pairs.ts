/**
 * Soulbond pairs (CR 702.95) by the permanents' current characteristics: a creature's partner,
 * whether it is unpaired, and forgetting the pairs that broke (702.95e) so that a pair once
 * broken stays broken.
 */
import type { ObjectId, PlayerId } from "../state/types.js";
import { touch, type Ctx } from "../core/context.js";
import { characteristics } from "./layers.js";
import { partnerIn } from "./pair-state.js";

/** The creature `id` is paired with (CR 702.95b), or null when it is unpaired (702.95e). */
export function pairedPartner(ctx: Ctx, id: ObjectId): ObjectId | null {
  return partnerIn(
    ctx.state,
    id,
    (x) => characteristics(ctx, x).types.includes("Creature"),
    (x) => characteristics(ctx, x).controller,
  );
}

/** Whether the object is an unpaired creature on the battlefield under `player`'s control (CR 702.95b-c). */
export function unpairedCreatureOf(ctx: Ctx, id: ObjectId, player: PlayerId): boolean {
  if (ctx.state.objects[id]?.zone !== "battlefield") return false;
  const c = characteristics(ctx, id);
  return c.types.includes("Creature") && c.controller === player && pairedPartner(ctx, id) === null;
}

/** Forgets the pairs that broke on the battlefield (CR 702.95e); called as state-based actions are checked. */
export function unpairBroken(ctx: Ctx): void {
  const s = ctx.state;
  for (const id of s.battlefield) {
    const o = s.objects[id]!;
    if (o.pairedWith && pairedPartner(ctx, id) === null) {
      delete o.pairedWith;
      touch(ctx);
    }
  }
}

/** Pairs two creatures (CR 702.95a-b). */
export function pairCreatures(ctx: Ctx, a: ObjectId, b: ObjectId): void {
  ctx.state.objects[a]!.pairedWith = b;
  ctx.state.objects[b]!.pairedWith = a;
  touch(ctx);
}
