/**
 * The `cast` actions legalActions lists (legal-actions.ts), built field by field: only the
 * announcements that are made (CR 601.2b-c, 601.2f-h), in the order the list has always had;
 * and the total costs (601.2f) it checks them against, the plain ones computed once.
 */
import type { Action, ObjectId, PlayerId } from "./state/types.js";
import type { AlternativeCostKind, CardDefinition, Effect, TargetSpec } from "./state/vocabulary/index.js";
import { phyrexianField } from "./phyrexian-options.js";
import { spellCost } from "./rules/costs.js";
import { chosenSpellEffects, spellTargetSpecs } from "./rules/targets.js";

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

type SpellCostChoices = Parameters<typeof spellCost>[1];

/** The cost of each definition cast for its mana cost alone (no X, kicker, flashback…): the same all game. */
const PLAIN = new WeakMap<CardDefinition, ReturnType<typeof spellCost>>();

/**
 * `spellCost(def, choices)` for listing casts: the cost with nothing announced but targets
 * (X 0, no kicker, entwine, flashback, alternative cost or replicate, every Phyrexian symbol
 * paid with mana, one target or no strive) is computed once per definition and shared — the
 * caller must not change it.
 */
export function listedSpellCost(def: CardDefinition, choices: SpellCostChoices): ReturnType<typeof spellCost> {
  const plain =
    choices.x === 0 &&
    !choices.kicked &&
    !choices.buyback &&
    !choices.entwined &&
    !choices.flashback &&
    choices.alternative === undefined &&
    !choices.replicate &&
    (typeof choices.phyrexianLife === "boolean" ? !choices.phyrexianLife : !choices.phyrexianLife.includes(true)) &&
    (def.strive === undefined || choices.targets <= 1);
  if (!plain) return spellCost(def, choices);
  let hit = PLAIN.get(def);
  if (!hit) PLAIN.set(def, (hit = spellCost(def, choices)));
  return hit;
}

/** Per definition, by mode chosen (index + 1; 0 for none): its target specs and its instructions. */
const SPECS = new WeakMap<CardDefinition, TargetSpec[][]>();
const EFFECTS = new WeakMap<CardDefinition, Effect[][]>();

/** The slot of `modes` in a per-mode list: none or one mode chosen; -1 for several. */
const modeSlot = (modes: readonly number[]): number =>
  modes.length === 0 ? 0 : modes.length === 1 ? modes[0]! + 1 : -1;

/**
 * `spellTargetSpecs(def, modes, bestowed)` for listing casts (CR 601.2c, 115.1): with no mode
 * or one mode chosen and not bestowed, computed once per definition and mode and shared — the
 * caller must not change it.
 */
export function listedTargetSpecs(def: CardDefinition, modes: number[], bestowed: boolean): TargetSpec[] {
  const k = modeSlot(modes);
  if (bestowed || k < 0) return spellTargetSpecs(def, modes, bestowed);
  let byMode = SPECS.get(def);
  if (!byMode) SPECS.set(def, (byMode = []));
  return (byMode[k] ??= spellTargetSpecs(def, modes, false));
}

/** `chosenSpellEffects(def, modes)` for listing casts, shared like `listedTargetSpecs`'s answer. */
export function listedSpellEffects(def: CardDefinition, modes: number[]): Effect[] {
  const k = modeSlot(modes);
  if (k < 0) return chosenSpellEffects(def, modes);
  let byMode = EFFECTS.get(def);
  if (!byMode) EFFECTS.set(def, (byMode = []));
  return (byMode[k] ??= chosenSpellEffects(def, modes));
}
