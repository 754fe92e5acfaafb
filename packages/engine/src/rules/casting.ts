/**
 * Playing lands (CR 305), casting spells (CR 601.2) and activating abilities (CR 602),
 * including mana abilities (605) and automatic payment of mana costs from the player's
 * untapped mana sources (601.2g-h), the `{T}` cost with the 302.6 control condition,
 * sacrifice as a cost, and everything announced while casting (601.2b-c, 601.2f): modes
 * (700.2), targets (115), X (107.3), kicker (702.33), buyback (702.27), flashback (702.34),
 * strive (207.2c) and Phyrexian symbols each paid with mana or life (107.4f, 119.4); generic cost
 * reductions (601.2f: affinity 702.41a, "spells you cast cost {N} less") and paying with
 * creatures, artifacts or graveyard cards (convoke 702.51a, improvise 702.126a, delve 702.66a),
 * chosen automatically after the mana (see `alternativePaymentSources`). Every check happens
 * before anything changes, so a refused action leaves the game as it was.
 */
import type { AbilityDef, CardDefinition, SacrificeCost, TargetSpec } from "../state/vocabulary/index.js";
import type { Action, ObjectId, PlayerId, SpellChoices } from "../state/types.js";
import { definition, moveObject, obj } from "../core/objects.js";
import { emit, refuse, touch, type Ctx } from "../core/context.js";
import { characteristics, matches, type Characteristics } from "./layers.js";
import { addRequirements, parseManaCost, planPayment, requirementOf, type ManaRequirement, type ManaSourceOption, type PaymentPlan } from "../core/mana.js";
import { isLegalTarget, isSick, nameOf, passesControlCondition } from "./queries.js";
import { changeZone, enterBattlefield } from "./zones.js";
import { onCast, onLastCounterRemoved } from "./triggers.js";
import { addManaToPool, runManaAbilityExtras } from "./resolve.js";

type CastAction = Extract<Action, { type: "cast" }>;
type ActivateAction = Extract<Action, { type: "activate" }>;
type PlayLandAction = Extract<Action, { type: "playLand" }>;

/** Refuses unless `player` may act now: the game is on, nothing is pending, and they hold priority (CR 117.1). */
export function requirePriority(ctx: Ctx, player: PlayerId): void {
  const s = ctx.state;
  if (s.winner) refuse("The game is over.", "104.1");
  if (s.pending) refuse(`The game is waiting for a decision: ${describePending(ctx)}`, "117.1");
  if (s.priority !== player) refuse(`${player === "you" ? "You don't" : "The opponent doesn't"} have priority now.`, "117.1");
}

function describePending(ctx: Ctx): string {
  const d = ctx.state.pending!.decision;
  switch (d.kind) {
    case "targets": case "choice": case "arrange": return d.prompt;
    case "declareAttackers": return "declare attackers";
    case "declareBlockers": return "declare blockers";
    case "mulligan": return "keep or mulligan";
    case "bottom": return `put ${d.count} card${d.count === 1 ? "" : "s"} on the bottom of your library`;
  }
}

/** Whether `player` could cast a sorcery-speed spell now (CR 307.1, 117.1a). */
export function sorceryTiming(ctx: Ctx, player: PlayerId): boolean {
  const s = ctx.state;
  return s.active === player && (s.step === "main1" || s.step === "main2") && s.stack.length === 0;
}

// ---------------------------------------------------------------- mana sources

/**
 * One usable mana source with how it is activated; `pay` marks what isn't a mana ability but
 * pays for a spell with convoke (tap a creature, CR 702.51a), improvise (tap an artifact,
 * 702.126a) or delve (exile a card from the graveyard, 702.66a).
 */
interface SourceInfo extends ManaSourceOption {
  abilityIndex: number;
  pay?: "convoke" | "improvise" | "delve";
}

/** The unit "color" of what pays only generic mana (improvise, delve): no colored requirement asks for it. */
const GENERIC_ONLY = "generic";

/**
 * What else may pay for the spell `id` as its cost is paid (CR 601.2h), besides mana: with
 * convoke, untapped creatures its caster controls (each {1} or one mana of one of its colors,
 * 702.51a — not a {T} cost, so summoning sickness doesn't matter, 302.6); with improvise,
 * untapped artifacts (each {1}, 702.126a); with delve, the other cards in their graveyard (each
 * {1}, 702.66a). Permanents that are mana sources are left out (they already pay as mana).
 *
 * The automatic payment policy: mana from the pool and mana sources first, then improvise
 * artifacts, then delve (cards without flashback first, oldest first), then convoke creatures
 * (in battlefield order) — the plan taps or exiles only what the mana can't cover.
 */
export function alternativePaymentSources(ctx: Ctx, player: PlayerId, id: ObjectId, manaSourceIds: readonly string[]): SourceInfo[] {
  const s = ctx.state;
  const kw = characteristics(ctx, id).keywords;
  const out: SourceInfo[] = [];
  const convoke = kw.includes("Convoke");
  const improvise = kw.includes("Improvise");
  if (convoke || improvise) {
    for (const pid of s.battlefield) {
      if (manaSourceIds.includes(pid) || s.objects[pid]!.tapped) continue;
      const c = characteristics(ctx, pid);
      if (c.controller !== player) continue;
      if (improvise && c.types.includes("Artifact")) out.push({ id: pid, units: [[GENERIC_ONLY]], cost: 30, abilityIndex: -1, pay: "improvise" });
      else if (convoke && c.types.includes("Creature")) out.push({ id: pid, units: [[...c.colors, GENERIC_ONLY]], cost: 50, abilityIndex: -1, pay: "convoke" });
    }
  }
  if (kw.includes("Delve")) {
    for (const gid of s.players[player].graveyard) {
      if (gid === id) continue;
      const o = s.objects[gid]!;
      const def = o.card ? definition(ctx, o.card) : undefined;
      out.push({ id: gid, units: [[GENERIC_ONLY]], cost: def?.flashback ? 41 : 40, abilityIndex: -1, pay: "delve" });
    }
  }
  return out;
}

/**
 * How much less the spell `id` costs `player` to cast (CR 601.2f): affinity (702.41a: {1} for
 * each matching permanent they control) and the "<filter> spells you cast cost {N} less"
 * static abilities of permanents they control. Generic mana only.
 */
export function costReductionOf(ctx: Ctx, player: PlayerId, id: ObjectId, def: CardDefinition): number {
  const s = ctx.state;
  const spell = characteristics(ctx, id);
  let n = 0;
  for (const pid of s.battlefield) {
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

/**
 * The untapped mana sources `player` controls (CR 605.1a): permanents with a mana ability
 * whose only cost is `{T}`, passing the 302.6 check for creatures. Each source lists the
 * mana units one activation gives, including triggered mana abilities such as "whenever
 * you tap a creature for mana, add an additional {G}" (605.1b).
 */
export function manaSources(ctx: Ctx, player: PlayerId, exclude: ObjectId | null = null): SourceInfo[] {
  const s = ctx.state;
  const out: SourceInfo[] = [];
  const extraForCreatures: string[][] = [];
  for (const id of s.battlefield) {
    const c = characteristics(ctx, id);
    if (c.controller !== player) continue;
    for (const a of c.abilities) {
      if (a.kind === "triggered" && a.event.kind === "tappedForMana") {
        for (const e of a.effects) if (e.kind === "addMana") for (let i = 0; i < (e.amount ?? 1); i++) extraForCreatures.push(e.choices);
      }
    }
  }
  for (const id of s.battlefield) {
    if (id === exclude) continue;
    const o = s.objects[id]!;
    if (o.tapped) continue;
    const c = characteristics(ctx, id);
    if (c.controller !== player) continue;
    const acts = c.abilities.filter((a) => a.kind === "activated");
    const idx = acts.findIndex((a) => a.kind === "activated" && isManaAbility(a) && a.cost.tap && !a.cost.mana && !a.cost.sacrificeSelf && !a.cost.sacrifice && !a.cost.removeCounters && !a.cost.payLife);
    if (idx < 0) continue;
    const isCreature = c.types.includes("Creature");
    if (isCreature && !passesControlCondition(ctx, id)) continue;
    const a = acts[idx]!;
    const units: string[][] = [];
    for (const e of a.effects) if (e.kind === "addMana") for (let i = 0; i < (e.amount ?? 1); i++) units.push(e.choices);
    // Several one-mana {T} abilities (a land with two basic land types, 305.6): one of them is chosen.
    if (units.length === 1) {
      for (const other of acts) {
        if (other === a || !isManaAbility(other) || !other.cost.tap || other.cost.mana || other.cost.sacrificeSelf || other.cost.sacrifice || other.cost.removeCounters || other.cost.payLife) continue;
        const m = other.effects[0];
        if (other.effects.length === 1 && m?.kind === "addMana" && (m.amount ?? 1) === 1) units[0] = [...new Set([...units[0]!, ...m.choices])];
      }
    }
    if (isCreature) units.push(...extraForCreatures);
    const cost = (isCreature ? 10 : 0) + (units[0]!.length > 1 ? 1 : 0);
    out.push({ id, units, cost, abilityIndex: idx });
  }
  return out;
}

/**
 * Whether an activated ability is a mana ability (CR 605.1a): it has no target and could add
 * mana — even if it does something else too ("{T}: Add {B}. ~ deals 1 damage to you"), which
 * happens at once with the mana (605.3b).
 */
export function isManaAbility(a: AbilityDef): boolean {
  return a.kind === "activated" && a.targets.length === 0 && a.effects.some((e) => e.kind === "addMana") && a.effects.every((e) => e.kind === "addMana" || MANA_ABILITY_EXTRAS.has(e.kind));
}

/** Instructions a mana ability may carry besides adding mana (no choice, no stack needed). */
const MANA_ABILITY_EXTRAS = new Set(["damage", "loseLife", "gainLife"]);

/** Taps the planned sources for mana (activating their mana abilities, 605.3) and pays from the pool. */
function executePayment(ctx: Ctx, player: PlayerId, plan: PaymentPlan, sources: SourceInfo[]): void {
  const s = ctx.state;
  const pool = s.players[player].manaPool;
  for (const [c, n] of Object.entries(plan.fromPool)) pool[c] = (pool[c] ?? 0) - n;
  for (const p of plan.sources) {
    const info = sources.find((x) => x.id === p.id)!;
    const o = s.objects[p.id]!;
    if (info.pay === "delve") {
      const name = nameOf(ctx, p.id);
      changeZone(ctx, p.id, "exile");
      emit(ctx, "delve", `${name} is exiled from the graveyard to pay {1} (delve)`);
      continue;
    }
    if (info.pay) {
      o.tapped = true;
      emit(ctx, info.pay, `${nameOf(ctx, p.id)} is tapped to pay for the spell (${info.pay})`, { object: p.id });
      continue;
    }
    o.tapped = true;
    const unused = info.units.slice(p.colors.length);
    for (const u of unused) addManaToPool(ctx, player, u[0]!, 1);
    emit(ctx, "mana", `${nameOf(ctx, p.id)} is tapped for mana`, { object: p.id });
    const ab = activatedAbilities(characteristics(ctx, p.id))[info.abilityIndex];
    if (ab && ab.effects.some((e) => e.kind !== "addMana")) runManaAbilityExtras(ctx, player, p.id, ab.effects);
  }
  for (const c of Object.keys(pool)) if (pool[c] === 0) delete pool[c];
}

/**
 * The mana requirement of `cost` paid `times` times ("{1} for each age counter", CR 702.24a),
 * or null when it can't be paid now from `player`'s pool and untapped mana sources — the
 * payment asked for on resolution by "unless you pay" (CR 118.12a).
 */
export function resolutionPayment(ctx: Ctx, player: PlayerId, cost: string, times: number): ManaRequirement | null {
  let req: ManaRequirement = { generic: 0, colored: [], twobrid: [] };
  const once = requirementOf(parseManaCost(cost), 0, false).req;
  for (let i = 0; i < times; i++) req = addRequirements(req, once);
  return planPayment(req, ctx.state.players[player].manaPool, manaSources(ctx, player)) ? req : null;
}

/** Pays a mana requirement while something resolves (CR 118.12a, 608.2d), tapping the planned sources (605.3a). Refuses if it can't be paid. */
export function payDuringResolution(ctx: Ctx, player: PlayerId, req: ManaRequirement, what: string): void {
  const { plan, sources } = paymentOrRefuse(ctx, player, req, null, what);
  executePayment(ctx, player, plan, sources);
}

function describeRequirement(r: ManaRequirement): string {
  const parts: string[] = [];
  if (r.generic) parts.push(`{${r.generic}}`);
  for (const c of r.colored) parts.push(c.length === 1 ? `{${c[0]}}` : `{${c.join("/")}}`);
  for (const c of r.twobrid) parts.push(`{2/${c}}`);
  return parts.join("") || "{0}";
}

function paymentOrRefuse(ctx: Ctx, player: PlayerId, req: ManaRequirement, exclude: ObjectId | null, what: string, avoid: readonly string[] = [], spell: ObjectId | null = null): { plan: PaymentPlan; sources: SourceInfo[] } {
  // Sources that are also targets of what is being paid for are tapped last (a player
  // earthbending a land would rather not tap that land for the spell's mana).
  const mana = manaSources(ctx, player, exclude);
  const all = spell ? [...mana, ...alternativePaymentSources(ctx, player, spell, mana.map((x) => x.id))] : mana;
  const sources = avoid.length ? all.map((x) => (avoid.includes(x.id) ? { ...x, cost: x.cost + 20 } : x)) : all;
  const plan = planPayment(req, ctx.state.players[player].manaPool, sources);
  if (!plan) {
    const rules = spell ? ["601.2f", "601.2g", "601.2h"] : ["601.2g", "601.2h"];
    const sick = ctx.state.battlefield.filter((id) => {
      const o = ctx.state.objects[id]!;
      if (o.tapped || id === exclude) return false;
      const c = characteristics(ctx, id);
      return c.controller === player && c.types.includes("Creature") && c.abilities.some(isManaAbility) && isSick(ctx.state, id) && !c.keywords.includes("Haste");
    });
    let extra = "";
    if (sick.length) {
      rules.push("302.6");
      extra = ` (${sick.map((id) => nameOf(ctx, id)).join(", ")} came under your control this turn and can't use {T} abilities)`;
    }
    refuse(`Not enough mana to pay ${describeRequirement(req)} for ${what}${extra}.`, ...rules);
  }
  return { plan, sources };
}

/**
 * Whether `player` could pay the mana cost `cost` now from their pool and untapped mana
 * sources (CR 118.3, 601.2g-h) — for costs asked while something resolves, such as "unless its
 * controller pays {N}" (CR 118.12).
 */
export function canPayMana(ctx: Ctx, player: PlayerId, cost: string): boolean {
  const req = requirementOf(parseManaCost(cost), 0, false).req;
  return planPayment(req, ctx.state.players[player].manaPool, manaSources(ctx, player)) !== null;
}

/**
 * Pays the mana cost `cost` for `player` with the automatic payment plan (CR 118.3, 601.2g-h,
 * 605.3: mana abilities activated while paying); returns false and changes nothing when it
 * can't be paid.
 */
export function payMana(ctx: Ctx, player: PlayerId, cost: string): boolean {
  const req = requirementOf(parseManaCost(cost), 0, false).req;
  const sources = manaSources(ctx, player);
  const plan = planPayment(req, ctx.state.players[player].manaPool, sources);
  if (!plan) return false;
  executePayment(ctx, player, plan, sources);
  return true;
}

// ---------------------------------------------------------------- sacrifice as a cost

/**
 * The permanents `player` could sacrifice to pay a "sacrifice a <filter>" cost (CR 118.3,
 * 701.21a: only permanents they control), in battlefield order; `source` is left out when the
 * cost says "another" (CR 109.2).
 */
export function sacrificeCandidates(ctx: Ctx, cost: SacrificeCost, player: PlayerId, source: ObjectId | null): ObjectId[] {
  const out: ObjectId[] = [];
  for (const id of ctx.state.battlefield) {
    if (cost.filter.other && id === source) continue;
    const c = characteristics(ctx, id);
    if (c.controller === player && matches(ctx, c, cost.filter, player)) out.push(id);
  }
  return out;
}

/**
 * The permanents sacrificed for a cost, as the player chose them (CR 601.2h, 602.2b), checked
 * before anything is paid: exactly `count` different candidates; with no choice given, the
 * candidates themselves when there are exactly `count` (nothing to decide). Refuses when the
 * cost can't be paid (118.3) or the choice is not a legal one. `rule` is 601.2h for spells,
 * 602.2b for abilities.
 */
export function sacrificeChoice(ctx: Ctx, cost: SacrificeCost, player: PlayerId, source: ObjectId | null, given: ObjectId[] | undefined, what: string, rule: "601.2h" | "602.2b"): ObjectId[] {
  const candidates = sacrificeCandidates(ctx, cost, player, source);
  const noun = describeSacrifice(cost);
  if (candidates.length < cost.count) refuse(`${what} needs you to sacrifice ${noun}, and you control ${candidates.length === 0 ? "none" : `only ${candidates.length}`}.`, rule, "118.3");
  if (given === undefined) {
    if (candidates.length === cost.count) return candidates;
    refuse(`Choose which permanent${cost.count === 1 ? "" : "s"} to sacrifice for ${what} (${noun}).`, rule, "118.3");
  }
  if (!Array.isArray(given) || given.length !== cost.count) refuse(`${what} needs exactly ${cost.count} permanent${cost.count === 1 ? "" : "s"} sacrificed (${noun}); ${Array.isArray(given) ? given.length : 0} given.`, rule, "118.3");
  if (new Set(given).size !== given.length) refuse(`The same permanent can't be sacrificed twice for one cost.`, rule, "701.21a");
  for (const id of given) {
    if (!candidates.includes(id)) {
      const o = ctx.state.objects[id];
      const why = !o || o.zone !== "battlefield" ? "it is not on the battlefield" : characteristics(ctx, id).controller !== player ? "you don't control it" : cost.filter.other && id === source ? "the cost says another permanent" : `it is not ${noun}`;
      refuse(`${o ? nameOf(ctx, id) : id} can't be sacrificed for ${what}: ${why}.`, rule, "118.3", "701.21a");
    }
  }
  return given;
}

function describeSacrifice(cost: SacrificeCost): string {
  const f = cost.filter;
  const kinds = [...(f.subtypes ?? []), ...(f.types ?? []).map((t) => t.toLowerCase())].join(" or ") || "permanent";
  return `${cost.count === 1 ? (f.other ? "another" : /^[aeiou]/i.test(kinds) ? "an" : "a") : cost.count} ${kinds}${cost.count === 1 ? "" : "s"}`;
}

/** Sacrifices the chosen permanents (CR 701.21a), logged as paying `what`'s cost. */
function paySacrifice(ctx: Ctx, player: PlayerId, ids: ObjectId[], what: string): void {
  for (const id of ids) {
    if (ctx.state.objects[id]?.zone !== "battlefield") continue;
    const name = nameOf(ctx, id);
    changeZone(ctx, id, "graveyard");
    emit(ctx, "sacrifice", `${player === "you" ? "You sacrifice" : "The opponent sacrifices"} ${name} to pay for ${what}`);
  }
}

// ---------------------------------------------------------------- playing lands

/** Plays a land (CR 305.1-305.2): the active player's main phase, empty stack, one per turn. */
export function playLand(ctx: Ctx, a: PlayLandAction): void {
  requirePriority(ctx, a.player);
  const s = ctx.state;
  const o = s.objects[a.object];
  if (!o || o.zone !== "hand" || o.owner !== a.player) refuse("You can only play a land from your hand.", "305.1");
  const c = characteristics(ctx, o.id);
  if (!c.types.includes("Land")) refuse(`${c.name} is not a land; cast it instead.`, "305.1");
  if (!sorceryTiming(ctx, a.player)) refuse("You can play a land only in your main phase, when the stack is empty.", "305.1", "116.2a");
  if (s.players[a.player].landsPlayed >= 1) refuse("You have already played a land this turn.", "305.2");
  s.players[a.player].landsPlayed++;
  s.passes = 0;
  emit(ctx, "playLand", `${a.player === "you" ? "You play" : "The opponent plays"} ${c.name}`);
  enterBattlefield(ctx, o.id, a.player, { landPlay: true });
}

// ---------------------------------------------------------------- casting

/** The spell definition parts chosen: target specs for the chosen modes (or the Aura's enchant). */
export function spellTargetSpecs(def: CardDefinition, modes: number[]): TargetSpec[] {
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
export function checkTargets(ctx: Ctx, specs: TargetSpec[], targets: string[], you: PlayerId, what: string, source: ObjectId | null = null): void {
  const groups = distributeTargets(specs, targets);
  if (!groups) refuse(`${what} takes ${specs.map((s) => (s.max > 1 ? `${s.min}+` : `${s.min}`)).join(" + ")} target(s); ${targets.length} given.`, "601.2c", "115.1");
  for (let k = 0; k < specs.length; k++) {
    const spec = specs[k]!;
    const chosen = groups[k]!;
    if (chosen.length < spec.min) refuse(`${what} needs ${spec.min === 1 ? "a target" : `${spec.min} targets`}: ${spec.text}.`, "601.2c", "115.1");
    if (new Set(chosen).size !== chosen.length) refuse(`The same object can't be chosen twice for one "target" (${spec.text}).`, "115.3");
    for (const t of chosen) {
      const r = isLegalTarget(ctx, spec, t, you, source);
      if (!r.ok) refuse(`${nameOf(ctx, t)} can't be chosen as ${spec.text} for ${what}: ${r.why}.`, ...r.rules, "601.2c");
    }
  }
}

/** The total mana requirement and life of a spell as announced (CR 601.2f). */
export function spellCost(def: CardDefinition, choices: { x: number; kicked: boolean; buyback: boolean; flashback: boolean; targets: number; phyrexianLife: boolean | readonly boolean[] }): { req: ManaRequirement; life: number; phyrexianSymbols: number } {
  const symbols = parseManaCost(choices.flashback ? def.flashback ?? null : def.manaCost);
  const phyrexianSymbols = symbols.filter((s) => s.kind === "phyrexian").length;
  let { req, life } = requirementOf(symbols, choices.x, choices.phyrexianLife);
  const add = (cost: string | undefined) => { if (cost) req = addRequirements(req, requirementOf(parseManaCost(cost), 0, false).req); };
  if (choices.kicked) add(def.kicker);
  if (choices.buyback) add(def.buyback);
  if (def.strive) for (let i = 1; i < choices.targets; i++) add(def.strive);
  return { req, life, phyrexianSymbols };
}

/**
 * Which Phyrexian symbols of a cost with `symbols` of them are paid with 2 life (CR 107.4f),
 * one entry per symbol in cost order, from a `cast` action's `phyrexian`. Refuses life asked
 * of a cost without Phyrexian symbols and a list that doesn't give one "life" or "mana" per
 * symbol (107.4f, 601.2f).
 */
function phyrexianChoice(name: string, given: unknown, symbols: number): boolean[] {
  if (given === undefined || given === "mana") return Array.from({ length: symbols }, () => false);
  if (given === "life") {
    if (symbols === 0) refuse(`${name} has no Phyrexian mana symbol to pay with life.`, "107.4f");
    return Array.from({ length: symbols }, () => true);
  }
  const plural = symbols === 1 ? "" : "s";
  if (!Array.isArray(given) || given.length !== symbols || !given.every((p) => p === "life" || p === "mana")) {
    refuse(`${name}'s cost has ${symbols} Phyrexian mana symbol${plural}: say "life" or "mana" for ${symbols === 1 ? "it" : "each, in the order of the cost"}${Array.isArray(given) ? ` (${given.length} given)` : ""}.`, "107.4f", "601.2f");
  }
  return given.map((p) => p === "life");
}

/** Casts a spell (CR 601.2a-i). Refuses without changing anything when any step is illegal. */
export function castSpell(ctx: Ctx, a: CastAction): void {
  requirePriority(ctx, a.player);
  const s = ctx.state;
  const o = s.objects[a.object];
  if (!o || o.owner !== a.player) refuse("That card is not yours to cast.", "601.2a");
  const def = o.card ? definition(ctx, o.card) : null;
  if (!def) refuse("A token can't be cast.", "111.2");
  const flashback = a.flashback ?? (o.zone === "graveyard" && !!def.flashback);
  if (o.zone === "graveyard" && !(flashback && def.flashback)) refuse(`${def.name} can't be cast from a graveyard.`, "601.2a", "702.34a");
  if (o.zone !== "hand" && o.zone !== "graveyard") refuse(`${def.name} is not in your hand.`, "601.2a");
  const c = characteristics(ctx, o.id);
  if (c.types.includes("Land")) refuse(`${c.name} is a land: play it instead of casting it.`, "305.9");
  const instantSpeed = c.types.includes("Instant") || c.keywords.includes("Flash");
  if (!instantSpeed && !sorceryTiming(ctx, a.player)) {
    const rule = c.types.includes("Sorcery") ? "307.1" : c.types.includes("Creature") ? "302.1" : c.types.includes("Artifact") ? "301.1" : c.types.includes("Enchantment") ? "303.1" : "117.1a";
    refuse(`${c.name} can be cast only in your main phase when the stack is empty.`, rule, "117.1a");
  }
  // 601.2b: modes, X, optional costs
  let modes = a.modes ?? [];
  if (def.spell && def.spell.modes.length > 1) {
    if (modes.length < def.spell.chooseMin || modes.length > def.spell.chooseMax) refuse(`Choose ${def.spell.chooseMin === def.spell.chooseMax ? def.spell.chooseMin : `${def.spell.chooseMin} to ${def.spell.chooseMax}`} mode(s) for ${c.name}.`, "700.2a", "601.2b");
    if (modes.some((m) => m < 0 || m >= def.spell!.modes.length)) refuse(`${c.name} has no such mode.`, "700.2a", "601.2b");
    if (new Set(modes).size !== modes.length) refuse("The same mode can't be chosen twice.", "700.2d");
  } else modes = [];
  const kicked = !!a.kicker;
  if (kicked && !def.kicker) refuse(`${c.name} has no kicker.`, "702.33a");
  const buyback = !!a.buyback;
  if (buyback && !def.buyback) refuse(`${c.name} has no buyback.`, "702.27a");
  const hasX = parseManaCost(def.manaCost).some((sym) => sym.kind === "x");
  const x = hasX ? a.x ?? 0 : 0;
  if (!Number.isInteger(x) || x < 0) refuse("X must be a whole number, 0 or more.", "107.3a");
  // 601.2c: targets
  const targets = a.targets ?? [];
  const specs = spellTargetSpecs(def, modes);
  if (specs.length === 0 && targets.length > 0) refuse(`${c.name} has no targets.`, "601.2c");
  checkTargets(ctx, specs, targets, a.player, c.name);
  // 601.2f-h: total cost and payment
  const symbols = parseManaCost(flashback ? def.flashback ?? null : def.manaCost).filter((sym) => sym.kind === "phyrexian").length;
  const phyrexianLife = phyrexianChoice(c.name, a.phyrexian, symbols);
  const cost = spellCost(def, { x, kicked, buyback, flashback, targets: targets.length, phyrexianLife });
  // 601.2f: cost reductions (affinity, "spells you cast cost {N} less") apply to the generic part
  cost.req = reduceGeneric(cost.req, costReductionOf(ctx, a.player, o.id, def));
  if (cost.life > 0 && s.players[a.player].life < cost.life) refuse(`You can't pay ${cost.life} life with ${s.players[a.player].life} life.`, "119.4", "107.4f");
  // 601.2b, 601.2h: an additional sacrifice cost, chosen now and paid with the mana
  const extraSac = def.additionalCost?.sacrifice && def.automated !== false ? def.additionalCost.sacrifice : undefined;
  if (a.sacrifice !== undefined && !extraSac) refuse(`${c.name} has no sacrifice cost.`, "601.2b", "118.8");
  const sacrificed = extraSac ? sacrificeChoice(ctx, extraSac, a.player, null, a.sacrifice, c.name, "601.2h") : [];
  const { plan, sources } = paymentOrRefuse(ctx, a.player, cost.req, null, `${c.name}${x ? ` with X=${x}` : ""}`, targets, o.id);
  // --- everything is legal: commit (601.2a move to the stack, then pay)
  const choices: SpellChoices = { modes, targets, x, kicked, buyback, flashback, phyrexianLife: cost.life > 0 ? cost.life / 2 : 0 };
  o.spell = choices;
  const onStack = moveObject(ctx, o.id, "stack", { controller: a.player });
  onStack.spell = choices;
  onStack.controller = a.player;
  s.stack.push({ kind: "spell", object: onStack.id });
  executePayment(ctx, a.player, plan, sources);
  if (cost.life > 0) s.players[a.player].life -= cost.life;
  paySacrifice(ctx, a.player, sacrificed, c.name);
  s.passes = 0;
  emit(ctx, "cast", `${a.player === "you" ? "You cast" : "The opponent casts"} ${c.name}${kicked ? " (kicked)" : ""}${x ? ` with X=${x}` : ""}${targets.length ? ` targeting ${targets.map((t) => nameOf(ctx, t)).join(", ")}` : ""}${cost.life ? ` paying ${cost.life} life` : ""}`, { object: onStack.id });
  onCast(ctx, onStack.id, a.player);
}

// ---------------------------------------------------------------- activating abilities

/** The activated abilities an object has now, in the numbering scenarios use. */
export function activatedAbilities(c: Characteristics): Extract<AbilityDef, { kind: "activated" }>[] {
  return c.abilities.filter((a): a is Extract<AbilityDef, { kind: "activated" }> => a.kind === "activated");
}

/** Activates an ability (CR 602.2); mana abilities resolve at once (605.3). */
export function activateAbility(ctx: Ctx, a: ActivateAction): void {
  requirePriority(ctx, a.player);
  const s = ctx.state;
  const o = s.objects[a.object];
  const fromHand = o?.zone === "hand";
  const fromGraveyard = o?.zone === "graveyard";
  // a card in a graveyard has only the abilities that function there (CR 113.6b)
  const graveyardAbility = fromGraveyard && activatedAbilities(characteristics(ctx, o.id)).some((ab) => ab.fromGraveyard);
  if (!o || (o.zone !== "battlefield" && !fromHand && !graveyardAbility)) refuse("Only the abilities of permanents and of cards in your hand can be activated here.", "602.2", "113.6");
  const c = characteristics(ctx, o.id);
  if (fromHand || fromGraveyard ? o.owner !== a.player : c.controller !== a.player) refuse(`You don't ${fromHand || fromGraveyard ? "own" : "control"} ${c.name}.`, "602.2");
  const acts = activatedAbilities(c);
  const ab = acts[a.ability];
  if (!ab) refuse(`${c.name} has no activated ability number ${a.ability}.`, "602.1");
  // An ability that functions from the graveyard works only there (CR 113.6b, 702.84a).
  if (fromGraveyard !== (ab.fromGraveyard ?? false)) {
    refuse(fromGraveyard ? `That ability of ${c.name} doesn't work from a graveyard.` : `That ability of ${c.name} can be activated only while the card is in your graveyard.`, "113.6b");
  }
  // An ability whose cost discards its card works only from the hand; the others only on the battlefield (CR 113.6, 113.6m).
  if (fromHand && !ab.cost.discardSelf) refuse(`That ability of ${c.name} works only while it is on the battlefield.`, "113.6");
  if (!fromHand && ab.cost.discardSelf) refuse(`That ability of ${c.name} can be activated only while the card is in your hand.`, "113.6m", "702.29a");
  if (ab.sorcery && !sorceryTiming(ctx, a.player)) refuse(`That ability of ${c.name} can be activated only as a sorcery.`, "602.5d", "702.6a");
  if (ab.cost.tap) {
    if (o.tapped) refuse(`${c.name} is tapped: its {T} cost can't be paid.`, "602.2b", "118.3");
    if (c.types.includes("Creature") && !passesControlCondition(ctx, o.id)) {
      refuse(`${c.name} came under your control this turn and has no haste: it can't use {T} abilities.`, "302.6");
    }
  }
  const rc = ab.cost.removeCounters;
  if (rc && (o.counters[rc.counter] ?? 0) < rc.amount) refuse(`${c.name} has no ${rc.counter} counter${rc.amount === 1 ? "" : "s"} to remove.`, "602.2b", "118.3");
  const life = ab.cost.payLife ?? 0;
  if (life > 0 && ctx.state.players[a.player].life < life) refuse(`Paying ${life} life for ${c.name}'s ability needs a life total of at least ${life}.`, "119.4", "602.2b");
  const targets = a.targets ?? [];
  if (ab.targets.length === 0 && targets.length > 0) refuse(`That ability has no targets.`, "602.2b");
  checkTargets(ctx, ab.targets, targets, a.player, `${c.name}'s ability`, o.id);
  if (a.sacrifice !== undefined && !ab.cost.sacrifice) refuse(`That ability of ${c.name} has no sacrifice cost.`, "602.2b", "118.3");
  const sacrificed = ab.cost.sacrifice ? sacrificeChoice(ctx, ab.cost.sacrifice, a.player, o.id, a.sacrifice, `${c.name}'s ability`, "602.2b") : [];
  const x = a.x ?? 0;
  const req = requirementOf(parseManaCost(ab.cost.mana ?? null), x, false).req;
  const mana = isManaAbility(ab);
  const chosen = manaChoice(c.name, ab, a.mana, mana);
  let payment: { plan: PaymentPlan; sources: SourceInfo[] } | null = null;
  // The source itself is tapped for mana last (a land that animates itself would rather stay untapped to attack).
  if (req.generic || req.colored.length || req.twobrid.length) payment = paymentOrRefuse(ctx, a.player, req, ab.cost.tap ? o.id : null, `${c.name}'s ability`, [...targets, o.id]);
  // --- commit
  if (payment) executePayment(ctx, a.player, payment.plan, payment.sources);
  if (ab.cost.tap) o.tapped = true;
  if (rc) {
    o.counters = { ...o.counters, [rc.counter]: (o.counters[rc.counter] ?? 0) - rc.amount };
    touch(ctx);
    if (rc.amount > 0 && o.counters[rc.counter] === 0) onLastCounterRemoved(ctx, o.id, rc.counter); // CR 702.63a
  }
  if (life > 0) {
    ctx.state.players[a.player].life -= life; // CR 119.4, 118.3
    emit(ctx, "life", `${a.player === "you" ? "You pay" : "The opponent pays"} ${life} life for ${c.name}'s ability`);
  }
  if (mana) {
    paySacrifice(ctx, a.player, sacrificed, `${c.name}'s ability`);
    const added: string[] = [];
    for (const e of ab.effects) {
      if (e.kind !== "addMana") continue;
      const type = e.choices.length > 1 ? chosen! : e.choices[0]!;
      addManaToPool(ctx, a.player, type, e.amount ?? 1);
      for (let i = 0; i < (e.amount ?? 1); i++) added.push(`{${type}}`);
    }
    if (c.types.includes("Creature")) {
      for (const src of manaTriggerMana(ctx, a.player)) addManaToPool(ctx, a.player, src, 1);
    }
    emit(ctx, "mana", `${c.name} is tapped for mana (${added.join("")})`, { object: o.id });
    if (ab.effects.some((e) => e.kind !== "addMana")) runManaAbilityExtras(ctx, a.player, o.id, ab.effects);
    // "Sacrifice ~: Add {G}": the cost is paid as the ability is activated (CR 602.2b, 601.2h)
    if (ab.cost.sacrificeSelf && s.objects[o.id]?.zone === "battlefield") changeZone(ctx, o.id, "graveyard");
    return;
  }
  const id = `o${s.nextId++}`;
  s.stack.push({
    kind: "ability",
    ability: { id, kind: "activated", source: o.id, sourceCard: o.card, sourceName: c.name, controller: a.player, effects: ab.effects, targetSpecs: ab.targets, targets, x, refs: [], text: ab.text },
  });
  paySacrifice(ctx, a.player, sacrificed.filter((id) => id !== o.id || !ab.cost.sacrificeSelf), `${c.name}'s ability`);
  if (ab.cost.sacrificeSelf && s.objects[o.id]?.zone === "battlefield") changeZone(ctx, o.id, "graveyard");
  if (ab.cost.discardSelf) {
    changeZone(ctx, o.id, "graveyard");
    emit(ctx, "discard", `${a.player === "you" ? "You discard" : "The opponent discards"} ${c.name} to pay for its ability`, { object: o.id });
  }
  s.passes = 0;
  emit(ctx, "activate", `${a.player === "you" ? "You activate" : "The opponent activates"} ${c.name}'s ability${targets.length ? ` targeting ${targets.map((t) => nameOf(ctx, t)).join(", ")}` : ""}`, { object: o.id });
}

/**
 * The type of mana chosen for an activated ability's "add one mana of a choice of types"
 * instructions ("Add {R} or {G}", "Add one mana of any color"): the player chooses it as the
 * ability resolves (CR 106.1a-b, 608.2d), which for a mana ability is at once, as it is
 * activated (605.3b) — so the `activate` action carries it. One choice serves every such
 * instruction of the ability. Undefined when the ability offers no choice. Refuses, before
 * anything changes, a missing choice when there are several types to choose from, a type the
 * ability can't add, and a choice given for an ability that adds no mana.
 */
function manaChoice(name: string, ab: Extract<AbilityDef, { kind: "activated" }>, given: string | undefined, isMana: boolean): string | undefined {
  const adds = ab.effects.filter((e) => e.kind === "addMana");
  const choosing = manaTypesToChoose(ab);
  const allowed = choosing.length ? choosing : [...new Set(adds.flatMap((e) => e.choices))];
  const rules = allowed.includes("C") ? ["106.1a", "106.1b", "605.3b"] : ["106.1a", "605.3b"];
  const list = orList(allowed.map((t) => `{${t}}`));
  if (given === undefined) {
    if (choosing.length === 0) return undefined;
    refuse(`Choose the mana ${name}'s ability adds: ${list}.`, ...rules);
  }
  if (!isMana || adds.length === 0) refuse(`That ability of ${name} is not a mana ability: there is no mana to choose.`, "605.1a");
  if (typeof given !== "string" || !allowed.includes(given)) refuse(`${name}'s ability adds ${list}, not ${typeof given === "string" ? `{${given}}` : "that"}.`, ...rules);
  return choosing.length ? given : undefined;
}

/**
 * The types of mana an activated ability lets its controller choose among as it adds mana
 * ("Add {R} or {G}": R, G; CR 106.1a-b), the same for each of its instructions that offer a
 * choice; empty when it offers none ("Add {G}", "Add {R}{G}").
 */
export function manaTypesToChoose(ab: Extract<AbilityDef, { kind: "activated" }>): string[] {
  let out: string[] | null = null;
  for (const e of ab.effects) if (e.kind === "addMana" && e.choices.length > 1) out = out ? out.filter((t) => e.choices.includes(t)) : [...new Set(e.choices)];
  return out ?? [];
}

function orList(items: string[]): string {
  return items.length <= 2 ? items.join(" or ") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

function manaTriggerMana(ctx: Ctx, player: PlayerId): string[] {
  const out: string[] = [];
  for (const id of ctx.state.battlefield) {
    const c = characteristics(ctx, id);
    if (c.controller !== player) continue;
    for (const a of c.abilities) if (a.kind === "triggered" && a.event.kind === "tappedForMana") for (const e of a.effects) if (e.kind === "addMana") out.push(e.choices[0]!);
  }
  return out;
}

export { obj };
