/**
 * Mana abilities (CR 605): which activated abilities are mana abilities (605.1a) — no target,
 * adding mana, perhaps with an instruction besides ("{T}: Add {B}. ~ deals 1 damage to you"),
 * carried out at once without the stack (605.3a-b) by the same handlers as resolving
 * instructions — the type of mana chosen as one is activated (106.1a-b, 605.3b), and
 * triggered mana abilities ("whenever you tap a creature for mana", 605.1b).
 */
import type { AbilityDef, Effect } from "../state/vocabulary/index.js";
import type { ObjectId, PlayerId, ResolutionFrame, StackItem } from "../state/types.js";
import { refuse, type Ctx, type RuleList } from "../core/context.js";
import { characteristics, triggerSources } from "./layers.js";
import type { Characteristics } from "../state/characteristics.js";
import { damageEffects } from "../effects/damage.js";
import { playerEffects } from "../effects/players.js";
import type { EffectHandler, EffectHandlers, EffectResult } from "../effects/frame.js";

/** Instructions a mana ability may carry besides adding mana (no choice, no stack needed), with their handlers. */
const MANA_ABILITY_EXTRAS: Pick<EffectHandlers, "damage" | "loseLife" | "gainLife"> = {
  damage: damageEffects.damage,
  loseLife: playerEffects.loseLife,
  gainLife: playerEffects.gainLife,
};
const EXTRA_KINDS: ReadonlySet<string> = new Set(Object.keys(MANA_ABILITY_EXTRAS));

/**
 * Whether an activated ability is a mana ability (CR 605.1a): it has no target and could add
 * mana — even if it does something else too ("{T}: Add {B}. ~ deals 1 damage to you"), which
 * happens at once with the mana (605.3b).
 */
export function isManaAbility(a: AbilityDef): boolean {
  return (
    a.kind === "activated" &&
    a.targets.length === 0 &&
    a.effects.some((e) => e.kind === "addMana") &&
    a.effects.every((e) => e.kind === "addMana" || EXTRA_KINDS.has(e.kind))
  );
}

/** Whether an effect forbids activating this ability of the object (CR 602.5: "its activated abilities can't be activated"; "… unless they're mana abilities", 605.1a). */
export function activationForbidden(c: Characteristics, ab: AbilityDef): boolean {
  if (c.restrictions.includes("cantActivate")) return true;
  return c.restrictions.includes("cantActivateNonMana") && !isManaAbility(ab);
}

/**
 * The instructions of a mana ability other than adding mana, done at once as it resolves
 * without the stack (CR 605.3a-b): "{T}: Add {B}. ~ deals 1 damage to you."
 */
export function runManaAbilityExtras(ctx: Ctx, controller: PlayerId, source: ObjectId, effects: Effect[]): void {
  const o = ctx.state.objects[source];
  const sourceName = o ? characteristics(ctx, source).name : source;
  const item: StackItem = {
    kind: "ability",
    ability: {
      id: `mana-${source}`,
      kind: "activated",
      source,
      sourceCard: o?.card ?? null,
      sourceName,
      controller,
      effects,
      targetSpecs: [],
      targets: [],
      x: 0,
      refs: [],
      text: "",
    },
  };
  const frame: ResolutionFrame = {
    item,
    controller,
    source,
    sourceName,
    effects,
    pc: 0,
    targets: [],
    illegal: [],
    x: 0,
    kicked: false,
    refs: [],
    last: [],
  };
  const run = (e: Effect): EffectResult => {
    // `isManaAbility` let only these kinds into a mana ability's instructions.
    if (!EXTRA_KINDS.has(e.kind)) throw new Error(`a mana ability can't carry out "${e.kind}"`);
    const handler = MANA_ABILITY_EXTRAS[e.kind as keyof typeof MANA_ABILITY_EXTRAS] as EffectHandler<Effect["kind"]>;
    return handler(ctx, frame, e, run);
  };
  for (const e of effects) if (e.kind !== "addMana") run(e);
}

/**
 * The type of mana chosen for an activated ability's "add one mana of a choice of types"
 * instructions ("Add {R} or {G}", "Add one mana of any color"): the player chooses it as the
 * ability resolves (CR 106.1a-b, 608.2d), which for a mana ability is at once, as it is
 * activated (605.3b) — so the `activate` action carries it. One choice serves every such
 * instruction of the ability. Undefined when the ability offers no choice. Refuses, before
 * anything changes, a missing choice when there are several types to choose from, a type the
 * ability can't add, and a choice given for an ability that adds no mana.
 */
export function manaChoice(
  name: string,
  ab: Extract<AbilityDef, { kind: "activated" }>,
  given: string | undefined,
  isMana: boolean,
): string | undefined {
  const adds = ab.effects.filter((e) => e.kind === "addMana");
  const choosing = manaTypesToChoose(ab);
  const allowed = choosing.length ? choosing : [...new Set(adds.flatMap((e) => e.choices))];
  const rules: RuleList = allowed.includes("C") ? ["106.1a", "106.1b", "605.3b"] : ["106.1a", "605.3b"];
  const list = orList(allowed.map((t) => `{${t}}`));
  if (given === undefined) {
    if (choosing.length === 0) return undefined;
    refuse(`Choose the mana ${name}'s ability adds: ${list}.`, ...rules);
  }
  if (!isMana || adds.length === 0)
    refuse(`That ability of ${name} is not a mana ability: there is no mana to choose.`, "605.1a");
  if (typeof given !== "string" || !allowed.includes(given))
    refuse(`${name}'s ability adds ${list}, not ${typeof given === "string" ? `{${given}}` : "that"}.`, ...rules);
  return choosing.length ? given : undefined;
}

/**
 * The types of mana an activated ability lets its controller choose among as it adds mana
 * ("Add {R} or {G}": R, G; CR 106.1a-b), the same for each of its instructions that offer a
 * choice; empty when it offers none ("Add {G}", "Add {R}{G}").
 */
export function manaTypesToChoose(ab: Extract<AbilityDef, { kind: "activated" }>): string[] {
  let out: string[] | null = null;
  for (const e of ab.effects)
    if (e.kind === "addMana" && e.choices.length > 1)
      out = out ? out.filter((t) => e.choices.includes(t)) : [...new Set(e.choices)];
  return out ?? [];
}

function orList(items: string[]): string {
  return items.length <= 2 ? items.join(" or ") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** The extra mana `player`'s triggered mana abilities add when they tap a creature for mana (CR 605.1b), one type each. */
export function manaTriggerMana(ctx: Ctx, player: PlayerId): string[] {
  const out: string[] = [];
  for (const id of triggerSources(ctx)) {
    const c = characteristics(ctx, id);
    if (c.controller !== player) continue;
    for (const a of c.abilities)
      if (a.kind === "triggered" && a.event.kind === "tappedForMana")
        for (const e of a.effects) if (e.kind === "addMana") out.push(e.choices[0]!);
  }
  return out;
}
