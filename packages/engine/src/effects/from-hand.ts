/**
 * "Put a land card from your hand onto the battlefield", "you may put a creature card from your
 * hand onto the battlefield" (CR 110.2, 608.2d): the controller chooses a matching card of their
 * hand as the instruction is carried out — by name, like a search — and it enters the
 * battlefield under their control. A land put onto the battlefield this way is not played (CR
 * 305.4): it doesn't use the turn's land play.
 */
import { emit } from "../core/context.js";
import { characteristics } from "../rules/layers.js";
import { matches as matchesFilter } from "../rules/filters.js";
import { enterBattlefield } from "../rules/zones.js";
import type { EffectHandlers } from "./frame.js";

/** The handler of the instruction that puts a card from the hand onto the battlefield. */
export const fromHandEffects: Pick<EffectHandlers, "putFromHand"> = {
  putFromHand(ctx, frame, e) {
    const s = ctx.state;
    const who = frame.controller;
    const found = s.players[who].hand.filter((id) => matchesFilter(ctx, characteristics(ctx, id), e.filter, who));
    if (found.length === 0) return "done"; // nothing to put (CR 608.2d: an impossible choice isn't made)
    if (!frame.answer) {
      const names = [...new Set(found.map((id) => characteristics(ctx, id).name))].sort();
      // the goldfish puts the first; with one name and no "you may", there is nothing to decide
      if (who === "opponent" || (!e.optional && names.length === 1)) frame.answer = [names[0]!];
      else {
        s.pending = {
          decision: {
            kind: "choice",
            player: who,
            prompt: `${frame.sourceName}: ${e.optional ? "you may put" : "put"} a card from your hand onto the battlefield${e.tapped ? " tapped" : ""}`,
            options: names,
            min: e.optional ? 0 : 1,
            max: 1,
            distinct: true,
          },
          continuation: { kind: "resolve", frame },
        };
        return "pending";
      }
    }
    frame.last = [];
    const name = frame.answer[0];
    const id = name === undefined ? undefined : found.find((f) => characteristics(ctx, f).name === name);
    if (!id) return "done";
    emit(
      ctx,
      "zoneChange",
      `${who === "you" ? "You put" : "The opponent puts"} ${name} from the hand onto the battlefield`,
      {
        player: who,
      },
    );
    const entered = enterBattlefield(ctx, id, who, { tapped: e.tapped });
    if (entered) frame.last.push(entered.id);
    return "done";
  },
};
