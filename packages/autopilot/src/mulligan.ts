/**
 * The mulligan (London, CR 103.5) and the cards put away: keep a 7-card hand with 2–5 lands;
 * after one mulligan keep 1–5 lands; after two keep 1–6; after three keep anything. The cards
 * discarded are the worst: excess lands once five lands are in play and in hand, otherwise the
 * spell with the highest mana value (spells it can't cast for color first). The cards put on the
 * bottom are chosen by bottom.ts; `worstCards` gives its first candidate (excess lands while the
 * hand has more than ~40% lands, otherwise as a discard), kept on a tie.
 */
import { costColors, type Action, type CardRegistry, type GameState } from "@fishbowl/engine";
import { landColors } from "./lands.js";
import { definitionOf } from "./roles.js";
import { table, type Seen } from "./table.js";

/** Keep 2–5 lands in 7; after one mulligan 1–5, after two 1–6, after three anything. */
export function keepRange(mulligans: number): [number, number] {
  if (mulligans === 0) return [2, 5];
  if (mulligans === 1) return [1, 5];
  if (mulligans === 2) return [1, 6];
  return [0, 7];
}

/** Keep or mulligan the hand (by its land count, `keepRange`). */
export function mulligan(state: GameState, registry: CardRegistry, mulligans: number): Action {
  // (the printed types of the cards in hand, as `table` sees them: no view of the whole game needed)
  let lands = 0;
  for (const id of state.players.you.hand)
    if (definitionOf(state, registry, state.objects[id]?.card ?? null)?.types.includes("Land")) lands++;
  const [lo, hi] = keepRange(mulligans);
  const keep = lands >= lo && lands <= hi;
  return { type: "choose", player: "you", options: [keep ? "keep" : "mulligan"] };
}

/**
 * The `count` least useful cards of the hand, by name: lands while the hand keeps more than
 * ~40% lands (or, for a discard, once five lands are in play), else the spell with the
 * highest mana value, spells of colors the lands can't make first.
 */
export function worstCards(
  state: GameState,
  registry: CardRegistry,
  count: number,
  why: "bottom" | "discard",
): string[] {
  const t = table(state, registry);
  const hand = [...t.hand];
  const landsInPlay = t.mine.filter((o) => o.types.includes("Land")).length;
  const handLands = hand.filter((o) => o.types.includes("Land"));
  const have = new Set([...t.mine, ...handLands].flatMap((o) => (o.types.includes("Land") ? landColors(o) : [])));
  const out: string[] = [];
  for (let k = 0; k < count && hand.length > 0; k++) {
    const keptSize = hand.length - 1;
    const lands = hand.filter((o) => o.types.includes("Land"));
    const spells = hand.filter((o) => !o.types.includes("Land"));
    const tooManyLands =
      why === "bottom" ? lands.length > Math.max(1, Math.round(keptSize * 0.42)) : landsInPlay + lands.length > 5;
    let pick: Seen | undefined;
    if ((tooManyLands || spells.length === 0) && lands.length > 0) pick = lands[lands.length - 1];
    else {
      const offColor = (o: Seen) => costColors(o.manaCost).some((c) => !have.has(c));
      pick = [...spells].sort((a, b) => Number(offColor(b)) - Number(offColor(a)) || b.manaValue - a.manaValue)[0];
    }
    if (!pick) break;
    out.push(pick.name);
    hand.splice(hand.indexOf(pick), 1);
  }
  return out;
}
