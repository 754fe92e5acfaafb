/**
 * The table's free-form tools, for cards that are not automated (DESIGN.md): move an object
 * to a zone, tap or untap a permanent, add or remove counters, make a token, set a life total.
 * They are recorded like any action, so replay repeats them. Their shape and ids are checked
 * before they get here (action-check.ts); here come the rules: no object is put onto the stack
 * (CR 405.1: only casting does that) or into the command zone (408.1: a goldfish game has no
 * objects there), only permanents tap (701.21a), a count stays an integer (107.1). While a
 * decision is pending the tools are refused (117.1: the game waits for that answer, and a
 * change could leave it asking about objects that moved), except during the declaration of
 * attackers or blockers and the mulligan, which hold nothing that could go stale, and the
 * discard to hand size, which is asked again from the new hand (514.1).
 *
 * The library tools work on the acting player's own library: draw N (121.1, one at a time,
 * 121.2, with no replacement asked: a manual draw from an empty library is noted for 704.5b),
 * mill N (701.13a-b: as many as there are), look at the top N (701.16e), reveal (701.16a-b),
 * shuffle with the game's RNG (701.20a, so replay repeats it), and arrange: cards of the library
 * put on its top or bottom in a chosen order (401.4; the answer to a scry, 701.18a).
 *
 * For the effects of cards that are not automated: add mana to the pool (106.4: what a mana
 * ability the engine can't activate produces, 605.1a) and "+N/+N until end of turn" (a layer 7c
 * effect, 613.4c, ending at cleanup, 514.2).
 */
import type { Action } from "./state/types.js";
import { copiableOfToken, createObject } from "./core/objects.js";
import { emit, refuse, RefusalError, tick, touchObject, type Ctx } from "./core/context.js";
import { characteristics } from "./rules/layers.js";
import { setTapped } from "./rules/tapped.js";
import { changeZone, enterBattlefield } from "./rules/zones.js";
import { cleanup } from "./rules/turn-structure.js";
import { drawOne } from "./rules/draw.js";
import { shuffleInPlace } from "./state/rng.js";
import { addManaToPool } from "./rules/mana-pool.js";
import { touchEffectObjects } from "./rules/layer-effects.js";

type Manual = Extract<Action, { type: "manual" }>;

/** Refuses the tools while a decision that could go stale is pending (CR 117.1). */
function requireNoStaleDecision(ctx: Ctx): void {
  const p = ctx.state.pending;
  if (!p) return;
  const k = p.decision.kind;
  if (k === "declareAttackers" || k === "declareBlockers" || k === "mulligan" || p.continuation.kind === "discard")
    return;
  refuse(
    `The game is waiting for a decision (${k}): answer it before using the manual tools, which could change what it asks about.`,
    "117.1",
  );
}

/** "Put 1 +1/+1 counter on Grizzly Bears" / "Removed 2 charge counters from Mind Stone". */
export function counterText(delta: number, counter: string, name: string): string {
  const n = Math.abs(delta);
  const what = `${n} ${counter} counter${n === 1 ? "" : "s"}`;
  return delta >= 0 ? `Put ${what} on ${name}` : `Removed ${what} from ${name}`;
}

/** Applies a manual tool (its shape and ids already checked). */
export function manual(ctx: Ctx, a: Manual): void {
  const s = ctx.state;
  const op = a.op;
  requireNoStaleDecision(ctx);
  switch (op.kind) {
    case "move": {
      const o = s.objects[op.object]!;
      if (op.to === "stack")
        refuse("Objects can't be moved to the stack by hand: only casting a spell puts it there.", "405.1");
      if (op.to === "command") refuse("A goldfish game has no objects in the command zone.", "408.1");
      if (op.to === "battlefield") enterBattlefield(ctx, o.id, a.player);
      else changeZone(ctx, o.id, op.to, { bottom: op.position === "bottom" });
      // a library has two ends (CR 401.4, the top by default): the log says which
      const where = op.to === "library" ? `the ${op.position === "bottom" ? "bottom" : "top"} of the library` : op.to;
      emit(ctx, "manual", `Manually moved ${o.card ?? "a token"} to ${where}`);
      break;
    }
    case "tap": {
      const o = s.objects[op.object]!;
      if (o.zone !== "battlefield") refuse("Only permanents can be tapped.", "701.21a", "110.5");
      setTapped(ctx, o, op.tapped);
      emit(ctx, "manual", `Manually ${op.tapped ? "tapped" : "untapped"} ${characteristics(ctx, o.id).name}`);
      break;
    }
    case "counters": {
      const o = s.objects[op.object]!;
      const next = Math.max(0, (o.counters[op.counter] ?? 0) + op.delta);
      if (!Number.isSafeInteger(next)) {
        throw new RefusalError({
          message: `Malformed action: "op.delta" would leave ${next} ${op.counter} counters, more than the integers the game keeps exactly.`,
          rules: ["122.1", "107.1"],
          field: "op.delta",
        });
      }
      o.counters[op.counter] = next;
      touchObject(ctx, o.id);
      emit(ctx, "manual", counterText(op.delta, op.counter, characteristics(ctx, o.id).name));
      break;
    }
    case "createToken": {
      const controller = op.controller ?? a.player;
      const n = op.count ?? 1;
      const name = copiableOfToken(op.token).name.replace(/ Token$/, "");
      emit(ctx, "manual", `Manually created ${n === 1 ? "a" : n} ${name} token${n === 1 ? "" : "s"}`);
      for (let i = 0; i < n; i++) {
        const o = createObject(ctx, {
          card: null,
          copiable: copiableOfToken(op.token),
          isToken: true,
          owner: controller,
          zone: "battlefield",
        });
        enterBattlefield(ctx, o.id, controller);
      }
      break;
    }
    case "draw": {
      for (let i = 0; i < op.count; i++) drawOne(ctx, a.player);
      emit(ctx, "manual", `Manually drew ${op.count === 1 ? "a card" : `${op.count} cards`}`, { player: a.player });
      break;
    }
    case "mill": {
      const top = s.players[a.player].library.slice(0, op.count);
      const names = top.map((id) => characteristics(ctx, id).name);
      for (const id of top) changeZone(ctx, id, "graveyard");
      emit(
        ctx,
        "manual",
        `Manually milled ${names.length === 1 ? "a card" : `${names.length} cards`}${names.length ? `: ${names.join(", ")}` : ""}`,
        { player: a.player },
      );
      break;
    }
    case "look": {
      const n = Math.min(op.count, s.players[a.player].library.length);
      emit(ctx, "manual", `Looked at the top ${n === 1 ? "card" : `${n} cards`} of the library`, { player: a.player });
      break;
    }
    case "reveal": {
      const names = op.objects.map((id) => characteristics(ctx, id).name);
      emit(ctx, "manual", `Revealed ${names.join(", ") || "nothing"}`, { player: a.player });
      break;
    }
    case "shuffle":
      shuffleInPlace(s.rng, s.players[a.player].library);
      emit(ctx, "manual", "Manually shuffled the library", { player: a.player });
      break;
    case "arrange": {
      const lib = s.players[a.player].library;
      const chosen = [...op.top, ...op.bottom];
      if (new Set(chosen).size !== chosen.length)
        refuse("A card can be put in one place of the library only.", "401.4");
      const inLib = new Set(lib);
      if (chosen.some((id) => !inLib.has(id)))
        refuse("Only cards in your own library can be put on its top or bottom this way.", "401.4", "400.7");
      const picked = new Set(chosen);
      const rest = lib.filter((id) => !picked.has(id));
      lib.splice(0, lib.length, ...op.top, ...rest, ...op.bottom);
      emit(
        ctx,
        "manual",
        `Put ${op.top.length} card${op.top.length === 1 ? "" : "s"} on top and ${op.bottom.length} on the bottom of the library`,
        { player: a.player },
      );
      break;
    }
    case "addMana": {
      for (const m of op.mana) addManaToPool(ctx, a.player, m, 1);
      const from = op.source === undefined ? "" : ` (${characteristics(ctx, op.source).name})`;
      emit(ctx, "manual", `Manually added ${op.mana.map((m) => `{${m}}`).join("")} to the mana pool${from}`, {
        player: a.player,
      });
      break;
    }
    case "pump": {
      const o = s.objects[op.object]!;
      if (o.zone !== "battlefield") refuse("Only a permanent can get +N/+N until end of turn.", "110.1", "613.4c");
      const effect = {
        id: s.nextId++,
        timestamp: tick(s),
        source: null,
        controller: a.player,
        objects: [o.id],
        mods: [{ layer: "7c" as const, kind: "addPT" as const, power: op.power, toughness: op.toughness }],
        duration: { kind: "endOfTurn" as const },
        createdTurn: s.turn,
      };
      s.effects.push(effect);
      touchEffectObjects(ctx, [effect]);
      const sign = (n: number) => (n < 0 ? `${n}` : `+${n}`);
      emit(
        ctx,
        "manual",
        `${characteristics(ctx, o.id).name} gets ${sign(op.power)}/${sign(op.toughness)} until end of turn (manually)`,
        { object: o.id },
      );
      break;
    }
    case "setLife":
      s.players[op.target].life = op.life;
      emit(ctx, "manual", `Manually set ${op.target === "you" ? "your" : "the opponent's"} life to ${op.life}`);
      break;
  }
  // the discard to hand size is asked again from the hand as it is now (CR 514.1)
  if (s.pending?.continuation.kind === "discard") {
    s.pending = null;
    cleanup(ctx);
  }
}
