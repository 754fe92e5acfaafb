/**
 * What the autopilot does with priority, step by step: it never responds to its own spells,
 * acts in main phase 1, in combat and in main phase 2 only when something might be done there
 * (`mightAct`, a cheap test that saves most `legalActions` calls), and skips the goldfish's
 * turns with `passUntil` (main phase 1 of your next turn).
 */
import type { Action, CardDefinition, CardRegistry, GameState, StepName } from "@fishbowl/engine";
import { mainPhaseAction } from "./casting.js";
import { combatAction } from "./combat.js";
import { loyaltyAction } from "./loyalty.js";
import { animatesSelf, definitionOf, isManaAbilityDef, minimumMana, roleOf } from "./roles.js";

const passUntil = (step: StepName, nextTurn = false): Action => ({
  type: "passUntil",
  player: "you",
  step,
  ...(nextTurn ? { nextTurn, active: "you" as const } : {}),
});
const PASS: Action = { type: "pass", player: "you" };

/** What to do with priority (no decision pending): act in our main phases and combat, else pass on. */
export function priorityAction(state: GameState, registry: CardRegistry): Action {
  if (state.active !== "you") return passUntil("main1", true);
  if (state.stack.length > 0) return PASS; // never responds: let its own spells and abilities resolve
  switch (state.step) {
    case "untap":
    case "upkeep":
    case "draw":
      return passUntil("main1");
    case "main1":
      return (
        (mightAct(state, registry, "main1") ? mainPhaseAction(state, registry, true) : null) ??
        loyaltyAction(state, registry) ??
        passUntil("declare_attackers")
      );
    case "beginning_of_combat":
      return passUntil("declare_attackers");
    case "declare_attackers":
    case "declare_blockers":
      if (state.combat && state.combat.attackers.length > 0 && mightAct(state, registry, "combat")) {
        const a = combatAction(state, registry);
        if (a) return a;
      }
      return afterCombat(state, registry);
    case "combat_damage":
    case "end_of_combat":
      return afterCombat(state, registry);
    case "main2":
      return (
        (mightAct(state, registry, "main2") ? mainPhaseAction(state, registry, false) : null) ??
        passUntil("main1", true)
      );
    default:
      return passUntil("main1", true);
  }
}

/** The kinds of a list of effects (of a definition's ability: shared, never changed, so kept per list). */
const KINDS = new WeakMap<readonly { kind: string }[], ReadonlySet<string>>();
function effectKinds(effects: readonly { kind: string }[]): ReadonlySet<string> {
  let kinds = KINDS.get(effects);
  if (!kinds) KINDS.set(effects, (kinds = new Set(effects.map((e) => e.kind))));
  return kinds;
}

/** After combat: stop in main phase 2 only if something might be done there, else skip to the next turn. */
function afterCombat(state: GameState, registry: CardRegistry): Action {
  return mightAct(state, registry, "main2") ? passUntil("main2") : passUntil("main1", true);
}

/**
 * A cheap, conservative test (no `legalActions`): false only when nothing can be done now —
 * no land to play, no card (in hand, or with flashback in the graveyard) whose mana cost
 * could be paid by the mana pool plus every untapped land and mana source we control
 * (each counted for its largest mana ability, plus "tap a creature for mana" bonuses), and no
 * affordable non-mana activated ability of the kinds the autopilot uses at this `moment` (equip
 * before combat, {T} damage after). Cards it never plays at this moment (steal and removal with
 * nothing to aim at, pump outside combat) don't count. In combat, only instants and cards
 * with flash that pump or burn. Saves most `legalActions` calls once the hand is stuck.
 */
function mightAct(state: GameState, registry: CardRegistry, moment: "main1" | "main2" | "combat"): boolean {
  const instantsOnly = moment === "combat";
  const you = state.players.you;
  let mana = 0;
  for (const n of Object.values(you.manaPool)) mana += n;
  let bonus = 0;
  let untapped = 0;
  let sources = 0;
  // the least mana an activated ability we might use needs (combat: none are used)
  let cheapestAbility = Infinity;
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
    const costs = [def.manaCost, ...(def.alternativeCosts ?? []).map((a) => a.mana), ...(def.morph ? ["{3}"] : [])];
    return costs.some((c) => minimumMana(c) <= mana);
  };
  for (const id of you.hand) if (castable(state.objects[id]?.card ?? null)) return true;
  for (const id of you.graveyard) {
    const def = definitionOf(state, registry, state.objects[id]?.card ?? null);
    if (def?.flashback) return true;
  }
  return false;
}
