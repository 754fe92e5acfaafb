/**
 * Instructions about damage (CR 120): "~ deals N damage to …" — one damage event for all its
 * recipients (120.4b), an amount divided among targets as announced (601.2d), the source's
 * keywords read on the battlefield, from other zones, or from its last known information
 * (113.7a: deathtouch, lifelink, wither and infect work from any zone) — and prevention
 * shields, "prevent the next N damage that would be dealt to … this turn" (615.7, 615.11).
 */
import type { Effect, Keyword } from "../state/vocabulary/index.js";
import type { ObjectId, ResolutionFrame } from "../state/types.js";
import { emit, findDefinition, type Ctx } from "../core/context.js";
import { characteristics } from "../rules/layers.js";
import { nameOf } from "../rules/queries.js";
import { onDealtDamage } from "../rules/damage-triggers.js";
import { onLifeGained } from "../rules/life-triggers.js";
import { dealDamage } from "../rules/damage.js";
import { evenDivision } from "../rules/targets.js";
import { amountOf, onBattlefield, refIds, type EffectHandlers } from "./frame.js";

type DamageEffect = Extract<Effect, { kind: "damage" }>;

/** The handlers of the damage instructions. */
export const damageEffects: Pick<EffectHandlers, "damage" | "preventDamage"> = {
  damage(ctx, frame, e, run) {
    const s = ctx.state;
    if (e.by) {
      // another object deals the damage (CR 120.1): it's the source, for keywords, triggers and names
      const { by, ...rest } = e;
      const source = refIds(ctx, frame, by).find((id) => onBattlefield(ctx, id));
      if (!source) return "done";
      const name = characteristics(ctx, source).name;
      return damageEffects.damage(ctx, { ...frame, source, sourceName: name }, rest, run);
    }
    const n = amountOf(ctx, frame, e.amount);
    const src = frame.source ? s.objects[frame.source] : undefined;
    const srcChars = src && src.zone === "battlefield" ? characteristics(ctx, src.id) : null;
    const keywords = srcChars?.keywords ?? damageKeywordsOff(ctx, frame.source);
    const controller = srcChars?.controller ?? (frame.source ? s.lki[frame.source]?.controller : undefined);
    // one damage event for all the recipients (CR 120.4b): "deals damage" triggers once
    const dealt = { total: 0, toPlayers: 0 };
    for (const [t, share] of recipients(ctx, frame, e, n)) {
      const k = dealDamage(ctx, frame.sourceName, keywords, controller ?? frame.controller, t, share, {
        source: srcChars ? srcChars.id : null,
        combat: false,
        // a spell's own characteristics, for protection (CR 702.16e)
        ...(srcChars || !src ? {} : { quality: characteristics(ctx, src.id) }),
      });
      dealt.total += k;
      // "a creature dealt damage this way can't be regenerated this turn" (CR 701.15c)
      if (e.noRegenerateThisTurn && k > 0 && t !== "you" && t !== "opponent" && s.objects[t]?.zone === "battlefield")
        s.objects[t]!.noRegenerationThisTurn = true;
      // "if a creature dealt damage this way would die this turn, exile it instead" (CR 614.1a)
      if (e.exileIfDiesThisTurn && k > 0 && t !== "you" && t !== "opponent" && s.objects[t]?.zone === "battlefield")
        s.objects[t]!.exileIfDiesThisTurn = true;
      if (t === "you" || t === "opponent") dealt.toPlayers += k;
    }
    if (srcChars) onDealtDamage(ctx, srcChars.id, dealt, false);
    // one life gain event for the source's lifelink (CR 702.15b, 119.9)
    if (keywords.includes("Lifelink")) onLifeGained(ctx, controller ?? frame.controller, dealt.total);
    return "done";
  },
  preventDamage(ctx, frame, e) {
    // CR 615.7, 615.11: one shield for each creature or player referred to.
    const s = ctx.state;
    const n = amountOf(ctx, frame, e.amount);
    if (n <= 0) return "done";
    for (const t of refIds(ctx, frame, e.to)) {
      if (t !== "you" && t !== "opponent" && !onBattlefield(ctx, t)) continue;
      const shield = {
        id: s.nextId++,
        to: t,
        remaining: n,
        source: frame.source,
        sourceName: frame.sourceName,
        controller: frame.controller,
        duration: e.duration,
        createdTurn: s.turn,
      };
      s.shields = [...(s.shields ?? []), shield];
      emit(
        ctx,
        "shield",
        `${frame.sourceName}: the next ${n} damage that would be dealt to ${t === "you" ? "you" : t === "opponent" ? "the opponent" : nameOf(ctx, t)} this turn will be prevented (CR 615.7)`,
        t === "you" || t === "opponent" ? { player: t } : { object: t },
      );
    }
    return "done";
  },
};

/** The keywords that change what a source's damage does (CR 120.3): they work from any zone. */
const DAMAGE_KEYWORDS = new Set<Keyword>(["Deathtouch", "Lifelink", "Infect", "Wither"]);

/**
 * Deathtouch, lifelink, wither and infect of a source that isn't on the battlefield: they work
 * from any zone (702.2d, 702.15d, 702.80c, 702.90e), so a spell's own count; a source that left
 * the zone it was in uses its last known information (113.7a, 608.2h; 702.2e, 702.15c, 702.80b,
 * 702.90d) — the keywords it had as it last existed on the battlefield, or else its copiable
 * values.
 */
function damageKeywordsOff(ctx: Ctx, source: ObjectId | null): Keyword[] {
  if (!source) return [];
  const o = ctx.state.objects[source];
  let keywords: readonly Keyword[] = [];
  if (o) keywords = characteristics(ctx, o.id).keywords;
  else {
    const lki = ctx.state.lki[source];
    const def = lki?.card ? findDefinition(ctx.cards, ctx.state, lki.card) : undefined;
    keywords = lki?.keywords ?? lki?.copiable?.keywords ?? def?.keywords ?? [];
  }
  return keywords.filter((k) => DAMAGE_KEYWORDS.has(k));
}

/**
 * Who the instruction deals damage to, and how much each: `n` to every referred recipient, or,
 * for damage divided as the controller chose, each still-legal target its announced share
 * (CR 601.2d, 608.2b: the share of an illegal target is not dealt; without a division, the
 * amount split as evenly as possible, earlier targets first).
 */
function recipients(ctx: Ctx, frame: ResolutionFrame, e: DamageEffect, n: number): [string, number][] {
  if (!e.divided)
    return [e.to, ...(e.alsoTo ?? [])].flatMap((r) => refIds(ctx, frame, r).map((t): [string, number] => [t, n]));
  const division = frame.division ?? evenDivision(n, frame.targets.length);
  const out: [string, number][] = [];
  frame.targets.forEach((t, i) => {
    if (!frame.illegal.includes(i) && (division[i] ?? 0) > 0) out.push([t, division[i]!]);
  });
  return out;
}
