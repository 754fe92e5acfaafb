/**
 * Instructions about libraries: mill and scry (CR 701.13a-c and 701.18a-b of the 2025-02-07
 * text; 701.17 and 701.22 in the current rules), "look at the top N cards" (608.2c) — scry
 * and looking are carried out in rules/library.ts — search (701.23 in the current rules,
 * 701.19 in the 2025-02-07 text) and shuffle (701.24, 701.20).
 */
import { emit } from "../core/context.js";
import { characteristics } from "../rules/layers.js";
import { matches as matchesFilter } from "../rules/filters.js";
import { changeZone, enterBattlefield } from "../rules/zones.js";
import { shuffleInPlace } from "../state/rng.js";
import { lookAtTop } from "../rules/library.js";
import { amountOf, playersOf, refIds, type EffectHandlers } from "./frame.js";

/** The handlers of the library instructions. */
export const libraryEffects: Pick<EffectHandlers, "mill" | "scry" | "lookAtTop" | "search" | "shuffle"> = {
  mill(ctx, frame, e) {
    // CR 701.13a-b: the top N cards (as many as there are) go to the graveyard, one after
    // another from the top; the owner may arrange cards put there at once (404.3) — the
    // library's order is kept, the deepest milled card ending on top.
    const s = ctx.state;
    const n = amountOf(ctx, frame, e.amount);
    frame.last = [];
    if (n <= 0) return "done";
    for (const p of playersOf(refIds(ctx, frame, e.who))) {
      const top = s.players[p].library.slice(0, n);
      if (top.length === 0) continue;
      const names = top.map((id) => characteristics(ctx, id).name);
      for (const id of top) frame.last.push(changeZone(ctx, id, "graveyard").id);
      emit(
        ctx,
        "mill",
        `${p === "you" ? "You mill" : "The opponent mills"} ${names.length === 1 ? "a card" : `${names.length} cards`}: ${names.join(", ")} (CR 701.13a)`,
        { player: p },
      );
    }
    return "done";
  },
  scry(ctx, frame, e) {
    // CR 701.18a-b: any number on the bottom, the rest on top, both in the chosen order; scry 0 does nothing.
    const n = amountOf(ctx, frame, e.amount);
    if (n <= 0) return "done";
    return lookAtTop(ctx, frame, frame.controller, n, {
      picks: [{ to: "bottom", count: "any" }],
      rest: "top",
      randomOrder: false,
      rule: "701.18a",
      what: `scry ${n}`,
    });
  },
  lookAtTop(ctx, frame, e) {
    const n = amountOf(ctx, frame, e.amount);
    if (n <= 0) return "done";
    return lookAtTop(ctx, frame, frame.controller, n, {
      picks: e.picks,
      rest: e.rest,
      randomOrder: e.randomOrder ?? false,
      rule: "608.2c",
      what: `${e.reveal ? "reveal" : "look at"} the top ${n === 1 ? "card" : `${n} cards`} of your library`,
      ...(e.reveal ? { revealAll: true } : {}),
    });
  },
  search(ctx, frame, e) {
    // by default the controller searches; "its controller may search their library" names another player
    const s = ctx.state;
    const who = e.who ? playersOf(refIds(ctx, frame, e.who))[0] : frame.controller;
    if (!who) return "done";
    const lib = s.players[who].library;
    const zone = e.filter.zone;
    const filter = { ...e.filter, zone: undefined };
    const found = lib.filter((id) => matchesFilter(ctx, characteristics(ctx, id), filter, who));
    void zone;
    if (found.length === 0) return "done";
    if (!frame.answer) {
      const names = [...new Set(found.map((id) => characteristics(ctx, id).name))].sort();
      if (who === "opponent") frame.answer = [names[0]!];
      else {
        s.pending = {
          decision: {
            kind: "choice",
            player: who,
            prompt: `${frame.sourceName}: search your library for a card`,
            options: names,
            min: 0,
            max: 1,
            distinct: true,
          },
          continuation: { kind: "resolve", frame },
        };
        return "pending";
      }
    }
    const name = frame.answer[0];
    if (name === undefined) return "done"; // failing to find (701.23b... a search may find nothing)
    const id = found.find((f) => characteristics(ctx, f).name === name);
    if (!id) return "done";
    frame.last = [];
    if (e.to === "battlefield") {
      const entered = enterBattlefield(ctx, id, who, { tapped: e.tapped });
      if (entered) frame.last.push(entered.id);
    } else frame.last.push(changeZone(ctx, id, "hand").id);
    return "done";
  },
  shuffle(ctx, frame, e) {
    const s = ctx.state;
    const who = e.who ? playersOf(refIds(ctx, frame, e.who))[0] : frame.controller;
    if (!who) return "done";
    shuffleInPlace(s.rng, s.players[who].library);
    emit(ctx, "shuffle", `${who === "you" ? "You shuffle" : "The opponent shuffles"} the library`);
    return "done";
  },
};
