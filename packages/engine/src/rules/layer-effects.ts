/**
 * The working shapes of the layer system (CR 613) and which objects an effect applies to:
 * a locked set for resolved spells (611.2c), a rule re-evaluated for static abilities (611.3a).
 */
import type { AbilityDef, Condition, Modification, StaticAffects } from "../state/vocabulary/index.js";
import type { ContinuousEffect, ObjectId, PlayerId } from "../state/types.js";
import type { Characteristics } from "../state/characteristics.js";
import { touch, touchObject, type Ctx } from "../core/context.js";
import { matchesParts } from "./filters.js";
import { partnerIn } from "./pair-state.js";

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
  /** A static ability's granted triggered abilities (layer 6, CR 613.1f). */
  grants?: AbilityDef[];
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
  if (a.kind === "paired") {
    // soulbond (CR 702.95b): the source and its partner, with the types and control of the layers so far
    if (!e.source || !work.has(e.source)) return [];
    const p = partnerIn(
      ctx.state,
      e.source,
      (id) => work.get(id)?.types.includes("Creature") ?? false,
      (id) => work.get(id)?.controller ?? ctx.state.objects[id]!.controller,
    );
    return p && work.has(p) ? [e.source, p] : [];
  }
  const out: ObjectId[] = [];
  for (const w of work.values()) {
    if (a.filter.other && w.id === e.source) continue; // "other Goblins you control" (CR 109.2)
    const tapped = a.filter.tapped === undefined ? undefined : ctx.state.objects[w.id]?.tapped;
    if (matchesParts(w, w.counters, w.isToken, a.filter, e.controller, ctx.state.combat, tapped)) out.push(w.id);
  }
  return out;
}

/** The modifications that change an affected object from its own characteristics alone (any other kind may read more). */
const OWN_ONLY = new Set<Modification["kind"]>([
  "setController",
  "addTypes",
  "setCreatureSubtypes",
  "addSubtypes",
  "allCreatureTypes",
  "setLandSubtypes",
  "removeSupertypes",
  "setColors",
  "addColors",
  "addKeywords",
  "loseAllAbilities",
  "setBasePT",
  "addPT",
  "switchPT",
  "restrict",
]);

/**
 * Whether a resolved spell's or ability's continuous effect changes only the objects locked in
 * when it was created (CR 611.2c) and reads nothing but their own characteristics: no "+1/+1
 * for each …" (`per`, which counts other objects), no modification outside the known kinds.
 * Such an effect starting or ending changes those objects alone (layer-cache.ts).
 */
export function changesOnlyItsObjects(e: Pick<ContinuousEffect, "mods" | "filter">): boolean {
  if (e.filter) return false; // it applies to whatever matches its filter (CR 611.2c)
  return e.mods.every((m) => OWN_ONLY.has(m.kind) && !(m.kind === "addPT" && m.per));
}

/**
 * Marks what continuous effects starting or ending (`effects`) may have changed: their locked-in
 * objects when each changes only those (`changesOnlyItsObjects`), else every object.
 */
export function touchEffectObjects(
  ctx: Ctx,
  effects: readonly Pick<ContinuousEffect, "mods" | "objects" | "filter">[],
): void {
  if (!effects.every(changesOnlyItsObjects)) return touch(ctx);
  const ids: ObjectId[] = [];
  for (const e of effects) ids.push(...e.objects);
  touchObject(ctx, ...ids);
}

/** Ends the continuous effects that `ends` says are over, marking what they changed (`touchEffectObjects`). */
export function endEffects(ctx: Ctx, ends: (e: ContinuousEffect) => boolean): void {
  const s = ctx.state;
  const gone = s.effects.filter(ends);
  if (gone.length === 0) return;
  s.effects = s.effects.filter((e) => !ends(e));
  touchEffectObjects(ctx, gone);
}

/** Layer 5 (CR 613.1e): "… is black" sets the colors, "… in addition to its other colors" adds them (105.3). */
export function applyColor(m: Extract<Modification, { layer: "5" }>, ids: ObjectId[], work: Map<ObjectId, Work>): void {
  for (const id of ids) {
    const w = work.get(id);
    if (!w) continue;
    if (m.kind === "setColors") w.colors = m.colors;
    else w.colors = [...w.colors, ...m.colors.filter((c) => !w.colors.includes(c))];
  }
}

/** Layer 6 (CR 613.1f, 113.2c): each affected permanent has the granted abilities as its own. */
export function grantAbilities(grants: AbilityDef[], ids: ObjectId[], work: Map<ObjectId, Work>): void {
  for (const id of ids) {
    const w = work.get(id);
    if (w) w.abilities = [...w.abilities, ...grants];
  }
}
