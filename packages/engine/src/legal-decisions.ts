/**
 * The answers `legalActions` lists to a pending decision (legal-actions.ts): its default when
 * it has one, else per kind — every possible attacker and then only those that must attack
 * (CR 508.1d), the first legal targets, the fewest options allowed, keep or mulligan, the first
 * cards of the hand to put on the bottom, the default arrangement of a library's cards.
 */
import type { Action, PlayerId } from "./state/types.js";
import type { Ctx } from "./core/context.js";
import { attackProblem, requiredAttackers } from "./rules/combat.js";
import { defaultArrangement } from "./rules/library.js";
import { characteristics } from "./rules/layers.js";
import type { TargetSpec } from "./state/vocabulary/index.js";

/** The answers to the pending decision of `ctx.state` that `player` may give (none when it is another player's). */
export function decisionActions(ctx: Ctx, player: PlayerId): Action[] {
  const s = ctx.state;
  const out: Action[] = [];
  const d = s.pending!.decision;
  if (d.player !== player) return out;
  if ("default" in d && d.default) {
    out.push({ type: "choose", player, ...d.default });
    return out;
  }
  switch (d.kind) {
    case "declareAttackers": {
      const can = s.battlefield.filter((id) => attackProblem(ctx, id, player) === null);
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

/** The first legal choice of targets for these specs (each spec its minimum, or one when it allows one), or null when there is none. */
export function pickTargets(specs: TargetSpec[], legal: string[][]): string[] | null {
  const out: string[] = [];
  const used = new Set<string>();
  for (let k = 0; k < specs.length; k++) {
    const spec = specs[k]!;
    const avail = legal[k]!.filter((t) => !used.has(t));
    const n = Math.max(spec.min, Math.min(1, spec.max, avail.length));
    if (avail.length < spec.min) return null;
    for (let i = 0; i < n; i++) {
      out.push(avail[i]!);
      used.add(avail[i]!);
    }
  }
  return out;
}
