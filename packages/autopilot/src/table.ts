/**
 * The table as the autopilot scores it (`Table`): our permanents and hand with their current
 * characteristics, and what the engine says of attacking (`attackOptions`: which creatures can
 * attack now, CR 508.1a, and which pass 302.6); how much a creature or land of ours is worth as
 * the target of a pump, copy or earthbend; and how many untapped mana sources we have.
 */
import {
  attackOptions,
  characteristicsNow,
  type CardDefinition,
  type CardRegistry,
  type GameState,
} from "@fishbowl/engine";
import { BASIC_COLOR, definitionOf, mv, type Role } from "./roles.js";

/**
 * What the autopilot sees of an object: its current characteristics (battlefield: after
 * every layer, via `characteristicsNow`; hand: printed) and status. Cheaper than `view`.
 */
export interface Seen {
  id: string;
  name: string;
  controller: string;
  types: string[];
  subtypes: string[];
  keywords: string[];
  power: number | null;
  manaCost: string | null;
  manaValue: number;
  oracleText: string;
  tapped: boolean;
  /** A creature of ours the engine says could be declared as an attacker now (`attackOptions`, CR 508.1a). */
  canAttack: boolean;
  /**
   * A creature of ours that attacks whenever it is untapped: it passes 302.6 and nothing bars
   * it (defender, "can't attack") — it can attack now, or could but for being tapped.
   */
  attacker: boolean;
  /** Ours and CR 302.6 is met (controlled since our turn began, or haste): as a creature it may attack and pay {T}. */
  controlCondition: boolean;
  token: boolean;
  attachedTo: string | null;
}

/** A picture of the table for scoring one decision. */
export interface Table {
  byId: Map<string, Seen>;
  hand: Seen[];
  mine: Seen[];
  myCreatures: Seen[];
}

/** The table now: every permanent on the battlefield (ours and the goldfish's) and our hand. */
export function table(state: GameState, registry: CardRegistry): Table {
  const chars = characteristicsNow(state, registry);
  const attack = attackOptions(state, "you", registry);
  const byId = new Map<string, Seen>();
  const mine: Seen[] = [];
  const myCreatures: Seen[] = [];
  for (const id of state.battlefield) {
    const c = chars.get(id);
    const o = state.objects[id];
    if (!c || !o) continue;
    const creature = c.types.includes("Creature");
    const a = attack.get(id);
    const controlCondition = a?.controlCondition ?? false;
    const seen: Seen = {
      id,
      name: c.name,
      controller: c.controller,
      types: c.types,
      subtypes: c.subtypes,
      keywords: c.keywords,
      power: c.power,
      manaCost: c.manaCost,
      manaValue: mv(c.manaCost),
      oracleText: c.oracleText,
      tapped: o.tapped,
      canAttack: a?.problem === null,
      attacker: creature && controlCondition && !a?.barred,
      controlCondition,
      token: o.isToken,
      attachedTo: o.attachedTo,
    };
    byId.set(id, seen);
    if (c.controller === "you") {
      mine.push(seen);
      if (creature) myCreatures.push(seen);
    }
  }
  const hand: Seen[] = [];
  for (const id of state.players.you.hand) {
    const o = state.objects[id];
    const def = definitionOf(state, registry, o?.card ?? null);
    if (!o || !def) continue;
    const seen = handSeen(o, id, def);
    byId.set(id, seen);
    hand.push(seen);
  }
  return { byId, hand, mine, myCreatures };
}

/** What a card in hand looks like (its definition's printed values), per object and definition: never changed once made. */
const HAND_SEEN = new WeakMap<object, { def: CardDefinition; seen: Seen }>();

function handSeen(o: object, id: string, def: CardDefinition): Seen {
  const hit = HAND_SEEN.get(o);
  if (hit && hit.def === def && hit.seen.id === id) return hit.seen;
  const seen: Seen = {
    id,
    name: def.name,
    controller: "you",
    types: def.types,
    subtypes: def.subtypes ?? [],
    keywords: def.keywords ?? [],
    power: def.power ?? null,
    manaCost: def.manaCost,
    manaValue: mv(def.manaCost),
    oracleText: def.oracleText,
    tapped: false,
    canAttack: false,
    attacker: false,
    controlCondition: false,
    token: false,
    attachedTo: null,
  };
  HAND_SEEN.set(o, { def, seen });
  return seen;
}

/** How good a creature of ours is to pump or copy: attacking / an attacker (`Seen.attacker`), then power. */
export function creatureValue(o: Seen, attacking: Set<string>): number {
  return (attacking.has(o.id) ? 1000 : 0) + (o.attacker ? 100 : 0) + (o.power ?? 0) * 10 + (o.token ? 0 : 1);
}

/** How good a land of ours is to earthbend: untapped (can attack with haste), already a creature, tapped for mana last. */
export function earthbendValue(o: Seen, index: number): number {
  return (o.tapped ? 0 : 1000) + (o.types.includes("Creature") ? 100 : 0) + index;
}

/**
 * How good `targets` are for a spell or ability of `role`: harmful ones (`bad`) only at the
 * goldfish (its face best), helpful ones only at us and our permanents, by their value;
 * -Infinity for a choice the autopilot never makes.
 */
export function targetScore(
  t: Table,
  targets: string[] | undefined,
  bad: boolean,
  role: Role,
  attacking: Set<string>,
): number {
  if (!targets || targets.length === 0) return 0;
  let score = 0;
  for (const id of targets) {
    if (bad) {
      if (id === "opponent") score += 50;
      else if (id === "you") return -Infinity;
      else {
        const o = t.byId.get(id);
        if (!o || o.controller === "you") return -Infinity;
        score += 10;
      }
    } else {
      if (id === "opponent") return -Infinity;
      if (id === "you") continue;
      const o = t.byId.get(id);
      if (!o || o.controller !== "you") return -Infinity;
      if (role === "earthbend") score += earthbendValue(o, t.mine.indexOf(o)) / 100;
      else score += creatureValue(o, attacking) / 100;
    }
  }
  return score;
}

/** Mana sources of ours that are untapped now (lands and creatures that may {T}). */
export function untappedSources(t: Table, creatures = true): number {
  let n = 0;
  for (const o of t.mine) {
    if (o.tapped) continue;
    if (!tapsForMana(o.oracleText) && !o.subtypes.some((st) => BASIC_COLOR[st])) continue;
    if (o.types.includes("Creature") && (!creatures || !o.controlCondition)) continue; // {T} needs 302.6
    n++;
  }
  return n;
}

const TAPS_FOR_MANA = new Map<string, boolean>();

/** Whether an Oracle text has a "{T}: Add …" ability (memoised by text: the texts are the cards'). */
export function tapsForMana(text: string): boolean {
  let r = TAPS_FOR_MANA.get(text);
  if (r === undefined) {
    r = /\{T\}: Add/.test(text);
    if (TAPS_FOR_MANA.size < 10_000) TAPS_FOR_MANA.set(text, r);
  }
  return r;
}
