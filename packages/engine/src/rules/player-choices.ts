/**
 * Choices that belong to a player and that the engine used to make by itself, each now a
 * decision with a default (`Decision.default`: the engine's old choice, taken when any other
 * action comes instead): the order of a player's simultaneous triggered abilities (CR 603.3b),
 * which of their legendary permanents with the same name stays (704.5j), and how an attacker
 * blocked by two or more creatures divides its combat damage (510.1c; trample 702.19b,
 * deathtouch 702.2c). The goldfish's own choices stay automatic (it never decides).
 */
import type { DecisionAnswer, ObjectId, PendingTrigger, PlayerId } from "../state/types.js";
import { refuse, type Ctx } from "../core/context.js";
import { characteristics } from "./layers.js";
import { nameOf } from "./queries.js";

// ---------------------------------------------------------------- 603.3b: trigger order

/** Labels for the waiting triggers `ts`: their sources' names, numbered where a name repeats. */
function triggerLabels(ts: readonly PendingTrigger[]): string[] {
  return ts.map((t) => {
    const same = ts.filter((u) => u.sourceName === t.sourceName);
    return same.length > 1 ? `${t.sourceName} #${same.indexOf(t) + 1}` : t.sourceName;
  });
}

/**
 * Asks `you` the order of their waiting triggers (CR 603.3b) when two or more are waiting, not
 * yet ordered, and not all the same ability of same-named sources (whose order can't matter).
 * The options are the triggers in the order they will resolve (the first listed is put on the
 * stack last); the default is the engine's order (the first to trigger resolves last). Returns
 * whether a decision is now pending.
 */
export function askTriggerOrder(ctx: Ctx): boolean {
  const s = ctx.state;
  const mine = s.triggers.filter((t) => t.controller === "you" && !t.ordered);
  if (mine.length < 2) return false;
  const key = (t: PendingTrigger) => `${t.sourceName}|${t.text}`;
  if (mine.every((t) => key(t) === key(mine[0]!))) {
    // (new objects: a copy of the state may share the old ones)
    s.triggers = s.triggers.map((t) => (mine.includes(t) ? { ...t, ordered: true } : t));
    return false;
  }
  const labels = triggerLabels(mine);
  const resolving = [...labels].reverse();
  s.pending = {
    decision: {
      kind: "choice",
      player: "you",
      prompt: `Order your triggered abilities, the first to resolve first: ${mine.map((t, i) => `${labels[i]}: ${t.text}`).join(" / ")}`,
      options: resolving,
      min: mine.length,
      max: mine.length,
      distinct: true,
      default: { options: resolving },
      rule: "603.3b",
    },
    continuation: { kind: "orderTriggers", player: "you", count: mine.length },
  };
  return true;
}

/** Puts `player`'s waiting triggers in the order answered (`options`: the first listed resolves first, CR 603.3b). */
export function orderTriggers(ctx: Ctx, player: PlayerId, options: readonly string[]): void {
  const s = ctx.state;
  const mine = s.triggers.filter((t) => t.controller === player && !t.ordered);
  const labels = triggerLabels(mine);
  if (
    options.length !== mine.length ||
    new Set(options).size !== options.length ||
    options.some((o) => !labels.includes(o))
  )
    refuse(`Order all of these triggered abilities: ${labels.join(", ")}.`, "603.3b");
  const onStack = [...options].reverse().map((o): PendingTrigger => ({ ...mine[labels.indexOf(o)]!, ordered: true }));
  const others = s.triggers.filter((t) => !mine.includes(t));
  s.triggers = [...others, ...onStack];
}

// ---------------------------------------------------------------- 704.5j: the legend rule

/** Asks `you` which of their legendary permanents named alike (`ids`, two or more) stays (CR 704.5j); `keep` is the default. */
export function askLegend(ctx: Ctx, ids: ObjectId[], keep: ObjectId): void {
  const name = characteristics(ctx, keep).name;
  ctx.state.pending = {
    decision: {
      kind: "targets",
      player: "you",
      prompt: `Legend rule: choose the ${name} that stays; the others go to the graveyard`,
      specs: [{ text: `the ${name} that stays`, min: 1, max: 1 }],
      legal: [ids],
      default: { targets: [keep] },
      rule: "704.5j",
    },
    continuation: { kind: "legend", ids },
  };
}

/** Checks the legend kept (one of `ids`, CR 704.5j) and returns the ones that go to the graveyard. */
export function legendsToBury(ids: readonly ObjectId[], targets: readonly string[]): ObjectId[] {
  if (targets.length !== 1 || !ids.includes(targets[0]!))
    refuse("Choose exactly one of these legendary permanents to keep.", "704.5j");
  return ids.filter((id) => id !== targets[0]);
}

// ---------------------------------------------------------------- 510.1c: dividing combat damage

/** One share of an attacker's combat damage. */
export interface Share {
  to: string;
  n: number;
}

/**
 * The engine's own division of an attacker's `power` among its `blockers` (CR 510.1c): lethal
 * damage to each in the order they blocked (1 with deathtouch, 702.2c), the rest to the last
 * one — or, with trample, to `defender` (702.19b).
 */
export function defaultDivision(
  ctx: Ctx,
  power: number,
  blockers: readonly ObjectId[],
  trample: boolean,
  deathtouch: boolean,
  defender: string,
): Share[] {
  const out: Share[] = [];
  for (let i = 0; i < blockers.length && power > 0; i++) {
    const b = blockers[i]!;
    const lethal = lethalFor(ctx, b, deathtouch);
    const last = i === blockers.length - 1;
    const n = last && !trample ? power : Math.min(power, Math.max(lethal, deathtouch ? 1 : 0));
    if (n > 0) out.push({ to: b, n });
    power -= n;
  }
  if (power > 0 && trample) out.push({ to: defender, n: power });
  return out;
}

function lethalFor(ctx: Ctx, b: ObjectId, deathtouch: boolean): number {
  return deathtouch ? 1 : Math.max(0, (characteristics(ctx, b).toughness ?? 0) - ctx.state.objects[b]!.damage);
}

/** Asks `you` how `attacker` divides `power` among its blockers (and, with trample, `defender`), the default being `def`. */
export function askDivision(
  ctx: Ctx,
  attacker: ObjectId,
  power: number,
  blockers: readonly ObjectId[],
  trample: boolean,
  deathtouch: boolean,
  defender: PlayerId,
  firstStrike: boolean,
): void {
  const def = defaultDivision(ctx, power, blockers, trample, deathtouch, defender);
  const recipients = blockers.map((b) => ({ id: b, name: nameOf(ctx, b), lethal: lethalFor(ctx, b, deathtouch) }));
  if (trample) recipients.push({ id: defender, name: defender === "you" ? "you" : "the opponent", lethal: 0 });
  const answer: DecisionAnswer = { targets: def.map((x) => x.to), divide: def.map((x) => x.n) };
  ctx.state.pending = {
    decision: {
      kind: "divideDamage",
      player: "you",
      prompt: `Divide ${nameOf(ctx, attacker)}'s ${power} combat damage among ${recipients.map((r) => r.name).join(", ")}`,
      attacker,
      amount: power,
      recipients,
      trample,
      default: answer,
      rule: "510.1c",
    },
    continuation: { kind: "combatDamage", firstStrike },
  };
}

/**
 * Checks a division of combat damage against the decision (CR 510.1c: among the blockers as
 * the attacker's controller chooses, all of it; 702.19b: the player only once every blocker has
 * lethal damage; 702.2c: 1 is lethal with deathtouch) and returns it as shares.
 */
export function checkDivision(
  d: { amount: number; recipients: { id: string; lethal: number }[]; trample: boolean },
  targets: readonly string[],
  divide: readonly number[] | undefined,
): Share[] {
  if (!divide || divide.length !== targets.length)
    refuse("Give one share of the damage for each creature (or player) named.", "510.1c", "601.2d");
  if (new Set(targets).size !== targets.length) refuse("Name each creature once.", "510.1c");
  const ids = d.recipients.map((r) => r.id);
  for (const t of targets)
    if (!ids.includes(t)) refuse("Combat damage is assigned only among the creatures blocking it.", "510.1c");
  if (divide.some((n) => !Number.isInteger(n) || n < 1)) refuse("Each share must be 1 or more.", "510.1c");
  if (divide.reduce((a, b) => a + b, 0) !== d.amount) refuse(`All ${d.amount} damage must be assigned.`, "510.1c");
  const shares = targets.map((to, i) => ({ to, n: divide[i]! }));
  const player = d.trample ? d.recipients[d.recipients.length - 1]!.id : null;
  if (player !== null && shares.some((x) => x.to === player)) {
    for (const r of d.recipients) {
      if (r.id === player) continue;
      const got = shares.find((x) => x.to === r.id)?.n ?? 0;
      if (got < r.lethal)
        refuse(
          "With trample, damage goes to the player only once every blocker is assigned lethal damage.",
          "702.19b",
          "702.2c",
        );
    }
  }
  return shares;
}
