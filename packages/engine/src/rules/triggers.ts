/**
 * Triggered abilities (CR 603): detecting trigger events (enters 603.6a, leaves with
 * look-back 603.10a, casts 603.2, attacks 508.2, blocks 509.3, beginnings of steps 603.2, delayed
 * triggers 603.7 including "when you lose control"), and putting waiting triggers on the
 * stack the next time a player would receive priority (603.3), active player's first
 * (APNAP, 603.3b; the order of your own is your choice, rules/player-choices.ts), with targets chosen as each is put on the stack (603.3d) — a pending
 * decision for the controller. Prowess (702.108) is implemented here once.
 */
import type { AbilityDef, Effect, TriggerEvent } from "../state/vocabulary/index.js";
import type { GameObject, ObjectId, PendingTrigger, PlayerId, StepName } from "../state/types.js";
import { emit, newId, tick, type Ctx } from "../core/context.js";
import { characteristics, printed, stateConditionHolds, stepTriggerSources, triggerSources } from "./layers.js";
import { matches } from "./filters.js";
import type { Characteristics } from "../state/characteristics.js";
import { legalTargets, nameOf } from "./queries.js";
import { askTriggerOrder } from "./player-choices.js";
import { unpairedCreatureOf } from "./pairs.js";

/** The pending trigger of a triggered ability `a` of the object with characteristics `c` (CR 603.2). */
export function fromAbility(
  c: Characteristics,
  a: Extract<AbilityDef, { kind: "triggered" }>,
  controller: PlayerId,
  refs: string[] = [],
): PendingTrigger {
  return {
    controller,
    source: c.id,
    sourceCard: null,
    sourceName: c.name,
    ability: a,
    effects: a.effects,
    targetSpecs: a.targets,
    refs,
    text: a.text,
    condition: a.condition,
  };
}

/** Queues a trigger; it goes on the stack the next time a player would receive priority (CR 603.3). */
export function queue(ctx: Ctx, t: PendingTrigger): void {
  ctx.state.triggers.push(t);
}

/** An object entered the battlefield: its own "when ~ enters" abilities and every "whenever a … enters" (CR 603.6a). */
export function onEnter(ctx: Ctx, id: ObjectId): void {
  const c = characteristics(ctx, id);
  for (const a of c.abilities) {
    if (a.kind === "triggered" && a.event.kind === "entersSelf") {
      if (a.condition && !conditionHolds(ctx, a.condition, id, undefined, c.controller)) continue; // CR 603.4
      queue(ctx, fromAbility(c, a, c.controller));
    }
  }
  // "Whenever a <filter> enters": every permanent's abilities, the entering one's included (CR 603.6a);
  // only permanents with a triggered ability can have one (in battlefield order, as they are queued)
  for (const pid of triggerSources(ctx)) {
    const pc = pid === id ? c : characteristics(ctx, pid);
    for (const a of pc.abilities) {
      if (a.kind !== "triggered" || a.event.kind !== "enters") continue;
      if (a.event.filter.other && pid === id) continue;
      if (!matches(ctx, c, a.event.filter, pc.controller)) continue;
      if (a.condition && !conditionHolds(ctx, a.condition, pid, undefined, pc.controller)) continue; // CR 603.4
      queue(ctx, fromAbility(pc, a, pc.controller, [id])); // "that creature": the one that entered
    }
  }
}

/** Intervening-if conditions (CR 603.4) about the source. */
export function conditionHolds(
  ctx: Ctx,
  cond: import("../state/vocabulary/index.js").Condition,
  source: ObjectId | null,
  kicked?: boolean,
  controller?: PlayerId,
): boolean {
  if (cond.kind === "not") return !conditionHolds(ctx, cond.condition, source, kicked, controller);
  const o = source ? ctx.state.objects[source] : undefined;
  if (cond.kind === "lifeAtMost") {
    const p = controller ?? o?.controller;
    return p !== undefined && ctx.state.players[p].life <= cond.amount;
  }
  if (cond.kind === "youControl" || cond.kind === "graveyardAtLeast") {
    const p = controller ?? o?.controller;
    return p !== undefined && stateConditionHolds(ctx, cond, p);
  }
  if (cond.kind === "cameUnderControlSinceLastUpkeep") {
    // CR 702.30a: during the controller's upkeep, "your last upkeep" is the one before this one
    if (!o || o.zone !== "battlefield") return false;
    return o.controlSince > (ctx.state.players[o.controller].previousUpkeepAt ?? -1);
  }
  if (cond.kind === "sourceHadNoCounters") {
    // CR 603.10a: a leaves-the-battlefield ability looks back at the permanent as it last existed
    const counters = o?.zone === "battlefield" ? o.counters : source ? ctx.state.lki[source]?.counters : undefined;
    return (counters?.[cond.counter] ?? 0) === 0;
  }
  if (cond.kind === "sourceUnpaired") {
    // soulbond (CR 702.95a): this creature, and with `another` some other creature, unpaired and yours
    const you = controller ?? o?.controller;
    if (!source || !you || !unpairedCreatureOf(ctx, source, you)) return false;
    return !cond.another || ctx.state.battlefield.some((id) => id !== source && unpairedCreatureOf(ctx, id, you));
  }
  // CR 702.74a "if its evoke cost was paid": what the permanent's spell was cast for (118.9)
  if (cond.kind === "alternativeCostPaid") return o?.castInfo?.alternative === cond.cost;
  if (cond.kind === "sourceHasCounter")
    return (o?.zone === "battlefield" && (o.counters[cond.counter] ?? 0) > 0) || false;
  return kicked ?? o?.castInfo?.kicked ?? false;
}

/**
 * The last counter of a kind was removed from a permanent (CR 702.63a): its "when the last
 * <kind> counter is removed" abilities trigger.
 */
export function onLastCounterRemoved(ctx: Ctx, id: ObjectId, counter: string): void {
  if (ctx.state.objects[id]?.zone !== "battlefield") return;
  const c = characteristics(ctx, id);
  for (const a of c.abilities) {
    if (a.kind === "triggered" && a.event.kind === "lastCounterRemoved" && a.event.counter === counter)
      queue(ctx, fromAbility(c, a, c.controller));
  }
}

/** A permanent left the battlefield; `before` are its characteristics as it last existed there. */
export function onLeaveBattlefield(
  ctx: Ctx,
  oldId: ObjectId,
  before: Characteristics,
  moved: GameObject,
  linked: readonly ObjectId[] = [],
): void {
  for (const a of before.abilities) {
    if (a.kind === "triggered" && a.event.kind === "selfToGraveyardFromBattlefield" && moved.zone === "graveyard") {
      if (a.condition && !conditionHolds(ctx, a.condition, oldId, undefined, before.controller)) continue; // CR 603.4
      queue(ctx, { ...fromAbility(before, a, before.controller, [moved.id]) });
    }
    // "When ~ leaves the battlefield, return the exiled card" (603.10a look-back; 607.2a linked).
    if (a.kind === "triggered" && a.event.kind === "selfLeavesBattlefield") {
      queue(ctx, { ...fromAbility(before, a, before.controller, [...linked]) });
    }
  }
  const s = ctx.state;
  for (let i = 0; i < s.delayed.length; i++) {
    const d = s.delayed[i]!;
    if (d.event.kind !== "refLeaves" || !d.refs.includes(oldId) || !d.event.to.includes(moved.zone)) continue;
    queue(ctx, {
      controller: d.controller,
      source: d.source ?? oldId,
      sourceCard: null,
      sourceName: d.sourceName,
      ability: null,
      effects: d.effects,
      targetSpecs: [],
      refs: [moved.id],
      text: d.text,
    });
    if (d.once) {
      s.delayed.splice(i, 1);
      i--;
    }
  }
  // A delayed trigger that watches an object that left to a zone it doesn't care about is
  // gone for good: the new object is not the one it watched (CR 400.7).
  s.delayed = s.delayed.filter(
    (d) => !(d.refs.length > 0 && d.refs.every((r) => !s.objects[r]) && d.event.kind !== "nextStep"),
  );
}

/** A spell was cast (CR 601.2i): "whenever you cast" and "whenever a player casts" abilities, and prowess (702.108a). */
export function onCast(ctx: Ctx, spellId: ObjectId, caster: PlayerId): void {
  const s = ctx.state;
  const spell = printed(ctx, s.objects[spellId]!);
  const targets = s.objects[spellId]!.spell?.targets ?? [];
  for (const id of s.battlefield) {
    const c = characteristics(ctx, id);
    const mine = c.controller === caster;
    if (mine && c.keywords.includes("Prowess") && !spell.types.includes("Creature")) {
      queue(ctx, {
        controller: caster,
        source: id,
        sourceCard: null,
        sourceName: c.name,
        ability: null,
        effects: [
          {
            kind: "modify",
            what: { kind: "self" },
            mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 1 }],
            duration: { kind: "endOfTurn" },
          },
        ],
        targetSpecs: [],
        refs: [],
        text: "Prowess (+1/+1 until end of turn)",
      });
    }
    for (const a of c.abilities) {
      if (
        a.kind === "triggered" &&
        a.event.kind === "cast" &&
        (mine || a.event.anyPlayer) &&
        (!a.event.targetsSelf || targets.includes(id)) &&
        matches(ctx, spell, a.event.filter, c.controller)
      )
        queue(ctx, fromAbility(c, a, c.controller));
    }
  }
}

/** A step began: "at the beginning of" abilities and delayed triggers for it (CR 603.2, 603.7b). */
export function onStepStart(ctx: Ctx, step: StepName): void {
  const s = ctx.state;
  if (step === "upkeep") {
    // remembered for echo's "since the beginning of your last upkeep" (CR 702.30a)
    const ps = s.players[s.active];
    if (ps.upkeepAt !== undefined) ps.previousUpkeepAt = ps.upkeepAt;
    ps.upkeepAt = tick(s);
  }
  for (const id of stepTriggerSources(ctx)) {
    const c = characteristics(ctx, id);
    for (const a of c.abilities) {
      if (
        a.kind === "triggered" &&
        a.event.kind === "beginningOfStep" &&
        a.event.step === step &&
        (!a.event.yours || c.controller === s.active)
      ) {
        if (a.condition && !conditionHolds(ctx, a.condition, id, undefined, c.controller)) continue; // CR 603.4
        queue(ctx, fromAbility(c, a, c.controller));
      }
    }
  }
  for (let i = 0; i < s.delayed.length; i++) {
    const d = s.delayed[i]!;
    if (d.event.kind !== "nextStep" || d.event.step !== step || d.notBeforeClock > s.clock) continue;
    queue(ctx, {
      controller: d.controller,
      source: d.source ?? "",
      sourceCard: null,
      sourceName: d.sourceName,
      ability: null,
      effects: d.effects,
      targetSpecs: [],
      refs: d.refs,
      text: d.text,
    });
    if (d.once) {
      s.delayed.splice(i, 1);
      i--;
    }
  }
}

/** Control of a permanent changed (layer 2 result changed): "when you lose control" (603.7). */
export function onControlChange(ctx: Ctx, id: ObjectId, from: PlayerId): void {
  const s = ctx.state;
  for (let i = 0; i < s.delayed.length; i++) {
    const d = s.delayed[i]!;
    if (d.event.kind !== "refControlLost" || !d.refs.includes(id) || d.controller !== from) continue;
    queue(ctx, {
      controller: d.controller,
      source: d.source ?? id,
      sourceCard: null,
      sourceName: d.sourceName,
      ability: null,
      effects: d.effects,
      targetSpecs: [],
      refs: [id],
      text: d.text,
    });
    if (d.once) {
      s.delayed.splice(i, 1);
      i--;
    }
  }
}

/** Creates a delayed triggered ability (CR 603.7a). */
export function addDelayed(
  ctx: Ctx,
  controller: PlayerId,
  source: ObjectId | null,
  sourceName: string,
  event: TriggerEvent,
  effects: Effect[],
  refs: string[],
  text: string,
): void {
  const s = ctx.state;
  s.delayed.push({
    id: s.nextId++,
    controller,
    source,
    sourceName,
    event,
    refs,
    effects,
    text,
    once: true,
    createdTurn: s.turn,
    notBeforeClock: s.clock,
  });
}

/**
 * Puts waiting triggers on the stack (CR 603.3): active player's first, so the nonactive
 * player's end up on top (603.3b). A trigger with targets asks its controller for them;
 * with no legal target it is removed (603.3d). Returns false while a decision is pending.
 */
export function putTriggersOnStack(ctx: Ctx): boolean {
  const s = ctx.state;
  if (s.triggers.length === 0) return true; // (nothing waits: most of the time)
  if (askTriggerOrder(ctx)) return false; // 603.3b: the order is the controller's choice
  while (s.triggers.length > 0) {
    const i = Math.max(
      0,
      s.triggers.findIndex((t) => t.controller === s.active),
    );
    const t = s.triggers[i]!;
    s.triggers.splice(i, 1);
    if (t.targetSpecs.length === 0) {
      pushTrigger(ctx, t, []);
      continue;
    }
    const legal = t.targetSpecs.map((spec) => legalTargets(ctx, spec, t.controller, t.source));
    if (legal.some((l, k) => l.length < t.targetSpecs[k]!.min)) {
      emit(ctx, "trigger", `${t.sourceName}'s ability has no legal target and is removed from the stack`);
      continue;
    }
    if (t.controller === "opponent") {
      pushTrigger(ctx, t, legal.map((l) => l[0]!).filter(Boolean));
      continue;
    }
    s.pending = {
      decision: {
        kind: "targets",
        player: t.controller,
        prompt: `Choose targets for ${t.sourceName}: ${t.text}`,
        specs: t.targetSpecs,
        legal,
      },
      continuation: { kind: "trigger", trigger: t },
    };
    return false;
  }
  return true;
}

/** Puts one triggered ability on the stack with its chosen targets (and the division of a divided amount, CR 601.2d). */
export function pushTrigger(ctx: Ctx, t: PendingTrigger, targets: string[], division?: number[]): void {
  const s = ctx.state;
  const id = newId(s);
  s.stack.push({
    kind: "ability",
    ability: {
      id,
      kind: "triggered",
      source: t.source,
      sourceCard: t.sourceCard,
      sourceName: t.sourceName,
      controller: t.controller,
      effects: t.effects,
      targetSpecs: t.targetSpecs,
      targets,
      x: 0,
      refs: t.refs,
      text: t.text,
      ...(t.condition ? { condition: t.condition } : {}),
      ...(t.amount !== undefined ? { amount: t.amount } : {}),
      ...(division ? { division } : {}),
    },
  });
  emit(
    ctx,
    "trigger",
    `${t.sourceName} triggers${targets.length ? ` targeting ${targets.map((x) => nameOf(ctx, x)).join(", ")}` : ""}: ${t.text}`,
  );
  s.passes = 0;
}
