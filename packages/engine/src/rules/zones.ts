/**
 * Zone changes with their rules consequences: leaving the battlefield (last known
 * information, CR 608.2h; leaves-the-battlefield triggers look back in time, 603.10a;
 * delayed triggers waiting for "when it dies or is put into exile", 603.7) and entering the
 * battlefield with replacement effects (CR 614.1c-d, 614.12: checked as the permanent would
 * exist on the battlefield), including choices made as it enters (a pending decision).
 */
import { devourEntry } from "./devour.js";
import type { CastInfo, EntryFrame, GameObject, ObjectId, PlayerId, ZoneName } from "../state/types.js";
import type { EntryReplacement } from "../state/vocabulary/index.js";
import { emit, tick, touch, touchObject, type Ctx } from "../core/context.js";
import { detach, moveObject, obj } from "../core/objects.js";
import { characteristics } from "./layers.js";
import { setTapped } from "./tapped.js";
import { onEnter, onLeaveBattlefield } from "./triggers.js";
import { removeFromCombat } from "./combat-removal.js";

/**
 * Moves an object to a zone (a new object, CR 400.7), handling leave-the-battlefield
 * consequences. Not for entering the battlefield: use `enterBattlefield`.
 */
export function changeZone(ctx: Ctx, id: ObjectId, to: ZoneName, opts: { bottom?: boolean } = {}): GameObject {
  const o = obj(ctx, id);
  const from = o.zone;
  if (from === "battlefield" && o.exileIfDiesThisTurn && to === "graveyard") {
    emit(ctx, "replacement", `${characteristics(ctx, id).name} would die and is exiled instead (CR 614.1a)`, {
      object: id,
    });
    to = "exile";
  }
  if (from === "stack" && o.spellCopy) {
    // CR 704.5e, 707.10a: a copy of a spell that leaves the stack ceases to exist
    detach(ctx, o);
    delete ctx.state.objects[id];
    touch(ctx);
    return o;
  }
  if (from === "battlefield" && o.exileIfLeaves && to !== "exile") {
    emit(
      ctx,
      "replacement",
      `${characteristics(ctx, id).name} would leave the battlefield and is exiled instead (CR 614.1a, 702.84a)`,
      { object: id },
    );
    to = "exile";
  }
  if (from === "battlefield") {
    const before = characteristics(ctx, id);
    removeFromCombat(ctx, id);
    const moved = moveObject(ctx, id, to, {
      bottom: opts.bottom,
      lki: {
        id,
        controller: before.controller,
        owner: o.owner,
        name: before.name,
        power: before.power,
        toughness: before.toughness,
        card: o.card,
        copiable: o.copiable,
        counters: o.counters,
        keywords: before.keywords,
        attachedTo: o.attachedTo,
      },
    });
    emit(
      ctx,
      "zoneChange",
      `${before.name} ${to === "graveyard" ? "is put into its owner's graveyard" : to === "exile" ? "is exiled" : `moves to ${to}`}`,
      { object: moved.id },
    );
    onLeaveBattlefield(ctx, id, before, moved, o.linked ?? []);
    return moved;
  }
  return moveObject(ctx, id, to, { bottom: opts.bottom });
}

/**
 * Destroys a permanent (CR 701.7a) unless it's indestructible (702.12b) or a regeneration
 * shield replaces the destruction (701.15a: remove its damage, tap it, remove it from combat).
 * `canRegenerate` false: "it can't be regenerated" (701.15c). Returns whether it left.
 */
export function destroyPermanent(ctx: Ctx, id: ObjectId, canRegenerate = true): boolean {
  const o = obj(ctx, id);
  if (o.zone !== "battlefield") return false;
  const c = characteristics(ctx, id);
  if (c.keywords.includes("Indestructible")) return false;
  if (canRegenerate && !o.noRegenerationThisTurn && (o.regenerationShields ?? 0) > 0) {
    o.regenerationShields = o.regenerationShields! - 1;
    if (o.regenerationShields === 0) delete o.regenerationShields;
    o.damage = 0;
    o.deathtouched = false;
    setTapped(ctx, o, true);
    removeFromCombat(ctx, id);
    touchObject(ctx, id);
    emit(ctx, "regenerate", `${c.name} regenerates (CR 701.15a)`, { object: id });
    return false;
  }
  changeZone(ctx, id, "graveyard");
  return true;
}

const UNLEASH: EntryReplacement = {
  kind: "optionalCounters",
  text: "unleash — enter with a +1/+1 counter (it can't block while it has one)?",
  counters: { "+1/+1": 1 },
};

/**
 * Puts an object onto the battlefield under `controller`'s control (CR 110.2), applying the
 * replacement effects that modify how it enters (614.1c-d) as it would exist there (614.12).
 * Returns the new object, or null when a choice is pending (the entry finishes when the
 * decision is answered; `resume` is the resolution that was under way, to continue then).
 */
export function enterBattlefield(
  ctx: Ctx,
  id: ObjectId,
  controller: PlayerId,
  opts: {
    tapped?: boolean;
    attachTo?: ObjectId | null;
    castInfo?: CastInfo;
    landPlay?: boolean;
    resume?: EntryFrame["resume"];
    counters?: Record<string, number>;
  } = {},
): GameObject | null {
  const o = obj(ctx, id);
  const moved = o.zone === "battlefield" ? o : moveObject(ctx, id, "battlefield", { controller });
  moved.controller = controller;
  moved.entryController = controller;
  moved.controlSince = ctx.state.clock;
  moved.timestamp = tick(ctx.state);
  if (opts.castInfo) moved.castInfo = opts.castInfo;
  if (opts.attachTo) moved.attachedTo = opts.attachTo;
  touchObject(ctx, moved.id);
  const entry: EntryFrame = {
    object: moved.id,
    controller,
    tapped: opts.tapped ?? false,
    next: 0,
    counters: { ...opts.counters },
    resume: opts.resume,
    landPlay: opts.landPlay,
  };
  return continueEntry(ctx, entry);
}

/**
 * Applies the remaining entry replacements; returns the object or null if a choice is pending.
 * When the entry had waited for a choice, the resolution it interrupted (`entry.resume`) is
 * resumed by the one who answered it (decisions.ts).
 */
export function continueEntry(ctx: Ctx, entry: EntryFrame): GameObject | null {
  const s = ctx.state;
  const o = obj(ctx, entry.object);
  const c = characteristics(ctx, o.id);
  const replacements = c.abilities.flatMap((a) => (a.kind === "replacement" ? [a.replacement] : []));
  // Unleash (CR 702.98a): its first static ability modifies how the permanent enters (614.1c, 614.12).
  if (c.keywords.includes("Unleash")) replacements.push(UNLEASH);
  while (entry.next < replacements.length) {
    const rep = replacements[entry.next]!;
    switch (rep.kind) {
      case "entersTapped":
        entry.tapped = true;
        break;
      case "entersTappedUnlessControl": {
        const ok = s.battlefield.some(
          (bid) =>
            bid !== o.id &&
            characteristics(ctx, bid).controller === entry.controller &&
            characteristics(ctx, bid).subtypes.some((t) => rep.subtypes.includes(t)),
        );
        if (!ok) entry.tapped = true;
        break;
      }
      case "entersWithCounters":
        for (const [k, v] of Object.entries(rep.counters)) entry.counters[k] = (entry.counters[k] ?? 0) + v;
        break;
      case "entersWithXCounters": {
        const x = o.castInfo?.x ?? 0; // CR 107.3m: X is 0 unless it was cast
        if (x > 0) entry.counters[rep.counter] = (entry.counters[rep.counter] ?? 0) + x;
        break;
      }
      case "payLifeOrTapped": {
        if (entry.tapped) break; // already entering tapped: paying would change nothing
        if (!entry.answer) {
          const canPay = s.players[entry.controller].life >= rep.life; // CR 119.4
          s.pending = {
            decision: {
              kind: "choice",
              player: entry.controller,
              prompt: `${c.name}: pay ${rep.life} life, or it enters tapped`,
              options: canPay ? ["pay", "tapped"] : ["tapped"],
              min: 1,
              max: 1,
              distinct: true,
            },
            continuation: { kind: "enter", entry },
          };
          entry.suspended = true;
          return null;
        }
        if (entry.answer[0] === "pay") {
          s.players[entry.controller].life -= rep.life;
          emit(
            ctx,
            "life",
            `${entry.controller === "you" ? "You pay" : "The opponent pays"} ${rep.life} life for ${c.name}`,
          );
        } else entry.tapped = true;
        entry.answer = undefined;
        break;
      }
      case "entersWithCounterChoice": {
        if (!entry.answer) {
          s.pending = {
            decision: {
              kind: "choice",
              player: entry.controller,
              prompt: `${c.name} enters with your choice of ${rep.count} different counters`,
              options: [...rep.options],
              min: rep.count,
              max: rep.count,
              distinct: true,
            },
            continuation: { kind: "enter", entry },
          };
          entry.suspended = true;
          return null;
        }
        for (const k of entry.answer) entry.counters[k] = (entry.counters[k] ?? 0) + 1;
        entry.answer = undefined;
        break;
      }
      case "devour":
        if (!devourEntry(ctx, entry, rep.amount, c.name, (id) => changeZone(ctx, id, "graveyard"))) return null; // CR 702.82a
        break;
      case "bloodthirst": {
        const opponent = entry.controller === "you" ? "opponent" : "you";
        if (s.players[opponent].damagedOnTurn === s.turn)
          entry.counters["+1/+1"] = (entry.counters["+1/+1"] ?? 0) + rep.amount;
        break;
      }
      case "optionalCounters": {
        if (!entry.answer) {
          s.pending = {
            decision: {
              kind: "choice",
              player: entry.controller,
              prompt: `${c.name}: ${rep.text}`,
              options: ["yes", "no"],
              min: 1,
              max: 1,
              distinct: true,
            },
            continuation: { kind: "enter", entry },
          };
          entry.suspended = true;
          return null;
        }
        if (entry.answer[0] === "yes")
          for (const [k, v] of Object.entries(rep.counters)) entry.counters[k] = (entry.counters[k] ?? 0) + v;
        entry.answer = undefined;
        break;
      }
    }
    entry.next++;
  }
  setTapped(ctx, o, entry.tapped); // (on the battlefield already: a static ability may read it, 110.5a)
  const counters = Object.entries(entry.counters);
  for (const [k, v] of counters) o.counters[k] = (o.counters[k] ?? 0) + v;
  if (counters.length) touchObject(ctx, o.id);
  emit(
    ctx,
    "enters",
    `${c.name} enters the battlefield${entry.tapped ? " tapped" : ""}${entry.controller !== o.owner ? ` under ${entry.controller === "you" ? "your" : "the opponent's"} control` : ""}`,
    { object: o.id },
  );
  onEnter(ctx, o.id);
  return o;
}
