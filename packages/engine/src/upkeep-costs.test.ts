/**
 * Upkeep costs: "sacrifice ~ unless you pay" (CR 118.12a), echo (702.30a), cumulative upkeep
 * (702.24a), fading (702.32a) and vanishing (702.63a).
 */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import type { GameState } from "./state/types.js";
import type { AbilityDef, CardDefinition, Effect } from "./state/vocabulary/index.js";
import { board, type Entry } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";
import { play } from "./test-support/play.js";

const sacrificeIt: Effect = { kind: "sacrifice", what: { kind: "self" } };
const upkeep = (effects: Effect[], extra: Partial<Extract<AbilityDef, { kind: "triggered" }>> = {}): AbilityDef => ({
  kind: "triggered",
  text: "upkeep",
  event: { kind: "beginningOfStep", step: "upkeep", yours: true },
  targets: [],
  effects,
  ...extra,
});
const creature = (name: string, abilities: AbilityDef[]): CardDefinition => ({
  name,
  manaCost: "{1}{R}",
  types: ["Creature"],
  subtypes: ["Beast"],
  power: 3,
  toughness: 3,
  oracleText: name,
  abilities,
});

const defs: CardDefinition[] = [
  creature("Echo Beast", [
    upkeep([{ kind: "unlessPay", text: "sacrifice it", mana: "{1}{R}", otherwise: [sacrificeIt] }], {
      condition: { kind: "cameUnderControlSinceLastUpkeep" },
    }),
  ]),
  creature("Upkeep Beast", [
    upkeep([{ kind: "unlessPay", text: "sacrifice it", mana: "{R}", otherwise: [sacrificeIt] }]),
  ]),
  creature("Age Beast", [
    upkeep([
      { kind: "addCounters", what: { kind: "self" }, counter: "age", amount: 1 },
      { kind: "unlessPay", text: "sacrifice it", mana: "{1}", perCounter: "age", otherwise: [sacrificeIt] },
    ]),
  ]),
  creature("Fade Beast", [
    { kind: "replacement", text: "Fading 1", replacement: { kind: "entersWithCounters", counters: { fade: 1 } } },
    upkeep([{ kind: "removeCounters", what: { kind: "self" }, counter: "fade", amount: 1, ifUnable: [sacrificeIt] }]),
  ]),
  creature("Vanish Beast", [
    { kind: "replacement", text: "Vanishing 2", replacement: { kind: "entersWithCounters", counters: { time: 2 } } },
    upkeep([{ kind: "removeCounters", what: { kind: "self" }, counter: "time", amount: 1 }], {
      condition: { kind: "sourceHasCounter", counter: "time" },
    }),
    {
      kind: "triggered",
      text: "last time counter",
      event: { kind: "lastCounterRemoved", counter: "time" },
      targets: [],
      effects: [sacrificeIt],
    },
  ]),
];
const extra = new Map(defs.map((d) => [d.name, d]));
const cards: CardRegistry = { get: (n) => extra.get(n) ?? testCards.get(n) };

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
const named = (s: GameState, card: string) => s.battlefield.find((id) => s.objects[id]!.card === card);
const setup = (battlefield: Entry[]) =>
  board(cards, { you: { battlefield, library: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] } });

describe("sacrifice unless you pay (CR 118.12a)", () => {
  it("asks whether to pay when the mana is there; paying taps the sources and keeps the permanent", () => {
    let s = nextUpkeep(setup(["Upkeep Beast", "Mountain"]).state);
    expect(s.pending?.decision).toMatchObject({ kind: "choice", options: ["pay", "don't pay"] });
    s = act(s, { type: "choose", player: "you", options: ["pay"] });
    expect(named(s, "Upkeep Beast")).toBeDefined();
    expect(s.objects[named(s, "Mountain")!]!.tapped).toBe(true);
  });

  it("sacrifices it when the player declines", () => {
    let s = nextUpkeep(setup(["Upkeep Beast", "Mountain"]).state);
    s = act(s, { type: "choose", player: "you", options: ["don't pay"] });
    expect(named(s, "Upkeep Beast")).toBeUndefined();
    expect(s.players.you.graveyard.map((id) => s.objects[id]!.card)).toContain("Upkeep Beast");
  });

  it("sacrifices it without asking when the mana can't be paid", () => {
    const s = nextUpkeep(setup(["Upkeep Beast", "Forest"]).state);
    expect(s.pending).toBeNull();
    expect(named(s, "Upkeep Beast")).toBeUndefined();
  });
});

describe("echo (CR 702.30a)", () => {
  it("triggers only in the first upkeep after it came under your control", () => {
    let s = nextUpkeep(setup([{ card: "Echo Beast", sick: true }, "Mountain", "Mountain"]).state);
    expect(s.pending?.decision).toMatchObject({ kind: "choice", options: ["pay", "don't pay"] });
    s = act(s, { type: "choose", player: "you", options: ["pay"] });
    expect(named(s, "Echo Beast")).toBeDefined();
    s = nextUpkeep(s);
    expect(s.pending).toBeNull();
    expect(s.stack).toHaveLength(0);
    expect(named(s, "Echo Beast")).toBeDefined();
  });
});

describe("cumulative upkeep (CR 702.24a)", () => {
  it("adds an age counter each upkeep and costs the cost once per age counter", () => {
    let s = nextUpkeep(setup(["Age Beast", "Mountain", "Mountain"]).state);
    s = act(s, { type: "choose", player: "you", options: ["pay"] });
    const beast = named(s, "Age Beast")!;
    expect(s.objects[beast]!.counters["age"]).toBe(1);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === "Mountain" && s.objects[id]!.tapped)).toHaveLength(1);
    s = nextUpkeep(s);
    s = act(s, { type: "choose", player: "you", options: ["pay"] });
    expect(s.objects[beast]!.counters["age"]).toBe(2);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === "Mountain" && s.objects[id]!.tapped)).toHaveLength(2);
    // a third age counter: {1} three times, two Mountains — it can't be paid
    s = nextUpkeep(s);
    expect(named(s, "Age Beast")).toBeUndefined();
  });
});

describe("fading (CR 702.32a) and vanishing (702.63a)", () => {
  it("fading: removes a fade counter each upkeep, and sacrifices it when none can be removed", () => {
    let s = setup([{ card: "Fade Beast", counters: { fade: 1 } }]).state;
    s = nextUpkeep(s);
    expect(s.objects[named(s, "Fade Beast")!]!.counters["fade"]).toBe(0);
    s = nextUpkeep(s);
    expect(named(s, "Fade Beast")).toBeUndefined();
  });

  it("vanishing: removing the last time counter sacrifices it", () => {
    let s = setup([{ card: "Vanish Beast", counters: { time: 2 } }]).state;
    s = nextUpkeep(s);
    expect(s.objects[named(s, "Vanish Beast")!]!.counters["time"]).toBe(1);
    s = nextUpkeep(s);
    expect(named(s, "Vanish Beast")).toBeUndefined();
  });
});
