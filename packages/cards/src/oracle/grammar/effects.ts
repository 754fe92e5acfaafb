/**
 * Sentences of instructions (CR 608.2c): one instruction chosen by its first word, "you may …"
 * (608.2d), "… unless you pay {M}" (118.12a), "…, then …" and "… and …", "if ~ was kicked, …"
 * (702.33d) and the regeneration riders (701.15c).
 */
import P from "../parsers.js";
import type { Amount, Effect, StepName } from "@fishbowl/engine";
import { numberOf } from "./filters.js";
import { condition } from "./conditions.js";
import { fx } from "../../definitions/builders.js";
import { type Ctx, type EffB, Unsupported, byFirstWord, lit, manaSymbols, opt, quoted } from "./base.js";
import {
  bounce,
  counterSpell,
  counters,
  createTokens,
  dealDamage,
  destroy,
  exile,
  gainControl,
  prevent,
  pump,
  putOnLibrary,
  regenerate,
  restrictThisTurn,
  sacrifice,
  tapUntap,
  xPump,
} from "./effects-objects.js";
import { addMana, discard, draw, life, lookAtTopOf, mill, scry, search, shuffleInto } from "./effects-players.js";

export const PLAYER_WORDS = ["you", "each", "target", "that", "its", "defending"];
/** One imperative effect. */
export const simpleEffect: P.Parser<EffB> = byFirstWord<EffB>([
  [["~", "it"], dealDamage],
  [["destroy"], destroy],
  [["exile"], exile],
  [["return"], bounce],
  [["create"], createTokens],
  [["search"], search],
  [["put"], counters],
  [["put"], putOnLibrary],
  [["put", "mill", ...PLAYER_WORDS], mill],
  [["regenerate"], regenerate],
  [["add"], addMana],
  [["draw", ...PLAYER_WORDS], draw],
  [["gain", "lose", ...PLAYER_WORDS], life],
  [["discard", ...PLAYER_WORDS], discard],
  [["sacrifice", ...PLAYER_WORDS], sacrifice],
  [["shuffle"], shuffleInto],
  ["*", pump],
  ["*", xPump],
  ["*", restrictThisTurn],
  [["tap", "untap"], tapUntap],
  [["gain"], gainControl],
  [["prevent"], prevent],
  [["scry"], scry],
  [["look"], lookAtTopOf],
  [["counter"], counterSpell],
]);

/** "You may <effect>": an optional instruction (CR 608.2d); a "you may … target" is a target that may be left unchosen (min 0). */
export const mayEffect: P.Parser<EffB> = P.seqMap(lit("you may "), simpleEffect, (_m, e) => (c: Ctx): Effect[] => {
  const before = c.targets.length;
  const inner = e(c);
  if (c.targets.length > before) {
    for (let i = before; i < c.targets.length; i++) c.targets[i] = { ...c.targets[i]!, min: 0 };
    return inner;
  }
  return [fx.may("you may", ...inner)];
});
/**
 * "<effect> unless you pay {M}" (CR 118.12a): the controller may pay the mana as the ability
 * resolves; if they don't, the effect happens. Only mana; "unless you pay {1} for each …" and
 * other payments fail to read.
 */
export const unlessYouPay: P.Parser<string> = P.seqMap(
  lit(" unless you pay "),
  manaSymbols.notFollowedBy(lit(" for each")),
  (_u, m) => m,
);
/** " at end of combat" (CR 511.2), " at the beginning of the next end step" (513.1): when a delayed instruction happens. */
const later: P.Parser<StepName> = P.alt(
  lit(" at end of combat").map((): StepName => "end_of_combat"),
  lit(" at the beginning of the next end step").map((): StepName => "end"),
);
/**
 * "Sacrifice it at end of combat", "destroy ~ at end of combat", "return ~ to its owner's hand
 * at the beginning of the next end step": a delayed triggered ability (CR 603.7a) that acts on
 * the source — the same object, gone if it left the battlefield meanwhile (400.7). Refused
 * when the instruction has targets or names anything but the source.
 */
export const laterEffect: P.Parser<EffB> = P.seqMap(quoted(simpleEffect), later, (e, step) => (c: Ctx): Effect[] => {
  const before = c.targets.length;
  const inner = e.value(c);
  if (c.targets.length !== before) throw new Unsupported("a target in a delayed instruction");
  const refs = JSON.stringify(inner).match(/"kind":"(target|last|refs|all|attachedTo|controllerOf)"/);
  if (refs || !JSON.stringify(inner).includes('"kind":"self"'))
    throw new Unsupported("a delayed instruction on other objects");
  const text = `${e.text}${step === "end" ? " at the beginning of the next end step" : " at end of combat"}.`;
  return [{ kind: "delayed", event: { kind: "nextStep", step }, refs: { kind: "self" }, text, effects: inner }];
});

export const effect: P.Parser<EffB> = P.alt(
  mayEffect,
  laterEffect,
  P.seqMap(quoted(simpleEffect), opt(unlessYouPay), (e, mana) =>
    mana === undefined
      ? e.value
      : (c: Ctx): Effect[] => [{ kind: "unlessPay", text: e.text, mana, otherwise: e.value(c) }],
  ),
);
/** The same value with every amount X (`{ kind: "x" }`) replaced. */
function withX<T>(v: T, x: Amount): T {
  if (Array.isArray(v)) return v.map((e: unknown) => withX(e, x)) as T;
  if (v === null || typeof v !== "object") return v;
  const o = v as Record<string, unknown>;
  if (o.kind === "x" && Object.keys(o).length === 1) return x as T;
  return Object.fromEntries(Object.entries(o).map(([k, e]) => [k, withX(e, x)])) as T;
}
/** ", where X is the number of …": what X means in the sentence, counted as it resolves (CR 107.3, 608.2h). */
const whereX: P.Parser<Amount> = P.seqMap(lit(", where x is "), numberOf, (_w, n) => n);
/** Effects joined in one sentence: "…, then …", "… and …", with what X is. */
export const effectChain: P.Parser<EffB> = P.seqMap(
  effect,
  P.seq(P.alt(lit(", then "), lit(" and "), lit(", and ")), effect).many(),
  opt(whereX),
  (first, rest, x) => (c: Ctx) => {
    const out = first(c);
    for (const [, e] of rest) out.push(...e(c));
    if (!x) return out;
    if (!JSON.stringify(out).includes('{"kind":"x"}')) throw new Unsupported("'where X is' without an X");
    return withX(out, x);
  },
);
/** Instructions the engine carries out inside a conditional one (no choice or decision can interrupt them). */
const UNCONDITIONAL_SAFE = new Set([
  "damage",
  "gainLife",
  "loseLife",
  "addCounters",
  "modify",
  "destroy",
  "exile",
  "tap",
  "untap",
  "returnToHand",
  "mill",
  "createTokens",
  "putOnLibrary",
  "regenerate",
  "preventDamage",
]);
/**
 * "If you control an artifact, ~ deals 2 damage to that creature's controller.": an instruction
 * done only if the condition holds as it is reached (CR 608.2c). Only instructions that never
 * wait for a decision (the engine doesn't resume a conditional one).
 */
export const ifSentence: P.Parser<EffB> = P.seqMap(
  lit("if "),
  condition,
  lit(", "),
  effectChain,
  (_i, cond, _c, e) =>
    (c: Ctx): Effect[] => {
      const inner = e(c);
      if (!inner.every((x) => UNCONDITIONAL_SAFE.has(x.kind)))
        throw new Unsupported("a conditional instruction that may wait for a decision");
      return [fx.when(cond, ...inner)];
    },
);
export const kickedSentence: P.Parser<EffB> = P.seqMap(
  lit("if ~ was kicked, "),
  effectChain,
  (_k, e) =>
    (c: Ctx): Effect[] => [fx.when({ kind: "kicked" }, ...e(c))],
);
/** "It can't be regenerated." after a destroy; "A creature dealt damage this way can't be regenerated this turn." after damage (CR 701.15c). */
export const regenerationRider: P.Parser<"destroy" | "damage"> = P.alt(
  P.alt(
    lit(" it can't be regenerated."),
    lit(" they can't be regenerated."),
    lit(" that creature can't be regenerated."),
  ).map(() => "destroy" as const),
  lit(" a creature dealt damage this way can't be regenerated this turn.").map(() => "damage" as const),
);
/** Sentences of effects: "Destroy target creature. It can't be regenerated." */
export const effects: P.Parser<EffB> = P.seqMap(
  P.alt(kickedSentence, ifSentence, effectChain).skip(lit(".")).sepBy1(lit(" ")),
  opt(regenerationRider),
  (sentences, rider) => (c: Ctx) => {
    const out = sentences.flatMap((s) => s(c));
    if (!rider) return out;
    const kind = rider === "destroy" ? "destroy" : "damage";
    if (!out.some((e) => e.kind === kind)) throw new Unsupported("a regeneration rider without its instruction");
    return out.map((e): Effect =>
      e.kind === "destroy" && rider === "destroy"
        ? { ...e, noRegenerate: true }
        : e.kind === "damage" && rider === "damage"
          ? { ...e, noRegenerateThisTurn: true }
          : e,
    );
  },
);
