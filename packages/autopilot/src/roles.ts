/**
 * What the autopilot knows about a card, shared by every decision: its definition, its role
 * (what casting it is for: a creature, burn, a pump, removal…, see `roleOf`), whether its
 * effects harm what they target, and the least mana its cost can be paid with.
 */
import {
  findDefinition,
  manaValue,
  parseManaCost,
  type CardDefinition,
  type CardRegistry,
  type Effect,
  type GameState,
} from "@fishbowl/engine";

const MIN_MANA = new Map<string, number>();

/** The least mana a cost can be paid with: X = 0, Phyrexian symbols paid with life, {2/W} with one W. */
export function minimumMana(cost: string | null): number {
  if (!cost) return 0;
  let n = MIN_MANA.get(cost);
  if (n === undefined) {
    n = 0;
    for (const sym of parseManaCost(cost)) {
      if (sym.kind === "generic") n += sym.amount;
      else if (sym.kind !== "x" && sym.kind !== "phyrexian") n += 1;
    }
    MIN_MANA.set(cost, n);
  }
  return n;
}

/** The generic part of a cost (X = 0). */
export function genericMana(cost: string | null): number {
  let n = 0;
  for (const sym of parseManaCost(cost)) if (sym.kind === "generic") n += sym.amount;
  return n;
}

/** Whether a card's "when ~ enters" ability must target something and harms it. */
export function hurtsOwnOnEntry(def: CardDefinition): boolean {
  return (def.abilities ?? []).some(
    (a) =>
      a.kind === "triggered" &&
      a.event.kind === "entersSelf" &&
      a.targets.some((spec) => spec.min > 0 && !spec.players) &&
      harmful(a.effects),
  );
}

/** "~ becomes a … creature": a modify of the source itself that adds the creature type. */
export function animatesSelf(e: Effect): boolean {
  return (
    e.kind === "modify" &&
    e.what.kind === "self" &&
    e.mods.some((m) => m.kind === "addTypes" && m.types.includes("Creature"))
  );
}

/** An activated ability of a definition. */
export type ActivatedDef = Extract<NonNullable<CardDefinition["abilities"]>[number], { kind: "activated" }>;

const ACTIVATED = new WeakMap<CardDefinition, readonly ActivatedDef[]>();

/** A definition's activated abilities, in order (the numbering of an `activate` action's `ability`), memoised. */
export function activatedOf(def: CardDefinition): readonly ActivatedDef[] {
  let out = ACTIVATED.get(def);
  if (!out) {
    out = (def.abilities ?? []).filter((x): x is ActivatedDef => x.kind === "activated");
    ACTIVATED.set(def, out);
  }
  return out;
}

const MANA_ABILITY = new WeakMap<ActivatedDef, boolean>();

/** A mana ability (CR 605.1a): no target, adds mana (perhaps with a side effect such as damage to you). Memoised. */
export function isManaAbilityDef(a: ActivatedDef): boolean {
  let r = MANA_ABILITY.get(a);
  if (r === undefined) MANA_ABILITY.set(a, (r = computeManaAbility(a)));
  return r;
}

function computeManaAbility(a: ActivatedDef): boolean {
  return (
    a.targets.length === 0 &&
    a.effects.some((e) => e.kind === "addMana") &&
    a.effects.every(
      (e) => e.kind === "addMana" || e.kind === "damage" || e.kind === "loseLife" || e.kind === "gainLife",
    )
  );
}

/** What the autopilot knows about a card it could cast. */
export type Role =
  | "haste"
  | "creature"
  | "tokens"
  | "copy"
  | "earthbend"
  | "aura"
  | "burn"
  | "pump"
  | "team"
  | "ritual"
  | "steal"
  | "removal"
  | "equipment"
  | "permanent"
  | "nothing"
  | "other";

/** The definition of a card by name: the built-in registry, else the game's extra (catalog) cards (own keys: a card may be called "constructor"). */
export function definitionOf(
  state: GameState,
  registry: CardRegistry,
  name: string | null,
): CardDefinition | undefined {
  if (!name) return undefined;
  return findDefinition(registry, state, name);
}

/** The effects of a spell's chosen modes (the first mode when none is chosen). */
export function spellEffects(def: CardDefinition, modes: number[] | undefined): Effect[] {
  if (!def.spell) return [];
  const ms = modes && modes.length ? modes : [0];
  return ms.flatMap((m) => def.spell!.modes[m]?.effects ?? []);
}

// "counter": only the player's own spells are ever on the stack in a goldfish game, so a counterspell is never cast (its targets score -Infinity)
const HARMFUL = new Set<Effect["kind"]>([
  "counter",
  "damage",
  "destroy",
  "exile",
  "returnToHand",
  "tap",
  "gainControl",
  "sacrificeAll",
  "sacrifice",
  "discard",
  "mill",
]);

/** Whether effects do something bad to what they target (so targets must be the goldfish's). */
export function harmful(effects: Effect[]): boolean {
  for (const e of effects) {
    if (HARMFUL.has(e.kind)) return true;
    if (
      e.kind === "modify" &&
      e.mods.some(
        (m) =>
          m.kind === "loseAllAbilities" ||
          m.kind === "setBasePT" ||
          (m.kind === "restrict" && m.restrictions.some((r) => r !== "cantBeBlocked")) ||
          (m.kind === "addPT" && m.power < 0),
      )
    )
      return true;
    if (e.kind === "conditional" && harmful(e.then)) return true;
  }
  return false;
}

/** A definition's memoised roles: `plain` for its printed types and no modes, the rest by key. */
interface RoleMemo {
  plain?: Role;
  byKey?: Map<string, Role>;
}
const ROLES = new WeakMap<CardDefinition, RoleMemo>();

/** Whether two lists of types are the same, in order. */
function sameTypes(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** What casting a card with these types (and modes) is for (memoised per definition). */
export function roleOf(def: CardDefinition | undefined, types: string[], modes?: number[]): Role {
  if (!def) return computeRole(def, types, modes);
  let m = ROLES.get(def);
  if (!m) {
    m = {};
    ROLES.set(def, m);
  }
  // the usual question (its printed types, no modes chosen) without building a key
  if ((!modes || modes.length === 0) && sameTypes(types, def.types))
    return (m.plain ??= computeRole(def, def.types, undefined));
  const key = `${types.join(",")}|${modes?.join(",") ?? ""}`;
  const byKey = (m.byKey ??= new Map());
  let r = byKey.get(key);
  if (r === undefined) {
    r = computeRole(def, types, modes);
    byKey.set(key, r);
  }
  return r;
}

function computeRole(def: CardDefinition | undefined, types: string[], modes?: number[]): Role {
  if (!def || def.automated === false)
    return types.includes("Creature")
      ? "creature"
      : types.some((t) => t === "Instant" || t === "Sorcery")
        ? "nothing"
        : "permanent";
  if (types.includes("Creature")) return "creature";
  // an Aura that takes control of what it enchants (Confiscate) steals, like a gain-control spell
  if (def.enchant && def.abilities?.some((a) => a.kind === "static" && a.mods.some((m) => m.kind === "setController")))
    return "steal";
  if (def.enchant)
    return harmful(
      (def.abilities ?? []).flatMap((a) =>
        a.kind === "static"
          ? [{ kind: "modify", what: { kind: "self" }, mods: a.mods, duration: { kind: "indefinite" } } as Effect]
          : [],
      ),
    )
      ? "removal"
      : "aura";
  if (
    def.abilities?.some(
      (a) =>
        a.kind === "static" &&
        a.mods.some((m) => m.kind === "addKeywords" && m.keywords.includes("Haste")) &&
        a.affects.kind === "filter",
    )
  )
    return "haste";
  if (types.includes("Equipment") || def.subtypes?.includes("Equipment")) return "equipment";
  const effects = spellEffects(def, modes);
  if (effects.length === 0) return types.some((t) => t === "Instant" || t === "Sorcery") ? "nothing" : "permanent";
  const kinds = new Set(effects.map((e) => e.kind));
  if (kinds.has("gainControl")) return "steal";
  if (kinds.has("damage")) return "burn";
  if (harmful(effects)) return "removal";
  if (kinds.has("earthbend")) return "earthbend";
  if (kinds.has("createCopyTokens")) return "copy";
  if (kinds.has("createTokens")) return "tokens";
  if (effects.every((e) => e.kind === "addMana")) return "ritual";
  if (
    effects.every(
      (e) => e.kind === "modify" && e.what.kind === "all" && e.mods.some((m) => m.kind === "addPT" && m.power > 0),
    )
  )
    return "team";
  if (kinds.has("modify") || kinds.has("addCounters")) return "pump";
  return "other";
}

const MANA_VALUE = new Map<string, number>();

/** The mana value of a cost (CR 202.3), memoised. */
export function mv(cost: string | null): number {
  if (!cost) return 0;
  let n = MANA_VALUE.get(cost);
  if (n === undefined) {
    n = manaValue(cost);
    MANA_VALUE.set(cost, n);
  }
  return n;
}

/** The color of mana each basic land type makes (CR 305.6). */
export const BASIC_COLOR: Record<string, string> = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G" };
