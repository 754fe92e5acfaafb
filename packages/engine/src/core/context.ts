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

/**
 * The definition of the card named `name`: the registry's, else the game's extra (catalog)
 * cards' — looked up as an own key, since a card may be called "constructor" or "toString"
 * (a plain object answers those names with its prototype's properties). Undefined when neither
 * has it.
 */
export function findDefinition(cards: CardRegistry, state: GameState, name: string): CardDefinition | undefined {
  return cards.get(name) ?? (Object.hasOwn(state.extraCards, name) ? state.extraCards[name] : undefined);
}

/** The working context of one action. */
export interface Ctx {
  state: GameState;
  cards: CardRegistry;
  events: GameEvent[];
  /**
   * Signature of the state when state-based actions last found nothing to do (this action
   * only): revision, events so far, then each player's life and poison counters.
   */
  sbaClean?: (number | undefined)[];
  /**
   * The characteristics cache's entry for `state` last handed out in this context (see
   * rules/layer-cache.ts): looked at before the cache itself, which it always agrees with.
   */
  layerEntry?: object;
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
  // a rule cited twice (a check's own rules, then the step's that asked it) is cited once, first place kept
  throw new RefusalError({ message, rules: rules.length > 1 ? [...new Set(rules)] : rules });
}

/** A fresh working context for one action or query over `state`. */
export function newCtx(state: GameState, cards: CardRegistry): Ctx {
  return { state, cards, events: [] };
}

/**
 * What changed since a consumer last looked at every object (not part of the state): the
 * characteristics cache (rules/layers.ts) and the state-based actions check (704.3) each keep
 * a log of the objects changed since their last full pass, so that on a board where objects
 * don't affect one another they redo only those. `null`: anything may have changed (a full
 * pass is due). A state that no consumer has looked at (a copy, a state read from JSON) has no
 * log: everything is due.
 */
export type ChangeLog = "layers" | "sba";
const logs: Record<ChangeLog, WeakMap<GameState, ObjectId[] | null>> = { layers: new WeakMap(), sba: new WeakMap() };
/** Beyond this many changed objects a full pass is as cheap: the log gives up. */
const LOG_LIMIT = 64;

function note(s: GameState, log: ChangeLog, id: ObjectId): void {
  const ids = logs[log].get(s);
  if (!ids) return;
  if (ids.length >= LOG_LIMIT) logs[log].set(s, null);
  else ids.push(id);
}

/** Marks characteristics as possibly changed, of any object (bumps the cache key, see rules/layers.ts). */
export function touch(ctx: Ctx): void {
  ctx.state.revision++;
  const s = ctx.state;
  if (logs.layers.get(s)) logs.layers.set(s, null);
  if (logs.sba.get(s)) logs.sba.set(s, null);
}

/**
 * Marks the characteristics of these objects as possibly changed — its own (it entered or left
 * the battlefield, its counters or controller changed), not anything that depends on it:
 * when other objects' characteristics depend on it, the layers see that and redo everything.
 */
export function touchObject(ctx: Ctx, ...ids: ObjectId[]): void {
  ctx.state.revision++;
  for (const id of ids) {
    note(ctx.state, "layers", id);
    note(ctx.state, "sba", id);
  }
}

/**
 * Marks as changed something only static abilities read — which creatures attack or block
 * (their filters, CR 611.3a) — so no object's own characteristics changed: on a board where
 * no permanent has a static ability, nothing needs recomputing (see rules/layers.ts).
 */
export function touchStatics(ctx: Ctx): void {
  ctx.state.revision++;
}

/** Notes that a permanent was dealt damage (for state-based actions only: damage is no characteristic). */
export function noteDamaged(ctx: Ctx, id: ObjectId): void {
  note(ctx.state, "sba", id);
}

/** Starts (or restarts) a log of changed objects: from now on, `changedSince` tells what changed. */
export function startChangeLog(s: GameState, log: ChangeLog): void {
  // (a log already started and still empty is kept: most checks find nothing changed)
  if (logs[log].get(s)?.length !== 0) logs[log].set(s, []);
}

/** Ends a log: everything is due again (a full pass happened elsewhere that the log's consumer must repeat). */
export function dropChangeLog(s: GameState, log: ChangeLog): void {
  if (logs[log].get(s)) logs[log].set(s, null);
}

/** The objects changed since the log started (in the order they changed, maybe repeated), or null when anything may have. */
export function changedSince(s: GameState, log: ChangeLog): readonly ObjectId[] | null {
  return logs[log].get(s) ?? null;
}

/** The other player. */
export function opponentOf(p: PlayerId): PlayerId {
  return p === "you" ? "opponent" : "you";
}

/** Records an event and a log line. */
export function emit(ctx: Ctx, type: string, text: string, extra?: Partial<GameEvent>): void {
  ctx.events.push(extra === undefined ? { type, text } : { type, text, ...extra });
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
