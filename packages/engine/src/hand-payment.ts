/**
 * A payment chosen with the rest of the hand in mind, for the table's automatic payment (the
 * autopilot keeps the engine's own plan): when the player casts a spell or activates an ability
 * (CR 601.2g: they activate mana abilities, 605.3a; 601.2h: then pay), the generic part is paid
 * with the sources the other cards in hand need least, so that a hand the untapped sources could
 * cast stays castable when another choice of sources allows it (as Arena and MTGO pay).
 */
import type { Action, GameState, ObjectId, PlayerId } from "./state/types.js";
import { findDefinition, newCtx, type CardRegistry, type Ctx } from "./core/context.js";
import { addRequirements, parseManaCost, planPayment, requirementOf, type ManaRequirement } from "./core/mana.js";
import { apply } from "./apply.js";
import { characteristics } from "./rules/layers.js";
import { manaSources, type SourceInfo } from "./rules/mana-payment.js";

type CastOrActivate = Extract<Action, { type: "cast" } | { type: "activate" }>;

/** How many payments are tried at most (each on a copy of the game); beyond it the engine's own plan is kept. */
const MAX_TRIES = 64;
/** Hands with more costed cards than this are judged card by card rather than by every group of cards. */
const MAX_GROUP = 8;

/** How good the untapped sources left after a payment are for the rest of the hand: higher is better, compared in order. */
type Score = readonly number[];

function better(a: Score, b: Score): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

/** The mana requirement of each card in `player`'s hand that has a mana cost (X counted as 0), but `except`. */
function handRequirements(ctx: Ctx, player: PlayerId, except: ObjectId): { req: ManaRequirement; value: number }[] {
  const out: { req: ManaRequirement; value: number }[] = [];
  for (const id of ctx.state.players[player].hand) {
    if (id === except) continue;
    const card = ctx.state.objects[id]?.card;
    const def = card ? findDefinition(ctx.cards, ctx.state, card) : undefined;
    if (!def?.manaCost || def.types.includes("Land")) continue;
    const req = requirementOf(parseManaCost(def.manaCost), 0, false).req;
    out.push({ req, value: req.generic + req.colored.length + 2 * req.twobrid.length });
  }
  return out;
}

/**
 * The score of the state after a payment: the most cards of the hand the player's pool and
 * untapped sources can still pay for together, then their total mana value, then how many can
 * be paid for one at a time; then fewer creatures tapped and cheaper sources (lands first).
 */
function scoreAfter(
  after: GameState,
  cards: CardRegistry,
  player: PlayerId,
  except: ObjectId,
  spent: SourceInfo[],
): Score {
  const ctx = newCtx(after, cards);
  const pool = after.players[player].manaPool;
  const sources = manaSources(ctx, player);
  const hand = handRequirements(ctx, player, except).filter((h) => planPayment(h.req, pool, sources) !== null);
  let together = [0, 0];
  if (hand.length <= MAX_GROUP) {
    for (let mask = 1; mask < 1 << hand.length; mask++) {
      const group = hand.filter((_, i) => mask & (1 << i));
      const score = [group.length, group.reduce((n, h) => n + h.value, 0)];
      if (!better(score, together)) continue;
      const req = group.reduce((r, h) => addRequirements(r, h.req), {
        generic: 0,
        colored: [],
        twobrid: [],
      } as ManaRequirement);
      if (planPayment(req, pool, sources)) together = score;
    }
  }
  const creatures = spent.filter((x) => characteristics(ctx, x.id).types.includes("Creature")).length;
  return [...together, hand.length, -creatures, -spent.reduce((n, x) => n + x.cost, 0)];
}

/** The groups of interchangeable sources (the same mana, the same cost), in battlefield order. */
function groupsOf(sources: SourceInfo[]): SourceInfo[][] {
  const groups = new Map<string, SourceInfo[]>();
  for (const x of sources) {
    const key = JSON.stringify([x.units, x.cost, x.energy ?? null]);
    groups.set(key, [...(groups.get(key) ?? []), x]);
  }
  return [...groups.values()];
}

/** Every way to take `n` sources from the groups (a number from each), as lists of sources. */
function* choices(groups: SourceInfo[][], n: number, from = 0): Generator<SourceInfo[]> {
  if (n === 0) return yield [];
  if (from >= groups.length) return;
  const g = groups[from]!;
  for (let k = Math.min(n, g.length); k >= 0; k--)
    for (const rest of choices(groups, n - k, from + 1)) yield [...g.slice(0, k), ...rest];
}

/**
 * The mana sources (object ids, battlefield order) that `action` — a cast or the activation of
 * an ability with a mana cost, without a `payment` — should name as its payment so that the
 * cards left in hand stay castable (see the module comment), or `null` when the engine's own
 * automatic payment is as good (or `action` is refused, or pays with convoke, improvise or
 * delve, or too many payments would have to be tried): the action is then sent as it is.
 * Pure: tries each payment on a copy of `state` with the engine's `apply` and changes nothing.
 * Payments with the fewest sources that pay the cost are compared; a tie keeps the engine's plan;
 * the action's targets are not tapped unless the engine's plan taps them.
 */
export function handAwarePayment(state: GameState, action: CastOrActivate, cards: CardRegistry): ObjectId[] | null {
  if (action.payment !== undefined) return null;
  const player = action.player;
  const auto = apply(state, action, cards);
  if (!auto.ok) return null;
  const ctx = newCtx(state, cards);
  if (action.type === "cast") {
    const kw = characteristics(ctx, action.object).keywords;
    if (kw.includes("Convoke") || kw.includes("Improvise") || kw.includes("Delve")) return null;
  }
  const sources = manaSources(ctx, player, action.type === "activate" ? action.object : null);
  const autoSpent = sources.filter((x) => auto.state.objects[x.id]?.tapped);
  const others = state.battlefield.filter(
    (id) => id !== action.object && !state.objects[id]!.tapped && auto.state.objects[id]?.tapped,
  );
  if (others.length !== autoSpent.length) return null; // something else was tapped to pay (convoke, a cost)
  const except = action.type === "cast" ? action.object : "";
  let best = { score: scoreAfter(auto.state, cards, player, except, autoSpent), ids: null as ObjectId[] | null };
  // the targets of what is paid for stay untapped unless the engine's plan taps them (a land about to be earthbent)
  const targets = new Set(action.targets ?? []);
  const groups = groupsOf(sources.filter((x) => !targets.has(x.id) || autoSpent.includes(x)));
  let tries = 0;
  for (let n = 1; n <= autoSpent.length; n++) {
    let found = false;
    for (const spent of choices(groups, n)) {
      if (++tries > MAX_TRIES) return null;
      const ids = state.battlefield.filter((id) => spent.some((x) => x.id === id));
      const r = apply(state, { ...action, payment: ids }, cards);
      if (!r.ok) continue;
      found = true;
      const score = scoreAfter(r.state, cards, player, except, spent);
      if (better(score, best.score)) best = { score, ids };
    }
    if (found) break;
  }
  return best.ids;
}
