/**
 * State-based actions (CR 704), checked whenever a player would receive priority (704.3)
 * and repeated until none happens: a player at 0 or less life or who drew from an empty
 * library loses (704.5a-b), as does one with ten or more poison counters (704.5c); tokens outside the battlefield cease to exist (704.5d); a
 * creature with toughness 0 or less goes to the graveyard (704.5f), one with lethal damage
 * or deathtouch damage is destroyed (704.5g-h); a planeswalker with 0 loyalty goes to the
 * graveyard (704.5i); the legend rule (704.5j); Auras attached
 * illegally go to the graveyard (704.5m); Equipment attached illegally becomes unattached
 * (704.5n); +1/+1 and -1/-1 counters annihilate (704.5q). Also here, as part of the same
 * check: effects whose duration ended because their source left (611.2b/611.3a), control
 * changes noticed after layer 2 (for 302.6 and "when you lose control" triggers), and
 * removal from combat of what changed controller or stopped being a creature (506.4).
 */
import { unpairBroken } from "./pairs.js";
import { protectionFrom } from "./protection.js";
import { lossReason, POISON_LIMIT } from "./game-over.js";
import type { GameState, ObjectId, PlayerId } from "../state/types.js";
import { changedSince, emit, opponentOf, startChangeLog, tick, touch, type Ctx } from "../core/context.js";
import { markNoStrayTokens, strayTokensPossible } from "../core/objects.js";
import { attachmentCount, battlefieldCharacteristics } from "./layers.js";
import { matches } from "./filters.js";
import { endEffects } from "./layer-effects.js";
import { changeZone, destroyPermanent } from "./zones.js";
import { onControlChange } from "./triggers.js";
import { removeStraysFromCombat } from "./combat-removal.js";
import { definition } from "../core/objects.js";
import { BESTOW_ENCHANT } from "./alternative-costs.js";
import { askLegend } from "./player-choices.js";

/** How many permanents full state-based action checks have looked at, ever (a measure of work for tests: never read by the rules). */
let scannedPermanents = 0;

/** The number of permanents looked at by full checks so far (see `scannedPermanents`). */
export function permanentsScanned(): number {
  return scannedPermanents;
}

export { POISON_LIMIT } from "./game-over.js";

/** Performs state-based actions until none applies. Returns true if any was performed. */
export function checkStateBasedActions(ctx: Ctx): boolean {
  // Nothing that state-based actions look at can change without a characteristics revision
  // (battlefield, counters, effects, attachments) or an event (damage, life, draws, zone
  // changes): if neither moved since the last check in this action found nothing, skip.
  const s = ctx.state;
  if (ctx.sbaClean && sameSignature(ctx, ctx.sbaClean)) return false;
  let any = false;
  for (let guard = 0; guard < 100; guard++) {
    if (!any && nothingDue(ctx)) break;
    syncControl(ctx);
    if (!oneRound(ctx)) break;
    any = true;
  }
  startChangeLog(s, "sba"); // none is due now: from here on only what changes needs looking at
  const sig = (ctx.sbaClean ??= []);
  sig[0] = s.revision;
  sig[1] = ctx.events.length;
  sig[2] = s.players.you.life;
  sig[3] = s.players.opponent.life;
  sig[4] = s.players.you.poison;
  sig[5] = s.players.opponent.poison;
  return any;
}

/** Whether what state-based actions look at is as it was when `sig` was taken (see `Ctx.sbaClean`). */
function sameSignature(ctx: Ctx, sig: (number | undefined)[]): boolean {
  const s = ctx.state;
  return (
    sig[0] === s.revision &&
    sig[1] === ctx.events.length &&
    sig[2] === s.players.you.life &&
    sig[3] === s.players.opponent.life &&
    sig[4] === s.players.you.poison &&
    sig[5] === s.players.opponent.poison
  );
}

/**
 * Whether a full check would find nothing to do, known from the objects changed (or dealt
 * damage) since the last check that found nothing — when that is all that can have changed:
 * the characteristics were brought up to date object by object (nothing else's changed, see
 * rules/layers.ts), no Aura or Equipment is on the battlefield (their legality depends on
 * other permanents, 704.5m-n), no player would lose and no token is stray. Any changed
 * permanent that a state-based action might apply to (or whose control changed, or that is
 * legendary, 704.5j) makes the answer "no": the full check then runs exactly as always.
 */
function nothingDue(ctx: Ctx): boolean {
  const s = ctx.state;
  if (changedSince(s, "sba") === null || strayTokensPossible(s)) return false;
  // an effect whose source left ends in the full check (611.2b, `syncControl`): not skipped then
  if (s.effects.length > 0 && s.effects.some((e) => sourceLeft(s, e))) return false;
  for (const p of ["you", "opponent"] as PlayerId[]) {
    const ps = s.players[p];
    if (!ps.hasLost && (ps.life <= 0 || ps.drewFromEmpty || (ps.poison ?? 0) >= POISON_LIMIT)) return false;
  }
  const chars = battlefieldCharacteristics(ctx); // (a full computation here ends the log)
  const changed = changedSince(s, "sba");
  if (changed === null || attachmentCount(ctx) > 0) return false;
  // Removal from combat (506.4) applies to an attacker or blocker that left the battlefield,
  // changed controller or stopped being a creature. The last full check removed every such one,
  // attackers and blockers are declared only when they qualify (508.1a, 509.1a), and any of them
  // that changed since is in the log: only a changed one in combat can call for it.
  const combat = s.combat;
  for (const id of changed) {
    if (combat && inCombat(combat, id)) return false;
    const o = s.objects[id];
    if (!o || o.zone !== "battlefield") continue;
    const c = chars.get(id)!;
    if (c.controller !== o.controller || o.deathtouched || c.supertypes.includes("Legendary")) return false;
    if (c.types.includes("Creature") && ((c.toughness ?? 0) <= 0 || o.damage >= (c.toughness ?? 0))) return false;
    if ((o.counters["+1/+1"] ?? 0) > 0 && (o.counters["-1/-1"] ?? 0) > 0) return false;
    if (c.types.includes("Planeswalker") && (o.counters.loyalty ?? 0) <= 0) return false; // 704.5i
  }
  return true;
}

/** Whether an effect lasts "for as long as" its source is on the battlefield and the source left it (CR 611.2b). */
function sourceLeft(s: GameState, e: GameState["effects"][number]): boolean {
  return (
    e.duration.kind === "whileSourceOnBattlefield" &&
    !(e.source !== null && s.objects[e.source]?.zone === "battlefield")
  );
}

/** Whether `id` attacks, blocks or is a blocking creature with no attacker left (CR 506.4, 509.1g). */
function inCombat(combat: NonNullable<GameState["combat"]>, id: ObjectId): boolean {
  return (
    combat.attackers.some((a) => a.attacker === id) ||
    combat.blocks.some((b) => b.blocker === id) ||
    (combat.blockingAlone?.includes(id) ?? false)
  );
}

/**
 * Notices controller changes computed by layer 2 and records them (CR 302.6, 603.7), and
 * removes from combat what no longer belongs there (506.4). `onlyChanged`: when the state-based actions' log of changed objects (see `nothingDue`) says
 * none of them changed control, nothing else can have: done without looking at the others.
 */
export function syncControl(ctx: Ctx, onlyChanged = false): void {
  const s = ctx.state;
  // effects that last while their source is on the battlefield end when it leaves
  // (checked before copying: this runs every time a player would receive priority)
  const ended = (e: GameState["effects"][number]) => sourceLeft(s, e);
  if (s.effects.some(ended)) endEffects(ctx, ended);
  unpairBroken(ctx); // soulbond pairs that broke stay broken (CR 702.95e)
  const chars = battlefieldCharacteristics(ctx); // (a full computation here ends the log)
  const changed = onlyChanged ? changedSince(s, "sba") : null;
  if (
    changed?.every(
      (id) => s.objects[id]?.zone !== "battlefield" || chars.get(id)!.controller === s.objects[id]!.controller,
    )
  ) {
    removeStraysFromCombat(ctx);
    return;
  }
  for (const id of s.battlefield) {
    const o = s.objects[id]!;
    const now = chars.get(id)!.controller;
    if (now !== o.controller) {
      const from = o.controller;
      o.controller = now;
      o.controlSince = tick(s);
      emit(ctx, "control", `${chars.get(id)!.name} is now controlled by ${now === "you" ? "you" : "the opponent"}`, {
        object: id,
      });
      onControlChange(ctx, id, from);
    }
  }
  // a permanent whose controller changed or that stopped being a creature leaves combat (CR 506.4)
  removeStraysFromCombat(ctx);
}

function oneRound(ctx: Ctx): boolean {
  const s = ctx.state;
  let acted = false;
  // 704.5a-c: losing the game
  for (const p of ["you", "opponent"] as PlayerId[]) {
    const ps = s.players[p];
    const poisoned = (ps.poison ?? 0) >= POISON_LIMIT;
    if (!ps.hasLost && (ps.life <= 0 || ps.drewFromEmpty || poisoned)) {
      ps.hasLost = true;
      s.winner = opponentOf(p);
      const { why, rule } = lossReason(ps);
      emit(ctx, "gameOver", `${p === "you" ? "You lose" : "The opponent loses"} the game (${why}, CR ${rule})`);
      acted = true;
    }
  }
  // The game ends with a loss (104.1), but the other state-based actions of the same check
  // happen with it, simultaneously (704.3); a game that was already over checks nothing.
  const lost = acted;
  if (s.winner && !lost) return false;
  // 704.5d: tokens that left the battlefield cease to exist. The scan of every zone is skipped
  // when no token can be outside the battlefield (none made yet, or none moved since the last scan).
  if (strayTokensPossible(s)) {
    for (const list of [
      s.exile,
      s.players.you.graveyard,
      s.players.you.hand,
      s.players.you.library,
      s.players.opponent.graveyard,
      s.players.opponent.hand,
      s.players.opponent.library,
    ]) {
      for (let i = list.length - 1; i >= 0; i--) {
        const id = list[i]!;
        if (!s.objects[id]!.isToken) continue;
        list.splice(i, 1);
        delete s.objects[id];
        acted = true;
      }
    }
    markNoStrayTokens(s);
  }
  const chars = battlefieldCharacteristics(ctx);
  // (allocated only when needed: this runs every time a player would receive priority)
  let toGraveyard: ObjectId[] | null = null;
  let destroyed: ObjectId[] | null = null;
  let legendary: ObjectId[] | null = null;
  scannedPermanents += s.battlefield.length;
  for (const id of s.battlefield) {
    const c = chars.get(id)!;
    const o = s.objects[id]!;
    if (c.types.includes("Creature")) {
      const t = c.toughness ?? 0;
      if (t <= 0)
        (toGraveyard ??= []).push(id); // 704.5f
      else if ((o.damage >= t || o.deathtouched) && !c.keywords.includes("Indestructible")) (destroyed ??= []).push(id); // 704.5g-h
    }
    // 704.5i: a planeswalker with 0 loyalty
    if (c.types.includes("Planeswalker") && (o.counters.loyalty ?? 0) <= 0 && !(toGraveyard ??= []).includes(id))
      toGraveyard.push(id);
    // 704.5h looks at deathtouch damage dealt since the last check only
    o.deathtouched = false;
    // 704.5q: counters annihilate
    const plus = o.counters["+1/+1"] ?? 0;
    const minus = o.counters["-1/-1"] ?? 0;
    if (plus > 0 && minus > 0) {
      const n = Math.min(plus, minus);
      o.counters["+1/+1"] = plus - n;
      o.counters["-1/-1"] = minus - n;
      touch(ctx);
      acted = true;
    }
    // 704.5m / 704.5n: attachments
    if (c.subtypes.includes("Aura")) {
      const host = o.attachedTo ? s.objects[o.attachedTo] : undefined;
      const def = o.card ? definition(ctx, o.card) : undefined;
      const hostChars = host && host.zone === "battlefield" ? chars.get(host.id) : undefined;
      const enchant = o.bestowed ? BESTOW_ENCHANT : def?.enchant;
      if (
        !hostChars ||
        (enchant && !matches(ctx, hostChars, enchant, c.controller)) ||
        protectionFrom(hostChars.keywords, c) // CR 702.16c
      ) {
        if (o.bestowed) {
          // CR 702.103f: a bestowed Aura unattached or attached illegally ceases to be bestowed (an exception to 704.5m)
          o.attachedTo = null;
          delete o.bestowed;
          touch(ctx);
          acted = true;
        } else (toGraveyard ??= []).push(id);
      }
    } else if (c.subtypes.includes("Equipment") && o.attachedTo) {
      const host = s.objects[o.attachedTo];
      const hostChars = host && host.zone === "battlefield" ? chars.get(host.id) : undefined;
      if (!hostChars?.types.includes("Creature") || protectionFrom(hostChars.keywords, c)) {
        // CR 704.5n, 702.16d
        o.attachedTo = null;
        touch(ctx);
        acted = true;
      }
    }
    if (c.supertypes.includes("Legendary")) (legendary ??= []).push(id);
  }
  // 704.5j: legend rule — the player chooses the one that stays (a decision for you, the newest
  // by default; the goldfish keeps its newest). The rest of this check is performed meanwhile.
  if (legendary && legendary.length > 1) {
    const legends = new Map<string, ObjectId[]>();
    for (const id of legendary) {
      const c = chars.get(id)!;
      const key = `${c.controller}|${c.name}`;
      legends.set(key, [...(legends.get(key) ?? []), id]);
    }
    for (const ids of legends.values()) {
      if (ids.length < 2) continue;
      const keep = ids.reduce((a, b) => (s.objects[a]!.timestamp >= s.objects[b]!.timestamp ? a : b));
      if (chars.get(keep)!.controller === "you") {
        if (!s.pending) askLegend(ctx, ids, keep);
        continue;
      }
      for (const id of ids) if (id !== keep && !(toGraveyard ??= []).includes(id)) toGraveyard.push(id);
    }
  }
  if (toGraveyard || destroyed) {
    acted = true;
    for (const id of toGraveyard ?? []) {
      if (!s.objects[id] || s.objects[id]!.zone !== "battlefield") continue;
      changeZone(ctx, id, "graveyard"); // 704.5f and the rest: put into the graveyard, not destroyed
    }
    // 704.5g-h destroy: regeneration can replace it (CR 701.15a)
    for (const id of destroyed ?? []) if (s.objects[id]?.zone === "battlefield") destroyPermanent(ctx, id);
  }
  if (acted) touch(ctx);
  return acted && !lost; // after a loss, no further check: the game is over
}
