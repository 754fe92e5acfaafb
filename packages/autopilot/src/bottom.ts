/**
 * The cards put on the bottom after a mulligan (London, CR 103.5), chosen by what kills
 * soonest with this deck: every way to put `count` cards of the hand away (copies alike) is
 * tried on the same sampled draws from the rest of the deck, in a small goldfish model, and
 * the kept hand with the earliest mean kill turn wins (`bottomCards`).
 *
 * The model (`simulate`), turn by turn: draw (not on the first turn on the play), play a land
 * (one adding a color the hand lacks first), then — unless the damage this turn is lethal —
 * cast creatures (the most expensive that fit first), Auras on them, then burn and pumps with
 * the mana left; creatures attack from the turn after they arrive (at once with haste or a
 * haste enabler). A spell needs its mana value in lands and a land of each of its colors. What
 * a card adds in damage is what the lethal check counts (damage.ts); other spells add nothing,
 * so they are the first to go. A sample is scored by its kill turn, or past the horizon by the
 * life still to take.
 *
 * The draws are sampled from the deck's remaining cards (what the player knows: the deck list,
 * not its order) by a fixed-seed generator, so the choice is a pure function of the state.
 */
import { costColors, type CardDefinition, type CardRegistry, type GameState } from "@fishbowl/engine";
import { template } from "./damage.js";
import { landColors } from "./lands.js";
import { definitionOf, isManaAbilityDef, minimumMana, spellEffects } from "./roles.js";

/** Draws sampled: every way to bottom is tried on the first `FIRST_ROUND`, the last two on all `SAMPLES`. */
const SAMPLES = 64;
const FIRST_ROUND = 16;
/** Turns simulated; a sample with no kill by then scores the horizon plus the share of life left. */
const HORIZON = 12;
const COLOR_BIT: Record<string, number> = { W: 1, U: 2, B: 4, R: 8, G: 16 };

/** A card of the model: a land and the colors it makes, or a spell, its cost and what it adds. */
interface Model {
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
function cachedModel(def: CardDefinition | undefined, basics: number): { model: Model; key: string } {
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

/** A fixed-seed generator (mulberry32): the same samples for every decision. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The kinds of a decision, grouped for the model: spells by casting pass (most expensive first), burn by cost. */
interface Kit {
  models: Model[];
  lands: number[];
  spells: number[];
  passes: number[][];
  burns: number[];
}

function kit(models: Model[]): Kit {
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
function simulate(
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
function worse(a: Model, b: Model): boolean {
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

/** Every way to take `k` cards from `counts` (counts by kind). */
function ways(counts: number[], k: number): number[][] {
  const out: number[][] = [];
  const acc = counts.map(() => 0);
  const rec = (i: number, left: number) => {
    if (left === 0) return void out.push(acc.slice());
    if (i === counts.length) return;
    for (let n = Math.min(counts[i]!, left); n >= 0; n--) {
      acc[i] = n;
      rec(i + 1, left - n);
    }
    acc[i] = 0;
  };
  rec(0, k);
  return out;
}

/**
 * The names of the `count` cards of the hand to put on the bottom: of every way to do it (the
 * `first` one tried first, and kept on a tie), the one whose kept hand kills soonest in the
 * model (see the file's comment). Cards the model can't tell apart count as one kind.
 */
export function bottomCards(state: GameState, registry: CardRegistry, count: number, first: string[]): string[] {
  const you = state.players.you;
  const nameOf = (id: string) => state.objects[id]?.card ?? "";
  let basics = 0;
  const names = new Set<string>();
  for (const id of [...you.hand, ...you.library]) {
    const name = nameOf(id);
    if (names.has(name)) continue;
    names.add(name);
    const def = definitionOf(state, registry, name);
    if (!def?.supertypes?.includes("Basic") || !def.types.includes("Land")) continue;
    for (const c of landColors({ subtypes: def.subtypes ?? [], oracleText: def.oracleText }))
      basics |= COLOR_BIT[c] ?? 0;
  }
  // one kind per distinct model
  const models: Model[] = [];
  const kindOfKey = new Map<string, number>();
  const kindOfName = new Map<string, number>();
  for (const name of names) {
    const { model, key } = cachedModel(definitionOf(state, registry, name), basics);
    let k = kindOfKey.get(key);
    if (k === undefined) {
      k = models.length;
      kindOfKey.set(key, k);
      models.push(model);
    }
    kindOfName.set(name, k);
  }
  const hand = you.hand.map((id) => kindOfName.get(nameOf(id))!);
  const library = you.library.map((id) => kindOfName.get(nameOf(id))!);
  const counts = models.map(() => 0);
  for (const k of hand) counts[k]!++;
  // the first choice (the usual rule), then every other
  const given = models.map(() => 0);
  for (const n of first) given[kindOfName.get(n) ?? 0]!++;
  // a way that puts away a card while keeping one no better (`worse`) is never better than the swap: left out
  const dominated = (w: number[]) =>
    w.some((n, b) => n > 0 && models.some((m, a) => a !== b && counts[a]! - w[a]! > 0 && worse(m, models[b]!)));
  const candidates = [
    given,
    ...ways(counts, Math.min(count, hand.length)).filter((w) => w.some((n, i) => n !== given[i]) && !dominated(w)),
  ];
  // the same draws for every candidate: a shuffle of the library's cards (not its order)
  const rnd = generator(0x5eed);
  const samples = new Int32Array(SAMPLES * HORIZON);
  const cards = Int32Array.from(library);
  for (let d = 0; d < SAMPLES; d++) {
    for (let i = 0; i < Math.min(HORIZON, cards.length); i++) {
      const j = i + Math.floor(rnd() * (cards.length - i));
      const c = cards[j]!;
      cards[j] = cards[i]!;
      cards[i] = c;
      samples[d * HORIZON + i] = c;
    }
  }
  const onThePlay = state.startingPlayer === "you";
  const k = kit(models);
  // successive halving on the same draws: every way on the first draws, the better half on twice as many, and so
  // on; the last two are compared on all of them
  let alive = candidates.map((c, order) => ({
    c,
    order,
    kept: Int32Array.from(counts, (n, i) => n - c[i]!),
    score: 0,
  }));
  const scratch = new Int32Array(models.length);
  for (
    let done = 0, upTo = FIRST_ROUND;
    done < SAMPLES && alive.length > 1;
    done = upTo, upTo = Math.min(SAMPLES, 2 * upTo)
  ) {
    for (const arm of alive)
      for (let i = done; i < upTo; i++) arm.score += simulate(k, arm.kept, scratch, samples, i * HORIZON, onThePlay);
    alive.sort((x, y) => x.score - y.score || x.order - y.order);
    if (upTo < SAMPLES) alive = alive.slice(0, Math.max(2, Math.ceil(alive.length / 2)));
  }
  const best = alive[0]!.c;
  // back to names: of each kind, the cards the first choice named, then the others of the hand
  const out: string[] = [];
  const order = [...first, ...you.hand.map(nameOf)];
  const left = best.slice();
  for (const name of order) {
    const kind = kindOfName.get(name)!;
    if (left[kind]! > 0 && out.filter((n) => n === name).length < you.hand.filter((id) => nameOf(id) === name).length) {
      out.push(name);
      left[kind]!--;
    }
  }
  return out;
}
