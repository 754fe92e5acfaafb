/**
 * A resolved spell's continuous effect changes only the objects locked in when it was created
 * (CR 611.2c): on a board where nothing else depends on another object, its start and end
 * recompute those objects alone, and the characteristics still equal a fresh computation —
 * also after an action that first took a decision's default on a copy of the state.
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState, StepName } from "./state/types.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import type { CardRegistry } from "./core/context.js";
import { applyInPlace } from "./apply.js";
import { characteristicsComputed } from "./rules/layer-cache.js";
import { allCharacteristics, currentCharacteristics } from "./view.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const BEARS = 30;

function setup() {
  return board(testCards, {
    you: {
      library: ["Forest", "Forest"],
      hand: [{ card: "Brace", label: "brace" }],
      battlefield: ["Forest", ...Array.from({ length: BEARS }, (_, i) => ({ card: "Bear", label: `bear${i}` }))],
    },
  });
}

function act(s: GameState, a: Action): void {
  const r = applyInPlace(s, a, testCards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message}`);
}

/** Passes (as whoever has priority, attacking with nothing) until the game is in `step` of `turn`. */
function until(s: GameState, step: StepName, turn: number): void {
  for (let i = 0; i < 200 && !(s.step === step && s.turn === turn); i++) {
    const d = s.pending?.decision;
    if (d?.kind === "declareAttackers") act(s, { type: "declareAttackers", player: d.player, attackers: [] });
    else act(s, { type: "pass", player: s.priority ?? "you" });
  }
  expect([s.step, s.turn]).toEqual([step, turn]);
}

const same = (s: GameState) =>
  expect([...currentCharacteristics(s, testCards)]).toEqual([...allCharacteristics(s, testCards)]);

describe("a lock-in effect (CR 611.2c) on a board of independent permanents", () => {
  it("is brought in and taken out by recomputing its objects, not the board", () => {
    const { state: s, ids } = setup();
    currentCharacteristics(s, testCards); // the board computed once
    const c0 = characteristicsComputed();
    act(s, { type: "cast", player: "you", object: ids["brace"]!, targets: [ids["bear0"]!] });
    act(s, { type: "pass", player: "you" }); // Brace resolves: bear0 gets +0/+3 until your next turn
    expect(currentCharacteristics(s, testCards).get(ids["bear0"]!)!.toughness).toBe(5);
    expect(s.effects).toHaveLength(1);
    same(s);
    // a whole recomputation would be the board's 31 objects at least once
    expect(characteristicsComputed() - c0).toBeLessThan(BEARS);
  });

  it("ends by recomputing its objects too, as your next turn begins", () => {
    const { state: s, ids } = setup();
    act(s, { type: "cast", player: "you", object: ids["brace"]!, targets: [ids["bear0"]!] });
    act(s, { type: "pass", player: "you" });
    currentCharacteristics(s, testCards);
    until(s, "end", 4);
    expect(s.active).toBe("opponent");
    expect(s.effects).toHaveLength(1);
    currentCharacteristics(s, testCards);
    const c0 = characteristicsComputed();
    until(s, "upkeep", 5);
    expect(s.active).toBe("you");
    expect(s.effects).toHaveLength(0);
    expect(currentCharacteristics(s, testCards).get(ids["bear0"]!)!.toughness).toBe(2);
    same(s);
    expect(characteristicsComputed() - c0).toBeLessThan(BEARS);
  });
});

describe("an action that first takes a decision's default (run on a copy of the state)", () => {
  const monk = (name: string): CardDefinition => ({
    name,
    manaCost: "{R}",
    types: ["Creature"],
    subtypes: ["Monk"],
    power: 1,
    toughness: 2,
    keywords: ["Prowess"],
    oracleText: "Prowess",
  });
  const extra = [monk("Left Monk"), monk("Right Monk")];
  const cards: CardRegistry = { get: (n) => extra.find((d) => d.name === n) ?? testCards.get(n) };

  it("leaves the state's characteristics those of a fresh computation", () => {
    const { state: s, ids } = board(cards, {
      you: {
        library: ["Mountain", "Mountain"],
        hand: [{ card: "Zap", label: "zap" }],
        battlefield: ["Mountain", { card: "Left Monk", label: "left" }, { card: "Right Monk", label: "right" }],
      },
    });
    currentCharacteristics(s, cards);
    const r = applyInPlace(s, { type: "cast", player: "you", object: ids["zap"]!, targets: ["opponent"] }, cards);
    expect(r.ok).toBe(true);
    expect(s.pending?.decision.kind).toBe("choice"); // the order of the two prowess triggers (603.3b), with a default
    expect(applyInPlace(s, { type: "pass", player: "you" }, cards).ok).toBe(true); // the default, then a trigger resolves
    expect(s.effects).toHaveLength(1);
    expect([...currentCharacteristics(s, cards)]).toEqual([...allCharacteristics(s, cards)]);
  });
});
