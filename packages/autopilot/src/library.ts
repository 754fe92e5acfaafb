/**
 * Looking at the top of the library (scry, "look at the top N"): lands are wanted while fewer
 * than four are in play and in hand, spells castable with one more land otherwise; the wanted
 * cards go to the hand or stay on top (best first), the others to the bottom.
 */
import { slotsCanTake, type Action, type CardRegistry, type Decision, type GameState } from "@fishbowl/engine";
import { definitionOf, mv } from "./roles.js";
import { table, type Seen } from "./table.js";

/** Lands it wants in play and in hand together before it prefers spells (a goldfish curve tops out around four). */
const LANDS_WANTED = 4;

/**
 * Where the cards looked at go (scry, CR 701.18a; "look at the top N", 608.2c). Each card has
 * a value: a land is worth 100 while lands in play plus lands in hand (plus lands already kept)
 * are fewer than four, else 0; a spell 50 + its mana value when that is at most one more than
 * those lands, else 20 − its mana value. Cards are ranked best first, one at a time, so a second
 * land is worth less once the first is kept. Then, place by place in the decision's order: a
 * hand (or a "one on top") takes the best cards it may (as many as allowed, the slots
 * respected); the bottom or a graveyard (scry's "any number", "any number into your graveyard")
 * takes the cards worth less than 30, at least as many as it must; the rest go where the text
 * says — on top best first (the next draw is the card it wants most), elsewhere as they were.
 */
export function arrange(state: GameState, registry: CardRegistry, d: Extract<Decision, { kind: "arrange" }>): Action {
  const t = table(state, registry);
  const landCount = (os: Seen[]) => os.filter((o) => o.types.includes("Land")).length;
  const lands = landCount(t.mine) + landCount(t.hand);
  const info = d.cards.map((c, i) => {
    const def = definitionOf(state, registry, state.objects[c.id]?.card ?? null);
    return { i, land: def?.types.includes("Land") ?? false, mv: mv(def?.manaCost ?? null) };
  });
  let kept = 0;
  const value = (c: (typeof info)[number], extra = 0): number => {
    if (c.land) return lands + kept + extra < LANDS_WANTED ? 100 : 0;
    return c.mv <= lands + kept + extra + 1 ? 50 + c.mv : 20 - c.mv;
  };
  /** `cards` best first, each valued as if the ones before it were kept. */
  const ranked = (cards: typeof info): { c: (typeof info)[number]; v: number }[] => {
    const left = [...cards];
    const out: { c: (typeof info)[number]; v: number }[] = [];
    let extra = 0;
    while (left.length > 0) {
      let best = 0;
      for (let k = 1; k < left.length; k++) if (value(left[k]!, extra) > value(left[best]!, extra)) best = k;
      const c = left.splice(best, 1)[0]!;
      out.push({ c, v: value(c, extra) });
      if (c.land) extra++;
    }
    return out;
  };
  const to: string[] = d.cards.map(() => d.places[d.places.length - 1]!.to);
  let left = [...info];
  const order: number[] = [];
  for (const p of d.places.slice(0, -1)) {
    const keep = p.to === "hand" || p.to === "top";
    const candidates = ranked(left);
    if (!keep) candidates.reverse(); // worst first
    const chosen: number[] = [];
    for (const { c, v } of candidates) {
      if (chosen.length >= p.max) break;
      if (!keep && chosen.length >= p.min && v >= 30) break;
      if (p.fits && !slotsCanTake(p.fits, [...chosen, c.i])) continue;
      chosen.push(c.i);
    }
    for (const i of chosen) {
      to[i] = p.to;
      order.push(i);
      if (keep && info[i]!.land) kept++;
    }
    left = left.filter((c) => !chosen.includes(c.i));
  }
  const rest = d.places[d.places.length - 1]!;
  order.push(...(rest.to === "top" ? ranked(left).map((x) => x.c.i) : left.map((c) => c.i)));
  return {
    type: "choose",
    player: "you",
    targets: order.map((i) => d.cards[i]!.id),
    options: order.map((i) => to[i]!),
  };
}
