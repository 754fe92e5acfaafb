/**
 * The characteristics cache (DESIGN.md "Fast enough to simulate"): each state's battlefield
 * characteristics (CR 613), computed by the layers (layers.ts) and kept beside the state —
 * never in it — for as long as its revision stays the same. When only some objects changed
 * (`touchObject`, core/context.ts) on a board where no object's characteristics depend on
 * another's, only those are recomputed, so a long game of token-making stays as fast per
 * action as a short one; any other change recomputes everything.
 */
import type { GameObject, GameState, ObjectId } from "../state/types.js";
import type { Characteristics } from "../state/characteristics.js";
import type { Condition } from "../state/vocabulary/index.js";
import { changedSince, dropChangeLog, startChangeLog, type Ctx } from "../core/context.js";
import { definition } from "../core/objects.js";
import { changesOnlyItsObjects } from "./layer-effects.js";

/** The layers, given by layers.ts (which uses this cache: passed in rather than imported). */
export interface LayerComputer {
  /** The characteristics of these permanents as if they were the whole battlefield (all of it when `ids` is absent). */
  compute(ctx: Ctx, ids?: readonly ObjectId[]): Map<ObjectId, Characteristics>;
  /** An object's characteristics from its copiable values alone. */
  printed(ctx: Ctx, o: GameObject): Characteristics;
}

/**
 * Cached battlefield characteristics of a state. Life totals are part of the key when a static
 * ability's condition reads one ("as long as you have N or less life": `lifeDependent`). `local`: no object's characteristics depend on another's — no
 * continuous effect but resolved ones that change only their locked-in objects (CR 611.2c,
 * `changesOnlyItsObjects`), and no permanent with a static ability or a characteristic-defining
 * ability — so a change to some objects is brought in by recomputing those alone.
 * `triggers`: the permanents with a triggered ability, in battlefield order (what trigger
 * checks go through). `attachments`: how many Auras and Equipment there are. `owner`: the
 * state whose entry it is; `shared`: someone else holds it too (a copy of the state, see
 * `shareCharacteristicsCache`, or a client), so a change copies the map instead of updating
 * it in place.
 */
export interface CacheEntry {
  revision: number;
  youLife: number;
  opponentLife: number;
  map: Map<ObjectId, Characteristics>;
  local: boolean;
  /**
   * Some static ability on the battlefield has a condition on a life total ("as long as you
   * have N or less life", CR 611.3a): only then are the life totals part of the key.
   */
  lifeDependent: boolean;
  /**
   * Some static ability on the battlefield, or a continuous effect's modification, reads
   * tapped status ("untapped creatures you control get +0/+2", "for each tapped creature",
   * CR 110.5a, 611.3a): only then does tapping or untapping a permanent (`setTapped`) change
   * characteristics.
   */
  tappedDependent: boolean;
  triggers: ObjectId[];
  /** Those of `triggers` with an "at the beginning of" triggered ability, found when first asked (`stepTriggersOf`). */
  stepTriggers?: ObjectId[];
  /** The permanents with a cost-reducing static ability (CR 601.2f), found when first asked (`costReducersOf`). */
  costReducers?: ObjectId[];
  attachments: number;
  owner: GameState;
  shared: boolean;
}

const cache = new WeakMap<GameState, CacheEntry>();

/** Drops the cached characteristics of `s` (its contents were replaced wholesale, see apply.ts). */
export function forgetCharacteristics(s: GameState): void {
  cache.delete(s);
}

/** How many objects' characteristics the cache has had computed, ever (a measure of work for tests: never read by the rules). */
let computedObjects = 0;

/** The number of objects' characteristics computed so far (see `computedObjects`). */
export function characteristicsComputed(): number {
  return computedObjects;
}
const fresh = (hit: CacheEntry, s: GameState): boolean =>
  hit.revision === s.revision &&
  (!hit.lifeDependent || (hit.youLife === s.players.you.life && hit.opponentLife === s.players.opponent.life));

/** Lets a fresh copy of a state reuse the original's computed characteristics (same revision). */
export function shareCharacteristicsCache(from: GameState, to: GameState): void {
  const hit = cache.get(from);
  if (hit && fresh(hit, from)) {
    hit.shared = true;
    cache.set(to, hit);
    startChangeLog(to, "layers");
  }
}

/** Whether a condition reads a life total (the only one that does: "lifeAtMost"). */
function readsLife(cond: Condition): boolean {
  return cond.kind === "lifeAtMost" || (cond.kind === "not" && readsLife(cond.condition));
}

/**
 * Whether one of these abilities is a static ability whose condition reads a life total (given
 * the printed ones: an ability that removes itself while its condition holds still counts).
 */
const lifeConditioned = (c: Characteristics): boolean =>
  c.abilities.some((a) => a.kind === "static" && a.condition !== undefined && readsLife(a.condition));

/**
 * Whether a piece of card data names a tapped status anywhere (an `ObjectFilter`'s `tapped`,
 * CR 110.5, however deeply nested: a static ability's affected objects, a "for each" count, a
 * condition). Over-approximates on purpose: a false "yes" only costs a recomputation.
 */
function mentionsTapped(x: unknown): boolean {
  if (Array.isArray(x)) return x.some(mentionsTapped);
  if (x === null || typeof x !== "object") return false;
  for (const [k, v] of Object.entries(x)) {
    if (k === "tapped" && typeof v === "boolean") return true;
    if (typeof v === "object" && mentionsTapped(v)) return true;
  }
  return false;
}

/** `mentionsTapped` of card data that never changes once made (abilities, definitions), per object. */
const TAPPED_MEMO = new WeakMap<object, boolean>();
function memoTapped(key: object, of: () => boolean): boolean {
  let hit = TAPPED_MEMO.get(key);
  if (hit === undefined) TAPPED_MEMO.set(key, (hit = of()));
  return hit;
}

/** Whether one of these static abilities reads tapped status (its affected objects, modifications or condition). */
const readsTapped = (c: Characteristics): boolean =>
  c.abilities.some(
    (a) =>
      a.kind === "static" &&
      memoTapped(a, () => mentionsTapped(a.affects) || mentionsTapped(a.mods) || mentionsTapped(a.condition)),
  );

/** Whether an object's characteristic-defining ability (CR 604.3) counts by tapped status. */
function cdaReadsTapped(ctx: Ctx, o: GameObject): boolean {
  if (o.copiable || !o.card) return false;
  const def = definition(ctx, o.card);
  if (def.powerCda === undefined && def.toughnessCda === undefined) return false;
  return memoTapped(def, () => mentionsTapped(def.powerCda) || mentionsTapped(def.toughnessCda));
}

const hasTrigger = (c: Characteristics): boolean => c.abilities.some((a) => a.kind === "triggered");
const isAttachment = (c: Characteristics): boolean => c.subtypes.includes("Aura") || c.subtypes.includes("Equipment");

/** The entry's permanents with an "at the beginning of" triggered ability (CR 603.2), in battlefield order. */
export function stepTriggersOf(entry: CacheEntry): readonly ObjectId[] {
  return (entry.stepTriggers ??= entry.triggers.filter((id) =>
    entry.map.get(id)!.abilities.some((a) => a.kind === "triggered" && a.event.kind === "beginningOfStep"),
  ));
}

/** The entry's permanents with a "spells cost {N} less" ability (CR 601.2f), in battlefield order. */
export function costReducersOf(entry: CacheEntry): readonly ObjectId[] {
  if (entry.costReducers) return entry.costReducers;
  const out: ObjectId[] = [];
  for (const [id, c] of entry.map) if (c.abilities.some((a) => a.kind === "costReduction")) out.push(id);
  return (entry.costReducers = out);
}

/** Whether an object's characteristics depend on nothing but itself (see `CacheEntry.local`). */
function isLocal(ctx: Ctx, o: GameObject, c: Characteristics): boolean {
  if (c.abilities.some((a) => a.kind === "static")) return false;
  if (o.copiable || !o.card) return true;
  const def = definition(ctx, o.card);
  return def.powerCda === undefined && def.toughnessCda === undefined;
}

/** The state's cache entry, brought up to date (object by object when it can be, else whole). */
export function cacheEntry(ctx: Ctx, layers: LayerComputer): CacheEntry {
  const s = ctx.state;
  const last = ctx.layerEntry as CacheEntry | undefined;
  if (last && fresh(last, s)) return last;
  const hit = cache.get(s);
  if (hit && fresh(hit, s)) return (ctx.layerEntry = hit);
  const changed = hit?.local && hit.revision !== s.revision ? changedSince(s, "layers") : null;
  const updated = hit && changed ? updateLocal(ctx, layers, hit, changed) : null;
  const entry = updated ?? computeEntry(ctx, layers);
  cache.set(s, entry);
  ctx.layerEntry = entry;
  startChangeLog(s, "layers");
  // a full computation may have changed any permanent: state-based actions look at them all again
  if (!updated) dropChangeLog(s, "sba");
  return entry;
}

function computeEntry(ctx: Ctx, layers: LayerComputer): CacheEntry {
  const s = ctx.state;
  const map = layers.compute(ctx);
  computedObjects += map.size;
  let local = s.effects.every(changesOnlyItsObjects);
  const triggers: ObjectId[] = [];
  let attachments = 0;
  for (const [id, c] of map) {
    if (local && !isLocal(ctx, s.objects[id]!, c)) local = false;
    if (hasTrigger(c)) triggers.push(id);
    if (isAttachment(c)) attachments++;
  }
  // (a local board has no static ability at all)
  let lifeDependent = false;
  let tappedDependent = false;
  if (!local) {
    for (const [id, c] of map) {
      const o = s.objects[id]!;
      const printed = layers.printed(ctx, o);
      if (lifeConditioned(printed)) lifeDependent = true;
      if (!tappedDependent && (readsTapped(printed) || readsTapped(c) || cdaReadsTapped(ctx, o)))
        tappedDependent = true;
    }
    // (a resolved effect's objects are locked in, 611.2c, but a "for each" count may still read it)
    if (s.effects.some((e) => mentionsTapped(e.mods) || mentionsTapped(e.filter))) tappedDependent = true;
  }
  return {
    revision: s.revision,
    youLife: s.players.you.life,
    opponentLife: s.players.opponent.life,
    map,
    local,
    lifeDependent,
    tappedDependent,
    triggers,
    attachments,
    owner: s,
    shared: false,
  };
}

/**
 * The entry of a board whose objects don't affect one another, with the `changed` objects
 * recomputed alone (each as the whole computation would: nothing else applies to it), those
 * that left removed, those that entered added at the end; null when that is not the same as
 * recomputing everything — a continuous effect that may change more than its locked-in objects
 * exists, a changed object has a static or
 * characteristic-defining ability, or the objects that entered are not the last of the
 * battlefield (the map keeps battlefield order).
 */
function updateLocal(
  ctx: Ctx,
  layers: LayerComputer,
  hit: CacheEntry,
  changed: readonly ObjectId[],
): CacheEntry | null {
  const s = ctx.state;
  if (!s.effects.every(changesOnlyItsObjects)) return null;
  const own = hit.owner === s && !hit.shared;
  const map = own ? hit.map : new Map(hit.map);
  let triggers = own ? hit.triggers : [...hit.triggers];
  const entered: ObjectId[] = [];
  let removed = false;
  let attachments = hit.attachments;
  for (const id of changed.length < 2 ? changed : new Set(changed)) {
    const o = s.objects[id];
    const before = map.get(id);
    if (!o || o.zone !== "battlefield") {
      if (before) {
        map.delete(id);
        removed = true;
        if (isAttachment(before)) attachments--;
      }
      continue;
    }
    if (!before) {
      entered.push(id);
      continue;
    }
    // (its printed abilities first: computing a characteristic-defining ability would look at the rest)
    if (!isLocal(ctx, o, layers.printed(ctx, o))) return null;
    const c = layers.compute(ctx, [id]).get(id)!;
    computedObjects++;
    if (hasTrigger(c) !== hasTrigger(before) || isAttachment(c) !== isAttachment(before)) return null;
    map.set(id, c);
  }
  if (removed) triggers = triggers.filter((id) => map.has(id));
  const tail = s.battlefield.length - entered.length;
  entered.sort((a, b) => s.battlefield.indexOf(a, tail) - s.battlefield.indexOf(b, tail));
  for (const [i, id] of entered.entries()) {
    if (s.battlefield[tail + i] !== id || !isLocal(ctx, s.objects[id]!, layers.printed(ctx, s.objects[id]!)))
      return null;
    const c = layers.compute(ctx, [id]).get(id)!;
    computedObjects++;
    map.set(id, c);
    if (hasTrigger(c)) triggers.push(id);
    if (isAttachment(c)) attachments++;
  }
  if (map.size !== s.battlefield.length) return null;
  return {
    revision: s.revision,
    youLife: s.players.you.life,
    opponentLife: s.players.opponent.life,
    map,
    local: true,
    lifeDependent: false,
    tappedDependent: false,
    triggers,
    attachments,
    owner: s,
    shared: false,
  };
}
