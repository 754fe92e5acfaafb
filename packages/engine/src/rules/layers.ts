/**
 * Characteristics through the layer system (CR 613): copiable values (layer 1, 707.2),
 * control (2), text (3, nothing in the pool changes text), type (4, incl. 305.7 for land
 * subtypes), color (5), abilities (6, incl. keyword counters 122.1b and intrinsic mana
 * abilities of basic land types 305.6), power/toughness (7a characteristic-defining, 7b set
 * base, 7c modify incl. counters, 7d switch). Within a layer, effects apply in timestamp
 * order (613.7); an ability-removing effect applies before the static abilities it removes
 * (a dependency, 613.8). Effects from resolved spells affect the set of objects locked in
 * when they were created (611.2c); static abilities re-evaluate what they affect each time
 * (611.3a). "Can't attack"/"can't block" restrictions (508.1c, 509.1b) are gathered after the
 * layers: they change no characteristic, so an affected creature that loses all abilities
 * keeps them, while a source that loses its static ability stops imposing them.
 *
 * Characteristics are computed, never stored (DESIGN.md); results are cached per state
 * revision (layer-cache.ts) and never written back to the state.
 */
import type { AbilityDef, Amount, Condition, Keyword, Restriction } from "../state/vocabulary/index.js";
import type { GameObject, ObjectId, PlayerId } from "../state/types.js";
import type { Characteristics } from "../state/characteristics.js";
import { abilityOf, baseValues, definition } from "../core/objects.js";
import { bestowedCharacteristics } from "./alternative-costs.js";
import { faceDownCharacteristics } from "./face-down.js";
import { findDefinition, type Ctx } from "../core/context.js";
import { cacheEntry, costReducersOf, stepTriggersOf, type LayerComputer } from "./layer-cache.js";
import { countAmount, isChangeling, isCreatureType, LAND_TYPES, stateConditionWith } from "./filters.js";
import { KEYWORD_COUNTERS } from "./layer-data.js";
import { printedOnce, withIntrinsic } from "./printed-once.js";
import { applyColor, grantAbilities, targetsOf, type LayeredEffect, type Work } from "./layer-effects.js";

export { KEYWORD_COUNTERS };
export { forgetCharacteristics, shareCharacteristicsCache } from "./layer-cache.js";

const NO_RESTRICTIONS: readonly Restriction[] = Object.freeze([]);
const PT_LAYERS = ["7b", "7c", "7d"] as const;

/** The characteristics cache's computations: the layers over some permanents, and printed values. */
const LAYERS: LayerComputer = {
  compute: (ctx, ids) => computeBattlefield(ctx, ids),
  printed: (ctx, o) => printed(ctx, o),
};

/**
 * Characteristics of every object on the battlefield, keyed by id, in battlefield order (cached
 * per revision, layer-cache.ts). For the engine's use while nothing changes: the next change may
 * update the map in place; a client that keeps it gets it from `heldBattlefieldCharacteristics`.
 */
export function battlefieldCharacteristics(ctx: Ctx): Map<ObjectId, Characteristics> {
  return cacheEntry(ctx, LAYERS).map;
}

/** The same map, for a client that may keep it: later changes make a new map instead of updating this one. */
export function heldBattlefieldCharacteristics(ctx: Ctx): ReadonlyMap<ObjectId, Characteristics> {
  const entry = cacheEntry(ctx, LAYERS);
  entry.shared = true;
  return entry.map;
}

/** The permanents with a triggered ability, in battlefield order (all that trigger checks need, CR 603.2). */
export const triggerSources = (ctx: Ctx): readonly ObjectId[] => cacheEntry(ctx, LAYERS).triggers;
/** Those with an "at the beginning of" triggered ability (CR 603.2, 503.1a), in the same order. */
export const stepTriggerSources = (ctx: Ctx): readonly ObjectId[] => stepTriggersOf(cacheEntry(ctx, LAYERS));
/** The permanents with a cost-reducing ability (CR 601.2f), in battlefield order. */
export const costReducers = (ctx: Ctx): readonly ObjectId[] => costReducersOf(cacheEntry(ctx, LAYERS));
/** How many Auras and Equipment are on the battlefield (704.5m-n look at them whenever anything moves). */
export const attachmentCount = (ctx: Ctx): number => cacheEntry(ctx, LAYERS).attachments;
/** Whether a static ability or continuous effect on the battlefield reads tapped status (`CacheEntry.tappedDependent`). */
export const tappedStatusMatters = (ctx: Ctx): boolean => cacheEntry(ctx, LAYERS).tappedDependent;

/** Characteristics of any object: layered on the battlefield; printed (copiable) elsewhere. */
export function characteristics(ctx: Ctx, id: ObjectId): Characteristics {
  const o = ctx.state.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  if (o.zone === "battlefield") {
    const c = battlefieldCharacteristics(ctx).get(id);
    if (c) return c;
  }
  return printedOnce(ctx, o, printed);
}

/** Per copiable-values template: resolved abilities (shared, never mutated). */
const templates = new WeakMap<object, { abilities: AbilityDef[] }>();

function template(ctx: Ctx, b: ReturnType<typeof baseValues>): { abilities: AbilityDef[] } {
  let t = templates.get(b);
  if (!t) {
    t = { abilities: b.abilities.map((r) => abilityOf(ctx, r.card, r.index)) };
    templates.set(b, t);
  }
  return t;
}

/**
 * The characteristics an object has from its copiable values alone. The arrays are shared
 * with the definition: callers must replace them, never mutate them.
 */
export function printed(ctx: Ctx, o: GameObject): Characteristics {
  if (o.faceDown) return faceDownCharacteristics(o, NO_RESTRICTIONS); // CR 708.2a
  const b = baseValues(ctx, o);
  const def = o.card && !o.copiable ? findDefinition(ctx.cards, ctx.state, o.card) : undefined;
  let power = b.power;
  if (def?.powerCda !== undefined) power = o.zone === "battlefield" ? 0 : amountFor(ctx, def.powerCda, o.owner);
  let toughness = b.toughness;
  // CR 604.3: characteristic-defining abilities work in every zone.
  if (def?.toughnessCda !== undefined)
    toughness = o.zone === "battlefield" ? 0 : amountFor(ctx, def.toughnessCda, o.owner);
  const c: Characteristics = {
    id: o.id,
    name: b.name,
    manaCost: b.manaCost,
    colors: b.colors,
    supertypes: b.supertypes,
    types: b.types,
    subtypes: b.subtypes,
    power,
    toughness,
    keywords: b.keywords,
    abilities: template(ctx, b).abilities,
    controller: o.controller,
    owner: o.owner,
    oracleText: b.oracleText,
    restrictions: NO_RESTRICTIONS,
    allCreatureTypes: isChangeling(b.keywords),
  };
  return o.bestowed ? bestowedCharacteristics(c, o) : c; // CR 702.103b
}

/**
 * Computes every battlefield object's characteristics afresh (no cache), in battlefield
 * order; `ids`: only these permanents, as if they were the whole battlefield (for a board
 * whose objects don't affect one another, see layer-cache.ts).
 */
export function computeBattlefield(
  ctx: Ctx,
  ids: readonly ObjectId[] = ctx.state.battlefield,
): Map<ObjectId, Characteristics> {
  const s = ctx.state;
  const work = new Map<ObjectId, Work>();
  // Layer 1: copiable values (tokens and copies carry theirs; cards use their definition).
  for (const id of ids) {
    const o = s.objects[id]!;
    const p = printed(ctx, o) as Work;
    p.controller = o.entryController;
    p.ts = o.timestamp;
    p.lostAll = false;
    p.counters = o.counters;
    p.attachedTo = o.attachedTo;
    p.isToken = o.isToken;
    work.set(id, p);
  }
  // Gather effects: resolved ones, then static abilities of permanents (by their printed
  // abilities; a source that loses its abilities is handled below).
  const effects: LayeredEffect[] = [];
  for (const e of s.effects)
    effects.push({
      ts: e.timestamp,
      source: e.source,
      controller: e.controller,
      fixed: e.filter ? null : e.objects, // a rules change matches its filter at each moment (611.2c)
      affects: e.filter ? { kind: "filter", filter: e.filter } : null,
      mods: e.mods,
      isStatic: false,
    });
  for (const w of work.values()) {
    for (const a of w.abilities) {
      if (a.kind !== "static") continue;
      effects.push({
        ts: w.ts,
        source: w.id,
        controller: w.owner,
        fixed: null,
        affects: a.affects,
        mods: a.mods,
        isStatic: true,
        ...(a.condition ? { condition: a.condition } : {}),
        ...(a.grants ? { grants: a.grants } : {}),
      });
    }
  }
  effects.sort((a, b) => a.ts - b.ts);

  // Layer 2: control. Static sources' controller is the controller after this layer; since
  // no static control-changing ability is in the vocabulary, resolved effects suffice.
  for (const e of effects) {
    for (const m of e.mods) {
      if (m.kind !== "setController") continue;
      for (const id of targetsOf(ctx, e, work)) {
        const w = work.get(id);
        if (w) w.controller = e.controller;
      }
    }
  }
  for (const e of effects) if (e.isStatic && e.source) e.controller = work.get(e.source)?.controller ?? e.controller;

  // Layer 4: type. Each effect decides what it affects when it starts applying (613.6).
  // Changeling, a characteristic-defining ability, applies first (613.3): `printed` set it from
  // the copiable values; a later "loses all abilities" (layer 6) doesn't undo it.
  let sets: Map<LayeredEffect, ObjectId[]> | undefined; // (made once an effect is asked about: most boards have none)
  const affected = (e: LayeredEffect): ObjectId[] => {
    let set = (sets ??= new Map()).get(e);
    if (!set) {
      set = targetsOf(ctx, e, work);
      sets.set(e, set);
    }
    return set;
  };
  for (const e of effects) {
    for (const m of e.mods) {
      if (m.layer !== "4") continue;
      if (e.isStatic && e.source && work.get(e.source)?.lostAll) continue;
      for (const id of affected(e)) {
        const w = work.get(id);
        if (!w) continue;
        switch (m.kind) {
          case "addTypes":
            if (m.types.some((t) => !w.types.includes(t)))
              w.types = [...w.types, ...m.types.filter((t) => !w.types.includes(t))];
            break;
          case "addSubtypes":
            w.subtypes = [...w.subtypes, ...m.subtypes.filter((t) => !w.subtypes.includes(t))];
            break;
          case "setCreatureSubtypes":
            w.subtypes = [...w.subtypes.filter((t) => !isCreatureType(t)), ...m.subtypes];
            w.allCreatureTypes = false;
            break;
          case "allCreatureTypes":
            w.allCreatureTypes = true;
            break;
          case "setLandSubtypes":
            // CR 305.7: new land types replace the old ones; the land loses the abilities of its rules text.
            w.subtypes = [...w.subtypes.filter((t) => !LAND_TYPES.has(t)), ...m.subtypes];
            w.lostAll = true;
            w.abilities = [];
            w.keywords = [];
            break;
          case "removeSupertypes":
            w.supertypes = w.supertypes.filter((t) => !m.supertypes.includes(t));
            break;
        }
      }
    }
  }
  // "As long as …" conditions of static abilities (CR 611.3a), with types, subtypes and control
  // known (layers 2-4): an effect whose condition doesn't hold doesn't apply in layers 5-7.
  for (let i = effects.length - 1; i >= 0; i--) {
    const e = effects[i]!;
    if (e.condition && !stateConditionHolds(ctx, e.condition, e.controller, work, e.source ?? undefined))
      effects.splice(i, 1);
  }
  // Layer 5: color.
  for (const e of effects) for (const m of e.mods) if (m.layer === "5") applyColor(m, affected(e), work);
  // Layer 6: abilities. Intrinsic mana abilities come from the land types now (305.6).
  for (const w of work.values()) if (w.types.includes("Land")) w.abilities = withIntrinsic(w.subtypes, w.abilities);
  // Ability-removing effects from resolved spells go first for the sources they remove
  // static abilities from (613.8 dependency): a static ability of a source that loses all
  // abilities in this layer does not exist.
  const losesAll = new Set<ObjectId>();
  for (const e of effects) {
    if (e.isStatic) continue;
    if (e.mods.some((m) => m.kind === "loseAllAbilities")) for (const id of affected(e)) losesAll.add(id);
  }
  const layer6: { ts: number; e: LayeredEffect | null; obj?: ObjectId; kw?: Keyword[] }[] = [];
  for (const e of effects) if (e.grants || e.mods.some((m) => m.layer === "6")) layer6.push({ ts: e.ts, e });
  // keyword counters (122.1b) apply with the timestamp of their kind's newest counter (613.7c),
  // or the permanent's for the counters it entered with
  for (const w of work.values()) {
    const stamps = s.objects[w.id]!.counterTimestamps;
    for (const k in w.counters) {
      if ((w.counters[k] ?? 0) <= 0 || !KEYWORD_COUNTERS.has(k)) continue;
      layer6.push({ ts: stamps?.[k] ?? w.ts, e: null, obj: w.id, kw: [KEYWORD_COUNTERS.get(k)!] });
    }
  }
  layer6.sort((a, b) => a.ts - b.ts);
  for (const item of layer6) {
    if (!item.e) {
      const w = work.get(item.obj!)!;
      const add = item.kw!.filter((k) => !w.keywords.includes(k));
      if (add.length) w.keywords = [...w.keywords, ...add];
      continue;
    }
    const e = item.e;
    if (e.isStatic && e.source && (losesAll.has(e.source) || work.get(e.source)?.lostAll)) continue;
    if (e.grants) grantAbilities(e.grants, affected(e), work); // CR 613.1f
    for (const m of e.mods) {
      if (m.layer !== "6") continue;
      for (const id of affected(e)) {
        const w = work.get(id);
        if (!w) continue;
        if (m.kind === "addKeywords") {
          const add = m.keywords.filter((k) => !w.keywords.includes(k));
          if (add.length) w.keywords = [...w.keywords, ...add];
        } else if (m.kind === "loseAllAbilities") {
          w.keywords = [];
          w.abilities = [];
          w.lostAll = true;
        }
      }
    }
  }
  // Layer 7a: characteristic-defining abilities (604.3), unless the ability was removed.
  for (const w of work.values()) {
    const o = s.objects[w.id]!;
    if (o.copiable || !o.card || w.lostAll) continue;
    const def = definition(ctx, o.card);
    if (def.powerCda !== undefined) w.power = amountFor(ctx, def.powerCda, w.controller, work);
    if (def.toughnessCda !== undefined) w.toughness = amountFor(ctx, def.toughnessCda, w.controller, work);
  }
  // 7b: set base P/T; 7c: modifications (static and resolved) then counters; 7d: switch.
  for (const layer of PT_LAYERS) {
    for (const e of effects) {
      if (e.isStatic && e.source && (losesAll.has(e.source) || work.get(e.source)?.lostAll)) continue;
      for (const m of e.mods) {
        if (m.layer !== layer) continue;
        for (const id of affected(e)) {
          const w = work.get(id);
          if (!w) continue;
          if (m.kind === "setBasePT") {
            w.power = m.power;
            w.toughness = m.toughness;
          } else if (m.kind === "addPT") {
            const k = m.per ? amountFor(ctx, { kind: "count", filter: m.per }, e.controller, work) : 1;
            w.power = (w.power ?? 0) + m.power * k;
            w.toughness = (w.toughness ?? 0) + m.toughness * k;
          } else if (m.kind === "switchPT") {
            const p = w.power;
            w.power = w.toughness;
            w.toughness = p;
          }
        }
      }
    }
    if (layer === "7c") {
      for (const w of work.values()) {
        const plus = w.counters["+1/+1"] ?? 0;
        const minus = w.counters["-1/-1"] ?? 0;
        if ((plus || minus) && w.power !== null) {
          w.power += plus - minus;
          w.toughness = (w.toughness ?? 0) + plus - minus;
        }
      }
    }
  }
  for (const w of work.values()) {
    if (w.types.includes("Creature")) {
      w.power ??= 0;
      w.toughness ??= 0;
    }
  }
  // Restrictions (no layer: no characteristic changes; 509.1b's on blockers too); none from a lost static ability.
  for (const e of effects) {
    if (e.isStatic && e.source && (losesAll.has(e.source) || work.get(e.source)?.lostAll)) continue;
    for (const m of e.mods) {
      if (m.kind !== "restrict" && m.kind !== "cantBeBlockedBy" && m.kind !== "cantBeBlockedExceptBy") continue;
      for (const id of affected(e)) {
        const w = work.get(id);
        if (!w) continue;
        if (m.kind === "cantBeBlockedBy") w.cantBeBlockedBy = [...(w.cantBeBlockedBy ?? []), m.filter];
        else if (m.kind === "cantBeBlockedExceptBy") w.blockableOnlyBy = [...(w.blockableOnlyBy ?? []), m.filter];
        if (m.kind !== "restrict") continue;
        const add = m.restrictions.filter((r) => !w.restrictions.includes(r));
        if (add.length) w.restrictions = [...w.restrictions, ...add];
      }
    }
  }
  // Unleash's second ability (CR 702.98a): the creature's own, so it goes when the keyword is lost.
  for (const w of work.values()) {
    if (w.keywords.includes("Unleash") && (w.counters["+1/+1"] ?? 0) > 0 && !w.restrictions.includes("cantBlock"))
      w.restrictions = [...w.restrictions, "cantBlock"];
  }
  return work;
}

/** The characteristics an amount counts objects by (CDAs in layer 7a, effects). */
type Counted = {
  types: string[];
  subtypes: string[];
  supertypes: string[];
  controller: PlayerId;
  counters?: Record<string, number>;
};

/** Evaluates an amount for a controller (used by CDAs in layer 7a and by effects); `work` while the layers apply. */
export function amountFor(ctx: Ctx, a: Amount, you: PlayerId, work?: Map<ObjectId, Counted>, x = 0): number {
  const lookup = (id: ObjectId) => (work?.get(id) as Characteristics | undefined) ?? characteristics(ctx, id);
  return countAmount(ctx, a, you, lookup, x);
}

/**
 * Conditions about the game state from a player's point of view (CR 611.3a, 603.4): "you
 * control a Mountain", "seven or more cards are in your graveyard", "you have N or less life".
 * `work` gives battlefield characteristics while the layers are being applied.
 */
export function stateConditionHolds(
  ctx: Ctx,
  cond: Condition,
  you: PlayerId,
  work?: Map<ObjectId, Work>,
  source?: ObjectId,
): boolean {
  return stateConditionWith(ctx, cond, you, (id) => work?.get(id) ?? characteristics(ctx, id), source);
}
