/**
 * Sentences of instructions (CR 608.2c): one instruction chosen by its first word, "you may …"
 * (608.2d), "… unless you pay {M}" (118.12a), "…, then …" and "… and …", "if ~ was kicked, …"
 * (702.33d) and the regeneration riders (701.15c).
 */
import P from "../parsers.js";
import { isAlsoColorAndType } from "./effects-types.js";
import type { Amount, Effect, Ref, StepName } from "@fishbowl/engine";
import { numberOf } from "./filters.js";
import { condition } from "./conditions.js";
import { fx } from "../../definitions/builders.js";
import { type Ctx, type EffB, Unsupported, byFirstWord, lit, manaSymbols, opt, quoted } from "./base.js";
import {
  counters,
  createTokens,
  dealDamage,
  dealDividedDamage,
  gainControl,
  prevent,
  regenerate,
  tapUntap,
  untapUpTo,
  removeFromCombat,
} from "./effects-objects.js";
import { animate, colorOfChoice, pump, restrictThisTurn, switchOrColor, xPump } from "./effects-changes.js";
import { bounce, counterSpell, destroy, exile, putOnLibrary, sacrifice, toBattlefield } from "./effects-zones.js";
import {
  addMana,
  discard,
  draw,
  life,
  playerClauses,
  putFromHand,
  search,
  searchMany,
  shuffleInto,
} from "./effects-players.js";
import { lookAtTopOf, mill, revealTopOf, scry, surveil } from "./effects-library.js";
import { skipNextUntap } from "./effects-untap.js";
import { selfDamage } from "./effects-self-damage.js";
import { exileInstead, exileInsteadRider } from "./exile-instead.js";
import { KEYWORD_ACTION_WORDS, keywordAction } from "./keyword-actions.js";

export const PLAYER_WORDS = ["you", "each", "target", "that", "its", "defending"];
/** One imperative effect. */
export const simpleEffect: P.Parser<EffB> = byFirstWord<EffB>([
  [PLAYER_WORDS, playerClauses],
  [["~", "it"], dealDividedDamage],
  [["~", "it"], dealDamage],
  [["target", "~"], selfDamage],
  [["destroy"], destroy],
  [["exile"], exile],
  [["return"], bounce],
  [["create"], createTokens],
  [["search"], search],
  [["search"], searchMany],
  [["put"], counters],
  [["put"], putOnLibrary],
  [["put"], putFromHand],
  [["put", "mill", ...PLAYER_WORDS], mill],
  [["regenerate"], regenerate],
  [["add"], addMana],
  [["draw", ...PLAYER_WORDS], draw],
  [["gain", "lose", ...PLAYER_WORDS], life],
  [["discard", ...PLAYER_WORDS], discard],
  [["sacrifice", ...PLAYER_WORDS], sacrifice],
  [["shuffle", "~'s"], shuffleInto],
  ["*", animate],
  ["*", pump],
  ["*", xPump],
  ["*", restrictThisTurn],
  [["switch", "~", "target", "it", "enchanted", "equipped"], switchOrColor],
  ["*", colorOfChoice],
  [["return", "put"], toBattlefield],
  [["surveil"], surveil],
  [["tap", "untap"], tapUntap],
  [["untap"], untapUpTo],
  [["remove"], removeFromCombat],
  [["it", "that", "target", "~"], skipNextUntap],
  [["gain"], gainControl],
  [["prevent"], prevent],
  [["scry"], scry],
  [["look"], lookAtTopOf],
  [["reveal"], revealTopOf],
  [["counter"], counterSpell],
  [KEYWORD_ACTION_WORDS, keywordAction],
  ["*", isAlsoColorAndType],
]);

/** "You may <effect>": an optional instruction (CR 608.2d); a "you may … target" is a target that may be left unchosen (min 0). */
export const mayEffect: P.Parser<EffB> = P.seqMap(lit("you may "), simpleEffect, (_m, e) => (c: Ctx): Effect[] => {
  const before = c.targets.length;
  const inner = e(c);
  if (c.targets.length > before) {
    for (let i = before; i < c.targets.length; i++) c.targets[i] = { ...c.targets[i]!, min: 0 };
    return inner;
  }
  // "you may put a land card from your hand onto the battlefield": choosing none is declining (one question)
  const [only] = inner;
  if (inner.length === 1 && only?.kind === "putFromHand") return [{ ...only, optional: true }];
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
  // the one object (or group) it acts on, fixed as the delayed ability is created (CR 603.7c)
  const objects = new Set(
    refsIn(inner)
      .filter((r) => r.kind !== "you" && r.kind !== "opponents" && r.kind !== "all")
      .map((r) => JSON.stringify(r)),
  );
  if (objects.size > 1) throw new Unsupported("a delayed instruction on several objects");
  const only = objects.size ? (JSON.parse([...objects][0]!) as Ref) : undefined;
  if (only && only.kind !== "self" && only.kind !== "refs" && only.kind !== "target" && only.kind !== "last")
    throw new Unsupported("a delayed instruction on what the source is attached to");
  const moved = only && (only.kind === "target" || only.kind === "last");
  const text = `${e.text}${step === "end" ? " at the beginning of the next end step" : " at end of combat"}.`;
  return [
    {
      kind: "delayed",
      event: { kind: "nextStep", step },
      refs: only ?? { kind: "self" },
      text,
      effects: moved ? replaceRef(inner, only, { kind: "refs" }) : inner,
    },
  ];
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
const joiner = P.alt(lit(", then "), lit(" and "), lit(", and "));
/** The instructions of a chain, with what X is (", where X is …"). */
function chained(first: EffB, rest: EffB[], x: Amount | undefined, c: Ctx): Effect[] {
  const out = first(c);
  for (const e of rest) out.push(...e(c));
  if (!x) return out;
  if (!JSON.stringify(out).includes('{"kind":"x"}')) throw new Unsupported("'where X is' without an X");
  return withX(out, x);
}
/**
 * Effects joined in one sentence: "…, then …", "… and …", with what X is. A leading "you may"
 * covers the whole sentence: "you may draw a card and lose 1 life" is one choice, both done or
 * neither (CR 608.2d).
 */
export const effectChain: P.Parser<EffB> = P.alt(
  P.seqMap(
    lit("you may "),
    simpleEffect,
    P.seq(joiner, effect).atLeast(1),
    opt(whereX),
    // its targets are chosen as it is put on the stack (CR 601.2c via 602.2b, 603.3d), the rest on resolution
    (_m, first, rest, x) => (c: Ctx) => [
      fx.may(
        "you may",
        ...chained(
          first,
          rest.map(([, e]) => e),
          x,
          c,
        ),
      ),
    ],
  ),
  P.seqMap(
    effect,
    P.seq(joiner, effect).many(),
    opt(whereX),
    (first, rest, x) => (c: Ctx) =>
      chained(
        first,
        rest.map(([, e]) => e),
        x,
        c,
      ),
  ),
);
/**
 * Instructions read inside a conditional one (no choice or decision can interrupt them). Kept from
 * when the engine dropped a decision asked under a condition; it now waits for it (the "if you
 * do" of `ifYouDo` relies on that), so the list may be widened, each with a test.
 */
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
 * wait for a decision (see `UNCONDITIONAL_SAFE`).
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
    lit(" the creature can't be regenerated."),
  ).map(() => "destroy" as const),
  lit(" a creature dealt damage this way can't be regenerated this turn.").map(() => "damage" as const),
);
const REF_KEYS = new Set(["what", "to", "who", "ref", "chooser", "of", "refs", "controller"]);
/** The references (objects or players) an instruction list names, nested ones included. */
function refsIn(v: unknown, key = ""): Ref[] {
  if (Array.isArray(v)) return v.flatMap((x) => refsIn(x));
  if (v === null || typeof v !== "object") return [];
  const o = v as Record<string, unknown>;
  if (REF_KEYS.has(key) && typeof o.kind === "string")
    return o.kind === "controllerOf" ? refsIn(o.ref, "ref") : [o as Ref];
  return Object.entries(o).flatMap(([k, x]) => refsIn(x, k));
}
/** The same value with one reference replaced. */
function replaceRef<T>(v: T, from: Ref, to: Ref): T {
  if (Array.isArray(v)) return v.map((x: unknown) => replaceRef(x, from, to)) as T;
  if (v === null || typeof v !== "object") return v;
  if (JSON.stringify(v) === JSON.stringify(from)) return to as T;
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, replaceRef(x, from, to)]),
  ) as T;
}
/** Instructions after which "the last objects" are theirs (the vocabulary's `last`). */
const LAST_SETTERS = new Set([
  "exile",
  "createTokens",
  "createCopyTokens",
  "putOntoBattlefield",
  "search",
  "choose",
  "mill",
  "lookAtTop",
  "returnTopCreatureFromGraveyard",
]);
/**
 * Refuses a `last` reference that may name other objects than the words meant: each must follow
 * its "choose" at once (a chosen permanent), or follow the instruction that made the objects —
 * "… to the battlefield. Put a +1/+1 counter on it.", "Create a token. It gains haste …", "Exile
 * it, then return it to the battlefield" — with no other instruction that sets `last` between.
 * The instructions of "you may", "if" and "unless" are checked after those before them.
 */
function checkLast(effects: readonly Effect[]): void {
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]!;
    const inner =
      e.kind === "optional" || e.kind === "conditional"
        ? e.then
        : e.kind === "unlessPay"
          ? [...e.otherwise, ...(e.ifPaid ?? [])]
          : null;
    if (inner) {
      checkLast([...effects.slice(0, i), ...inner]);
      continue;
    }
    const uses = e.kind === "delayed" ? e.refs.kind === "last" : refsIn(e).some((r) => r.kind === "last");
    if (!uses) continue;
    let j = i - 1;
    while (j >= 0 && !LAST_SETTERS.has(effects[j]!.kind)) j--;
    const setter = j >= 0 ? effects[j]!.kind : undefined;
    const ok =
      (setter === "choose" && j === i - 1) ||
      setter === "putOntoBattlefield" ||
      setter === "createTokens" ||
      (setter === "exile" && e.kind === "putOntoBattlefield" && e.what.kind === "last") ||
      // "Exile target creature. Return that card to the battlefield … at the beginning of the next end step."
      (setter === "exile" &&
        e.kind === "delayed" &&
        e.effects.every((x) => x.kind === "putOntoBattlefield" && x.what.kind === "refs"));
    if (!ok) throw new Unsupported("'it' after other objects replaced it");
  }
}
/**
 * "You may <cost>. If you do, <then>" (CR 118.12): the cost is paid as the ability resolves and
 * <then> happens only if it was. Drawing and creating tokens can always be done (a library
 * with no cards doesn't make drawing impossible, CR 608.2d, 121.3). Choosing a permanent you
 * control ("you may sacrifice an artifact") is an option only when you control one (608.2d's
 * example), so the whole instruction is done only then. Any other cost may be impossible when
 * the ability resolves — "discard a card" with an empty hand (118.3), "sacrifice ~" once ~ is
 * gone (118.12's Standstill example), "exile it" once the card left the graveyard (400.7) —
 * and the engine can't tell whether it was paid, so it is refused.
 */
function ifYouDo(text: string, cost: readonly Effect[], then: readonly Effect[]): Effect[] {
  const [first, ...rest] = cost;
  if (first?.kind === "choose" && !first.chooser && !first.also && first.filter.controller === "you")
    return [
      fx.when(
        { kind: "youControl", filter: first.filter, atLeast: first.count },
        fx.may(text, first, ...rest, ...then),
      ),
    ];
  if (cost.length === 0 || !cost.every((e) => e.kind === "draw" || e.kind === "createTokens"))
    throw new Unsupported("'if you do' after a cost that may be impossible to pay as it resolves (CR 118.12, 118.3)");
  return [fx.may(text, ...cost, ...then)];
}
/**
 * "You may pay {1}. If you do, you gain 1 life." and "You may draw a card. If you do, discard a
 * card." (CR 118.12, 608.2d): what follows "if you do" happens only if the controller paid, or
 * did the optional instruction, as it resolves (see `ifYouDo`).
 */
const ifYouDoSentence: P.Parser<EffB> = P.alt(
  P.seqMap(
    lit("you may pay "),
    manaSymbols.notFollowedBy(lit(" for each")),
    lit(". if you do, "),
    quoted(effectChain),
    (_y, mana, _i, e) =>
      (c: Ctx): Effect[] => [{ kind: "unlessPay", text: e.text, mana, otherwise: [], ifPaid: e.value(c) }],
  ),
  P.seqMap(mayEffect, lit(". if you do, "), effectChain, (m, _i, e) => (c: Ctx): Effect[] => {
    const first = m(c);
    const o = first[0];
    if (first.length !== 1 || o?.kind !== "optional")
      throw new Unsupported("'if you do' after a target that may be left");
    return ifYouDo(o.text, o.then, e(c));
  }),
);
/** Sentences of effects: "Destroy target creature. It can't be regenerated." */
export const effects: P.Parser<EffB> = P.seqMap(
  P.alt(kickedSentence, ifSentence, ifYouDoSentence, effectChain).skip(lit(".")).sepBy1(lit(" ")),
  opt(regenerationRider),
  opt(exileInsteadRider),
  (sentences, rider, instead) => (c: Ctx) => {
    const out = exileInstead(
      sentences.flatMap((s) => s(c)),
      instead,
    );
    checkLast(out);
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
