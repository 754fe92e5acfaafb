/**
 * Objects and zones at the lowest level, without rules consequences: copiable values (CR
 * 707.2, tokens 111.4), card definitions, creating objects and moving them between zones (a
 * new object each time, CR 400.7, with last known information, 608.2h), and bookkeeping
 * of tokens outside the battlefield (704.5d) and of prevention shields (615.7). The rules
 * modules build zone changes with their consequences on these (rules/zones.ts).
 */
import type { AbilityDef, CardDefinition, TokenSpec } from "../state/vocabulary/index.js";
import type { CopiableValues, GameObject, GameState, LastKnown, ObjectId, PlayerId, ZoneName } from "../state/types.js";
import { costColors } from "./mana.js";
import { findDefinition, newId, tick, touchObject, type Ctx } from "./context.js";

const definitionValues = new WeakMap<CardDefinition, CopiableValues>();

/** The copiable values of a card definition (CR 707.2). Cached: treat the result as read-only. */
export function copiableOfDefinition(def: CardDefinition): CopiableValues {
  let v = definitionValues.get(def);
  if (!v) {
    v = computeCopiable(def);
    definitionValues.set(def, v);
  }
  return v;
}

function computeCopiable(def: CardDefinition): CopiableValues {
  return {
    name: def.name,
    manaCost: def.manaCost,
    colors: def.colors ?? costColors(def.manaCost),
    supertypes: def.supertypes ?? [],
    types: def.types,
    subtypes: def.subtypes ?? [],
    power: def.power ?? null,
    toughness: def.toughness ?? null,
    keywords: def.keywords ?? [],
    abilities: (def.abilities ?? []).map((_, index) => ({ card: def.name, index })),
    oracleText: def.oracleText,
  };
}

/** The copiable values of a token as an effect describes it; name per CR 111.4. */
export function copiableOfToken(spec: TokenSpec): CopiableValues {
  return {
    name: spec.name ?? `${spec.subtypes.join(" ")} Token`.trim(),
    manaCost: null,
    colors: spec.colors,
    supertypes: spec.supertypes ?? [],
    types: spec.types,
    subtypes: spec.subtypes,
    power: spec.power,
    toughness: spec.toughness,
    keywords: spec.keywords ?? [],
    abilities: [],
    oracleText: spec.oracleText ?? "",
  };
}

/** A card definition by name, from the registry or the game's extra (catalog) cards. */
export function definition(ctx: Ctx, name: string): CardDefinition {
  const def = findDefinition(ctx.cards, ctx.state, name);
  if (!def) throw new Error(`no card definition for "${name}"`);
  return def;
}

/** One ability of a card's definition by index (throws when it has none there). */
export function abilityOf(ctx: Ctx, card: string, index: number): AbilityDef {
  const a = definition(ctx, card).abilities?.[index];
  if (!a) throw new Error(`no ability ${index} on ${card}`);
  return a;
}

/** The printed/copiable values of an object (layer 1 starting point). */
export function baseValues(ctx: Ctx, obj: GameObject): CopiableValues {
  if (obj.copiable) return obj.copiable;
  return copiableOfDefinition(definition(ctx, obj.card!));
}

/**
 * States known to hold no token outside the battlefield, so the CR 704.5d check need not
 * scan every zone. Not part of the state: a state not in the set (a copy, a state read from
 * JSON) is simply scanned. Every way a token reaches another zone (`createObject`,
 * `moveObject`) takes the state out of the set.
 */
const noStrayTokens = new WeakSet<GameState>();

/** Whether a token may be outside the battlefield (CR 704.5d has work to do). */
export function strayTokensPossible(s: GameState): boolean {
  return s.tokenCount > 0 && !noStrayTokens.has(s);
}

/** Records that no token is outside the battlefield (after the CR 704.5d check removed them). */
export function markNoStrayTokens(s: GameState): void {
  noStrayTokens.add(s);
}

/** Creates a new object in a zone (at the top of an ordered zone unless `bottom`). */
export function createObject(
  ctx: Ctx,
  init: {
    card: string | null;
    copiable?: CopiableValues | null;
    isToken?: boolean;
    owner: PlayerId;
    zone: ZoneName;
    controller?: PlayerId;
    cardId?: string;
  },
  bottom = false,
): GameObject {
  const s = ctx.state;
  const id = newId(s);
  const obj: GameObject = {
    id,
    cardId: init.cardId ?? (init.isToken ? `t${++s.tokenCount}` : `c${s.nextId}`),
    card: init.card,
    copiable: init.copiable ?? null,
    isToken: init.isToken ?? false,
    owner: init.owner,
    zone: init.zone,
    controller: init.controller ?? init.owner,
    entryController: init.controller ?? init.owner,
    controlSince: s.clock,
    tapped: false,
    damage: 0,
    deathtouched: false,
    counters: {},
    attachedTo: null,
    timestamp: tick(s),
  };
  s.objects[id] = obj;
  if (obj.isToken && init.zone !== "battlefield") noStrayTokens.delete(s);
  const list = zoneList(s, init.zone, init.owner);
  if (list) {
    if (init.zone === "library" && !bottom) list.unshift(id);
    else list.push(id);
  }
  if (init.zone === "battlefield") touchObject(ctx, id);
  return obj;
}

/**
 * The array that holds a zone's object ids: per player for library (top first), hand and
 * graveyard (top last); shared for battlefield and exile. The stack is `state.stack`.
 */
export function zoneList(s: GameState, zone: ZoneName, owner: PlayerId): ObjectId[] | null {
  switch (zone) {
    case "library":
      return s.players[owner].library;
    case "hand":
      return s.players[owner].hand;
    case "graveyard":
      return s.players[owner].graveyard;
    case "battlefield":
      return s.battlefield;
    case "exile":
      return s.exile;
    default:
      return null;
  }
}

function removeFrom(list: ObjectId[], id: ObjectId): void {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

/** Removes an object from whatever zone holds it (not from `objects`). */
export function detach(ctx: Ctx, obj: GameObject): void {
  const s = ctx.state;
  if (obj.zone === "stack") {
    const i = s.stack.findIndex((it) => it.kind === "spell" && it.object === obj.id);
    if (i >= 0) s.stack.splice(i, 1);
  } else {
    const list = zoneList(s, obj.zone, obj.owner);
    if (list) removeFrom(list, obj.id);
  }
}

/**
 * Moves an object to another zone: it becomes a new object (CR 400.7) with a new id, no
 * counters, no damage, untapped, not attached; last known information about the old one
 * is kept (CR 608.2h). Cards go to their owner's zones (CR 400.3). Returns the new object.
 * `lkiPower` etc. are taken from `lki` when given (computed by the caller before the move).
 */
export function moveObject(
  ctx: Ctx,
  id: ObjectId,
  to: ZoneName,
  opts: {
    bottom?: boolean;
    controller?: PlayerId;
    tapped?: boolean;
    lki?: Omit<LastKnown, "newId" | "toZone">;
    index?: number;
  } = {},
): GameObject {
  const s = ctx.state;
  const old = s.objects[id];
  if (!old) throw new Error(`no object ${id}`);
  detach(ctx, old);
  delete s.objects[id];
  const nid = newId(s);
  const obj: GameObject = {
    id: nid,
    cardId: old.cardId,
    // a split card's half chosen to cast goes to the stack as that half (CR 709.3b), and is the whole card again off it (709.4)
    card: to === "stack" ? old.card : (old.wholeCard ?? old.card),
    ...(to === "stack" && old.wholeCard ? { wholeCard: old.wholeCard } : {}),
    copiable: old.copiable,
    isToken: old.isToken,
    owner: old.owner,
    zone: to,
    controller: opts.controller ?? old.owner,
    entryController: opts.controller ?? old.owner,
    controlSince: s.clock,
    tapped: opts.tapped ?? false,
    damage: 0,
    deathtouched: false,
    counters: {},
    attachedTo: null,
    timestamp: tick(s),
  };
  if (to === "stack" && old.spell) obj.spell = old.spell;
  // a bestowed Aura spell becomes a bestowed Aura permanent (CR 702.103b); it is a new object anywhere else (400.7)
  if (old.bestowed && old.zone === "stack" && to === "battlefield") obj.bestowed = true;
  // a face-down spell enters face down (CR 702.37c); face down anywhere else it is turned face up (708.9)
  if (old.faceDown && old.zone === "stack" && to === "battlefield") obj.faceDown = true;
  s.objects[nid] = obj;
  if (obj.isToken && to !== "battlefield") noStrayTokens.delete(s);
  if (to !== "stack") {
    const list = zoneList(s, to, obj.owner)!;
    if (to === "library") {
      if (opts.bottom) list.push(nid);
      else list.unshift(nid);
    } else if (opts.index !== undefined) list.splice(opts.index, 0, nid);
    else list.push(nid);
  }
  if (opts.lki) s.lki[id] = { ...opts.lki, newId: nid, toZone: to };
  else
    s.lki[id] = {
      id,
      controller: old.controller,
      owner: old.owner,
      name: old.copiable?.name ?? old.card ?? "",
      newId: nid,
      toZone: to,
      power: null,
      toughness: null,
      copiable: old.copiable,
      card: old.card,
      counters: old.counters,
    };
  // CR 400.7: a prevention shield on the permanent doesn't follow it to its new zone.
  if (old.zone === "battlefield" && s.shields?.some((sh) => sh.to === id)) dropShields(s, (sh) => sh.to === id);
  // Auras/Equipment attached to it stay where they are (SBA 704.5m/n deal with them).
  // Characteristics can count the battlefield and graveyards (CDAs, "for each creature card in
  // your graveyard", threshold): a move into or out of any of them invalidates the cache.
  // (a change of these two objects only: a board where objects depend on others is recomputed whole, see rules/layers.ts)
  if (old.zone === "battlefield" || to === "battlefield" || old.zone === "graveyard" || to === "graveyard")
    touchObject(ctx, id, nid);
  return obj;
}

/**
 * Puts `n` counters of `kind` on an object (CR 122.1) and gives every counter of that kind on
 * it the new counter's timestamp (613.7c); nothing happens when `n` is 0 or less.
 */
export function putCounters(ctx: Ctx, o: GameObject, kind: string, n: number): void {
  if (n <= 0) return;
  o.counters[kind] = (o.counters[kind] ?? 0) + n;
  o.counterTimestamps = { ...o.counterTimestamps, [kind]: tick(ctx.state) };
  touchObject(ctx, o.id);
}

/** Removes the prevention shields that match (CR 615.7); `state.shields` is left absent when none remain. */
export function dropShields(s: GameState, gone: (sh: NonNullable<GameState["shields"]>[number]) => boolean): void {
  if (!s.shields) return;
  const kept = s.shields.filter((sh) => !gone(sh));
  if (kept.length) s.shields = kept;
  else delete s.shields;
}

/** Follows an object id through its zone changes via LKI (for the scenario runner/UI labels only). */
export function currentIdOf(s: GameState, id: ObjectId): ObjectId | null {
  let cur: ObjectId | null = id;
  // own keys only: the id may come from a client ("constructor" names no object)
  for (let guard = 0; cur && guard < 1000; guard++) {
    if (Object.hasOwn(s.objects, cur)) return cur;
    cur = Object.hasOwn(s.lki, cur) ? s.lki[cur]!.newId : null;
  }
  return null;
}

/** Returns the object, or throws (internal invariant). */
export function obj(ctx: Ctx, id: ObjectId): GameObject {
  const o = ctx.state.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  return o;
}
