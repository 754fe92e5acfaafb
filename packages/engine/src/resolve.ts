/**
 * Resolving spells and abilities (CR 608): target legality on resolution (608.2b: all
 * targets illegal → it doesn't resolve; some illegal → the instructions skip them), the
 * instructions in order (608.2c) through an interpreter over the vocabulary's effects,
 * choices made while resolving (a pending decision that resumes the same instruction), and
 * where a resolved spell goes (608.2n, 608.3: battlefield for permanent spells; buyback
 * 702.27a to hand; flashback 702.34a to exile; else graveyard).
 *
 * Keyword actions implemented here, numbered as in the current rules (which the shared
 * scenarios cite): destroy (701.8), discard (701.9), exile (701.13), sacrifice (701.21), search
 * (701.23), shuffle (701.24), earthbend (701.66). The 2025-02-07 text in the reference folder
 * numbers them 701.7, 701.8, 701.11, 701.17, 701.19 and 701.20 (earthbend is newer). Mill and
 * scry are cited as 701.13 and 701.18 of the 2025-02-07 text (701.17 and 701.22 in the current
 * rules); scry and "look at the top N cards" are carried out in library.ts. Drawing (121) and
 * losing life (119.3) too.
 */
import type { Effect, Ref, TokenSpec } from "./vocabulary.js";
import type { ContinuousEffect, CopiableValues, ObjectId, PlayerId, ResolutionFrame, StackItem } from "./types.js";
import { baseValues, copiableOfToken, createObject, definition, dropShields, emit, obj, tick, touch, type Ctx } from "./core.js";
import { amountFor, characteristics, matches as matchesFilter } from "./layers.js";
import { isLegalTarget, nameOf } from "./queries.js";
import { changeZone, destroyPermanent, enterBattlefield } from "./zones.js";
import { addDelayed, conditionHolds, onDamageToOpponent, onDealtDamage, onLastCounterRemoved } from "./triggers.js";
import { payDuringResolution, resolutionPayment } from "./casting.js";
import { shuffleInPlace } from "./rng.js";
import { drawCards } from "./turn-structure.js";
import { lookAtTop } from "./library.js";
import { canPayMana, payMana } from "./casting.js";

/** The static ability "This spell can't be countered" (CR 101.2), kept among the keywords. */
export const CANT_BE_COUNTERED = "Can't be countered";

/** Resolves the top object of the stack (CR 608.1). */
export function resolveTop(ctx: Ctx): void {
  const s = ctx.state;
  const item = s.stack[s.stack.length - 1];
  if (!item) return;
  const frame = frameFor(ctx, item);
  // CR 608.2b: check targets
  const specsCount = frame.targets.length;
  if (specsCount > 0) {
    const specs = targetSpecsOf(ctx, item);
    for (let i = 0; i < frame.targets.length; i++) {
      const spec = specs[Math.min(i, specs.length - 1)];
      if (!spec || !isLegalTarget(ctx, spec, frame.targets[i]!, frame.controller, frame.source).ok) frame.illegal.push(i);
    }
    if (frame.illegal.length === frame.targets.length) {
      emit(ctx, "fizzle", `${frame.sourceName} doesn't resolve: all its targets are illegal (CR 608.2b)`);
      s.stack.pop();
      // 702.34a: a spell cast with flashback is exiled whenever it would leave the stack.
      if (item.kind === "spell") changeZone(ctx, item.object, s.objects[item.object]!.spell?.flashback ? "exile" : "graveyard");
      return;
    }
  }
  if (item.kind === "ability" && item.ability.condition && !conditionHolds(ctx, item.ability.condition, item.ability.source, item.ability.kicked, item.ability.controller)) {
    emit(ctx, "resolve", `${frame.sourceName}'s ability does nothing (its condition no longer holds, CR 603.4)`);
    s.stack.pop();
    return;
  }
  emit(ctx, "resolve", `${frame.sourceName} resolves`);
  runFrame(ctx, frame);
}

function targetSpecsOf(ctx: Ctx, item: StackItem) {
  if (item.kind === "ability") return item.ability.targetSpecs;
  const o = obj(ctx, item.object);
  const def = o.card ? definition(ctx, o.card) : undefined;
  if (!def) return [];
  if (def.enchant) return [{ text: "enchant", objects: def.enchant, min: 1, max: 1 }];
  const modes = o.spell?.modes.length ? o.spell.modes : [0];
  return def.spell ? modes.flatMap((m) => def.spell!.modes[m]!.targets) : [];
}

function frameFor(ctx: Ctx, item: StackItem): ResolutionFrame {
  if (item.kind === "ability") {
    const a = item.ability;
    return { item, controller: a.controller, source: a.source, sourceName: a.sourceName, effects: a.effects, pc: 0, targets: a.targets, illegal: [], x: a.x, kicked: a.kicked ?? false, refs: a.refs, last: [], ...(a.amount !== undefined ? { amount: a.amount } : {}) };
  }
  const o = obj(ctx, item.object);
  const def = o.card ? definition(ctx, o.card) : undefined;
  const sp = o.spell!;
  const effects: Effect[] = [];
  if (def?.spell && def.automated !== false) {
    const modes = sp.modes.length ? sp.modes : [0];
    // the chosen modes' targets are announced one after another (CR 700.2, 601.2c): each mode's
    // own target numbers start after the targets of the modes chosen before it
    let offset = 0;
    for (const m of modes) {
      const mode = def.spell.modes[m]!;
      effects.push(...(offset === 0 ? mode.effects : shiftTargets(mode.effects, offset)));
      offset += mode.targets.length;
    }
  }
  return { item, controller: o.controller, source: o.id, sourceName: baseValues(ctx, o).name, effects, pc: 0, targets: sp.targets, illegal: [], x: sp.x, kicked: sp.kicked, refs: [], last: [] };
}

/**
 * "Counter target spell [unless its controller pays {N}]" (CR 701.5a, 118.12): each spell still
 * on the stack leaves it without resolving, to its owner's graveyard (exile if cast with
 * flashback, 702.34a); one that can't be countered stays (CR 101.2). For "unless … pays", the
 * spell's controller decides as the counter resolves — no decision when they can't pay; the
 * goldfish (which never has spells) pays whenever it can.
 */
function counterSpells(ctx: Ctx, frame: ResolutionFrame, e: Extract<Effect, { kind: "counter" }>, ids: string[]): "done" | "pending" {
  const s = ctx.state;
  const spells = ids.filter((id) => s.objects[id]?.zone === "stack" && s.stack.some((it) => it.kind === "spell" && it.object === id));
  for (const id of spells) {
    const name = nameOf(ctx, id);
    if (characteristics(ctx, id).keywords.includes(CANT_BE_COUNTERED)) {
      emit(ctx, "counter", `${name} can't be countered (CR 101.2)`, { object: id });
      continue;
    }
    if (e.unlessPays) {
      const payer = s.objects[id]!.controller;
      if (canPayMana(ctx, payer, e.unlessPays)) {
        if (!frame.answer) {
          if (payer === "opponent") frame.answer = ["pay"];
          else {
            s.pending = {
              decision: { kind: "choice", player: payer, prompt: `${frame.sourceName}: pay ${e.unlessPays} or ${name} is countered`, options: ["pay", "don't pay"], min: 1, max: 1, distinct: true },
              continuation: { kind: "resolve", frame },
            };
            return "pending";
          }
        }
        if (frame.answer[0] === "pay" && payMana(ctx, payer, e.unlessPays)) {
          emit(ctx, "counter", `${payer === "you" ? "You pay" : "The opponent pays"} ${e.unlessPays}: ${name} isn't countered`, { object: id });
          continue;
        }
      }
    }
    const i = s.stack.findIndex((it) => it.kind === "spell" && it.object === id);
    s.stack.splice(i, 1);
    changeZone(ctx, id, s.objects[id]!.spell?.flashback ? "exile" : "graveyard");
    emit(ctx, "counter", `${name} is countered by ${frame.sourceName}`);
  }
  return "done";
}

/** Continues a resolution after a decision was answered. */
export function resumeFrame(ctx: Ctx, frame: ResolutionFrame): void {
  runFrame(ctx, frame);
}

function runFrame(ctx: Ctx, frame: ResolutionFrame): void {
  while (frame.pc < frame.effects.length) {
    const e = frame.effects[frame.pc]!;
    const r = runEffect(ctx, frame, e);
    if (r === "pending") return;
    frame.pc++;
    frame.answer = undefined;
    frame.arranged = undefined;
    if (r === "suspended") return; // an entry choice will resume the frame
  }
  finish(ctx, frame);
}

function finish(ctx: Ctx, frame: ResolutionFrame): void {
  const s = ctx.state;
  const item = frame.item;
  if (item.kind === "ability") {
    const i = s.stack.findIndex((it) => it.kind === "ability" && it.ability.id === item.ability.id);
    if (i >= 0) s.stack.splice(i, 1);
    return;
  }
  const o = s.objects[item.object];
  if (!o || o.zone !== "stack") return;
  const c = characteristics(ctx, o.id);
  const permanent = c.types.some((t) => ["Creature", "Artifact", "Enchantment", "Planeswalker", "Land", "Battle"].includes(t));
  if (permanent) {
    // CR 608.3: a permanent spell becomes a permanent; an Aura spell attaches to its target (303.4f).
    const attachTo = c.subtypes.includes("Aura") ? o.spell?.targets[0] ?? null : null;
    enterBattlefield(ctx, o.id, o.controller, { castInfo: { kicked: o.spell?.kicked ?? false, x: o.spell?.x ?? 0 }, attachTo });
    return;
  }
  if (o.spell?.buyback) changeZone(ctx, o.id, "hand");
  else if (o.spell?.flashback) changeZone(ctx, o.id, "exile");
  else changeZone(ctx, o.id, "graveyard");
}

/** The ids (objects or players) an instruction refers to; gone objects are left for the caller to skip. */
function refIds(ctx: Ctx, frame: ResolutionFrame, ref: Ref): string[] {
  const s = ctx.state;
  switch (ref.kind) {
    case "target":
      if (ref.index === undefined) return frame.targets.filter((_, i) => !frame.illegal.includes(i));
      return frame.illegal.includes(ref.index) || frame.targets[ref.index] === undefined ? [] : [frame.targets[ref.index]!];
    case "self": return frame.source && s.objects[frame.source] ? [frame.source] : [];
    case "last": return frame.last;
    case "refs": return frame.refs;
    case "you": return [frame.controller];
    case "opponents": return [frame.controller === "you" ? "opponent" : "you"];
    case "attachedTo": {
      const src = frame.source ? s.objects[frame.source] : undefined;
      return src?.attachedTo ? [src.attachedTo] : [];
    }
    case "all": {
      const out: string[] = [];
      for (const id of s.battlefield) {
        if (ref.filter.other && id === frame.source) continue; // "each other creature" (CR 109.2)
        const c = characteristics(ctx, id);
        if (matchesFilter(ctx, c, ref.filter, frame.controller)) out.push(id);
      }
      return out;
    }
    case "controllerOf":
      return refIds(ctx, frame, ref.ref).map((id) => (id === "you" || id === "opponent" ? id : s.objects[id] ? characteristics(ctx, id).controller : s.lki[id]?.controller ?? frame.controller));
  }
}


function playersOf(ids: string[]): PlayerId[] {
  return ids.filter((id): id is PlayerId => id === "you" || id === "opponent");
}

function onBattlefield(ctx: Ctx, id: string): boolean {
  return ctx.state.objects[id]?.zone === "battlefield";
}

function addEffect(ctx: Ctx, frame: ResolutionFrame, objects: ObjectId[], mods: ContinuousEffect["mods"], duration: ContinuousEffect["duration"]): void {
  const s = ctx.state;
  s.effects.push({ id: s.nextId++, timestamp: tick(s), source: frame.source, controller: frame.controller, objects, mods, duration, createdTurn: s.turn });
  touch(ctx);
}

type Result = "done" | "pending" | "suspended";

function runEffect(ctx: Ctx, frame: ResolutionFrame, e: Effect): Result {
  const s = ctx.state;
  const you = frame.controller;
  const amount = (a: Parameters<typeof amountFor>[1]) => {
    if (typeof a === "object" && a.kind === "triggerAmount") return frame.amount ?? 0; // "that much" (CR 603.2)
    if (typeof a === "object" && a.kind === "blockersOfSelf") {
      const n = (s.combat?.blocks ?? []).filter((b) => b.attacker === frame.source && s.objects[b.blocker]?.zone === "battlefield").length;
      return Math.max(0, n - (a.beyond ?? 0)); // CR 702.23b: counted on resolution
    }
    return typeof a === "object" && a.kind === "x" && a.dividedAmongTargets ? Math.floor(frame.x / Math.max(1, frame.targets.length)) : amountFor(ctx, a, you, undefined, frame.x);
  };
  switch (e.kind) {
    case "counter": return counterSpells(ctx, frame, e, refIds(ctx, frame, e.what));
    case "damage": {
      const n = amount(e.amount);
      const src = frame.source ? s.objects[frame.source] : undefined;
      const srcChars = src && src.zone === "battlefield" ? characteristics(ctx, src.id) : null;
      const keywords = srcChars?.keywords ?? damageKeywordsOff(ctx, frame.source);
      // one damage event for all the recipients (CR 120.4b): "deals damage" triggers once
      const dealt = { total: 0, toPlayers: 0 };
      for (const t of refIds(ctx, frame, e.to)) {
        const k = dealDamage(ctx, frame.sourceName, keywords, srcChars?.controller ?? you, t, n, { source: srcChars ? srcChars.id : null, combat: false });
        dealt.total += k;
        // "a creature dealt damage this way can't be regenerated this turn" (CR 701.15c)
        if (e.noRegenerateThisTurn && k > 0 && t !== "you" && t !== "opponent" && s.objects[t]?.zone === "battlefield") s.objects[t]!.noRegenerationThisTurn = true;
        if (t === "you" || t === "opponent") dealt.toPlayers += k;
      }
      if (srcChars) onDealtDamage(ctx, srcChars.id, dealt, false);
      return "done";
    }
    case "preventDamage": {
      // CR 615.7, 615.11: one shield for each creature or player referred to.
      const n = amount(e.amount);
      if (n <= 0) return "done";
      for (const t of refIds(ctx, frame, e.to)) {
        if (t !== "you" && t !== "opponent" && !onBattlefield(ctx, t)) continue;
        const shield = { id: s.nextId++, to: t, remaining: n, source: frame.source, sourceName: frame.sourceName, controller: you, duration: e.duration, createdTurn: s.turn };
        s.shields = [...(s.shields ?? []), shield];
        emit(ctx, "shield", `${frame.sourceName}: the next ${n} damage that would be dealt to ${t === "you" ? "you" : t === "opponent" ? "the opponent" : nameOf(ctx, t)} this turn will be prevented (CR 615.7)`, t === "you" || t === "opponent" ? { player: t } : { object: t });
      }
      return "done";
    }
    case "destroy":
      // all at once (CR 701.7a); each one's regeneration shield or indestructibility is its own
      for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id))) destroyPermanent(ctx, id, !e.noRegenerate);
      return "done";
    case "regenerate":
      for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id))) {
        const o = s.objects[id]!;
        o.regenerationShields = (o.regenerationShields ?? 0) + 1;
        emit(ctx, "regenerate", `${nameOf(ctx, id)} gets a regeneration shield`, { object: id });
      }
      return "done";
    case "exile": {
      const exiled: ObjectId[] = [];
      for (const id of refIds(ctx, frame, e.what)) if (s.objects[id] && s.objects[id]!.zone !== "exile") exiled.push(changeZone(ctx, id, "exile").id);
      frame.last = exiled;
      // CR 607.2a: the source remembers what it exiled for its linked ability — only while it is
      // still on the battlefield (if it already left, nothing will return the card).
      const src = e.link && frame.source ? s.objects[frame.source] : undefined;
      if (src && src.zone === "battlefield" && exiled.length) src.linked = [...(src.linked ?? []), ...exiled];
      return "done";
    }
    case "returnToHand":
      for (const id of refIds(ctx, frame, e.what)) if (s.objects[id] && s.objects[id]!.zone !== "hand") changeZone(ctx, id, "hand");
      return "done";
    case "tap":
    case "untap":
      for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id))) {
        s.objects[id]!.tapped = e.kind === "tap";
        emit(ctx, e.kind, `${nameOf(ctx, id)} ${e.kind === "tap" ? "becomes tapped" : "untaps"}`, { object: id });
      }
      return "done";
    case "gainLife": {
      const n = amount(e.amount);
      for (const p of refIds(ctx, frame, e.who)) if (p === "you" || p === "opponent") s.players[p].life += n;
      return "done";
    }
    case "loseLife": {
      // CR 119.3: loss of life, not damage (no lifelink, no prevention); 704.5a checks the result.
      const n = amount(e.amount);
      for (const p of refIds(ctx, frame, e.who)) {
        if (p !== "you" && p !== "opponent") continue;
        s.players[p].life -= n;
        emit(ctx, "life", `${p === "you" ? "You lose" : "The opponent loses"} ${n} life`, { player: p });
      }
      return "done";
    }
    case "draw": {
      // CR 121.1-121.2: one card at a time; drawing from an empty library is noted for 704.5b.
      const n = amount(e.amount);
      // "you" last: a dredge decision (CR 702.52a) suspends the resolution, the draw's continuation resumes it
      const players = refIds(ctx, frame, e.who).filter((p): p is PlayerId => p === "you" || p === "opponent").sort((a, b) => (a === "you" ? 1 : 0) - (b === "you" ? 1 : 0));
      for (const p of players) if (!drawCards(ctx, p, n, frame)) return "suspended";
      return "done";
    }
    case "gainControl": {
      const ids = refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id));
      if (ids.length) addEffect(ctx, frame, ids, [{ layer: "2", kind: "setController" }], e.duration);
      return "done";
    }
    case "modify": {
      const ids = refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id));
      const times = e.times === undefined ? 1 : amount(e.times);
      if (times === 0) return "done";
      const mods = times === 1 ? e.mods : e.mods.map((m) => (m.kind === "addPT" ? { ...m, power: m.power * times, toughness: m.toughness * times } : m));
      if (ids.length) addEffect(ctx, frame, ids, mods, e.duration);
      return "done";
    }
    case "addCounters": {
      const n = amount(e.amount);
      for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id))) {
        const o = s.objects[id]!;
        o.counters[e.counter] = (o.counters[e.counter] ?? 0) + n;
        emit(ctx, "counters", `${nameOf(ctx, id)} gets ${n} ${e.counter} counter${n === 1 ? "" : "s"}`, { object: id });
      }
      touch(ctx);
      return "done";
    }
    case "createTokens": {
      const n = amount(e.amount);
      const controllers = e.controller ? refIds(ctx, frame, e.controller) : [you];
      frame.last = [];
      for (const p of controllers) {
        if (p !== "you" && p !== "opponent") continue;
        for (let i = 0; i < n; i++) frame.last.push(createToken(ctx, copiableOfToken(e.token), p));
      }
      return "done";
    }
    case "createCopyTokens": {
      const n = frame.kicked && e.kickedAmount !== undefined ? amount(e.kickedAmount) : amount(e.amount);
      // A copy may need a choice as it enters (614.12, e.g. Grimdancer's counters): the
      // instruction then waits and, once answered, goes on with the tokens not yet made.
      const made = frame.made ?? 0;
      if (made === 0) frame.last = [];
      let k = 0;
      for (const id of refIds(ctx, frame, e.of)) {
        const o = s.objects[id];
        // CR 707.2: copiable values only. A token copy of an object that no longer exists is not created.
        if (!o || o.zone !== "battlefield") continue;
        const base = baseValues(ctx, o);
        const values: CopiableValues = { ...base, keywords: [...base.keywords], supertypes: [...base.supertypes], abilities: [...base.abilities] };
        if (e.haste && !values.keywords.includes("Haste")) values.keywords.push("Haste"); // 707.9b
        if (e.nonlegendary) values.supertypes = values.supertypes.filter((t) => t !== "Legendary");
        for (let i = 0; i < n; i++, k++) {
          if (k < made) continue;
          const token = createObject(ctx, { card: o.card, copiable: values, isToken: true, owner: you, zone: "battlefield" });
          const entered = enterBattlefield(ctx, token.id, you, { resume: frame });
          frame.last.push(entered?.id ?? token.id);
          if (!entered) { frame.made = k + 1; return "pending"; }
        }
      }
      frame.made = undefined;
      return "done";
    }
    case "earthbend": {
      // 701.66a: target land you control becomes a 0/0 creature with haste that's still a land;
      // N +1/+1 counters; when it dies or is exiled, return it tapped under your control.
      if (frame.illegal.includes(e.target)) return "done";
      const id = frame.targets[e.target];
      if (!id || !onBattlefield(ctx, id)) return "done";
      const n = amount(e.amount);
      addEffect(ctx, frame, [id], [
        { layer: "4", kind: "addTypes", types: ["Creature"] },
        { layer: "6", kind: "addKeywords", keywords: ["Haste"] },
        { layer: "7b", kind: "setBasePT", power: 0, toughness: 0 },
      ], { kind: "indefinite" });
      const o = s.objects[id]!;
      o.counters["+1/+1"] = (o.counters["+1/+1"] ?? 0) + n;
      touch(ctx);
      emit(ctx, "earthbend", `${nameOf(ctx, id)} is earthbent: a 0/0 land creature with haste and ${n} +1/+1 counter${n === 1 ? "" : "s"}`, { object: id });
      addDelayed(ctx, you, frame.source, frame.sourceName, { kind: "refLeaves", to: ["graveyard", "exile"] },
        [{ kind: "putOntoBattlefield", what: { kind: "refs" }, tapped: true }], [id], "When that land dies or is put into exile, return it to the battlefield tapped under your control.");
      return "done";
    }
    case "returnTopCreatureFromGraveyard": {
      const gy = s.players[you].graveyard;
      frame.last = [];
      for (let i = gy.length - 1; i >= 0; i--) {
        const id = gy[i]!;
        if (!characteristics(ctx, id).types.includes("Creature")) continue;
        const entered = enterBattlefield(ctx, id, you, { resume: frame });
        if (!entered) return "suspended";
        frame.last = [entered.id];
        break;
      }
      return "done";
    }
    case "putOntoBattlefield": {
      const ids = refIds(ctx, frame, e.what).filter((id) => s.objects[id] && ["graveyard", "exile"].includes(s.objects[id]!.zone));
      frame.last = [];
      for (const id of ids) {
        const entered = enterBattlefield(ctx, id, e.ownerControls ? s.objects[id]!.owner : you, { tapped: e.tapped, resume: frame, ...(e.counters ? { counters: e.counters } : {}) });
        if (!entered) return "suspended";
        frame.last.push(entered.id);
      }
      return "done";
    }
    case "exileIfLeaves": {
      for (const id of refIds(ctx, frame, e.what)) if (s.objects[id]?.zone === "battlefield") s.objects[id]!.exileIfLeaves = true;
      return "done";
    }
    case "delayed": {
      const refs = refIds(ctx, frame, e.refs).filter((id) => s.objects[id]);
      addDelayed(ctx, you, frame.source, frame.sourceName, e.event, e.effects, refs, e.text);
      return "done";
    }
    case "search": {
      // by default the controller searches; "its controller may search their library" names another player
      const who = e.who ? playersOf(refIds(ctx, frame, e.who))[0] : you;
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
            decision: { kind: "choice", player: who, prompt: `${frame.sourceName}: search your library for a card`, options: names, min: 0, max: 1, distinct: true },
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
    }
    case "shuffle": {
      const who = e.who ? playersOf(refIds(ctx, frame, e.who))[0] : you;
      if (!who) return "done";
      shuffleInPlace(s.rng, s.players[who].library);
      emit(ctx, "shuffle", `${who === "you" ? "You shuffle" : "The opponent shuffles"} the library`);
      return "done";
    }
    case "shuffleIntoLibrary": {
      // CR 701.24a, 608.2n: the objects (a spell on the stack included) go to their owners' libraries, each then shuffled.
      const owners = new Set<PlayerId>();
      for (const id of refIds(ctx, frame, e.what)) {
        const o = s.objects[id];
        if (!o || o.zone === "library" || (o.zone === "stack" && id !== frame.source)) continue;
        const name = nameOf(ctx, id);
        if (o.zone === "stack" && o.spell?.flashback) { changeZone(ctx, id, "exile"); continue; } // 702.34a
        changeZone(ctx, id, "library");
        owners.add(o.owner);
        emit(ctx, "zoneChange", `${name} is shuffled into ${o.owner === "you" ? "your" : "the opponent's"} library`);
      }
      for (const p of owners) shuffleInPlace(s.rng, s.players[p].library);
      return "done";
    }
    case "putOnLibrary":
      // onto its owner's library (CR 401.4: the owner puts the cards there), top unless `bottom`
      for (const id of refIds(ctx, frame, e.what)) {
        const o = s.objects[id];
        if (!o || (o.zone !== "battlefield" && o.zone !== "graveyard" && o.zone !== "hand")) continue;
        const name = nameOf(ctx, id);
        changeZone(ctx, id, "library", { bottom: e.bottom ?? false });
        emit(ctx, "zoneChange", `${name} is put on the ${e.bottom ? "bottom" : "top"} of ${o.owner === "you" ? "your" : "the opponent's"} library`);
      }
      return "done";
    case "sacrificeAll": {
      const ids: string[] = [];
      for (const id of s.battlefield) if (matchesFilter(ctx, characteristics(ctx, id), e.filter, you)) ids.push(id);
      for (const id of ids) if (onBattlefield(ctx, id)) changeZone(ctx, id, "graveyard");
      return "done";
    }
    case "sacrifice":
      for (const id of refIds(ctx, frame, e.what)) if (onBattlefield(ctx, id)) changeZone(ctx, id, "graveyard");
      return "done";
    case "attach": {
      const what = refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id));
      const to = refIds(ctx, frame, e.to).filter((id) => onBattlefield(ctx, id));
      if (what.length && to.length) {
        const o = s.objects[what[0]!]!;
        o.attachedTo = to[0]!;
        o.timestamp = tick(s); // 613.7e
        touch(ctx);
        emit(ctx, "attach", `${nameOf(ctx, o.id)} is attached to ${nameOf(ctx, to[0]!)}`, { object: o.id });
      }
      return "done";
    }
    case "addMana":
      addManaToPool(ctx, you, e.choices[0]!, e.amount ?? 1);
      return "done";
    case "choose": {
      // CR 608.2d: chosen while resolving, among the permanents that match now (the source included).
      if (!frame.answer) {
        const chooser = e.chooser ? playersOf(refIds(ctx, frame, e.chooser))[0] : you;
        if (!chooser) { frame.last = []; return "done"; }
        const legal = s.battlefield.filter((id) => matchesFilter(ctx, characteristics(ctx, id), e.filter, chooser));
        const n = Math.min(e.count, legal.length);
        // the goldfish takes the first candidates; no real choice is asked either
        if (legal.length <= e.count || chooser === "opponent") frame.answer = legal.slice(0, n);
        else {
          // Asked like a target choice (same shape, so every client can answer it), answered with object ids.
          s.pending = {
            decision: { kind: "targets", player: chooser, prompt: `${frame.sourceName}: ${e.text}`, specs: [{ text: e.text, objects: e.filter, min: n, max: n }], legal: [legal] },
            continuation: { kind: "resolve", frame },
          };
          return "pending";
        }
      }
      frame.last = frame.answer.filter((id) => onBattlefield(ctx, id));
      return "done";
    }
    case "discard": {
      // CR 701.8a-b: the player whose cards are discarded chooses them (the goldfish: the first ones).
      const n = amount(e.amount);
      const who = playersOf(refIds(ctx, frame, e.who))[0];
      if (!who || n <= 0) return "done";
      const fullHand = s.players[who].hand;
      if (e.revealChosenByController && !frame.answer) {
        emit(ctx, "reveal", `${who === "you" ? "You reveal" : "The opponent reveals"} ${fullHand.length ? fullHand.map((id) => characteristics(ctx, id).name).join(", ") : "an empty hand"} (CR 701.16a)`, { player: who });
      }
      const hand = e.filter ? fullHand.filter((id) => matchesFilter(ctx, characteristics(ctx, id), e.filter!, who)) : fullHand;
      const chooser = e.revealChosenByController ? you : who;
      const k = Math.min(n, hand.length);
      if (k === 0) return "done";
      let picked: ObjectId[];
      if (!frame.answer && chooser === "you" && k < hand.length) {
        s.pending = {
          decision: { kind: "choice", player: chooser, prompt: `${frame.sourceName}: choose ${k} card${k === 1 ? "" : "s"} to discard`, options: hand.map((id) => characteristics(ctx, id).name), min: k, max: k, distinct: false },
          continuation: { kind: "resolve", frame },
        };
        return "pending";
      }
      if (frame.answer) {
        const used = new Set<ObjectId>();
        picked = [];
        for (const name of frame.answer) {
          const id = hand.find((h) => !used.has(h) && characteristics(ctx, h).name === name);
          if (id) { used.add(id); picked.push(id); }
        }
      } else picked = hand.slice(0, k);
      const names = picked.map((id) => characteristics(ctx, id).name);
      for (const id of picked) changeZone(ctx, id, "graveyard");
      emit(ctx, "discard", `${who === "you" ? "You discard" : "The opponent discards"} ${names.join(", ")}`, { player: who });
      return "done";
    }
    case "optional": {
      // CR 608.2d: the choice is made as the ability resolves; the goldfish always says yes.
      if (!frame.answer) {
        const who = e.who ? playersOf(refIds(ctx, frame, e.who))[0] : you;
        if (!who) return "done";
        if (who === "opponent") frame.answer = ["yes"];
        else {
          s.pending = {
            decision: { kind: "choice", player: who, prompt: `${frame.sourceName}: ${e.text}`, options: ["yes", "no"], min: 1, max: 1, distinct: true },
            continuation: { kind: "resolve", frame },
          };
          return "pending";
        }
      }
      // "yes": its instructions come next in this resolution (they may ask for choices of their own).
      if (frame.answer[0] === "yes") frame.effects = [...frame.effects.slice(0, frame.pc + 1), ...e.then, ...frame.effects.slice(frame.pc + 1)];
      return "done";
    }
    case "unlessPay": {
      // CR 118.12a: "<then> unless you pay {M}" — you may pay; if you don't, <then>.
      const times = e.perCounter ? (frame.source && onBattlefield(ctx, frame.source) ? s.objects[frame.source]!.counters[e.perCounter] ?? 0 : 0) : 1;
      const req = resolutionPayment(ctx, you, e.mana, times);
      if (!frame.answer && req) {
        if (you === "opponent") frame.answer = ["pay"];
        else {
          const each = e.perCounter ? ` for each ${e.perCounter} counter (${times})` : "";
          s.pending = {
            decision: { kind: "choice", player: you, prompt: `${frame.sourceName}: pay ${e.mana}${each}, or ${e.text.replace(/~/g, frame.sourceName)}`, options: ["pay", "don't pay"], min: 1, max: 1, distinct: true },
            continuation: { kind: "resolve", frame },
          };
          return "pending";
        }
      }
      if (req && frame.answer?.[0] === "pay") {
        payDuringResolution(ctx, you, req, `${frame.sourceName}'s ability`);
        emit(ctx, "pay", `${you === "you" ? "You pay" : "The opponent pays"} ${e.mana}${e.perCounter ? ` × ${times}` : ""} for ${frame.sourceName} (CR 118.12a)`);
        return "done";
      }
      if (!req) emit(ctx, "pay", `${e.mana}${e.perCounter ? ` × ${times}` : ""} can't be paid for ${frame.sourceName} (CR 118.12a)`);
      frame.effects = [...frame.effects.slice(0, frame.pc + 1), ...e.otherwise, ...frame.effects.slice(frame.pc + 1)];
      return "done";
    }
    case "removeCounters": {
      // CR 122.1: remove up to `amount`; "if you can't" (118.12) when none could be removed
      let unable = false;
      for (const id of refIds(ctx, frame, e.what).filter((id) => onBattlefield(ctx, id))) {
        const o = s.objects[id]!;
        const had = o.counters[e.counter] ?? 0;
        const n = Math.min(had, e.amount);
        if (n === 0) { unable = true; continue; }
        o.counters = { ...o.counters, [e.counter]: had - n };
        touch(ctx);
        emit(ctx, "counters", `${n} ${e.counter} counter${n === 1 ? " is" : "s are"} removed from ${nameOf(ctx, id)}`, { object: id });
        if (had - n === 0) onLastCounterRemoved(ctx, id, e.counter); // CR 702.63a
      }
      if (unable && e.ifUnable) frame.effects = [...frame.effects.slice(0, frame.pc + 1), ...e.ifUnable, ...frame.effects.slice(frame.pc + 1)];
      return "done";
    }
    case "mill": {
      // CR 701.13a-b: the top N cards (as many as there are) go to the graveyard, one after
      // another from the top; the owner may arrange cards put there at once (404.3) — the
      // library's order is kept, the deepest milled card ending on top.
      const n = amount(e.amount);
      frame.last = [];
      if (n <= 0) return "done";
      for (const p of playersOf(refIds(ctx, frame, e.who))) {
        const top = s.players[p].library.slice(0, n);
        if (top.length === 0) continue;
        const names = top.map((id) => characteristics(ctx, id).name);
        for (const id of top) frame.last.push(changeZone(ctx, id, "graveyard").id);
        emit(ctx, "mill", `${p === "you" ? "You mill" : "The opponent mills"} ${names.length === 1 ? "a card" : `${names.length} cards`}: ${names.join(", ")} (CR 701.13a)`, { player: p });
      }
      return "done";
    }
    case "scry": {
      // CR 701.18a-b: any number on the bottom, the rest on top, both in the chosen order; scry 0 does nothing.
      const n = amount(e.amount);
      if (n <= 0) return "done";
      return lookAtTop(ctx, frame, you, n, { picks: [{ to: "bottom", count: "any" }], rest: "top", randomOrder: false, rule: "701.18a", what: `scry ${n}` });
    }
    case "lookAtTop": {
      const n = amount(e.amount);
      if (n <= 0) return "done";
      return lookAtTop(ctx, frame, you, n, { picks: e.picks, rest: e.rest, randomOrder: e.randomOrder ?? false, rule: "608.2c", what: `look at the top ${n === 1 ? "card" : `${n} cards`} of your library` });
    }
    case "conditional":
      if (conditionHolds(ctx, e.condition, frame.source, frame.kicked, frame.controller)) for (const sub of e.then) runEffect(ctx, frame, sub);
      return "done";
  }
}

/**
 * The instructions of a mana ability other than adding mana, done at once as it resolves
 * without the stack (CR 605.3a-b): "{T}: Add {B}. ~ deals 1 damage to you."
 */
export function runManaAbilityExtras(ctx: Ctx, controller: PlayerId, source: ObjectId, effects: Effect[]): void {
  const o = ctx.state.objects[source];
  const sourceName = o ? characteristics(ctx, source).name : source;
  const item: StackItem = {
    kind: "ability",
    ability: { id: `mana-${source}`, kind: "activated", source, sourceCard: o?.card ?? null, sourceName, controller, effects, targetSpecs: [], targets: [], x: 0, refs: [], text: "" },
  };
  const frame: ResolutionFrame = { item, controller, source, sourceName, effects, pc: 0, targets: [], illegal: [], x: 0, kicked: false, refs: [], last: [] };
  for (const e of effects) if (e.kind !== "addMana") runEffect(ctx, frame, e);
}

/** Adds mana to a player's pool (CR 106.4). */
export function addManaToPool(ctx: Ctx, p: PlayerId, color: string, n: number): void {
  const pool = ctx.state.players[p].manaPool;
  pool[color] = (pool[color] ?? 0) + n;
}

/** Creates a token on the battlefield (CR 111.1) with the given copiable values. Returns its id. */
export function createToken(ctx: Ctx, values: CopiableValues, controller: PlayerId, card: string | null = null): ObjectId {
  const o = createObject(ctx, { card, copiable: values, isToken: true, owner: controller, zone: "battlefield" });
  const entered = enterBattlefield(ctx, o.id, controller);
  return entered?.id ?? o.id;
}

/**
 * Applies the prevention shields on `to` to `n` damage that would be dealt to it (CR 615.7,
 * 615.1): each 1 damage prevented reduces a shield by 1; a shield used up is removed. Several
 * shields on the same creature or player apply one at a time (CR 616.1 lets the affected
 * player or controller choose the order; the shields are all "the next N damage", so the
 * order can't change the result, and they apply oldest first). Returns the damage left.
 */
export function preventDamage(ctx: Ctx, sourceName: string, to: string, n: number): number {
  const s = ctx.state;
  if (!s.shields || n <= 0) return n;
  let left = n;
  for (const sh of s.shields) {
    if (left === 0) break;
    if (sh.to !== to || sh.remaining <= 0) continue;
    const k = Math.min(sh.remaining, left);
    sh.remaining -= k;
    left -= k;
  }
  if (left === n) return n;
  dropShields(s, (sh) => sh.remaining <= 0);
  const prevented = n - left;
  emit(ctx, "prevent", `${prevented} of ${n} damage from ${sourceName} to ${to === "you" ? "you" : to === "opponent" ? "the opponent" : nameOf(ctx, to)} is prevented (CR 615.7)`, to === "you" || to === "opponent" ? { player: to } : { object: to });
  return left;
}

/**
 * Deals damage (CR 120): to a player, loss of life (120.3a), or poison counters from a source
 * with infect (120.3b, 702.90b); to a creature, marked damage (120.3e), or -1/-1 counters from
 * a source with wither and/or infect (120.3d, 702.80a, 702.90c); deathtouch (702.2b) marks it
 * for 704.5h; lifelink (702.15b, 120.3f) gains its controller life. `keywords` are the source's.
 * Prevention shields apply first (CR 120.4b, 615.7): prevented damage is never dealt (615.6),
 * so its results — life loss, poison or -1/-1 counters, lifelink, "deals damage" triggers —
 * count only what is left. Returns the damage actually dealt.
 */
export function dealDamage(ctx: Ctx, sourceName: string, keywords: string[], sourceController: PlayerId, to: string, n: number, from: { source: ObjectId | null; combat: boolean } = { source: null, combat: false }): number {
  const s = ctx.state;
  if (n <= 0) return 0;
  if (to !== "you" && to !== "opponent") {
    const o = s.objects[to];
    if (!o || o.zone !== "battlefield" || !characteristics(ctx, to).types.includes("Creature")) return 0;
  }
  n = preventDamage(ctx, sourceName, to, n);
  if (n <= 0) return 0;
  if (to === "you" || to === "opponent") {
    const infect = keywords.includes("Infect");
    if (infect) s.players[to].poison = (s.players[to].poison ?? 0) + n; // 120.3b
    else s.players[to].life -= n; // 120.3a
    s.players[to].damagedOnTurn = s.turn;
    emit(ctx, "damage", `${sourceName} deals ${n} damage to ${to === "you" ? "you" : "the opponent"}${infect ? ` (infect: ${n} poison counter${n === 1 ? "" : "s"})` : ""}`, { player: to });
    if (from.source && to !== sourceController) onDamageToOpponent(ctx, from.source, from.combat);
  } else {
    const o = s.objects[to]!;
    const c = characteristics(ctx, to);
    const counters = keywords.includes("Infect") || keywords.includes("Wither");
    if (counters) {
      // 120.3d: put as -1/-1 counters instead of marked
      o.counters["-1/-1"] = (o.counters["-1/-1"] ?? 0) + n;
      touch(ctx);
    } else o.damage += n; // 120.3e
    if (keywords.includes("Deathtouch")) o.deathtouched = true;
    emit(ctx, "damage", `${sourceName} deals ${n} damage to ${c.name}${counters ? ` (${n} -1/-1 counter${n === 1 ? "" : "s"}, ${keywords.includes("Infect") ? "infect" : "wither"})` : ""}`, { object: to });
  }
  if (keywords.includes("Lifelink")) {
    s.players[sourceController].life += n;
    emit(ctx, "life", `${sourceController === "you" ? "You gain" : "The opponent gains"} ${n} life (lifelink)`);
  }
  return n;
}

/**
 * Wither and infect of a source that isn't on the battlefield: they work from any zone
 * (702.80c, 702.90e), so a spell's own count; a source that left uses its last known
 * information (702.80b, 702.90d), here its copiable values.
 */
function damageKeywordsOff(ctx: Ctx, source: ObjectId | null): string[] {
  if (!source) return [];
  const o = ctx.state.objects[source];
  let keywords: readonly string[] = [];
  if (o) keywords = characteristics(ctx, o.id).keywords;
  else {
    const lki = ctx.state.lki[source];
    const def = lki?.card ? ctx.cards.get(lki.card) ?? ctx.state.extraCards[lki.card] : undefined;
    keywords = lki?.copiable?.keywords ?? def?.keywords ?? [];
  }
  return keywords.filter((k) => k === "Infect" || k === "Wither");
}

/** A token's spec as copiable values (exported for manual token creation). */
export function tokenValues(spec: TokenSpec): CopiableValues {
  return copiableOfToken(spec);
}

/** A copy of `x` with every target reference (`{ kind: "target", index }`, earthbend's `target`) moved up by `by`. */
function shiftTargets<T>(x: T, by: number): T {
  if (Array.isArray(x)) return x.map((v: unknown) => shiftTargets(v, by)) as T;
  if (x === null || typeof x !== "object") return x;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x as Record<string, unknown>)) out[k] = shiftTargets(v, by);
  if (out["kind"] === "target") out["index"] = ((out["index"] as number | undefined) ?? 0) + by;
  if (out["kind"] === "earthbend" && typeof out["target"] === "number") out["target"] = (out["target"] as number) + by;
  return out as T;
}
