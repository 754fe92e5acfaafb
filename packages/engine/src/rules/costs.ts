/**
 * Costs (CR 118) other than paying the mana: the total cost of a spell as announced (601.2f:
 * kicker 702.33, buyback 702.27, flashback 702.34, strive 207.2c, X 107.3), Phyrexian symbols
 * each paid with mana or 2 life (107.4f, 119.4), generic cost reductions (601.2f: affinity
 * 702.41a, "spells you cast cost {N} less"), and sacrifice as a cost (118.3, 601.2h, 602.2b,
 * 701.21a).
 */
import type {
  AlternativeCostKind,
  CardDefinition,
  CardsCost,
  CostDef,
  SacrificeCost,
} from "../state/vocabulary/index.js";
import type { ObjectId, PlayerId } from "../state/types.js";
import { emit, refuse, type Ctx } from "../core/context.js";
import { addRequirements, parseManaCost, requirementOf, type ManaRequirement } from "../core/mana.js";
import { characteristics, costReducers } from "./layers.js";
import { matches } from "./filters.js";
import { nameOf } from "./queries.js";
import { changeZone } from "./zones.js";
import { alternativeCostOf } from "./alternative-costs.js";

/**
 * How much less the spell `id` costs `player` to cast (CR 601.2f): affinity (702.41a: {1} for
 * each matching permanent they control) and the "<filter> spells you cast cost {N} less"
 * static abilities of permanents they control. Generic mana only.
 */
export function costReductionOf(ctx: Ctx, player: PlayerId, id: ObjectId, def: CardDefinition): number {
  const s = ctx.state;
  const spell = characteristics(ctx, id);
  let n = 0;
  // (without affinity only the permanents with a cost-reducing ability can count)
  for (const pid of def.affinity && def.automated !== false ? s.battlefield : costReducers(ctx)) {
    const c = characteristics(ctx, pid);
    if (c.controller !== player) continue;
    if (def.affinity && def.automated !== false && matches(ctx, c, def.affinity, player)) n++;
    for (const a of c.abilities) if (a.kind === "costReduction" && matches(ctx, spell, a.spells, player)) n += a.amount;
  }
  return n;
}

/** A requirement with its generic part reduced by `n`, never below {0}; colored requirements stay (CR 601.2f). */
export function reduceGeneric(req: ManaRequirement, n: number): ManaRequirement {
  return n > 0 ? { ...req, generic: Math.max(0, req.generic - n) } : req;
}

// ---------------------------------------------------------------- sacrifice as a cost

/**
 * The permanents `player` could sacrifice to pay a "sacrifice a <filter>" cost (CR 118.3,
 * 701.21a: only permanents they control), in battlefield order; `source` is left out when the
 * cost says "another" (CR 109.2).
 */
export function sacrificeCandidates(
  ctx: Ctx,
  cost: SacrificeCost,
  player: PlayerId,
  source: ObjectId | null,
): ObjectId[] {
  const out: ObjectId[] = [];
  for (const id of ctx.state.battlefield) {
    if (cost.filter.other && id === source) continue;
    const c = characteristics(ctx, id);
    if (c.controller === player && matches(ctx, c, cost.filter, player)) out.push(id);
  }
  return out;
}

/**
 * The permanents sacrificed for a cost — or, with `verb` "return", returned to their owner's
 * hand ("Return a land you control to its owner's hand", 118.3) — as the player chose them
 * (CR 601.2h, 602.2b), checked before anything is paid: exactly `count` different candidates;
 * with no choice given, the candidates themselves when there are exactly `count` (nothing to
 * decide). Refuses when the cost can't be paid (118.3) or the choice is not a legal one. `rule`
 * is 601.2h for spells, 602.2b for abilities.
 */
export function sacrificeChoice(
  ctx: Ctx,
  cost: SacrificeCost,
  player: PlayerId,
  source: ObjectId | null,
  given: ObjectId[] | undefined,
  what: string,
  rule: "601.2h" | "602.2b",
  verb: "sacrifice" | "return" = "sacrifice",
): ObjectId[] {
  const candidates = sacrificeCandidates(ctx, cost, player, source);
  const noun = describeSacrifice(cost);
  const sacrifice = verb === "sacrifice";
  const have = candidates.length === 0 ? "none" : `only ${candidates.length}`;
  return chosenForCost(ctx, candidates, cost.count, given, {
    what,
    noun,
    unit: "permanent",
    verb: sacrifice ? "sacrifice" : "return to its owner's hand",
    done: sacrifice ? "sacrificed" : "returned",
    tooFew: `${what} needs you to ${sacrifice ? "sacrifice" : "return"} ${noun}${sacrifice ? "" : " to its owner's hand"}, and you control ${have}.`,
    rule,
    own: sacrifice ? "701.21a" : "118.3",
    whyNot: (id) => {
      const o = ctx.state.objects[id];
      return !o || o.zone !== "battlefield"
        ? "it is not on the battlefield"
        : characteristics(ctx, id).controller !== player
          ? "you don't control it"
          : cost.filter.other && id === source
            ? "the cost says another permanent"
            : `it is not ${noun}`;
    },
  });
}

/** How a cost's choice of objects is worded in its refusals, and the rules they cite (see `chosenForCost`). */
interface CostChoiceWords {
  /** The name of what the cost is paid for ("Ashnod's Altar's ability"). */
  what: string;
  /** What the cost asks for ("a creature", "2 cards"). */
  noun: string;
  /** One of the objects chosen: "permanent" or "card". */
  unit: string;
  /** The verb of paying ("sacrifice", "discard") and its past participle ("sacrificed", "discarded"). */
  verb: string;
  done: string;
  /** The refusal when there are fewer candidates than the cost asks for. */
  tooFew: string;
  /** 601.2h for a spell, 602.2b for an ability; `own` the rule of the kind of payment (701.21a sacrifice, 701.8a discard…). */
  rule: string;
  own: string;
  /** Why an object given is not a candidate. */
  whyNot: (id: ObjectId) => string;
}

/**
 * The objects chosen to pay a cost that takes `count` of `candidates` (CR 118.3, 601.2h,
 * 602.2b), checked before anything is paid: exactly `count` different candidates; with no
 * choice given, the candidates themselves when there are exactly `count` (nothing to decide).
 * Refuses, in the words of `w`, when there are too few candidates or the choice is not a legal one.
 */
function chosenForCost(
  ctx: Ctx,
  candidates: ObjectId[],
  count: number,
  given: ObjectId[] | undefined,
  w: CostChoiceWords,
): ObjectId[] {
  const units = `${w.unit}${count === 1 ? "" : "s"}`;
  if (candidates.length < count) refuse(w.tooFew, w.rule, "118.3");
  if (given === undefined) {
    if (candidates.length === count) return candidates;
    refuse(`Choose which ${units} to ${w.verb} for ${w.what} (${w.noun}).`, w.rule, "118.3");
  }
  if (!Array.isArray(given) || given.length !== count)
    refuse(
      `${w.what} needs exactly ${count} ${units} ${w.done} (${w.noun}); ${Array.isArray(given) ? given.length : 0} given.`,
      w.rule,
      "118.3",
    );
  if (new Set(given).size !== given.length)
    refuse(`The same ${w.unit} can't be ${w.done} twice for one cost.`, w.rule, w.own);
  for (const id of given)
    if (!candidates.includes(id))
      refuse(
        `${ctx.state.objects[id] ? nameOf(ctx, id) : id} can't be ${w.done} for ${w.what}: ${w.whyNot(id)}.`,
        w.rule,
        "118.3",
        w.own,
      );
  return given;
}

function describeSacrifice(cost: SacrificeCost): string {
  const f = cost.filter;
  const kinds = [...(f.subtypes ?? []), ...(f.types ?? []).map((t) => t.toLowerCase())].join(" or ") || "permanent";
  return `${cost.count === 1 ? (f.other ? "another" : /^[aeiou]/i.test(kinds) ? "an" : "a") : cost.count} ${kinds}${cost.count === 1 ? "" : "s"}`;
}

/** Sacrifices the chosen permanents (CR 701.21a), logged as paying `what`'s cost. */
export function paySacrifice(ctx: Ctx, player: PlayerId, ids: ObjectId[], what: string): void {
  for (const id of ids) {
    if (ctx.state.objects[id]?.zone !== "battlefield") continue;
    const name = nameOf(ctx, id);
    changeZone(ctx, id, "graveyard");
    emit(
      ctx,
      "sacrifice",
      `${player === "you" ? "You sacrifice" : "The opponent sacrifices"} ${name} to pay for ${what}`,
    );
  }
}

// ---------------------------------------------------------------- cards discarded or exiled as a cost

/**
 * Whether a cost discards cards, exiles cards from the graveyard or returns permanents to a
 * hand: the player chooses them, or loses the permanent, so it is never paid automatically.
 */
export function takesCards(cost: CostDef): boolean {
  return (
    cost.discard !== undefined ||
    cost.exileFromGraveyard !== undefined ||
    cost.returnToHand !== undefined ||
    cost.returnSelf === true
  );
}

/** Returns the chosen permanents to their owners' hands (CR 118.3), logged as paying `what`'s cost. */
export function payReturnToHand(ctx: Ctx, player: PlayerId, ids: ObjectId[], what: string): void {
  for (const id of ids) {
    if (ctx.state.objects[id]?.zone !== "battlefield") continue;
    const name = nameOf(ctx, id);
    changeZone(ctx, id, "hand");
    emit(
      ctx,
      "zoneChange",
      `${player === "you" ? "You return" : "The opponent returns"} ${name} to its owner's hand to pay for ${what}`,
    );
  }
}

/** Where a cost takes its cards from: "discard a card" the hand (CR 701.8a), "exile a card from your graveyard" the graveyard (406.2). */
export type CardsCostZone = "hand" | "graveyard";

/**
 * The cards `player` could discard or exile to pay a cost of cards (CR 118.3): their own cards
 * in that zone matching the filter, in zone order. The ability's own card is left out when the
 * cost says "another" (CR 109.2) and, for a discard, when it is itself in the hand (its cost
 * discards it, 702.29a: a card can't pay twice).
 */
export function cardsCostCandidates(
  ctx: Ctx,
  cost: CardsCost,
  zone: CardsCostZone,
  player: PlayerId,
  source: ObjectId | null,
): ObjectId[] {
  const p = ctx.state.players[player];
  const out: ObjectId[] = [];
  for (const id of zone === "hand" ? p.hand : p.graveyard) {
    if (id === source && (cost.filter.other || zone === "hand")) continue;
    if (matches(ctx, characteristics(ctx, id), cost.filter, player)) out.push(id);
  }
  return out;
}

/**
 * The cards discarded or exiled for a cost, as the player chose them (CR 601.2h, 602.2b;
 * 701.8b: the player chooses what they discard), checked before anything is paid: exactly
 * `count` different candidates; with no choice given, the candidates themselves when there are
 * exactly `count`. Refuses when the cost can't be paid (118.3) or the choice is not a legal one.
 */
export function cardsCostChoice(
  ctx: Ctx,
  cost: CardsCost,
  zone: CardsCostZone,
  player: PlayerId,
  source: ObjectId | null,
  given: ObjectId[] | undefined,
  what: string,
): ObjectId[] {
  const candidates = cardsCostCandidates(ctx, cost, zone, player, source);
  const discard = zone === "hand";
  const where = discard ? "in your hand" : "in your graveyard";
  const noun = describeCards(cost);
  const have = candidates.length === 0 ? "none" : `only ${candidates.length}`;
  return chosenForCost(ctx, candidates, cost.count, given, {
    what,
    noun,
    unit: "card",
    verb: discard ? "discard" : "exile",
    done: discard ? "discarded" : "exiled",
    tooFew: `${what} needs you to ${discard ? "discard" : "exile"} ${noun}, and you have ${have} ${where}.`,
    rule: "602.2b",
    own: discard ? "701.8a" : "406.2",
    whyNot: (id) => {
      const o = ctx.state.objects[id];
      return !o || o.owner !== player || o.zone !== zone
        ? `it is not ${where}`
        : id === source
          ? "it is the card whose ability this is"
          : `it is not ${noun}`;
    },
  });
}

function describeCards(cost: CardsCost): string {
  const f = cost.filter;
  const kinds = [...(f.subtypes ?? []), ...(f.types ?? []).map((t) => t.toLowerCase())].join(" or ");
  const head = `${kinds ? `${kinds} ` : ""}card${cost.count === 1 ? "" : "s"}`;
  if (cost.count !== 1) return `${cost.count} ${head}`;
  return `${f.other ? "another" : /^[aeiou]/i.test(head) ? "an" : "a"} ${head}`;
}

/** Discards (CR 701.8a) or exiles (406.2) the chosen cards, logged as paying `what`'s cost. */
export function payCardsCost(ctx: Ctx, player: PlayerId, ids: ObjectId[], zone: CardsCostZone, what: string): void {
  const moved: string[] = [];
  for (const id of ids) {
    if (ctx.state.objects[id]?.zone !== zone) continue;
    moved.push(nameOf(ctx, id));
    changeZone(ctx, id, zone === "hand" ? "graveyard" : "exile");
  }
  if (moved.length === 0) return;
  const who = player === "you" ? "You" : "The opponent";
  emit(
    ctx,
    zone === "hand" ? "discard" : "exile",
    `${who} ${zone === "hand" ? (player === "you" ? "discard" : "discards") : player === "you" ? "exile" : "exiles"} ${moved.join(", ")}${zone === "graveyard" ? " from the graveyard" : ""} to pay for ${what}`,
    { player },
  );
}

/**
 * The mana cost a spell is cast for (CR 601.2f): its flashback cost (702.34a), an alternative
 * cost (118.9), or its mana cost; null for none.
 */
export function castingManaCost(
  def: CardDefinition,
  flashback: boolean,
  alternative: AlternativeCostKind | undefined,
): string | null {
  if (flashback) return def.flashback ?? null;
  if (alternative) return alternativeCostOf(def, alternative)?.mana ?? null;
  return def.manaCost;
}

/** The total mana requirement and life of a spell as announced (CR 601.2f). */
export function spellCost(
  def: CardDefinition,
  choices: {
    x: number;
    kicked: boolean;
    buyback: boolean;
    flashback: boolean;
    targets: number;
    phyrexianLife: boolean | readonly boolean[];
    /** An alternative cost paid rather than the mana cost (CR 118.9, 118.9d: additional costs are added to it). */
    alternative?: AlternativeCostKind | undefined;
    /** Times the replicate cost is paid (CR 702.56a). */
    replicate?: number;
    /** The entwine cost is paid (CR 702.42a). */
    entwined?: boolean;
  },
): { req: ManaRequirement; life: number; phyrexianSymbols: number } {
  const symbols = parseManaCost(castingManaCost(def, choices.flashback, choices.alternative));
  const phyrexianSymbols = symbols.filter((s) => s.kind === "phyrexian").length;
  let { req, life } = requirementOf(symbols, choices.x, choices.phyrexianLife, def.xColor);
  const add = (cost: string | undefined) => {
    if (cost) req = addRequirements(req, requirementOf(parseManaCost(cost), 0, false).req);
  };
  if (choices.kicked) add(def.kicker);
  if (choices.buyback) add(def.buyback);
  for (let i = 0; i < (choices.replicate ?? 0); i++) add(def.replicate);
  if (choices.entwined) add(def.entwine);
  if (def.strive) for (let i = 1; i < choices.targets; i++) add(def.strive);
  return { req, life, phyrexianSymbols };
}

/**
 * Which Phyrexian symbols of a cost with `symbols` of them are paid with 2 life (CR 107.4f),
 * one entry per symbol in cost order, from a `cast` action's `phyrexian`. Refuses life asked
 * of a cost without Phyrexian symbols and a list that doesn't give one "life" or "mana" per
 * symbol (107.4f, 601.2f).
 */
export function phyrexianChoice(name: string, given: unknown, symbols: number): boolean[] {
  if (given === undefined || given === "mana") return symbols === 0 ? [] : Array.from({ length: symbols }, () => false);
  if (given === "life") {
    if (symbols === 0) refuse(`${name} has no Phyrexian mana symbol to pay with life.`, "107.4f");
    return Array.from({ length: symbols }, () => true);
  }
  const plural = symbols === 1 ? "" : "s";
  if (!Array.isArray(given) || given.length !== symbols || !given.every((p) => p === "life" || p === "mana")) {
    refuse(
      `${name}'s cost has ${symbols} Phyrexian mana symbol${plural}: say "life" or "mana" for ${symbols === 1 ? "it" : "each, in the order of the cost"}${Array.isArray(given) ? ` (${given.length} given)` : ""}.`,
      "107.4f",
      "601.2f",
    );
  }
  return given.map((p) => p === "life");
}
