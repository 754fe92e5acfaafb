/**
 * Instructions that create continuous effects (CR 611.2) on the objects they refer to, locked
 * in as they resolve (611.2c): gaining control (layer 2, 613.1b), "gets +N/+N" and the other
 * modifications of the vocabulary (613.1), and earthbend (701.66a of the current rules).
 */
import { emit } from "../core/context.js";
import { putCounters } from "../core/objects.js";
import { nameOf } from "../rules/queries.js";
import { addDelayed } from "../rules/triggers.js";
import { addEffect, amountOf, onBattlefield, refIds, type EffectHandlers } from "./frame.js";

/** The handlers of the instructions that create continuous effects. */
export const continuousEffects: Pick<EffectHandlers, "gainControl" | "modify" | "earthbend"> = {
  gainControl(ctx, frame, e) {
    const ids = refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id));
    if (ids.length) addEffect(ctx, frame, ids, [{ layer: "2", kind: "setController" }], e.duration);
    return "done";
  },
  modify(ctx, frame, e) {
    let own = e.mods;
    if (e.changesRules && e.what.kind === "all") {
      // the parts that change the rules of the game, not characteristics, are not locked in;
      // the other parts' objects are determined now, each part on its own (CR 611.2c)
      const rules = e.mods.filter((m) => m.layer === "rules");
      if (rules.length) addEffect(ctx, frame, [], rules, e.duration, e.what.filter);
      own = e.mods.filter((m) => m.layer !== "rules");
      if (own.length === 0) return "done";
    }
    const ids = refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id));
    const times = e.times === undefined ? 1 : amountOf(ctx, frame, e.times);
    if (times === 0) return "done";
    const mods =
      times === 1
        ? own
        : own.map((m) => (m.kind === "addPT" ? { ...m, power: m.power * times, toughness: m.toughness * times } : m));
    if (ids.length) addEffect(ctx, frame, ids, mods, e.duration);
    return "done";
  },
  earthbend(ctx, frame, e) {
    // 701.66a: target land you control becomes a 0/0 creature with haste that's still a land;
    // N +1/+1 counters; when it dies or is exiled, return it tapped under your control.
    if (frame.illegal.includes(e.target)) return "done";
    const id = frame.targets[e.target];
    if (!id || !onBattlefield(ctx, id)) return "done";
    const n = amountOf(ctx, frame, e.amount);
    addEffect(
      ctx,
      frame,
      [id],
      [
        { layer: "4", kind: "addTypes", types: ["Creature"] },
        { layer: "6", kind: "addKeywords", keywords: ["Haste"] },
        { layer: "7b", kind: "setBasePT", power: 0, toughness: 0 },
      ],
      { kind: "indefinite" },
    );
    putCounters(ctx, ctx.state.objects[id]!, "+1/+1", n);
    emit(
      ctx,
      "earthbend",
      `${nameOf(ctx, id)} is earthbent: a 0/0 land creature with haste and ${n} +1/+1 counter${n === 1 ? "" : "s"}`,
      { object: id },
    );
    addDelayed(
      ctx,
      frame.controller,
      frame.source,
      frame.sourceName,
      { kind: "refLeaves", to: ["graveyard", "exile"] },
      [{ kind: "putOntoBattlefield", what: { kind: "refs" }, tapped: true }],
      [id],
      "When that land dies or is put into exile, return it to the battlefield tapped under your control.",
    );
    return "done";
  },
};
