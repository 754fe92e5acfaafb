/**
 * Split cards (CR 709): one card with two castable halves (709.1-709.2). In every zone but the
 * stack it has the two halves' characteristics combined (709.4: both names, the combined mana
 * cost and its mana value, every card type of either half) — its definition says so; its
 * `faces` are the halves. Casting it, the player chooses one half before it is put on the stack
 * (709.3): only that half is checked to see whether it can be cast, and on the stack only its
 * characteristics exist (709.3a-b). The spell object then answers to the half's definition
 * (kept in `GameState.extraCards` under the half's name) and its card becomes the whole card
 * again as it leaves the stack (core/objects.ts `moveObject`: a new object, 400.7).
 * Fuse (702.102) is not implemented.
 */
import type { Action, GameObject } from "../state/types.js";
import type { CardDefinition } from "../state/vocabulary/index.js";
import { cloneState } from "../state/clone.js";
import { definition } from "../core/objects.js";
import { findDefinition, newCtx, refuse, touchObject, type Ctx } from "../core/context.js";

type CastAction = Extract<Action, { type: "cast" }>;

/**
 * The half of a split card `a` chooses to cast (CR 709.3), or null when `o` is no split card
 * or its half was already chosen. Refuses a split card cast without a valid half, a half named
 * for a card that has none, and a half whose name another card of the game has. Changes nothing.
 */
function chosenHalf(ctx: Ctx, o: GameObject, a: CastAction): CardDefinition | null {
  if (!o.card || o.wholeCard) return null;
  const def = definition(ctx, o.card);
  const faces = def.faces;
  if (!faces || faces.length === 0) {
    if (a.face !== undefined) refuse(`${def.name} is not a split card: it has no halves to choose from.`, "709.3");
    return null;
  }
  if (a.face === undefined || !Number.isInteger(a.face) || a.face < 0 || a.face >= faces.length)
    refuse(
      `Choose which half of ${def.name} to cast: ${faces.map((f, i) => `${i} for ${f.name}`).join(", ")}.`,
      "709.3",
      "601.2b",
    );
  const half = faces[a.face]!;
  const known = findDefinition(ctx.cards, ctx.state, half.name);
  if (known && known !== half && known.oracleText !== half.oracleText)
    refuse(`${half.name} names another card too: the half of ${def.name} can't be told from it.`, "709.3", "201.3");
  return half;
}

/** Makes `o` the half `half` of its split card (CR 709.3b): its definition while it is a spell. */
function becomeHalf(ctx: Ctx, o: GameObject, half: CardDefinition): void {
  const s = ctx.state;
  // extra definitions are shared between states (state/clone.ts): replaced, never changed in place
  if (!findDefinition(ctx.cards, s, half.name)) s.extraCards = { ...s.extraCards, [half.name]: half };
  o.wholeCard = o.card!;
  o.card = half.name;
  touchObject(ctx, o.id);
}

/**
 * Applies the choice of half of a split card being cast (CR 709.3): with `a.face` the index of
 * a half of `o`'s card, `o` becomes that half while it is a spell. The cast is first tried on a
 * copy of the state (`cast`, the rest of casting), so that a refusal — of the choice or of the
 * half's own cast (709.3a) — leaves this state unchanged, as every rule's refusal must
 * (apply.ts `applyInPlace`). Does nothing for other cards.
 */
export function chooseSplitHalf(ctx: Ctx, o: GameObject, a: CastAction, cast: (ctx: Ctx, a: CastAction) => void): void {
  const half = chosenHalf(ctx, o, a);
  if (!half) return;
  const probe = newCtx(cloneState(ctx.state), ctx.cards);
  becomeHalf(probe, probe.state.objects[o.id]!, half);
  cast(probe, a);
  becomeHalf(ctx, o, half);
}

/**
 * The cast actions for the card `id` of a player's hand: for a split card, `options` of each half
 * in turn, computed on a copy of the state in which that half was chosen (CR 709.3a: only the
 * chosen half is checked to see if it can be cast), each action naming its `face`; for any other
 * card, `options` itself.
 */
export function castOptionsByHalf(
  ctx: Ctx,
  id: string,
  options: (ctx: Ctx) => Action[],
  fork: (ctx: Ctx) => Ctx,
): Action[] {
  const o = ctx.state.objects[id];
  const def = o?.card ? findDefinition(ctx.cards, ctx.state, o.card) : undefined;
  if (!def?.faces?.length) return options(ctx);
  const out: Action[] = [];
  def.faces.forEach((_, face) => {
    const probe = fork(ctx);
    const action = { type: "cast", player: o!.owner, object: id, face } as CastAction;
    try {
      const half = chosenHalf(probe, probe.state.objects[id]!, action);
      if (half) becomeHalf(probe, probe.state.objects[id]!, half);
    } catch {
      return; // a half that can't be told from another card
    }
    for (const a of options(probe)) out.push(a.type === "cast" ? { ...a, face } : a);
  });
  return out;
}
