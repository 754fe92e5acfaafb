/**
 * Builds a game state by hand for unit tests through the engine's `stateFromSetup` (a
 * scenario's `setup`): turn 3, your first main phase, you active with priority, permanents not
 * "sick" unless asked — the engine's own tests' `board`, with the same arguments.
 */
import type { CardRegistry, GameState, ObjectId, PlayerId, StepName } from "@fishbowl/engine";
import { stateFromSetup } from "@fishbowl/engine/scenario";

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
  const zones = (z: Zones | undefined) =>
    z &&
    Object.fromEntries(
      Object.entries(z).map(([zone, entries]) => [
        zone,
        entries.map((entry) => {
          if (typeof entry === "string") return entry;
          const { label, ...rest } = entry;
          return label === undefined ? rest : { ...rest, id: label };
        }),
      ]),
    );
  const setup = {
    turn: 3,
    active: spec.active ?? "you",
    step: spec.step ?? "main1",
    ...(spec.you ? { you: zones(spec.you) } : {}),
    ...(spec.opponent ? { opponent: zones(spec.opponent) } : {}),
  };
  const { state, labels } = stateFromSetup(setup, spec.seed ?? 1, cards);
  return { state, ids: labels };
}
