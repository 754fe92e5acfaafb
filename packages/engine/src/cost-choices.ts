/**
 * The choices of what pays a cost that `legalActions` offers (CR 601.2h, 602.2b): permanents to
 * sacrifice (701.21a), cards to discard (701.8b) and cards to exile from the graveyard (406.2).
 * A representative few, never every combination: the player may name any other legal choice.
 */
import type { ObjectId, PlayerId } from "./state/types.js";
import type { CardsCost, SacrificeCost } from "./state/vocabulary/index.js";
import type { Ctx } from "./core/context.js";
import { cardsCostCandidates, sacrificeCandidates } from "./rules/costs.js";
import { characteristics } from "./rules/layers.js";

const NO_SACRIFICE: (ObjectId[] | undefined)[] = [undefined]; // (shared: read, never changed)

/**
 * The choices of permanents to sacrifice for a cost that legalActions offers (CR 601.2h,
 * 602.2b): none needed (`[undefined]`) without such a cost or with exactly enough candidates;
 * each candidate for "sacrifice a …"; the first ones for "sacrifice two …". Null when the cost
 * can't be paid (118.3).
 */
export function sacrificeVariants(
  ctx: Ctx,
  cost: SacrificeCost | undefined,
  player: PlayerId,
  source: ObjectId | null,
): (ObjectId[] | undefined)[] | null {
  if (!cost) return NO_SACRIFICE;
  const cand = sacrificeCandidates(ctx, cost, player, source);
  if (cand.length < cost.count) return null;
  if (cand.length === cost.count) return NO_SACRIFICE;
  return cost.count === 1 ? cand.map((c) => [c]) : [cand.slice(0, cost.count)];
}

export type CardsPaid = { discard?: ObjectId[]; exile?: ObjectId[]; returnToHand?: ObjectId[] };
const NO_CARDS: CardsPaid[] = [{}]; // (shared: read, never changed)

/**
 * The choices of cards to discard (CR 701.8b), cards to exile from the graveyard and
 * permanents to return to their owners' hands (118.3) for an ability's cost that legalActions
 * offers (601.2h, 602.2b): none needed (`[{}]`) without such a cost or with exactly enough
 * candidates; for one card, one choice per different card name (two copies of a card pay
 * alike) — for one permanent, each candidate (a tapped land and an untapped one don't); for
 * several, the first ones. The first choice pays every kind with its first candidates, each
 * further one varies one of them. Null when the cost can't be paid (118.3).
 */
export function cardsCostVariants(
  ctx: Ctx,
  cost: { discard?: CardsCost; exileFromGraveyard?: CardsCost; returnToHand?: SacrificeCost },
  player: PlayerId,
  source: ObjectId,
): CardsPaid[] | null {
  if (!cost.discard && !cost.exileFromGraveyard && !cost.returnToHand) return NO_CARDS;
  const parts: { key: keyof CardsPaid; choices: ObjectId[][] }[] = [];
  for (const [key, c, zone] of [
    ["discard", cost.discard, "hand"],
    ["exile", cost.exileFromGraveyard, "graveyard"],
    ["returnToHand", cost.returnToHand, "battlefield"],
  ] as const) {
    if (!c) continue;
    const cand =
      zone === "battlefield"
        ? sacrificeCandidates(ctx, c, player, source)
        : cardsCostCandidates(ctx, c, zone, player, source);
    if (cand.length < c.count) return null;
    if (cand.length === c.count) continue;
    if (c.count > 1) {
      parts.push({ key, choices: [cand.slice(0, c.count)] });
      continue;
    }
    const seen = new Set<string>();
    const choices: ObjectId[][] = [];
    for (const cid of cand) {
      const name = characteristics(ctx, cid).name;
      if (zone !== "battlefield" && seen.has(name)) continue;
      seen.add(name);
      choices.push([cid]);
    }
    parts.push({ key, choices });
  }
  if (parts.length === 0) return NO_CARDS;
  const first: CardsPaid = {};
  for (const p of parts) first[p.key] = p.choices[0];
  const out: CardsPaid[] = [first];
  for (const p of parts) for (const ch of p.choices.slice(1)) out.push({ ...first, [p.key]: ch });
  return out;
}
