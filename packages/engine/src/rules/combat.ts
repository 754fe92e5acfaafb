/**
 * Combat (CR 506-511): declaring attackers (508.1: untapped creatures the active player
 * controls that pass the 302.6 control condition or have haste, 508.1a; tapping those
 * without vigilance, 508.1f, 702.20b; "attacks each combat if able" requirements, 508.1d), declaring blockers (509.1: untapped creatures of
 * the defending player, 509.1a; restrictions checked, 508.1c and 509.1b — "can't attack" and
 * "can't block" effects, unleash 702.98a, menace 702.111b, flying
 * 702.9b, shadow 702.28b, fear 702.36b, intimidate 702.13b, landwalk 702.14c, horsemanship
 * 702.31b, skulk 702.118b, "can block only creatures with flying"), and combat damage (510) with first strike and double strike
 * (510.4, 702.7, 702.4), trample (702.19), deathtouch (702.2c: 1 damage is lethal) and
 * lifelink (702.15b). An attacker of yours blocked by two or more creatures divides its damage
 * as you choose (510.1c; a decision whose default is lethal damage to each blocker in order, the
 * rest to the last blocker or, with trample, to the player); the goldfish's use the default.
 */
import { protectionFrom } from "./protection.js";
import { matches } from "./filters.js";
import type { Action, ObjectId, PlayerId } from "../state/types.js";
import type { Keyword } from "../state/vocabulary/index.js";
import { emit, opponentOf, refuse, touchStatics, type Ctx, type RuleList } from "../core/context.js";
import { battlefieldCharacteristics, characteristics } from "./layers.js";
import { setTapped } from "./tapped.js";
import type { Characteristics } from "../state/characteristics.js";
import { nameOf, passesControlCondition } from "./queries.js";
import { addDelayed } from "./triggers.js";
import { onDealtDamage } from "./damage-triggers.js";
import { onLifeGained } from "./life-triggers.js";
import { onAttack, onBlock } from "./combat-triggers.js";
import { dealDamage } from "./damage.js";
import { removeStraysFromCombat } from "./combat-removal.js";
import { askDivision, defaultDivision } from "./player-choices.js";

type DeclareAttackers = Extract<Action, { type: "declareAttackers" }>;
type DeclareBlockers = Extract<Action, { type: "declareBlockers" }>;

/** Why a creature can't attack now, or null if it can (CR 508.1a). */
export function attackProblem(ctx: Ctx, id: ObjectId, player: PlayerId): { why: string; rules: RuleList } | null {
  const o = ctx.state.objects[id];
  if (!o || o.zone !== "battlefield") return { why: `${nameOf(ctx, id)} is not on the battlefield`, rules: ["508.1a"] };
  const c = characteristics(ctx, id);
  if (!c.types.includes("Creature")) return { why: `${c.name} is not a creature`, rules: ["508.1a"] };
  if (c.controller !== player) return { why: `you don't control ${c.name}`, rules: ["508.1a"] };
  if (o.tapped) return { why: `${c.name} is tapped`, rules: ["508.1a"] };
  if (c.keywords.includes("Defender")) return { why: `${c.name} has defender`, rules: ["702.3b"] };
  if (c.restrictions.includes("cantAttack")) return { why: `an effect says ${c.name} can't attack`, rules: ["508.1c"] };
  if (!passesControlCondition(ctx, id))
    return { why: `${c.name} came under your control this turn and has no haste`, rules: ["508.1a", "302.6"] };
  return null;
}

/** Whether `player` can declare `id` as an attacker now: `attackProblem` finds none (CR 508.1a). */
export function canAttackNow(ctx: Ctx, id: ObjectId, player: PlayerId): boolean {
  return attackProblem(ctx, id, player) === null;
}

/**
 * The creatures `player` controls that must attack now: those with an "attacks each combat
 * if able" requirement that can attack (CR 508.1d). A creature that can't attack (tapped,
 * 302.6, "can't attack") is under no obligation. With no restriction on combinations of
 * attackers in the vocabulary, obeying every such requirement is always possible, so a
 * legal declaration includes all of them.
 */
export function requiredAttackers(ctx: Ctx, player: PlayerId): ObjectId[] {
  const chars = battlefieldCharacteristics(ctx);
  return ctx.state.battlefield.filter(
    (id) => chars.get(id)?.restrictions.includes("mustAttack") && canAttackNow(ctx, id, player),
  );
}

/** Declares attackers (CR 508.1), answering the declareAttackers decision. */
export function declareAttackers(ctx: Ctx, a: DeclareAttackers): void {
  const s = ctx.state;
  const d = s.pending?.decision;
  if (!d || d.kind !== "declareAttackers")
    refuse("Attackers are declared at the start of the declare attackers step.", "508.1");
  if (d.player !== a.player) refuse("Only the active player declares attackers.", "508.1");
  if (new Set(a.attackers).size !== a.attackers.length) refuse("A creature can attack only once.", "508.1a");
  for (const id of a.attackers) {
    const p = attackProblem(ctx, id, a.player);
    if (p) refuse(`${nameOf(ctx, id)} can't attack: ${p.why}.`, ...p.rules);
  }
  const defender = a.defender ?? opponentOf(a.player);
  if (defender === a.player) refuse("You can't attack yourself.", "508.1b");
  const missing = requiredAttackers(ctx, a.player).filter((id) => !a.attackers.includes(id));
  if (missing.length)
    refuse(
      `${missing.map((id) => nameOf(ctx, id)).join(", ")} ${missing.length === 1 ? "attacks" : "attack"} each combat if able and must be declared as ${missing.length === 1 ? "an attacker" : "attackers"}.`,
      "508.1d",
    );
  // commit
  s.pending = null;
  s.combat = {
    attackers: a.attackers.map((id) => ({ attacker: id, defender })),
    blocks: [],
    blocked: [],
    firstStrikeDone: false,
    regularDone: false,
    firstStrikers: [],
    blockersDeclared: false,
  };
  touchStatics(ctx); // "attacking creatures you control have lifelink": characteristics read combat (CR 611.3a, 508.1k)
  for (const id of a.attackers) {
    if (!characteristics(ctx, id).keywords.includes("Vigilance")) setTapped(ctx, s.objects[id]!, true); // 508.1f
  }
  emit(
    ctx,
    "attack",
    a.attackers.length
      ? `${a.player === "you" ? "You attack" : "The opponent attacks"} with ${a.attackers.map((id) => nameOf(ctx, id)).join(", ")}`
      : `${a.player === "you" ? "You declare" : "The opponent declares"} no attackers`,
  );
  onAttack(ctx, a.attackers);
  // 702.147a: a creature with decayed that attacks is sacrificed at end of combat
  const decayed = a.attackers.filter((id) => characteristics(ctx, id).keywords.includes("Decayed"));
  if (decayed.length)
    addDelayed(
      ctx,
      a.player,
      null,
      "Decayed",
      { kind: "nextStep", step: "end_of_combat" },
      [{ kind: "sacrifice", what: { kind: "refs" } }],
      decayed,
      "Decayed: sacrifice it at end of combat.",
    );
  s.priority = s.active;
  s.passes = 0;
}

/** Validates and records blocks (CR 509.1). */
export function declareBlockers(ctx: Ctx, a: DeclareBlockers): void {
  const s = ctx.state;
  const combat = s.combat;
  if (!combat || combat.attackers.length === 0) refuse("There are no attacking creatures to block.", "509.1");
  const defender = combat.attackers[0]!.defender;
  if (a.player !== defender) refuse("Only the defending player declares blockers.", "509.1");
  const seen = new Set<ObjectId>();
  for (const b of a.blocks) {
    if (seen.has(b.blocker)) refuse(`${nameOf(ctx, b.blocker)} can block only one creature.`, "509.1a");
    seen.add(b.blocker);
    const o = s.objects[b.blocker];
    if (!o || o.zone !== "battlefield") refuse(`${nameOf(ctx, b.blocker)} is not on the battlefield.`, "509.1a");
    const c = characteristics(ctx, b.blocker);
    if (!c.types.includes("Creature") || c.controller !== defender)
      refuse(`${c.name} is not a creature the defending player controls.`, "509.1a");
    if (o.tapped) refuse(`${c.name} is tapped and can't block.`, "509.1a");
    if (c.keywords.includes("Decayed")) refuse(`${c.name} has decayed and can't block.`, "702.147a", "509.1b");
    if (c.keywords.includes("Unleash") && (o.counters["+1/+1"] ?? 0) > 0)
      refuse(`${c.name} has unleash and a +1/+1 counter: it can't block.`, "702.98a", "509.1b");
    if (c.restrictions.includes("cantBlock")) refuse(`${c.name} can't block: an effect says so.`, "509.1b");
    if (!combat.attackers.some((x) => x.attacker === b.attacker))
      refuse(`${nameOf(ctx, b.attacker)} is not attacking.`, "509.1a");
    const ac = characteristics(ctx, b.attacker);
    if (ac.restrictions.includes("cantBeBlocked")) refuse(`${ac.name} can't be blocked.`, "509.1b");
    if (ac.keywords.includes("Flying") && !c.keywords.includes("Flying") && !c.keywords.includes("Reach"))
      refuse(`${c.name} can't block ${ac.name}, which has flying.`, "702.9b", "509.1b");
    if (ac.keywords.includes("Shadow") !== c.keywords.includes("Shadow"))
      refuse(`${c.name} can't block ${ac.name} (shadow).`, "702.28b", "509.1b");
    const evasion = evasionProblem(ctx, ac, c, defender);
    if (evasion) refuse(`${c.name} can't block ${ac.name}: ${evasion.why}.`, ...evasion.rules);
  }
  for (const { attacker } of combat.attackers) {
    const n = a.blocks.filter((b) => b.attacker === attacker).length;
    if (n === 1 && characteristics(ctx, attacker).keywords.includes("Menace")) {
      refuse(
        `${nameOf(ctx, attacker)} has menace: it can't be blocked except by two or more creatures.`,
        "702.111b",
        "509.1b",
      );
    }
  }
  combat.blocks = a.blocks.map((b) => ({ ...b }));
  combat.blocked = [...new Set(a.blocks.map((b) => b.attacker))];
  touchStatics(ctx); // "blocking creatures …" statics read the blocks (CR 611.3a)
  combat.blockersDeclared = true;
  emit(
    ctx,
    "block",
    a.blocks.length
      ? a.blocks.map((b) => `${nameOf(ctx, b.blocker)} blocks ${nameOf(ctx, b.attacker)}`).join("; ")
      : "No blockers are declared",
  );
  onBlock(ctx, combat.blocks); // 509.1i, 509.3
}

/** Landwalk keywords (CR 702.14) and the land type each one looks for. */
export const LANDWALK: Readonly<Partial<Record<Keyword, string>>> = {
  Plainswalk: "Plains",
  Islandwalk: "Island",
  Swampwalk: "Swamp",
  Mountainwalk: "Mountain",
  Forestwalk: "Forest",
};

/**
 * Why `blocker` can't block `attacker` because of an evasion ability or a restriction on
 * what the blocker may block, or null if none forbids it (CR 509.1b): fear (702.36b),
 * intimidate (702.13b), landwalk (702.14c, the defending player controls a land of that
 * type), horsemanship (702.31b), skulk (702.118b), and "can block only creatures with flying".
 * Flying, shadow and menace are checked by `declareBlockers` itself.
 */
export function evasionProblem(
  ctx: Ctx,
  attacker: Characteristics,
  blocker: Characteristics,
  defender: PlayerId,
): { why: string; rules: RuleList } | null {
  const ak = attacker.keywords;
  const artifactCreature = blocker.types.includes("Artifact") && blocker.types.includes("Creature");
  if (ak.includes("Fear") && !artifactCreature && !blocker.colors.includes("B")) {
    return {
      why: `${attacker.name} has fear and can be blocked only by artifact creatures and/or black creatures`,
      rules: ["702.36b", "509.1b"],
    };
  }
  if (ak.includes("Intimidate") && !artifactCreature && !blocker.colors.some((col) => attacker.colors.includes(col))) {
    return {
      why: `${attacker.name} has intimidate and can be blocked only by artifact creatures and/or creatures that share a color with it`,
      rules: ["702.13b", "509.1b"],
    };
  }
  for (const kw of ak) {
    const landType = LANDWALK[kw];
    if (!landType) continue;
    const lands = battlefieldCharacteristics(ctx);
    for (const id of ctx.state.battlefield) {
      const l = lands.get(id);
      if (l && l.controller === defender && l.types.includes("Land") && l.subtypes.includes(landType)) {
        return {
          why: `${attacker.name} has ${kw.toLowerCase()} and the defending player controls ${article(landType)}`,
          rules: ["702.14c", "509.1b"],
        };
      }
    }
  }
  if (ak.includes("Horsemanship") && !blocker.keywords.includes("Horsemanship")) {
    return {
      why: `${attacker.name} has horsemanship and can't be blocked by creatures without horsemanship`,
      rules: ["702.31b", "509.1b"],
    };
  }
  if (ak.includes("Skulk") && (blocker.power ?? 0) > (attacker.power ?? 0)) {
    return {
      why: `${attacker.name} has skulk and can't be blocked by creatures with greater power`,
      rules: ["702.118b", "509.1b"],
    };
  }
  const prot = protectionFrom(ak, blocker);
  if (prot) return { why: `${attacker.name} has ${prot.toLowerCase()}`, rules: ["702.16f", "509.1b"] };
  // "can't be blocked by Walls" and the like (509.1b), relative to the attacker's controller
  const by = attacker.cantBeBlockedBy?.find((f) => matches(ctx, blocker, f, attacker.controller));
  if (by) return { why: `${attacker.name} can't be blocked by ${blocker.name}`, rules: ["509.1b"] };
  // "can't be blocked except by Walls and/or creatures with flying" (509.1b)
  if (attacker.blockableOnlyBy?.some((f) => !matches(ctx, blocker, f, attacker.controller)))
    return {
      why: `${attacker.name} can be blocked only by some creatures, and ${blocker.name} isn't one`,
      rules: ["509.1b"],
    };
  if (blocker.restrictions.includes("blockOnlyFlying") && !ak.includes("Flying")) {
    return { why: `${blocker.name} can block only creatures with flying`, rules: ["509.1b"] };
  }
  return null;
}

function article(word: string): string {
  return /^[AEIOU]/.test(word) ? `an ${word}` : `a ${word}`;
}

/** Whether any creature in combat has first strike or double strike (CR 510.4). */
export function needsFirstStrikeStep(ctx: Ctx): boolean {
  const c = ctx.state.combat;
  if (!c) return false;
  const ids = [...c.attackers.map((a) => a.attacker), ...c.blocks.map((b) => b.blocker)];
  return ids.some((id) => {
    const o = ctx.state.objects[id];
    if (!o || o.zone !== "battlefield") return false;
    const k = characteristics(ctx, id).keywords;
    return k.includes("First strike") || k.includes("Double strike");
  });
}

/**
 * Deals combat damage for one combat damage step (CR 510.1-510.2). `firstStrike` selects
 * the first-strike step: only creatures with first strike or double strike deal damage, and
 * they are remembered as that step begins (510.4, 702.7b). The regular step has the
 * attackers and blockers that weren't among them, whatever keywords they have now (a
 * creature given first strike late still deals its damage, 702.7c), and those that have
 * double strike now (702.4b-d; one that lost it doesn't). An attacker of yours blocked by two
 * or more creatures divides its damage as you choose (510.1c, rules/player-choices.ts): the step
 * waits for that decision and returns false; it is run again with the answer.
 */
export function dealCombatDamage(ctx: Ctx, firstStrike: boolean): boolean {
  const s = ctx.state;
  const combat = s.combat;
  if (!combat) return true;
  removeStraysFromCombat(ctx); // CR 506.4, 510.1: only creatures still in combat assign damage
  const strikes = (id: ObjectId): boolean => {
    const k = characteristics(ctx, id).keywords;
    return k.includes("First strike") || k.includes("Double strike");
  };
  if (firstStrike)
    combat.firstStrikers = [...combat.attackers.map((a) => a.attacker), ...combat.blocks.map((b) => b.blocker)].filter(
      (id, i, all) => all.indexOf(id) === i && s.objects[id]?.zone === "battlefield" && strikes(id),
    );
  const deals = (id: ObjectId): boolean => {
    const o = s.objects[id];
    if (!o || o.zone !== "battlefield") return false;
    if (firstStrike) return combat.firstStrikers.includes(id);
    return !combat.firstStrikers.includes(id) || characteristics(ctx, id).keywords.includes("Double strike");
  };
  type Hit = { source: ObjectId; to: string; n: number };
  const hits: Hit[] = [];
  const blockersOf = (attacker: ObjectId) =>
    combat.blocks
      .filter((b) => b.attacker === attacker && s.objects[b.blocker]?.zone === "battlefield")
      .map((b) => b.blocker);
  // 510.1c: the attacking player divides the damage of each attacker blocked by two or more
  for (const { attacker, defender } of combat.attackers) {
    if (!deals(attacker) || combat.divisions?.[attacker] || !combat.blocked.includes(attacker)) continue;
    const ac = characteristics(ctx, attacker);
    const power = Math.max(0, ac.power ?? 0);
    const blockers = blockersOf(attacker);
    if (ac.controller !== "you" || power === 0 || blockers.length < 2) continue;
    const k = ac.keywords;
    askDivision(ctx, attacker, power, blockers, k.includes("Trample"), k.includes("Deathtouch"), defender, firstStrike);
    return false;
  }
  for (const { attacker, defender } of combat.attackers) {
    if (!deals(attacker)) continue;
    const ac = characteristics(ctx, attacker);
    const power = Math.max(0, ac.power ?? 0);
    if (power === 0) continue;
    const blockers = blockersOf(attacker);
    if (!combat.blocked.includes(attacker)) {
      hits.push({ source: attacker, to: defender, n: power });
      continue;
    }
    const trample = ac.keywords.includes("Trample");
    if (blockers.length === 0) {
      if (trample) hits.push({ source: attacker, to: defender, n: power });
      continue;
    }
    const deathtouch = ac.keywords.includes("Deathtouch");
    const shares = combat.divisions?.[attacker] ?? defaultDivision(ctx, power, blockers, trample, deathtouch, defender);
    // (a chosen share goes to a blocker only while it is still on the battlefield)
    for (const x of shares) if (x.to === defender || blockers.includes(x.to)) hits.push({ source: attacker, ...x });
  }
  delete combat.divisions;
  for (const b of combat.blocks) {
    if (!deals(b.blocker)) continue;
    if (s.objects[b.attacker]?.zone !== "battlefield") continue;
    const bc = characteristics(ctx, b.blocker);
    const p = Math.max(0, bc.power ?? 0);
    if (p > 0) hits.push({ source: b.blocker, to: b.attacker, n: p });
  }
  // all combat damage is dealt simultaneously (510.2): take sources' characteristics first
  const info = new Map(hits.map((h) => [h.source, characteristics(ctx, h.source)]));
  const dealt = new Map<ObjectId, { total: number; toPlayers: number }>();
  for (const h of hits) {
    const c = info.get(h.source)!;
    const k = dealDamage(ctx, c.name, c.keywords, c.controller, h.to, h.n, {
      source: h.source,
      combat: true,
      quality: c,
    });
    const d = dealt.get(h.source) ?? { total: 0, toPlayers: 0 };
    d.total += k;
    if (h.to === "you" || h.to === "opponent") d.toPlayers += k;
    dealt.set(h.source, d);
  }
  // one combat damage event (510.2): each source's "deals damage" abilities trigger once (603.2)
  for (const [source, d] of dealt) onDealtDamage(ctx, source, d, true);
  // each lifelink source's damage is its own life gain event (CR 702.15e, 119.9)
  for (const [source, d] of dealt) {
    const c = info.get(source)!;
    if (c.keywords.includes("Lifelink")) onLifeGained(ctx, c.controller, d.total);
  }
  return true;
}
