/**
 * Actions the fuzzer makes up instead of taking them from `legalActions`:
 *
 * - malformed ones (here), which the engine must refuse without changing anything: not objects,
 *   unknown types and op kinds, unknown players, ids that are no object (`__proto__`,
 *   `constructor`, `toString`…), numbers that are NaN, infinite, fractional, out of range or
 *   strings, null or missing fields, zones that don't exist or can't be entered by hand;
 * - wild ones, which may be accepted or refused: real ids in the wrong places, actions out of
 *   turn, answers to decisions that aren't pending, the opponent acting;
 * - manual ones (the table's free-form tools), well formed, usually accepted (wild and manual
 *   ones are in wellformed.ts).
 *
 * Every made-up action is `unknown`: what a file or another process could send.
 */
import type { GameState, PlayerId, StepName } from "@fishbowl/engine";
import { STEPS } from "@fishbowl/engine";
import type { Random } from "./random.js";
import { GOBLIN, type Crafted } from "./wellformed.js";

export type { Crafted };

/** Keys that are no object of any game and that a plain object answers anyway. */
export const HOSTILE_IDS = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
  "o0",
  "o99999999",
  "",
  " ",
] as const;
const HOSTILE_PLAYERS: unknown[] = [
  "bob",
  "__proto__",
  "constructor",
  "toString",
  null,
  undefined,
  1,
  {},
  ["you"],
  "You",
];
const BAD_NUMBERS: unknown[] = [
  Number.NaN,
  Infinity,
  -Infinity,
  -1,
  1.5,
  "2",
  null,
  {},
  [],
  1e300,
  -1e300,
  Number.MAX_VALUE,
];
const BAD_COUNTS: unknown[] = [Number.NaN, Infinity, -Infinity, 0.5, "1", null, {}, 1e300, -1e300, 2 ** 60];
const BAD_ZONES: unknown[] = ["command", "stack", "bogus", "__proto__", "constructor", null, 3, "Hand"];
const NOT_OBJECTS: unknown[] = [null, undefined, 0, 42, "pass", true, [], [{ type: "pass", player: "you" }]];
const UNKNOWN_TYPES: unknown[] = ["bogus", "__proto__", "constructor", "toString", "", null, 7, "Pass", "concede"];
const UNKNOWN_OPS: unknown[] = [
  null,
  undefined,
  {},
  "move",
  5,
  { kind: "bogus" },
  { kind: "__proto__" },
  { kind: "constructor" },
  { kind: null },
  [],
];

const ids = (s: GameState): string[] => Object.keys(s.objects);
const hostileId = (r: Random): unknown => r.pick<unknown>([...HOSTILE_IDS, null, 7, {}, [], undefined]);

/** A malformed action: the engine must refuse it. */
export function malformed(s: GameState, r: Random, player: PlayerId): Crafted {
  const someId = ids(s).length > 0 ? r.pick(ids(s)) : "o1";
  const hand = s.players[player].hand;
  const handId = hand.length > 0 ? r.pick(hand) : someId;
  const bf = s.battlefield.length > 0 ? r.pick(s.battlefield) : someId;
  const m = (label: string, action: unknown): Crafted => ({ action, label, mustRefuse: true });
  const cases: (() => Crafted)[] = [
    () => m("not an object", r.pick(NOT_OBJECTS)),
    () => m("unknown type", { type: r.pick(UNKNOWN_TYPES), player }),
    () => m("no type", { player }),
    () =>
      m("unknown player", {
        type: r.pick(["pass", "playLand", "cast", "choose", "passUntil", "manual"]),
        player: r.pick(HOSTILE_PLAYERS),
        object: handId,
        step: "main2",
        op: { kind: "setLife", target: "you", life: 20 },
      }),
    () => m("playLand: bad id", { type: "playLand", player, object: hostileId(r) }),
    () => m("cast: bad id", { type: "cast", player, object: hostileId(r) }),
    () => m("cast: bad x", { type: "cast", player, object: handId, x: r.pick(BAD_NUMBERS) }),
    () =>
      m("cast: bad targets", {
        type: "cast",
        player,
        object: handId,
        targets: r.pick<unknown>(["__proto__", [null], [5], [{}], [hostileId(r)], { 0: "opponent" }]),
      }),
    () =>
      m("cast: bad modes", {
        type: "cast",
        player,
        object: handId,
        modes: r.pick<unknown>([[Number.NaN], [-1], [99], "0", [0.5], [Infinity], null]),
      }),
    () =>
      m("cast: bad flag", {
        type: "cast",
        player,
        object: handId,
        [r.pick(["kicker", "buyback", "flashback"])]: r.pick<unknown>(["yes", 1, null, {}]),
      }),
    () =>
      m("cast: bad phyrexian", {
        type: "cast",
        player,
        object: handId,
        phyrexian: r.pick<unknown>(["blood", [1], [null], {}, 2]),
      }),
    () =>
      m("cast: bad sacrifice", {
        type: "cast",
        player,
        object: handId,
        sacrifice: r.pick<unknown>(["x", [hostileId(r)], [null], {}]),
      }),
    () => m("activate: bad id", { type: "activate", player, object: hostileId(r), ability: 0 }),
    () => m("activate: bad ability", { type: "activate", player, object: bf, ability: r.pick(BAD_NUMBERS) }),
    () =>
      m("activate: bad mana", {
        type: "activate",
        player,
        object: bf,
        ability: 0,
        mana: r.pick<unknown>([5, "Z", "__proto__", null, ["R"], ""]),
      }),
    () =>
      m("declareAttackers: bad", {
        type: "declareAttackers",
        player,
        attackers: r.pick<unknown>([null, "x", [hostileId(r)], [1], {}]),
        ...(r.chance(0.3) ? { defender: r.pick(HOSTILE_PLAYERS) } : {}),
      }),
    () =>
      m("declareBlockers: bad", {
        type: "declareBlockers",
        player: "opponent",
        blocks: r.pick<unknown>([
          null,
          [null],
          [{ blocker: hostileId(r), attacker: hostileId(r) }],
          [{ blocker: bf }],
          "x",
          [5],
        ]),
      }),
    () =>
      m("choose: bad", {
        type: "choose",
        player,
        ...r.pick<object>([
          { options: "keep" },
          { options: [null] },
          { options: [1] },
          { targets: [{}] },
          { targets: "o1" },
          { options: {} },
        ]),
      }),
    () =>
      m("passUntil: bad step", {
        type: "passUntil",
        player,
        step: r.pick<unknown>(["bogus", "__proto__", "constructor", null, 3, "Main1"]),
      }),
    () =>
      m("passUntil: bad flag", {
        type: "passUntil",
        player,
        step: r.pick(STEPS as StepName[]),
        ...r.pick<object>([{ nextTurn: "yes" }, { active: r.pick(HOSTILE_PLAYERS.filter((p) => p !== undefined)) }]),
      }),
    () => m("manual: bad op", { type: "manual", player, op: r.pick(UNKNOWN_OPS) }),
    () =>
      m("manual move: bad id", { type: "manual", player, op: { kind: "move", object: hostileId(r), to: "graveyard" } }),
    () =>
      m("manual move: bad zone", {
        type: "manual",
        player,
        op: { kind: "move", object: someId, to: r.pick(BAD_ZONES) },
      }),
    () =>
      m("manual move: bad position", {
        type: "manual",
        player,
        op: {
          kind: "move",
          object: someId,
          to: "library",
          position: r.pick<unknown>(["middle", 1, null, "__proto__"]),
        },
      }),
    () => m("manual tap: bad id", { type: "manual", player, op: { kind: "tap", object: hostileId(r), tapped: true } }),
    () =>
      m("manual tap: bad flag", {
        type: "manual",
        player,
        op: { kind: "tap", object: bf, tapped: r.pick<unknown>(["yes", 1, null, undefined]) },
      }),
    () =>
      m("manual counters: bad id", {
        type: "manual",
        player,
        op: { kind: "counters", object: hostileId(r), counter: "+1/+1", delta: 1 },
      }),
    () =>
      m("manual counters: bad delta", {
        type: "manual",
        player,
        op: { kind: "counters", object: bf, counter: "+1/+1", delta: r.pick(BAD_COUNTS) },
      }),
    () =>
      m("manual counters: bad name", {
        type: "manual",
        player,
        op: { kind: "counters", object: bf, counter: r.pick<unknown>([null, 5, "", {}, ["charge"]]), delta: 1 },
      }),
    () =>
      m("manual token: bad spec", {
        type: "manual",
        player,
        op: {
          kind: "createToken",
          token: r.pick<unknown>([
            null,
            {},
            "Goblin",
            [],
            { ...GOBLIN, power: r.pick(BAD_NUMBERS.filter((x) => x !== null && x !== -1)) }, // (null: no power; -1: printed powers can be negative)
            { ...GOBLIN, types: "Creature" },
            { ...GOBLIN, colors: ["X"] },
            { ...GOBLIN, types: ["Creeture"] },
            { ...GOBLIN, keywords: ["Flyng"] },
            { ...GOBLIN, name: 5 },
          ]),
        },
      }),
    () =>
      m("manual token: bad controller", {
        type: "manual",
        player,
        op: { kind: "createToken", token: GOBLIN, controller: r.pick(HOSTILE_PLAYERS.filter((p) => p !== undefined)) },
      }),
    () =>
      m("manual life: bad target", {
        type: "manual",
        player,
        op: { kind: "setLife", target: r.pick(HOSTILE_PLAYERS), life: 10 },
      }),
    () =>
      m("manual life: bad number", {
        type: "manual",
        player,
        op: {
          kind: "setLife",
          target: r.pick(["you", "opponent"]),
          life: r.pick<unknown>(["twenty", Number.NaN, Infinity, -Infinity, 1.5, null, 1e300, {}]),
        },
      }),
  ];
  // The opponent never holds priority or owes a decision in a settled goldfish game: its non-manual actions are refused.
  if (s.priority !== "opponent" && s.pending?.decision.player !== "opponent") {
    cases.push(() =>
      m("the opponent acts", {
        type: r.pick(["pass", "playLand", "cast", "activate", "choose", "passUntil", "declareAttackers"]),
        player: "opponent",
        object: someId,
        ability: 0,
        attackers: [],
        step: "end",
        options: ["keep"],
      }),
    );
  }
  return r.pick(cases)();
}
