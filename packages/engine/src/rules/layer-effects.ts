/**
 * The working shapes of the layer system (CR 613) and which objects an effect applies to:
 * a locked set for resolved spells (611.2c), a rule re-evaluated for static abilities (611.3a).
 */
import type { Condition, Modification, StaticAffects } from "../state/vocabulary/index.js";
import type { ObjectId, PlayerId } from "../state/types.js";
import type { Characteristics } from "../state/characteristics.js";
import type { Ctx } from "../core/context.js";
import { matchesParts } from "./filters.js";

/** An object's characteristics while the layers apply, with what the filters read. */
export interface Work extends Characteristics {
  ts: number;
  lostAll: boolean;
  counters: Record<string, number>;
  attachedTo: ObjectId | null;
  isToken: boolean;
}

/** One continuous effect as the layer system applies it (CR 613, 611). */
export interface LayeredEffect {
  ts: number;
  source: ObjectId | null;
  controller: PlayerId;
  /** Fixed set (611.2c) or a rule evaluated when the layer applies (611.3a). */
  fixed: ObjectId[] | null;
  affects: StaticAffects | null;
  mods: Modification[];
  /** True for static abilities (their existence depends on the source keeping the ability). */
  isStatic: boolean;
  /** A static ability's "as long as …" (CR 611.3a), checked after layer 4. */
  condition?: Condition;
}

/** The objects a layered effect applies to: its locked set (611.2c) or what its rule matches now (611.3a). */
export function targetsOf(ctx: Ctx, e: LayeredEffect, work: Map<ObjectId, Work>): ObjectId[] {
  if (e.fixed) return e.fixed;
  const a = e.affects!;
  if (a.kind === "self") return e.source && work.has(e.source) ? [e.source] : [];
  if (a.kind === "attached") {
    const src = e.source ? ctx.state.objects[e.source] : undefined;
    return src?.attachedTo && work.has(src.attachedTo) ? [src.attachedTo] : [];
  }
  const out: ObjectId[] = [];
  for (const w of work.values()) {
    if (a.filter.other && w.id === e.source) continue; // "other Goblins you control" (CR 109.2)
    const tapped = a.filter.tapped === undefined ? undefined : ctx.state.objects[w.id]?.tapped;
    if (matchesParts(w, w.counters, w.isToken, a.filter, e.controller, ctx.state.combat, tapped)) out.push(w.id);
  }
  return out;
}
