/**
 * Builds a game state by hand for unit tests, like a scenario's `setup` (turn 3, your first
 * main phase, you active with priority, permanents not "sick" unless asked).
 */
import type { GameState, ObjectId, PlayerId, StepName, ZoneName } from "../state/types.js";
import { createObject } from "../core/objects.js";
import { newCtx, type CardRegistry, type Ctx } from "../core/context.js";
import { emptyState, settleState } from "../game.js";

/** A card in a zone: its name, or details; `label` names it in the result's `ids`. */
export type Entry =
  string | { card: string; label?: string; tapped?: boolean; sick?: boolean; counters?: Record<string, number> };
export type Zones = Partial<Record<"library" | "hand" | "battlefield" | "graveyard" | "exile", Entry[]>>;

export interface Board {
  state: GameState;
  ids: Record<string, ObjectId>;
}

export function board(
  cards: CardRegistry,
  spec: { you?: Zones; opponent?: Zones; step?: StepName; active?: PlayerId; seed?: number },
): Board {
  const s = emptyState(spec.seed ?? 1);
  s.turn = 3;
  s.active = spec.active ?? "you";
  s.startingPlayer = s.active;
  s.step = spec.step ?? "main1";
  s.clock = 10;
  s.players[s.active].turnStartedAt = 5;
  s.players[s.active === "you" ? "opponent" : "you"].turnStartedAt = 3;
  const ctx: Ctx = newCtx(s, cards);
  const ids: Record<string, ObjectId> = {};
  for (const p of ["you", "opponent"] as const) {
    const zones = spec[p];
    if (!zones) continue;
    for (const zone of ["library", "hand", "battlefield", "graveyard", "exile"] as const) {
      for (const entry of zones[zone] ?? []) {
        const e = typeof entry === "string" ? { card: entry } : entry;
        if (!cards.get(e.card)) throw new Error(`unknown test card ${e.card}`);
        const o = createObject(ctx, { card: e.card, owner: p, zone: zone as ZoneName }, true);
        o.tapped = e.tapped ?? false;
        o.controlSince = e.sick ? 10 : 0;
        for (const [k, n] of Object.entries(e.counters ?? {})) o.counters[k] = n;
        if (e.label) ids[e.label] = o.id;
      }
    }
  }
  s.priority = s.active;
  settleState(s, cards);
  return { state: s, ids };
}
