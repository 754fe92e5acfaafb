/**
 * Devour N (CR 702.82a): as the permanent enters, its controller may sacrifice any number of
 * creatures; it enters with N +1/+1 counters for each one. The choice is a `targets` decision
 * (any number of the creatures they control, none included) whose default devours the creature
 * tokens worth less than the counters they'd bring (power plus toughness under 2N).
 */
import type { EntryFrame, ObjectId } from "../state/types.js";
import { emit, type Ctx } from "../core/context.js";
import { characteristics } from "./layers.js";
import { nameOf } from "./queries.js";

/**
 * Devour's part of an entry (CR 702.82a, 614.12): asks the controller which creatures to
 * sacrifice (returns false while that decision waits), then sacrifices them and adds the
 * counters to the entry. `sacrifice` moves a permanent to its owner's graveyard (zones.ts).
 */
export function devourEntry(
  ctx: Ctx,
  entry: EntryFrame,
  n: number,
  name: string,
  sacrifice: (id: ObjectId) => void,
): boolean {
  const s = ctx.state;
  const you = entry.controller;
  const candidates = s.battlefield.filter((id) => {
    if (id === entry.object) return false;
    const c = characteristics(ctx, id);
    return c.types.includes("Creature") && c.controller === you;
  });
  if (!entry.answer) {
    if (candidates.length === 0) return true;
    const worthIt = candidates.filter((id) => {
      const c = characteristics(ctx, id);
      return s.objects[id]!.isToken && (c.power ?? 0) + (c.toughness ?? 0) < 2 * n;
    });
    if (you === "opponent") entry.answer = worthIt;
    else {
      const text = "creatures you control to sacrifice (any number)";
      s.pending = {
        decision: {
          kind: "targets",
          player: you,
          prompt: `${name}: devour ${n} — you may sacrifice any number of creatures; it enters with ${n} +1/+1 counter${n === 1 ? "" : "s"} for each`,
          specs: [{ text, objects: { types: ["Creature"], controller: "you" }, min: 0, max: candidates.length }],
          legal: [candidates],
          default: { targets: worthIt },
          rule: "702.82a",
        },
        continuation: { kind: "enter", entry },
      };
      entry.suspended = true;
      return false;
    }
  }
  const eaten = entry.answer.filter((id) => candidates.includes(id));
  for (const id of eaten) {
    const label = nameOf(ctx, id);
    sacrifice(id);
    emit(
      ctx,
      "sacrifice",
      `${you === "you" ? "You sacrifice" : "The opponent sacrifices"} ${label} to ${name}'s devour`,
    );
  }
  if (eaten.length) entry.counters["+1/+1"] = (entry.counters["+1/+1"] ?? 0) + n * eaten.length;
  entry.answer = undefined;
  return true;
}
