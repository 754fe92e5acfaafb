/**
 * What the autopilot does with priority, step by step: it never responds to its own spells,
 * acts in main phase 1, in combat and in main phase 2 only when something might be done there
 * (`mightAct`, a cheap test that saves most `legalActions` calls), and skips the goldfish's
 * turns with `passUntil` (main phase 1 of your next turn).
 */
import type { Action, CardRegistry, GameState, StepName } from "@fishbowl/engine";
import { mainPhaseAction } from "./casting.js";
import { combatAction } from "./combat.js";
import { loyaltyAction } from "./loyalty.js";
import { mightAct } from "./might-act.js";

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

/** After combat: stop in main phase 2 only if something might be done there, else skip to the next turn. */
function afterCombat(state: GameState, registry: CardRegistry): Action {
  // by mana count only: where the game stops is part of its record (the same actions as before the colors were checked)
  return mightAct(state, registry, "main2", false) ? passUntil("main2") : passUntil("main1", true);
}
