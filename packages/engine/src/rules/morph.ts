/**
 * Face-down permanents and morph (CR 702.37, 708): what a face-down object is (708.2a: a 2/2
 * creature with no name, text, subtypes, colors or mana cost, 702.37c) and turning one face up
 * for its morph cost (702.37e, a special action, 116.2b) — with megamorph, a +1/+1 counter as
 * it is turned face up (702.37b). Turning face up is no entering: nothing "enters" triggers.
 */
import type { Action, ObjectId, PlayerId } from "../state/types.js";
import { definition, putCounters } from "../core/objects.js";
import { emit, findDefinition, refuse, touchObject, type Ctx } from "../core/context.js";
import { parseManaCost, planPayment, requirementOf } from "../core/mana.js";
import { requirePriority } from "./timing.js";
import { characteristics } from "./layers.js";
import { fromAbility, queue } from "./triggers.js";
import { executePayment, paymentOrRefuse, type manaSources } from "./mana-payment.js";

type TurnFaceUpAction = Extract<Action, { type: "turnFaceUp" }>;

/**
 * Turns a face-down permanent face up (CR 702.37e): the player must have priority (116.2b),
 * control it, and pay its morph cost; refused, changing nothing, otherwise.
 */
export function turnFaceUp(ctx: Ctx, a: TurnFaceUpAction): void {
  requirePriority(ctx, a.player);
  const o = ctx.state.objects[a.object];
  if (!o || o.zone !== "battlefield" || !o.faceDown) refuse("That is not a face-down permanent.", "702.37e", "708.2");
  if (o.controller !== a.player) refuse("You can turn face up only a permanent you control.", "702.37e");
  const def = o.card ? definition(ctx, o.card) : undefined;
  if (!def?.morph || def.automated === false) refuse("That permanent has no morph cost to turn it face up.", "702.37e");
  const { plan, sources } = paymentOrRefuse(
    ctx,
    a.player,
    requirementOf(parseManaCost(def.morph.cost), 0, false).req,
    null,
    `${def.name}'s morph cost`,
  );
  executePayment(ctx, a.player, plan, sources);
  delete o.faceDown;
  touchObject(ctx, o.id);
  if (def.morph.megamorph) putCounters(ctx, o, "+1/+1", 1); // CR 702.37b
  emit(ctx, "turnFaceUp", `${a.player === "you" ? "You turn" : "The opponent turns"} ${def.name} face up`, {
    object: o.id,
  });
  // "when ~ is turned face up" (708.8); nothing that looks for entering triggers (702.37e)
  const c = characteristics(ctx, o.id);
  for (const ab of c.abilities)
    if (ab.kind === "triggered" && ab.event.kind === "turnedFaceUpSelf") queue(ctx, fromAbility(c, ab, c.controller));
}

/** The face-down permanents `player` could turn face up now, paying with `sources` (CR 702.37e). */
export function turnFaceUpOptions(ctx: Ctx, player: PlayerId, sources: () => ReturnType<typeof manaSources>): Action[] {
  const out: Action[] = [];
  const s = ctx.state;
  for (const id of s.battlefield as ObjectId[]) {
    const o = s.objects[id]!;
    if (!o.faceDown || o.controller !== player || !o.card) continue;
    const def = findDefinition(ctx.cards, s, o.card);
    if (!def?.morph || def.automated === false) continue;
    const req = requirementOf(parseManaCost(def.morph.cost), 0, false).req;
    if (planPayment(req, s.players[player].manaPool, sources())) out.push({ type: "turnFaceUp", player, object: id });
  }
  return out;
}
