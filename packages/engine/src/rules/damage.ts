/**
 * Dealing damage (CR 120) and preventing it (615): to a player, loss of life or poison
 * counters (120.3a-b); to a creature, marked damage or -1/-1 counters (120.3d-e); deathtouch
 * (702.2b), lifelink (702.15b), infect (702.90) and wither (702.80); prevention shields apply
 * first (120.4b, 615.7), and prevented damage is never dealt (615.6). Combat damage
 * (rules/combat.ts) and the damage instruction (effects/damage.ts) both deal it here.
 */
import type { ObjectId, PlayerId } from "../state/types.js";
import type { Keyword } from "../state/vocabulary/index.js";
import { dropShields } from "../core/objects.js";
import { emit, noteDamaged, touch, type Ctx } from "../core/context.js";
import { characteristics } from "./layers.js";
import { nameOf } from "./queries.js";
import { onDamageToController, onDamageToCreature, onDamageToOpponent } from "./damage-triggers.js";
import { damageLoyalty } from "./loyalty.js";
import { preventDamageToSelf } from "./self-prevention.js";
import { hasProtection, protectionFrom, sourceCharacteristics } from "./protection.js";
import type { Characteristics } from "../state/characteristics.js";

/**
 * Applies the prevention shields on `to` to `n` damage that would be dealt to it (CR 615.7,
 * 615.1): each 1 damage prevented reduces a shield by 1; a shield used up is removed. Several
 * shields on the same creature or player apply one at a time (CR 616.1 lets the affected
 * player or controller choose the order; the shields are all "the next N damage", so the
 * order can't change the result, and they apply oldest first). Returns the damage left.
 */
export function preventDamage(ctx: Ctx, sourceName: string, to: string, n: number): number {
  const s = ctx.state;
  if (!s.shields || n <= 0) return n;
  let left = n;
  for (const sh of s.shields) {
    if (left === 0) break;
    if (sh.to !== to || sh.remaining <= 0) continue;
    const k = Math.min(sh.remaining, left);
    sh.remaining -= k;
    left -= k;
  }
  if (left === n) return n;
  dropShields(s, (sh) => sh.remaining <= 0);
  const prevented = n - left;
  emit(
    ctx,
    "prevent",
    `${prevented} of ${n} damage from ${sourceName} to ${to === "you" ? "you" : to === "opponent" ? "the opponent" : nameOf(ctx, to)} is prevented (CR 615.7)`,
    to === "you" || to === "opponent" ? { player: to } : { object: to },
  );
  return left;
}

/**
 * Deals damage (CR 120): to a player, loss of life (120.3a), or poison counters from a source
 * with infect (120.3b, 702.90b); to a creature, marked damage (120.3e), or -1/-1 counters from
 * a source with wither and/or infect (120.3d, 702.80a, 702.90c); to a planeswalker, loyalty
 * counters removed (120.3c); deathtouch (702.2b) marks it
 * for 704.5h; lifelink (702.15b, 120.3f) gains its controller life. `keywords` are the source's.
 * Prevention shields apply first (CR 120.4b, 615.7): prevented damage is never dealt (615.6),
 * so its results — life loss, poison or -1/-1 counters, lifelink, "deals damage" triggers —
 * count only what is left; so is damage to a creature with protection from a quality the
 * source has (CR 702.16e; `from.quality`: the source's characteristics, when `from.source` is
 * not on the battlefield, e.g. a spell). Returns the damage actually dealt.
 */
export function dealDamage(
  ctx: Ctx,
  sourceName: string,
  keywords: readonly Keyword[],
  sourceController: PlayerId,
  to: string,
  n: number,
  from: { source: ObjectId | null; combat: boolean; quality?: Characteristics } = { source: null, combat: false },
): number {
  const s = ctx.state;
  if (n <= 0) return 0;
  if (to !== "you" && to !== "opponent") {
    const o = s.objects[to];
    if (!o || o.zone !== "battlefield") return 0;
    const tc = characteristics(ctx, to);
    if (!tc.types.includes("Creature") && !tc.types.includes("Planeswalker")) return 0; // CR 120.3c, 120.3e
    // CR 702.16e: damage from a source with the quality is prevented (615.6: it is never dealt)
    const prot = hasProtection(tc.keywords)
      ? protectionFrom(tc.keywords, from.quality ?? sourceCharacteristics(ctx, from.source))
      : null;
    if (prot) {
      emit(ctx, "prevent", `${n} damage from ${sourceName} to ${tc.name} is prevented (${prot}, CR 702.16e)`, {
        object: to,
      });
      return 0;
    }
  }
  // CR 615.1, 616.1: a permanent's own "prevent that damage" ability (its controller applies it before shields)
  if (to !== "you" && to !== "opponent" && preventDamageToSelf(ctx, to, characteristics(ctx, to), n, from.combat))
    return 0;
  n = preventDamage(ctx, sourceName, to, n);
  if (n <= 0) return 0;
  if (to === "you" || to === "opponent") {
    const infect = keywords.includes("Infect");
    if (infect)
      s.players[to].poison = (s.players[to].poison ?? 0) + n; // 120.3b
    else s.players[to].life -= n; // 120.3a
    s.players[to].damagedOnTurn = s.turn;
    emit(
      ctx,
      "damage",
      `${sourceName} deals ${n} damage to ${to === "you" ? "you" : "the opponent"}${infect ? ` (infect: ${n} poison counter${n === 1 ? "" : "s"})` : ""}`,
      { player: to },
    );
    if (from.source && to !== sourceController) onDamageToOpponent(ctx, from.source, from.combat);
    else if (from.source) onDamageToController(ctx, from.source);
  } else {
    const o = s.objects[to]!;
    const c = characteristics(ctx, to);
    const walker = c.types.includes("Planeswalker");
    if (walker) damageLoyalty(ctx, o, n); // 120.3c: loyalty counters removed, whatever the source's abilities
    const counters = c.types.includes("Creature") && (keywords.includes("Infect") || keywords.includes("Wither"));
    if (!c.types.includes("Creature")) {
      // a noncreature planeswalker is not marked with damage (120.3c, 120.3e)
    } else if (counters) {
      // 120.3d: put as -1/-1 counters instead of marked
      o.counters["-1/-1"] = (o.counters["-1/-1"] ?? 0) + n;
      touch(ctx);
    } else o.damage += n; // 120.3e
    if (keywords.includes("Deathtouch") && c.types.includes("Creature")) o.deathtouched = true;
    noteDamaged(ctx, to); // for state-based actions (704.5g-h)
    if (from.source && c.types.includes("Creature")) onDamageToCreature(ctx, from.source, to, from.combat);
    emit(
      ctx,
      "damage",
      `${sourceName} deals ${n} damage to ${c.name}${walker ? ` (${n} loyalty removed)` : ""}${counters ? ` (${n} -1/-1 counter${n === 1 ? "" : "s"}, ${keywords.includes("Infect") ? "infect" : "wither"})` : ""}`,
      { object: to },
    );
  }
  if (keywords.includes("Lifelink")) {
    s.players[sourceController].life += n;
    emit(ctx, "life", `${sourceController === "you" ? "You gain" : "The opponent gains"} ${n} life (lifelink)`);
  }
  return n;
}
