/**
 * Drawing cards (CR 121): one at a time (121.2), from the top of the library into the hand;
 * drawing from an empty library is noted for the state-based action that makes the player
 * lose (704.5b). Dredge (702.52a-b) replaces a draw: before each card, a player who could
 * dredge decides (a pending choice; the continuation in decisions.ts draws the rest).
 */
import type { ObjectId, PlayerId, ResolutionFrame } from "../state/types.js";
import { emit, findDefinition, type Ctx } from "../core/context.js";

/**
 * Draws cards (CR 121.1); drawing from an empty library is noted for 704.5b. Before each card, a player who could dredge (CR 702.52a) decides first: a pending choice
 * whose continuation draws the rest (and resumes `frame`, a resolution drawing them). Returns
 * false while that decision is pending.
 */
export function drawCards(ctx: Ctx, p: PlayerId, n: number, frame?: ResolutionFrame): boolean {
  const s = ctx.state;
  let drawn = 0;
  const report = () => {
    if (drawn > 0)
      emit(
        ctx,
        "draw",
        `${p === "you" ? "You draw" : "The opponent draws"} ${drawn === 1 ? "a card" : `${drawn} cards`}`,
      );
  };
  for (let i = 0; i < n; i++) {
    const dredge = dredgeOptions(ctx, p);
    if (dredge.length > 0) {
      report();
      s.pending = {
        decision: {
          kind: "choice",
          player: p,
          prompt: `You would draw a card${n - i > 1 ? ` (${n - i} to draw)` : ""}: draw it, or dredge instead (CR 702.52a)`,
          options: [DRAW_INSTEAD_OF_DREDGE, ...new Set(dredge.map((d) => d.label))],
          min: 1,
          max: 1,
          distinct: true,
        },
        continuation: { kind: "draw", player: p, remaining: n - i, ...(frame ? { frame } : {}) },
      };
      return false;
    }
    drawOne(ctx, p);
    drawn++;
  }
  if (n > 0 && drawn === n) report();
  return true;
}

/** Draws one card, with no replacement (CR 121.2); from an empty library it is noted for 704.5b. */
export function drawOne(ctx: Ctx, p: PlayerId): void {
  const s = ctx.state;
  const top = s.players[p].library.shift();
  if (!top) {
    s.players[p].drewFromEmpty = true;
    return;
  }
  s.players[p].hand.push(top);
  s.objects[top]!.zone = "hand";
}

/** The option of a dredge decision that declines to dredge and draws (CR 702.52a "you may"). */
export const DRAW_INSTEAD_OF_DREDGE = "Draw a card";

/**
 * The dredge abilities a player about to draw may use (CR 702.52a-b): cards in their graveyard
 * with dredge N while their library has at least N cards. The goldfish opponent never dredges.
 */
export function dredgeOptions(ctx: Ctx, p: PlayerId): { id: ObjectId; amount: number; label: string }[] {
  const s = ctx.state;
  if (p !== "you") return [];
  const out: { id: ObjectId; amount: number; label: string }[] = [];
  for (const id of s.players[p].graveyard) {
    const card = s.objects[id]!.card;
    const def = card ? findDefinition(ctx.cards, s, card) : undefined;
    const n = def?.dredge;
    if (def && n && n <= s.players[p].library.length) out.push({ id, amount: n, label: `Dredge ${n}: ${def.name}` });
  }
  return out;
}
