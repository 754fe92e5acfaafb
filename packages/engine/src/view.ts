/**
 * A read-only view of a game for clients (the desktop table, the CLI, the autopilot):
 * every object with its current characteristics (CR 613), its status (tapped, 302.6
 * "summoning sick", counters, damage, attachments), and what changed from its printed
 * values, so a UI can mark modified power/toughness. Computing a view never changes the state.
 */
import type { CardType, Keyword, Restriction, Supertype } from "./state/vocabulary/index.js";
import type { Decision, GameState, ObjectId, PlayerId, StepName, ZoneName } from "./state/types.js";
import { baseValues } from "./core/objects.js";
import { findDefinition, newCtx, type CardRegistry, type Ctx } from "./core/context.js";
import {
  battlefieldCharacteristics,
  computeBattlefield,
  characteristics,
  heldBattlefieldCharacteristics,
} from "./rules/layers.js";
import type { Characteristics } from "./state/characteristics.js";
import { isSick, legalTargets } from "./rules/queries.js";
import { activatedAbilities } from "./rules/queries.js";
import { isManaAbility, manaTypesToChoose } from "./rules/mana-abilities.js";
import { spellTargetSpecs } from "./rules/targets.js";
import { canAttackNow } from "./rules/combat.js";
import { manaValue, parseManaCost } from "./core/mana.js";

/** One object as a client sees it. `printedPower`/`printedToughness` are its copiable values. */
export interface ObjectView {
  id: ObjectId;
  cardId: string;
  name: string;
  zone: ZoneName;
  owner: PlayerId;
  controller: PlayerId;
  token: boolean;
  tapped: boolean;
  sick: boolean;
  counters: Record<string, number>;
  damage: number;
  attachedTo: ObjectId | null;
  manaCost: string | null;
  manaValue: number;
  supertypes: Supertype[];
  types: CardType[];
  subtypes: string[];
  colors: string[];
  keywords: Keyword[];
  power: number | null;
  toughness: number | null;
  printedPower: number | null;
  printedToughness: number | null;
  oracleText: string;
  /** False for catalog cards without an executable definition. */
  automated: boolean;
  /**
   * Its activated abilities now, in `activate` numbering; `mana` marks mana abilities (CR 605.1a),
   * with `choices`, the types of mana to choose among, when they add one of several (106.1a).
   */
  abilities: { index: number; text: string; mana?: true; choices?: string[] }[];
  /** On the battlefield: whether it could be declared as an attacker now (CR 508.1a). */
  canAttack: boolean;
  /** It is every creature type (changeling, CR 702.73a); absent otherwise. Not listed in `subtypes`. */
  allCreatureTypes?: true;
  /** Restrictions from effects, in words ("can't attack", CR 508.1c; "can't block", 509.1b); absent when none. */
  restrictions?: string[];
  /** Damage that prevention shields on it will still prevent this turn (CR 615.7); absent when none. */
  prevention?: number;
  /** Regeneration shields on it this turn (CR 701.15a); absent when none. */
  regenerationShields?: number;
}

/** A stack item as a client sees it. */
export interface StackView {
  id: ObjectId;
  kind: "spell" | "ability";
  name: string;
  text: string;
  controller: PlayerId;
  targets: string[];
}

/** The whole table. */
export interface GameView {
  turn: number;
  step: StepName;
  active: PlayerId;
  priority: PlayerId | null;
  winner: PlayerId | null;
  pending: Decision | null;
  players: Record<
    PlayerId,
    {
      life: number;
      /** Poison counters (CR 122.1, 704.5c). */ poison: number;
      /** Damage that prevention shields will still prevent this turn (CR 615.7); absent when none. */ prevention?: number;
      library: number;
      hand: ObjectView[];
      graveyard: ObjectView[];
      manaPool: Record<string, number>;
      landsPlayed: number;
      mulligans: number;
    }
  >;
  battlefield: ObjectView[];
  exile: ObjectView[];
  stack: StackView[];
  log: string[];
}

/** Every battlefield object's characteristics after all layers (CR 613), computed afresh. */
export function allCharacteristics(state: GameState, cards: CardRegistry): Map<ObjectId, Characteristics> {
  return computeBattlefield(newCtx(state, cards));
}

/**
 * The same characteristics, shared with the engine's own cache for this state revision
 * (computed at most once per change): for clients that look often, like the autopilot.
 * Read-only: never change the returned map or its entries.
 */
export function currentCharacteristics(state: GameState, cards: CardRegistry): ReadonlyMap<ObjectId, Characteristics> {
  return heldBattlefieldCharacteristics(newCtx(state, cards));
}

/**
 * The same map for a look that ends before the state next changes (a decision's scoring): not
 * marked as held, so the next change may update it in place instead of copying it. Read-only;
 * keep nothing from it but its entries (each entry is never changed once computed).
 */
export function characteristicsNow(state: GameState, cards: CardRegistry): ReadonlyMap<ObjectId, Characteristics> {
  return battlefieldCharacteristics(newCtx(state, cards));
}

/** Builds the view of `state` (pure). */
export function view(state: GameState, cards: CardRegistry): GameView {
  const ctx: Ctx = newCtx(state, cards);
  const ov = (id: ObjectId) => objectView(ctx, id);
  const players = {} as GameView["players"];
  for (const p of ["you", "opponent"] as PlayerId[]) {
    const ps = state.players[p];
    const prevention = shieldOn(state, p);
    players[p] = {
      life: ps.life,
      poison: ps.poison ?? 0,
      ...(prevention ? { prevention } : {}),
      library: ps.library.length,
      hand: ps.hand.map(ov),
      graveyard: ps.graveyard.map(ov),
      manaPool: { ...ps.manaPool },
      landsPlayed: ps.landsPlayed,
      mulligans: ps.mulligans,
    };
  }
  return {
    turn: state.turn,
    step: state.step,
    active: state.active,
    priority: state.priority,
    winner: state.winner,
    pending: state.pending?.decision ?? null,
    players,
    battlefield: state.battlefield.map(ov),
    exile: state.exile.map(ov),
    stack: [...state.stack].reverse().map((it) => {
      if (it.kind === "spell") {
        const o = state.objects[it.object]!;
        const c = characteristics(ctx, o.id);
        return {
          id: o.id,
          kind: "spell",
          name: c.name,
          text: c.oracleText,
          controller: o.controller,
          targets: o.spell?.targets ?? [],
        };
      }
      const a = it.ability;
      return {
        id: a.id,
        kind: "ability",
        name: a.sourceName,
        text: a.text,
        controller: a.controller,
        targets: a.targets,
      };
    }),
    log: state.log,
  };
}

/** The damage the prevention shields on an object or player will still prevent (CR 615.7). */
function shieldOn(state: GameState, to: string): number {
  let n = 0;
  for (const sh of state.shields ?? []) if (sh.to === to) n += sh.remaining;
  return n;
}

/** How the view names each restriction (CR 508.1c, 509.1b). */
export const RESTRICTION_WORDS: Readonly<Record<Restriction, string>> = {
  cantAttack: "can't attack",
  cantBlock: "can't block",
  cantBeBlocked: "can't be blocked",
  blockOnlyFlying: "can block only creatures with flying",
  mustAttack: "attacks each combat if able",
  doesntUntap: "doesn't untap during its controller's untap step",
  cantActivate: "its activated abilities can't be activated",
  cantActivateNonMana: "its activated abilities can't be activated unless they're mana abilities",
};

function objectView(ctx: Ctx, id: ObjectId): ObjectView {
  const s = ctx.state;
  const o = s.objects[id]!;
  const c = characteristics(ctx, id);
  const base = baseValues(ctx, o);
  const def = o.card ? findDefinition(ctx.cards, s, o.card) : undefined;
  return {
    id,
    cardId: o.cardId,
    name: c.name,
    zone: o.zone,
    owner: o.owner,
    controller: c.controller,
    token: o.isToken,
    tapped: o.tapped,
    sick: isSick(s, id),
    counters: { ...o.counters },
    damage: o.damage,
    attachedTo: o.attachedTo,
    manaCost: c.manaCost,
    manaValue: manaValue(c.manaCost),
    supertypes: c.supertypes,
    types: c.types,
    subtypes: c.subtypes,
    colors: c.colors,
    keywords: c.keywords,
    power: c.power,
    toughness: c.toughness,
    printedPower: base.power,
    printedToughness: base.toughness,
    oracleText: c.oracleText,
    automated: o.isToken ? true : def?.automated !== false,
    abilities: activatedAbilities(c).map((a, index) => {
      if (!isManaAbility(a)) return { index, text: a.text };
      const choices = manaTypesToChoose(a);
      return { index, text: a.text, mana: true as const, ...(choices.length ? { choices } : {}) };
    }),
    canAttack: o.zone === "battlefield" && canAttackNow(ctx, id, c.controller),
    ...(c.allCreatureTypes ? { allCreatureTypes: true as const } : {}),
    ...(o.regenerationShields ? { regenerationShields: o.regenerationShields } : {}),
    ...(c.restrictions.length ? { restrictions: c.restrictions.map((r) => RESTRICTION_WORDS[r]) } : {}),
    ...(shieldOn(s, id) ? { prevention: shieldOn(s, id) } : {}),
  };
}

/** What a spell or ability asks for when announced: its target requirements and the legal choices for each (CR 601.2c, 602.2b). */
export interface TargetChoices {
  specs: { text: string; min: number; max: number; players: boolean }[];
  /** For each spec, the ids of legal choices ("you"/"opponent" for players). */
  legal: string[][];
  /** Modes of a modal spell (CR 700.2), by index; empty for non-modal spells. */
  modes: string[];
  hasX: boolean;
  kicker: string | null;
  buyback: string | null;
  /** Number of Phyrexian mana symbols in the cost (each may be paid with 2 life, CR 107.4f). */
  phyrexian: number;
}

/**
 * The targets and announcements a UI must ask for before sending `cast` (source
 * `{ cast: objectId, modes? }`) or `activate` (source `{ activate: objectId, ability }`).
 * Returns null when the object has no such spell or ability.
 */
export function targetChoices(
  state: GameState,
  cards: CardRegistry,
  player: PlayerId,
  source: { cast: ObjectId; modes?: number[] } | { activate: ObjectId; ability: number },
): TargetChoices | null {
  const ctx: Ctx = newCtx(state, cards);
  const o = state.objects["cast" in source ? source.cast : source.activate];
  if (!o) return null;
  if ("cast" in source) {
    const def = o.card ? findDefinition(cards, state, o.card) : undefined;
    if (!def) return null;
    const specs = spellTargetSpecs(def, source.modes ?? []);
    return {
      specs: specs.map((s) => ({ text: s.text, min: s.min, max: s.max, players: !!s.players })),
      legal: specs.map((s) => legalTargets(ctx, s, player)),
      modes: def.spell && def.spell.modes.length > 1 ? def.spell.modes.map((m) => m.text) : [],
      hasX: parseManaCost(def.manaCost).some((m) => m.kind === "x"),
      kicker: def.kicker ?? null,
      buyback: def.buyback ?? null,
      phyrexian: parseManaCost(def.manaCost).filter((m) => m.kind === "phyrexian").length,
    };
  }
  const ab = activatedAbilities(characteristics(ctx, o.id))[source.ability];
  if (!ab) return null;
  return {
    specs: ab.targets.map((s) => ({ text: s.text, min: s.min, max: s.max, players: !!s.players })),
    legal: ab.targets.map((s) => legalTargets(ctx, s, player, o.id)),
    modes: [],
    hasX: parseManaCost(ab.cost.mana ?? null).some((m) => m.kind === "x"),
    kicker: null,
    buyback: null,
    phyrexian: 0,
  };
}
