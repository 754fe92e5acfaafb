/**
 * Combat: once attackers are declared (with everything that can attack: the engine's first
 * legal declaration, see decisions.ts), pump spells and free {T} pumps (Angelic Page) on an
 * attacking creature before damage, and burn without X at the goldfish; with a lethal plan
 * (lethal.ts), only the plan's spells.
 */
import { legalActions, type Action, type CardRegistry, type GameState } from "@fishbowl/engine";
import { withPhyrexianLife } from "./casting.js";
import { inPlan, lethalPlan } from "./lethal.js";
import { activatedOf, definitionOf, harmful, roleOf } from "./roles.js";
import { table, targetScore } from "./table.js";

/** The best pump or burn with attackers declared, or null to let combat go on. */
export function combatAction(state: GameState, registry: CardRegistry): Action | null {
  const legal = legalActions(state, "you", registry);
  if (legal.length <= 1) return null;
  const t = table(state, registry);
  const attacking = new Set(state.combat!.attackers.filter((x) => x.defender === "opponent").map((x) => x.attacker));
  const plan = lethalPlan(state, registry, t, "combat"); // a lethal: only its spells (lethal.ts)
  let best: Action | null = null;
  let bestScore = 0;
  for (const a of legal) {
    if (a.type === "activate") {
      // a free pump of an attacking creature (Angelic Page): before damage
      const def = definitionOf(state, registry, state.objects[a.object]?.card ?? null);
      const ab = def ? activatedOf(def)[a.ability] : undefined;
      if (
        !ab ||
        ab.kind !== "activated" ||
        ab.cost.mana ||
        ab.cost.sacrifice ||
        !ab.effects.every((e) => e.kind === "modify" && !harmful([e]))
      )
        continue;
      if (!a.targets || a.targets.length === 0 || !a.targets.every((id) => attacking.has(id))) continue;
      const score = 800 + targetScore(t, a.targets, false, "pump", attacking);
      if (score > bestScore) {
        best = a;
        bestScore = score;
      }
      continue;
    }
    if (a.type !== "cast") continue;
    const o = t.byId.get(a.object);
    if (!o || (plan && !inPlan(plan, o.name, a.kicker === true))) continue;
    const def = definitionOf(state, registry, state.objects[a.object]?.card ?? null);
    if (def?.additionalCost?.sacrifice) continue; // sacrificing a permanent to cast (CR 118.8) is left to the player
    const role = roleOf(def, o.types, a.modes);
    let score = 0;
    if (role === "pump") {
      if (!a.targets || !a.targets.every((id) => attacking.has(id))) continue;
      score = 1000 + o.manaValue;
    } else if (role === "burn" && a.x === undefined) {
      score = 500 + o.manaValue;
    } else continue;
    const ts = targetScore(t, a.targets, role === "burn", role, attacking);
    if (ts === -Infinity) continue;
    if (score + ts > bestScore) {
      best = withPhyrexianLife(state, def, a);
      bestScore = score + ts;
    }
  }
  return best;
}
