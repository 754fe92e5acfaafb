/**
 * What a click on the table does, for the {@link TableController}: playing, casting or
 * activating a card (announcing its options and picking its targets on the table), and
 * declaring attackers — one by one (refusing, before it is chosen, a creature that can't
 * attack, with the engine's reason from `attackOptions`), or all at once.
 */
import { builtinRegistry } from "@fishbowl/cards";
import type { Action, GameState, ObjectView, TargetSpec } from "@fishbowl/engine";
import {
  countOf,
  likelyTargets,
  objectsOf,
  playVariants,
  printedTargetSpecs,
  zoneActivations,
  type CastOrActivate,
} from "../game/table-logic.js";
import { needsOptions } from "./action-options-dialog.js";
import type { TableUi } from "./table-state.js";

/** What the moves need of the controller. */
export interface MovesHost {
  readonly ui: TableUi;
  update(patch: Partial<TableUi>): void;
  act(action: Action, continues?: boolean): Promise<boolean>;
  /** Shows a refusal the table makes itself (the engine would make the same), and logs it. */
  refuse(message: string, rules: readonly string[]): void;
  readonly extraCards: Parameters<typeof printedTargetSpecs>[1];
  /** Reads the game's state, legal actions and attack options again. */
  refresh(): Promise<void>;
  /** The actions legal now (the game's, even before the table has refreshed). */
  legalActions(): Promise<readonly Action[]>;
}

/** The target specs of a card's spell or ability (see {@link printedTargetSpecs}). */
function specsOf(t: MovesHost, name: string, ability: number | null, mode = 0): readonly TargetSpec[] {
  return printedTargetSpecs(builtinRegistry, t.extraCards, name, ability, mode);
}

/** An action the engine does not list as legal: sent anyway (after picking its targets, if any) so its refusal explains why. */
async function tryAnyway(
  t: MovesHost,
  action: CastOrActivate,
  specs: readonly TargetSpec[],
  name: string,
): Promise<void> {
  if (specs.length === 0) await t.act(action);
  else t.update({ picking: { base: action, perTarget: [], chosen: [], name, decision: false, ...countOf(specs) } });
}

/**
 * Plays a land or casts a spell from the hand or the graveyard, or activates its ability that
 * works there (cycling, bloodrush, unearth) — asking which when both a cast and an ability are
 * legal, and announcing options first when it has any.
 */
export async function playFrom(t: MovesHost, o: ObjectView): Promise<void> {
  const objects = objectsOf(t.ui.view!);
  const variants = playVariants(t.ui.legal, objects, o);
  const land = variants.find((a) => a.type === "playLand");
  if (land !== undefined) return void (await t.act(land));
  const casts = variants.filter((a): a is CastOrActivate => a.type === "cast");
  const activations = zoneActivations(t.ui.legal, objects, o);
  if (activations.length > 0) {
    const all = [...casts, ...activations];
    if (!needsOptions(all)) return proceed(t, all, undefined, o.name);
    const def = builtinRegistry.get(o.name) ?? t.extraCards[o.name];
    t.update({
      options: {
        heading: o.name,
        variants: all,
        abilityTexts: new Map(o.abilities.map((a) => [a.index, a.text] as const)),
        modeTexts: new Map((def?.spell?.modes ?? []).map((m, i) => [i, m.text] as const)),
      },
    });
    return;
  }
  if (casts.length === 0) {
    // Nothing legal: try anyway (with targets picked, if it has any), so the engine says why not.
    if (o.types.includes("Land")) await t.act({ type: "playLand", player: "you", object: o.id });
    else await tryAnyway(t, { type: "cast", player: "you", object: o.id }, specsOf(t, o.name, null), o.name);
    return;
  }
  if (needsOptions(casts)) {
    const def = builtinRegistry.get(o.name);
    const modeTexts = new Map((def?.spell?.modes ?? []).map((m, i) => [i, m.text] as const));
    t.update({ options: { heading: o.name, variants: casts, abilityTexts: new Map(), modeTexts } });
    return;
  }
  await proceed(t, casts, undefined, o.name);
}

/** Activates a permanent's ability (asking which, when it has several). */
export async function activateFrom(t: MovesHost, o: ObjectView): Promise<void> {
  const variants = t.ui.legal.filter((a): a is CastOrActivate => a.type === "activate" && a.object === o.id);
  // a face-down permanent: turning it face up for its morph cost (CR 702.37e)
  const faceUp = t.ui.legal.find((a) => a.type === "turnFaceUp" && a.object === o.id);
  if (faceUp && variants.length === 0) {
    await t.act(faceUp);
    return;
  }
  if (variants.length === 0) {
    const ability = o.abilities[0];
    if (ability !== undefined)
      await tryAnyway(
        t,
        { type: "activate", player: "you", object: o.id, ability: ability.index },
        specsOf(t, o.name, ability.index),
        o.name,
      );
    return;
  }
  if (needsOptions(variants)) {
    t.update({
      options: {
        heading: o.name,
        variants,
        abilityTexts: new Map(o.abilities.map((a) => [a.index, a.text] as const)),
        modeTexts: new Map(),
      },
    });
    return;
  }
  await proceed(t, variants, undefined, o.name);
}

/** Goes on with a cast or activation once its options are known (`x`: the chosen X): picks its targets, or sends it. */
export async function proceed(
  t: MovesHost,
  variants: readonly CastOrActivate[],
  x: number | undefined,
  name: string,
): Promise<void> {
  t.update({ options: null });
  const first = variants[0];
  if (first === undefined) return;
  const base = { ...first, ...(x === undefined ? {} : { x }) } as CastOrActivate;
  const specs = specsOf(
    t,
    name,
    first.type === "activate" ? first.ability : null,
    first.type === "cast" ? (first.modes?.[0] ?? 0) : 0,
  );
  if (specs.some((s) => s.max !== s.min)) {
    // "Any number of target creatures", "up to two targets": the player says when the choice is complete.
    const count = countOf(specs);
    const likely = specs.length === 1 && t.ui.view !== null ? likelyTargets(t.ui.view, specs[0]!) : null;
    t.update({
      picking: {
        base,
        perTarget: Array.from({ length: count.needed }, () => likely),
        chosen: [],
        name,
        decision: false,
        ...count,
      },
    });
    return;
  }
  const needed = first.targets?.length ?? 0;
  if (needed === 0) {
    await t.act(base);
    return;
  }
  const perTarget =
    needed === 1 ? [new Set(variants.map((v) => v.targets?.[0]).filter((s): s is string => s !== undefined))] : [];
  t.update({ picking: { base, perTarget, needed, chosen: [], name, decision: false } });
}

/** Sends the action being picked for, with the targets chosen. */
export async function finishPicking(t: MovesHost, chosen: readonly string[]): Promise<void> {
  const p = t.ui.picking;
  if (p === null) return;
  if (!p.decision) t.update({ picking: null });
  const ok = await t.act({ ...p.base, targets: [...chosen] } as Action);
  // A refused answer to a decision: start picking again (the decision is still pending).
  if (!ok && p.decision) t.update({ picking: { ...p, chosen: [] } });
}

/** Adds `id` (an object or player) to the targets being picked; a second click takes a choice back where several may be chosen. */
export async function addTarget(t: MovesHost, id: string): Promise<void> {
  const p = t.ui.picking;
  if (p === null) return;
  if (p.min !== undefined && p.chosen.includes(id)) {
    t.update({ picking: { ...p, chosen: p.chosen.filter((x) => x !== id) } });
    return;
  }
  const chosen = [...p.chosen, id];
  if (chosen.length < p.needed) {
    t.update({ picking: { ...p, chosen } });
    return;
  }
  await finishPicking(t, chosen);
}

/**
 * A click on a creature (or a pile of identical ones, `pile`) while declaring attackers: one
 * that can't attack is refused at once with the engine's reason (CR 508.1a, 302.6…) and not
 * chosen; else one more of the pile is chosen, or — the pile already chosen — one taken back.
 */
export function toggleAttacker(t: MovesHost, pile: readonly string[]): void {
  const first = pile[0];
  if (first === undefined) return;
  const problem = t.ui.attack.get(first)?.problem ?? null;
  const attackers = new Set(t.ui.attackers);
  if (attackers.has(first)) {
    attackers.delete([...pile].reverse().find((id) => attackers.has(id)) ?? first);
  } else if (problem !== null) {
    t.refuse(`${problem.why[0]?.toUpperCase() ?? ""}${problem.why.slice(1)}: it can't attack.`, problem.rules);
    return;
  } else {
    attackers.add(pile.find((id) => !attackers.has(id)) ?? first);
  }
  t.update({ attackers, refusal: null });
}

/** The creatures that can attack now (no problem in `attackOptions`), in battlefield order. */
export function ableAttackers(ui: TableUi): string[] {
  return [...ui.attack].filter(([, a]) => a.problem === null).map(([id]) => id);
}

/** Declares `attackers` (none: no attack); those refused stay unchosen. */
export async function declareAttack(t: MovesHost, attackers: readonly string[], continues = false): Promise<boolean> {
  const ok = await t.act({ type: "declareAttackers", player: "you", attackers: [...attackers] }, continues);
  // Whatever happened, nothing stays chosen that can't attack (a refusal names it; the rest may be chosen again).
  t.update({
    attackers: ok ? new Set() : new Set([...t.ui.attackers].filter((id) => t.ui.attack.get(id)?.problem === null)),
  });
  return ok;
}

/** Whether "Attack with all" can be used: your turn, before attackers are declared, and some creature can attack. */
export function canAttackWithAll(ui: TableUi): boolean {
  const v = ui.view;
  if (v === null || v.active !== "you" || v.winner !== null || ableAttackers(ui).length === 0) return false;
  if (v.pending?.kind === "declareAttackers") return true;
  return (
    v.pending === null &&
    v.priority === "you" &&
    v.stack.length === 0 &&
    ["upkeep", "draw", "main1", "beginning_of_combat"].includes(v.step)
  );
}

/** Whether an action is a mana ability's activation (CR 605.1a), which is no trick to wait for. */
function isManaAbility(ui: TableUi, a: Action): boolean {
  if (a.type !== "activate" || ui.view === null) return false;
  return (
    objectsOf(ui.view)
      .get(a.object)
      ?.abilities.find((x) => x.index === a.ability)?.mana === true
  );
}

/**
 * Attacks with every creature that can (CR 508.1a), from the declare attackers step or before
 * it (passing to it first), in one undo step. With auto-pass on and no instant or ability to
 * use after attacking (a trick), goes on to combat damage as well: one click for a whole attack.
 */
export async function attackWithAll(t: MovesHost): Promise<void> {
  if (!canAttackWithAll(t.ui)) return;
  const declaring = (): boolean => t.ui.view?.pending?.kind === "declareAttackers";
  let continues = false;
  if (!declaring()) {
    if (!(await t.act({ type: "passUntil", player: "you", step: "declare_attackers" }))) return;
    await t.refresh();
    if (!declaring()) return;
    continues = true;
  }
  if (!(await declareAttack(t, ableAttackers(t.ui), continues))) return;
  if (!t.ui.autoPass) return;
  const tricks = (await t.legalActions()).some(
    (a) => a.type === "cast" || (a.type === "activate" && !isManaAbility(t.ui, a)),
  );
  if (!tricks) await t.act({ type: "passUntil", player: "you", step: "combat_damage" }, true);
}

/** Whether "To damage" can be used: your creatures are attacking and combat damage is still to come (CR 510). */
export function canGoToDamage(ui: TableUi, state: GameState | null): boolean {
  const v = ui.view;
  const combat = state?.combat;
  if (
    v === null ||
    v.active !== "you" ||
    v.priority !== "you" ||
    v.pending !== null ||
    v.stack.length > 0 ||
    v.winner !== null
  )
    return false;
  return (
    ["declare_attackers", "declare_blockers"].includes(v.step) &&
    (combat?.attackers.length ?? 0) > 0 &&
    combat?.regularDone !== true
  );
}
