/**
 * A small goldfish model of a deck, for the choice of the cards put on the bottom (bottom.ts).
 * Each card is a `Model`: a land and the colors it makes (a fetch land: the colors of the deck's
 * basics), or a spell, its cost, its colors and what it adds in damage — what the lethal check
 * counts (damage.ts), plus mana creatures and earthbend; other spells add nothing.
 *
 * `simulate` plays a kept hand against a sequence of draws, turn by turn: draw (not on the first
 * turn on the play), play a land (one adding a color the spells in hand need first), win at once
 * if the creatures or the burn in hand are lethal, else cast creatures (the most expensive that
 * fit first), Auras on them, then burn and pumps with the mana left; creatures attack from the
 * turn after they arrive (at once with haste or a haste enabler). A spell needs its mana value
 * in lands and mana creatures, and a land of each of its colors. The score is the kill turn, or
 * past `HORIZON` the horizon plus the share of life still to take.
 */
import { costColors, type CardDefinition } from "@fishbowl/engine";
import { template } from "./damage.js";
import { landColors } from "./lands.js";
import { isManaAbilityDef, minimumMana, spellEffects } from "./roles.js";

/** Turns simulated; a sample with no kill by then scores the horizon plus the share of life left. */
export const HORIZON = 12;
/** The bit of each color in a color mask. */
export const COLOR_BIT: Record<string, number> = { W: 1, U: 2, B: 4, R: 8, G: 16 };

/** A card of the model: a land and the colors it makes, or a spell, its cost and what it adds. */
export interface Model {
  land: boolean;
  makes: number;
  needs: number;
  cost: number;
  power: number;
  haste: boolean;
  enabler: boolean;
  /** One-shot damage (burn; `x`: plus the mana left), or a one-shot pump of an attacker. */
  burn: number;
  x: boolean;
  pump: number;
  /** Power added to a creature for good (an Aura). */
  aura: number;
  /** Power added to each attacker, once. */
  team: number;
  /** Mana it makes from the turn after it arrives (a creature that taps for mana). */
  mana: number;
  /** Power that attacks from the next turn on besides `power` (an earthbent land, which also hits at once: `burn`). */
  bodyLater: number;
}

const NOTHING: Model = {
  land: false,
  makes: 0,
  needs: 0,
  cost: 0,
  power: 0,
  haste: false,
  enabler: false,
  burn: 0,
  x: false,
  pump: 0,
  aura: 0,
  team: 0,
  mana: 0,
  bodyLater: 0,
};
const ALL_COLORS = 31;

const MODELS = new WeakMap<CardDefinition, Map<number, { model: Model; key: string }>>();

/** `modelOf` memoised per definition (and the colors of the deck's basics, for a land that fetches one). */
export function cachedModel(def: CardDefinition | undefined, basics: number): { model: Model; key: string } {
  if (!def) return { model: NOTHING, key: "" };
  let byBasics = MODELS.get(def);
  if (!byBasics) MODELS.set(def, (byBasics = new Map()));
  let m = byBasics.get(basics);
  if (!m) {
    const model = modelOf(def, basics);
    byBasics.set(basics, (m = { model, key: Object.values(model).join() }));
  }
  return m;
}

function modelOf(def: CardDefinition, basics: number): Model {
  const m: Model = { ...NOTHING };
  const abilities = def.abilities ?? [];
  if (def.types.includes("Land")) {
    m.land = true;
    for (const c of landColors({ subtypes: def.subtypes ?? [], oracleText: def.oracleText }))
      m.makes |= COLOR_BIT[c] ?? 0;
    if (/one mana of any color/i.test(def.oracleText)) m.makes = ALL_COLORS;
    // a land that fetches a basic land (Evolving Wilds): the colors of the deck's basics
    const fetches = abilities.some(
      (a) => a.kind === "activated" && a.effects.some((e) => e.kind === "search" && e.filter.types?.includes("Land")),
    );
    if (fetches) m.makes |= basics;
    return m;
  }
  // earthbend (a spell, or a creature's arrival): a land attacks at once with that many counters
  const arrival = abilities.flatMap((a) => (a.kind === "triggered" && a.event.kind === "entersSelf" ? a.effects : []));
  let earthbend = 0;
  for (const e of [...spellEffects(def, undefined), ...arrival])
    if (e.kind === "earthbend" && typeof e.amount === "number") earthbend += e.amount;
  const t = template(def);
  m.cost = t ? t.cost : earthbend > 0 ? minimumMana(def.manaCost) : Infinity;
  for (const c of costColors(def.manaCost)) m.needs |= COLOR_BIT[c] ?? 0;
  m.burn = earthbend; // its land attacks at once: damage this turn, then every turn
  m.bodyLater = earthbend;
  if (!t) return m;
  switch (t.kind) {
    case "creature":
    case "tokens":
      // a creature that taps for mana makes mana (it rarely attacks)
      m.mana =
        def.types.includes("Creature") && abilities.some((a) => a.kind === "activated" && isManaAbilityDef(a)) ? 1 : 0;
      m.power = m.mana > 0 ? 0 : t.amount;
      m.haste = t.haste;
      break;
    case "burn":
      m.burn += t.amount;
      m.x = t.x;
      break;
    case "pump":
      if (def.enchant) m.aura = t.amount;
      else m.pump = t.amount;
      break;
    case "team":
      m.team = t.amount;
      break;
    case "enabler":
      m.enabler = true;
      break;
  }
  return m;
}

/** The kinds of a decision, grouped for the model: spells by casting pass (most expensive first), burn by cost. */
export interface Kit {
  models: Model[];
  lands: number[];
  spells: number[];
  passes: number[][];
  burns: number[];
}

/** The kinds of `models` grouped for `simulate`. */
export function kit(models: Model[]): Kit {
  const kinds = models.map((_, k) => k);
  const spells = kinds.filter((k) => !models[k]!.land && models[k]!.cost !== Infinity);
  const byCost = (list: number[]) => list.sort((a, b) => models[b]!.cost - models[a]!.cost || a - b);
  const first = (m: Model) => m.power > 0 || m.enabler || m.mana > 0;
  return {
    models,
    lands: kinds.filter((k) => models[k]!.land),
    spells,
    passes: [
      byCost(spells.filter((k) => first(models[k]!))),
      byCost(spells.filter((k) => !first(models[k]!) && models[k]!.aura > 0)),
      byCost(spells.filter((k) => !first(models[k]!) && models[k]!.aura === 0)),
    ],
    burns: spells
      .filter((k) => models[k]!.burn > 0 && !models[k]!.pump)
      .sort((a, b) => models[a]!.cost - models[b]!.cost),
  };
}

/** Plays the kept `hand` (counts by kind, in `h`) against `draws` from `from` (kinds, top first); returns its score. */
export function simulate(
  kit: Kit,
  hand: Int32Array,
  h: Int32Array,
  draws: Int32Array,
  from: number,
  onThePlay: boolean,
): number {
  const { models } = kit;
  h.set(hand);
  let lands = 0;
  let colors = 0;
  let power = 0;
  let bodies = 0;
  let dorks = 0;
  let dorksNew = 0;
  let hasteAll = false;
  let life = 20;
  let next = from;
  for (let turn = 1; turn <= HORIZON; turn++) {
    if (turn > 1 || !onThePlay) h[draws[next++]!]!++;
    if (power >= life) return turn;
    dorks += dorksNew;
    dorksNew = 0;
    // a land: one that adds a color the spells in hand need first
    let needs = 0;
    for (const k of kit.spells) if (h[k]! > 0) needs |= models[k]!.needs;
    let pick = -1;
    for (const k of kit.lands) {
      if (h[k] === 0) continue;
      if (pick < 0) pick = k;
      if ((models[k]!.makes & needs & ~colors) !== 0) {
        pick = k;
        break;
      }
    }
    if (pick >= 0) {
      h[pick]!--;
      lands++;
      colors |= models[pick]!.makes;
    }
    let mana = lands + dorks;
    // lethal with the burn in hand (the cheapest first)
    let burn = power;
    let left = mana;
    for (const k of kit.burns) {
      const m = models[k]!;
      for (let n = h[k]!; n > 0 && m.cost <= left && (m.needs & colors) === m.needs; n--) {
        left -= m.cost;
        burn += m.burn;
      }
    }
    if (burn >= life) return turn;
    // creatures, the most expensive first, then Auras, then burn and pumps
    let damage = power;
    let attackers = bodies;
    for (const pass of kit.passes) {
      for (const k of pass) {
        const m = models[k]!;
        while (h[k]! > 0 && m.cost <= mana && (m.needs & colors) === m.needs) {
          if (m.aura > 0 && bodies === 0) break;
          if (m.pump > 0 && !m.burn && attackers === 0) break;
          h[k]!--;
          mana -= m.cost;
          if (m.enabler) hasteAll = true;
          if (m.power > 0) {
            power += m.power;
            bodies++;
            if (m.haste || hasteAll) {
              damage += m.power;
              attackers++;
            }
          }
          dorksNew += m.mana;
          power += m.aura + m.bodyLater;
          if (m.bodyLater > 0) bodies++;
          damage += m.aura + m.burn + m.pump + m.team * attackers + (m.x ? mana : 0);
          if (m.x) mana = 0;
        }
      }
    }
    life -= damage;
    if (life <= 0) return turn;
  }
  return HORIZON + 1 + life / 20;
}

/** Whether card `a` does nothing in the model that `b` doesn't do as well (or better), for no less mana. */
export function worse(a: Model, b: Model): boolean {
  if (a.land !== b.land) return false;
  if (a.land) return (a.makes & ~b.makes) === 0;
  return (
    a.cost >= b.cost &&
    (a.needs & b.needs) === b.needs &&
    a.power <= b.power &&
    (!a.haste || b.haste) &&
    (!a.enabler || b.enabler) &&
    a.burn <= b.burn &&
    (!a.x || b.x) &&
    a.pump <= b.pump &&
    a.aura <= b.aura &&
    a.team <= b.team &&
    a.mana <= b.mana &&
    a.bodyLater <= b.bodyLater
  );
}
