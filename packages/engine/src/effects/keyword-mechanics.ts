/**
 * Instructions of creature keyword mechanisms and keyword actions: exiling the top cards of a
 * library (ingest, CR 702.115a), moving counters (graft, 702.58a; 122.5) and bolster (701.39a;
 * 701.33a in the 2025-02-07 text).
 */
import { emit, touch } from "../core/context.js";
import { putCounters } from "../core/objects.js";
import { characteristics } from "../rules/layers.js";
import { nameOf } from "../rules/queries.js";
import { changeZone } from "../rules/zones.js";
import { onLastCounterRemoved } from "../rules/triggers.js";
import { getEnergy } from "../rules/energy.js";
import { amountOf, onBattlefield, playersOf, refIds, type EffectHandlers } from "./frame.js";

/** The handlers of the keyword mechanisms' instructions. */
export const keywordMechanicEffects: Pick<EffectHandlers, "exileTop" | "moveCounters" | "bolster" | "getEnergy"> = {
  getEnergy(ctx, frame, e) {
    getEnergy(ctx, frame.controller, e.amount); // CR 122.1, 107.14
    return "done";
  },
  exileTop(ctx, frame, e) {
    const s = ctx.state;
    const n = amountOf(ctx, frame, e.amount);
    frame.last = [];
    if (n <= 0) return "done";
    for (const p of playersOf(refIds(ctx, frame, e.who))) {
      const top = s.players[p].library.slice(0, n);
      if (top.length === 0) continue;
      const names = top.map((id) => characteristics(ctx, id).name);
      for (const id of top) frame.last.push(changeZone(ctx, id, "exile").id);
      emit(
        ctx,
        "exile",
        `${p === "you" ? "You exile" : "The opponent exiles"} the top of their library: ${names.join(", ")} (CR 702.115a)`,
        { player: p },
      );
    }
    return "done";
  },
  moveCounters(ctx, frame, e) {
    const s = ctx.state;
    const from = frame.source;
    const to = refIds(ctx, frame, e.to)[0];
    // CR 122.5: nothing moves unless both are on the battlefield and the source has such a counter
    if (!from || !to || from === to || !onBattlefield(ctx, from) || !onBattlefield(ctx, to)) return "done";
    if ((s.objects[from]!.counters[e.counter] ?? 0) === 0) return "done";
    if (e.optional && !frame.answer) {
      const you = frame.controller;
      const theirs = characteristics(ctx, to).controller === you;
      if (you === "opponent") frame.answer = [theirs ? "yes" : "no"];
      else {
        s.pending = {
          decision: {
            kind: "choice",
            player: you,
            prompt: `${frame.sourceName}: move a ${e.counter} counter onto ${nameOf(ctx, to)}?`,
            options: ["yes", "no"],
            min: 1,
            max: 1,
            distinct: true,
            default: { options: [theirs ? "yes" : "no"] },
            rule: "702.58a",
          },
          continuation: { kind: "resolve", frame },
        };
        return "pending";
      }
    }
    if (e.optional && frame.answer?.[0] !== "yes") return "done";
    const src = s.objects[from]!;
    const had = src.counters[e.counter] ?? 0;
    const n = Math.min(had, e.amount);
    src.counters = { ...src.counters, [e.counter]: had - n };
    touch(ctx);
    putCounters(ctx, s.objects[to]!, e.counter, n);
    emit(
      ctx,
      "counters",
      `${n} ${e.counter} counter${n === 1 ? " is" : "s are"} moved from ${nameOf(ctx, from)} onto ${nameOf(ctx, to)} (CR 122.5)`,
      { object: to },
    );
    if (had - n === 0) onLastCounterRemoved(ctx, from, e.counter);
    return "done";
  },
  bolster(ctx, frame, e) {
    const s = ctx.state;
    const you = frame.controller;
    const n = amountOf(ctx, frame, e.amount);
    if (!frame.answer) {
      const mine = s.battlefield.filter((id) => {
        const c = characteristics(ctx, id);
        return c.types.includes("Creature") && c.controller === you;
      });
      if (mine.length === 0) return "done";
      const least = Math.min(...mine.map((id) => characteristics(ctx, id).toughness ?? 0));
      const tied = mine.filter((id) => (characteristics(ctx, id).toughness ?? 0) === least);
      if (tied.length === 1 || you === "opponent") frame.answer = [tied[0]!];
      else {
        const text = "a creature with the least toughness among creatures you control";
        s.pending = {
          decision: {
            kind: "targets",
            player: you,
            prompt: `${frame.sourceName}: bolster ${n} — choose ${text}`,
            specs: [{ text, objects: { types: ["Creature"], controller: "you" }, min: 1, max: 1 }],
            legal: [tied],
            default: { targets: [tied[0]!] },
            rule: "701.39a",
          },
          continuation: { kind: "resolve", frame },
        };
        return "pending";
      }
    }
    const chosen = frame.answer[0];
    if (!chosen || !onBattlefield(ctx, chosen) || n <= 0) return "done";
    putCounters(ctx, s.objects[chosen]!, "+1/+1", n);
    touch(ctx);
    emit(ctx, "counters", `${nameOf(ctx, chosen)} gets ${n} +1/+1 counter${n === 1 ? "" : "s"} (bolster ${n})`, {
      object: chosen,
    });
    return "done";
  },
};
