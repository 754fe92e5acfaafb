/**
 * The best-scored action of a main phase without listing every legal action first
 * (`bestAction`): the engine is asked about one card at a time (`cardActions`), the cards that
 * could score most first, and a card is not asked about once no action of it could beat the best
 * found. Each card's bound is the score of casting it as it is (the score it gets from the card
 * alone) plus the most its targets could add; a card whose actions are scored by more than that
 * (kicker, X, modes, alternative costs, morph, replicate, entwine, a split card's halves, flashback,
 * a lethal plan) or a land is always asked
 * about, as are the activations. The result is the action `legalActions` and the same scores
 * would give: the highest score, and among equal scores the first in `legalActions`' order.
 */
import {
  activationActions,
  cardActions,
  spellTargetSpecs,
  type Action,
  type CardRegistry,
  type GameState,
  type ObjectId,
} from "@fishbowl/engine";
import { definitionOf, isManaAbilityDef } from "./roles.js";
import { creatureValue, earthbendValue, type Table } from "./table.js";

/** What an action is worth: the action to take for it and its score, or null when it is never taken. */
export type Evaluate = (a: Action) => [Action, number] | null;

/** A card to ask the engine about (or, `id` null, the activations), its place in `legalActions`' order and its bound. */
interface Group {
  id: ObjectId | null;
  order: number;
  bound: number;
}

/** The most a harmful spell's target can add to its score (the goldfish's face: `targetScore`). */
const BAD_TARGET_MAX = 50;

/**
 * The best action (highest `evaluate` score above 0, the first in `legalActions`' order among
 * equal ones) of `you` with priority in `state`, or null when none scores above 0. `planned`: a
 * lethal plan scores the spells (every card is asked about). `exhaustive` (for tests): every card
 * and the activations are asked about, in `legalActions`' order — the answer the bounds must keep.
 */
export function bestAction(
  state: GameState,
  registry: CardRegistry,
  t: Table,
  planned: boolean,
  evaluate: Evaluate,
  exhaustive = false,
): Action | null {
  const you = state.players.you;
  const groups: Group[] = [];
  const seen = new Set<string>();
  // the most a helpful target of ours adds (`targetScore`: its value over 100)
  let good = 0;
  for (const [i, o] of t.mine.entries())
    good = Math.max(good, creatureValue(o, new Set()) / 100, earthbendValue(o, i) / 100);
  const perTarget = Math.max(BAD_TARGET_MAX, good);
  for (const id of you.hand) {
    const o = state.objects[id]!;
    const def = definitionOf(state, registry, o.card);
    // one card of each name, as legalActions lists them
    const name = o.copiable?.name ?? def?.name ?? o.card ?? "";
    if (seen.has(name)) continue;
    seen.add(name);
    groups.push({
      id,
      order: groups.length,
      bound: exhaustive ? Infinity : def ? cardBound(state, id, def, planned, perTarget, evaluate) : 0,
    });
  }
  for (const id of you.graveyard) {
    const def = definitionOf(state, registry, state.objects[id]!.card);
    if (def?.flashback) groups.push({ id, order: groups.length, bound: Infinity });
  }
  groups.push({
    id: null,
    order: groups.length,
    bound: !exhaustive && (planned || !mayActivate(state, registry)) ? 0 : Infinity,
  });
  // the highest bounds first (a stable sort: in legalActions' order among equal bounds)
  groups.sort((a, b) => b.bound - a.bound);
  const of = cardActions(state, "you", registry);
  let best: Action | null = null;
  let bestScore = 0;
  let bestOrder = Infinity;
  for (const g of groups) {
    // nothing of this card can beat the best: a lower score, or as high but later in the order (or none above 0)
    if (g.bound <= 0 || g.bound < bestScore || (g.bound === bestScore && g.order > bestOrder)) continue;
    const actions = g.id === null ? activationActions(state, "you", registry) : of(g.id);
    for (const a of actions) {
      const r = evaluate(a);
      if (!r) continue;
      const [action, score] = r;
      if (score > bestScore || (score === bestScore && best !== null && g.order < bestOrder)) {
        best = action;
        bestScore = score;
        bestOrder = g.order;
      }
    }
  }
  return best;
}

/**
 * The most an action casting the card `id` of the hand can score: Infinity when its actions
 * differ in more than their targets, else the score of the cast without targets plus the
 * most its targets can add (`perTarget` each, as many as legalActions picks); 0 when it can't
 * score, and for a land, Infinity until the land drop is made (no action after).
 */
function cardBound(
  state: GameState,
  id: ObjectId,
  def: NonNullable<ReturnType<typeof definitionOf>>,
  planned: boolean,
  perTarget: number,
  evaluate: Evaluate,
): number {
  if (def.types.includes("Land")) return state.players.you.landsPlayed < 1 ? Infinity : 0;
  if (
    planned ||
    def.faces?.length ||
    (def.spell?.modes.length ?? 0) > 1 ||
    def.kicker ||
    def.alternativeCosts?.length ||
    def.morph ||
    def.replicate ||
    def.entwine ||
    /\{X\}/i.test(def.manaCost ?? "")
  )
    return Infinity;
  const alone = evaluate({ type: "cast", player: "you", object: id });
  if (!alone) return 0;
  // legalActions picks each spec's minimum, or one target when it allows one (a one-target spell: each in turn)
  let targets = 0;
  for (const spec of spellTargetSpecs(def, [])) targets += Math.max(spec.min, Math.min(1, spec.max));
  // (one target's value is added exactly; a margin over the rounding of a sum of more)
  return alone[1] + targets * perTarget + (targets > 1 ? 1e-6 : 0);
}

/**
 * Whether an activation could score: a card of ours on the battlefield or in hand whose
 * definition has an activated ability the autopilot uses (not a mana ability, no sacrifice or
 * loyalty cost: those it leaves alone). Without one, every activation `legalActions` lists
 * scores nothing (the scores read the definition's abilities).
 */
function mayActivate(state: GameState, registry: CardRegistry): boolean {
  const uses = (id: ObjectId): boolean =>
    definitionOf(state, registry, state.objects[id]?.card ?? null)?.abilities?.some(
      (a) => a.kind === "activated" && !a.cost.sacrifice && a.cost.loyalty === undefined && !isManaAbilityDef(a),
    ) ?? false;
  // a face-down permanent of ours may be turned face up (a special action listed with the activations, CR 702.37e)
  const faceDown = (id: ObjectId): boolean => state.objects[id]?.faceDown === true && state.objects[id]?.controller === "you";
  return state.battlefield.some(uses) || state.players.you.hand.some(uses) || state.battlefield.some(faceDown);
}
