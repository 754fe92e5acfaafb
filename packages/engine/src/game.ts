/**
 * Starting games: an empty two-player state, and a goldfish game from a deck list with a
 * seeded shuffle (CR 103.3), a seven-card opening hand (103.5), the London mulligan as a
 * pending decision (103.5), and the starting player's skipped first draw (103.8a).
 * `replay` rebuilds a game from its beginning and its action log (DESIGN.md).
 */
import type { CardDefinition } from "./state/vocabulary/index.js";
import type { Action, GameState, PlayerId, PlayerState } from "./state/types.js";
import { createObject } from "./core/objects.js";
import { emptyRecord } from "./core/records.js";
import { emit, findDefinition, opponentOf, type CardRegistry, type Ctx } from "./core/context.js";
import { newCtx } from "./core/context.js";
import { seedRng, shuffleInPlace } from "./state/rng.js";
import { drawCards } from "./rules/draw.js";
import { applyInPlace } from "./apply.js";
import { settle } from "./rules/turn-structure.js";

function emptyPlayer(id: PlayerId): PlayerState {
  return {
    id,
    life: 20,
    library: [],
    hand: [],
    graveyard: [],
    landsPlayed: 0,
    manaPool: {},
    turnStartedAt: -1,
    drewFromEmpty: false,
    hasLost: false,
    mulligans: 0,
    poison: 0,
  };
}

/** A new, empty game state (no objects) with the RNG seeded by `seed`. */
export function emptyState(seed: number): GameState {
  return {
    format: "fishbowl-game/1",
    version: 0,
    revision: 0,
    clock: 1,
    nextId: 1,
    rng: seedRng(seed),
    turn: 0,
    active: "opponent",
    step: "cleanup",
    priority: null,
    passes: 0,
    players: { you: emptyPlayer("you"), opponent: emptyPlayer("opponent") },
    objects: {},
    battlefield: [],
    exile: [],
    stack: [],
    effects: [],
    delayed: [],
    triggers: [],
    pending: null,
    combat: null,
    winner: null,
    startingPlayer: "you",
    extraCards: {},
    log: [],
    tokenCount: 0,
    lki: emptyRecord(),
  };
}

/** How a goldfish game begins. */
export interface GameSetup {
  /** Card names of the main deck (60 for the sample decks), in any order. */
  deck: string[];
  seed: number;
  /** True: you play first (on the play); false: on the draw. */
  onThePlay: boolean;
  /** Definitions for catalog cards that the registry lacks (played with printed characteristics). */
  extraCards?: Record<string, CardDefinition>;
}

/**
 * Starts a goldfish game: shuffles the deck with the seed, draws seven and waits for the
 * mulligan decision (`choose` with `["keep"]` or `["mulligan"]`). Throws on a card name the
 * registry doesn't know (callers validate decks first).
 */
export function newGame(setup: GameSetup, cards: CardRegistry): GameState {
  const s = emptyState(setup.seed);
  s.extraCards = setup.extraCards ?? {};
  s.startingPlayer = setup.onThePlay ? "you" : "opponent";
  s.active = opponentOf(s.startingPlayer);
  const ctx: Ctx = newCtx(s, cards);
  for (const name of setup.deck) {
    if (findDefinition(cards, s, name) === undefined) throw new Error(`unknown card "${name}"`);
    createObject(ctx, { card: name, owner: "you", zone: "library" }, true);
  }
  shuffleInPlace(s.rng, s.players.you.library);
  drawCards(ctx, "you", 7);
  emit(ctx, "start", `Game start: you are ${setup.onThePlay ? "on the play" : "on the draw"}`);
  s.pending = { decision: { kind: "mulligan", player: "you", mulligans: 0 }, continuation: { kind: "mulligan" } };
  return s;
}

/**
 * Rebuilds a game from its setup and action log; throws if any action is refused, naming it
 * as a person counts ("action 2 of 54 (pass) was refused on replay: … [CR 104.1, 704.5b]").
 */
export function replay(setup: GameSetup, actions: Action[], cards: CardRegistry): GameState {
  const s = newGame(setup, cards);
  actions.forEach((a, i) => {
    const r = applyInPlace(s, a, cards);
    if (!r.ok)
      throw new Error(
        `action ${i + 1} of ${actions.length} (${a.type}) was refused on replay: ${r.error.message} [CR ${r.error.rules.join(", ")}]`,
      );
  });
  return s;
}

/** Runs the game forward until the player must act (used after building a state by hand). */
export function settleState(state: GameState, cards: CardRegistry): void {
  settle(newCtx(state, cards));
}
