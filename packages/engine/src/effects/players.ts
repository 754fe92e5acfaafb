/**
 * Instructions about a player's life total, mana pool and hand: gaining and losing life
 * (CR 119.3: loss of life is not damage), adding mana (106.4), drawing (121.1-121.2, with
 * dredge as a replacement, 702.52a) and discarding (701.8a-b; 701.9 in the current rules).
 */
import type { ObjectId, PlayerId } from "../state/types.js";
import { emit } from "../core/context.js";
import { characteristics } from "../rules/layers.js";
import { matches as matchesFilter } from "../rules/filters.js";
import { changeZone } from "../rules/zones.js";
import { drawCards } from "../rules/draw.js";
import { addManaToPool } from "../rules/mana-pool.js";
import { onLifeGained } from "../rules/life-triggers.js";
import { amountOf, playersOf, refIds, type EffectHandlers } from "./frame.js";

/** The handlers of the life, mana, draw and discard instructions. */
export const playerEffects: Pick<EffectHandlers, "gainLife" | "loseLife" | "addMana" | "draw" | "discard"> = {
  gainLife(ctx, frame, e) {
    const s = ctx.state;
    const n = amountOf(ctx, frame, e.amount);
    for (const p of refIds(ctx, frame, e.who))
      if (p === "you" || p === "opponent") {
        s.players[p].life += n;
        onLifeGained(ctx, p, n);
      }
    return "done";
  },
  loseLife(ctx, frame, e) {
    // CR 119.3: loss of life, not damage (no lifelink, no prevention); 704.5a checks the result.
    const s = ctx.state;
    const n = amountOf(ctx, frame, e.amount);
    for (const p of refIds(ctx, frame, e.who)) {
      if (p !== "you" && p !== "opponent") continue;
      s.players[p].life -= n;
      emit(ctx, "life", `${p === "you" ? "You lose" : "The opponent loses"} ${n} life`, { player: p });
    }
    return "done";
  },
  addMana(ctx, frame, e) {
    addManaToPool(ctx, frame.controller, e.choices[0]!, e.amount ?? 1);
    return "done";
  },
  draw(ctx, frame, e) {
    // CR 121.1-121.2: one card at a time; drawing from an empty library is noted for 704.5b.
    const n = amountOf(ctx, frame, e.amount);
    // "you" last: a dredge decision (CR 702.52a) suspends the resolution, the draw's continuation resumes it
    const players = refIds(ctx, frame, e.who)
      .filter((p): p is PlayerId => p === "you" || p === "opponent")
      .sort((a, b) => (a === "you" ? 1 : 0) - (b === "you" ? 1 : 0));
    for (const p of players) if (!drawCards(ctx, p, n, frame)) return "suspended";
    return "done";
  },
  discard(ctx, frame, e) {
    // CR 701.8a-b: the player whose cards are discarded chooses them (the goldfish: the first ones).
    const s = ctx.state;
    const n = amountOf(ctx, frame, e.amount);
    const who = playersOf(refIds(ctx, frame, e.who))[0];
    if (!who || n <= 0) return "done";
    const fullHand = s.players[who].hand;
    if (e.revealChosenByController && !frame.answer) {
      emit(
        ctx,
        "reveal",
        `${who === "you" ? "You reveal" : "The opponent reveals"} ${fullHand.length ? fullHand.map((id) => characteristics(ctx, id).name).join(", ") : "an empty hand"} (CR 701.16a)`,
        { player: who },
      );
    }
    const hand = e.filter
      ? fullHand.filter((id) => matchesFilter(ctx, characteristics(ctx, id), e.filter!, who))
      : fullHand;
    const chooser = e.revealChosenByController ? frame.controller : who;
    const k = Math.min(n, hand.length);
    if (k === 0) return "done";
    let picked: ObjectId[];
    if (!frame.answer && chooser === "you" && k < hand.length) {
      s.pending = {
        decision: {
          kind: "choice",
          player: chooser,
          prompt: `${frame.sourceName}: choose ${k} card${k === 1 ? "" : "s"} to discard`,
          options: hand.map((id) => characteristics(ctx, id).name),
          min: k,
          max: k,
          distinct: false,
        },
        continuation: { kind: "resolve", frame },
      };
      return "pending";
    }
    if (frame.answer) {
      const used = new Set<ObjectId>();
      picked = [];
      for (const name of frame.answer) {
        const id = hand.find((h) => !used.has(h) && characteristics(ctx, h).name === name);
        if (id) {
          used.add(id);
          picked.push(id);
        }
      }
    } else picked = hand.slice(0, k);
    const names = picked.map((id) => characteristics(ctx, id).name);
    for (const id of picked) changeZone(ctx, id, "graveyard");
    emit(ctx, "discard", `${who === "you" ? "You discard" : "The opponent discards"} ${names.join(", ")}`, {
      player: who,
    });
    return "done";
  },
};
