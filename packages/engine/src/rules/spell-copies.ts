/**
 * Copies of spells (CR 707.10): replicate's trigger (702.56a) and the copies it makes — put on
 * the stack above the original with its choices, controlled by its controller, not cast; a copy
 * that leaves the stack ceases to exist (704.5e).
 */
import type { ObjectId, PlayerId } from "../state/types.js";
import { emit, type Ctx } from "../core/context.js";
import { createObject } from "../core/objects.js";
import { queue } from "./triggers.js";

/** Replicate's trigger (CR 702.56a): "when you cast this spell, copy it for each time its replicate cost was paid". */
export function queueReplicate(ctx: Ctx, spell: ObjectId, controller: PlayerId, name: string, times: number): void {
  queue(ctx, {
    controller,
    source: spell,
    sourceCard: null,
    sourceName: name,
    ability: null,
    effects: [{ kind: "copySpell", what: { kind: "refs" }, times }],
    targetSpecs: [],
    refs: [spell],
    text: `Replicate: copy ${name} ${times === 1 ? "once" : `${times} times`}.`,
  });
}

/**
 * Puts `times` copies of the spell `id` on the stack (CR 707.10, 707.10c: the copy's choices are
 * the original's; new targets are not chosen). Nothing when it has left the stack.
 */
export function copySpell(ctx: Ctx, id: ObjectId, times: number): void {
  const s = ctx.state;
  const o = s.objects[id];
  if (!o || o.zone !== "stack" || !o.spell) return;
  for (let i = 0; i < times; i++) {
    const copy = createObject(ctx, {
      card: o.card,
      copiable: o.copiable,
      owner: o.owner,
      zone: "stack",
      controller: o.controller,
    });
    const { replicate: _paid, ...choices } = o.spell; // the copy's replicate cost wasn't paid: it doesn't copy itself
    copy.spell = { ...choices, modes: [...o.spell.modes], targets: [...o.spell.targets] };
    copy.spellCopy = true;
    s.stack.push({ kind: "spell", object: copy.id });
    emit(ctx, "copy", `A copy of ${o.card ?? "the spell"} is put on the stack (CR 707.10)`, { object: copy.id });
  }
}
