/**
 * What every instruction handler shares while a spell or ability resolves (CR 608.2c): the
 * handler types of the effect registry, the objects and players an instruction refers to
 * (targets still legal, CR 608.2b; "it", "each opponent", "all creatures"), its amounts
 * (X, counts, "that much", CR 603.2), and the continuous effects it creates (CR 611.2).
 */
import type { Amount, Effect, Ref } from "../state/vocabulary/index.js";
import type { ContinuousEffect, ObjectId, PlayerId, ResolutionFrame } from "../state/types.js";
import { tick, type Ctx } from "../core/context.js";
import { touchEffectObjects } from "../rules/layer-effects.js";
import { amountFor, characteristics } from "../rules/layers.js";
import { matches as matchesFilter } from "../rules/filters.js";

/**
 * What carrying out one instruction did: "done" (go on with the next one), "pending" (a
 * decision waits; answering it runs the same instruction again with `frame.answer`), or
 * "suspended" (an entry or draw choice waits and will resume the resolution at the next
 * instruction itself).
 */
export type EffectResult = "done" | "pending" | "suspended";

/**
 * Carries out one instruction of kind `K` for the resolution `frame`. `run` carries out
 * another instruction of the same resolution (for instructions that contain instructions).
 */
export type EffectHandler<K extends Effect["kind"]> = (
  ctx: Ctx,
  frame: ResolutionFrame,
  e: Extract<Effect, { kind: K }>,
  run: (e: Effect) => EffectResult,
) => EffectResult;

/** One handler for each kind of instruction in the vocabulary: a kind without one is a type error. */
export type EffectHandlers = { [K in Effect["kind"]]: EffectHandler<K> };

/** The ids (objects or players) an instruction refers to; gone objects are left for the caller to skip. */
export function refIds(ctx: Ctx, frame: ResolutionFrame, ref: Ref): string[] {
  const s = ctx.state;
  switch (ref.kind) {
    case "target":
      if (ref.index === undefined) return frame.targets.filter((_, i) => !frame.illegal.includes(i));
      return frame.illegal.includes(ref.index) || frame.targets[ref.index] === undefined
        ? []
        : [frame.targets[ref.index]!];
    case "self":
      return frame.source && s.objects[frame.source] ? [frame.source] : [];
    case "last":
      return frame.last;
    case "refs":
      return frame.refs;
    case "you":
      return [frame.controller];
    case "opponents":
      return [frame.controller === "you" ? "opponent" : "you"];
    case "attachedTo": {
      // a source that left uses what it was attached to as it last existed (CR 113.7a, 608.2h)
      const src = frame.source ? s.objects[frame.source] : undefined;
      const to = src ? src.attachedTo : frame.source ? s.lki[frame.source]?.attachedTo : null;
      return to ? [to] : [];
    }
    case "all": {
      const out: string[] = [];
      for (const id of s.battlefield) {
        if (ref.filter.other && id === frame.source) continue; // "each other creature" (CR 109.2)
        const c = characteristics(ctx, id);
        if (matchesFilter(ctx, c, ref.filter, frame.controller)) out.push(id);
      }
      return out;
    }
    case "controllerOf":
      return refIds(ctx, frame, ref.ref).map((id) =>
        id === "you" || id === "opponent"
          ? id
          : s.objects[id]
            ? characteristics(ctx, id).controller
            : (s.lki[id]?.controller ?? frame.controller),
      );
  }
}

/** The players among referred ids. */
export function playersOf(ids: string[]): PlayerId[] {
  return ids.filter((id): id is PlayerId => id === "you" || id === "opponent");
}

/** Whether the object is (still) on the battlefield. */
export function onBattlefield(ctx: Ctx, id: string): boolean {
  return ctx.state.objects[id]?.zone === "battlefield";
}

/**
 * The value of an amount as the instruction is carried out: "that much" is the triggering
 * event's amount (CR 603.2); blockers of the source are counted now (702.23b); X divided
 * evenly among the targets still legal is rounded down (Fireball); the rest as `amountFor` counts it.
 */
export function amountOf(ctx: Ctx, frame: ResolutionFrame, a: Amount): number {
  const s = ctx.state;
  if (typeof a === "object" && a.kind === "triggerAmount") return frame.amount ?? 0; // "that much" (CR 603.2)
  if (typeof a === "object" && a.kind === "powerOf") {
    // "its power": now, or as it last existed on the battlefield (CR 608.2h, 113.7a)
    const id = refIds(ctx, frame, a.ref)[0];
    if (id === undefined || id === "you" || id === "opponent") return 0;
    if (onBattlefield(ctx, id)) return Math.max(0, characteristics(ctx, id).power ?? 0);
    return Math.max(0, s.lki[id]?.power ?? 0);
  }
  if (typeof a === "object" && a.kind === "blockersOfSelf") {
    const n = (s.combat?.blocks ?? []).filter(
      (b) => b.attacker === frame.source && s.objects[b.blocker]?.zone === "battlefield",
    ).length;
    return Math.max(0, n - (a.beyond ?? 0)); // CR 702.23b: counted on resolution
  }
  // divided evenly as it resolves, among the targets still legal then (Fireball's rulings; CR 608.2b)
  return typeof a === "object" && a.kind === "x" && a.dividedAmongTargets
    ? Math.floor(frame.x / Math.max(1, frame.targets.length - frame.illegal.length))
    : amountFor(ctx, a, frame.controller, undefined, frame.x);
}

/**
 * Creates a continuous effect from the resolving spell or ability (CR 611.2), locked to `objects`
 * (611.2c) — or, for one that changes the rules of the game, applying to whatever matches `filter`.
 */
export function addEffect(
  ctx: Ctx,
  frame: ResolutionFrame,
  objects: ObjectId[],
  mods: ContinuousEffect["mods"],
  duration: ContinuousEffect["duration"],
  filter?: ContinuousEffect["filter"],
): void {
  const s = ctx.state;
  const effect: ContinuousEffect = {
    id: s.nextId++,
    timestamp: tick(s),
    source: frame.source,
    controller: frame.controller,
    objects,
    ...(filter ? { filter } : {}),
    mods,
    duration,
    createdTurn: s.turn,
  };
  s.effects.push(effect);
  touchEffectObjects(ctx, [effect]);
}

/** Puts `effects` right after the current instruction, to be carried out next in this resolution. */
export function insertNext(frame: ResolutionFrame, effects: Effect[]): void {
  frame.effects = [...frame.effects.slice(0, frame.pc + 1), ...effects, ...frame.effects.slice(frame.pc + 1)];
}
