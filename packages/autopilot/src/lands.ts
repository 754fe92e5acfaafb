/**
 * The land drop: one each turn, preferring a land that enters untapped and adds a color the
 * hand needs; a fetch land (Evolving Wilds, cracked at once) or a tapped land on turns when one
 * more untapped mana would not enable a spell (`landScore`). Shocklands: pay 2 life when the
 * extra untapped mana enables a spell, or spares an attacking creature from tapping
 * (`extraManaMatters`, asked by the choice in decisions.ts). Also the colors lands make.
 */
import type { CardRegistry, GameState } from "@fishbowl/engine";
import { costColors } from "@fishbowl/engine";
import { BASIC_COLOR, definitionOf } from "./roles.js";
import { untappedSources, type Seen, type Table } from "./table.js";

/** `landColors` by subtypes and text (at most 10,000 entries). */
const LAND_COLORS = new Map<string, string[]>();

/** Colors a land (as seen) can add: basic land types plus `{C}` symbols of its mana abilities' text. */
export function landColors(o: Pick<Seen, "subtypes" | "oracleText">): string[] {
  const key = `${o.subtypes.join(" ")}|${o.oracleText}`;
  let colors = LAND_COLORS.get(key);
  if (colors) return colors;
  const out = new Set<string>();
  for (const st of o.subtypes) if (BASIC_COLOR[st]) out.add(BASIC_COLOR[st]!);
  for (const m of o.oracleText.matchAll(/Add ((?:\{[WUBRGC]\}(?:,? or |, )?)+)/g)) for (const c of m[1]!.matchAll(/\{([WUBRGC])\}/g)) out.add(c[1]!);
  colors = [...out];
  if (LAND_COLORS.size < 10_000) LAND_COLORS.set(key, colors);
  return colors;
}

function colorsWeHave(t: Table): Set<string> {
  const have = new Set<string>();
  for (const o of t.mine) if (o.types.includes("Land") || /Add \{/.test(o.oracleText)) for (const c of landColors(o)) have.add(c);
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

/** How good playing land `id` from the hand is now (higher is better; -Infinity: never). */
export function landScore(state: GameState, registry: CardRegistry, t: Table, id: string): number {
  const o = t.byId.get(id);
  if (!o) return 0;
  const def = definitionOf(state, registry, state.objects[id]?.card ?? null);
  const reps = (def?.abilities ?? []).flatMap((a) => (a.kind === "replacement" ? [a.replacement] : []));
  let untapped = true;
  for (const r of reps) {
    if (r.kind === "entersTapped") untapped = false;
    if (r.kind === "entersTappedUnlessControl" && !t.mine.some((m) => m.subtypes.some((st) => r.subtypes.includes(st)))) untapped = false;
  }
  // a bounce land (Golgari Rot Farm) with no other land to return would return itself: a wasted land drop
  const bounces = (def?.abilities ?? []).some((a) => a.kind === "triggered" && a.event.kind === "entersSelf" && a.effects.some((e) => e.kind === "choose" && e.filter.types?.includes("Land")));
  if (bounces && !t.mine.some((m) => m.types.includes("Land"))) return -Infinity;
  const colors = landColors(o);
  const fetch = (def?.abilities ?? []).some((a) => a.kind === "activated" && a.effects.some((e) => e.kind === "search"));
  let score = 0;
  if (colors.length > 0 && untapped) score += 100;
  if (fetch) score += hasCastableAtPlusOne(t) ? 60 : 150;
  const have = colorsWeHave(t);
  const need = colorsNeeded(t);
  for (const c of colors) if (!have.has(c)) score += 10 * (need.get(c) ?? 0) + 1;
  // a shockland is worth playing now when the mana matters; a land that enters tapped anyway goes first when nothing needs mana
  if (reps.some((r) => r.kind === "payLifeOrTapped")) score -= 5;
  if (!untapped && !hasCastableAtPlusOne(t)) score += 90;
  return score + colors.length;
}

/** Whether some spell in hand has mana value exactly one more than our untapped sources (one more land enables it). */
function hasCastableAtPlusOne(t: Table): boolean {
  const n = untappedSources(t);
  return t.hand.some((o) => !o.types.includes("Land") && o.manaValue > 0 && o.manaValue <= n + 1 && o.manaValue > n);
}

/**
 * Whether one more untapped land matters now: it makes a spell in hand castable, or lets a
 * spell be cast without tapping a creature (a mana creature or an earthbent land) that could attack.
 */
export function extraManaMatters(t: Table): boolean {
  const all = untappedSources(t);
  const lands = untappedSources(t, false);
  return t.hand.some((o) => !o.types.includes("Land") && o.manaValue > 0 && o.manaValue <= all + 1 && o.manaValue > Math.min(all, lands));
}
