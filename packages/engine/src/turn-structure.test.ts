/**
 * Durations tied to the turn structure (CR 611.2a, 514.2): "until end of turn" ends in the
 * cleanup step; "until your next turn" lasts through the other player's turn and ends as
 * your next turn begins. No card of the pool says "until your next turn", so a test card does.
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState, StepName } from "./state/types.js";
import { apply } from "./apply.js";
import { newCtx, type CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { view } from "./view.js";
import { characteristics } from "./rules/layers.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

function act(s: GameState, a: Action): GameState {
  const r = apply(s, a, testCards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
  return r.state;
}
/** Passes (as whoever has priority) until the game is in `step` of `turn`. */
function until(s: GameState, step: StepName, turn: number): GameState {
  for (let i = 0; i < 200 && !(s.step === step && s.turn === turn); i++) {
    if (s.pending?.decision.kind === "declareAttackers")
      s = act(s, { type: "declareAttackers", player: s.pending.decision.player, attackers: [] });
    else s = act(s, { type: "pass", player: s.priority ?? "you" });
  }
  expect([s.step, s.turn]).toEqual([step, turn]);
  return s;
}
const toughness = (s: GameState, id: string) => characteristics(newCtx(s, testCards), id).toughness;

describe("durations (CR 611.2a, 514.2)", () => {
  it("'until your next turn' lasts through the opponent's turn and ends when your next turn begins", () => {
    const { state, ids } = board(testCards, {
      you: {
        library: ["Forest", "Forest"],
        hand: [{ card: "Brace", label: "brace" }],
        battlefield: ["Forest", { card: "Bear", label: "bear" }],
      },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["brace"]!, targets: [ids["bear"]!] });
    s = act(s, { type: "pass", player: "you" });
    expect(toughness(s, ids["bear"]!)).toBe(5);
    s = until(s, "end", 4);
    expect(s.active).toBe("opponent");
    expect(toughness(s, ids["bear"]!)).toBe(5);
    s = until(s, "upkeep", 5);
    expect(s.active).toBe("you");
    expect(toughness(s, ids["bear"]!)).toBe(2);
  });

  it("cast on the opponent's turn, it still ends when your next turn begins", () => {
    const { state, ids } = board(testCards, {
      active: "opponent",
      you: {
        library: ["Forest"],
        hand: [{ card: "Brace", label: "brace" }],
        battlefield: ["Forest", { card: "Bear", label: "bear" }],
      },
    });
    let s = state;
    for (let i = 0; i < 10 && s.priority !== "you"; i++) s = act(s, { type: "pass", player: s.priority ?? "opponent" });
    s = act(s, { type: "cast", player: "you", object: ids["brace"]!, targets: [ids["bear"]!] });
    s = act(s, { type: "pass", player: "you" });
    expect(toughness(s, ids["bear"]!)).toBe(5);
    s = until(s, "upkeep", 4);
    expect(s.active).toBe("you");
    expect(toughness(s, ids["bear"]!)).toBe(2);
  });
});

// ---------------------------------------------------------------- the untap step (CR 502.3)

const UNTAP_CARDS: CardDefinition[] = [
  {
    name: "Sleepy Giant",
    manaCost: "{3}",
    types: ["Creature"],
    subtypes: ["Giant"],
    power: 4,
    toughness: 4,
    oracleText: "Sleepy Giant doesn't untap during your untap step.",
    abilities: [
      {
        kind: "static",
        text: "Sleepy Giant doesn't untap during your untap step.",
        affects: { kind: "self" },
        mods: [{ layer: "rules", kind: "restrict", restrictions: ["doesntUntap"] }],
      },
    ],
  },
  {
    name: "Frozen Chains",
    manaCost: "{U}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { types: ["Creature"] },
    oracleText: "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.",
    abilities: [
      {
        kind: "static",
        text: "Enchanted creature doesn't untap during its controller's untap step.",
        affects: { kind: "attached" },
        mods: [{ layer: "rules", kind: "restrict", restrictions: ["doesntUntap"] }],
      },
    ],
  },
];
const untapCards: CardRegistry = { get: (name) => UNTAP_CARDS.find((d) => d.name === name) ?? testCards.get(name) };

/** Passes through the opponent's turn to your next first main phase. */
function nextTurn(s: GameState): GameState {
  const r = apply(s, { type: "passUntil", player: "you", step: "main1", nextTurn: true, active: "you" }, untapCards);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('"doesn\'t untap during the untap step" (CR 502.3)', () => {
  it("keeps a permanent with the restriction on itself tapped; the others untap", () => {
    const { state, ids } = board(untapCards, {
      you: {
        battlefield: [
          { card: "Sleepy Giant", label: "giant", tapped: true },
          { card: "Bear", label: "bear", tapped: true },
        ],
      },
    });
    const s = nextTurn(state);
    expect([s.objects[ids["giant"]!]!.tapped, s.objects[ids["bear"]!]!.tapped]).toEqual([true, false]);
  });

  it("keeps the creature an Aura affects tapped, until the Aura leaves", () => {
    const { state, ids } = board(untapCards, {
      you: {
        library: ["Island", "Island"],
        hand: [{ card: "Frozen Chains", label: "chains" }],
        battlefield: ["Island", { card: "Bear", label: "bear", tapped: true }],
      },
    });
    let r = apply(state, { type: "cast", player: "you", object: ids["chains"]!, targets: [ids["bear"]!] }, untapCards);
    if (!r.ok) throw new Error(r.error.message);
    r = apply(r.state, { type: "pass", player: "you" }, untapCards);
    if (!r.ok) throw new Error(r.error.message);
    let s = r.state;
    const chains = s.battlefield.find((id) => s.objects[id]!.card === "Frozen Chains")!;
    expect(s.objects[chains]!.attachedTo).toBe(ids["bear"]);
    expect(view(s, untapCards).battlefield.find((o) => o.id === ids["bear"])?.restrictions).toEqual([
      "doesn't untap during its controller's untap step",
    ]);
    s = nextTurn(s);
    expect(s.objects[ids["bear"]!]!.tapped).toBe(true);
    // without the Aura, it untaps in the next untap step
    const moved = apply(
      s,
      { type: "manual", player: "you", op: { kind: "move", object: chains, to: "graveyard" } },
      untapCards,
    );
    if (!moved.ok) throw new Error(moved.error.message);
    s = nextTurn(moved.state);
    expect(s.objects[ids["bear"]!]!.tapped).toBe(false);
  });
});
