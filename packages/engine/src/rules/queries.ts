/**
 * Questions the rules ask about objects: keywords, creature-ness, the 302.6 control
 * condition ("summoning sickness"), target legality (CR 115, 702.11 hexproof, 702.18
 * shroud), and the activated abilities an object has now (602.1).
 */
import type { AbilityDef, Keyword, ObjectFilter, TargetSpec } from "../state/vocabulary/index.js";
import type { GameObject, GameState, ObjectId, PlayerId } from "../state/types.js";
import { characteristics } from "./layers.js";
import { matches } from "./filters.js";
import { hasProtection, protectionFrom, sourceCharacteristics } from "./protection.js";
import type { Characteristics } from "../state/characteristics.js";
import type { Ctx, RuleList } from "../core/context.js";

/** Whether an object has a keyword ability now (after layer 6). */
export function hasKeyword(ctx: Ctx, id: ObjectId, keyword: Keyword): boolean {
  return characteristics(ctx, id).keywords.includes(keyword);
}

/** Whether the object is a creature now. */
export function isCreature(ctx: Ctx, id: ObjectId): boolean {
  return characteristics(ctx, id).types.includes("Creature");
}

/**
 * CR 302.6: true when the permanent's controller has NOT controlled it continuously since
 * the start of their most recent turn ("summoning sick" in UI words). Applies to any
 * permanent; only creatures are restricted by it.
 */
export function isSick(s: GameState, id: ObjectId): boolean {
  const o = s.objects[id];
  if (!o || o.zone !== "battlefield") return false;
  const started = s.players[o.controller].turnStartedAt;
  return started < 0 || o.controlSince >= started;
}

/**
 * How many more times ability `index` of object `o` may be activated this turn: its
 * `perTurn` limit less its activations this turn (CR 602.5b), or Infinity when unlimited.
 */
export function activationsLeft(
  s: GameState,
  o: Pick<GameObject, "activations">,
  index: number,
  ab: { perTurn?: number },
): number {
  if (ab.perTurn === undefined) return Infinity;
  const used = o.activations?.turn === s.turn ? (o.activations.counts[index] ?? 0) : 0;
  return Math.max(0, ab.perTurn - used);
}

/** Records one activation of ability `index` of `o` this turn, for its `perTurn` limit (CR 602.5b). */
export function recordActivation(s: GameState, o: GameObject, index: number): void {
  const counts = o.activations?.turn === s.turn ? o.activations.counts : {};
  o.activations = { turn: s.turn, counts: { ...counts, [index]: (counts[index] ?? 0) + 1 } };
}

/**
 * Whether a creature may attack or pay `{T}`/`{Q}` costs now (CR 302.6, 508.1a):
 * not sick, or has haste (CR 702.10b-c).
 */
export function passesControlCondition(ctx: Ctx, id: ObjectId): boolean {
  return !isSick(ctx.state, id) || hasKeyword(ctx, id, "Haste");
}

/** Whether the object or player `t` is a legal choice for `spec`, for a spell or ability controlled by `you`. */
export function isLegalTarget(
  ctx: Ctx,
  spec: TargetSpec,
  t: string,
  you: PlayerId,
  source: ObjectId | null = null,
): { ok: true } | { ok: false; why: string; rules: RuleList } {
  if (t === "you" || t === "opponent") {
    if (!spec.players)
      return { ok: false, why: `a player is not a legal target for "${spec.text}"`, rules: ["115.1", "601.2c"] };
    if (spec.players === "opponent" && t === you)
      return { ok: false, why: `you are not an opponent ("${spec.text}")`, rules: ["115.1", "601.2c", "102.3"] };
    return { ok: true };
  }
  const o = ctx.state.objects[t];
  if (!o) return { ok: false, why: `${t} is gone`, rules: ["608.2b", "400.7"] };
  if (!spec.objects) return { ok: false, why: `"${spec.text}" can only target a player`, rules: ["115.1", "601.2c"] };
  const zone = spec.objects.zone ?? "battlefield";
  if (o.zone !== zone)
    return {
      ok: false,
      why:
        zone === "stack" ? `${nameOf(ctx, t)} is not a spell on the stack` : `${nameOf(ctx, t)} is not on the ${zone}`,
      rules: zone === "stack" ? ["115.1", "701.5a"] : ["115.1", "601.2c"],
    };
  // a spell or ability can't target itself (CR 115.5)
  if (zone === "stack" && t === source)
    return { ok: false, why: `${nameOf(ctx, t)} can't target itself`, rules: ["115.5"] };
  const c = characteristics(ctx, t);
  if (spec.objects.other && t === source)
    return { ok: false, why: `"${spec.text}" means another object than ${c.name} itself`, rules: ["115.1", "601.2c"] };
  if (!matches(ctx, c, spec.objects, you))
    return { ok: false, why: `${c.name} is not ${article(spec.text)}`, rules: ["115.1", "601.2c"] };
  if (zone === "battlefield") {
    if (c.keywords.includes("Shroud"))
      return {
        ok: false,
        why: `${c.name} has shroud: it can't be the target of spells or abilities`,
        rules: ["702.18a", "115.4"],
      };
    if (c.keywords.includes("Hexproof") && c.controller !== you)
      return { ok: false, why: `${c.name} has hexproof`, rules: ["702.11b"] };
    const prot = hasProtection(c.keywords) ? protectionFrom(c.keywords, sourceCharacteristics(ctx, source)) : null;
    if (prot) return { ok: false, why: `${c.name} has ${prot.toLowerCase()}`, rules: ["702.16b", "115.4"] };
  }
  return { ok: true };
}

function article(text: string): string {
  return text.startsWith("target") ? `a legal "${text}"` : text;
}

/** All legal choices for a target spec (players first, then objects in battlefield order). */
export function legalTargets(ctx: Ctx, spec: TargetSpec, you: PlayerId, source: ObjectId | null = null): string[] {
  const out: string[] = [];
  if (spec.players === "opponent") out.push(you === "you" ? "opponent" : "you");
  else if (spec.players) out.push("opponent", "you");
  if (spec.objects) {
    const s = ctx.state;
    const zone = spec.objects.zone ?? "battlefield";
    const ids =
      zone === "battlefield"
        ? s.battlefield
        : zone === "graveyard"
          ? [...s.players.you.graveyard, ...s.players.opponent.graveyard]
          : zone === "exile"
            ? s.exile
            : zone === "stack"
              ? s.stack.flatMap((it) => (it.kind === "spell" && it.object !== source ? [it.object] : []))
              : [];
    for (const id of ids) if (isLegalTarget(ctx, spec, id, you, source).ok) out.push(id);
  }
  return out;
}

/** A short, readable name for an object or player. */
export function nameOf(ctx: Ctx, id: string): string {
  if (id === "you") return "you";
  if (id === "opponent") return "the opponent";
  const o = ctx.state.objects[id];
  if (!o) return ctx.state.lki[id]?.name ?? id;
  return characteristics(ctx, id).name;
}

/** Objects on the battlefield that match a filter for `you` (set locked in now, CR 611.2c). */
export function battlefieldMatching(ctx: Ctx, filter: ObjectFilter, you: PlayerId): ObjectId[] {
  const out: ObjectId[] = [];
  for (const id of ctx.state.battlefield) if (matches(ctx, characteristics(ctx, id), filter, you)) out.push(id);
  return out;
}

/** Characteristics shortcut. */
export function chars(ctx: Ctx, id: ObjectId): Characteristics {
  return characteristics(ctx, id);
}

/** Per abilities list (characteristics share them and never change them): its activated abilities. */
const ACTIVATED = new WeakMap<readonly AbilityDef[], Extract<AbilityDef, { kind: "activated" }>[]>();

/** The activated abilities an object has now, in the numbering scenarios use (a shared list: read it, never change it). */
export function activatedAbilities(c: Characteristics): Extract<AbilityDef, { kind: "activated" }>[] {
  let out = ACTIVATED.get(c.abilities);
  if (!out) {
    out = c.abilities.filter((a): a is Extract<AbilityDef, { kind: "activated" }> => a.kind === "activated");
    ACTIVATED.set(c.abilities, out);
  }
  return out;
}
