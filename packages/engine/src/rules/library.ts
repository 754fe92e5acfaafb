/**
 * Looking at the top of a library and putting the cards where an instruction says: scry
 * (CR 701.18a-b; 701.22 in the current rules) and "look at the top N cards of your library …"
 * (608.2c), with the cards shown only to the player who looks (701.16e) and those put into a
 * hand with "reveal" shown to all (701.16a). Cards put into a library together go in the order
 * their owner chooses (401.4) — or a random one for "in a random order" — and cards put into a
 * graveyard together too (404.3).
 *
 * The choice is an `arrange` decision (see `Decision` in state/game-state.ts): the resolution
 * waits for it and resumes the same instruction with the answer (`ResolutionFrame.arranged`).
 */
import type { ArrangePlace, Decision, ObjectId, PlayerId, ResolutionFrame } from "../state/types.js";
import type { LibraryPlace, LookPick, ObjectFilter } from "../state/vocabulary/index.js";
import { emit, refuse, type Ctx } from "../core/context.js";
import { characteristics } from "./layers.js";
import { matches } from "./filters.js";
import { changeZone } from "./zones.js";
import { shuffleInPlace } from "../state/rng.js";

type Arrange = Extract<Decision, { kind: "arrange" }>;

/** What to do with the cards looked at: a scry, or a `lookAtTop` instruction's picks and rest. */
export interface LookSpec {
  picks: LookPick[];
  rest: LibraryPlace;
  randomOrder: boolean;
  /** The rule followed (cited by refusals): 701.18a for scry, 608.2c otherwise. */
  rule: string;
  /** The instruction in words, for the prompt. */
  what: string;
  /** Every card is revealed (CR 701.16a), not only looked at (701.16e). */
  revealAll?: boolean;
}

const PLACE_TEXT: Readonly<Record<LibraryPlace, string>> = {
  hand: "into your hand",
  graveyard: "into your graveyard",
  top: "on top of your library",
  bottom: "on the bottom of your library",
};

/** Whether card `id` can fill slot `f` for `who` (the slot's filter, in any zone). */
function fits(ctx: Ctx, id: ObjectId, f: ObjectFilter, who: PlayerId): boolean {
  return matches(ctx, characteristics(ctx, id), { ...f, zone: undefined }, who);
}

/**
 * Whether the cards (indices into `fits`, which lists the slots each card matches) can each
 * be given a different slot. Small: there are a handful of cards and two or three slots.
 */
export function slotsCanTake(
  fits: readonly (readonly number[])[],
  cards: readonly number[],
  used: ReadonlySet<number> = new Set(),
): boolean {
  if (cards.length === 0) return true;
  // every card fitting the same slots ("all land cards"): enough of them free is enough, no search
  const same = fits[cards[0]!] ?? [];
  if (cards.every((i) => (fits[i] ?? []).join() === same.join()))
    return cards.length <= same.filter((k) => !used.has(k)).length;
  const [first, ...rest] = cards;
  for (const k of fits[first!] ?? []) {
    if (used.has(k)) continue;
    if (slotsCanTake(fits, rest, new Set([...used, k]))) return true;
  }
  return false;
}

/** The most cards (indices, the first ones preferred) that `slotsCanTake`. */
function bestFill(fits: readonly (readonly number[])[], cards: readonly number[], slots: number): number[] {
  // each card fitting every slot or none ("all land cards"): the first ones that fit, no search
  if (cards.every((i) => (fits[i]?.length ?? 0) === 0 || fits[i]!.length === slots))
    return cards.filter((i) => (fits[i]?.length ?? 0) > 0).slice(0, slots);
  let best: number[] = [];
  const grow = (from: number, chosen: number[]): void => {
    if (chosen.length > best.length) best = [...chosen];
    if (chosen.length === slots) return;
    for (let i = from; i < cards.length; i++) {
      const next = [...chosen, cards[i]!];
      if (slotsCanTake(fits, next)) grow(i + 1, next);
    }
  };
  grow(0, []);
  return best;
}

/** The places of the decision for the cards looked at: the picks in text order, then the rest. */
function placesFor(ctx: Ctx, cards: readonly ObjectId[], spec: LookSpec, who: PlayerId): ArrangePlace[] {
  const places: ArrangePlace[] = [];
  let left = cards.length;
  for (const p of spec.picks) {
    if (p.all) {
      // "put all land cards revealed this way into your hand": exactly the matching cards (CR 608.2c)
      const all = p.all;
      const k = cards.filter((id) => fits(ctx, id, all, who)).length;
      const slots = Array.from({ length: k }, () => all);
      const slotIndices = slots.map((_, i) => i);
      left -= k;
      places.push({
        to: p.to,
        min: k,
        max: k,
        slots,
        fits: cards.map((id) => (fits(ctx, id, all, who) ? slotIndices : [])),
        ...(p.reveal ? { reveal: true } : {}),
        text: PLACE_TEXT[p.to],
      });
      continue;
    }
    const cap = Math.min(
      p.count === "any" ? cards.length : p.count,
      p.slots ? p.slots.length : cards.length,
      cards.length,
    );
    const slotFits = p.slots
      ? cards.map((id) => p.slots!.flatMap((f, k) => (fits(ctx, id, f, who) ? [k] : [])))
      : undefined;
    // a "put one of them …" that isn't optional takes as many as it can (CR 608.2c), in text order
    const possible = slotFits
      ? bestFill(
          slotFits,
          cards.map((_, i) => i),
          p.slots!.length,
        ).length
      : cards.length;
    const min = p.upTo || p.count === "any" ? 0 : Math.min(cap, left, possible);
    left -= min;
    places.push({
      to: p.to,
      min,
      max: cap,
      ...(p.slots ? { slots: p.slots, fits: slotFits } : {}),
      ...(p.reveal ? { reveal: true } : {}),
      text: PLACE_TEXT[p.to],
    });
  }
  const same = places.find((p) => p.to === spec.rest);
  if (same)
    same.max = cards.length; // the rest go to a place a pick already names: one place
  else
    places.push({
      to: spec.rest,
      min: 0,
      max: cards.length,
      ...(spec.randomOrder && (spec.rest === "top" || spec.rest === "bottom") ? { random: true } : {}),
      text: `the rest ${PLACE_TEXT[spec.rest]}`,
    });
  return places;
}

/**
 * Checks an answer to an `arrange` decision (refusing with the decision's rule, changing
 * nothing) and returns the arrangement: every card once, each to one of the places, within its
 * count and its slots.
 */
export function checkArrangement(
  d: Arrange,
  targets: readonly string[],
  options: readonly string[],
): { id: ObjectId; to: LibraryPlace }[] {
  const ids = d.cards.map((c) => c.id);
  if (
    targets.length !== ids.length ||
    new Set(targets).size !== targets.length ||
    targets.some((t) => !ids.includes(t))
  ) {
    refuse(
      `Put each of the ${ids.length} card${ids.length === 1 ? "" : "s"} looked at somewhere, each once (list them all in targets).`,
      d.rule,
      "401.4",
    );
  }
  if (options.length !== targets.length)
    refuse("Give a place for each card: options[i] is where targets[i] goes.", d.rule);
  const out: { id: ObjectId; to: LibraryPlace }[] = [];
  for (let i = 0; i < targets.length; i++) {
    const place = d.places.find((p) => p.to === options[i]);
    if (!place)
      refuse(`"${options[i]}" is not a place for these cards: ${d.places.map((p) => p.to).join(", ")}.`, d.rule);
    out.push({ id: targets[i]!, to: place.to });
  }
  for (const p of d.places) {
    const put = out.filter((a) => a.to === p.to).map((a) => a.id);
    if (put.length < p.min || put.length > p.max)
      refuse(
        `Put ${p.min === p.max ? p.min : `${p.min} to ${p.max}`} card${p.max === 1 ? "" : "s"} ${p.text}.`,
        d.rule,
      );
    if (
      p.fits &&
      !slotsCanTake(
        p.fits,
        put.map((id) => ids.indexOf(id)),
      )
    )
      refuse(
        `Those cards can't all be put ${p.text}: each must be a different one of what the instruction names.`,
        d.rule,
      );
  }
  return out;
}

/**
 * An arrangement that every `arrange` decision accepts: each place in turn takes its minimum
 * (the first cards that fit), the rest go to the last place, the library's order kept.
 */
export function defaultArrangement(d: Arrange): { id: ObjectId; to: LibraryPlace }[] {
  const left = d.cards.map((_, i) => i);
  const to: LibraryPlace[] = d.cards.map(() => d.places[d.places.length - 1]!.to);
  for (const p of d.places.slice(0, -1)) {
    const take = (p.fits ? bestFill(p.fits, left, p.slots!.length) : left).slice(0, p.min);
    for (const i of take) {
      to[i] = p.to;
      left.splice(left.indexOf(i), 1);
    }
  }
  // listed in the library's order
  return d.cards.map((c, i) => ({ id: c.id, to: to[i]! }));
}

/** Whether the single card looked at has only one place it may go (nothing to decide). */
function forced(d: Arrange): boolean {
  if (d.cards.length !== 1) return d.cards.length === 0;
  const required = d.places.filter((p) => p.min > 0);
  return required.length > 0 || d.places.filter((p) => p.max > 0).length === 1;
}

/**
 * Carries out a look at the top `n` cards of `who`'s library (CR 608.2c, 701.18a): asks where
 * they go (returns "pending") unless there is nothing to decide or the goldfish decides (it takes
 * the default arrangement), then puts them there. Cards put into the hand become `frame.last`.
 */
export function lookAtTop(
  ctx: Ctx,
  frame: ResolutionFrame,
  who: PlayerId,
  n: number,
  spec: LookSpec,
): "done" | "pending" {
  const s = ctx.state;
  const lib = s.players[who].library;
  if (!frame.arranged) {
    const top = lib.slice(0, Math.max(0, n));
    frame.last = [];
    if (top.length === 0) return "done";
    const d: Arrange = {
      kind: "arrange",
      player: who,
      prompt: `${frame.sourceName}: ${spec.what}`,
      rule: spec.rule,
      cards: top.map((id) => ({ id, name: characteristics(ctx, id).name })),
      places: placesFor(ctx, top, spec, who),
    };
    if (spec.revealAll)
      emit(
        ctx,
        "reveal",
        `${who === "you" ? "You reveal" : "The opponent reveals"} the top ${top.length === 1 ? "card" : `${top.length} cards`} of ${who === "you" ? "your" : "their"} library: ${d.cards.map((c) => c.name).join(", ")} (CR 701.16a)`,
        { player: who },
      );
    else
      emit(
        ctx,
        "look",
        `${who === "you" ? "You look" : "The opponent looks"} at the top ${top.length === 1 ? "card" : `${top.length} cards`} of ${who === "you" ? "your" : "their"} library (CR 701.16e)`,
        { player: who },
      );
    if (who === "opponent" || forced(d)) frame.arranged = defaultArrangement(d);
    else {
      s.pending = { decision: d, continuation: { kind: "resolve", frame } };
      return "pending";
    }
  }
  // the cards still where they were looked at (nothing moves them while the decision waits, but be safe)
  const arranged = frame.arranged.filter((a) => s.objects[a.id]?.zone === "library" && lib.includes(a.id));
  const to = (p: LibraryPlace) => arranged.filter((a) => a.to === p).map((a) => a.id);
  const hand = to("hand");
  const reveal = spec.picks.some((p) => p.to === "hand" && p.reveal);
  frame.last = [];
  if (hand.length) {
    const names = hand.map((id) => characteristics(ctx, id).name);
    for (const id of hand) frame.last.push(changeZone(ctx, id, "hand").id);
    emit(
      ctx,
      "zoneChange",
      reveal
        ? `${who === "you" ? "You reveal" : "The opponent reveals"} ${names.join(", ")} and put${who === "you" ? "" : "s"} ${hand.length === 1 ? "it" : "them"} into ${who === "you" ? "your" : "their"} hand (CR 701.16a)`
        : `${who === "you" ? "You put" : "The opponent puts"} ${hand.length === 1 ? "a card" : `${hand.length} cards`} into ${who === "you" ? "your" : "their"} hand`,
      { player: who },
    );
  }
  const gy = to("graveyard");
  if (gy.length) {
    const names = gy.map((id) => characteristics(ctx, id).name);
    for (const id of gy) changeZone(ctx, id, "graveyard");
    emit(
      ctx,
      "zoneChange",
      `${who === "you" ? "You put" : "The opponent puts"} ${names.join(", ")} into ${who === "you" ? "your" : "their"} graveyard`,
      { player: who },
    );
  }
  // CR 401.4: the cards going back into the library, in the chosen order (or a random one)
  const top = to("top");
  const bottom = to("bottom");
  const random = spec.randomOrder;
  if (random && spec.rest === "top") shuffleInPlace(s.rng, top);
  if (random && spec.rest === "bottom") shuffleInPlace(s.rng, bottom);
  for (const id of [...top, ...bottom]) lib.splice(lib.indexOf(id), 1);
  lib.unshift(...top);
  lib.push(...bottom);
  const parts = [
    top.length ? `${top.length} on top` : "",
    bottom.length
      ? `${bottom.length} on the bottom${random && spec.rest === "bottom" ? " in a random order" : ""}`
      : "",
  ].filter(Boolean);
  if (parts.length)
    emit(
      ctx,
      "library",
      `${who === "you" ? "You put" : "The opponent puts"} ${parts.join(" and ")} of ${who === "you" ? "your" : "their"} library`,
      { player: who },
    );
  return "done";
}
