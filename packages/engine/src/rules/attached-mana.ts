/**
 * Triggered mana abilities of Auras (CR 605.1b, 605.4a): "Whenever enchanted land is tapped for
 * mana, its controller adds an additional one mana of any color." They resolve at once with the
 * mana ability that triggered them, adding mana to the enchanted permanent's controller.
 */
import type { ObjectId } from "../state/types.js";
import type { Ctx } from "../core/context.js";
import { characteristics } from "./layers.js";

/** The extra mana units (each a list of the types it may be) the Auras on `id` add when it is tapped for mana. */
export function attachedManaUnits(ctx: Ctx, id: ObjectId): string[][] {
  const s = ctx.state;
  const out: string[][] = [];
  for (const aura of s.battlefield) {
    if (s.objects[aura]!.attachedTo !== id) continue;
    for (const a of characteristics(ctx, aura).abilities) {
      if (a.kind !== "triggered" || a.event.kind !== "attachedTappedForMana") continue;
      for (const e of a.effects)
        if (e.kind === "addMana") for (let i = 0; i < (e.amount ?? 1); i++) out.push(e.choices);
    }
  }
  return out;
}
