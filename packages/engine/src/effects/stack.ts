/**
 * Instructions about the stack and what will be put on it: countering spells (CR 701.5a, with
 * "unless its controller pays", 118.12; "can't be countered", 101.2) and creating delayed
 * triggered abilities (603.7a).
 */
import type { Effect, Keyword } from "../state/vocabulary/index.js";
import type { ResolutionFrame } from "../state/types.js";
import { emit, type Ctx } from "../core/context.js";
import { characteristics } from "../rules/layers.js";
import { nameOf } from "../rules/queries.js";
import { changeZone } from "../rules/zones.js";
import { addDelayed } from "../rules/triggers.js";
import { copySpell } from "../rules/spell-copies.js";
import { canPayMana, payMana } from "../rules/mana-payment.js";
import { refIds, type EffectHandlers, type EffectResult } from "./frame.js";

/** The static ability "This spell can't be countered" (CR 101.2), kept among the keywords. */
export const CANT_BE_COUNTERED: Keyword = "Can't be countered";

/** The handlers of the stack instructions. */
export const stackEffects: Pick<EffectHandlers, "counter" | "delayed" | "copySpell"> = {
  counter: (ctx, frame, e) => counterSpells(ctx, frame, e, refIds(ctx, frame, e.what)),
  copySpell(ctx, frame, e) {
    for (const id of refIds(ctx, frame, e.what)) copySpell(ctx, id, e.times); // CR 707.10, 702.56a
    return "done";
  },
  delayed(ctx, frame, e) {
    const s = ctx.state;
    const refs = refIds(ctx, frame, e.refs).filter((id) => s.objects[id]);
    addDelayed(ctx, frame.controller, frame.source, frame.sourceName, e.event, e.effects, refs, e.text);
    return "done";
  },
};

/**
 * "Counter target spell [unless its controller pays {N}]" (CR 701.5a, 118.12): each spell still
 * on the stack leaves it without resolving, to its owner's graveyard (exile if cast with
 * flashback, 702.34a); one that can't be countered stays (CR 101.2). For "unless … pays", the
 * spell's controller decides as the counter resolves — no decision when they can't pay; the
 * goldfish (which never has spells) pays whenever it can.
 */
function counterSpells(
  ctx: Ctx,
  frame: ResolutionFrame,
  e: Extract<Effect, { kind: "counter" }>,
  ids: string[],
): EffectResult {
  const s = ctx.state;
  const spells = ids.filter(
    (id) => s.objects[id]?.zone === "stack" && s.stack.some((it) => it.kind === "spell" && it.object === id),
  );
  for (const id of spells) {
    const name = nameOf(ctx, id);
    if (characteristics(ctx, id).keywords.includes(CANT_BE_COUNTERED)) {
      emit(ctx, "counter", `${name} can't be countered (CR 101.2)`, { object: id });
      continue;
    }
    if (e.unlessPays) {
      const payer = s.objects[id]!.controller;
      if (canPayMana(ctx, payer, e.unlessPays)) {
        if (!frame.answer) {
          if (payer === "opponent") frame.answer = ["pay"];
          else {
            s.pending = {
              decision: {
                kind: "choice",
                player: payer,
                prompt: `${frame.sourceName}: pay ${e.unlessPays} or ${name} is countered`,
                options: ["pay", "don't pay"],
                min: 1,
                max: 1,
                distinct: true,
              },
              continuation: { kind: "resolve", frame },
            };
            return "pending";
          }
        }
        if (frame.answer[0] === "pay" && payMana(ctx, payer, e.unlessPays)) {
          emit(
            ctx,
            "counter",
            `${payer === "you" ? "You pay" : "The opponent pays"} ${e.unlessPays}: ${name} isn't countered`,
            { object: id },
          );
          continue;
        }
      }
    }
    const i = s.stack.findIndex((it) => it.kind === "spell" && it.object === id);
    s.stack.splice(i, 1);
    changeZone(ctx, id, s.objects[id]!.spell?.flashback ? "exile" : "graveyard");
    emit(ctx, "counter", `${name} is countered by ${frame.sourceName}`);
  }
  return "done";
}
