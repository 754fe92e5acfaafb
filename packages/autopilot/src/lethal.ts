/**
 * The lethal check (`lethalPlan`): can the goldfish die this turn? Every set of the spells in
 * hand that the mana can pay for is counted — the creatures that attack, what each spell adds
 * to the damage this turn, and how the spells add up (a haste enabler makes the creatures cast
 * this turn attack, a team pump counts once per attacker, prowess once per noncreature spell) —
 * and when one set's damage reaches the opponent's life, that set is the plan: the turn casts
 * only its spells (casting.ts, combat.ts), in the usual order. The damage a spell adds, by role:
 *
 * - a creature: its power, if it has haste (or an enabler is in play or in the set);
 * - burn: the damage it deals to a player (X: the mana left after the rest of the set);
 * - a pump or an Aura that adds power: that power, once a creature attacks;
 * - a team pump: its power for each attacker; a kicked creature whose arrival pumps the team
 *   and gives it haste (Goblin Bushwhacker) counts as both;
 * - creature tokens: their power, if they have haste or an enabler does;
 * - a token copy with haste: the power of our best creature.
 *
 * Other spells add nothing (they are never needed for a lethal); so does earthbend, whose land
 * attacks only if the payment of the spells leaves it untapped (the engine picks the sources).
 * When the creatures that can attack are lethal on their own, the plan is to cast nothing.
 * Mana: the pool plus our untapped mana sources that aren't creatures (a creature attacks
 * instead), each color counted by the sources that can make it. Before combat every role
 * counts; once attackers are declared only instants (and flash) can be cast, on those
 * attackers; after combat only burn.
 */
import type { CardRegistry, GameState } from "@fishbowl/engine";
import { COLORS, template, type Template } from "./damage.js";
import { landColors } from "./lands.js";
import { definitionOf, roleOf } from "./roles.js";
import { untappedSources, type Table } from "./table.js";

/** A lethal line: the cards of the hand to cast this turn, and how. */
export interface LethalPlan {
  /** How many of each card (by name: copies in hand are alike) to cast. */
  cards: Map<string, number>;
  /** Of those, how many to cast kicked. */
  kicked: Map<string, number>;
  /** X for the X spell of the plan, by name. */
  x: Map<string, number>;
  /** The damage the plan deals this turn, as modeled (at least the opponent's life). */
  damage: number;
}

/** One way to cast a card of the hand (`copies` of them): its cost and what it adds. */
interface Piece {
  name: string;
  copies: number;
  t: Template;
  cost: number;
  colors: number[];
  kicked: boolean;
}

/** The moment of the turn the check is made at. */
export type Moment = "precombat" | "combat" | "postcombat";

/**
 * The lethal plan for this moment of our turn, or null when no set of spells in hand kills
 * (see the file's comment). Pure: a function of `state`.
 */
export function lethalPlan(state: GameState, registry: CardRegistry, t: Table, moment: Moment): LethalPlan | null {
  const life = state.players.opponent.life;
  if (life <= 0) return null;
  // the attackers and their power
  let attackers = 0;
  let attackPower = 0;
  let prowess = 0;
  let sickPower = 0;
  let sick = 0;
  let enablerInPlay = false;
  let bestPower = 0;
  const attacking = new Set(
    (state.combat?.attackers ?? []).filter((a) => a.defender === "opponent").map((a) => a.attacker),
  );
  for (const o of t.mine) {
    if (!o.types.includes("Creature")) {
      if (!enablerInPlay && !o.types.includes("Land")) {
        const def = definitionOf(state, registry, state.objects[o.id]?.card ?? null);
        enablerInPlay = def !== undefined && roleOf(def, def.types) === "haste";
      }
      continue;
    }
    const power = Math.max(0, o.power ?? 0);
    bestPower = Math.max(bestPower, power);
    const attacks = moment === "precombat" ? o.canAttack : moment === "combat" && attacking.has(o.id);
    if (attacks) {
      attackers++;
      attackPower += power;
      if (o.keywords.includes("Prowess")) prowess++;
    } else if (moment === "precombat" && !o.tapped && !o.controlCondition && o.attacker === false) {
      sick++;
      sickPower += power;
    }
  }
  if (moment === "postcombat") attackers = attackPower = prowess = 0;
  // the attack alone is lethal: cast nothing (a spell might tap an attacker for mana); in combat, nothing to plan
  if (attackPower >= life && moment !== "postcombat")
    return moment === "precombat" ? { cards: new Map(), kicked: new Map(), x: new Map(), damage: attackPower } : null;
  // the mana: at most one per untapped noncreature permanent, plus the pool (exactly: `untappedSources`, below)
  let pool = 0;
  for (const n of Object.values(state.players.you.manaPool)) pool += n;
  let mana = pool;
  for (const o of t.mine) if (!o.tapped && !o.types.includes("Creature")) mana++;
  // the pieces: each card of the hand that can add damage now, kicked or not; and a bound on their damage
  const pieces: Piece[] = [];
  const copies = new Map<string, number>();
  for (const o of t.hand) copies.set(o.name, (copies.get(o.name) ?? 0) + 1);
  let bodies = attackers + sick;
  let flat = attackPower + sickPower;
  let perBody = 0;
  let noncreatureBound = 0;
  let prowessBound = prowess;
  for (const [name, n] of copies) {
    const def = definitionOf(state, registry, name);
    const tp = def ? template(def) : null;
    if (!def || !tp) continue;
    if (moment === "combat" && (!tp.instant || (tp.kind !== "burn" && tp.kind !== "pump" && tp.kind !== "team")))
      continue;
    if (moment === "postcombat" && tp.kind !== "burn") continue;
    if (tp.phyrexian > 0 && state.players.you.life <= 2 * tp.phyrexian + 4) continue; // life pays only while comfortable (casting.ts)
    if (tp.cost > mana) continue;
    pieces.push({ name, copies: n, t: tp, cost: tp.cost, colors: tp.colors, kicked: false });
    if (tp.kickedHaste && tp.kickedCost <= mana) {
      pieces.push({ name, copies: n, t: tp, cost: tp.kickedCost, colors: tp.kickedColors, kicked: true });
    }
    const k = Math.min(n, Math.floor(mana / Math.max(1, tp.cost)));
    if (tp.noncreature) noncreatureBound += k;
    if (tp.kind === "creature" || tp.kind === "tokens" || tp.kind === "copy") bodies += k * Math.max(1, tp.count);
    flat += k * (tp.kind === "copy" ? bestPower : tp.amount) + (tp.x ? mana : 0);
    perBody += k * (tp.kind === "team" ? tp.amount : tp.kickedTeam);
    if (tp.prowess) prowessBound += k;
  }
  // an upper bound on the damage: not lethal, nothing to search
  if (flat + perBody * bodies + prowessBound * noncreatureBound < life || pieces.length === 0 || pieces.length > 12)
    return null;
  mana = pool + untappedSources(t, false);
  // the sources of each color (`COLORS` order)
  const colors = COLORS.map((c) => state.players.you.manaPool[c] ?? 0);
  for (const o of t.mine) {
    if (o.tapped || o.types.includes("Creature")) continue;
    const made = /one mana of any color/i.test(o.oracleText) ? COLORS : landColors(o);
    for (const c of made) if (COLORS.includes(c)) colors[COLORS.indexOf(c)]!++;
  }
  const need = Array<number>(10).fill(0);
  // every set of cards (copies alike, each kicked or not) the mana pays for
  let best: { set: Piece[]; damage: number; x: number } | null = null;
  const chosen: Piece[] = [];
  const used = new Map<string, number>();
  const evaluate = () => {
    let cost = 0;
    need.fill(0);
    for (const p of chosen) {
      cost += p.cost;
      for (let i = 0; i < 10; i++) need[i]! += p.colors[i]!;
    }
    for (let c = 0; c < 5; c++) {
      // {2/W}: W from a spare W source, else one more mana
      const paid = Math.min(need[5 + c]!, Math.max(0, colors[c]! - need[c]!));
      cost += need[5 + c]! - paid;
      if (need[c]! + paid > colors[c]!) return;
    }
    if (cost > mana) return;
    const hasteAll = enablerInPlay || chosen.some((p) => p.t.kind === "enabler" || p.kicked);
    let count = attackers;
    let damage = attackPower;
    let prowessCount = prowess;
    let noncreature = 0;
    let team = 0;
    let pumps = 0;
    let burn = 0;
    let xSpell = false;
    if (hasteAll && moment === "precombat") {
      count += sick;
      damage += sickPower;
    }
    for (const p of chosen) {
      const k = p.t.kind;
      if (p.t.noncreature) noncreature++;
      if (k === "creature" && (p.t.haste || hasteAll)) {
        count++;
        damage += p.t.amount;
        if (p.t.prowess) prowessCount++;
      }
      if (p.kicked) team += p.t.kickedTeam;
      if (k === "tokens" && (p.t.haste || hasteAll)) {
        damage += p.t.amount;
        count += p.t.count;
      }
      if (k === "copy" && bestPower > 0) {
        damage += bestPower;
        count++;
      }
      if (k === "team") team += p.t.amount;
      if (k === "pump") pumps += p.t.amount;
      if (k === "burn") {
        burn += p.t.amount;
        if (p.t.x) xSpell = true;
      }
    }
    const x = xSpell ? mana - cost : 0;
    const total = damage + (count > 0 ? pumps + team * count + prowessCount * noncreature : 0) + burn + x;
    if (total >= life && (!best || total > best.damage || (total === best.damage && chosen.length < best.set.length))) {
      best = { set: [...chosen], damage: total, x };
    }
  };
  const rec = (i: number, cost: number) => {
    if (i === pieces.length) {
      if (chosen.length > 0) evaluate();
      return;
    }
    const p = pieces[i]!;
    const taken = used.get(p.name) ?? 0; // copies cast as the card's other variant (kicked or not)
    const most = p.t.x ? Math.min(1, p.copies - taken) : p.copies - taken;
    let k = 0;
    for (;;) {
      rec(i + 1, cost + k * p.cost);
      // one X spell at most: it takes the mana left
      if (k >= most || cost + (k + 1) * p.cost > mana || (p.t.x && chosen.some((q) => q.t.x))) break;
      chosen.push(p);
      used.set(p.name, taken + ++k);
    }
    chosen.length -= k;
    used.set(p.name, taken);
  };
  rec(0, 0);
  if (!best) return null;
  const found: { set: Piece[]; damage: number; x: number } = best;
  const plan: LethalPlan = { cards: new Map(), kicked: new Map(), x: new Map(), damage: found.damage };
  const add = (m: Map<string, number>, name: string) => m.set(name, (m.get(name) ?? 0) + 1);
  for (const p of found.set) {
    add(plan.cards, p.name);
    if (p.kicked) add(plan.kicked, p.name);
    if (p.t.x) plan.x.set(p.name, found.x);
  }
  return plan;
}

/** Whether the plan casts a copy of `name` (`kicked` or not). */
export function inPlan(plan: LethalPlan, name: string, kicked: boolean): boolean {
  const all = plan.cards.get(name) ?? 0;
  const k = plan.kicked.get(name) ?? 0;
  return kicked ? k > 0 : all - k > 0;
}
