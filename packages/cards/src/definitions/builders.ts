/**
 * Typed builders for card definitions (DESIGN.md "Cards"): small helpers over the engine's
 * vocabulary so that a definition reads like its Oracle text and mistakes are compile errors.
 */
import type {
  AbilityDef, Amount, CardDefinition, Condition, CostDef, Duration, Effect, EntryReplacement, Modification, ObjectFilter, Ref, SpellDef,
  TargetSpec, TokenSpec, TriggerEvent,
} from "@fishbowl/engine";

/** Identity with a type: a card definition. */
export function card(def: CardDefinition): CardDefinition {
  return def;
}

/** Target specs (CR 115) used by the pool. */
export const target = {
  /** "any target": a creature, player, planeswalker or battle (CR 115.4). */
  any: (): TargetSpec => ({ text: "any target", objects: { types: ["Creature", "Planeswalker", "Battle"] }, players: true, min: 1, max: 1 }),
  creature: (): TargetSpec => ({ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }),
  creatureYouControl: (): TargetSpec => ({ text: "target creature you control", objects: { types: ["Creature"], controller: "you" }, min: 1, max: 1 }),
  creatureOpponentControls: (): TargetSpec => ({ text: "target creature an opponent controls", objects: { types: ["Creature"], controller: "opponent" }, min: 1, max: 1 }),
  landYouControl: (): TargetSpec => ({ text: "target land you control", objects: { types: ["Land"], controller: "you" }, min: 1, max: 1 }),
  artifact: (): TargetSpec => ({ text: "target artifact", objects: { types: ["Artifact"] }, min: 1, max: 1 }),
  permanent: (): TargetSpec => ({ text: "target permanent", objects: {}, min: 1, max: 1 }),
  /** "target opponent" (CR 115.1, 102.3). */
  opponent: (): TargetSpec => ({ text: "target opponent", players: "opponent", min: 1, max: 1 }),
  /** "target player" (CR 115.1). */
  player: (): TargetSpec => ({ text: "target player", players: true, min: 1, max: 1 }),
  /** A target requirement with its own words and filter (one target). */
  of: (text: string, objects: ObjectFilter, players = false): TargetSpec => ({ text, objects, ...(players ? { players } : {}), min: 1, max: 1 }),
  /** "up to one target …" / "you may … target …": zero or one (CR 115.1, 601.2c). */
  upToOne: (text: string, objects: ObjectFilter): TargetSpec => ({ text, objects, min: 0, max: 1 }),
  /** "any number of target creatures [you control]" (min 0). */
  anyNumberOfCreatures: (controller?: "you"): TargetSpec => ({
    text: controller ? "any number of target creatures you control" : "any number of target creatures",
    objects: { types: ["Creature"], ...(controller ? { controller } : {}) }, min: 0, max: 99,
  }),
};

/** References to objects and players in effects. */
export const ref = {
  target: (index?: number): Ref => (index === undefined ? { kind: "target" } : { kind: "target", index }),
  self: (): Ref => ({ kind: "self" }),
  last: (): Ref => ({ kind: "last" }),
  refs: (): Ref => ({ kind: "refs" }),
  you: (): Ref => ({ kind: "you" }),
  /** "each opponent" (CR 102.3), not targeted. */
  opponents: (): Ref => ({ kind: "opponents" }),
  attachedTo: (): Ref => ({ kind: "attachedTo" }),
  all: (filter: ObjectFilter): Ref => ({ kind: "all", filter }),
  controllerOf: (r: Ref): Ref => ({ kind: "controllerOf", ref: r }),
};

/** Durations (CR 611.2). */
export const untilEndOfTurn: Duration = { kind: "endOfTurn" };
export const forever: Duration = { kind: "indefinite" };

/** Layered modifications (CR 613). */
export const mod = {
  pt: (power: number, toughness: number): Modification => ({ layer: "7c", kind: "addPT", power, toughness }),
  /** "+N/+N for each <filter>" (layer 7c, counted continuously). */
  ptPer: (power: number, toughness: number, per: ObjectFilter): Modification => ({ layer: "7c", kind: "addPT", power, toughness, per }),
  basePT: (power: number, toughness: number): Modification => ({ layer: "7b", kind: "setBasePT", power, toughness }),
  keywords: (...keywords: string[]): Modification => ({ layer: "6", kind: "addKeywords", keywords }),
  loseAllAbilities: (): Modification => ({ layer: "6", kind: "loseAllAbilities" }),
  colors: (...colors: ("W" | "U" | "B" | "R" | "G")[]): Modification => ({ layer: "5", kind: "setColors", colors }),
  creatureTypes: (...subtypes: string[]): Modification => ({ layer: "4", kind: "setCreatureSubtypes", subtypes }),
  landTypes: (...subtypes: string[]): Modification => ({ layer: "4", kind: "setLandSubtypes", subtypes }),
  control: (): Modification => ({ layer: "2", kind: "setController" }),
  addTypes: (...types: string[]): Modification => ({ layer: "4", kind: "addTypes", types }),
  /** "can't attack" (CR 508.1c) / "can't block" (CR 509.1b): restrictions, not characteristics. */
  cantAttack: (): Modification => ({ layer: "rules", kind: "restrict", restrictions: ["cantAttack"] }),
  cantBlock: (): Modification => ({ layer: "rules", kind: "restrict", restrictions: ["cantBlock"] }),
  /** "can't be blocked" (CR 509.1b). */
  cantBeBlocked: (): Modification => ({ layer: "rules", kind: "restrict", restrictions: ["cantBeBlocked"] }),
};

/** Effects (instructions of spells and abilities). */
export const fx = {
  damage: (amount: Amount, to: Ref = ref.target(0)): Effect => ({ kind: "damage", amount, to }),
  destroy: (what: Ref = ref.target(0)): Effect => ({ kind: "destroy", what }),
  exile: (what: Ref): Effect => ({ kind: "exile", what }),
  returnToHand: (what: Ref): Effect => ({ kind: "returnToHand", what }),
  tap: (what: Ref): Effect => ({ kind: "tap", what }),
  untap: (what: Ref): Effect => ({ kind: "untap", what }),
  gainControl: (what: Ref, duration: Duration = untilEndOfTurn): Effect => ({ kind: "gainControl", what, duration }),
  modify: (what: Ref, duration: Duration, ...mods: Modification[]): Effect => ({ kind: "modify", what, mods, duration }),
  pump: (what: Ref, power: number, toughness: number): Effect => ({ kind: "modify", what, mods: [mod.pt(power, toughness)], duration: untilEndOfTurn }),
  gainKeywords: (what: Ref, duration: Duration, ...keywords: string[]): Effect => ({ kind: "modify", what, mods: [mod.keywords(...keywords)], duration }),
  counters: (what: Ref, counter: string, amount: Amount = 1): Effect => ({ kind: "addCounters", what, counter, amount }),
  tokens: (amount: Amount, token: TokenSpec, controller?: Ref): Effect => ({ kind: "createTokens", token, amount, ...(controller ? { controller } : {}) }),
  copyTokens: (of: Ref, amount: Amount, opts: { haste?: boolean; nonlegendary?: boolean; kickedAmount?: Amount } = {}): Effect => ({ kind: "createCopyTokens", of, amount, ...opts }),
  earthbend: (amount: Amount, targetIndex = 0): Effect => ({ kind: "earthbend", amount, target: targetIndex }),
  atBeginningOfNextEndStep: (refs: Ref, text: string, ...effects: Effect[]): Effect => ({ kind: "delayed", event: { kind: "nextStep", step: "end" }, effects, refs, text }),
  whenYouLoseControl: (refs: Ref, text: string, ...effects: Effect[]): Effect => ({ kind: "delayed", event: { kind: "refControlLost" }, effects, refs, text }),
  returnTopCreatureFromGraveyard: (): Effect => ({ kind: "returnTopCreatureFromGraveyard" }),
  /** `who`: another player than the controller searches ("its controller may search their library"). */
  search: (filter: ObjectFilter, to: "battlefield" | "hand", tapped: boolean, who?: Ref): Effect => ({ kind: "search", filter, to, tapped, ...(who ? { who } : {}) }),
  shuffle: (who?: Ref): Effect => ({ kind: "shuffle", ...(who ? { who } : {}) }),
  sacrificeAll: (filter: ObjectFilter): Effect => ({ kind: "sacrificeAll", filter }),
  attach: (what: Ref, to: Ref): Effect => ({ kind: "attach", what, to }),
  addMana: (...choices: string[]): Effect => ({ kind: "addMana", choices }),
  /** "Add {B}{B}{B}": `amount` mana of one color. */
  addManaN: (amount: number, color: string): Effect => ({ kind: "addMana", choices: [color], amount }),
  draw: (amount: Amount, who: Ref = ref.you()): Effect => ({ kind: "draw", amount, who }),
  loseLife: (amount: Amount, who: Ref = ref.you()): Effect => ({ kind: "loseLife", amount, who }),
  gainLife: (amount: Amount, who: Ref = ref.you()): Effect => ({ kind: "gainLife", amount, who }),
  /** "<player> mills N cards" (CR 701.13a): the top N of their library into their graveyard. */
  mill: (amount: Amount, who: Ref = ref.you()): Effect => ({ kind: "mill", amount, who }),
  /** "… a land you control …" without targeting: chosen as it resolves (CR 608.2d); the chosen become `ref.last()`. */
  choose: (text: string, filter: ObjectFilter, count = 1, chooser?: Ref): Effect => ({ kind: "choose", text, filter, count, ...(chooser ? { chooser } : {}) }),
  /** "<player> discards N cards" — of that player's choice (CR 701.8a-b). */
  discard: (amount: Amount, who: Ref = ref.target(0)): Effect => ({ kind: "discard", amount, who }),
  /** "<player> reveals their hand. You choose a <filter> card from it. That player discards that card." (CR 701.16a, 701.8b) */
  discardYouChoose: (filter: ObjectFilter, who: Ref = ref.target(0), amount: Amount = 1): Effect => ({ kind: "discard", amount, who, filter, revealChosenByController: true }),
  /** "<player> sacrifices a <filter>": that player chooses one (CR 701.17a, 608.2d), then sacrifices it. */
  sacrificeChosen: (text: string, filter: ObjectFilter, chooser: Ref = ref.target(0)): Effect[] => [
    { kind: "choose", text, filter: { ...filter, controller: "you" }, count: 1, chooser }, { kind: "sacrifice", what: ref.last() },
  ],
  /** "If <condition>, …" inside a resolution (CR 608.2c). */
  // oxlint-disable-next-line unicorn/no-thenable
  when: (condition: Condition, ...then: Effect[]): Effect => ({ kind: "conditional", condition, then }),
  /** "You may …" (chosen as it resolves, CR 608.2d). The vocabulary's field is named `then` (an Effect is never awaited). */
  // oxlint-disable-next-line unicorn/no-thenable
  may: (text: string, ...then: Effect[]): Effect => ({ kind: "optional", text, then }),
  /** "<that player> may …": another player than the controller chooses (CR 608.2d). */
  // oxlint-disable-next-line unicorn/no-thenable
  mayBy: (who: Ref, text: string, ...then: Effect[]): Effect => ({ kind: "optional", text, then, who }),
};

/** An instant or sorcery with one effect list. */
export function spell(text: string, targets: TargetSpec[], ...effects: Effect[]): SpellDef {
  return { modes: [{ text, targets, effects }], chooseMin: 1, chooseMax: 1 };
}

/** "Choose one —" (CR 700.2). */
export function chooseOne(...modes: { text: string; targets: TargetSpec[]; effects: Effect[] }[]): SpellDef {
  return { modes, chooseMin: 1, chooseMax: 1 };
}

/** `{T}: Add {C}.` or `{T}: Add {R} or {G}.` (a mana ability, CR 605.1a). */
export function tapForMana(...colors: string[]): AbilityDef {
  return { kind: "activated", text: `{T}: Add ${colors.map((c) => `{${c}}`).join(" or ")}.`, cost: { tap: true }, targets: [], effects: [fx.addMana(...colors)] };
}

/** `{T}: Add {B}{G}.`: one activation adds all of these (CR 605.1a, 106.1). */
export function tapForManaAll(...colors: string[]): AbilityDef {
  return { kind: "activated", text: `{T}: Add ${colors.map((c) => `{${c}}`).join("")}.`, cost: { tap: true }, targets: [], effects: colors.map((c) => fx.addMana(c)) };
}

/** An activated ability (CR 602). */
export function activated(text: string, cost: CostDef, targets: TargetSpec[], effects: Effect[], sorcery = false): AbilityDef {
  return { kind: "activated", text, cost, targets, effects, ...(sorcery ? { sorcery } : {}) };
}

/** Cycling N (CR 702.29a): "[Cost], Discard this card: Draw a card." — from the hand only (113.6m). */
export function cycling(cost: string): AbilityDef {
  return activated(`Cycling ${cost}`, { mana: cost, discardSelf: true }, [], [fx.draw(1)]);
}

/**
 * Basic landcycling N (typecycling, CR 702.29e): "[Cost], Discard this card: Search your library
 * for a basic land card, reveal it, put it into your hand, then shuffle."
 */
export function basicLandcycling(cost: string): AbilityDef {
  return activated(`Basic landcycling ${cost}`, { mana: cost, discardSelf: true }, [],
    [fx.search({ types: ["Land"], supertypes: ["Basic"] }, "hand", false), fx.shuffle()]);
}

/** Outlast N (CR 702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery." */
export function outlast(cost: string): AbilityDef {
  return activated(`Outlast ${cost}`, { mana: cost, tap: true }, [], [fx.counters(ref.self(), "+1/+1", 1)], true);
}

/** Equip N (CR 702.6a): attach to target creature you control; only as a sorcery. */
export function equip(cost: string): AbilityDef {
  return activated(`Equip ${cost}`, { mana: cost }, [target.creatureYouControl()], [fx.attach(ref.self(), ref.target(0))], true);
}

/** A triggered ability (CR 603). */
export function triggered(text: string, event: TriggerEvent, targets: TargetSpec[], effects: Effect[], condition?: Condition): AbilityDef {
  return { kind: "triggered", text, event, targets, effects, ...(condition ? { condition } : {}) };
}

/** "When this enters, …" (CR 603.6a). */
export function whenEnters(text: string, targets: TargetSpec[], ...effects: Effect[]): AbilityDef {
  return triggered(text, { kind: "entersSelf" }, targets, effects);
}

/** A static ability affecting permanents that match a filter (CR 604, 611.3). */
export function staticFor(text: string, filter: ObjectFilter, ...mods: Modification[]): AbilityDef {
  return { kind: "static", text, affects: { kind: "filter", filter }, mods };
}

/** A static ability of an Aura or Equipment affecting what it's attached to. */
export function staticAttached(text: string, ...mods: Modification[]): AbilityDef {
  return { kind: "static", text, affects: { kind: "attached" }, mods };
}

/** A replacement effect on how the permanent enters (CR 614.1c-d). */
export function entersWith(text: string, replacement: EntryReplacement): AbilityDef {
  return { kind: "replacement", text, replacement };
}

/** Bloodthirst N (CR 702.54a): enters with N +1/+1 counters if an opponent was dealt damage this turn. */
export function bloodthirst(n: number): AbilityDef {
  return entersWith(`Bloodthirst ${n}`, { kind: "bloodthirst", amount: n });
}

/** "N/N <color> <Subtype> creature token" (CR 111.4 names it "<Subtype> Token"). */
export function creatureToken(power: number, toughness: number, colors: ("W" | "U" | "B" | "R" | "G")[], subtypes: string[], keywords: string[] = []): TokenSpec {
  return { colors, types: ["Creature"], subtypes, power, toughness, keywords };
}
