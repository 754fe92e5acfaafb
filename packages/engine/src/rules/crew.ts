/**
 * Crew N (CR 702.122a): "tap any number of other untapped creatures you control with total
 * power N or greater" as the cost of a Vehicle's ability. The creatures tapped crew it
 * (702.122b): their "whenever ~ crews a Vehicle" abilities trigger, with the Vehicle as the
 * object they refer to. Summoning sickness doesn't matter: the cost is no {T} of theirs (302.6).
 */
import type { ObjectId, PlayerId } from "../state/types.js";
import { emit, refuse, type Ctx } from "../core/context.js";
import { characteristics } from "./layers.js";
import { setTapped } from "./tapped.js";
import { nameOf, passesControlCondition } from "./queries.js";
import { fromAbility, queue } from "./triggers.js";

/** The creatures that could be tapped to crew `source` (CR 702.122a): other untapped creatures `player` controls. */
export function crewCandidates(ctx: Ctx, player: PlayerId, source: ObjectId): ObjectId[] {
  const s = ctx.state;
  return s.battlefield.filter((id) => {
    if (id === source || s.objects[id]!.tapped) return false;
    const c = characteristics(ctx, id);
    return c.types.includes("Creature") && c.controller === player;
  });
}

const powerOf = (ctx: Ctx, id: ObjectId) => Math.max(0, characteristics(ctx, id).power ?? 0);

/**
 * The creatures the engine taps when no choice is given: those that couldn't attack this turn
 * first (summoning sick, CR 302.6, or with defender), then the weakest, until their total power
 * is N or more, without any that isn't needed. Null when all of them together fall short (118.3).
 */
export function autoCrew(ctx: Ctx, n: number, player: PlayerId, source: ObjectId): ObjectId[] | null {
  const idle = (id: ObjectId) =>
    !passesControlCondition(ctx, id) || characteristics(ctx, id).keywords.includes("Defender");
  const sorted = crewCandidates(ctx, player, source).sort(
    (a, b) => Number(idle(b)) - Number(idle(a)) || powerOf(ctx, a) - powerOf(ctx, b),
  );
  const chosen: ObjectId[] = [];
  let total = 0;
  for (const id of sorted) {
    if (total >= n) break;
    chosen.push(id);
    total += powerOf(ctx, id);
  }
  if (total < n) return null;
  // leave out the ones not needed, those that could attack first
  for (const id of [...chosen].sort((a, b) => Number(idle(a)) - Number(idle(b)))) {
    if (total - powerOf(ctx, id) >= n && chosen.length > 1) {
      chosen.splice(chosen.indexOf(id), 1);
      total -= powerOf(ctx, id);
    }
  }
  return chosen;
}

/**
 * The creatures tapped for a crew N cost, as the player chose them (CR 702.122a, 602.2b), or the
 * engine's choice (`autoCrew`) when none is given; refused when they aren't other untapped
 * creatures the player controls, or their total power is less than N (118.3).
 */
export function crewChoice(
  ctx: Ctx,
  n: number,
  player: PlayerId,
  source: ObjectId,
  given: ObjectId[] | undefined,
  what: string,
): ObjectId[] {
  if (given === undefined) {
    const auto = autoCrew(ctx, n, player, source);
    if (!auto)
      refuse(`${what} needs untapped creatures with total power ${n} or more to crew it.`, "702.122a", "118.3");
    return auto;
  }
  if (new Set(given).size !== given.length) refuse("The same creature can't be tapped twice for one cost.", "702.122a");
  const cand = crewCandidates(ctx, player, source);
  for (const id of given)
    if (!cand.includes(id))
      refuse(
        `${ctx.state.objects[id] ? nameOf(ctx, id) : id} can't crew ${what}: only other untapped creatures you control can.`,
        "702.122a",
        "118.3",
      );
  const total = given.reduce((t, id) => t + powerOf(ctx, id), 0);
  if (total < n) refuse(`Crewing ${what} needs total power ${n} or more; these have ${total}.`, "702.122a", "118.3");
  return given;
}

/** Taps the creatures that crew `vehicle` (CR 702.122a) and triggers their "whenever ~ crews a Vehicle" abilities (702.122b). */
export function payCrew(ctx: Ctx, player: PlayerId, crew: readonly ObjectId[], vehicle: ObjectId): void {
  const s = ctx.state;
  for (const id of crew) setTapped(ctx, s.objects[id]!, true);
  if (crew.length)
    emit(
      ctx,
      "tap",
      `${player === "you" ? "You tap" : "The opponent taps"} ${crew.map((id) => nameOf(ctx, id)).join(", ")} to crew ${nameOf(ctx, vehicle)} (CR 702.122a)`,
    );
  for (const id of crew) {
    const c = characteristics(ctx, id);
    for (const a of c.abilities)
      if (a.kind === "triggered" && a.event.kind === "crewsSelf")
        queue(ctx, fromAbility(c, a, c.controller, [vehicle]));
  }
}
