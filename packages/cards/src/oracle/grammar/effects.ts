/**
 * Sentences of instructions (CR 608.2c): one instruction chosen by its first word, "you may …"
 * (608.2d), "… unless you pay {M}" (118.12a), "…, then …" and "… and …", "if ~ was kicked, …"
 * (702.33d) and the regeneration riders (701.15c).
 */
import P from "../parsers.js";
import type { Effect } from "@fishbowl/engine";
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
  sacrifice,
  tapUntap,
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
export const effect: P.Parser<EffB> = P.alt(
  mayEffect,
  P.seqMap(quoted(simpleEffect), opt(unlessYouPay), (e, mana) =>
    mana === undefined
      ? e.value
      : (c: Ctx): Effect[] => [{ kind: "unlessPay", text: e.text, mana, otherwise: e.value(c) }],
  ),
);

/** Effects joined in one sentence: "…, then …", "… and …". */
export const effectChain: P.Parser<EffB> = P.seqMap(
  effect,
  P.seq(P.alt(lit(", then "), lit(" and "), lit(", and ")), effect).many(),
  (first, rest) => (c: Ctx) => {
    const out = first(c);
    for (const [, e] of rest) out.push(...e(c));
    return out;
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
  P.alt(kickedSentence, effectChain).skip(lit(".")).sepBy1(lit(" ")),
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
