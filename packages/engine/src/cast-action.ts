/**
 * The `cast` actions legalActions lists (legal-actions.ts), built field by field: only the
 * announcements that are made (CR 601.2b-c, 601.2f-h), in the order the list has always had.
 */
import type { Action, ObjectId, PlayerId } from "./state/types.js";
import type { AlternativeCostKind } from "./state/vocabulary/index.js";
import { phyrexianField } from "./phyrexian-options.js";

type CastAction = Extract<Action, { type: "cast" }>;

/** What a listed cast announces; `x` is left out for a spell without X. */
export interface CastChoices {
  targets: string[];
  modes: number[];
  entwined: boolean;
  x: number | undefined;
  kicked: boolean;
  phyrexianLife: readonly boolean[];
  flashback: boolean;
  alternative: AlternativeCostKind | undefined;
  sacrifice: ObjectId[] | undefined;
  replicate: number;
}

/**
 * A `cast` action of `object` by `player` with these choices: a field only for what is
 * announced (targets, modes, entwine, X, kicker, Phyrexian payment, flashback, alternative
 * cost, sacrifice, replicate — in that order). Arrays are shared, not copied.
 */
export function castAction(player: PlayerId, object: ObjectId, c: CastChoices): Action {
  const a: CastAction = { type: "cast", player, object };
  if (c.targets.length) a.targets = c.targets;
  if (c.modes.length) a.modes = c.modes;
  if (c.entwined) a.entwine = true;
  if (c.x !== undefined) a.x = c.x;
  if (c.kicked) a.kicker = true;
  if (c.phyrexianLife.length) {
    const p = phyrexianField(c.phyrexianLife).phyrexian;
    if (p !== undefined) a.phyrexian = p;
  }
  if (c.flashback) a.flashback = true;
  if (c.alternative) a.alternative = c.alternative;
  if (c.sacrifice) a.sacrifice = c.sacrifice;
  if (c.replicate) a.replicate = c.replicate;
  return a;
}
