/**
 * Instructions that decide, as the spell or ability resolves, what else it does (CR 608.2d:
 * choices are made on resolution): choosing permanents without targeting them, "you may …",
 * "… unless you pay {M}" (118.12a), and "if …" (an intervening condition, 603.4, or "if it was
 * kicked", 702.33d). The goldfish answers its own choices at once; yours are pending decisions
 * that resume the same instruction.
 */
import { emit } from "../core/context.js";
import { characteristics } from "../rules/layers.js";
import { matches as matchesFilter } from "../rules/filters.js";
import { conditionHolds } from "../rules/triggers.js";
import { payDuringResolution, resolutionPayment } from "../rules/mana-payment.js";
import { insertNext, onBattlefield, playersOf, refIds, type EffectHandlers } from "./frame.js";

type ChoiceKinds = "choose" | "chooseOption" | "optional" | "unlessPay" | "conditional";

/** The handlers of the instructions that choose or condition. */
export const choiceEffects: Pick<EffectHandlers, ChoiceKinds> = {
  choose(ctx, frame, e) {
    // CR 608.2d: chosen while resolving, among the permanents that match now (the source included).
    const s = ctx.state;
    if (!frame.answer) {
      const chooser = e.chooser ? playersOf(refIds(ctx, frame, e.chooser))[0] : frame.controller;
      if (!chooser) {
        if (!e.also) frame.last = [];
        return "done";
      }
      const legal = s.battlefield.filter((id) => matchesFilter(ctx, characteristics(ctx, id), e.filter, chooser));
      const n = Math.min(e.count, legal.length);
      // the goldfish takes the first candidates; no real choice is asked either ("up to": none is one)
      if ((legal.length <= e.count && !(e.upTo && n > 0)) || chooser === "opponent") frame.answer = legal.slice(0, n);
      else {
        // Asked like a target choice (same shape, so every client can answer it), answered with object ids.
        s.pending = {
          decision: {
            kind: "targets",
            player: chooser,
            prompt: `${frame.sourceName}: ${e.text}`,
            specs: [{ text: e.text, objects: e.filter, min: e.upTo ? 0 : n, max: n }],
            legal: [legal],
          },
          continuation: { kind: "resolve", frame },
        };
        return "pending";
      }
    }
    const chosen = frame.answer.filter((id) => onBattlefield(ctx, id));
    frame.last = e.also ? [...frame.last, ...chosen] : chosen;
    return "done";
  },
  chooseOption(ctx, frame, e) {
    // CR 608.2d: "the color of your choice" is chosen as the instruction is carried out; the goldfish takes the first.
    const first = e.options[0];
    if (!first) return "done";
    if (!frame.answer) {
      if (frame.controller === "opponent") frame.answer = [first.label];
      else {
        ctx.state.pending = {
          decision: {
            kind: "choice",
            player: frame.controller,
            prompt: `${frame.sourceName}: ${e.text}`,
            options: e.options.map((o) => o.label),
            min: 1,
            max: 1,
            distinct: true,
          },
          continuation: { kind: "resolve", frame },
        };
        return "pending";
      }
    }
    const chosen = e.options.find((o) => o.label === frame.answer![0]) ?? first;
    emit(
      ctx,
      "choice",
      `${frame.controller === "you" ? "You choose" : "The opponent chooses"} ${chosen.label} for ${frame.sourceName}`,
    );
    insertNext(frame, chosen.effects);
    return "done";
  },
  optional(ctx, frame, e) {
    // CR 608.2d: the choice is made as the ability resolves; the goldfish always says yes.
    if (!frame.answer) {
      const who = e.who ? playersOf(refIds(ctx, frame, e.who))[0] : frame.controller;
      if (!who) return "done";
      if (who === "opponent") frame.answer = ["yes"];
      else {
        ctx.state.pending = {
          decision: {
            kind: "choice",
            player: who,
            prompt: `${frame.sourceName}: ${e.text}`,
            options: ["yes", "no"],
            min: 1,
            max: 1,
            distinct: true,
          },
          continuation: { kind: "resolve", frame },
        };
        return "pending";
      }
    }
    // "yes": its instructions come next in this resolution (they may ask for choices of their own).
    if (frame.answer[0] === "yes") insertNext(frame, e.then);
    return "done";
  },
  unlessPay(ctx, frame, e) {
    // CR 118.12a: "<then> unless you pay {M}" — you may pay; if you don't, <then>.
    const s = ctx.state;
    const you = frame.controller;
    const times = e.perCounter
      ? frame.source && onBattlefield(ctx, frame.source)
        ? (s.objects[frame.source]!.counters[e.perCounter] ?? 0)
        : 0
      : 1;
    const req = resolutionPayment(ctx, you, e.mana, times);
    if (!frame.answer && req) {
      if (you === "opponent") frame.answer = ["pay"];
      else {
        const each = e.perCounter ? ` for each ${e.perCounter} counter (${times})` : "";
        s.pending = {
          decision: {
            kind: "choice",
            player: you,
            prompt: e.ifPaid
              ? `${frame.sourceName}: you may pay ${e.mana}; if you do, ${e.text.replace(/~/g, frame.sourceName)}`
              : `${frame.sourceName}: pay ${e.mana}${each}, or ${e.text.replace(/~/g, frame.sourceName)}`,
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
    if (req && frame.answer?.[0] === "pay") {
      payDuringResolution(ctx, you, req, `${frame.sourceName}'s ability`);
      emit(
        ctx,
        "pay",
        `${you === "you" ? "You pay" : "The opponent pays"} ${e.mana}${e.perCounter ? ` × ${times}` : ""} for ${frame.sourceName} (CR 118.12a)`,
      );
      if (e.ifPaid) insertNext(frame, e.ifPaid); // "if you do, …"
      return "done";
    }
    if (!req)
      emit(
        ctx,
        "pay",
        `${e.mana}${e.perCounter ? ` × ${times}` : ""} can't be paid for ${frame.sourceName} (CR 118.12a)`,
      );
    insertNext(frame, e.otherwise);
    return "done";
  },
  conditional(ctx, frame, e) {
    // its instructions come next in this resolution, so that one that asks the player ("you
    // may …", a choice of permanents, CR 608.2d) waits for the answer like any other
    if (conditionHolds(ctx, e.condition, frame.source, frame.kicked, frame.controller)) insertNext(frame, e.then);
    return "done";
  },
};
