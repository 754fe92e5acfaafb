/**
 * The goldfish autopilot: a player that answers every decision of a goldfish game by
 * choosing among `legalActions`, to measure how fast a deck kills (DESIGN.md "plays
 * thousands of goldfish games on autopilot"). It is a client of the engine like the UI:
 * it imports only the public API (`./index.js`), reads the plain-data `GameState` and
 * never touches the engine's internals. Pure and deterministic: no clock, no Math.random —
 * the same state always gives the same action, so a game is a function of its setup.
 *
 * The policy, decision by decision:
 *
 * - **Mulligan** (London, CR 103.5): keep a 7-card hand with 2–5 lands; after one
 *   mulligan keep 1–5 lands; after two keep 1–6; after three keep anything. The cards put
 *   on the bottom are the worst: excess lands while the hand has more than ~40% lands,
 *   otherwise the spell with the highest mana value (spells it can't cast for color first).
 * - **Land drop**: one each turn, preferring a land that enters untapped and adds a color
 *   the hand needs; a fetch land (Evolving Wilds, cracked at once) or a tapped land on
 *   turns when one more untapped mana would not enable a spell. Shocklands: pay 2 life when
 *   the extra untapped mana enables a spell, or spares an attacking creature from tapping.
 * - **Main phase 1**: haste enablers first (Fervor), then creatures (largest mana value
 *   first, to use the mana), token makers, earthbend on an untapped land, copies of its
 *   best creature (Twinflame; with strive, of its best two or three when the mana allows —
 *   checked on a copy of the state), Auras and equipment on its best creature, a kicked Goblin
 *   Bushwhacker after the creatures it pumps, then burn at the goldfish's face. Kicker is
 *   paid when affordable; X is as large as possible (Blaze waits for X ≥ 3 unless it is
 *   lethal or the hand is otherwise empty); Phyrexian symbols are paid with life.
 *   A ritual (Dark Ritual) only when its mana makes a spell in hand castable; a team pump
 *   (Overrun) once creatures that can attack are out; a land that becomes a creature
 *   (Treetop Village) last, if it stays untapped to attack.
 * - **Combat**: attack with everything that can (the goldfish never blocks), then pump
 *   spells, and free {T} pumps (Angelic Page), on an attacking creature before damage.
 * - **Main phase 2**: whatever is still castable (creatures for next turn, tokens, burn),
 *   {T} damage abilities at the goldfish.
 * - **Never** burns or shrinks its own creatures or itself when the goldfish is a legal
 *   choice; steal effects (Act of Treason) target only opponent creatures — the goldfish
 *   has none, so they are not cast. Unknown (non-automated) cards are cast last.
 * - **Looking at the top of the library** (scry, "look at the top N"): lands are wanted while
 *   fewer than four are in play and in hand, spells castable with one more land otherwise; the
 *   wanted cards go to the hand or stay on top (best first), the others to the bottom (see
 *   `arrange`).
 * - **Upkeep costs** ("sacrifice ~ unless you pay", echo, cumulative upkeep): always paid when
 *   the mana is there (the permanent already on the battlefield is worth more than the mana).
 * - **Choices**: counters menace+lifelink (then deathtouch); a search finds the basic land
 *   of the color it lacks most; discards drop excess lands or the most expensive spell; a
 *   target card in a graveyard (Gravedigger) is our own most expensive one. Auras that
 *   restrict (Pacifism) count as removal, never cast on our own creatures.
 * - The goldfish's turns are skipped with `passUntil` (main phase 1 of your next turn).
 */
import {
  apply, applyInPlace, currentCharacteristics, DRAW_INSTEAD_OF_DREDGE, costColors, legalActions, manaValue, newGame, parseManaCost, slotsCanTake, view,
  type Action, type CardDefinition, type CardRegistry, type Decision, type Effect, type GameSetup, type GameState,
  type StepName, type TargetSpec,
} from "./index.js";

/** Options of `playGame`. */
export interface PlayOptions {
  /** Stop after this many of your turns without a kill (default 20). */
  maxTurns?: number;
  /** Safety limit on the number of actions (default 5,000). */
  maxActions?: number;
}

/** The result of one autopilot game. */
export interface PlayResult {
  /** Your turn number (1 = your first turn) in which the goldfish reached 0 life, or null. */
  killTurn: number | null;
  mulligans: number;
  /** Every action applied, in order: with the setup, a game file that `replay` reproduces. */
  actions: Action[];
  /** Actions the engine refused (each replaced by a fallback action). Zero in a healthy run. */
  refused: number;
  /** The first refusal's message, for reports. */
  firstRefusal?: string;
  /** True when the game ended because you drew from an empty library (CR 704.5b). */
  decked: boolean;
}

/** How many turns `you` have begun by `state.turn` (the goldfishing count: 1 = your first turn). */
export function yourTurnNumber(state: GameState): number {
  return state.startingPlayer === "you" ? Math.ceil(state.turn / 2) : Math.floor(state.turn / 2);
}

/**
 * The seed of game `index` of a run seeded `seed` (a 32-bit mix of both, murmur3's
 * finaliser). Every client (CLI workers, the desktop stats worker) derives game seeds with
 * it, so a run's results depend only on its seed and game count, never on how it is split.
 */
export function gameSeed(seed: number, index: number): number {
  let h = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca77)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Plays one goldfish game on autopilot from `setup` until the goldfish dies or `maxTurns`
 * of your turns have passed. Deterministic: the same setup gives the same game.
 */
export function playGame(setup: GameSetup, registry: CardRegistry, opts: PlayOptions = {}): PlayResult {
  const maxTurns = opts.maxTurns ?? 20;
  const maxActions = opts.maxActions ?? 5000;
  const s = newGame(setup, registry);
  const actions: Action[] = [];
  let refused = 0;
  let firstRefusal: string | undefined;
  while (actions.length < maxActions && !s.winner && yourTurnNumber(s) <= maxTurns) {
    const a = chooseAction(s, registry);
    if (!a) break;
    const r = applyInPlace(s, a, registry);
    if (r.ok) { actions.push(a); continue; }
    refused++;
    firstRefusal ??= `${JSON.stringify(a)}: ${r.error.message} [${r.error.rules.join(", ")}]`;
    // fall back to the engine's own first legal answer (or passing priority)
    const fallback = legalActions(s, "you", registry).find((x) => x.type !== "cast" && x.type !== "activate" && x.type !== "playLand");
    if (!fallback || !applyInPlace(s, fallback, registry).ok) break;
    actions.push(fallback);
  }
  const killTurn = s.winner === "you" ? yourTurnNumber(s) : null;
  const decked = s.winner === "opponent" && s.players.you.drewFromEmpty;
  return { killTurn, mulligans: s.players.you.mulligans, actions, refused, decked, ...(firstRefusal ? { firstRefusal } : {}) };
}

/** The autopilot's action for `you` in `state`, or null when `you` has nothing to do (game over). */
export function chooseAction(state: GameState, registry: CardRegistry): Action | null {
  if (state.winner) return null;
  const pending = state.pending;
  if (pending) {
    if (pending.decision.player !== "you") return null;
    return decide(state, registry, pending.decision);
  }
  if (state.priority !== "you") return null;
  return priorityAction(state, registry);
}

// ------------------------------------------------------------------ priority

const passUntil = (step: StepName, nextTurn = false): Action => ({ type: "passUntil", player: "you", step, ...(nextTurn ? { nextTurn, active: "you" as const } : {}) });
const PASS: Action = { type: "pass", player: "you" };

function priorityAction(state: GameState, registry: CardRegistry): Action {
  if (state.active !== "you") return passUntil("main1", true);
  if (state.stack.length > 0) return PASS; // never responds: let its own spells and abilities resolve
  switch (state.step) {
    case "untap": case "upkeep": case "draw":
      return passUntil("main1");
    case "main1":
      return (mightAct(state, registry, "main1") ? mainPhaseAction(state, registry, true) : null) ?? passUntil("declare_attackers");
    case "beginning_of_combat":
      return passUntil("declare_attackers");
    case "declare_attackers": case "declare_blockers":
      if (state.combat && state.combat.attackers.length > 0 && mightAct(state, registry, "combat")) {
        const a = combatAction(state, registry);
        if (a) return a;
      }
      return afterCombat(state, registry);
    case "combat_damage": case "end_of_combat":
      return afterCombat(state, registry);
    case "main2":
      return (mightAct(state, registry, "main2") ? mainPhaseAction(state, registry, false) : null) ?? passUntil("main1", true);
    default:
      return passUntil("main1", true);
  }
}

/** After combat: stop in main phase 2 only if something might be done there, else skip to the next turn. */
function afterCombat(state: GameState, registry: CardRegistry): Action {
  return mightAct(state, registry, "main2") ? passUntil("main2") : passUntil("main1", true);
}

/**
 * A cheap, conservative test (no `legalActions`): false only when nothing can be done now —
 * no land to play, no card (in hand, or with flashback in the graveyard) whose mana cost
 * could be paid by the mana pool plus every untapped land and mana source we control
 * (each counted for its largest mana ability, plus "tap a creature for mana" bonuses), and no
 * affordable non-mana activated ability of the kinds the autopilot uses at this `moment` (equip
 * before combat, {T} damage after). Cards it never plays at this moment (steal and removal with
 * nothing to aim at, pump outside combat) don't count. In combat, only instants and cards
 * with flash that pump or burn. Saves most `legalActions` calls once the hand is stuck.
 */
function mightAct(state: GameState, registry: CardRegistry, moment: "main1" | "main2" | "combat"): boolean {
  const instantsOnly = moment === "combat";
  const you = state.players.you;
  let mana = 0;
  for (const n of Object.values(you.manaPool)) mana += n;
  let bonus = 0;
  let untapped = 0;
  let sources = 0;
  // the least mana an activated ability we might use needs (combat: none are used)
  let cheapestAbility = Infinity;
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o || o.controller !== "you") continue;
    const def = o.card ? definitionOf(state, registry, o.card) : undefined;
    const abilities = def?.abilities ?? [];
    for (const a of abilities) {
      if (a.kind === "triggered" && a.event.kind === "tappedForMana") bonus += a.effects.length;
      if (instantsOnly || a.kind !== "activated" || isManaAbilityDef(a) || a.cost.sacrifice || (a.cost.tap && o.tapped)) continue;
      // the abilities mainPhaseAction uses, when it uses them
      const kinds = new Set(a.effects.map((e) => e.kind));
      const attach = kinds.has("attach");
      if (attach && (moment !== "main1" || (o.attachedTo && state.objects[o.attachedTo]?.controller === "you"))) continue; // equip before combat, once
      if (kinds.has("damage") && moment === "main1") continue; // {T} damage after combat
      const animate = moment === "main1" && a.effects.some(animatesSelf) && !o.tapped;
      if (!attach && !animate && !kinds.has("damage") && !kinds.has("search") && !kinds.has("createTokens") && !kinds.has("createCopyTokens") && !kinds.has("earthbend") && !kinds.has("addCounters")) continue;
      cheapestAbility = Math.min(cheapestAbility, minimumMana(a.cost.mana ?? null));
    }
    if (!instantsOnly && o.copiable && o.copiable.abilities.length > 0) return true; // a token copy of a card with abilities: look properly
    if (o.tapped) continue;
    // a mana source: a land (basic land types give mana abilities, CR 305.6, also when gained), or a mana ability
    let units = def?.types.includes("Land") || o.copiable?.types.includes("Land") ? 1 : 0;
    for (const a of abilities) if (a.kind === "activated" && isManaAbilityDef(a)) units = Math.max(units, a.effects.reduce((n, e) => n + (e.kind === "addMana" ? e.amount ?? 1 : 0), 0));
    if (units === 0) continue;
    untapped += units;
    sources++;
  }
  mana += untapped + bonus * sources;
  if (cheapestAbility <= mana) return true;
  const castable = (name: string | null): boolean => {
    const def = definitionOf(state, registry, name);
    if (!def || def.additionalCost?.sacrifice) return false;
    if (def.types.includes("Land")) return !instantsOnly && you.landsPlayed < 1;
    if (instantsOnly && !def.types.includes("Instant") && !(def.keywords ?? []).includes("Flash")) return false;
    if ((def.spell?.modes.length ?? 0) <= 1) {
      // cards mainPhaseAction / combatAction never play at this moment
      const role = roleOf(def, def.types);
      if (role === "steal" || role === "removal") return false;
      if (instantsOnly ? role !== "pump" && role !== "burn" : role === "pump" || (role === "nothing" && moment === "main1")) return false;
    }
    return minimumMana(def.manaCost) <= mana;
  };
  for (const id of you.hand) if (castable(state.objects[id]?.card ?? null)) return true;
  for (const id of you.graveyard) {
    const def = definitionOf(state, registry, state.objects[id]?.card ?? null);
    if (def?.flashback) return true;
  }
  return false;
}

const MIN_MANA = new Map<string, number>();

/** The least mana a cost can be paid with: X = 0, Phyrexian symbols paid with life, {2/W} with one W. */
function minimumMana(cost: string | null): number {
  if (!cost) return 0;
  let n = MIN_MANA.get(cost);
  if (n === undefined) {
    n = 0;
    for (const sym of parseManaCost(cost)) {
      if (sym.kind === "generic") n += sym.amount;
      else if (sym.kind !== "x" && sym.kind !== "phyrexian") n += 1;
    }
    MIN_MANA.set(cost, n);
  }
  return n;
}

/** Whether a card's "when ~ enters" ability must target something and harms it. */
function hurtsOwnOnEntry(def: CardDefinition): boolean {
  return (def.abilities ?? []).some((a) => a.kind === "triggered" && a.event.kind === "entersSelf" && a.targets.some((spec) => spec.min > 0 && !spec.players) && harmful(a.effects));
}

/** "~ becomes a … creature": a modify of the source itself that adds the creature type. */
function animatesSelf(e: Effect): boolean {
  return e.kind === "modify" && e.what.kind === "self" && e.mods.some((m) => m.kind === "addTypes" && m.types.includes("Creature"));
}

/**
 * Whether a ritual (a spell that only adds mana: Dark Ritual) makes a spell in hand castable
 * now that isn't without it, counting mana as our untapped sources plus the pool (colors aside).
 */
function ritualEnables(state: GameState, registry: CardRegistry, t: Table, ritual: CardDefinition, precombat: boolean): boolean {
  let pool = 0;
  for (const n of Object.values(state.players.you.manaPool)) pool += n;
  const available = untappedSources(t) + pool;
  const adds = spellEffects(ritual, undefined).reduce((n, e) => n + (e.kind === "addMana" ? e.amount ?? 1 : 0), 0);
  const withRitual = available - minimumMana(ritual.manaCost) + adds;
  return t.hand.some((o) => {
    if (o.types.includes("Land")) return false;
    const def = definitionOf(state, registry, state.objects[o.id]?.card ?? null);
    if (!def) return false;
    const role = roleOf(def, def.types);
    if (role === "ritual" || role === "steal" || role === "removal" || role === "pump" || (role === "nothing" && precombat)) return false;
    const need = minimumMana(def.manaCost);
    return need > available && need <= withRitual;
  });
}

/** A mana ability (CR 605.1a): no target, adds mana (perhaps with a side effect such as damage to you). */
function isManaAbilityDef(a: Extract<NonNullable<CardDefinition["abilities"]>[number], { kind: "activated" }>): boolean {
  return a.targets.length === 0 && a.effects.some((e) => e.kind === "addMana") && a.effects.every((e) => e.kind === "addMana" || e.kind === "damage" || e.kind === "loseLife" || e.kind === "gainLife");
}

/** What the autopilot knows about a card it could cast. */
type Role = "haste" | "creature" | "tokens" | "copy" | "earthbend" | "aura" | "burn" | "pump" | "team" | "ritual" | "steal" | "removal" | "equipment" | "permanent" | "nothing" | "other";

function definitionOf(state: GameState, registry: CardRegistry, name: string | null): CardDefinition | undefined {
  if (!name) return undefined;
  return registry.get(name) ?? state.extraCards[name];
}

function spellEffects(def: CardDefinition, modes: number[] | undefined): Effect[] {
  if (!def.spell) return [];
  const ms = modes && modes.length ? modes : [0];
  return ms.flatMap((m) => def.spell!.modes[m]?.effects ?? []);
}

// "counter": only the player's own spells are ever on the stack in a goldfish game, so a counterspell is never cast (its targets score -Infinity)
const HARMFUL = new Set<Effect["kind"]>(["counter", "damage", "destroy", "exile", "returnToHand", "tap", "gainControl", "sacrificeAll", "sacrifice", "discard", "mill"]);

/** Whether effects do something bad to what they target (so targets must be the goldfish's). */
function harmful(effects: Effect[]): boolean {
  for (const e of effects) {
    if (HARMFUL.has(e.kind)) return true;
    if (e.kind === "modify" && e.mods.some((m) => m.kind === "loseAllAbilities" || m.kind === "setBasePT" || (m.kind === "restrict" && m.restrictions.some((r) => r !== "cantBeBlocked")) || (m.kind === "addPT" && m.power < 0))) return true;
    if (e.kind === "conditional" && harmful(e.then)) return true;
  }
  return false;
}

const ROLES = new WeakMap<CardDefinition, Map<string, Role>>();

function roleOf(def: CardDefinition | undefined, types: string[], modes?: number[]): Role {
  if (!def) return computeRole(def, types, modes);
  let m = ROLES.get(def);
  if (!m) { m = new Map(); ROLES.set(def, m); }
  const key = `${types.join(",")}|${modes?.join(",") ?? ""}`;
  let r = m.get(key);
  if (r === undefined) { r = computeRole(def, types, modes); m.set(key, r); }
  return r;
}

function computeRole(def: CardDefinition | undefined, types: string[], modes?: number[]): Role {
  if (!def || def.automated === false) return types.includes("Creature") ? "creature" : types.some((t) => t === "Instant" || t === "Sorcery") ? "nothing" : "permanent";
  if (types.includes("Creature")) return "creature";
  // an Aura that takes control of what it enchants (Confiscate) steals, like a gain-control spell
  if (def.enchant && def.abilities?.some((a) => a.kind === "static" && a.mods.some((m) => m.kind === "setController"))) return "steal";
  if (def.enchant) return harmful((def.abilities ?? []).flatMap((a) => (a.kind === "static" ? [{ kind: "modify", what: { kind: "self" }, mods: a.mods, duration: { kind: "indefinite" } } as Effect] : []))) ? "removal" : "aura";
  if (def.abilities?.some((a) => a.kind === "static" && a.mods.some((m) => m.kind === "addKeywords" && m.keywords.includes("Haste")) && a.affects.kind === "filter")) return "haste";
  if (types.includes("Equipment") || def.subtypes?.includes("Equipment")) return "equipment";
  const effects = spellEffects(def, modes);
  if (effects.length === 0) return types.some((t) => t === "Instant" || t === "Sorcery") ? "nothing" : "permanent";
  const kinds = new Set(effects.map((e) => e.kind));
  if (kinds.has("gainControl")) return "steal";
  if (kinds.has("damage")) return "burn";
  if (harmful(effects)) return "removal";
  if (kinds.has("earthbend")) return "earthbend";
  if (kinds.has("createCopyTokens")) return "copy";
  if (kinds.has("createTokens")) return "tokens";
  if (effects.every((e) => e.kind === "addMana")) return "ritual";
  if (effects.every((e) => e.kind === "modify" && e.what.kind === "all" && e.mods.some((m) => m.kind === "addPT" && m.power > 0))) return "team";
  if (kinds.has("modify") || kinds.has("addCounters")) return "pump";
  return "other";
}

/**
 * What the autopilot sees of an object: its current characteristics (battlefield: after
 * every layer, via `currentCharacteristics`; hand: printed) and status. Cheaper than `view`.
 */
interface Seen {
  id: string;
  name: string;
  controller: string;
  types: string[];
  subtypes: string[];
  keywords: string[];
  power: number | null;
  manaCost: string | null;
  manaValue: number;
  oracleText: string;
  tapped: boolean;
  /** CR 302.6 "summoning sick" (the control condition is not met). */
  sick: boolean;
  /** A creature that could attack now, as far as the autopilot can tell (scoring only). */
  canAttack: boolean;
  token: boolean;
  attachedTo: string | null;
}

/** A picture of the table for scoring one decision. */
interface Table {
  byId: Map<string, Seen>;
  hand: Seen[];
  mine: Seen[];
  myCreatures: Seen[];
}

const MANA_VALUE = new Map<string, number>();

function mv(cost: string | null): number {
  if (!cost) return 0;
  let n = MANA_VALUE.get(cost);
  if (n === undefined) { n = manaValue(cost); MANA_VALUE.set(cost, n); }
  return n;
}

function table(state: GameState, registry: CardRegistry): Table {
  const chars = currentCharacteristics(state, registry);
  const byId = new Map<string, Seen>();
  const mine: Seen[] = [];
  const myCreatures: Seen[] = [];
  for (const id of state.battlefield) {
    const c = chars.get(id);
    const o = state.objects[id];
    if (!c || !o) continue;
    const started = state.players[c.controller].turnStartedAt;
    const sick = started < 0 || o.controlSince >= started;
    const creature = c.types.includes("Creature");
    const seen: Seen = {
      id, name: c.name, controller: c.controller, types: c.types, subtypes: c.subtypes, keywords: c.keywords, power: c.power,
      manaCost: c.manaCost, manaValue: mv(c.manaCost), oracleText: c.oracleText, tapped: o.tapped, sick,
      canAttack: creature && !o.tapped && (!sick || c.keywords.includes("Haste")), token: o.isToken, attachedTo: o.attachedTo,
    };
    byId.set(id, seen);
    if (c.controller === "you") {
      mine.push(seen);
      if (creature) myCreatures.push(seen);
    }
  }
  const hand: Seen[] = [];
  for (const id of state.players.you.hand) {
    const o = state.objects[id];
    const def = definitionOf(state, registry, o?.card ?? null);
    if (!o || !def) continue;
    const seen: Seen = {
      id, name: def.name, controller: "you", types: def.types, subtypes: def.subtypes ?? [], keywords: def.keywords ?? [], power: def.power ?? null,
      manaCost: def.manaCost, manaValue: mv(def.manaCost), oracleText: def.oracleText, tapped: false, sick: false, canAttack: false, token: false, attachedTo: null,
    };
    byId.set(id, seen);
    hand.push(seen);
  }
  return { byId, hand, mine, myCreatures };
}

/** How good a creature of ours is to pump or copy: attacking / able to attack, then power. */
function creatureValue(o: Seen, attacking: Set<string>): number {
  return (attacking.has(o.id) ? 1000 : 0) + (o.canAttack || !o.sick || o.keywords.includes("Haste") ? 100 : 0) + (o.power ?? 0) * 10 + (o.token ? 0 : 1);
}

/** How good a land of ours is to earthbend: untapped (can attack with haste), already a creature, tapped for mana last. */
function earthbendValue(o: Seen, index: number): number {
  return (o.tapped ? 0 : 1000) + (o.types.includes("Creature") ? 100 : 0) + index;
}

function targetScore(t: Table, targets: string[] | undefined, bad: boolean, role: Role, attacking: Set<string>): number {
  if (!targets || targets.length === 0) return 0;
  let score = 0;
  for (const id of targets) {
    if (bad) {
      if (id === "opponent") score += 50;
      else if (id === "you") return -Infinity;
      else {
        const o = t.byId.get(id);
        if (!o || o.controller === "you") return -Infinity;
        score += 10;
      }
    } else {
      if (id === "opponent") return -Infinity;
      if (id === "you") continue;
      const o = t.byId.get(id);
      if (!o || o.controller !== "you") return -Infinity;
      if (role === "earthbend") score += earthbendValue(o, t.mine.indexOf(o)) / 100;
      else score += creatureValue(o, attacking) / 100;
    }
  }
  return score;
}

/** Mana sources of ours that are untapped now (lands and creatures that may {T}). */
function untappedSources(t: Table, creatures = true): number {
  let n = 0;
  for (const o of t.mine) {
    if (o.tapped) continue;
    if (!/\{T\}: Add|\(\{T\}: Add/.test(o.oracleText) && !o.subtypes.some((st) => BASIC_COLOR[st])) continue;
    if (o.types.includes("Creature") && (!creatures || (o.sick && !o.keywords.includes("Haste")))) continue;
    n++;
  }
  return n;
}

function mainPhaseAction(state: GameState, registry: CardRegistry, precombat: boolean): Action | null {
  // The land drop comes first, and is certainly legal here (our main phase, empty stack,
  // no land played yet: CR 305.1-305.2): no need to list every action for it.
  let seen: Table | null = null;
  if (state.players.you.landsPlayed < 1) {
    const t = (seen = table(state, registry));
    let best: Seen | null = null;
    let bestScore = -Infinity;
    for (const o of t.hand) {
      if (!o.types.includes("Land")) continue;
      const score = landScore(state, registry, t, o.id);
      if (score > bestScore) { best = o; bestScore = score; }
    }
    if (best) return { type: "playLand", player: "you", object: best.id };
  }
  const legal = legalActions(state, "you", registry);
  if (legal.length <= 1) return null; // only "pass"
  const t = seen ?? table(state, registry);
  const attacking = new Set<string>();
  let best: Action | null = null;
  let bestScore = 0;
  const consider = (a: Action, score: number) => {
    if (score > bestScore) { best = a; bestScore = score; }
  };
  const hand = t.hand;
  const spellsInHand = hand.filter((o) => !o.types.includes("Land")).length;
  for (const a of legal) {
    if (a.type === "playLand") {
      consider(a, 10000 + landScore(state, registry, t, a.object));
    } else if (a.type === "cast") {
      const o = t.byId.get(a.object);
      if (!o) continue;
      const def = definitionOf(state, registry, (state.objects[a.object]?.card) ?? null);
      if (def?.additionalCost?.sacrifice) continue; // sacrificing a permanent to cast (CR 118.8) is left to the player
      const role = roleOf(def, o.types, a.modes);
      const mv = o.manaValue;
      let score = 0;
      switch (role) {
        case "haste": score = 7000 + mv; break;
        case "creature":
          score = 5000 + mv * 10 + (o.keywords.includes("Haste") ? 5 : 0);
          // a creature whose toughness is defined by a count (Boneyard Wurm) would die at 0 (CR 704.5f)
          if (def?.toughnessCda !== undefined && (view(state, registry).players.you.hand.find((h) => h.id === a.object)?.toughness ?? 0) <= 0) score = 0;
          if (def?.kicker && def.abilities?.some((ab) => ab.kind === "triggered" && ab.effects.some((e) => e.kind === "modify" && e.what.kind === "all"))) {
            // kicked, it pumps the team and gives haste (Goblin Bushwhacker): cast it kicked after the
            // creatures it pumps; unkicked only as the last spell of the hand, after combat
            score = a.kicker ? 3500 + 10 * t.myCreatures.length : !precombat && spellsInHand <= 1 ? 1100 : 0;
          } else if (a.kicker) score += 50;
          break;
        case "tokens": score = 4500 + mv * 10; break;
        case "earthbend": score = 4400 + mv * 10; break;
        case "copy": {
          if (t.myCreatures.length === 0) break;
          score = 4200 + mv * 10;
          break;
        }
        case "aura": score = t.myCreatures.length ? 4300 + mv : 0; break;
        case "equipment": score = 2000 + mv; break;
        case "burn": {
          score = 3000 + mv;
          const x = a.x;
          if (x !== undefined) {
            const life = state.players.opponent.life;
            if (x < 3 && x < life && spellsInHand > 1) score = 0;
            else score += x;
          }
          break;
        }
        case "permanent": score = 1500 + mv; break;
        case "nothing": score = precombat ? 0 : 1000 + mv; break;
        case "other": score = 1200 + mv; break;
        case "ritual": score = def && ritualEnables(state, registry, t, def, precombat) ? 9500 : 0; break;
        case "team": {
          // a team pump (Overrun) before combat, once the creatures that can attack are out
          const attackers = t.myCreatures.filter((c) => c.canAttack).length;
          score = precombat && attackers > 0 ? 3200 + 10 * attackers : 0;
          break;
        }
        case "pump": case "steal": case "removal": score = 0; break;
      }
      // A permanent whose enters trigger must harm a target (Acidic Slime, Oblivion Ring) while
      // the goldfish has no permanent: it would have to hit one of ours, so it waits.
      if (def && hurtsOwnOnEntry(def) && !state.battlefield.some((id) => state.objects[id]?.controller === "opponent")) continue;
      if (score <= 0) continue;
      const bad = role === "burn" || role === "removal" || role === "steal" || harmful(def ? spellEffects(def, a.modes) : []);
      if (role === "copy") {
        const better = bestCopyTarget(t, attacking);
        if (!better) continue;
        const c = a.targets && a.targets.length === 1 && a.targets[0] !== better ? { ...a, targets: [better] } : a;
        const ts = targetScore(t, c.targets, false, role, attacking);
        if (ts !== -Infinity) consider(c, score + ts);
        continue;
      }
      const ts = targetScore(t, a.targets, bad, role, attacking);
      if (ts === -Infinity) continue;
      consider(withPhyrexianLife(state, def, a), score + ts);
    } else if (a.type === "activate") {
      const o = t.byId.get(a.object);
      if (!o) continue;
      const def = definitionOf(state, registry, state.objects[a.object]?.card ?? null);
      const ab = def?.abilities?.filter((x) => x.kind === "activated")[a.ability];
      if (!ab || ab.kind !== "activated" || ab.cost.sacrifice) continue; // sacrificing another permanent (CR 118.3) is left to the player
      if (isManaAbilityDef(ab)) continue; // mana is made as spells are paid for (CR 601.2g), not on its own
      let score = 0;
      const effects = ab.effects;
      if (effects.some((e) => e.kind === "search")) score = 9000;
      else if (effects.some((e) => e.kind === "attach")) {
        if (o.attachedTo && t.byId.get(o.attachedTo)?.controller === "you") continue;
        score = precombat ? 2500 : 0;
      } else if (effects.some((e) => e.kind === "damage")) {
        score = precombat ? 0 : 2600;
      } else if (effects.some((e) => e.kind === "createTokens" || e.kind === "createCopyTokens" || e.kind === "earthbend" || e.kind === "addCounters")) {
        score = 2400;
      } else if (effects.some(animatesSelf)) {
        // a land that becomes a creature (Treetop Village): before combat, if it could attack
        // and is still untapped once the cost is paid; after the spells (mana for them first)
        if (!precombat || o.types.includes("Creature") || o.tapped || o.sick) continue;
        const after = apply(state, a, registry);
        if (!after.ok || after.state.objects[a.object]?.tapped !== false) continue;
        score = 1150;
      } else continue; // unknown abilities (sacrifice everything…) are left alone
      if (score <= 0) continue;
      const bad = harmful(effects);
      const ts = targetScore(t, a.targets, bad, effects.some((e) => e.kind === "earthbend") ? "earthbend" : "pump", attacking);
      if (ts === -Infinity) continue;
      consider(a, score + ts);
    }
  }
  return best ? moreCopies(state, registry, t, best, attacking) : null;
}

/**
 * A copy spell with strive (Twinflame: "any number of target creatures you control", {2}{R}
 * more per extra target): copy the best two or three creatures when the mana allows. The
 * larger casts are tried on a copy of the state (`apply` is pure), so nothing unaffordable
 * is ever played; this happens only when such a spell is the chosen play.
 */
function moreCopies(state: GameState, registry: CardRegistry, t: Table, chosen: Action, attacking: Set<string>): Action {
  if (chosen.type !== "cast" || !chosen.targets || chosen.targets.length !== 1) return chosen;
  const def = definitionOf(state, registry, state.objects[chosen.object]?.card ?? null);
  if (!def?.strive || roleOf(def, def.types, chosen.modes) !== "copy") return chosen;
  const spec = spellTargetSpec(def);
  if (!spec || spec.max < 2) return chosen;
  const ranked = t.myCreatures.filter((o) => !o.keywords.includes("Shroud")).sort((a, b) => creatureValue(b, attacking) - creatureValue(a, attacking));
  // only try what the untapped mana could possibly pay (each extra target costs the strive cost more)
  const mana = untappedSources(t) + Object.values(state.players.you.manaPool).reduce((n, x) => n + x, 0);
  const affordable = Math.floor((mana - minimumMana(def.manaCost)) / Math.max(1, minimumMana(def.strive))) + 1;
  for (let k = Math.min(3, spec.max, ranked.length, affordable); k >= 2; k--) {
    const bigger: Action = { ...chosen, targets: ranked.slice(0, k).map((o) => o.id) };
    if (apply(state, bigger, registry).ok) return bigger;
  }
  return chosen;
}

function spellTargetSpec(def: CardDefinition): TargetSpec | undefined {
  const specs = def.spell?.modes[0]?.targets ?? [];
  return specs.length === 1 ? specs[0] : undefined;
}

function bestCopyTarget(t: Table, attacking: Set<string>): string | null {
  let best: Seen | null = null;
  for (const o of t.myCreatures) {
    if (o.keywords.includes("Shroud")) continue;
    if (!best || creatureValue(o, attacking) > creatureValue(best, attacking)) best = o;
  }
  return best?.id ?? null;
}

/** Pays Phyrexian symbols with life while life is comfortable (the goldfish never attacks). */
function withPhyrexianLife(state: GameState, def: CardDefinition | undefined, a: Extract<Action, { type: "cast" }>): Action {
  if (!def || a.phyrexian || !/\/P\}/i.test(def.manaCost ?? "") || a.flashback) return a;
  const symbols = (def.manaCost ?? "").match(/\/P\}/gi)?.length ?? 0;
  if (state.players.you.life <= 2 * symbols + 4) return a;
  return { ...a, phyrexian: "life" };
}

const BASIC_COLOR: Record<string, string> = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G" };

/** Colors a land (by its view) can add: basic land types plus `{C}` symbols of its mana abilities' text. */
const LAND_COLORS = new Map<string, string[]>();

function landColors(o: Seen): string[] {
  const key = `${o.subtypes.join(" ")}|${o.oracleText}`;
  let colors = LAND_COLORS.get(key);
  if (colors) return colors;
  const out = new Set<string>();
  for (const st of o.subtypes) if (BASIC_COLOR[st]) out.add(BASIC_COLOR[st]!);
  for (const m of o.oracleText.matchAll(/Add ((?:\{[WUBRGC]\}(?:,? or |, )?)+)/g)) for (const c of m[1]!.matchAll(/\{([WUBRGC])\}/g)) out.add(c[1]!);
  colors = [...out];
  if (LAND_COLORS.size < 10_000) LAND_COLORS.set(key, colors);
  return colors;
}

function colorsWeHave(t: Table): Set<string> {
  const have = new Set<string>();
  for (const o of t.mine) if (o.types.includes("Land") || /Add \{/.test(o.oracleText)) for (const c of landColors(o)) have.add(c);
  return have;
}

function colorsNeeded(t: Table): Map<string, number> {
  const need = new Map<string, number>();
  for (const o of t.hand) {
    if (o.types.includes("Land")) continue;
    for (const c of costColors(o.manaCost)) need.set(c, (need.get(c) ?? 0) + 1);
  }
  return need;
}

function landScore(state: GameState, registry: CardRegistry, t: Table, id: string): number {
  const o = t.byId.get(id);
  if (!o) return 0;
  const def = definitionOf(state, registry, state.objects[id]?.card ?? null);
  const reps = (def?.abilities ?? []).flatMap((a) => (a.kind === "replacement" ? [a.replacement] : []));
  let untapped = true;
  for (const r of reps) {
    if (r.kind === "entersTapped") untapped = false;
    if (r.kind === "entersTappedUnlessControl" && !t.mine.some((m) => m.subtypes.some((st) => r.subtypes.includes(st)))) untapped = false;
  }
  // a bounce land (Golgari Rot Farm) with no other land to return would return itself: a wasted land drop
  const bounces = (def?.abilities ?? []).some((a) => a.kind === "triggered" && a.event.kind === "entersSelf" && a.effects.some((e) => e.kind === "choose" && e.filter.types?.includes("Land")));
  if (bounces && !t.mine.some((m) => m.types.includes("Land"))) return -Infinity;
  const colors = landColors(o);
  const fetch = (def?.abilities ?? []).some((a) => a.kind === "activated" && a.effects.some((e) => e.kind === "search"));
  let score = 0;
  if (colors.length > 0 && untapped) score += 100;
  if (fetch) score += hasCastableAtPlusOne(t) ? 60 : 150;
  const have = colorsWeHave(t);
  const need = colorsNeeded(t);
  for (const c of colors) if (!have.has(c)) score += 10 * (need.get(c) ?? 0) + 1;
  // a shockland is worth playing now when the mana matters; a land that enters tapped anyway goes first when nothing needs mana
  if (reps.some((r) => r.kind === "payLifeOrTapped")) score -= 5;
  if (!untapped && !hasCastableAtPlusOne(t)) score += 90;
  return score + colors.length;
}

/** Whether some spell in hand has mana value exactly one more than our untapped sources (one more land enables it). */
function hasCastableAtPlusOne(t: Table): boolean {
  const n = untappedSources(t);
  return t.hand.some((o) => !o.types.includes("Land") && o.manaValue > 0 && o.manaValue <= n + 1 && o.manaValue > n);
}

/**
 * Whether one more untapped land matters now: it makes a spell in hand castable, or lets a
 * spell be cast without tapping a creature (a mana creature or an earthbent land) that could attack.
 */
function extraManaMatters(t: Table): boolean {
  const all = untappedSources(t);
  const lands = untappedSources(t, false);
  return t.hand.some((o) => !o.types.includes("Land") && o.manaValue > 0 && o.manaValue <= all + 1 && o.manaValue > Math.min(all, lands));
}

// ------------------------------------------------------------------ combat

function combatAction(state: GameState, registry: CardRegistry): Action | null {
  const legal = legalActions(state, "you", registry);
  if (legal.length <= 1) return null;
  const t = table(state, registry);
  const attacking = new Set(state.combat!.attackers.filter((x) => x.defender === "opponent").map((x) => x.attacker));
  let best: Action | null = null;
  let bestScore = 0;
  for (const a of legal) {
    if (a.type === "activate") {
      // a free pump of an attacking creature (Angelic Page): before damage
      const def = definitionOf(state, registry, state.objects[a.object]?.card ?? null);
      const ab = def?.abilities?.filter((x) => x.kind === "activated")[a.ability];
      if (!ab || ab.kind !== "activated" || ab.cost.mana || ab.cost.sacrifice || !ab.effects.every((e) => e.kind === "modify" && !harmful([e]))) continue;
      if (!a.targets || a.targets.length === 0 || !a.targets.every((id) => attacking.has(id))) continue;
      const score = 800 + targetScore(t, a.targets, false, "pump", attacking);
      if (score > bestScore) { best = a; bestScore = score; }
      continue;
    }
    if (a.type !== "cast") continue;
    const o = t.byId.get(a.object);
    if (!o) continue;
    const def = definitionOf(state, registry, state.objects[a.object]?.card ?? null);
    if (def?.additionalCost?.sacrifice) continue; // sacrificing a permanent to cast (CR 118.8) is left to the player
    const role = roleOf(def, o.types, a.modes);
    let score = 0;
    if (role === "pump") {
      if (!a.targets || !a.targets.every((id) => attacking.has(id))) continue;
      score = 1000 + o.manaValue;
    } else if (role === "burn" && a.x === undefined) {
      score = 500 + o.manaValue;
    } else continue;
    const ts = targetScore(t, a.targets, role === "burn", role, attacking);
    if (ts === -Infinity) continue;
    if (score + ts > bestScore) { best = withPhyrexianLife(state, def, a); bestScore = score + ts; }
  }
  return best;
}

// ------------------------------------------------------------------ decisions

function decide(state: GameState, registry: CardRegistry, d: Decision): Action | null {
  switch (d.kind) {
    case "mulligan": return mulligan(state, registry, d.mulligans);
    case "bottom": return { type: "choose", player: "you", options: worstCards(state, registry, d.count, "bottom") };
    case "declareAttackers": {
      const first = legalActions(state, "you", registry)[0];
      return first ?? { type: "declareAttackers", player: "you", attackers: [] };
    }
    case "declareBlockers": return { type: "declareBlockers", player: "you", blocks: [] };
    case "targets": return triggerTargets(state, registry, d);
    case "choice": return choice(state, registry, d);
    case "arrange": return arrange(state, registry, d);
  }
}

/** Lands it wants in play and in hand together before it prefers spells (a goldfish curve tops out around four). */
const LANDS_WANTED = 4;

/**
 * Where the cards looked at go (scry, CR 701.18a; "look at the top N", 608.2c). Each card has
 * a value: a land is worth 100 while lands in play plus lands in hand (plus lands already kept)
 * are fewer than four, else 0; a spell 50 + its mana value when that is at most one more than
 * those lands, else 20 − its mana value. Cards are ranked best first, one at a time, so a second
 * land is worth less once the first is kept. Then, place by place in the decision's order: a
 * hand (or a "one on top") takes the best cards it may (as many as allowed, the slots
 * respected); the bottom or a graveyard (scry's "any number", "any number into your graveyard")
 * takes the cards worth less than 30, at least as many as it must; the rest go where the text
 * says — on top best first (the next draw is the card it wants most), elsewhere as they were.
 */
function arrange(state: GameState, registry: CardRegistry, d: Extract<Decision, { kind: "arrange" }>): Action {
  const t = table(state, registry);
  const landCount = (os: Seen[]) => os.filter((o) => o.types.includes("Land")).length;
  const lands = landCount(t.mine) + landCount(t.hand);
  const info = d.cards.map((c, i) => {
    const def = definitionOf(state, registry, state.objects[c.id]?.card ?? null);
    return { i, land: def?.types.includes("Land") ?? false, mv: mv(def?.manaCost ?? null) };
  });
  let kept = 0;
  const value = (c: (typeof info)[number], extra = 0): number => {
    if (c.land) return lands + kept + extra < LANDS_WANTED ? 100 : 0;
    return c.mv <= lands + kept + extra + 1 ? 50 + c.mv : 20 - c.mv;
  };
  /** `cards` best first, each valued as if the ones before it were kept. */
  const ranked = (cards: typeof info): { c: (typeof info)[number]; v: number }[] => {
    const left = [...cards];
    const out: { c: (typeof info)[number]; v: number }[] = [];
    let extra = 0;
    while (left.length > 0) {
      let best = 0;
      for (let k = 1; k < left.length; k++) if (value(left[k]!, extra) > value(left[best]!, extra)) best = k;
      const c = left.splice(best, 1)[0]!;
      out.push({ c, v: value(c, extra) });
      if (c.land) extra++;
    }
    return out;
  };
  const to: string[] = d.cards.map(() => d.places[d.places.length - 1]!.to);
  let left = [...info];
  const order: number[] = [];
  for (const p of d.places.slice(0, -1)) {
    const keep = p.to === "hand" || p.to === "top";
    const candidates = ranked(left);
    if (!keep) candidates.reverse(); // worst first
    const chosen: number[] = [];
    for (const { c, v } of candidates) {
      if (chosen.length >= p.max) break;
      if (!keep && chosen.length >= p.min && v >= 30) break;
      if (p.fits && !slotsCanTake(p.fits, [...chosen, c.i])) continue;
      chosen.push(c.i);
    }
    for (const i of chosen) {
      to[i] = p.to;
      order.push(i);
      if (keep && info[i]!.land) kept++;
    }
    left = left.filter((c) => !chosen.includes(c.i));
  }
  const rest = d.places[d.places.length - 1]!;
  order.push(...(rest.to === "top" ? ranked(left).map((x) => x.c.i) : left.map((c) => c.i)));
  return { type: "choose", player: "you", targets: order.map((i) => d.cards[i]!.id), options: order.map((i) => to[i]!) };
}

/** Keep 2–5 lands in 7; after one mulligan 1–5, after two 1–6, after three anything. */
export function keepRange(mulligans: number): [number, number] {
  if (mulligans === 0) return [2, 5];
  if (mulligans === 1) return [1, 5];
  if (mulligans === 2) return [1, 6];
  return [0, 7];
}

function mulligan(state: GameState, registry: CardRegistry, mulligans: number): Action {
  const hand = view(state, registry).players.you.hand;
  const lands = hand.filter((o) => o.types.includes("Land")).length;
  const [lo, hi] = keepRange(mulligans);
  const keep = lands >= lo && lands <= hi;
  return { type: "choose", player: "you", options: [keep ? "keep" : "mulligan"] };
}

/**
 * The `count` least useful cards of the hand, by name: lands while the hand keeps more than
 * ~40% lands (or, for a discard, once five lands are in play), else the spell with the
 * highest mana value, spells of colors the lands can't make first.
 */
function worstCards(state: GameState, registry: CardRegistry, count: number, why: "bottom" | "discard"): string[] {
  const t = table(state, registry);
  const hand = [...t.hand];
  const landsInPlay = t.mine.filter((o) => o.types.includes("Land")).length;
  const handLands = hand.filter((o) => o.types.includes("Land"));
  const have = new Set([...t.mine, ...handLands].flatMap((o) => (o.types.includes("Land") ? landColors(o) : [])));
  const out: string[] = [];
  for (let k = 0; k < count && hand.length > 0; k++) {
    const keptSize = hand.length - 1;
    const lands = hand.filter((o) => o.types.includes("Land"));
    const spells = hand.filter((o) => !o.types.includes("Land"));
    const tooManyLands = why === "bottom" ? lands.length > Math.max(1, Math.round(keptSize * 0.42)) : landsInPlay + lands.length > 5;
    let pick: Seen | undefined;
    if ((tooManyLands || spells.length === 0) && lands.length > 0) pick = lands[lands.length - 1];
    else {
      const offColor = (o: Seen) => costColors(o.manaCost).some((c) => !have.has(c));
      pick = [...spells].sort((a, b) => Number(offColor(b)) - Number(offColor(a)) || b.manaValue - a.manaValue)[0];
    }
    if (!pick) break;
    out.push(pick.name);
    hand.splice(hand.indexOf(pick), 1);
  }
  return out;
}

function triggerTargets(state: GameState, registry: CardRegistry, d: Extract<Decision, { kind: "targets" }>): Action {
  const cont = state.pending?.continuation;
  if (cont?.kind === "resolve") return chosenToGiveUp(state, registry, d, cont.frame.source);
  const effects = cont && cont.kind === "trigger" ? cont.trigger.effects : [];
  const bad = harmful(effects);
  const earthbend = effects.some((e) => e.kind === "earthbend");
  const t = table(state, registry);
  const attacking = new Set((state.combat?.attackers ?? []).map((x) => x.attacker));
  const out: string[] = [];
  d.specs.forEach((spec: TargetSpec, k: number) => {
    const avail = (d.legal[k] ?? []).filter((id) => !out.includes(id));
    const zone = spec.objects?.zone ?? "battlefield";
    // A card in a graveyard (Gravedigger): getting back our own is good, the most expensive first.
    const value = zone === "battlefield" ? (id: string) => targetValue(t, id, bad, earthbend, attacking)
      : (id: string) => (state.objects[id]?.owner === "you" ? 1 + mv(definitionOf(state, registry, state.objects[id]?.card ?? null)?.manaCost ?? null) : -100);
    const scored = avail.map((id) => ({ id, score: value(id) })).sort((a, b) => b.score - a.score);
    const good = scored.filter((x) => x.score > 0);
    const n = Math.max(spec.min, Math.min(spec.max, good.length > 0 ? 1 : 0));
    for (let i = 0; i < n && i < scored.length; i++) out.push(scored[i]!.id);
  });
  return { type: "choose", player: "you", targets: out };
}

/**
 * Permanents chosen while resolving ("return a land you control to its owner's hand", Kor
 * Skyfisher's "a permanent you control"): give up what we lose least — an opponent's, then a
 * tapped land (its mana is spent), a land, a cheap noncreature permanent; the source itself
 * (a bounce land returning itself costs the land drop) only when nothing else is left.
 */
function chosenToGiveUp(state: GameState, registry: CardRegistry, d: Extract<Decision, { kind: "targets" }>, source: string | null): Action {
  const t = table(state, registry);
  const cost = (id: string): number => {
    const o = t.byId.get(id);
    if (!o) return 0;
    if (o.controller !== "you") return -100;
    let c = o.types.includes("Land") ? (o.tapped ? 1 : 5) + (o.types.includes("Creature") ? 20 : 0) : 10 + o.manaValue + (o.types.includes("Creature") ? 10 + (o.power ?? 0) : 0);
    if (id === source) c += 1000;
    return c;
  };
  const spec = d.specs[0];
  const n = spec ? spec.min : 0;
  const picked = [...(d.legal[0] ?? [])].sort((a, b) => cost(a) - cost(b)).slice(0, n);
  return { type: "choose", player: "you", targets: picked };
}

/** How much we want `id` as a target (negative: only if forced). */
function targetValue(t: Table, id: string, bad: boolean, earthbend: boolean, attacking: Set<string>): number {
  if (id === "opponent") return bad ? 1000 : -1000;
  if (id === "you") return bad ? -10 : 1;
  const o = t.byId.get(id);
  if (!o) return 0;
  const mine = o.controller === "you";
  if (bad) return mine ? -100 - (o.power ?? 0) : 100;
  if (!mine) return -100;
  if (earthbend && o.types.includes("Land")) return 1 + earthbendValue(o, t.mine.indexOf(o));
  return 1 + creatureValue(o, attacking);
}

const COUNTER_PREFERENCE = ["menace", "lifelink", "deathtouch", "flying", "first strike", "trample", "vigilance", "haste"];

function choice(state: GameState, registry: CardRegistry, d: Extract<Decision, { kind: "choice" }>): Action {
  const cont = state.pending?.continuation;
  const choose = (options: string[]): Action => ({ type: "choose", player: "you", options });
  if (cont?.kind === "discard") return choose(worstCards(state, registry, d.min, "discard"));
  // Dredge (CR 702.52a) is declined: the autopilot has no plan that values milling or the graveyard card over a fresh draw.
  if (cont?.kind === "draw") return choose([DRAW_INSTEAD_OF_DREDGE]);
  if (d.options.includes("pay") && d.options.includes("tapped")) {
    const t = table(state, registry);
    const useful = (state.active === "you" && (state.step === "main1" || state.step === "main2")) && extraManaMatters(t);
    return choose([useful && state.players.you.life > 6 ? "pay" : "tapped"]);
  }
  // "unless you pay" (CR 118.12a: echo, cumulative upkeep, upkeep costs): pay whenever the engine
  // asks — it asks only when the mana can be paid — to keep the permanent.
  if (d.options.includes("pay") && d.options.includes("don't pay")) return choose(["pay"]);
  if (cont?.kind === "enter" && d.options.every((o) => COUNTER_PREFERENCE.includes(o.toLowerCase()))) {
    const sorted = [...d.options].sort((a, b) => COUNTER_PREFERENCE.indexOf(a.toLowerCase()) - COUNTER_PREFERENCE.indexOf(b.toLowerCase()));
    return choose(sorted.slice(0, d.min));
  }
  if (cont?.kind === "resolve" && /search your library/.test(d.prompt)) {
    const pick = searchPick(state, registry, d.options);
    return choose(pick ? [pick] : d.options.slice(0, d.min));
  }
  return choose(d.options.slice(0, Math.max(d.min, Math.min(1, d.max))));
}

/** The basic land to find: the color the hand (then the library) needs and our lands lack most. */
function searchPick(state: GameState, registry: CardRegistry, options: string[]): string | null {
  const lands = options.filter((n) => BASIC_COLOR[n]);
  if (lands.length === 0) return options[0] ?? null;
  const t = table(state, registry);
  const have = new Map<string, number>();
  for (const o of t.mine) if (o.types.includes("Land")) for (const c of landColors(o)) have.set(c, (have.get(c) ?? 0) + 1);
  const need = colorsNeeded(t);
  // the rest of the deck: library cards' printed costs
  for (const id of state.players.you.library) {
    const def = definitionOf(state, registry, state.objects[id]?.card ?? null);
    if (!def || def.types.includes("Land")) continue;
    for (const c of costColors(def.manaCost)) need.set(c, (need.get(c) ?? 0) + 0.1);
  }
  let best = lands[0]!;
  let bestScore = -Infinity;
  for (const n of lands) {
    const c = BASIC_COLOR[n]!;
    const score = (need.get(c) ?? 0) / (1 + (have.get(c) ?? 0));
    if (score > bestScore) { best = n; bestScore = score; }
  }
  return best;
}
