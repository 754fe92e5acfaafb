/**
 * Object filters and counts (card vocabulary `ObjectFilter`, `Amount`, `Condition`): whether
 * characteristics match a filter from a player's point of view — card types, subtypes and
 * creature types (205.3m, changeling 702.73a), colors (105.2), power and toughness (208.3),
 * combat (506.4) — how many permanents or graveyard cards match, and conditions on the game
 * state ("as long as you control …", 611.3a; intervening "if", 603.4). The layer system uses
 * them while it computes characteristics (it passes its work in progress as `lookup`).
 */
import type { Amount, Condition, Keyword, ObjectFilter } from "../state/vocabulary/index.js";
import type { GameState, ObjectId, PlayerId } from "../state/types.js";
import type { Characteristics } from "../state/characteristics.js";
import { baseValues } from "../core/objects.js";
import { manaValue } from "../core/mana.js";
import type { Ctx } from "../core/context.js";

/** The characteristics of a battlefield object, as a count or condition sees them. */
export type BattlefieldLookup = (id: ObjectId) => Characteristics;

const NO_COUNTERS: Record<string, number> = Object.freeze({}) as Record<string, number>;

/** The filter test on characteristics plus the object's counters and token-ness (no copy made: this runs very often). */
export function matchesParts(
  w: Pick<Characteristics, "id" | "types" | "subtypes" | "supertypes" | "controller" | "name"> & {
    colors?: readonly string[];
    power?: number | null;
    toughness?: number | null;
    allCreatureTypes?: boolean;
    keywords?: readonly Keyword[];
    manaCost?: string | null;
  },
  counters: Record<string, number>,
  isToken: boolean,
  f: ObjectFilter,
  you: PlayerId,
  combat: GameState["combat"],
  tapped?: boolean,
): boolean {
  if (f.types && !f.types.some((t) => w.types.includes(t))) return false;
  if (f.anyOf && !f.anyOf.some((g) => matchesParts(w, counters, isToken, g, you, combat, tapped))) return false;
  if (f.allTypes && !f.allTypes.every((t) => w.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => w.types.includes(t))) return false;
  if (
    f.subtypes &&
    !f.subtypes.some((t) => w.subtypes.includes(t) || (w.allCreatureTypes === true && isCreatureType(t)))
  )
    return false;
  if (f.supertypes && !f.supertypes.some((t) => w.supertypes.includes(t))) return false;
  if (f.notSupertypes && f.notSupertypes.some((t) => w.supertypes.includes(t))) return false;
  if (f.controller === "you" && w.controller !== you) return false;
  if (f.controller === "opponent" && w.controller === you) return false;
  if (f.nontoken && isToken) return false;
  if (f.counter && !((counters[f.counter] ?? 0) > 0)) return false;
  if (f.names && !f.names.includes(w.name)) return false;
  if (f.colors && !f.colors.some((c) => (w.colors ?? []).includes(c))) return false;
  if (f.notColors && f.notColors.some((c) => (w.colors ?? []).includes(c))) return false;
  if (f.monocolored && (w.colors ?? []).length !== 1) return false;
  if (f.multicolored && (w.colors ?? []).length < 2) return false; // CR 105.2b
  if (f.colorless && (w.colors ?? []).length !== 0) return false; // CR 105.2c
  // CR 110.5: only permanents have a tapped status (`tapped` undefined elsewhere matches neither)
  if (f.tapped !== undefined && tapped !== f.tapped) return false;
  if (f.keyword !== undefined && !(w.keywords ?? []).includes(f.keyword)) return false;
  if (f.notKeyword !== undefined && (w.keywords ?? []).includes(f.notKeyword)) return false;
  if (f.toughnessAtMost !== undefined && (w.toughness ?? 0) > f.toughnessAtMost) return false;
  // CR 208.3: a noncreature object has no power; it has neither power N or greater nor N or less.
  if (f.powerAtLeast !== undefined && (w.power === null || w.power === undefined || w.power < f.powerAtLeast))
    return false;
  if (f.powerAtMost !== undefined && (w.power === null || w.power === undefined || w.power > f.powerAtMost))
    return false;
  if (f.attackingYou && !combat?.attackers.some((a) => a.attacker === w.id && a.defender === you)) return false;
  if (f.manaValueAtMost !== undefined && manaValue(w.manaCost) > f.manaValueAtMost) return false; // CR 202.3
  if (f.combat) {
    // CR 506.4: attacking and blocking creatures are those declared this combat still on the battlefield.
    const attacking = !!combat?.attackers.some((a) => a.attacker === w.id);
    const blocking = isBlocking(combat, w.id);
    if (f.combat === "attacking" ? !attacking : f.combat === "blocking" ? !blocking : !attacking && !blocking)
      return false;
  }
  return true;
}

/**
 * Evaluates an amount for a controller: a number, X, or a count of matching permanents (their
 * characteristics from `lookup`) or graveyard cards (their copiable values), or of counters
 * on them. "That much" and blockers are known only to a resolving ability (effects/frame.ts).
 */
export function countAmount(ctx: Ctx, a: Amount, you: PlayerId, lookup: BattlefieldLookup, x = 0): number {
  if (typeof a === "number") return a;
  if (a.kind === "x") return x;
  // "that much" and "its power" are known only to a resolving spell or ability (effects/frame.ts, CR 603.2, 608.2h)
  if (a.kind === "triggerAmount" || a.kind === "blockersOfSelf" || a.kind === "powerOf") return 0;
  if (a.kind === "count" && a.times !== undefined)
    return a.times * countAmount(ctx, { ...a, times: undefined }, you, lookup, x);
  const s = ctx.state;
  let n = 0;
  if (a.kind === "basicLandTypes") {
    const seen = new Set<string>();
    for (const id of s.battlefield) {
      const w = lookup(id);
      if (w.controller !== you || !w.types.includes("Land")) continue;
      for (const t of w.subtypes) if (BASIC_LAND_TYPES.has(t)) seen.add(t);
    }
    return seen.size;
  }
  if (a.filter.zone === "graveyard") {
    // Cards in graveyards have their printed characteristics; "your graveyard" is `controller: "you"` (a card's owner controls it there).
    for (const p of ["you", "opponent"] as const) {
      for (const id of s.players[p].graveyard) {
        const o = s.objects[id]!;
        // copiable values, not `printed`: a card whose CDA counts graveyards may be in one itself
        const b = baseValues(ctx, o);
        if (
          matchesParts(
            { ...b, id, controller: o.controller, allCreatureTypes: isChangeling(b.keywords) },
            o.counters,
            o.isToken,
            a.filter,
            you,
            null,
          )
        )
          n += a.kind === "countCounters" ? (o.counters[a.counter] ?? 0) : 1;
      }
    }
    return n;
  }
  for (const id of s.battlefield) {
    const o = s.objects[id]!;
    const w = lookup(id);
    if (!matchesParts(w, o.counters, o.isToken, a.filter, you, s.combat, o.tapped)) continue;
    n += a.kind === "countCounters" ? (o.counters[a.counter] ?? 0) : 1;
  }
  return n;
}

/** The land types (CR 205.3i): a land type change replaces these (305.7). */
export const LAND_TYPES = new Set([
  "Plains",
  "Island",
  "Swamp",
  "Mountain",
  "Forest",
  "Desert",
  "Gate",
  "Lair",
  "Locus",
  "Mine",
  "Power-Plant",
  "Tower",
  "Urza's",
  "Cave",
  "Sphere",
  "Town",
]);
const NON_CREATURE_SUBTYPES = new Set([
  ...LAND_TYPES,
  "Equipment",
  "Aura",
  "Vehicle",
  "Lesson",
  "Saga",
  "Shrine",
  "Cartouche",
  "Curse",
  "Food",
  "Treasure",
  "Clue",
  "Arcane",
  "Trap",
  "Adventure",
  "Fortification",
  "Contraption",
  "Class",
  "Role",
  "Room",
  "Case",
]);

/** Whether a subtype is a creature type (CR 205.3m) — here: any subtype that isn't a land/artifact/enchantment/spell type. */
export function isCreatureType(t: string): boolean {
  return !NON_CREATURE_SUBTYPES.has(t);
}

/** Whether a characteristics object matches a filter from the point of view of `you`. */
export function matches(ctx: Ctx, c: Characteristics, f: ObjectFilter, you: PlayerId): boolean {
  const o = ctx.state.objects[c.id];
  const tapped = o?.zone === "battlefield" ? o.tapped : undefined;
  return matchesParts(c, o?.counters ?? NO_COUNTERS, o?.isToken ?? false, f, you, ctx.state.combat, tapped);
}

/** Changeling (CR 702.73a): "this object is every creature type". */
export function isChangeling(keywords: readonly Keyword[]): boolean {
  return keywords.includes("Changeling");
}

/**
 * Conditions about the game state from a player's point of view (CR 611.3a, 603.4): "you
 * control a Mountain", "seven or more cards are in your graveyard", "you have N or less life".
 * `lookup` gives battlefield characteristics (while the layers are being applied, their work).
 * `source`: the permanent whose static ability has the condition ("as long as it's attacking",
 * CR 506.4); without one, a condition on the source doesn't hold.
 */
export function stateConditionWith(
  ctx: Ctx,
  cond: Condition,
  you: PlayerId,
  lookup: BattlefieldLookup,
  source?: ObjectId,
): boolean {
  switch (cond.kind) {
    case "sourceInCombat": {
      const combat = ctx.state.combat;
      const attacking = !!source && !!combat?.attackers.some((a) => a.attacker === source);
      const blocking = !!source && !!combat?.blocks.some((b) => b.blocker === source);
      return cond.combat === "attacking" ? attacking : cond.combat === "blocking" ? blocking : attacking || blocking;
    }
    case "youControl":
      return (
        countAmount(ctx, { kind: "count", filter: { ...cond.filter, controller: "you" } }, you, lookup) >=
        (cond.atLeast ?? 1)
      );
    case "graveyardAtLeast":
      return (
        (cond.filter
          ? countAmount(
              ctx,
              { kind: "count", filter: { ...cond.filter, zone: "graveyard", controller: "you" } },
              you,
              lookup,
            )
          : ctx.state.players[you].graveyard.length) >= cond.amount
      );
    case "lifeAtMost":
      return ctx.state.players[you].life <= cond.amount;
    case "not":
      return !stateConditionWith(ctx, cond.condition, you, lookup, source);
    default:
      return false;
  }
}

/** Whether a creature is a blocking creature this combat (CR 509.1g), blocking something or not (506.4). */
export function isBlocking(combat: GameState["combat"] | undefined, id: ObjectId): boolean {
  return !!combat && (combat.blocks.some((b) => b.blocker === id) || (combat.blockingAlone ?? []).includes(id));
}

/** The basic land types (CR 205.3i), counted by "basic land types among lands you control" (domain). */
const BASIC_LAND_TYPES = new Set(["Plains", "Island", "Swamp", "Mountain", "Forest"]);
