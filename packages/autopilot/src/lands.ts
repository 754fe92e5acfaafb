/**
 * The land drop: one each turn, by priority (`landScore`): the land with which the spells in
 * hand worth casting early (not burn, which can wait) can use the most mana this turn
 * (`spendable`: the best sum of their costs, colors counted, so two one-drops need a third land
 * as much as a three-drop does); then one that enters tapped, or a fetch land (Evolving Wilds,
 * cracked at once) — so a tapped land is played on a turn whose mana it doesn't need, and held
 * while the untapped one's mana is needed; then the colors the hand lacks. Shocklands: pay 2
 * life when the extra untapped mana is used so, or spares an attacking creature from tapping
 * (`extraManaMatters`, asked by the choice in decisions.ts). Also the colors lands make.
 */
import type { CardDefinition, CardRegistry, GameState } from "@fishbowl/engine";
import { costColors } from "@fishbowl/engine";
import { BASIC_COLOR, definitionOf, minimumMana, roleOf } from "./roles.js";
import { tapsForMana, untappedSources, type Seen, type Table } from "./table.js";

/** `landColors` by text, then subtypes (at most 10,000 texts). */
const LAND_COLORS = new Map<string, Map<string, string[]>>();

/** Colors a land (as seen) can add: basic land types plus `{C}` symbols of its mana abilities' text. */
export function landColors(o: Pick<Seen, "subtypes" | "oracleText">): string[] {
  let bySubtypes = LAND_COLORS.get(o.oracleText);
  if (!bySubtypes) {
    bySubtypes = new Map();
    if (LAND_COLORS.size < 10_000) LAND_COLORS.set(o.oracleText, bySubtypes);
  }
  const key = o.subtypes.length === 0 ? "" : o.subtypes.length === 1 ? o.subtypes[0]! : o.subtypes.join(" ");
  let colors = bySubtypes.get(key);
  if (colors) return colors;
  const out = new Set<string>();
  for (const st of o.subtypes) if (BASIC_COLOR[st]) out.add(BASIC_COLOR[st]!);
  for (const m of o.oracleText.matchAll(/Add ((?:\{[WUBRGC]\}(?:,? or |, )?)+)/g))
    for (const c of m[1]!.matchAll(/\{([WUBRGC])\}/g)) out.add(c[1]!);
  colors = [...out];
  bySubtypes.set(key, colors);
  return colors;
}

function colorsWeHave(t: Table): Set<string> {
  const have = new Set<string>();
  for (const o of t.mine)
    if (o.types.includes("Land") || /Add \{/.test(o.oracleText)) for (const c of landColors(o)) have.add(c);
  return have;
}

/** The colors the spells in hand need, each counted once per spell that has it in its cost. */
export function colorsNeeded(t: Table): Map<string, number> {
  const need = new Map<string, number>();
  for (const o of t.hand) {
    if (o.types.includes("Land")) continue;
    for (const c of costColors(o.manaCost)) need.set(c, (need.get(c) ?? 0) + 1);
  }
  return need;
}

/**
 * How good playing land `id` from the hand is now (higher is better; -Infinity: never), by
 * priority: the most mana the spells in hand worth casting early can use this turn with it
 * (`spendable`, its colors counted if it enters untapped); then a land that enters tapped, or a
 * fetch land (its basic enters tapped) — a drawback that costs nothing this turn, so the
 * untapped land waits for a turn that needs it; then the colors the hand lacks (the most needed
 * first), a shockland last (it costs life to enter untapped).
 */
export function landScore(state: GameState, registry: CardRegistry, t: Table, id: string): number {
  const o = t.byId.get(id);
  if (!o) return 0;
  const traits = landTraits(definitionOf(state, registry, state.objects[id]?.card ?? null));
  let untapped = !traits.tapped;
  if (traits.unlessControl && !t.mine.some((m) => m.subtypes.some((st) => traits.unlessControl!.includes(st))))
    untapped = false;
  // a bounce land (Golgari Rot Farm) with no other land to return would return itself: a wasted land drop
  if (traits.bounces && !t.mine.some((m) => m.types.includes("Land"))) return -Infinity;
  const colors = landColors(o);
  const makesNow = untapped && colors.length > 0;
  const cx = context(t);
  const now = cx.colors | (makesNow ? colorMask(colors) : 0);
  let score = 1000 * spendable(state, registry, t, cx.sources + (makesNow ? 1 : 0), now);
  if (!makesNow) score += 100;
  for (const c of colors) if (!cx.have.has(c)) score += 10 * (cx.need.get(c) ?? 0) + 1;
  if (traits.shock) score -= 5;
  return score + colors.length + (traits.fetch ? 1 : 0);
}

/** What a land's definition says of how it enters and what it does. */
interface LandTraits {
  tapped: boolean;
  /** Enters tapped unless we control a land of one of these subtypes. */
  unlessControl: string[] | null;
  /** Pays 2 life or enters tapped. */
  shock: boolean;
  /** Returns a land we control when it enters. */
  bounces: boolean;
  /** Searches for a land (Evolving Wilds). */
  fetch: boolean;
}

const TRAITS = new WeakMap<CardDefinition, LandTraits>();
const NO_TRAITS: LandTraits = { tapped: false, unlessControl: null, shock: false, bounces: false, fetch: false };

function landTraits(def: CardDefinition | undefined): LandTraits {
  if (!def) return NO_TRAITS;
  let traits = TRAITS.get(def);
  if (!traits) {
    const abilities = def.abilities ?? [];
    const reps = abilities.flatMap((a) => (a.kind === "replacement" ? [a.replacement] : []));
    const unless = reps.find((r) => r.kind === "entersTappedUnlessControl");
    traits = {
      tapped: reps.some((r) => r.kind === "entersTapped"),
      unlessControl: unless?.kind === "entersTappedUnlessControl" ? unless.subtypes : null,
      shock: reps.some((r) => r.kind === "payLifeOrTapped"),
      bounces: abilities.some(
        (a) =>
          a.kind === "triggered" &&
          a.event.kind === "entersSelf" &&
          a.effects.some((e) => e.kind === "choose" && e.filter.types?.includes("Land")),
      ),
      fetch: abilities.some((a) => a.kind === "activated" && a.effects.some((e) => e.kind === "search")),
    };
    TRAITS.set(def, traits);
  }
  return traits;
}

const BIT: Record<string, number> = { W: 1, U: 2, B: 4, R: 8, G: 16 };
const colorMask = (colors: string[]) => colors.reduce((m, c) => m | (BIT[c] ?? 0), 0);

/** What every land of the hand is scored against, once per table: our untapped sources and their colors, our colors, the hand's needs. */
interface LandContext {
  sources: number;
  colors: number;
  have: Set<string>;
  need: Map<string, number>;
  /** The hand's spells that `spendable` counts: least mana, colors (a mask), X. */
  early: { cost: number; colors: number; x: boolean }[] | null;
}

const CONTEXTS = new WeakMap<Table, LandContext>();

function context(t: Table): LandContext {
  let cx = CONTEXTS.get(t);
  if (!cx) {
    let colors = 0;
    for (const o of t.mine) {
      if (o.tapped || (o.types.includes("Creature") && !o.controlCondition)) continue;
      if (o.types.includes("Land") || tapsForMana(o.oracleText)) colors |= colorMask(landColors(o));
    }
    cx = { sources: untappedSources(t), colors, have: colorsWeHave(t), need: colorsNeeded(t), early: null };
    CONTEXTS.set(t, cx);
  }
  return cx;
}

/**
 * The most mana the spells in hand that are worth casting early can use this turn out of
 * `mana` (colors aside): the best sum of their costs that fits (an X spell takes what is left).
 * Burn and pumps don't count (they deal the same damage later, with mana that would otherwise
 * be wasted), nor what it never casts on an empty board (removal, steal effects); with
 * `colors` (a mask: W 1, U 2, B 4, R 8, G 16), nor spells of a color none of them makes.
 */
export function spendable(state: GameState, registry: CardRegistry, t: Table, mana: number, colors = 31): number {
  const cx = context(t);
  if (!cx.early) {
    cx.early = [];
    for (const o of t.hand) {
      if (o.types.includes("Land")) continue;
      const role = roleOf(definitionOf(state, registry, state.objects[o.id]?.card ?? null), o.types);
      if (role === "removal" || role === "steal" || role === "burn" || role === "pump") continue;
      cx.early.push({
        cost: minimumMana(o.manaCost),
        colors: colorMask(costColors(o.manaCost)),
        x: /\{X\}/.test(o.manaCost ?? ""),
      });
    }
  }
  let reach = 1; // bit s: some set of the spells costs exactly s
  let xBase = Infinity;
  const full = mana >= 30 ? -1 : (1 << (mana + 1)) - 1;
  for (const e of cx.early) {
    if ((e.colors & colors) !== e.colors) continue; // a color no untapped source makes
    if (e.x) xBase = Math.min(xBase, e.cost);
    else if (e.cost > 0 && e.cost <= mana) reach = (reach | (reach << e.cost)) & full;
  }
  let best = 31 - Math.clz32(reach);
  if (xBase !== Infinity) for (let s = 0; s <= mana - xBase; s++) if (reach & (1 << s)) best = mana;
  return best;
}

/**
 * Whether one more untapped land matters now: the spells in hand could use more mana with it
 * (`spendable`), or could use as much without tapping a creature (a mana creature or an earthbent
 * land) that could attack.
 */
export function extraManaMatters(state: GameState, registry: CardRegistry, t: Table): boolean {
  const all = untappedSources(t);
  const lands = untappedSources(t, false);
  return spendable(state, registry, t, all + 1) > spendable(state, registry, t, Math.min(all, lands));
}
