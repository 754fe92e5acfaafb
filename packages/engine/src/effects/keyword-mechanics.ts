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
import { matches as matchesFilter } from "../rules/filters.js";
import type { ObjectFilter } from "../state/vocabulary/index.js";
import { amountOf, onBattlefield, playersOf, refIds, type EffectHandlers } from "./frame.js";

/** The handlers of the keyword mechanisms' instructions. */
export const keywordMechanicEffects: Pick<
  EffectHandlers,
  "exileTop" | "moveCounters" | "bolster" | "getEnergy" | "champion"
> = {
  champion(ctx, frame, e) {
    const s = ctx.state;
    const you = frame.controller;
    const self = frame.source;
    if (!self || !onBattlefield(ctx, self)) return "done";
    const candidates = s.battlefield.filter((id) => {
      if (id === self) return false;
      const c = characteristics(ctx, id);
      return c.controller === you && matchesFilter(ctx, c, e.filter, you);
    });
    if (!frame.answer) {
      // the default: a nontoken one before a token (which wouldn't come back, CR 111.7), the least power first
      const best = [...candidates].sort(
        (a, b) =>
          Number(s.objects[a]!.isToken) - Number(s.objects[b]!.isToken) ||
          (characteristics(ctx, a).power ?? 0) - (characteristics(ctx, b).power ?? 0),
      )[0];
      if (you === "opponent" || candidates.length === 0) frame.answer = best ? [best] : [];
      else {
        const text = `another ${describeFilter(e.filter)} you control to exile, or none (then ${frame.sourceName} is sacrificed)`;
        s.pending = {
          decision: {
            kind: "targets",
            player: you,
            prompt: `${frame.sourceName}: champion — ${text}`,
            specs: [{ text, objects: e.filter, min: 0, max: 1 }],
            legal: [candidates],
            default: { targets: best ? [best] : [] },
            rule: "702.72a",
          },
          continuation: { kind: "resolve", frame },
        };
        return "pending";
      }
    }
    const chosen = frame.answer.find((id) => candidates.includes(id) && onBattlefield(ctx, id));
    if (!chosen) {
      emit(ctx, "sacrifice", `${frame.sourceName} is sacrificed: nothing was championed (CR 702.72a)`);
      changeZone(ctx, self, "graveyard");
      return "done";
    }
    const exiled = changeZone(ctx, chosen, "exile").id;
    const src = s.objects[self]!;
    src.linked = [...(src.linked ?? []), exiled]; // CR 607.2a: for its "return the exiled card"
    emit(ctx, "exile", `${frame.sourceName} champions ${nameOf(ctx, exiled)}: it is exiled (CR 702.72a)`);
    return "done";
  },
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

/** A filter in words for a prompt: "creature", "Kithkin". */
function describeFilter(f: ObjectFilter): string {
  return [...(f.subtypes ?? []), ...(f.types ?? []).map((t) => t.toLowerCase())].join(" or ") || "permanent";
}
