/**
 * Which permanents may attack, asked at any time (CR 508.1a): for clients that plan around
 * combat — the autopilot pumps, copies and enchants the creatures that will attack and casts a
 * team pump only when one can — without re-deriving the rules or building a whole `view`.
 * "Can attack now" is the engine's own check of a declaration (`attackProblem`: untapped, the
 * 302.6 control condition or haste, no defender 702.3b, no "can't attack" effect 508.1c), and
 * "must attack" its 508.1d requirement, so a client that declares the creatures listed as able
 * is never refused for them.
 */
import type { GameState, ObjectId, PlayerId } from "./state/types.js";
import { newCtx, type CardRegistry } from "./core/context.js";
import { battlefieldCharacteristics } from "./rules/layers.js";
import { passesControlCondition } from "./rules/queries.js";
import { attackProblem, requiredAttackers } from "./rules/combat.js";

/** One permanent's standing for attacking, as the rules see it in the current state. */
export interface AttackOption {
  /**
   * Null when it could be declared as an attacker now (CR 508.1a); else the first reason it
   * can't, in words, and the rules `apply` would cite refusing it ("not a creature", tapped,
   * defender 702.3b, "can't attack" 508.1c, 302.6).
   */
  problem: { why: string; rules: string[] } | null;
  /** An "attacks each combat if able" requirement applies and it can attack (508.1d): a declaration must include it. */
  mustAttack: boolean;
  /**
   * CR 302.6 is met: its controller has controlled it continuously since their most recent
   * turn began, or it has haste (702.10b). A creature needs it to attack and to pay {T} or {Q}
   * costs; a noncreature permanent is not restricted by it.
   */
  controlCondition: boolean;
  /**
   * A restriction other than being tapped or new bars it from attacking: defender (702.3b) or
   * a "can't attack" effect (508.1c). An untapped creature under neither, past 302.6, can attack.
   */
  barred: boolean;
}

const NO_IDS: ReadonlySet<ObjectId> = new Set();

/**
 * The attack standing of every permanent `player` controls on the battlefield (CR 508.1a,
 * 508.1c, 508.1d, 302.6, 702.3b), keyed by object id in battlefield order. Pure: reads the
 * state and the characteristics cache only. Asked outside the declare attackers step it says
 * what a declaration made now would allow.
 */
export function attackOptions(
  state: GameState,
  player: PlayerId,
  cards: CardRegistry,
): ReadonlyMap<ObjectId, AttackOption> {
  const ctx = newCtx(state, cards);
  const chars = battlefieldCharacteristics(ctx);
  const must = requiredAttackers(ctx, player);
  const required = must.length ? new Set(must) : NO_IDS;
  const out = new Map<ObjectId, AttackOption>();
  for (const id of state.battlefield) {
    const c = chars.get(id);
    if (!c || c.controller !== player) continue;
    out.set(id, {
      problem: attackProblem(ctx, id, player),
      mustAttack: required.has(id),
      controlCondition: passesControlCondition(ctx, id),
      barred: c.keywords.includes("Defender") || c.restrictions.includes("cantAttack"),
    });
  }
  return out;
}
