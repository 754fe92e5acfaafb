/**
 * Soulbond's pairing instruction (CR 702.95a, 702.95c); what a pair is, in rules/pairs.ts.
 */
import type { ObjectId, ResolutionFrame } from "../state/types.js";
import { emit, type Ctx } from "../core/context.js";
import { characteristics } from "../rules/layers.js";
import { nameOf } from "../rules/queries.js";
import { pairCreatures, unpairedCreatureOf } from "../rules/pairs.js";
import type { EffectHandlers } from "./frame.js";

/** Pairs two creatures (CR 702.95a-b), with the log's line. */
function pair(ctx: Ctx, a: ObjectId, b: ObjectId): void {
  pairCreatures(ctx, a, b);
  emit(ctx, "pair", `${nameOf(ctx, a)} is paired with ${nameOf(ctx, b)} (soulbond, CR 702.95a)`, { object: a });
}

/** The handler of soulbond's pairing instruction. */
export const soulbondEffects: Pick<EffectHandlers, "pair"> = {
  pair(ctx, frame: ResolutionFrame, e) {
    const you = frame.controller;
    const self = frame.source;
    // CR 702.95c: the soulbond creature must still be an unpaired creature you control
    if (!self || !unpairedCreatureOf(ctx, self, you)) return "done";
    if (e.with === "refs") {
      const other = frame.refs[0];
      if (!other || other === self || !unpairedCreatureOf(ctx, other, you)) return "done";
      if (!frame.answer) {
        if (you === "opponent") frame.answer = ["yes"];
        else {
          ctx.state.pending = {
            decision: {
              kind: "choice",
              player: you,
              prompt: `${frame.sourceName}: pair ${nameOf(ctx, other)} with ${frame.sourceName}?`,
              options: ["yes", "no"],
              min: 1,
              max: 1,
              distinct: true,
              default: { options: ["yes"] },
              rule: "702.95a",
            },
            continuation: { kind: "resolve", frame },
          };
          return "pending";
        }
      }
      if (frame.answer[0] === "yes") pair(ctx, self, other);
      return "done";
    }
    const candidates = ctx.state.battlefield.filter((id) => id !== self && unpairedCreatureOf(ctx, id, you));
    if (candidates.length === 0) return "done";
    // the default: the candidate with the greatest power (the first of those in battlefield order)
    const best = candidates.reduce((a, b) =>
      (characteristics(ctx, b).power ?? 0) > (characteristics(ctx, a).power ?? 0) ? b : a,
    );
    if (!frame.answer) {
      if (you === "opponent") frame.answer = [best];
      else {
        const text = `another unpaired creature you control to pair with ${frame.sourceName}, or none`;
        ctx.state.pending = {
          decision: {
            kind: "targets",
            player: you,
            prompt: `${frame.sourceName}: you may pair it with ${text.replace(/^another/, "an")}`,
            specs: [{ text, objects: { types: ["Creature"], controller: "you", other: true }, min: 0, max: 1 }],
            legal: [candidates],
            default: { targets: [best] },
            rule: "702.95a",
          },
          continuation: { kind: "resolve", frame },
        };
        return "pending";
      }
    }
    const chosen = frame.answer[0];
    if (chosen && candidates.includes(chosen)) pair(ctx, self, chosen);
    return "done";
  },
};
