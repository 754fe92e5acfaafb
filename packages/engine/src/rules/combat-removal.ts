/**
 * Removal from combat (CR 506.4): a permanent that leaves the battlefield, changes controller,
 * regenerates (701.15a) or stops being a creature stops being an attacking, blocking, blocked
 * or unblocked creature, and so deals and is dealt no combat damage (510.1). An attacker it
 * blocked stays blocked (509.1h); a creature that blocked it stays a blocking creature (509.1g).
 */
import type { ObjectId } from "../state/types.js";
import { emit, opponentOf, touch, type Ctx } from "../core/context.js";
import { battlefieldCharacteristics } from "./layers.js";

/** Removes a permanent from combat (CR 506.4); nothing happens when it isn't in combat. */
export function removeFromCombat(ctx: Ctx, id: ObjectId): void {
  const c = ctx.state.combat;
  if (!c) return;
  const size = () => c.attackers.length + c.blocks.length + c.blocked.length + (c.blockingAlone?.length ?? 0);
  const before = size();
  const blockers = c.blocks.filter((b) => b.attacker === id && b.blocker !== id).map((b) => b.blocker);
  c.attackers = c.attackers.filter((a) => a.attacker !== id);
  c.blocks = c.blocks.filter((b) => b.blocker !== id && b.attacker !== id);
  c.blocked = c.blocked.filter((a) => a !== id);
  // CR 509.1g: a creature that blocked it is still blocking, though it blocks nothing now (510.1d)
  const alone = (c.blockingAlone ?? []).filter((b) => b !== id);
  for (const b of blockers) if (!alone.includes(b) && !c.blocks.some((x) => x.blocker === b)) alone.push(b);
  if (alone.length > 0 || c.blockingAlone) c.blockingAlone = alone;
  // "attacking creatures …" statics read combat (CR 611.3a)
  if (size() !== before) touch(ctx);
}

/**
 * Removes from combat the attackers and blockers that are no longer creatures on the
 * battlefield under the control of the player they attack or block for (CR 506.4): the
 * attacking player for an attacker, the defending player for a blocker. Checked whenever
 * state-based actions are (a control change is noticed there, rules/state-based-actions.ts)
 * and as combat damage is assigned (510.1). Returns whether any was removed.
 */
export function removeStraysFromCombat(ctx: Ctx): boolean {
  const s = ctx.state;
  const combat = s.combat;
  const alone = combat?.blockingAlone ?? [];
  if (!combat || (combat.attackers.length === 0 && combat.blocks.length === 0 && alone.length === 0)) return false;
  const chars = battlefieldCharacteristics(ctx);
  // (built only once a stray is found: most checks find none)
  let strays: Set<ObjectId> | undefined;
  const check = (id: ObjectId, side: "you" | "opponent") => {
    const c = s.objects[id]?.zone === "battlefield" ? chars.get(id) : undefined;
    if (!c || !c.types.includes("Creature") || c.controller !== side) (strays ??= new Set()).add(id);
  };
  for (const a of combat.attackers) check(a.attacker, opponentOf(a.defender));
  const defending = combat.attackers[0]?.defender ?? opponentOf(s.active);
  for (const b of combat.blocks) check(b.blocker, defending);
  for (const b of alone) check(b, defending);
  if (!strays) return false;
  for (const id of strays) {
    const name = s.objects[id] ? chars.get(id)?.name : undefined;
    removeFromCombat(ctx, id);
    if (name) emit(ctx, "combat", `${name} is removed from combat (CR 506.4)`, { object: id });
  }
  return strays.size > 0;
}
