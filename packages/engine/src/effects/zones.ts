/**
 * Instructions that move objects between zones or create them: exile (CR 701.13 in the current
 * rules, 701.11 of the 2025-02-07 text; remembered for a linked ability, 607.2a), return to
 * hand, put onto the battlefield (110.2, with choices as it enters, 614.12), shuffle into a
 * library (701.24a in the current rules, 701.20a of that text; 608.2n) or put on one (401.4),
 * and tokens (111.1), copies included (707.2, 707.9b).
 */
import type { CopiableValues, ObjectId, PlayerId } from "../state/types.js";
import { baseValues, createObject } from "../core/objects.js";
import { tokenCopiable } from "../core/token-abilities.js";
import { emit, type Ctx } from "../core/context.js";
import { characteristics } from "../rules/layers.js";
import { nameOf } from "../rules/queries.js";
import { changeZone, enterBattlefield } from "../rules/zones.js";
import { shuffleInPlace } from "../state/rng.js";
import { amountOf, refIds, type EffectHandlers } from "./frame.js";

/** The handlers of the zone-change and token instructions. */
export const zoneEffects: Pick<
  EffectHandlers,
  | "exile"
  | "returnToHand"
  | "putOntoBattlefield"
  | "returnTopCreatureFromGraveyard"
  | "shuffleIntoLibrary"
  | "putOnLibrary"
  | "createTokens"
  | "createCopyTokens"
> = {
  exile(ctx, frame, e) {
    const s = ctx.state;
    const exiled: ObjectId[] = [];
    for (const id of refIds(ctx, frame, e.what))
      if (s.objects[id] && s.objects[id]!.zone !== "exile") exiled.push(changeZone(ctx, id, "exile").id);
    frame.last = exiled;
    // CR 607.2a: the source remembers what it exiled for its linked ability — only while it is
    // still on the battlefield (if it already left, nothing will return the card).
    const src = e.link && frame.source ? s.objects[frame.source] : undefined;
    if (src && src.zone === "battlefield" && exiled.length) src.linked = [...(src.linked ?? []), ...exiled];
    return "done";
  },
  returnToHand(ctx, frame, e) {
    const s = ctx.state;
    for (const id of refIds(ctx, frame, e.what))
      if (s.objects[id] && s.objects[id]!.zone !== "hand") changeZone(ctx, id, "hand");
    return "done";
  },
  putOntoBattlefield(ctx, frame, e) {
    const s = ctx.state;
    const ids = refIds(ctx, frame, e.what).filter(
      (id) => s.objects[id] && ["graveyard", "exile"].includes(s.objects[id]!.zone),
    );
    frame.last = [];
    for (const id of ids) {
      const entered = enterBattlefield(ctx, id, e.ownerControls ? s.objects[id]!.owner : frame.controller, {
        tapped: e.tapped,
        resume: frame,
        ...(e.counters ? { counters: e.counters } : {}),
      });
      if (!entered) return "suspended";
      frame.last.push(entered.id);
    }
    return "done";
  },
  returnTopCreatureFromGraveyard(ctx, frame) {
    const gy = ctx.state.players[frame.controller].graveyard;
    frame.last = [];
    for (let i = gy.length - 1; i >= 0; i--) {
      const id = gy[i]!;
      if (!characteristics(ctx, id).types.includes("Creature")) continue;
      const entered = enterBattlefield(ctx, id, frame.controller, { resume: frame });
      if (!entered) return "suspended";
      frame.last = [entered.id];
      break;
    }
    return "done";
  },
  shuffleIntoLibrary(ctx, frame, e) {
    // CR 701.24a, 608.2n: the objects (a spell on the stack included) go to their owners' libraries, each then shuffled.
    const s = ctx.state;
    const owners = new Set<PlayerId>();
    for (const id of refIds(ctx, frame, e.what)) {
      const o = s.objects[id];
      if (!o || o.zone === "library" || (o.zone === "stack" && id !== frame.source)) continue;
      const name = nameOf(ctx, id);
      if (o.zone === "stack" && o.spell?.flashback) {
        changeZone(ctx, id, "exile");
        continue;
      } // 702.34a
      changeZone(ctx, id, "library");
      owners.add(o.owner);
      emit(ctx, "zoneChange", `${name} is shuffled into ${o.owner === "you" ? "your" : "the opponent's"} library`);
    }
    for (const p of owners) shuffleInPlace(s.rng, s.players[p].library);
    return "done";
  },
  putOnLibrary(ctx, frame, e) {
    // onto its owner's library (CR 401.4: the owner puts the cards there), top unless `bottom`
    const s = ctx.state;
    for (const id of refIds(ctx, frame, e.what)) {
      const o = s.objects[id];
      if (!o || (o.zone !== "battlefield" && o.zone !== "graveyard" && o.zone !== "hand")) continue;
      const name = nameOf(ctx, id);
      changeZone(ctx, id, "library", { bottom: e.bottom ?? false });
      emit(
        ctx,
        "zoneChange",
        `${name} is put on the ${e.bottom ? "bottom" : "top"} of ${o.owner === "you" ? "your" : "the opponent's"} library`,
      );
    }
    return "done";
  },
  createTokens(ctx, frame, e) {
    const n = amountOf(ctx, frame, e.amount);
    const controllers = e.controller ? refIds(ctx, frame, e.controller) : [frame.controller];
    frame.last = [];
    for (const p of controllers) {
      if (p !== "you" && p !== "opponent") continue;
      for (let i = 0; i < n; i++) frame.last.push(createToken(ctx, tokenCopiable(ctx, e.token), p));
    }
    return "done";
  },
  createCopyTokens(ctx, frame, e) {
    const s = ctx.state;
    const you = frame.controller;
    const n =
      frame.kicked && e.kickedAmount !== undefined
        ? amountOf(ctx, frame, e.kickedAmount)
        : amountOf(ctx, frame, e.amount);
    // A copy may need a choice as it enters (614.12, e.g. Grimdancer's counters): the
    // instruction then waits and, once answered, goes on with the tokens not yet made.
    const made = frame.made ?? 0;
    if (made === 0) frame.last = [];
    let k = 0;
    for (const id of refIds(ctx, frame, e.of)) {
      const o = s.objects[id];
      // CR 707.2: copiable values only. A token copy of an object that no longer exists is not created.
      if (!o || o.zone !== "battlefield") continue;
      const base = baseValues(ctx, o);
      const values: CopiableValues = {
        ...base,
        keywords: [...base.keywords],
        supertypes: [...base.supertypes],
        abilities: [...base.abilities],
      };
      if (e.haste && !values.keywords.includes("Haste")) values.keywords.push("Haste"); // 707.9b
      if (e.nonlegendary) values.supertypes = values.supertypes.filter((t) => t !== "Legendary");
      for (let i = 0; i < n; i++, k++) {
        if (k < made) continue;
        const token = createObject(ctx, {
          card: o.card,
          copiable: values,
          isToken: true,
          owner: you,
          zone: "battlefield",
        });
        const entered = enterBattlefield(ctx, token.id, you, { resume: frame });
        frame.last.push(entered?.id ?? token.id);
        if (!entered) {
          frame.made = k + 1;
          return "pending";
        }
      }
    }
    frame.made = undefined;
    return "done";
  },
};

/** Creates a token on the battlefield (CR 111.1) with the given copiable values. Returns its id. */
function createToken(ctx: Ctx, values: CopiableValues, controller: PlayerId, card: string | null = null): ObjectId {
  const o = createObject(ctx, { card, copiable: values, isToken: true, owner: controller, zone: "battlefield" });
  const entered = enterBattlefield(ctx, o.id, controller);
  return entered?.id ?? o.id;
}
