/**
 * One fuzzed game: a random deck, then a bounded sequence of actions — most taken from
 * `legalActions`, the rest made up (see craft.ts) — with every invariant checked after each:
 *
 * - no exception from `newGame`, `legalActions`, `apply`, `applyInPlace` or `replay`;
 * - `legalActions` changes nothing and every action it lists is accepted;
 * - `apply` leaves its input byte-identical (JSON); a refusal changes nothing, in place too;
 * - a malformed action is refused;
 * - a twin, a JSON round-trip copy advanced with `applyInPlace`, stays equal to the state
 *   (re-made from a fresh round trip every so often: a copy read back continues identically);
 * - conservation of cards and zones, finite numbers, unpolluted prototypes, cached
 *   characteristics equal to fresh ones, no state-based action due while a player has
 *   priority (invariants.ts);
 * - `replay(setup, accepted actions)` gives the state, byte for byte (every 25 actions and at the end).
 */
import {
  apply,
  applyInPlace,
  legalActions,
  newGame,
  replay,
  type Action,
  type CardRegistry,
  type GameSetup,
  type GameState,
} from "@fishbowl/engine";
import { malformed, type Crafted } from "./craft.js";
import { manual, wild } from "./wellformed.js";
import {
  cachedCharacteristics,
  cardIds,
  conservation,
  finiteNumbers,
  pollution,
  stateBasedActionsDue,
} from "./invariants.js";
import { HOSTILE_NAMES, randomDeck, type PoolCard } from "./pool.js";
import { Random } from "./random.js";

/** A failure with what reproduces it: the run's seed, the game's index and the action's index in the game. */
export interface Failure {
  kind: "exception" | "invariant";
  seed: number;
  game: number;
  /** Index of the attempted action in the game (0 = the first after the setup; -1 = the setup). */
  action: number;
  message: string;
  /** The action attempted (JSON, undefined and non-finite numbers spelled out). */
  attempted?: string;
}

/** What a game did. */
export interface GameStats {
  actions: number;
  legal: number;
  manual: number;
  wild: number;
  malformed: number;
  accepted: number;
  refusals: number;
  exceptions: number;
  breaks: number;
  failures: Failure[];
  /** The game's setup and the actions accepted so far (for `--dump`: the reproducer as a game file). */
  trace?: { setup: GameSetup; accepted: Action[] };
}

/** Fuzzing knobs. */
export interface GameOptions {
  /** Attempted actions per game at most. */
  maxActions: number;
  /** Cards to build decks from (built-ins, catalog cards). */
  pool: readonly PoolCard[];
  /** Hostile-named catalog cards, mixed into some decks. */
  hostile: readonly PoolCard[];
  registry: CardRegistry;
  /** Decks of a few cards in twos to fours (see `randomDeck`). */
  playsets?: boolean;
}

/** JSON of an attempted action, keeping what JSON drops (undefined, NaN, Infinity). */
export function describe(v: unknown): string {
  try {
    return (
      JSON.stringify(v, (_k, x: unknown) =>
        x === undefined ? "<undefined>" : typeof x === "number" && !Number.isFinite(x) ? `<${x}>` : x,
      ) ?? String(v)
    );
  } catch {
    return String(v);
  }
}

const errorText = (e: unknown) =>
  e instanceof Error ? `${e.message}${e.stack ? ` @ ${e.stack.split("\n")[1]?.trim() ?? ""}` : ""}` : String(e);

/** Plays game `game` of the run with seed `seed`; `snapshot` is the prototypes' state before the run. */
export function fuzzGame(seed: number, game: number, opts: GameOptions, snapshot: Map<string, string[]>): GameStats {
  const r = new Random(seed, game);
  const stats: GameStats = {
    actions: 0,
    legal: 0,
    manual: 0,
    wild: 0,
    malformed: 0,
    accepted: 0,
    refusals: 0,
    exceptions: 0,
    breaks: 0,
    failures: [],
  };
  const fail = (kind: Failure["kind"], action: number, message: string, attempted?: unknown) => {
    if (kind === "exception") stats.exceptions++;
    else stats.breaks++;
    if (stats.failures.length < 20)
      stats.failures.push({
        kind,
        seed,
        game,
        action,
        message,
        ...(attempted !== undefined ? { attempted: describe(attempted) } : {}),
      });
  };
  const { deck, extraCards } = randomDeck(opts.pool, r, { playsets: opts.playsets ?? false });
  if (opts.hostile.length > 0 && r.chance(0.15)) {
    for (let k = r.range(1, 4); k > 0; k--) {
      const c = r.pick(opts.hostile);
      deck[r.int(deck.length)] = c.name;
      if (c.extra)
        Object.defineProperty(extraCards, c.name, {
          value: c.extra,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  const setup: GameSetup = { deck, seed: r.seed(), onThePlay: r.chance(0.5), extraCards };
  const cards = opts.registry;
  if (r.chance(0.05)) {
    // A deck naming a card nobody defined, with a name every plain object answers: newGame must say "unknown card".
    const name = r.pick(HOSTILE_NAMES);
    const without = {
      ...setup,
      deck: [...deck, name],
      extraCards: Object.fromEntries(Object.entries(extraCards).filter(([k]) => k !== name)),
    };
    try {
      newGame(without, cards);
      fail("invariant", -1, `newGame accepted a deck with the undefined card ${JSON.stringify(name)}`);
    } catch (e) {
      if (!(e instanceof Error) || !e.message.includes("unknown card"))
        fail(
          "exception",
          -1,
          `newGame with the undefined card ${JSON.stringify(name)} threw something else than "unknown card": ${errorText(e)}`,
        );
    }
  }
  let state: GameState;
  try {
    state = newGame(setup, cards);
  } catch (e) {
    fail(
      "exception",
      -1,
      `newGame threw: ${errorText(e)} (deck has ${deck.filter((n) => (HOSTILE_NAMES as readonly string[]).includes(n)).join(", ") || "no hostile names"})`,
    );
    return stats;
  }
  const expected = cardIds(state);
  let json = JSON.stringify(state);
  let twin = JSON.parse(json) as GameState;
  const accepted: Action[] = [];
  stats.trace = { setup, accepted };
  const check = (n: number, attempted: unknown) => {
    for (const m of conservation(state, expected)) fail("invariant", n, m, attempted);
    for (const m of finiteNumbers(state)) fail("invariant", n, `not finite: ${m}`, attempted);
    for (const m of pollution(snapshot)) fail("invariant", n, `prototype pollution: ${m}`, attempted);
    // not after every action: asking for the cache hands it out, and the next change then copies it instead of updating it in place
    if (r.chance(0.3))
      for (const m of cachedCharacteristics(twin, cards)) fail("invariant", n, `in place: ${m}`, attempted);
    for (const m of cachedCharacteristics(state, cards)) fail("invariant", n, m, attempted);
    for (const m of stateBasedActionsDue(state, cards))
      fail("invariant", n, `a state-based action is due: ${m}`, attempted);
  };
  const replayCheck = (n: number) => {
    try {
      const again = JSON.stringify(replay(setup, accepted, cards));
      if (again !== json)
        fail("invariant", n, `replay of the ${accepted.length} accepted actions differs from the state`);
    } catch (e) {
      fail("exception", n, `replay threw: ${errorText(e)}`);
    }
  };
  for (let n = 0; n < opts.maxActions && state.winner === null; n++) {
    let legal: Action[];
    try {
      // the player who owes the decision (the opponent, for a permanent it got by a manual move), else you
      legal = legalActions(state, state.pending?.decision.player ?? "you", cards);
      if (r.chance(0.05)) legalActions(state, "opponent", cards);
    } catch (e) {
      fail("exception", n, `legalActions threw: ${errorText(e)}`);
      return stats;
    }
    if (JSON.stringify(state) !== json) {
      fail("invariant", n, "legalActions changed the state");
      return stats;
    }
    let pick: Crafted;
    const roll = r.int(100);
    if (roll < 12) pick = malformed(state, r, "you");
    else if (roll < 20) pick = wild(state, r, "you");
    else if (roll < (state.pending ? 40 : 27)) pick = manual(state, r, r.chance(0.9) ? "you" : "opponent");
    else if (legal.length === 0) {
      fail(
        "invariant",
        n,
        `no legal action although the game is not over (priority ${String(state.priority)}, pending ${state.pending?.decision.kind ?? "none"})`,
      );
      return stats;
    } else pick = { action: r.pick(legal), label: "legal", mustRefuse: false };
    stats.actions++;
    if (pick.label === "legal") stats.legal++;
    else if (pick.mustRefuse) stats.malformed++;
    else if (pick.label.startsWith("manual")) stats.manual++;
    else stats.wild++;
    let result: ReturnType<typeof apply>;
    let inPlace: ReturnType<typeof applyInPlace>;
    try {
      result = apply(state, pick.action as Action, cards);
    } catch (e) {
      fail("exception", n, `apply threw (${pick.label}): ${errorText(e)}`, pick.action);
      return stats;
    }
    if (JSON.stringify(state) !== json) {
      fail(
        "invariant",
        n,
        `apply changed its input state (${pick.label}, ${result.ok ? "accepted" : "refused"})`,
        pick.action,
      );
      return stats;
    }
    const twinBefore = JSON.stringify(twin);
    try {
      inPlace = applyInPlace(twin, pick.action as Action, cards);
    } catch (e) {
      fail(
        "exception",
        n,
        `applyInPlace threw (${pick.label}) where apply ${result.ok ? "accepted" : "refused"}: ${errorText(e)}`,
        pick.action,
      );
      return stats;
    }
    if (inPlace.ok !== result.ok) {
      fail(
        "invariant",
        n,
        `apply ${result.ok ? "accepted" : "refused"} but applyInPlace ${inPlace.ok ? "accepted" : "refused"} (${pick.label})`,
        pick.action,
      );
      return stats;
    }
    if (!result.ok) {
      stats.refusals++;
      if (pick.label === "legal")
        fail(
          "invariant",
          n,
          `a listed legal action was refused: ${result.error.message} [${result.error.rules.join(", ")}]`,
          pick.action,
        );
      if (JSON.stringify(twin) !== twinBefore) {
        fail(
          "invariant",
          n,
          `a refusal changed the state in place (${pick.label}: ${result.error.message})`,
          pick.action,
        );
        return stats;
      }
      for (const m of pollution(snapshot)) fail("invariant", n, `prototype pollution on a refusal: ${m}`, pick.action);
      if (stats.breaks > 0) return stats;
      continue;
    }
    stats.accepted++;
    if (pick.mustRefuse) fail("invariant", n, `a malformed action was accepted (${pick.label})`, pick.action);
    state = result.state;
    accepted.push(pick.action as Action);
    json = JSON.stringify(state);
    if (JSON.stringify(twin) !== json) {
      fail("invariant", n, `the in-place twin differs from the state after ${pick.label}`, pick.action);
      return stats;
    }
    try {
      check(n, pick.action);
    } catch (e) {
      fail("exception", n, `an invariant check threw: ${errorText(e)}`, pick.action);
      return stats;
    }
    if (stats.breaks > 0) return stats;
    if (accepted.length % 25 === 0) replayCheck(n);
    if (r.chance(0.05)) twin = JSON.parse(json) as GameState; // a fresh round trip must continue identically
  }
  replayCheck(stats.actions);
  return stats;
}
