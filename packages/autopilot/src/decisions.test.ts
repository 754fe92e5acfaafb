/**
 * The autopilot's answers to choices the engine asks while a game goes on (decisions.ts):
 * it pays "unless you pay" costs of its own permanents and spells (CR 118.12a, 118.12), and
 * declines dredge (702.52a). Moved from the engine's upkeep-cost, counter and dredge tests.
 */
import { describe, expect, it } from "vitest";
import {
  apply,
  type AbilityDef,
  type CardDefinition,
  type CardRegistry,
  type Effect,
  type GameState,
  type TargetSpec,
} from "@fishbowl/engine";
import { chooseAction } from "./index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const sacrificeIt: Effect = { kind: "sacrifice", what: { kind: "self" } };
const spellTarget: TargetSpec = { text: "target spell", objects: { zone: "stack" }, min: 1, max: 1 };
const EXTRA: CardDefinition[] = [
  {
    name: "Upkeep Beast",
    manaCost: "{1}{R}",
    types: ["Creature"],
    subtypes: ["Beast"],
    power: 3,
    toughness: 3,
    oracleText: "Upkeep Beast",
    abilities: [
      {
        kind: "triggered",
        text: "upkeep",
        event: { kind: "beginningOfStep", step: "upkeep", yours: true },
        targets: [],
        effects: [{ kind: "unlessPay", text: "sacrifice it", mana: "{R}", otherwise: [sacrificeIt] }],
      } satisfies AbilityDef,
    ],
  },
  {
    name: "Tax Denial",
    manaCost: "{U}",
    types: ["Instant"],
    oracleText: "Counter target spell unless its controller pays {3}.",
    spell: {
      modes: [
        {
          text: "Counter target spell unless its controller pays {3}.",
          targets: [spellTarget],
          effects: [{ kind: "counter", what: { kind: "target", index: 0 }, unlessPays: "{3}" }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Grave Thug",
    manaCost: "{3}{B}",
    colors: ["B"],
    types: ["Creature"],
    subtypes: ["Zombie"],
    power: 2,
    toughness: 2,
    oracleText: "Dredge 2",
    dredge: 2,
  },
];
const byName = new Map(EXTRA.map((d) => [d.name, d]));
const cards: CardRegistry = { get: (name) => byName.get(name) ?? testCards.get(name) };

const { act } = play(cards);

/** To your next upkeep, then resolves what triggered there (stops at a decision). */
function nextUpkeep(s: GameState): GameState {
  const turn = s.turn;
  for (let i = 0; i < 10 && !(s.turn > turn && s.step === "upkeep"); i++) {
    if (s.pending?.decision.kind === "declareAttackers")
      s = act(s, { type: "declareAttackers", player: "you", attackers: [] });
    else s = act(s, { type: "passUntil", player: "you", step: "upkeep", nextTurn: true, active: "you" });
  }
  for (let i = 0; i < 10 && s.stack.length > 0 && !s.pending; i++) s = act(s, { type: "pass", player: "you" });
  return s;
}

describe("sacrifice unless you pay (CR 118.12a)", () => {
  it("the autopilot pays when it is asked", () => {
    const { state } = board(cards, {
      you: {
        battlefield: ["Upkeep Beast", "Mountain"],
        library: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"],
      },
    });
    const s = nextUpkeep(state);
    expect(chooseAction(s, cards)).toEqual({ type: "choose", player: "you", options: ["pay"] });
  });
});

describe("counter target spell unless its controller pays {N} (CR 118.12)", () => {
  it("the autopilot pays for its own spell", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [
          { card: "Zap", label: "zap" },
          { card: "Tax Denial", label: "td" },
        ],
        battlefield: ["Mountain", "Island", "Island", "Island", "Island"],
      },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["zap"]!, targets: ["opponent"] });
    const zap = s.stack[0]!.kind === "spell" ? s.stack[0]!.object : "";
    s = act(s, { type: "cast", player: "you", object: ids["td"]!, targets: [zap] });
    s = act(s, { type: "pass", player: "you" });
    expect(s.pending?.decision).toMatchObject({ kind: "choice", options: ["pay", "don't pay"] });
    expect(chooseAction(s, cards)).toEqual({ type: "choose", player: "you", options: ["pay"] });
  });
});

describe("dredge in the draw step (702.52a)", () => {
  it("the autopilot declines it, a legal answer", () => {
    const { state } = board(cards, {
      step: "upkeep",
      you: { library: ["Island", "Forest", "Mountain", "Bear", "Island"], graveyard: ["Grave Thug"] },
    });
    const s = act(state, { type: "pass", player: "you" });
    expect(s.pending?.decision).toMatchObject({ kind: "choice", options: ["Draw a card", "Dredge 2: Grave Thug"] });
    const a = chooseAction(s, cards);
    expect(a).toEqual({ type: "choose", player: "you", options: ["Draw a card"] });
    expect(apply(s, a!, cards).ok).toBe(true);
  });
});
