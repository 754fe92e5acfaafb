/**
 * Instructions that act on permanents where they are: destroy (CR 701.7 of the 2025-02-07
 * text, 701.8 in the current rules) and regenerate (701.15), tap and untap (701.21 of that
 * text), sacrifice (701.17 of that text, 701.21 in the current rules), attach (701.3a; a new
 * timestamp, 613.7e), "exile it if it would leave" (614.1a, 702.84a), and putting or removing
 * counters (122.1; the last one removed, 702.63a).
 */
import type { Effect } from "../state/vocabulary/index.js";
import type { ResolutionFrame } from "../state/types.js";
import { emit, tick, touch, type Ctx } from "../core/context.js";
import { putCounters } from "../core/objects.js";
import { characteristics } from "../rules/layers.js";
import { setTapped } from "../rules/tapped.js";
import { matches as matchesFilter } from "../rules/filters.js";
import { nameOf } from "../rules/queries.js";
import { changeZone, destroyPermanent } from "../rules/zones.js";
import { onLastCounterRemoved } from "../rules/triggers.js";
import { amountOf, insertNext, onBattlefield, refIds, type EffectHandlers } from "./frame.js";

/** The handlers of the instructions on permanents. */
export const permanentEffects: Pick<
  EffectHandlers,
  | "destroy"
  | "regenerate"
  | "tap"
  | "untap"
  | "sacrifice"
  | "sacrificeAll"
  | "attach"
  | "exileIfLeaves"
  | "addCounters"
  | "removeCounters"
> = {
  destroy(ctx, frame, e) {
    // all at once (CR 701.7a); each one's regeneration shield or indestructibility is its own
    for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id)))
      destroyPermanent(ctx, id, !e.noRegenerate);
    return "done";
  },
  regenerate(ctx, frame, e) {
    for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id))) {
      const o = ctx.state.objects[id]!;
      o.regenerationShields = (o.regenerationShields ?? 0) + 1;
      emit(ctx, "regenerate", `${nameOf(ctx, id)} gets a regeneration shield`, { object: id });
    }
    return "done";
  },
  tap: tapOrUntap,
  untap: tapOrUntap,
  sacrifice(ctx, frame, e) {
    for (const id of refIds(ctx, frame, e.what)) if (onBattlefield(ctx, id)) changeZone(ctx, id, "graveyard");
    return "done";
  },
  sacrificeAll(ctx, frame, e) {
    const s = ctx.state;
    const ids: string[] = [];
    for (const id of s.battlefield)
      if (matchesFilter(ctx, characteristics(ctx, id), e.filter, frame.controller)) ids.push(id);
    for (const id of ids) if (onBattlefield(ctx, id)) changeZone(ctx, id, "graveyard");
    return "done";
  },
  attach(ctx, frame, e) {
    const s = ctx.state;
    const what = refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id));
    const to = refIds(ctx, frame, e.to).filter((id) => onBattlefield(ctx, id));
    if (what.length && to.length) {
      const o = s.objects[what[0]!]!;
      o.attachedTo = to[0]!;
      o.timestamp = tick(s); // 613.7e
      touch(ctx);
      emit(ctx, "attach", `${nameOf(ctx, o.id)} is attached to ${nameOf(ctx, to[0]!)}`, { object: o.id });
    }
    return "done";
  },
  exileIfLeaves(ctx, frame, e) {
    const s = ctx.state;
    for (const id of refIds(ctx, frame, e.what))
      if (s.objects[id]?.zone === "battlefield") s.objects[id]!.exileIfLeaves = true;
    return "done";
  },
  addCounters(ctx, frame, e) {
    const n = amountOf(ctx, frame, e.amount);
    for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id))) {
      putCounters(ctx, ctx.state.objects[id]!, e.counter, n); // CR 613.7c: a new timestamp for that kind
      emit(ctx, "counters", `${nameOf(ctx, id)} gets ${n} ${e.counter} counter${n === 1 ? "" : "s"}`, { object: id });
    }
    touch(ctx);
    return "done";
  },
  removeCounters(ctx, frame, e) {
    // CR 122.1: remove up to `amount`; "if you can't" (118.12) when none could be removed
    let unable = false;
    for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id))) {
      const o = ctx.state.objects[id]!;
      const had = o.counters[e.counter] ?? 0;
      const n = Math.min(had, e.amount);
      if (n === 0) {
        unable = true;
        continue;
      }
      o.counters = { ...o.counters, [e.counter]: had - n };
      touch(ctx);
      emit(ctx, "counters", `${n} ${e.counter} counter${n === 1 ? " is" : "s are"} removed from ${nameOf(ctx, id)}`, {
        object: id,
      });
      if (had - n === 0) onLastCounterRemoved(ctx, id, e.counter); // CR 702.63a
    }
    if (unable && e.ifUnable) insertNext(frame, e.ifUnable);
    return "done";
  },
};

/** "Tap …" / "untap …" (CR 701.21a of the 2025-02-07 text). */
function tapOrUntap(ctx: Ctx, frame: ResolutionFrame, e: Extract<Effect, { kind: "tap" | "untap" }>): "done" {
  for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id))) {
    setTapped(ctx, ctx.state.objects[id]!, e.kind === "tap");
    emit(ctx, e.kind, `${nameOf(ctx, id)} ${e.kind === "tap" ? "becomes tapped" : "untaps"}`, { object: id });
  }
  return "done";
}
