/**
 * What a player can do now (DESIGN.md "Actions in, events out"): `legalActions(state,
 * player)` lists actions that `apply` accepts, for UIs to highlight and for the autopilot to
 * choose from — answers to the pending decision, or, with priority, passing, land plays
 * (CR 305), casts (601.2) with targets (115), X (107.3), kicker (702.33), Phyrexian payments
 * (107.4f) and sacrifices (118.8), and activations (602) including mana abilities (605.3a).
 */
import type { Action, GameState, ObjectId, PlayerId } from "./state/types.js";
import type { Characteristics } from "./state/characteristics.js";
import type { AlternativeCostKind, TargetSpec } from "./state/vocabulary/index.js";
import { findDefinition, newCtx, type CardRegistry, type Ctx } from "./core/context.js";
import { cloneState } from "./state/clone.js";
import { phyrexianPatterns } from "./phyrexian-options.js";
import { castAction, listedSpellCost, listedSpellEffects, listedTargetSpecs } from "./cast-action.js";
import { canPay, parseManaCost } from "./core/mana.js";
import { sorceryTiming } from "./rules/timing.js";
import { autoCrew } from "./rules/crew.js";
import { castingManaCost, costReductionOf, reduceGeneric } from "./rules/costs.js";
import { cardsCostVariants, sacrificeVariants } from "./cost-choices.js";
import { alternativeAvailable, alternativeCostsOf } from "./rules/alternative-costs.js";
import { turnFaceUpOptions } from "./rules/morph.js";
import { alternativePaymentSources, manaSources } from "./rules/mana-payment.js";
import { activationForbidden, isManaAbility, manaTypesToChoose } from "./rules/mana-abilities.js";
import { dividedAmount } from "./rules/targets.js";
import { canAttackNow, requiredAttackers } from "./rules/combat.js";
import { defaultArrangement } from "./rules/library.js";
import { characteristics } from "./rules/layers.js";
import { loyaltyObstacle } from "./rules/loyalty.js";
import { castOptionsByHalf } from "./rules/split.js";
import { activatedAbilities, activationsLeft, legalTargets, passesControlCondition } from "./rules/queries.js";
import { activationConditionHolds } from "./rules/activation-conditions.js";
import { apply } from "./apply.js";

/**
 * The actions `player` can take now. Casts and activations come with one legal choice of
 * targets each (every single target for one-target spells; the first legal set otherwise),
 * X at the largest payable value, kicker both ways when affordable, and as few Phyrexian
 * symbols paid with 2 life as the mana allows (each symbol on its own, CR 107.4f; "life" when
 * all of them are, a list when only some). Mana abilities are listed too (CR 605.3a),
 * once per type of mana to choose when they offer a choice ("Add {R} or {G}": one with
 * `mana: "R"`, one with `mana: "G"`; 106.1a, 605.3b), identical ones of a permanent once.
 * Declarations list all possible attackers,
 * then (when different) only those that must attack (CR 508.1d).
 * Every listed action is accepted by `apply` (tested by property tests).
 */
export function legalActions(state: GameState, player: PlayerId, cards: CardRegistry): Action[] {
  const ctx = newCtx(state, cards);
  const s = state;
  const out: Action[] = [];
  if (s.winner) return out;
  if (s.pending) {
    const d = s.pending.decision;
    if (d.player !== player) return out;
    if ("default" in d && d.default) {
      out.push({ type: "choose", player, ...d.default });
      return out;
    }
    switch (d.kind) {
      case "declareAttackers": {
        const can = s.battlefield.filter((id) => canAttackNow(ctx, id, player));
        out.push({ type: "declareAttackers", player, attackers: can });
        // the fewest attackers: those that must attack (508.1d), usually none
        const required = requiredAttackers(ctx, player);
        if (required.length < can.length) out.push({ type: "declareAttackers", player, attackers: required });
        return out;
      }
      case "targets": {
        const pick = pickTargets(d.specs, d.legal);
        if (pick) out.push({ type: "choose", player, targets: pick });
        return out;
      }
      case "choice":
        out.push({ type: "choose", player, options: d.options.slice(0, Math.max(d.min, Math.min(1, d.max))) });
        return out;
      case "mulligan":
        out.push({ type: "choose", player, options: ["keep"] }, { type: "choose", player, options: ["mulligan"] });
        return out;
      case "bottom":
        out.push({
          type: "choose",
          player,
          options: s.players[player].hand.slice(0, d.count).map((id) => characteristics(ctx, id).name),
        });
        return out;
      case "arrange": {
        const arranged = defaultArrangement(d);
        out.push({ type: "choose", player, targets: arranged.map((x) => x.id), options: arranged.map((x) => x.to) });
        return out;
      }
      default:
        return out;
    }
  }
  if (s.priority !== player) return out;
  out.push({ type: "pass", player });
  const ps = s.players[player];
  const sorcery = sorceryTiming(ctx, player);
  const seenLands = new Set<string>();
  const seenCasts = new Set<string>();
  let sources: ReturnType<typeof manaSources> | undefined;
  const sourcesOf = () => (sources ??= manaSources(ctx, player)); // the same for every card: computed once
  for (const id of ps.hand) {
    const c = characteristics(ctx, id);
    const key = c.name;
    if (c.types.includes("Land")) {
      if (sorcery && ps.landsPlayed < 1 && !seenLands.has(key)) {
        seenLands.add(key);
        out.push({ type: "playLand", player, object: id });
      }
      continue;
    }
    if (seenCasts.has(key)) continue;
    seenCasts.add(key);
    // a split card: each half's options (CR 709.3), on a copy of the state
    out.push(
      ...castOptionsByHalf(
        ctx,
        id,
        (c) => castOptions(c, player, id, sorcery, false, c === ctx ? sourcesOf : undefined),
        (c) => newCtx(cloneState(c.state), c.cards),
      ),
    );
  }
  for (const id of ps.graveyard) {
    const o = s.objects[id]!;
    const def = o.card ? findDefinition(cards, s, o.card) : undefined;
    if (def?.flashback) out.push(...castOptions(ctx, player, id, sorcery, true, sourcesOf));
  }
  out.push(...turnFaceUpOptions(ctx, player, sourcesOf)); // a special action, any time with priority (CR 702.37e)
  const activatable: ObjectId[] = [];
  const known: (Characteristics | undefined)[] = []; // (their characteristics, where already looked up)
  for (const id of s.battlefield) {
    const c = characteristics(ctx, id);
    if (c.controller === player) known[activatable.push(id) - 1] = c;
  }
  // cards in hand with an ability whose cost discards them (cycling, CR 702.29a, 113.6m)
  let seenInHand: Set<string> | undefined; // (made for the first such card: most hands have none)
  for (const id of ps.hand) {
    const c = characteristics(ctx, id);
    if (seenInHand?.has(c.name) || !activatedAbilities(c).some((ab) => ab.cost.discardSelf)) continue;
    (seenInHand ??= new Set()).add(c.name);
    known[activatable.push(id) - 1] = c;
  }
  // cards in the graveyard with an ability that functions there (unearth, CR 113.6b, 702.84a)
  for (const id of ps.graveyard) {
    const card = s.objects[id]!.card;
    const def = card ? findDefinition(cards, s, card) : undefined;
    if (def?.abilities?.some((ab) => ab.kind === "activated" && ab.fromGraveyard)) activatable.push(id);
  }
  for (const [k, id] of activatable.entries()) {
    const c = known[k] ?? characteristics(ctx, id);
    const o = s.objects[id]!;
    const inHand = o.zone === "hand";
    const inGraveyard = o.zone === "graveyard";
    const abilities = activatedAbilities(c);
    // Identical mana abilities (a printed "{T}: Add {G}" and the Forest type's own, CR 305.6) are offered once.
    const manaSeen = abilities.length > 1 ? new Set<string>() : null;
    abilities.forEach((ab, i) => {
      if (inHand !== (ab.cost.discardSelf ?? false)) return;
      if (inGraveyard !== (ab.fromGraveyard ?? false)) return;
      if (ab.sorcery && !sorcery) return;
      if (activationForbidden(c, ab)) return; // CR 602.5
      if (ab.perTurn !== undefined && activationsLeft(s, o, i, ab) <= 0) return; // CR 602.5b
      if (!activationConditionHolds(ctx, ab, id, player)) return; // CR 602.5b
      if (ab.cost.tap && (o.tapped || (c.types.includes("Creature") && !passesControlCondition(ctx, id)))) return;
      if (ab.cost.removeCounters && (o.counters[ab.cost.removeCounters.counter] ?? 0) < ab.cost.removeCounters.amount)
        return;
      if (ab.cost.payLife && s.players[player].life < ab.cost.payLife) return; // CR 119.4
      if (ab.cost.payEnergy && (s.players[player].energy ?? 0) < ab.cost.payEnergy) return; // CR 107.14
      if (loyaltyObstacle(ctx, o, ab.cost, player, 0)) return; // CR 606.3, 606.6
      if (isManaAbility(ab)) {
        // A mana ability (CR 605.3a): one activation per type of mana it lets the player choose (106.1a, 605.3b).
        if (manaSeen) {
          const key = JSON.stringify([ab.cost, ab.effects]);
          if (manaSeen.has(key)) return;
          manaSeen.add(key);
        }
        const sacs = sacrificeVariants(ctx, ab.cost.sacrifice, player, id);
        if (!sacs) return;
        const paid = cardsCostVariants(ctx, ab.cost, player, id);
        if (!paid) return;
        const types: (string | undefined)[] = manaTypesToChoose(ab);
        if (types.length === 0) types.push(undefined);
        const first: Action = {
          type: "activate",
          player,
          object: id,
          ability: i,
          ...(sacs[0] ? { sacrifice: sacs[0] } : {}),
          ...paid[0],
          ...(types[0] ? { mana: types[0] } : {}),
        };
        if (ab.cost.mana && !applyProbe(state, first, cards)) return;
        for (const sac of sacs)
          for (const t of types)
            out.push({
              type: "activate",
              player,
              object: id,
              ability: i,
              ...(sac ? { sacrifice: sac } : {}),
              ...paid[0],
              ...(t ? { mana: t } : {}),
            });
        // other cards to discard or exile for the cost (CR 602.2b, 601.2h)
        for (const p of paid.slice(1)) for (const t of types) out.push({ ...first, ...p, ...(t ? { mana: t } : {}) });
        return;
      }
      let targets: string[] = [];
      if (ab.targets.length) {
        const legal = ab.targets.map((t) => legalTargets(ctx, t, player, id));
        const pick = pickTargets(ab.targets, legal);
        if (!pick) return;
        targets = pick;
      }
      const sacs = sacrificeVariants(ctx, ab.cost.sacrifice, player, id);
      if (!sacs) return;
      const crew = ab.cost.crew !== undefined ? autoCrew(ctx, ab.cost.crew, player, id) : undefined; // CR 702.122a
      if (crew === null) return;
      const paid = cardsCostVariants(ctx, ab.cost, player, id);
      if (!paid) return;
      const action: Action = {
        type: "activate",
        player,
        object: id,
        ability: i,
        ...(targets.length ? { targets } : {}),
        ...(sacs[0] ? { sacrifice: sacs[0] } : {}),
        ...(crew ? { crew } : {}),
        ...paid[0],
      };
      if (ab.cost.mana) {
        const probe = applyProbe(state, action, cards);
        if (!probe) return;
      }
      out.push(action);
      // other single targets
      if (ab.targets.length === 1 && ab.targets[0]!.max === 1) {
        for (const t of legalTargets(ctx, ab.targets[0]!, player, id))
          if (t !== targets[0]) out.push({ ...action, targets: [t] } as Action);
      }
      // other permanents to sacrifice (CR 602.2b, 601.2h)
      for (const sac of sacs.slice(1)) out.push({ ...action, sacrifice: sac } as Action);
      // other cards to discard or exile for the cost (CR 602.2b, 601.2h, 701.8b)
      for (const p of paid.slice(1)) out.push({ ...action, ...p } as Action);
    });
  }
  return out;
}

const NO_REPLICATE = [0] as const;

function applyProbe(state: GameState, action: Action, cards: CardRegistry): boolean {
  // A cheap check: mana-costed activations are verified by a dry run on a copy.
  return apply(state, action, cards).ok;
}

function pickTargets(specs: TargetSpec[], legal: string[][]): string[] | null {
  const out: string[] = [];
  let used: Set<string> | undefined; // (nothing is used before the first spec)
  for (let k = 0; k < specs.length; k++) {
    const spec = specs[k]!;
    const avail = used ? legal[k]!.filter((t) => !used!.has(t)) : legal[k]!;
    const n = Math.max(spec.min, Math.min(1, spec.max, avail.length));
    if (avail.length < spec.min) return null;
    for (let i = 0; i < n; i++) {
      out.push(avail[i]!);
      (used ??= new Set()).add(avail[i]!);
    }
  }
  return out;
}

function castOptions(
  ctx: Ctx,
  player: PlayerId,
  id: ObjectId,
  sorcery: boolean,
  flashback = false,
  sourcesOf = () => manaSources(ctx, player),
  alternative?: AlternativeCostKind,
): Action[] {
  const s = ctx.state;
  const o = s.objects[id]!;
  const def = o.card ? findDefinition(ctx.cards, s, o.card) : undefined;
  if (!def || def.castManually?.length) return []; // a cost the engine does not read (CR 601.2f): cast with the manual tools
  const c = characteristics(ctx, id);
  const instant = (c.types.includes("Instant") || c.keywords.includes("Flash")) && alternative !== "morph"; // CR 702.37c
  if (!instant && !sorcery) return [];
  const out: Action[] = [];
  // an additional sacrifice cost (CR 118.8, 601.2h) that can't be paid: the spell can't be cast
  const sacs = sacrificeVariants(
    ctx,
    def.automated !== false && alternative !== "morph" ? def.additionalCost?.sacrifice : undefined,
    player,
    null,
  );
  if (!sacs) return [];
  const modeSets: number[][] = def.spell && def.spell.modes.length > 1 ? def.spell.modes.map((_, i) => [i]) : [[]];
  const entwinable = !!def.entwine && def.automated !== false && modeSets.length > 1 && alternative !== "morph";
  if (entwinable) modeSets.push(def.spell!.modes.map((_, i) => i)); // entwined: all the modes (CR 702.42a)
  const mana = sourcesOf();
  // convoke, improvise and delve pay too (CR 601.2h); reductions lower the generic part (601.2f)
  const kw = c.keywords;
  const alt =
    kw.includes("Convoke") || kw.includes("Improvise") || kw.includes("Delve")
      ? alternativePaymentSources(
          ctx,
          player,
          id,
          mana.map((x) => x.id),
        )
      : [];
  const sources = alt.length ? [...mana, ...alt] : mana;
  const reduction = costReductionOf(ctx, player, id, def);
  const pool = s.players[player].manaPool;
  let avail = 0;
  for (const k in pool) avail += pool[k]!;
  for (const x of sources) avail += x.units.length;
  const hasX = alternative !== "morph" && /\{X\}/i.test(def.manaCost ?? "");
  let symbols = 0;
  for (const sym of parseManaCost(castingManaCost(def, flashback, alternative)))
    if (sym.kind === "phyrexian") symbols++;
  for (const modes of modeSets) {
    const specs = alternative === "morph" ? [] : listedTargetSpecs(def, modes, alternative === "bestow");
    const legal = specs.map((t) => legalTargets(ctx, t, player, id));
    const base = pickTargets(specs, legal);
    if (!base) continue;
    const targetChoices: string[][] = specs.length === 1 && specs[0]!.max === 1 ? legal[0]!.map((t) => [t]) : [base];
    const entwined = entwinable && modes.length === modeSets.length - 1;
    const costOf = (x: number, kicked: boolean, phyrexianLife: readonly boolean[], replicate = 0) =>
      listedSpellCost(def, {
        x,
        kicked,
        entwined,
        buyback: false,
        flashback,
        targets: base.length,
        phyrexianLife,
        alternative,
        replicate,
      });
    for (const kicked of def.kicker && alternative !== "morph" ? [true, false] : [false]) {
      for (const phyrexianLife of phyrexianPatterns(symbols)) {
        const cost0 = costOf(0, kicked, phyrexianLife);
        if (cost0.life > 0 && s.players[player].life <= cost0.life) continue;
        let x = 0;
        if (hasX) {
          x = Math.max(0, avail - (cost0.req.generic + cost0.req.colored.length + cost0.req.twobrid.length));
          x += reduction;
          while (x > 0 && !canPay(reduceGeneric(costOf(x, kicked, phyrexianLife).req, reduction), pool, sources)) x--;
        }
        const cost = x === 0 ? cost0 : costOf(x, kicked, phyrexianLife);
        if (!canPay(reduceGeneric(cost.req, reduction), pool, sources)) continue;
        // replicate (CR 702.56a): also paid as many times as the mana allows
        let replicate = 0;
        const affords = (r: number) =>
          canPay(reduceGeneric(costOf(x, kicked, phyrexianLife, r).req, reduction), pool, sources);
        if (def.replicate && def.automated !== false) while (replicate < 20 && affords(replicate + 1)) replicate++;
        // an amount divided among the targets gives each at least 1 (CR 601.2d): no more targets than it
        const divided = dividedAmount(ctx, listedSpellEffects(def, modes), player, x);
        for (let k = 0; k < targetChoices.length; k++) {
          const targets = targetChoices[k]!;
          if (divided !== undefined && targets.length > divided) continue;
          for (const sac of k === 0 || sacs.length === 1 ? sacs : sacs.slice(0, 1))
            for (const times of replicate > 0 ? [replicate, 0] : NO_REPLICATE)
              out.push(
                castAction(player, id, {
                  targets,
                  modes,
                  entwined,
                  x: hasX ? x : undefined,
                  kicked,
                  phyrexianLife,
                  flashback,
                  alternative,
                  sacrifice: sac,
                  replicate: times,
                }),
              );
        }
        break; // the fewest symbols paid with life that works: don't also offer more life
      }
    }
  }
  // each alternative cost that can be announced now (CR 118.9, 601.2b): its own options, after the mana cost's
  if (!flashback && alternative === undefined && def.automated !== false)
    for (const alt of alternativeCostsOf(def))
      if (alternativeAvailable(ctx, player, alt.kind))
        out.push(...castOptions(ctx, player, id, sorcery, false, sourcesOf, alt.kind));
  return out;
}
