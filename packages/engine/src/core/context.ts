/**
 * The mutable core behind the pure interface (DESIGN.md "Fast enough to simulate"): a
 * context that holds the state being changed, the card registry and the events produced,
 * and the primitives every rules module uses with it — refusing an action (before anything
 * is changed), logging events, timestamps (CR 613.7) and ids. `apply` clones the state before
 * running the rules on it, so callers never see a half-changed state.
 */
import type { CardDefinition } from "../state/vocabulary/index.js";
import type { GameEvent, GameState, ObjectId, PlayerId, Refusal } from "../state/types.js";

/** Looks up card definitions by exact name. */
export interface CardRegistry {
  get(name: string): CardDefinition | undefined;
}

/** The working context of one action. */
export interface Ctx {
  state: GameState;
  cards: CardRegistry;
  events: GameEvent[];
  /** Signature of the state when state-based actions last found nothing to do (this action only). */
  sbaClean?: string;
}

/** Thrown inside the core to refuse an action (caught by `apply`; the state is discarded). */
export class RefusalError extends Error {
  constructor(public readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** The CR rules a refusal cites: at least one (every refusal names the rule that forbids the action). */
export type RuleList = [string, ...string[]];

/**
 * Refuses the current action with a message and the CR rules behind it — at least one, the
 * rule that forbids it first or beside the rule it follows (the type asks for one; the test
 * `refusals-cite-rules.test.ts` walks every call).
 */
export function refuse(message: string, ...rules: RuleList): never {
  throw new RefusalError({ message, rules });
}

/** A fresh working context for one action or query over `state`. */
export function newCtx(state: GameState, cards: CardRegistry): Ctx {
  return { state, cards, events: [] };
}

/** Marks characteristics as possibly changed (bumps the cache key, see rules/layers.ts). */
export function touch(ctx: Ctx): void {
  ctx.state.revision++;
}

/** The other player. */
export function opponentOf(p: PlayerId): PlayerId {
  return p === "you" ? "opponent" : "you";
}

/** Records an event and a log line. */
export function emit(ctx: Ctx, type: string, text: string, extra: Partial<GameEvent> = {}): void {
  ctx.events.push({ type, text, ...extra });
  ctx.state.log.push(text);
}

/** The next timestamp (CR 613.7). */
export function tick(state: GameState): number {
  return ++state.clock;
}

/** A fresh object id. */
export function newId(state: GameState): ObjectId {
  return `o${state.nextId++}`;
}
