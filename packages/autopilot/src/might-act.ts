/**
 * `mightAct`: whether the autopilot might do something with priority now, a cheap test that
 * saves most `legalActions` calls (priority.ts asks it before each main phase and combat step).
 */
import {
  characteristicsNow,
  parseManaCost,
  type CardDefinition,
  type CardRegistry,
  type Effect,
  type GameState,
} from "@fishbowl/engine";
import { BASIC_COLOR, animatesSelf, definitionOf, isManaAbilityDef, minimumMana, roleOf } from "./roles.js";

/** The kinds of a list of effects (of a definition's ability: shared, never changed, so kept per list). */
const KINDS = new WeakMap<readonly { kind: string }[], ReadonlySet<string>>();
function effectKinds(effects: readonly { kind: string }[]): ReadonlySet<string> {
  let kinds = KINDS.get(effects);
  if (!kinds) KINDS.set(effects, (kinds = new Set(effects.map((e) => e.kind))));
  return kinds;
}

/**
 * A cheap, conservative test (no `legalActions`): false only when nothing can be done now —
 * no land to play, no card (in hand, or with flashback in the graveyard) whose mana cost
 * could be paid by the mana pool plus every untapped land and mana source we control
 * (each counted for its largest mana ability, plus "tap a creature for mana" bonuses), and no
 * affordable non-mana activated ability of the kinds the autopilot uses at this `moment` (equip
 * before combat, {T} damage after). Cards it never plays at this moment (steal and removal with
 * nothing to aim at, pump outside combat) don't count. In combat, only instants and cards
 * with flash that pump or burn. A cost also needs each of its one-color symbols (and {C}) to be a
 * color some untapped source or the pool could give (`manaColors`): colored requirements are
 * never reduced (CR 601.2f) — unless `checkColors` is false. Saves most `legalActions` calls once the hand is stuck.
 */
export function mightAct(
  state: GameState,
  registry: CardRegistry,
  moment: "main1" | "main2" | "combat",
  checkColors = true,
): boolean {
  const instantsOnly = moment === "combat";
  const you = state.players.you;
  let mana = 0;
  for (const c in you.manaPool) mana += you.manaPool[c]!;
  let bonus = 0;
  let untapped = 0;
  let sources = 0;
  // the least mana an activated ability we might use needs (combat: none are used)
  let cheapestAbility = Infinity;
  let quick = 0; // colors of mana (bits) our untapped permanents' printed abilities and the pool surely give
  for (const c in you.manaPool) if (you.manaPool[c]! > 0) quick |= COLOR_BIT[c] ?? 0;
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o || o.controller !== "you") continue;
    const def = o.card ? definitionOf(state, registry, o.card) : undefined;
    // a face-down permanent may be turned face up (CR 702.37e): its morph cost, in the main phases
    if (o.faceDown && def?.morph && !instantsOnly)
      cheapestAbility = Math.min(cheapestAbility, minimumMana(def.morph.cost));
    const abilities = def?.abilities ?? [];
    for (const a of abilities) {
      if (a.kind === "triggered" && a.event.kind === "tappedForMana") bonus += a.effects.length;
      if (instantsOnly || a.kind !== "activated" || isManaAbilityDef(a) || a.cost.sacrifice || (a.cost.tap && o.tapped))
        continue;
      // the abilities mainPhaseAction uses, when it uses them
      const kinds = effectKinds(a.effects);
      const attach = kinds.has("attach");
      if (attach && (moment !== "main1" || (o.attachedTo && state.objects[o.attachedTo]?.controller === "you")))
        continue; // equip before combat, once
      if (kinds.has("damage") && moment === "main1") continue; // {T} damage after combat
      const animate = moment === "main1" && a.effects.some(animatesSelf) && !o.tapped;
      if (
        !attach &&
        !animate &&
        !kinds.has("damage") &&
        !kinds.has("search") &&
        !kinds.has("createTokens") &&
        !kinds.has("createCopyTokens") &&
        !kinds.has("earthbend") &&
        !kinds.has("addCounters")
      )
        continue;
      cheapestAbility = Math.min(cheapestAbility, minimumMana(a.cost.mana ?? null));
    }
    if (!instantsOnly && o.copiable && o.copiable.abilities.length > 0) return true; // a token copy of a card with abilities: look properly
    if (o.tapped) continue;
    // the colors its own mana abilities and basic land types give (a quick first answer; see colorsPayable)
    for (const a of abilities)
      if (a.kind === "activated") for (const e of a.effects) if (e.kind === "addMana") quick |= colorBits(e.choices);
    for (const st of def?.subtypes ?? []) quick |= COLOR_BIT[BASIC_COLOR[st] ?? ""] ?? 0;
    // a mana source: a land (basic land types give mana abilities, CR 305.6, also when gained), or a mana ability
    let units = def?.types.includes("Land") || o.copiable?.types.includes("Land") ? 1 : 0;
    for (const a of abilities)
      if (a.kind === "activated" && isManaAbilityDef(a))
        units = Math.max(
          units,
          a.effects.reduce((n, e) => n + (e.kind === "addMana" ? (e.amount ?? 1) : 0), 0),
        );
    if (units === 0) continue;
    untapped += units;
    sources++;
  }
  mana += untapped + bonus * sources;
  if (cheapestAbility <= mana) return true;
  const castable = (name: string | null): boolean => castableDef(definitionOf(state, registry, name));
  const castableDef = (def: CardDefinition | undefined): boolean => {
    if (def?.faces?.length) return def.faces.some(castableDef); // a split card: either half (CR 709.3)
    if (!def || def.additionalCost?.sacrifice) return false;
    if (def.types.includes("Land")) return !instantsOnly && you.landsPlayed < 1;
    if (instantsOnly && !def.types.includes("Instant") && !(def.keywords ?? []).includes("Flash")) return false;
    if ((def.spell?.modes.length ?? 0) <= 1) {
      // cards mainPhaseAction / combatAction never play at this moment
      const role = roleOf(def, def.types);
      if (role === "steal" || role === "removal") return false;
      if (
        instantsOnly
          ? role !== "pump" && role !== "burn"
          : role === "pump" || (role === "nothing" && moment === "main1")
      )
        return false;
    }
    // its mana cost or an alternative cost (CR 118.9: evoke, surge, bestow; {3} face down with morph, 702.37c)
    return costsOf(def).some((c) => minimumMana(c) <= mana && colorsPayable(def, c));
  };
  // the colors of mana we could make now, asked only once a cost passes the count
  let colors: ReadonlySet<string> | undefined;
  const colorsPayable = (def: CardDefinition, cost: string | null | undefined): boolean => {
    if (!checkColors) return true;
    const need = coloredSymbols(cost ?? null);
    if ((need.bits & ~quick) === 0 || (def.keywords ?? []).includes("Convoke")) return true; // convoke: a creature pays a color (CR 702.51a)
    colors ??= manaColors(state, registry); // the exact answer, from current characteristics
    return need.colors.every((c) => colors!.has(c));
  };
  for (const id of you.hand) if (castable(state.objects[id]?.card ?? null)) return true;
  for (const id of you.graveyard) {
    const def = definitionOf(state, registry, state.objects[id]?.card ?? null);
    if (def?.flashback) return true;
  }
  return false;
}

/** A definition's costs to cast it by: its mana cost, then its alternative costs (CR 118.9), then {3} face down (702.37c). */
const COSTS = new WeakMap<CardDefinition, readonly (string | null)[]>();
function costsOf(def: CardDefinition): readonly (string | null)[] {
  let costs = COSTS.get(def);
  if (!costs) {
    costs = [def.manaCost, ...(def.alternativeCosts ?? []).map((a) => a.mana), ...(def.morph ? ["{3}"] : [])];
    COSTS.set(def, costs);
  }
  return costs;
}

/** A bit for each type of mana (the five colors and colorless). */
const COLOR_BIT: Readonly<Record<string, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16, C: 32 };

/** The bits of types of mana (other names: none). */
function colorBits(types: readonly string[]): number {
  let bits = 0;
  for (const t of types) bits |= COLOR_BIT[t] ?? 0;
  return bits;
}

/** The colors a cost's one-color symbols ask for, as names and bits. */
interface Need {
  colors: readonly string[];
  bits: number;
}
const NO_NEED: Need = { colors: [], bits: 0 };
const COLORED = new Map<string, Need>();

/** The colors a cost's one-color symbols ask for ({C} as "C"), each once; hybrid, {2/W} and Phyrexian symbols ask for none. */
function coloredSymbols(cost: string | null): Need {
  if (!cost) return NO_NEED;
  let out = COLORED.get(cost);
  if (!out) {
    const set = new Set<string>();
    for (const sym of parseManaCost(cost)) if (sym.kind === "colored") set.add(sym.color);
    const colors = [...set];
    COLORED.set(cost, (out = { colors, bits: colorBits(colors) }));
  }
  return out;
}

/**
 * Every type of mana we might have for a spell now (a superset, never less): the pool's, and what
 * any ability of a permanent of ours could add — activated abilities that add mana (CR 605.1a)
 * unless they need {T} and it is tapped, and triggered mana abilities ("whenever you tap … for
 * mana", "whenever enchanted land is tapped for mana", 605.1b) — read from the permanents'
 * current characteristics (abilities gained from other permanents and basic land types count, 305.6).
 */
function manaColors(state: GameState, registry: CardRegistry): ReadonlySet<string> {
  const out = new Set<string>();
  for (const [c, n] of Object.entries(state.players.you.manaPool)) if (n > 0) out.add(c);
  const add = (effects: readonly Effect[]): void => {
    for (const e of effects)
      if (e.kind === "addMana") for (const c of e.choices) out.add(c);
      else if (e.kind === "conditional") add(e.then);
  };
  for (const [id, c] of characteristicsNow(state, registry)) {
    if (c.controller !== "you") continue;
    const tapped = state.objects[id]?.tapped ?? false;
    for (const a of c.abilities) {
      if (a.kind === "triggered" || (a.kind === "activated" && !(a.cost.tap && tapped))) add(a.effects);
    }
  }
  return out;
}
