/**
 * The goldfish table's reasoning about the engine's data, kept apart from the element so it
 * can be read and tested on its own: which of the listed legal actions belong to a clicked
 * card, how many targets a spell or ability takes, what to highlight, which step "next step"
 * goes to, and how a refusal reads.
 */
import type { CardDefinition } from "@fishbowl/engine";
import type { CardFaceData } from "../cards/card-data.js";
import {
  STEPS,
  type Action,
  type CardRegistry,
  type Decision,
  type GameView,
  type ObjectView,
  type Refusal,
  type StepName,
  type TargetSpec,
} from "@fishbowl/engine";

/** A cast or an activation: the actions that may need announcing (modes, X, kicker) and targets. */
export type CastOrActivate = Extract<Action, { type: "cast" } | { type: "activate" }>;

/** Targets being picked on the table: for a spell or ability being cast or activated, or to answer a `targets` decision. */
export interface Picking {
  /** The action the targets complete (a cast, an activation, or a `choose`). */
  readonly base: Action;
  /** Legal choices per target, as the engine listed them (`null`: any object or player; the engine judges). */
  readonly perTarget: readonly (ReadonlySet<string> | null)[];
  readonly needed: number;
  readonly chosen: readonly string[];
  readonly name: string;
  /** Answering the game's pending decision (it cannot be cancelled, only undone). */
  readonly decision: boolean;
  /** "Any number of targets" / "up to N": the fewest that may be chosen; a Done button ends the picking (`needed` is then the most). */
  readonly min?: number;
}

/** The legal choices for the next target being picked (`null`: anything). */
export function candidatesOf(p: Picking): ReadonlySet<string> | null {
  return p.perTarget[p.chosen.length] ?? null;
}

/** How many targets specs take: exactly `needed`, or (when some spec is flexible) from `min` up to `needed`. */
export function countOf(specs: readonly TargetSpec[]): { needed: number; min?: number } {
  const min = specs.reduce((n, s) => n + s.min, 0);
  const max = Math.min(
    99,
    specs.reduce((n, s) => n + s.max, 0),
  );
  return min === max ? { needed: max } : { needed: max, min };
}

/** Whether a `targets` decision can be answered by clicking on the table: one target per spec, each required. */
export function pickableOnTable(d: Extract<Decision, { kind: "targets" }>): boolean {
  return d.specs.length > 0 && d.specs.every((s) => s.min === 1 && s.max === 1) && d.legal.every((l) => l.length > 0);
}

/** Display names of the steps (CR 500-514). */
export const STEP_NAMES: Record<StepName, string> = {
  untap: "Untap step",
  upkeep: "Upkeep",
  draw: "Draw step",
  main1: "Precombat main phase",
  beginning_of_combat: "Beginning of combat",
  declare_attackers: "Declare attackers",
  declare_blockers: "Declare blockers",
  combat_damage: "Combat damage",
  end_of_combat: "End of combat",
  main2: "Postcombat main phase",
  end: "End step",
  cleanup: "Cleanup",
};

/** The step `passUntil` should stop at for "next step": the next one in which players get priority (not untap or cleanup). */
export function nextStep(step: StepName): { step: StepName; nextTurn: boolean } {
  const i = STEPS.indexOf(step);
  for (let k = 1; k <= STEPS.length; k++) {
    const s = STEPS[(i + k) % STEPS.length]!;
    if (s !== "untap" && s !== "cleanup") return { step: s, nextTurn: i + k >= STEPS.length };
  }
  return { step: "main1", nextTurn: true };
}

/** A refusal as one line: the message and the rules it cites. */
export function refusalLine(refusal: Refusal): string {
  return `Refused: ${refusal.message}${refusal.rules.length ? ` (CR ${refusal.rules.join(", ")})` : ""}`;
}

/** Every object the view shows, by id. */
export function objectsOf(v: GameView): Map<string, ObjectView> {
  const all = [
    ...v.battlefield,
    ...v.exile,
    ...v.players.you.hand,
    ...v.players.you.graveyard,
    ...v.players.opponent.hand,
    ...v.players.opponent.graveyard,
  ];
  return new Map(all.map((o) => [o.id, o]));
}

/**
 * The legal casts and land plays of `o` (a card in hand or graveyard), for this very object.
 * `legalActions` lists one card of each name in hand, so the others of that name get its actions.
 */
export function playVariants(
  legal: readonly Action[],
  objects: ReadonlyMap<string, ObjectView>,
  o: ObjectView,
): Action[] {
  return legal
    .filter((a) => (a.type === "cast" || a.type === "playLand") && standsFor(objects, a.object, o))
    .map((a) => ({ ...a, object: o.id }) as Action);
}

/** Whether an action listed for the object `id` serves `o` too: `o` itself, or a card of its name in its zone. */
function standsFor(objects: ReadonlyMap<string, ObjectView>, id: string, o: ObjectView): boolean {
  if (id === o.id) return true;
  const listed = objects.get(id);
  return listed?.name === o.name && listed.zone === o.zone;
}

/**
 * The legal activations of a card's abilities from the hand or the graveyard (cycling,
 * bloodrush — a cost that discards it, CR 113.6m; unearth, 113.6b), as `o`'s: the engine
 * lists one card of each name there (identical cards have the same abilities).
 */
export function zoneActivations(
  legal: readonly Action[],
  objects: ReadonlyMap<string, ObjectView>,
  o: ObjectView,
): CastOrActivate[] {
  return legal
    .filter((a): a is Extract<Action, { type: "activate" }> => a.type === "activate" && standsFor(objects, a.object, o))
    .map((a) => ({ ...a, object: o.id }));
}

/**
 * Ids of the objects with a legal action now (highlighted): attackers while declaring them, else
 * cards to play or cast, permanents to activate or turn face up — leaving out activations of mana abilities
 * (CR 605.1a), which every untapped land has and which payment makes on its own.
 */
export function legalIds(v: GameView, legal: readonly Action[]): Set<string> {
  const ids = new Set<string>();
  if (v.pending?.kind === "declareAttackers") {
    for (const o of v.battlefield) if (o.canAttack && o.controller === "you") ids.add(o.id);
    return ids;
  }
  const objects = objectsOf(v);
  for (const o of [...v.players.you.hand, ...v.players.you.graveyard])
    if (playVariants(legal, objects, o).length > 0 || zoneActivations(legal, objects, o).length > 0) ids.add(o.id);
  for (const a of legal)
    if (a.type === "activate" && !objects.get(a.object)?.abilities.find((x) => x.index === a.ability)?.mana)
      ids.add(a.object);
    else if (a.type === "turnFaceUp") ids.add(a.object); // a face-down permanent to turn face up (CR 702.37e)
  return ids;
}

/**
 * The target specifications of a card's spell (`ability` null; in mode `mode`) or activated
 * ability, from its definition; empty when unknown (a copy, a token, a granted ability).
 */
export function printedTargetSpecs(
  registry: CardRegistry,
  extraCards: Readonly<Record<string, CardDefinition>>,
  name: string,
  ability: number | null,
  mode = 0,
): readonly TargetSpec[] {
  const def = registry.get(name) ?? extraCards[name];
  if (def === undefined) return [];
  if (ability === null) {
    const specs = def.spell?.modes[mode]?.targets ?? [];
    return def.enchant === undefined ? specs : [{ text: "what it will enchant", min: 1, max: 1 }, ...specs];
  }
  const a = (def.abilities ?? []).filter((x) => x.kind === "activated")[ability];
  return a !== undefined && a.kind === "activated" ? a.targets : [];
}

/**
 * A first guess at what a target spec allows, for highlighting only (type and controller on
 * the battlefield, players): the engine judges hexproof, shroud and the rest when the action is sent.
 */
export function likelyTargets(v: GameView, spec: TargetSpec): ReadonlySet<string> | null {
  const f = spec.objects;
  if (f?.zone !== undefined && f.zone !== "battlefield") return null;
  const ids = new Set<string>(spec.players === true ? ["you", "opponent"] : []);
  if (f !== undefined)
    for (const o of v.battlefield)
      if (
        (f.types === undefined || f.types.some((t) => o.types.includes(t))) &&
        (f.controller === undefined || o.controller === f.controller)
      )
        ids.add(o.id);
  return ids;
}

/** The face of an object as the table sees it now (current characteristics), for the large card preview. */
export function faceOf(o: ObjectView): CardFaceData {
  const typeLine = [...o.supertypes, ...o.types].join(" ") + (o.subtypes.length ? ` — ${o.subtypes.join(" ")}` : "");
  return {
    name: o.name,
    manaCost: o.manaCost ?? "",
    manaValue: o.manaValue,
    typeLine: o.token ? `Token ${typeLine}` : typeLine,
    oracleText: o.oracleText,
    ...(o.power === null ? {} : { power: String(o.power) }),
    ...(o.toughness === null ? {} : { toughness: String(o.toughness) }),
    colors: o.colors.filter((c): c is CardFaceData["colors"][number] => ["W", "U", "B", "R", "G"].includes(c)),
  };
}
