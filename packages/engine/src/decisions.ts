/**
 * Answering pending decisions (DESIGN.md "Decisions"): targets for a triggered ability as it
 * is put on the stack (CR 603.3d), choices made while something resolves or enters the
 * battlefield (CR 608.2c, 614.12 — "pay" or "tapped", counter names, a card found by a
 * search, permanents chosen without targeting), discarding to hand size (514.1), the London mulligan (103.5: keep or take a
 * mulligan; after keeping, choose the cards to put on the bottom), and where the cards looked at
 * from a library go (701.18a scry, 608.2c, in the chosen order: 401.4).
 */
import type { Action, EntryFrame, PlayerId } from "./state/types.js";
import { emit, refuse, type Ctx } from "./core/context.js";
import { characteristics } from "./rules/layers.js";
import { checkTargets, divisionFor } from "./rules/targets.js";
import { onStepStart, pushTrigger } from "./rules/triggers.js";
import { dealCombatDamage } from "./rules/combat.js";
import { checkDivision, legendsToBury, orderTriggers } from "./rules/player-choices.js";
import { continueEntry } from "./rules/zones.js";
import { resumeFrame } from "./rules/resolve.js";
import { finishCleanup } from "./rules/turn-structure.js";
import { changeZone } from "./rules/zones.js";
import { DRAW_INSTEAD_OF_DREDGE, drawCards, drawOne, dredgeOptions } from "./rules/draw.js";
import { shuffleInPlace } from "./state/rng.js";
import { checkArrangement } from "./rules/library.js";

type Choose = Extract<Action, { type: "choose" }>;

/** Answers the pending decision with `a` (refuses an answer that doesn't fit, changing nothing). */
export function answerDecision(ctx: Ctx, a: Choose): void {
  const s = ctx.state;
  const p = s.pending;
  if (!p) refuse("There is no decision to make now.", "117.1");
  const d = p.decision;
  if (d.kind === "declareAttackers" || d.kind === "declareBlockers")
    refuse("Declare attackers or blockers with the declare action.", "508.1", "509.1");
  if (d.player !== a.player) refuse("That decision belongs to the other player.", "101.4");
  if (answerPlayerChoice(ctx, a)) return;
  if (d.kind === "targets") {
    const targets = a.targets ?? [];
    if (p.continuation.kind === "resolve" || p.continuation.kind === "enter") {
      // Objects chosen while resolving (CR 608.2d): not targets, so only the candidates and the count are checked.
      const spec = d.specs[0]!;
      const legal = d.legal[0] ?? [];
      if (targets.length < spec.min || targets.length > spec.max)
        refuse(`Choose ${spec.min === spec.max ? spec.min : `${spec.min} to ${spec.max}`}: ${spec.text}.`, "608.2d");
      if (new Set(targets).size !== targets.length) refuse("The choices must be different.", "608.2d");
      for (const t of targets) if (!legal.includes(t)) refuse(`That can't be chosen: ${spec.text}.`, "608.2d");
      if (p.continuation.kind === "enter") {
        // creatures chosen as a permanent enters (devour, CR 702.82a)
        s.pending = null;
        p.continuation.entry.answer = targets;
        resumeEntry(ctx, p.continuation.entry);
        return;
      }
      const frame = p.continuation.frame;
      s.pending = null;
      frame.answer = targets;
      resumeFrame(ctx, frame);
      return;
    }
    if (p.continuation.kind !== "trigger") throw new Error("targets decision without trigger");
    const t = p.continuation.trigger;
    checkTargets(ctx, d.specs, targets, a.player, `${t.sourceName}'s ability`, t.source);
    const division = divisionFor(ctx, t.effects, targets, 0, a.player, `${t.sourceName}'s ability`, a.divide); // CR 601.2d
    s.pending = null;
    pushTrigger(ctx, t, targets, division);
    return;
  }
  const options = a.options ?? [];
  if (d.kind === "arrange") {
    // CR 608.2c, 701.18a, 401.4: where each card looked at goes, and in which order
    if (p.continuation.kind !== "resolve") throw new Error("arrange decision without a resolution");
    const arranged = checkArrangement(d, a.targets ?? [], options);
    const frame = p.continuation.frame;
    s.pending = null;
    frame.arranged = arranged;
    resumeFrame(ctx, frame);
    return;
  }
  if (d.kind === "mulligan") {
    if (options.length !== 1 || !["keep", "mulligan"].includes(options[0]!))
      refuse('Answer "keep" or "mulligan".', "103.5");
    s.pending = null;
    if (options[0] === "mulligan") takeMulligan(ctx, a.player);
    else if (s.players[a.player].mulligans > 0) {
      const n = Math.min(s.players[a.player].mulligans, s.players[a.player].hand.length);
      s.pending = { decision: { kind: "bottom", player: a.player, count: n }, continuation: { kind: "bottom" } };
    } else emit(ctx, "mulligan", "You keep your opening hand");
    return;
  }
  if (d.kind === "bottom") {
    const hand = s.players[a.player].hand;
    const picked = pickByName(ctx, hand, options);
    if (!picked || picked.length !== d.count)
      refuse(`Choose exactly ${d.count} card(s) from your hand to put on the bottom.`, "103.5");
    s.pending = null;
    for (const id of picked) changeZone(ctx, id, "library", { bottom: true });
    emit(ctx, "mulligan", `You keep and put ${d.count} card(s) on the bottom of your library`);
    return;
  }
  // a "choice"
  if (d.kind !== "choice") throw new Error(`unexpected decision ${d.kind}`);
  if (options.length < d.min || options.length > d.max)
    refuse(
      `Choose ${d.min === d.max ? d.min : `${d.min} to ${d.max}`} of: ${d.options.join(", ")}.`,
      "601.2b",
      "608.2d",
    );
  if (d.distinct && new Set(options).size !== options.length) refuse("The choices must be different.", "122.1b");
  for (const o of options)
    if (!d.options.includes(o)) refuse(`"${o}" is not one of the options: ${d.options.join(", ")}.`, "608.2d");
  // options listed more than once (cards of the same name in a hand) may be chosen that many times
  if (!d.distinct)
    for (const o of new Set(options))
      if (options.filter((x) => x === o).length > d.options.filter((x) => x === o).length)
        refuse(`There aren't that many "${o}" to choose.`, "608.2d");
  const cont = p.continuation;
  s.pending = null;
  switch (cont.kind) {
    case "enter":
      cont.entry.answer = options;
      resumeEntry(ctx, cont.entry);
      return;
    case "resolve":
      cont.frame.answer = options;
      resumeFrame(ctx, cont.frame);
      return;
    case "discard": {
      const hand = s.players[a.player].hand;
      const picked = pickByName(ctx, hand, options);
      if (!picked) {
        s.pending = p;
        refuse("Choose cards from your hand.", "514.1");
      }
      for (const id of picked) changeZone(ctx, id, "graveyard");
      emit(ctx, "discard", `You discard ${options.join(", ")} (maximum hand size, CR 514.1)`);
      finishCleanup(ctx);
      return;
    }
    case "draw": {
      // CR 702.52a: draw, or mill N and return the dredge card to its owner's hand instead
      const pick = options[0]!;
      if (pick === DRAW_INSTEAD_OF_DREDGE) {
        drawOne(ctx, cont.player);
        emit(ctx, "draw", `${cont.player === "you" ? "You draw" : "The opponent draws"} a card`);
      } else {
        const d = dredgeOptions(ctx, cont.player).find((x) => x.label === pick);
        if (!d) {
          s.pending = p;
          refuse(`"${pick}" can't be used now.`, "702.52b");
        }
        const lib = s.players[cont.player].library;
        const top = lib.slice(0, d.amount);
        const name = characteristics(ctx, d.id).name;
        for (const id of top) changeZone(ctx, id, "graveyard");
        changeZone(ctx, d.id, "hand");
        emit(
          ctx,
          "draw",
          `${cont.player === "you" ? "You dredge" : "The opponent dredges"} ${d.amount} instead of drawing: ${top.length === 1 ? "a card is" : `${top.length} cards are`} milled and ${name} returns to hand (CR 702.52a)`,
        );
      }
      if (drawCards(ctx, cont.player, cont.remaining - 1, cont.frame) && cont.frame) resumeFrame(ctx, cont.frame);
      return;
    }
    default:
      throw new Error(`unexpected continuation ${cont.kind}`);
  }
}

/**
 * Answers the choices that were the engine's until they became the player's
 * (rules/player-choices.ts): the order of simultaneous triggers (CR 603.3b), the legend that
 * stays (704.5j), the division of an attacker's combat damage (510.1c). Returns false for any
 * other decision.
 */
function answerPlayerChoice(ctx: Ctx, a: Choose): boolean {
  const s = ctx.state;
  const p = s.pending!;
  const d = p.decision;
  const cont = p.continuation;
  if (cont.kind === "orderTriggers") {
    orderTriggers(ctx, cont.player, a.options ?? []);
    s.pending = null;
    return true;
  }
  if (cont.kind === "legend") {
    const bury = legendsToBury(cont.ids, a.targets ?? []);
    s.pending = null;
    const kept = a.targets![0]!;
    for (const id of bury) if (s.objects[id]?.zone === "battlefield") changeZone(ctx, id, "graveyard");
    emit(
      ctx,
      "sba",
      `Legend rule: ${characteristics(ctx, kept).name} stays, the other goes to the graveyard (CR 704.5j)`,
    );
    return true;
  }
  if (cont.kind === "combatDamage" && d.kind === "divideDamage") {
    const shares = checkDivision(d, a.targets ?? [], a.divide);
    s.pending = null;
    const combat = s.combat!;
    combat.divisions = { ...combat.divisions, [d.attacker]: shares };
    if (dealCombatDamage(ctx, cont.firstStrike)) onStepStart(ctx, "combat_damage");
    return true;
  }
  return false;
}

/** Object ids in `zone` matching the names (each name used once), or null if one is missing. */
function pickByName(ctx: Ctx, zone: string[], names: string[]): string[] | null {
  const used = new Set<string>();
  const out: string[] = [];
  for (const n of names) {
    const id = zone.find((z) => !used.has(z) && (z === n || characteristics(ctx, z).name === n));
    if (!id) return null;
    used.add(id);
    out.push(id);
  }
  return out;
}

/** London mulligan (CR 103.5): shuffle the hand into the library and draw seven again. */
export function takeMulligan(ctx: Ctx, p: PlayerId): void {
  const s = ctx.state;
  const ps = s.players[p];
  while (ps.hand.length > 0) {
    const id = ps.hand.pop()!;
    ps.library.push(id);
    s.objects[id]!.zone = "library";
  }
  shuffleInPlace(s.rng, ps.library);
  ps.mulligans++;
  drawCards(ctx, p, 7);
  emit(ctx, "mulligan", `You take mulligan number ${ps.mulligans}`);
  s.pending = {
    decision: { kind: "mulligan", player: p, mulligans: ps.mulligans },
    continuation: { kind: "mulligan" },
  };
}

/** Goes on with a permanent's entry once its decision is answered (CR 614.12); then with the resolution it interrupted. */
function resumeEntry(ctx: Ctx, entry: EntryFrame): void {
  const entered = continueEntry(ctx, entry);
  // it entered during a resolution (CR 614.12): the resolution goes on, the new permanent its "it"
  const frame = entry.resume;
  if (entered && entry.suspended && frame) {
    entry.resume = undefined;
    frame.last = [...frame.last, entered.id];
    resumeFrame(ctx, frame);
  }
}
