/**
 * Well-formed actions the fuzzer makes up: manual ones (the table's free-form tools on random
 * objects, usually accepted) and wild ones (real ids in random places, actions out of turn,
 * answers to decisions that aren't pending: mostly refused). Accepted or not, every invariant
 * must hold after them.
 */
import type { GameState, PlayerId, StepName } from "@fishbowl/engine";
import { STEPS } from "@fishbowl/engine";
import type { Random } from "./random.js";

/** A made-up action and whether the engine must refuse it. */
export interface Crafted {
  action: unknown;
  /** What it tries, for reports ("cast: x NaN"). */
  label: string;
  /** Malformed: accepting it is an invariant break. */
  mustRefuse: boolean;
}

const ids = (s: GameState): string[] => Object.keys(s.objects);
/** A token the fuzzer makes by hand. */
export const GOBLIN = {
  name: "Goblin Token",
  colors: ["R"],
  types: ["Creature"],
  subtypes: ["Goblin"],
  power: 1,
  toughness: 1,
  keywords: [],
};
const TOKENS = [
  GOBLIN,
  { colors: ["W"], types: ["Creature"], subtypes: ["Soldier"], power: 1, toughness: 1 },
  { name: "Treasure", colors: [], types: ["Artifact"], subtypes: ["Treasure"], power: null, toughness: null },
  { name: "Zero Token", colors: ["G"], types: ["Creature"], subtypes: ["Plant"], power: 0, toughness: 0 },
  {
    name: "Angel",
    colors: ["W"],
    types: ["Creature"],
    subtypes: ["Angel"],
    power: 4,
    toughness: 4,
    keywords: ["Flying"],
  },
];

/** A well-formed manual action on a random object (the table's tools): usually accepted. */
export function manual(s: GameState, r: Random, player: PlayerId): Crafted {
  const all = ids(s);
  const hand = s.players[player].hand;
  // cards in hand half the time: moving them while a decision about the hand is pending is a case of its own
  const some = hand.length > 0 && r.chance(0.5) ? r.pick(hand) : all.length > 0 ? r.pick(all) : "o1";
  const bf = s.battlefield.length > 0 ? r.pick(s.battlefield) : some;
  const ops: (() => object)[] = [
    () => ({
      kind: "move",
      object: some,
      to: r.pick(["library", "hand", "graveyard", "battlefield", "exile"]),
      ...(r.chance(0.3) ? { position: r.pick(["top", "bottom"]) } : {}),
    }),
    () => ({ kind: "tap", object: bf, tapped: r.chance(0.5) }),
    () => ({
      kind: "counters",
      object: r.chance(0.8) ? bf : some,
      counter: r.pick(["+1/+1", "-1/-1", "charge", "loyalty", "Flying", "lore"]),
      delta: r.range(-3, 3),
    }),
    () => ({
      kind: "createToken",
      token: r.pick(TOKENS),
      ...(r.chance(0.3) ? { controller: r.pick(["you", "opponent"]) } : {}),
    }),
    () => ({ kind: "setLife", target: r.pick(["you", "opponent"]), life: r.range(-2, 40) }),
  ];
  const op = r.pick(ops)();
  return {
    action: { type: "manual", player, op },
    label: `manual ${(op as { kind: string }).kind}`,
    mustRefuse: false,
  };
}

/** A well-formed action with real ids in random places (mostly refused; accepted ones must keep every invariant). */
export function wild(s: GameState, r: Random, player: PlayerId): Crafted {
  const all = ids(s);
  const some = () => (all.length > 0 ? r.pick(all) : "o1");
  const target = () => r.pick([some(), "you", "opponent"]);
  const kinds: (() => object)[] = [
    () => ({ type: "playLand", player, object: some() }),
    () => ({ type: "cast", player, object: some(), targets: [target()] }),
    () => ({
      type: "cast",
      player,
      object: some(),
      ...(r.chance(0.5) ? { targets: [target()] } : {}),
      x: r.range(0, 5),
      ...(r.chance(0.3) ? { kicker: true } : {}),
      ...(r.chance(0.2) ? { modes: [r.range(0, 2)] } : {}),
    }),
    () => ({
      type: "activate",
      player,
      object: some(),
      ability: r.range(0, 3),
      ...(r.chance(0.5) ? { targets: [target()] } : {}),
      ...(r.chance(0.3) ? { mana: r.pick(["W", "U", "B", "R", "G", "C"]) } : {}),
    }),
    () => ({
      type: "declareAttackers",
      player,
      attackers: r.chance(0.5) ? [some()] : s.battlefield.slice(0, r.range(0, 3)),
    }),
    () => ({ type: "declareBlockers", player: "opponent", blocks: [{ blocker: some(), attacker: some() }] }),
    () => ({
      type: "choose",
      player,
      options: [r.pick(["keep", "mulligan", "pay", "tapped", "yes", "no", "top", "bottom"])],
    }),
    () => ({ type: "choose", player, targets: [target()] }),
    () => ({ type: "pass", player: r.pick(["you", "opponent"]) }),
    () => ({
      type: "passUntil",
      player,
      step: r.pick(STEPS as StepName[]),
      ...(r.chance(0.3) ? { nextTurn: true } : {}),
    }),
  ];
  const action = r.pick(kinds)();
  return { action, label: `wild ${(action as { type: string }).type}`, mustRefuse: false };
}
