/**
 * The decisions the engine asks of the player (`decide`): the mulligan (mulligan.ts) and the
 * bottom (bottom.ts), attackers (the engine's first legal declaration: every creature that can
 * attack, CR 508.1a) and no blockers, targets of triggers, choices, and where looked-at cards
 * go (library.ts). Choices: counters menace+lifelink (then deathtouch); a search finds the basic
 * land of the color it lacks most; discards drop excess lands or the most expensive spell; a
 * target card in a graveyard (Gravedigger) is our own most expensive one; upkeep costs are paid
 * whenever the engine asks; dredge is declined.
 */
import {
  DRAW_INSTEAD_OF_DREDGE,
  costColors,
  legalActions,
  type Action,
  type CardRegistry,
  type Decision,
  type GameState,
  type TargetSpec,
} from "@fishbowl/engine";
import { colorsNeeded, extraManaMatters, landColors } from "./lands.js";
import { bottomCards } from "./bottom.js";
import { arrange } from "./library.js";
import { mulligan, worstCards } from "./mulligan.js";
import { BASIC_COLOR, definitionOf, harmful, mv } from "./roles.js";
import { creatureValue, earthbendValue, table, type Table } from "./table.js";

/** The answer to decision `d` pending for `you`. */
export function decide(state: GameState, registry: CardRegistry, d: Decision): Action | null {
  // choices the engine used to make by itself (trigger order, legend rule, damage division): its default
  if ("default" in d && d.default) return { type: "choose", player: "you", ...d.default };
  switch (d.kind) {
    case "mulligan":
      return mulligan(state, registry, d.mulligans);
    case "bottom":
      return {
        type: "choose",
        player: "you",
        options: bottomCards(state, registry, d.count, worstCards(state, registry, d.count, "bottom")),
      };
    case "declareAttackers": {
      const first = legalActions(state, "you", registry)[0];
      return first ?? { type: "declareAttackers", player: "you", attackers: [] };
    }
    case "declareBlockers":
      return { type: "declareBlockers", player: "you", blocks: [] };
    case "targets":
      return triggerTargets(state, registry, d);
    case "choice":
      return choice(state, registry, d);
    case "arrange":
      return arrange(state, registry, d);
    case "divideDamage":
      return { type: "choose", player: "you", ...d.default };
  }
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
    const value =
      zone === "battlefield"
        ? (id: string) => targetValue(t, id, bad, earthbend, attacking)
        : (id: string) =>
            state.objects[id]?.owner === "you"
              ? 1 + mv(definitionOf(state, registry, state.objects[id]?.card ?? null)?.manaCost ?? null)
              : -100;
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
function chosenToGiveUp(
  state: GameState,
  registry: CardRegistry,
  d: Extract<Decision, { kind: "targets" }>,
  source: string | null,
): Action {
  const t = table(state, registry);
  const cost = (id: string): number => {
    const o = t.byId.get(id);
    if (!o) return 0;
    if (o.controller !== "you") return -100;
    let c = o.types.includes("Land")
      ? (o.tapped ? 1 : 5) + (o.types.includes("Creature") ? 20 : 0)
      : 10 + o.manaValue + (o.types.includes("Creature") ? 10 + (o.power ?? 0) : 0);
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

const COUNTER_PREFERENCE = [
  "menace",
  "lifelink",
  "deathtouch",
  "flying",
  "first strike",
  "trample",
  "vigilance",
  "haste",
];

function choice(state: GameState, registry: CardRegistry, d: Extract<Decision, { kind: "choice" }>): Action {
  const cont = state.pending?.continuation;
  const choose = (options: string[]): Action => ({ type: "choose", player: "you", options });
  if (cont?.kind === "discard") return choose(worstCards(state, registry, d.min, "discard"));
  // Dredge (CR 702.52a) is declined: the autopilot has no plan that values milling or the graveyard card over a fresh draw.
  if (cont?.kind === "draw") return choose([DRAW_INSTEAD_OF_DREDGE]);
  if (d.options.includes("pay") && d.options.includes("tapped")) {
    const t = table(state, registry);
    const useful =
      state.active === "you" &&
      (state.step === "main1" || state.step === "main2") &&
      extraManaMatters(state, registry, t);
    return choose([useful && state.players.you.life > 6 ? "pay" : "tapped"]);
  }
  // "unless you pay" (CR 118.12a: echo, cumulative upkeep, upkeep costs): pay whenever the engine
  // asks — it asks only when the mana can be paid — to keep the permanent.
  if (d.options.includes("pay") && d.options.includes("don't pay")) return choose(["pay"]);
  if (cont?.kind === "enter" && d.options.every((o) => COUNTER_PREFERENCE.includes(o.toLowerCase()))) {
    const sorted = [...d.options].sort(
      (a, b) => COUNTER_PREFERENCE.indexOf(a.toLowerCase()) - COUNTER_PREFERENCE.indexOf(b.toLowerCase()),
    );
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
  for (const o of t.mine)
    if (o.types.includes("Land")) for (const c of landColors(o)) have.set(c, (have.get(c) ?? 0) + 1);
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
    if (score > bestScore) {
      best = n;
      bestScore = score;
    }
  }
  return best;
}
