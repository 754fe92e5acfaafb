/**
 * The cards put on the bottom after a mulligan (London, CR 103.5), chosen by what kills
 * soonest with this deck: every way to put `count` cards of the hand away (copies alike) is
 * tried on the same sampled draws from the rest of the deck, in a small goldfish model, and
 * the kept hand with the earliest mean kill turn wins (`bottomCards`).
 *
 * The model (model.ts) plays lands and colors, creatures, burn, pumps and Auras turn by turn;
 * a spell that adds no damage adds nothing there, so it is the first to go.
 *
 * The draws are sampled from the deck's remaining cards (what the player knows: the deck list,
 * not its order) by a fixed-seed generator, so the choice is a pure function of the state.
 */
import type { CardRegistry, GameState } from "@fishbowl/engine";
import { landColors } from "./lands.js";
import { COLOR_BIT, HORIZON, cachedModel, kit, simulate, worse, type Model } from "./model.js";
import { definitionOf } from "./roles.js";

/** Draws sampled: every way to bottom is tried on the first `FIRST_ROUND`, the last two on all `SAMPLES`. */
const SAMPLES = 48;
const FIRST_ROUND = 12;

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
  // the same draws for every candidate: a shuffle of the library's cards (not its order), drawn as needed
  const rnd = generator(0x5eed);
  const samples = new Int32Array(SAMPLES * HORIZON);
  const cards = Int32Array.from(library);
  let sampled = 0;
  const sampleUpTo = (n: number) => {
    for (; sampled < n; sampled++) {
      for (let i = 0; i < Math.min(HORIZON, cards.length); i++) {
        const j = i + Math.floor(rnd() * (cards.length - i));
        const c = cards[j]!;
        cards[j] = cards[i]!;
        cards[i] = c;
        samples[sampled * HORIZON + i] = c;
      }
    }
  };
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
    sampleUpTo(upTo);
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
