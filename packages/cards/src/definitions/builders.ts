/**
 * Typed builders for card definitions (DESIGN.md "Cards"): small helpers over the engine's
 * vocabulary so that a definition reads like its Oracle text and mistakes are compile errors.
 *
 * An ability's text is never written twice: a builder names the line of the card's Oracle text
 * it implements (its index in `oracleText.split("\n")`), and `card()` fills the `text` in from
 * that line with its reminder text dropped (CR 207.2a), the way the compiler's normaliser drops
 * it. Keyword builders (`equip("{2}")`, `outlast("{W}")` …) find their own line, which reads as
 * the keyword and its cost the way Forge and Arena show it ("Equip {2}"); `spell([0, 1], …)`
 * is a spell whose instructions span several paragraphs, its text those lines joined with "\n"
 * as the compiler joins them. A missing or reminder-only line is an error when the card is built.
 */
import type {
  AbilityDef,
  Amount,
  CardDefinition,
  CardType,
  Condition,
  CostDef,
  CounterKind,
  Duration,
  Effect,
  EntryReplacement,
  Keyword,
  Modification,
  ObjectFilter,
  Ref,
  SpellDef,
  SpellMode,
  TargetSpec,
  TokenSpec,
  TriggerEvent,
} from "@fishbowl/engine";
import { dropReminderText } from "../oracle/normalize.js";

/** A card's Oracle text as ability texts: what a builder reads its `text` from. */
export interface OracleLines {
  /** The card's name (for errors). */
  readonly name: string;
  /** `oracleText.split("\n")`, each line trimmed and without its reminder text; "" for a line of reminder text only. */
  readonly lines: readonly string[];
}

/** The Oracle lines of a card as ability texts (see `OracleLines`). */
export function oracleLines(name: string, oracleText: string): OracleLines {
  return { name, lines: oracleText.split("\n").map((l) => dropReminderText(l).trim()) };
}

/** Which Oracle text an ability implements: line `i` (0-based), or several lines of one spell (joined with "\n"). */
export type Line = number | readonly number[];

/** The text of `line` (see `Line`). Throws when a line is missing or is reminder text only. */
export function lineText(o: OracleLines, line: Line): string {
  const one = (i: number): string => {
    const t = o.lines[i];
    if (!t) throw new Error(`${o.name}: Oracle line ${i} is missing or reminder text only`);
    return t;
  };
  return typeof line === "number" ? one(line) : line.map(one).join("\n");
}

/**
 * The Oracle line that reads exactly `text` once reminder text is dropped (a keyword ability:
 * "Equip {2}"). Throws when none does.
 */
export function keywordLine(o: OracleLines, text: string): string {
  if (!o.lines.includes(text)) throw new Error(`${o.name}: no Oracle line reads "${text}"`);
  return text;
}

/** An ability as a builder leaves it: made once its card's Oracle lines are known (`card()` does it). */
export type AbilityPart = (o: OracleLines) => AbilityDef;
/** An instant's or sorcery's text as a builder leaves it (see `AbilityPart`). */
export type SpellPart = (o: OracleLines) => SpellDef;

/** A card definition whose abilities and spell text are still parts (`AbilityPart`, `SpellPart`). */
export type CardDraft = Omit<CardDefinition, "abilities" | "spell"> & { abilities?: AbilityPart[]; spell?: SpellPart };

/**
 * A card definition from its draft: each ability and the spell get their texts from the card's
 * Oracle text (see the module's comment). Keys keep the draft's order. Throws on a missing line.
 */
export function card(draft: CardDraft): CardDefinition {
  const o = oracleLines(draft.name, draft.oracleText);
  const entries = Object.entries(draft).map(([k, v]): [string, unknown] => {
    if (k === "abilities") return [k, (v as AbilityPart[]).map((a) => a(o))];
    if (k === "spell") return [k, (v as SpellPart)(o)];
    return [k, v];
  });
  return Object.fromEntries(entries) as unknown as CardDefinition;
}

/** `lines` as one Oracle text, one line a paragraph: builders name a line by its index here. */
export function oracle(...lines: string[]): string {
  return lines.join("\n");
}

/** One target of the given words and filter: exactly one. */
const one = (text: string, objects: ObjectFilter): TargetSpec => ({ text, objects, min: 1, max: 1 });

/** Target specs (CR 115) used by the pool. */
export const target = {
  /** "any target": a creature, player, planeswalker or battle (CR 115.4). */
  any: (): TargetSpec => ({
    text: "any target",
    objects: { types: ["Creature", "Planeswalker", "Battle"] },
    players: true,
    min: 1,
    max: 1,
  }),
  creature: (): TargetSpec => one("target creature", { types: ["Creature"] }),
  creatureYouControl: (): TargetSpec => one("target creature you control", { types: ["Creature"], controller: "you" }),
  creatureOpponentControls: (): TargetSpec =>
    one("target creature an opponent controls", { types: ["Creature"], controller: "opponent" }),
  /** "target attacking creature" (CR 506.3, 508.1k). */
  attackingCreature: (): TargetSpec => one("target attacking creature", { types: ["Creature"], combat: "attacking" }),
  landYouControl: (): TargetSpec => one("target land you control", { types: ["Land"], controller: "you" }),
  artifact: (): TargetSpec => one("target artifact", { types: ["Artifact"] }),
  permanent: (): TargetSpec => one("target permanent", {}),
  /** "target opponent" (CR 115.1, 102.3). */
  opponent: (): TargetSpec => ({ text: "target opponent", players: "opponent", min: 1, max: 1 }),
  /** "target player" (CR 115.1). */
  player: (): TargetSpec => ({ text: "target player", players: true, min: 1, max: 1 }),
  /** A target requirement with its own words and filter (one target). */
  of: (text: string, objects: ObjectFilter, players = false): TargetSpec => ({
    text,
    objects,
    ...(players ? { players } : {}),
    min: 1,
    max: 1,
  }),
  /** "up to one target …" / "you may … target …": zero or one (CR 115.1, 601.2c). */
  upToOne: (text: string, objects: ObjectFilter): TargetSpec => ({ text, objects, min: 0, max: 1 }),
  /** "any number of target creatures [you control]" (min 0). */
  anyNumberOfCreatures: (controller?: "you"): TargetSpec => ({
    text: controller ? "any number of target creatures you control" : "any number of target creatures",
    objects: { types: ["Creature"], ...(controller ? { controller } : {}) },
    min: 0,
    max: 99,
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

/** The counter kind "+1/+1" (CR 122.1a). */
export const PLUS_ONE: CounterKind = "+1/+1";

/** Layered modifications (CR 613). */
export const mod = {
  pt: (power: number, toughness: number): Modification => ({ layer: "7c", kind: "addPT", power, toughness }),
  /** "+N/+N for each <filter>" (layer 7c, counted continuously). */
  ptPer: (power: number, toughness: number, per: ObjectFilter): Modification => ({
    layer: "7c",
    kind: "addPT",
    power,
    toughness,
    per,
  }),
  basePT: (power: number, toughness: number): Modification => ({ layer: "7b", kind: "setBasePT", power, toughness }),
  keywords: (...keywords: Keyword[]): Modification => ({ layer: "6", kind: "addKeywords", keywords }),
  loseAllAbilities: (): Modification => ({ layer: "6", kind: "loseAllAbilities" }),
  colors: (...colors: ("W" | "U" | "B" | "R" | "G")[]): Modification => ({ layer: "5", kind: "setColors", colors }),
  creatureTypes: (...subtypes: string[]): Modification => ({ layer: "4", kind: "setCreatureSubtypes", subtypes }),
  landTypes: (...subtypes: string[]): Modification => ({ layer: "4", kind: "setLandSubtypes", subtypes }),
  control: (): Modification => ({ layer: "2", kind: "setController" }),
  addTypes: (...types: CardType[]): Modification => ({ layer: "4", kind: "addTypes", types }),
  /** "can't attack" (CR 508.1c) / "can't block" (CR 509.1b): restrictions, not characteristics. */
  cantAttack: (): Modification => ({ layer: "rules", kind: "restrict", restrictions: ["cantAttack"] }),
  cantBlock: (): Modification => ({ layer: "rules", kind: "restrict", restrictions: ["cantBlock"] }),
  /** "can't be blocked" (CR 509.1b). */
  cantBeBlocked: (): Modification => ({ layer: "rules", kind: "restrict", restrictions: ["cantBeBlocked"] }),
};

/** The exceptions of a token copy (CR 707.9b): haste, not legendary; `kickedAmount`: how many if the spell was kicked. */
type CopyOptions = { haste?: boolean; nonlegendary?: boolean; kickedAmount?: Amount };

/** Effects (instructions of spells and abilities). */
export const fx = {
  damage: (amount: Amount, to: Ref = ref.target(0)): Effect => ({ kind: "damage", amount, to }),
  destroy: (what: Ref = ref.target(0)): Effect => ({ kind: "destroy", what }),
  exile: (what: Ref): Effect => ({ kind: "exile", what }),
  returnToHand: (what: Ref): Effect => ({ kind: "returnToHand", what }),
  tap: (what: Ref): Effect => ({ kind: "tap", what }),
  untap: (what: Ref): Effect => ({ kind: "untap", what }),
  gainControl: (what: Ref, duration: Duration = untilEndOfTurn): Effect => ({ kind: "gainControl", what, duration }),
  modify: (what: Ref, duration: Duration, ...mods: Modification[]): Effect => ({
    kind: "modify",
    what,
    mods,
    duration,
  }),
  pump: (what: Ref, power: number, toughness: number): Effect => ({
    kind: "modify",
    what,
    mods: [mod.pt(power, toughness)],
    duration: untilEndOfTurn,
  }),
  gainKeywords: (what: Ref, duration: Duration, ...keywords: Keyword[]): Effect => ({
    kind: "modify",
    what,
    mods: [mod.keywords(...keywords)],
    duration,
  }),
  counters: (what: Ref, counter: CounterKind, amount: Amount = 1): Effect => ({
    kind: "addCounters",
    what,
    counter,
    amount,
  }),
  tokens: (amount: Amount, token: TokenSpec, controller?: Ref): Effect => ({
    kind: "createTokens",
    token,
    amount,
    ...(controller ? { controller } : {}),
  }),
  copyTokens: (of: Ref, amount: Amount, opts: CopyOptions = {}): Effect => ({
    kind: "createCopyTokens",
    of,
    amount,
    ...opts,
  }),
  earthbend: (amount: Amount, targetIndex = 0): Effect => ({ kind: "earthbend", amount, target: targetIndex }),
  /** A delayed trigger (CR 603.7); `text`, a sentence of the ability's text, is what it reads when it triggers. */
  atBeginningOfNextEndStep: (refs: Ref, text: string, ...effects: Effect[]): Effect => ({
    kind: "delayed",
    event: { kind: "nextStep", step: "end" },
    effects,
    refs,
    text,
  }),
  /** A delayed trigger (CR 603.7) on losing control of `refs`; `text` as for `atBeginningOfNextEndStep`. */
  whenYouLoseControl: (refs: Ref, text: string, ...effects: Effect[]): Effect => ({
    kind: "delayed",
    event: { kind: "refControlLost" },
    effects,
    refs,
    text,
  }),
  returnTopCreatureFromGraveyard: (): Effect => ({ kind: "returnTopCreatureFromGraveyard" }),
  /** `who`: another player than the controller searches ("its controller may search their library"). */
  search: (filter: ObjectFilter, to: "battlefield" | "hand", tapped: boolean, who?: Ref): Effect => ({
    kind: "search",
    filter,
    to,
    tapped,
    ...(who ? { who } : {}),
  }),
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
  choose: (text: string, filter: ObjectFilter, count = 1, chooser?: Ref): Effect => ({
    kind: "choose",
    text,
    filter,
    count,
    ...(chooser ? { chooser } : {}),
  }),
  /** "<player> discards N cards" — of that player's choice (CR 701.8a-b). */
  discard: (amount: Amount, who: Ref = ref.target(0)): Effect => ({ kind: "discard", amount, who }),
  /** "<player> reveals their hand. You choose a <filter> card from it. That player discards that card." (CR 701.16a, 701.8b) */
  discardYouChoose: (filter: ObjectFilter, who: Ref = ref.target(0), amount: Amount = 1): Effect => ({
    kind: "discard",
    amount,
    who,
    filter,
    revealChosenByController: true,
  }),
  /** "<player> sacrifices a <filter>": that player chooses one (CR 701.17a, 608.2d), then sacrifices it. */
  sacrificeChosen: (text: string, filter: ObjectFilter, chooser: Ref = ref.target(0)): Effect[] => [
    { kind: "choose", text, filter: { ...filter, controller: "you" }, count: 1, chooser },
    { kind: "sacrifice", what: ref.last() },
  ],
  /** "If <condition>, …" inside a resolution (CR 608.2c). */
  // oxlint-disable-next-line unicorn/no-thenable
  when: (condition: Condition, ...then: Effect[]): Effect => ({ kind: "conditional", condition, then }),
  /**
   * "You may …" (chosen as it resolves, CR 608.2d); `text` is the question put to the player, not Oracle text.
   * The vocabulary's field is named `then` (an Effect is never awaited).
   */
  // oxlint-disable-next-line unicorn/no-thenable
  may: (text: string, ...then: Effect[]): Effect => ({ kind: "optional", text, then }),
  /** "<that player> may …": another player than the controller chooses (CR 608.2d). */
  // oxlint-disable-next-line unicorn/no-thenable
  mayBy: (who: Ref, text: string, ...then: Effect[]): Effect => ({ kind: "optional", text, then, who }),
};

/** An instant or sorcery with one effect list: the instructions of Oracle line(s) `line`. */
export function spell(line: Line, targets: TargetSpec[], ...effects: Effect[]): SpellPart {
  return (o) => ({ modes: [{ text: lineText(o, line), targets, effects }], chooseMin: 1, chooseMax: 1 });
}

/** One mode of a modal spell: Oracle line `line` (its "• " dropped, as the compiler drops it). */
export interface ModePart {
  line: number;
  targets: TargetSpec[];
  effects: Effect[];
}

/** "Choose one —" (CR 700.2): each mode is one of the bulleted lines. */
export function chooseOne(...modes: ModePart[]): SpellPart {
  return (o) => ({
    modes: modes.map((m): SpellMode => ({
      text: lineText(o, m.line).replace(/^•\s*/, ""),
      targets: m.targets,
      effects: m.effects,
    })),
    chooseMin: 1,
    chooseMax: 1,
  });
}

/** An activated ability (CR 602) of Oracle line `line`. */
export function activated(
  line: number,
  cost: CostDef,
  targets: TargetSpec[],
  effects: Effect[],
  sorcery = false,
): AbilityPart {
  return (o) => ({
    kind: "activated",
    text: lineText(o, line),
    cost,
    targets,
    effects,
    ...(sorcery ? { sorcery } : {}),
  });
}

/** An activated ability whose text is the keyword line `keyword` (see `keywordLine`). */
function keywordActivated(
  keyword: string,
  cost: CostDef,
  targets: TargetSpec[],
  effects: Effect[],
  sorcery = false,
): AbilityPart {
  return (o) => ({
    kind: "activated",
    text: keywordLine(o, keyword),
    cost,
    targets,
    effects,
    ...(sorcery ? { sorcery } : {}),
  });
}

/** `{T}: Add {C}.` or `{T}: Add {R} or {G}.` (a mana ability, CR 605.1a) of Oracle line `line`. */
export function tapForMana(line: number, ...colors: string[]): AbilityPart {
  return activated(line, { tap: true }, [], [fx.addMana(...colors)]);
}

/** `{T}: Add {B}{G}.`: one activation adds all of these (CR 605.1a, 106.1). */
export function tapForManaAll(line: number, ...colors: string[]): AbilityPart {
  return activated(
    line,
    { tap: true },
    [],
    colors.map((c) => fx.addMana(c)),
  );
}

/** Cycling N (CR 702.29a): "[Cost], Discard this card: Draw a card." — from the hand only (113.6m). */
export function cycling(cost: string): AbilityPart {
  return keywordActivated(`Cycling ${cost}`, { mana: cost, discardSelf: true }, [], [fx.draw(1)]);
}

/**
 * Basic landcycling N (typecycling, CR 702.29e): "[Cost], Discard this card: Search your library
 * for a basic land card, reveal it, put it into your hand, then shuffle."
 */
export function basicLandcycling(cost: string): AbilityPart {
  return keywordActivated(
    `Basic landcycling ${cost}`,
    { mana: cost, discardSelf: true },
    [],
    [fx.search({ types: ["Land"], supertypes: ["Basic"] }, "hand", false), fx.shuffle()],
  );
}

/** Outlast N (CR 702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery." */
export function outlast(cost: string): AbilityPart {
  return keywordActivated(
    `Outlast ${cost}`,
    { mana: cost, tap: true },
    [],
    [fx.counters(ref.self(), PLUS_ONE, 1)],
    true,
  );
}

/** Equip N (CR 702.6a): attach to target creature you control; only as a sorcery. */
export function equip(cost: string): AbilityPart {
  const attach = fx.attach(ref.self(), ref.target(0));
  return keywordActivated(`Equip ${cost}`, { mana: cost }, [target.creatureYouControl()], [attach], true);
}

/**
 * Bloodrush (an ability word, CR 207.2c) on Oracle line `line`: "Bloodrush — [Cost], Discard this
 * card: Target attacking creature gets … until end of turn." An activated ability whose cost discards
 * the card, so it works from the hand (CR 113.6m); `mods` is what the target gets.
 */
export function bloodrush(line: number, mana: string, ...mods: Modification[]): AbilityPart {
  const pump = fx.modify(ref.target(0), untilEndOfTurn, ...mods);
  return activated(line, { mana, discardSelf: true }, [target.attackingCreature()], [pump]);
}

/** A triggered ability (CR 603) of Oracle line `line`. */
export function triggered(
  line: number,
  event: TriggerEvent,
  targets: TargetSpec[],
  effects: Effect[],
  condition?: Condition,
): AbilityPart {
  return (o) => ({
    kind: "triggered",
    text: lineText(o, line),
    event,
    targets,
    effects,
    ...(condition ? { condition } : {}),
  });
}

/** "When this enters, …" (CR 603.6a) of Oracle line `line`. */
export function whenEnters(line: number, targets: TargetSpec[], ...effects: Effect[]): AbilityPart {
  return triggered(line, { kind: "entersSelf" }, targets, effects);
}

/** A static ability (CR 604, 611.3) of Oracle line `line` affecting permanents that match a filter. */
export function staticFor(line: number, filter: ObjectFilter, ...mods: Modification[]): AbilityPart {
  return (o) => ({ kind: "static", text: lineText(o, line), affects: { kind: "filter", filter }, mods });
}

/** A static ability of an Aura or Equipment (Oracle line `line`) affecting what it's attached to. */
export function staticAttached(line: number, ...mods: Modification[]): AbilityPart {
  return (o) => ({ kind: "static", text: lineText(o, line), affects: { kind: "attached" }, mods });
}

/** A replacement effect on how the permanent enters (CR 614.1c-d), of Oracle line `line`. */
export function entersWith(line: number, replacement: EntryReplacement): AbilityPart {
  return (o) => ({ kind: "replacement", text: lineText(o, line), replacement });
}

/** Bloodthirst N (CR 702.54a): enters with N +1/+1 counters if an opponent was dealt damage this turn. */
export function bloodthirst(n: number): AbilityPart {
  return (o) => ({
    kind: "replacement",
    text: keywordLine(o, `Bloodthirst ${n}`),
    replacement: { kind: "bloodthirst", amount: n },
  });
}

const NUMBER_WORDS = ["zero", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/**
 * Earthbend N's reminder text, as the card prints it after "earthbend N." (a keyword action of
 * Avatar: The Last Airbender, November 2025, after the 2025-02-07 rules the reference has).
 */
export function earthbendReminder(n: number): string {
  const counters = n === 1 ? "a +1/+1 counter" : `${NUMBER_WORDS[n] ?? String(n)} +1/+1 counters`;
  return (
    `(Target land you control becomes a 0/0 creature with haste that's still a land. Put ${counters} on it. ` +
    "When it dies or is exiled, return it to the battlefield tapped.)"
  );
}

/**
 * "Earthbend N" as the targets and instruction of a spell or ability (its target is a land you
 * control), to spread into one: `spell(0, ...earthbend(4))`, `whenEnters(0, ...earthbend(2))`.
 */
export function earthbend(n: number): [TargetSpec[], Effect] {
  return [[target.landYouControl()], fx.earthbend(n)];
}

/** "N/N <color> <Subtype> creature token" (CR 111.4 names it "<Subtype> Token"). */
export function creatureToken(
  power: number,
  toughness: number,
  colors: ("W" | "U" | "B" | "R" | "G")[],
  subtypes: string[],
  keywords: Keyword[] = [],
): TokenSpec {
  return { colors, types: ["Creature"], subtypes, power, toughness, keywords };
}
