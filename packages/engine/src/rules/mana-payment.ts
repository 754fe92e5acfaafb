/**
 * Paying mana costs automatically from a player's pool and untapped mana sources (CR
 * 601.2g-h, 605.3a: their mana abilities are activated while paying), with the `{T}` cost's
 * 302.6 control condition, and with what else pays for a spell: creatures, artifacts or
 * graveyard cards (convoke 702.51a, improvise 702.126a, delve 702.66a), chosen automatically
 * after the mana (see `alternativePaymentSources`). Also the payments asked while something
 * resolves ("unless … pays", 118.12). Nothing changes until the plan is known to work.
 */
import { payEnergy } from "./energy.js";
import type { ObjectId, PlayerId } from "../state/types.js";
import { definition } from "../core/objects.js";
import { emit, refuse, type Ctx, type RuleList } from "../core/context.js";
import {
  addRequirements,
  parseManaCost,
  planPayment,
  requirementOf,
  type ManaRequirement,
  type ManaSourceOption,
  type PaymentPlan,
} from "../core/mana.js";
import { characteristics, triggerSources } from "./layers.js";
import { setTapped } from "./tapped.js";
import { activatedAbilities, isSick, nameOf, passesControlCondition } from "./queries.js";
import { activationConditionHolds } from "./activation-conditions.js";
import { changeZone } from "./zones.js";
import { takesCards } from "./costs.js";
import { addManaToPool } from "./mana-pool.js";
import { isManaAbility, runManaAbilityExtras } from "./mana-abilities.js";
import { attachedManaUnits } from "./attached-mana.js";

// ---------------------------------------------------------------- mana sources

/**
 * One usable mana source with how it is activated; `pay` marks what isn't a mana ability but
 * pays for a spell with convoke (tap a creature, CR 702.51a), improvise (tap an artifact,
 * 702.126a) or delve (exile a card from the graveyard, 702.66a).
 */
export interface SourceInfo extends ManaSourceOption {
  abilityIndex: number;
  pay?: "convoke" | "improvise" | "delve";
  /**
   * A source whose one-mana choices include those of a "{T}, Pay {E}: …" ability (Aether Hub,
   * CR 107.14): `n` energy is paid when the mana it makes is none of the `free` types.
   */
  energy?: { n: number; free: string[] };
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
export function alternativePaymentSources(
  ctx: Ctx,
  player: PlayerId,
  id: ObjectId,
  manaSourceIds: readonly string[],
): SourceInfo[] {
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
      if (improvise && c.types.includes("Artifact"))
        out.push({ id: pid, units: [[GENERIC_ONLY]], cost: 30, abilityIndex: -1, pay: "improvise" });
      else if (convoke && c.types.includes("Creature"))
        out.push({ id: pid, units: [[...c.colors, GENERIC_ONLY]], cost: 50, abilityIndex: -1, pay: "convoke" });
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

/** `alternativePaymentSources` beside these mana sources: none without convoke, improvise or delve (most spells). */
function alternativeSourcesFor(ctx: Ctx, player: PlayerId, spell: ObjectId, mana: SourceInfo[]): SourceInfo[] {
  const kw = characteristics(ctx, spell).keywords;
  if (!kw.includes("Convoke") && !kw.includes("Improvise") && !kw.includes("Delve")) return [];
  return alternativePaymentSources(
    ctx,
    player,
    spell,
    mana.map((x) => x.id),
  );
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
  for (const id of triggerSources(ctx)) {
    const c = characteristics(ctx, id);
    if (c.controller !== player) continue;
    for (const a of c.abilities) {
      if (a.kind === "triggered" && a.event.kind === "tappedForMana") {
        for (const e of a.effects)
          if (e.kind === "addMana") for (let i = 0; i < (e.amount ?? 1); i++) extraForCreatures.push(e.choices);
      }
    }
  }
  let energyLeft = s.players[player].energy ?? 0; // for "{T}, Pay {E}: add one mana of any color" (CR 107.14)
  // (no permanent attached to another: no "whenever enchanted land is tapped for mana" to look for)
  let attached = false;
  for (const id of s.battlefield) if (s.objects[id]!.attachedTo !== null) attached = true;
  for (const id of s.battlefield) {
    if (id === exclude) continue;
    const o = s.objects[id]!;
    if (o.tapped) continue;
    const c = characteristics(ctx, id);
    if (c.controller !== player) continue;
    if (c.restrictions.includes("cantActivate")) continue; // CR 602.5
    const acts = activatedAbilities(c);
    const idx = acts.findIndex(
      (a) =>
        a.kind === "activated" &&
        isManaAbility(a) &&
        activationConditionHolds(ctx, a, id, player) &&
        a.cost.tap &&
        !a.cost.mana &&
        !a.cost.sacrificeSelf &&
        !a.cost.sacrifice &&
        !a.cost.removeCounters &&
        !a.cost.payLife &&
        !a.cost.payEnergy &&
        !takesCards(a.cost),
    );
    if (idx < 0) continue;
    const isCreature = c.types.includes("Creature");
    if (isCreature && !passesControlCondition(ctx, id)) continue;
    const a = acts[idx]!;
    const units: string[][] = [];
    for (const e of a.effects)
      if (e.kind === "addMana") for (let i = 0; i < (e.amount ?? 1); i++) units.push(e.choices);
    // Several one-mana {T} abilities (a land with two basic land types, 305.6): one of them is chosen.
    let energy: SourceInfo["energy"];
    if (units.length === 1 && acts.length > 1) {
      const free = [...units[0]!];
      for (const other of acts) {
        if (
          other === a ||
          !isManaAbility(other) ||
          !activationConditionHolds(ctx, other, id, player) ||
          !other.cost.tap ||
          other.cost.mana ||
          other.cost.sacrificeSelf ||
          other.cost.sacrifice ||
          other.cost.removeCounters ||
          other.cost.payLife ||
          takesCards(other.cost) ||
          (other.cost.payEnergy ?? 0) > energyLeft
        )
          continue;
        const m = other.effects[0];
        if (other.effects.length === 1 && m?.kind === "addMana" && (m.amount ?? 1) === 1) {
          if (other.cost.payEnergy && m.choices.some((x) => !free.includes(x))) {
            if (energy) continue; // one energy ability per source
            energy = { n: other.cost.payEnergy, free };
            energyLeft -= other.cost.payEnergy;
          }
          units[0] = [...new Set([...units[0]!, ...m.choices])];
        }
      }
    }
    if (isCreature) units.push(...extraForCreatures);
    if (attached) units.push(...attachedManaUnits(ctx, id)); // CR 605.1b: "whenever enchanted land is tapped for mana"
    const cost = (isCreature ? 10 : 0) + (units[0]!.length > 1 ? 1 : 0);
    const info: SourceInfo = { id, units, cost, abilityIndex: idx };
    if (energy) info.energy = energy;
    out.push(info);
  }
  return out;
}

/** Taps the planned sources for mana (activating their mana abilities, 605.3) and pays from the pool. */
export function executePayment(ctx: Ctx, player: PlayerId, plan: PaymentPlan, sources: SourceInfo[]): void {
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
      setTapped(ctx, o, true);
      emit(ctx, info.pay, `${nameOf(ctx, p.id)} is tapped to pay for the spell (${info.pay})`, { object: p.id });
      continue;
    }
    setTapped(ctx, o, true);
    // mana only a "{T}, Pay {E}" ability makes: its energy is paid (CR 107.14)
    if (info.energy && p.colors.some((x) => !info.energy!.free.includes(x)))
      payEnergy(ctx, player, info.energy.n, `${nameOf(ctx, p.id)}'s mana`);
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

/**
 * The payment plan for `req` from `player`'s pool and mana sources (but `exclude`), and, for
 * the spell `spell`, what else pays for it (convoke, improvise, delve); `avoid` are tapped
 * last. Refuses with the rules behind it (naming creatures that 302.6 keeps from tapping)
 * when it can't be paid; changes nothing.
 */
export function paymentOrRefuse(
  ctx: Ctx,
  player: PlayerId,
  req: ManaRequirement,
  exclude: ObjectId | null,
  what: string,
  avoid: readonly string[] = [],
  spell: ObjectId | null = null,
  chosen?: readonly string[],
): { plan: PaymentPlan; sources: SourceInfo[] } {
  // Sources that are also targets of what is being paid for are tapped last (a player
  // earthbending a land would rather not tap that land for the spell's mana).
  const mana = manaSources(ctx, player, exclude);
  const alt = spell ? alternativeSourcesFor(ctx, player, spell, mana) : [];
  const all = alt.length ? [...mana, ...alt] : mana;
  const sources = avoid.length ? all.map((x) => (avoid.includes(x.id) ? { ...x, cost: x.cost + 20 } : x)) : all;
  if (chosen) return chosenPayment(ctx, player, req, sources, chosen, what);
  // Creatures that could still attack this turn are tapped only when lands and the like can't pay
  // (the planner's costs alone can't see every case: a two-color land taken for one color may be
  // the only one of the other color, leaving a creature to tap); so are the targets of what is
  // paid for (a land about to be earthbent becomes a creature with haste).
  const attackers = sources.filter((x) => avoid.includes(x.id) || couldAttack(ctx, player, x.id)).map((x) => x.id);
  const pool = ctx.state.players[player].manaPool;
  const plan =
    (attackers.length
      ? planPayment(
          req,
          pool,
          sources.filter((x) => !attackers.includes(x.id)),
        )
      : null) ?? planPayment(req, pool, sources);
  if (!plan) {
    // the total cost (601.2f, where additional costs and reductions are added) can't be paid
    // with the mana there is (601.2g-h); an ability's cost is determined and paid the same way (602.2b)
    const rules: RuleList = spell ? ["601.2f", "601.2g", "601.2h"] : ["602.2b", "601.2f", "601.2g", "601.2h"];
    const sick = ctx.state.battlefield.filter((id) => {
      const o = ctx.state.objects[id]!;
      if (o.tapped || id === exclude) return false;
      const c = characteristics(ctx, id);
      return (
        c.controller === player &&
        c.types.includes("Creature") &&
        c.abilities.some(isManaAbility) &&
        isSick(ctx.state, id) &&
        !c.keywords.includes("Haste")
      );
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
 * Whether the permanent `id` is a creature of `player` that could still attack this turn: their
 * turn, before the declare attackers step, untapped, and able to attack (302.6 or haste, 508.1a).
 */
/** The steps of a turn before attackers are declared (CR 500.1). */
const BEFORE_ATTACKS: ReadonlySet<string> = new Set(["untap", "upkeep", "draw", "main1", "beginning_of_combat"]);

function couldAttack(ctx: Ctx, player: PlayerId, id: ObjectId): boolean {
  const s = ctx.state;
  const o = s.objects[id];
  if (!o || o.zone !== "battlefield" || s.active !== player) return false;
  if (!BEFORE_ATTACKS.has(s.step)) return false;
  const c = characteristics(ctx, id);
  return c.types.includes("Creature") && !c.keywords.includes("Defender") && passesControlCondition(ctx, id);
}

/**
 * The payment with the sources the player named (CR 601.2g: they activate those mana abilities;
 * 601.2h: then pay): each named source must be one of theirs that can be used now (an untapped
 * permanent with a {T} mana ability, 605.1a, passing 302.6; or one that pays for the spell by
 * convoke, improvise or delve), and the pool plus those sources must pay all of `req`. A named
 * mana source the cost doesn't need is tapped too, its mana staying in the pool (106.4).
 */
function chosenPayment(
  ctx: Ctx,
  player: PlayerId,
  req: ManaRequirement,
  sources: SourceInfo[],
  chosen: readonly string[],
  what: string,
): { plan: PaymentPlan; sources: SourceInfo[] } {
  if (new Set(chosen).size !== chosen.length) refuse("Name each mana source once.", "601.2g", "605.3a");
  for (const id of chosen) {
    if (sources.some((x) => x.id === id)) continue;
    const o = ctx.state.objects[id];
    const name = o ? nameOf(ctx, id) : id;
    if (o && o.zone === "battlefield" && characteristics(ctx, id).types.includes("Creature") && isSick(ctx.state, id))
      refuse(`${name} came under your control this turn and can't use {T} abilities.`, "302.6", "601.2g");
    refuse(`${name} can't be tapped for mana to pay for ${what} now.`, "601.2g", "605.1a", "605.3a");
  }
  const named = sources.filter((x) => chosen.includes(x.id));
  const plan = planPayment(req, ctx.state.players[player].manaPool, named);
  if (!plan)
    refuse(
      named.length === 0
        ? `No mana source is named, and the mana pool doesn't pay ${describeRequirement(req)} for ${what}: name the sources that pay it.`
        : `The mana sources named (${named.map((x) => nameOf(ctx, x.id)).join(", ")}) and the mana pool don't pay ${describeRequirement(req)} for ${what}.`,
      "601.2g",
      "601.2h",
      "605.3a",
    );
  for (const x of named)
    if (!x.pay && !plan.sources.some((p) => p.id === x.id)) plan.sources.push({ id: x.id, colors: [] });
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
