/**
 * Choosing targets as a spell is cast or an ability is activated or put on the stack (CR
 * 601.2c, 602.2b, 603.3d, 115): the target requirements of a spell's chosen modes (700.2,
 * 700.2a: a mode whose targets can't be chosen can't be chosen) or an Aura's enchant
 * (303.4a), checking a chosen list against them, and dividing an amount among them (601.2d).
 */
import type { CardDefinition, Effect, TargetSpec } from "../state/vocabulary/index.js";
import type { ObjectId, PlayerId } from "../state/types.js";
import { refuse, type Ctx } from "../core/context.js";
import { isLegalTarget, legalTargets, nameOf } from "./queries.js";
import { BESTOW_ENCHANT } from "./alternative-costs.js";
import { amountFor } from "./layers.js";

/** The spell definition parts chosen: target specs for the chosen modes (or the Aura's enchant). */
export function spellTargetSpecs(def: CardDefinition, modes: number[], bestowed = false): TargetSpec[] {
  if (bestowed) return [{ text: "target creature to enchant", objects: BESTOW_ENCHANT, min: 1, max: 1 }]; // CR 702.103b
  if (def.enchant) return [{ text: "target creature to enchant", objects: def.enchant, min: 1, max: 1 }];
  if (!def.spell || def.automated === false) return [];
  const ms = modes.length ? modes : [0];
  return ms.flatMap((m) => def.spell!.modes[m]?.targets ?? []);
}

/**
 * Splits a flat list of chosen targets over target specs in order: each spec takes at
 * least `min`, the last spec with `max` > 1 takes the rest (CR 601.2c).
 */
function distributeTargets(specs: TargetSpec[], targets: string[]): string[][] | null {
  const out: string[][] = [];
  let i = 0;
  for (let k = 0; k < specs.length; k++) {
    const spec = specs[k]!;
    const restMin = specs.slice(k + 1).reduce((n, sp) => n + sp.min, 0);
    const take = Math.min(spec.max, Math.max(spec.min, targets.length - i - restMin));
    out.push(targets.slice(i, i + take));
    i += take;
  }
  return i === targets.length ? out : null;
}

/** Validates targets against specs; refuses with the rule when one is illegal. */
export function checkTargets(
  ctx: Ctx,
  specs: TargetSpec[],
  targets: string[],
  you: PlayerId,
  what: string,
  source: ObjectId | null = null,
): void {
  const groups = distributeTargets(specs, targets);
  if (!groups)
    refuse(
      `${what} takes ${specs.map((s) => (s.max > 1 ? `${s.min}+` : `${s.min}`)).join(" + ")} target(s); ${targets.length} given.`,
      "601.2c",
      "115.1",
    );
  for (let k = 0; k < specs.length; k++) {
    const spec = specs[k]!;
    const chosen = groups[k]!;
    if (chosen.length < spec.min)
      refuse(`${what} needs ${spec.min === 1 ? "a target" : `${spec.min} targets`}: ${spec.text}.`, "601.2c", "115.1");
    if (new Set(chosen).size !== chosen.length)
      refuse(`The same object can't be chosen twice for one "target" (${spec.text}).`, "115.3");
    for (const t of chosen) {
      const r = isLegalTarget(ctx, spec, t, you, source);
      if (!r.ok)
        refuse(`${nameOf(ctx, t)} can't be chosen as ${spec.text} for ${what}: ${r.why}.`, ...r.rules, "601.2c");
    }
  }
}

/**
 * Refuses a chosen mode of a modal spell whose targets can't be chosen (CR 700.2a): a target
 * requirement of it that asks for more targets than there are legal ones now.
 */
export function checkModesHaveTargets(
  ctx: Ctx,
  def: CardDefinition,
  modes: number[],
  you: PlayerId,
  what: string,
): void {
  if (!def.spell || def.spell.modes.length < 2) return;
  for (const m of modes) {
    for (const spec of def.spell.modes[m]?.targets ?? []) {
      if (legalTargets(ctx, spec, you).length < spec.min)
        refuse(`That mode of ${what} can't be chosen: there is no legal ${spec.text}.`, "700.2a", "601.2c", "115.1");
    }
  }
}

/** `n` divided as evenly as possible among `count` targets, the earlier ones taking what is left over. */
export function evenDivision(n: number, count: number): number[] {
  if (count <= 0) return [];
  return Array.from({ length: count }, (_, i) => Math.floor(n / count) + (i < n % count ? 1 : 0));
}

/**
 * The effects of a spell cast with `modes` chosen (CR 700.2: a nonmodal spell's one mode when
 * none are named); none for a card without a spell ability or played without its rules
 * (`automated: false`).
 */
export function chosenSpellEffects(def: CardDefinition, modes: readonly number[]): Effect[] {
  if (!def.spell || def.automated === false) return [];
  return (modes.length ? modes : [0]).flatMap((m) => def.spell!.modes[m]?.effects ?? []);
}

/**
 * The amount that instructions divide "as you choose among" their targets (CR 601.2d), with X
 * as announced (`x`, 107.3); undefined when they divide nothing. Each target must get at least
 * 1 of it, so it is also the most targets such a spell or ability can have.
 */
export function dividedAmount(ctx: Ctx, effects: readonly Effect[], you: PlayerId, x: number): number | undefined {
  const e = effects.find((f): f is Extract<Effect, { kind: "damage" }> => f.kind === "damage" && !!f.divided);
  return e ? amountFor(ctx, e.amount, you, undefined, x) : undefined;
}

/**
 * How the amount of an instruction "divided as you choose among" the targets is divided (CR
 * 601.2d): `given` has one share per chosen target, in order, each 1 or more, adding up to the
 * amount (X counted as announced); without it, the amount as evenly as possible. Each target
 * must get at least 1, so there can't be more targets than the amount. Undefined when the
 * instructions divide nothing (then a division given is refused). Refuses citing 601.2d.
 */
export function divisionFor(
  ctx: Ctx,
  effects: readonly Effect[],
  targets: readonly string[],
  x: number,
  you: PlayerId,
  what: string,
  given: readonly number[] | undefined,
): number[] | undefined {
  const n = dividedAmount(ctx, effects, you, x);
  if (n === undefined) {
    if (given !== undefined) refuse(`${what} has no amount to divide among its targets.`, "601.2d");
    return undefined;
  }
  if (targets.length > n)
    refuse(
      `${what} divides ${n} among its targets and each must get at least 1: at most ${n} target${n === 1 ? "" : "s"}, ${targets.length} chosen.`,
      "601.2d",
    );
  if (given === undefined) return evenDivision(n, targets.length);
  if (
    !Array.isArray(given) ||
    given.length !== targets.length ||
    given.some((k) => !Number.isInteger(k) || k < 1) ||
    given.reduce((a, b) => a + b, 0) !== n
  )
    refuse(
      `Divide ${n} among the ${targets.length} target${targets.length === 1 ? "" : "s"} of ${what}: one share per target, each at least 1, adding up to ${n}${Array.isArray(given) ? ` (given ${given.join(" + ") || "none"})` : ""}.`,
      "601.2d",
    );
  return [...given];
}
