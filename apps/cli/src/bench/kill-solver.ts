/**
 * An exact goldfish model of simple decks — lands of one color, and spells that are either
 * creatures (cost, power, haste or not) or burn at the opponent's face (cost, damage) — used
 * as the yardstick of the autopilot (`pnpm bench policy`). It is independent of the engine
 * and of the autopilot's policy: its own few rules, and the best play found by exhausting
 * every choice.
 *
 * The model, turn by turn (your turns only; the goldfish does nothing and never blocks):
 * draw a card (not on your first turn on the play, CR 103.8a), play a land if you hold one,
 * cast any affordable set of spells (every land makes one mana), attack with every creature
 * that can (summoning sickness, CR 302.6: creatures without haste attack from the next turn),
 * then discard down to seven cards (CR 514.1). The opponent starts at 20 life; the kill turn is
 * the turn it reaches 0, `maxTurns + 1` if it doesn't by turn `maxTurns`.
 *
 * Before the game, the London mulligan (CR 103.5) with a given keep rule: hands are drawn
 * until the rule keeps one, then as many cards as mulligans taken go to the bottom — chosen
 * by the solver. Cards put on the bottom are never drawn again within the turn limit.
 *
 * `expectedKillTurn` is the exact expectation over the shuffle under optimal play (each choice
 * minimising the expected kill turn, by dynamic programming over the states: lands and power
 * in play, life, hand and library by kind); `playOut` plays that optimal policy on one known
 * card order, so it can be compared game by game with the autopilot on the same shuffle.
 */

/** A card of a simple deck, as the model sees it. */
export type CardModel =
  | { kind: "land" }
  | { kind: "creature"; cost: number; power: number; haste: boolean }
  | { kind: "burn"; cost: number; damage: number };

/** A simple deck: the first entry is its land; at most two kinds of spells after it. */
export interface SimpleDeck {
  name: string;
  cards: { card: string; count: number; model: CardModel }[];
}

/** Options of the solver. */
export interface SolverOptions {
  onThePlay: boolean;
  /** Whether to keep `lands` lands in seven cards after `mulligans` mulligans (the autopilot's rule, `keepRange`). */
  keep: (lands: number, mulligans: number) => boolean;
  /** Turns played before giving up (default 20, as the autopilot). */
  maxTurns?: number;
  /**
   * A bottoming policy to evaluate instead of the best one: the cards (counts by kind) to put
   * on the bottom of `hand` after `mulligans` mulligans.
   */
  bottom?: (hand: number[], mulligans: number) => number[];
  /**
   * A casting policy to evaluate instead of the best one: the spells to cast (counts by kind)
   * from `hand` (after the land drop) with `mana`, the creatures' `power` in play and the
   * opponent's `life`.
   */
  cast?: (hand: number[], mana: number, power: number, life: number) => number[];
}

/** A position at the beginning of one of your turns, before its draw: counts by kind (the deck's order). */
interface Position {
  turn: number;
  lands: number;
  power: number;
  life: number;
  hand: number[];
  library: number[];
}

const HAND_SIZE = 7;
const START_LIFE = 20;

/** The exact solver of one simple deck, on the play or on the draw. */
export class KillTurnSolver {
  private readonly models: CardModel[];
  private readonly counts: number[];
  private readonly maxTurns: number;
  private readonly memo = new Map<number, number>();

  constructor(
    private readonly deck: SimpleDeck,
    private readonly opts: SolverOptions,
  ) {
    this.models = deck.cards.map((c) => c.model);
    this.counts = deck.cards.map((c) => c.count);
    this.maxTurns = opts.maxTurns ?? 20;
    if (
      this.models.length > 3 ||
      this.models[0]?.kind !== "land" ||
      this.models.slice(1).some((m) => m.kind === "land")
    ) {
      throw new Error(`${deck.name}: a simple deck is one land and at most two kinds of spells`);
    }
    if (this.counts.some((n) => n > 60) || this.counts.reduce((a, b) => a + b, 0) < HAND_SIZE + this.maxTurns) {
      throw new Error(`${deck.name}: at most 60 of a card, and enough cards for ${this.maxTurns} turns`);
    }
  }

  /** The number of positions evaluated so far (the work done). */
  get positions(): number {
    return this.memo.size;
  }

  /** The expected kill turn under the keep rule and optimal bottoming and play (exact). */
  expectedKillTurn(): number {
    const total = this.counts.reduce((a, b) => a + b, 0);
    const hands = compositions(this.counts, HAND_SIZE);
    const all = binomial(total, HAND_SIZE);
    // from the last mulligan the rule allows back to the first: E(m) = Σ P(hand) · (keep ? best : E(m+1))
    let next = Infinity;
    const lastMulligan = this.lastMulligan();
    for (let m = lastMulligan; m >= 0; m--) {
      let e = 0;
      for (const h of hands) {
        const p = h.reduce((acc, n, i) => acc * binomial(this.counts[i]!, n), 1) / all;
        e += p * (this.opts.keep(h[0]!, m) || m === lastMulligan ? this.bottomed(h, m).value : next);
      }
      next = e;
    }
    return next;
  }

  /** The first mulligan count after which the keep rule keeps every hand (at most 7). */
  private lastMulligan(): number {
    for (let m = 0; m < HAND_SIZE; m++) {
      let all = true;
      for (let lands = 0; lands <= HAND_SIZE && all; lands++) all = this.opts.keep(lands, m);
      if (all) return m;
    }
    return HAND_SIZE;
  }

  /** The best `mulligans` cards of `hand` (counts by kind) to put on the bottom, and the expected kill turn then. */
  bottomed(hand: number[], mulligans: number): { bottom: number[]; value: number } {
    const library = this.counts.map((n, i) => n - hand[i]!);
    let best = { bottom: hand.map(() => 0), value: Infinity };
    const forced = this.opts.bottom?.(hand, mulligans);
    for (const b of forced ? [forced] : compositions(hand, Math.min(mulligans, HAND_SIZE))) {
      const kept = hand.map((n, i) => n - b[i]!);
      const value = this.turn(
        { turn: 1, lands: 0, power: 0, life: START_LIFE, hand: kept, library },
        !this.opts.onThePlay,
      );
      if (value < best.value) best = { bottom: b, value };
    }
    return best;
  }

  /**
   * The expected kill turn from `p`, at the beginning of a turn (`draw`: whether this turn
   * draws a card; every turn after the first does).
   */
  private turn(p: Position, draw: boolean): number {
    if (p.turn > this.maxTurns) return this.maxTurns + 1;
    if (p.power >= p.life) return p.turn; // the creatures in play are lethal
    const key = this.key(p, draw);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let value = 0;
    if (draw) {
      const size = p.library.reduce((a, b) => a + b, 0);
      for (let i = 0; i < p.library.length; i++) {
        const n = p.library[i]!;
        if (n === 0) continue;
        const hand = p.hand.slice();
        const library = p.library.slice();
        hand[i]!++;
        library[i]!--;
        value += (n / size) * this.main({ ...p, hand, library }).value;
      }
    } else value = this.main(p).value;
    this.memo.set(key, value);
    return value;
  }

  /** The best main phase after the draw: play a land if any, then the best set of spells (counts by kind). */
  main(p: Position): { value: number; cast: number[] } {
    const hand = p.hand.slice();
    let lands = p.lands;
    if (hand[0]! > 0) {
      hand[0]!--;
      lands++;
    }
    let best = { value: Infinity, cast: hand.map(() => 0) };
    const forced = this.opts.cast?.(hand, lands, p.power, p.life);
    for (const cast of forced ? [forced] : this.affordable(hand, lands)) {
      let damage = p.power;
      let power = p.power;
      this.models.forEach((m, i) => {
        const n = cast[i]!;
        if (m.kind === "creature") {
          power += n * m.power;
          if (m.haste) damage += n * m.power;
        } else if (m.kind === "burn") damage += n * m.damage;
      });
      let value: number;
      if (damage >= p.life) value = p.turn;
      else {
        const left = hand.map((n, i) => n - cast[i]!);
        value = this.cleanup({ turn: p.turn + 1, lands, power, life: p.life - damage, hand: left, library: p.library });
      }
      if (value < best.value) best = { value, cast };
    }
    return best;
  }

  /** Discards down to seven cards (the best discard), then the next turn. */
  private cleanup(p: Position): number {
    const size = p.hand.reduce((a, b) => a + b, 0);
    if (size <= HAND_SIZE) return this.turn(p, true);
    let best = Infinity;
    for (const d of compositions(p.hand, size - HAND_SIZE)) {
      best = Math.min(best, this.turn({ ...p, hand: p.hand.map((n, i) => n - d[i]!) }, true));
    }
    return best;
  }

  /**
   * Every set of spells (counts by kind, lands 0) that `mana` pays for and that leaves no spell
   * of the hand affordable: casting one more spell never hurts (it deals its damage sooner, and
   * whatever play would cast it later can leave that mana unused), so the others are dominated.
   */
  private affordable(hand: number[], mana: number): number[][] {
    const out: number[][] = [];
    const rec = (i: number, left: number, acc: number[]) => {
      if (i === hand.length) {
        const more = this.models.some((m, k) => m.kind !== "land" && acc[k]! < hand[k]! && m.cost <= left);
        if (!more) out.push(acc.slice());
        return;
      }
      const m = this.models[i]!;
      const most = m.kind === "land" ? 0 : Math.min(hand[i]!, Math.floor(left / m.cost));
      for (let n = 0; n <= most; n++) {
        acc[i] = n;
        rec(i + 1, left - (m.kind === "land" ? 0 : n * m.cost), acc);
      }
      acc[i] = 0;
    };
    rec(
      0,
      mana,
      hand.map(() => 0),
    );
    return out;
  }

  private key(p: Position, draw: boolean): number {
    let k = p.turn * 2 + (draw ? 1 : 0);
    k = k * 64 + p.lands;
    k = k * 64 + Math.min(p.power, 63);
    k = k * 32 + p.life;
    for (let i = 0; i < 3; i++) k = k * 16 + (p.hand[i] ?? 0);
    for (let i = 0; i < 3; i++) k = k * 64 + (p.library[i] ?? 0);
    return k;
  }

  /**
   * Plays the optimal policy on a known shuffle: `hands` are the seven-card hands drawn before
   * each mulligan (kind indexes), `library` the library's order after the kept hand, top first
   * (the bottomed cards are never reached). Returns the kill turn (`maxTurns + 1`: none) and the
   * cards put on the bottom.
   */
  playOut(hands: number[][], library: number[]): { killTurn: number; mulligans: number; bottom: number[] } {
    let m = 0;
    const last = this.lastMulligan();
    while (m < last && !this.opts.keep(hands[m]!.filter((k) => k === 0).length, m)) m++;
    const hand = this.models.map((_, i) => hands[m]!.filter((k) => k === i).length);
    const { bottom } = this.bottomed(hand, m);
    const lib = this.counts.map((n, i) => n - hand[i]!);
    let p: Position = {
      turn: 1,
      lands: 0,
      power: 0,
      life: START_LIFE,
      hand: hand.map((n, i) => n - bottom[i]!),
      library: lib,
    };
    let top = 0;
    for (let draw = !this.opts.onThePlay; p.turn <= this.maxTurns; draw = true) {
      if (p.power >= p.life) return { killTurn: p.turn, mulligans: m, bottom };
      if (draw) {
        const k = library[top++]!;
        p = {
          ...p,
          hand: p.hand.map((n, i) => n + (i === k ? 1 : 0)),
          library: p.library.map((n, i) => n - (i === k ? 1 : 0)),
        };
      }
      const { cast } = this.main(p);
      const hand2 = p.hand.slice();
      let lands = p.lands;
      if (hand2[0]! > 0) {
        hand2[0]!--;
        lands++;
      }
      let damage = p.power;
      let power = p.power;
      this.models.forEach((mo, i) => {
        if (mo.kind === "creature") {
          power += cast[i]! * mo.power;
          if (mo.haste) damage += cast[i]! * mo.power;
        } else if (mo.kind === "burn") damage += cast[i]! * mo.damage;
      });
      if (damage >= p.life) return { killTurn: p.turn, mulligans: m, bottom };
      const left = hand2.map((n, i) => n - cast[i]!);
      p = this.discardBest({ turn: p.turn + 1, lands, power, life: p.life - damage, hand: left, library: p.library });
    }
    return { killTurn: this.maxTurns + 1, mulligans: m, bottom };
  }

  private discardBest(p: Position): Position {
    const size = p.hand.reduce((a, b) => a + b, 0);
    if (size <= HAND_SIZE) return p;
    let best = p;
    let bestValue = Infinity;
    for (const d of compositions(p.hand, size - HAND_SIZE)) {
      const q = { ...p, hand: p.hand.map((n, i) => n - d[i]!) };
      const v = this.turn(q, true);
      if (v < bestValue) {
        best = q;
        bestValue = v;
      }
    }
    return best;
  }
}

/** Every way to take `k` cards from `counts` (counts by kind). */
export function compositions(counts: number[], k: number): number[][] {
  const out: number[][] = [];
  const rec = (i: number, left: number, acc: number[]) => {
    if (i === counts.length - 1) {
      if (left <= counts[i]!) out.push([...acc, left]);
      return;
    }
    for (let n = 0; n <= Math.min(counts[i]!, left); n++) rec(i + 1, left - n, [...acc, n]);
  };
  rec(0, k, []);
  return out;
}

const BINOMIALS = new Map<number, number>();

/** n choose k, as a float (exact for the sizes used here). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const key = n * 100 + k;
  let b = BINOMIALS.get(key);
  if (b === undefined) {
    b = 1;
    for (let i = 1; i <= k; i++) b = (b * (n - k + i)) / i;
    BINOMIALS.set(key, b);
  }
  return b;
}
