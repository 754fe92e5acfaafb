/**
 * The manual tools for effects of cards that are not automated: add mana to the pool (CR 106.4,
 * 605.1a), which pays a spell and empties between steps (500.4), and "+N/+N until end of turn"
 * (layer 7c, 613.4c), which ends at cleanup (514.2). Both are recorded actions: replaying the
 * same actions gives the same state.
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./state/types.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import type { CardRegistry } from "./core/context.js";
import { apply } from "./apply.js";
import { view } from "./view.js";
import { board } from "./test-support/board.js";

const CARDS: CardDefinition[] = [
  { name: "Bear", manaCost: "{1}{G}", types: ["Creature"], subtypes: ["Bear"], power: 2, toughness: 2, oracleText: "" },
  {
    name: "Woodlot",
    manaCost: null,
    types: ["Land"],
    oracleText:
      "Woodlot enters tapped with two depletion counters on it.\n{T}, Remove a depletion counter from Woodlot: Add {G}{G}.",
  },
];
const BY_NAME = new Map(CARDS.map((c) => [c.name, c]));
const cards: CardRegistry = { get: (name) => BY_NAME.get(name) };

function act(s: GameState, a: Action): GameState {
  const r = apply(s, a, cards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
  return r.state;
}
const op = (o: unknown): Action => ({ type: "manual", player: "you", op: o }) as Action;

describe("add mana by hand (CR 106.4, 605.1a)", () => {
  it("puts the chosen mana in the pool, names its source in the log, and pays a spell with it", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Bear", label: "bear" }], battlefield: [{ card: "Woodlot", label: "lot" }] },
    });
    let s = act(state, op({ kind: "addMana", mana: ["G", "G"], source: ids["lot"] }));
    expect(s.players.you.manaPool).toEqual({ G: 2 });
    expect(s.log.at(-1)).toBe("Manually added {G}{G} to the mana pool (Woodlot)");
    s = act(s, { type: "cast", player: "you", object: ids["bear"]! });
    expect(s.players.you.manaPool["G"] ?? 0).toBe(0);
    s = act(s, { type: "pass", player: "you" });
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toEqual(["Woodlot", "Bear"]);
  });

  it("empties from the pool as the step ends (500.4)", () => {
    const { state } = board(cards, { you: { battlefield: ["Woodlot"] } });
    let s = act(state, op({ kind: "addMana", mana: ["C"] }));
    expect(s.players.you.manaPool).toEqual({ C: 1 });
    s = act(s, { type: "passUntil", player: "you", step: "end" });
    expect(s.players.you.manaPool["C"] ?? 0).toBe(0);
  });

  it("refuses a mana type that is not one (106.1) and an empty list, naming the field", () => {
    const { state } = board(cards, { you: { battlefield: ["Woodlot"] } });
    for (const mana of [["X"], [], "GG"]) {
      const r = apply(state, op({ kind: "addMana", mana }), cards);
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.field?.startsWith("op.mana"), r.error.rules]).toEqual([true, ["106.1a", "106.4"]]);
    }
  });
});

describe("+N/+N until end of turn by hand (613.4c, 514.2)", () => {
  it("changes the creature's power and toughness until the cleanup step, then it is gone", () => {
    const { state, ids } = board(cards, { you: { battlefield: [{ card: "Bear", label: "bear" }] } });
    let s = act(state, op({ kind: "pump", object: ids["bear"], power: 4, toughness: 4 }));
    const pt = (g: GameState) => {
      const o = view(g, cards).battlefield.find((x) => x.id === ids["bear"])!;
      return [o.power, o.toughness];
    };
    expect(pt(s)).toEqual([6, 6]);
    expect(s.log.at(-1)).toBe("Bear gets +4/+4 until end of turn (manually)");
    s = act(s, op({ kind: "pump", object: ids["bear"], power: -1, toughness: 0 }));
    expect(pt(s)).toEqual([5, 6]);
    s = act(s, { type: "passUntil", player: "you", step: "upkeep", nextTurn: true });
    s = act(s, { type: "declareAttackers", player: "you", attackers: [] });
    expect(pt(s)).toEqual([5, 6]); // still this turn
    s = act(s, { type: "passUntil", player: "you", step: "upkeep", nextTurn: true });
    expect([s.turn, s.step, s.effects.length]).toEqual([4, "upkeep", 0]);
    expect(pt(s)).toEqual([2, 2]);
  });

  it("is refused for a card that is not on the battlefield", () => {
    const { state, ids } = board(cards, { you: { hand: [{ card: "Bear", label: "bear" }] } });
    const r = apply(state, op({ kind: "pump", object: ids["bear"], power: 1, toughness: 1 }), cards);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rules).toContain("613.4c");
  });
});

describe("a payment that does not cover the cost says what is named (CR 601.2g-h)", () => {
  const FOREST: CardDefinition = {
    name: "Forest",
    manaCost: null,
    types: ["Land"],
    oracleText: "{T}: Add {G}.",
    abilities: [
      {
        kind: "activated",
        text: "{T}: Add {G}.",
        cost: { tap: true },
        targets: [],
        effects: [{ kind: "addMana", choices: ["G"] }],
      },
    ],
  };
  const withForest: CardRegistry = { get: (name) => (name === "Forest" ? FOREST : BY_NAME.get(name)) };

  it("with no source named, says none is, and with too few, names them", () => {
    const { state, ids } = board(withForest, {
      you: { hand: [{ card: "Bear", label: "bear" }], battlefield: [{ card: "Forest", label: "f" }] },
    });
    const none = apply(state, { type: "cast", player: "you", object: ids["bear"]!, payment: [] }, withForest);
    expect(none.ok).toBe(false);
    if (!none.ok)
      expect(none.error.message).toMatch(/^No mana source is named, and the mana pool doesn't pay \{1\}\{G\}/);
    const one = apply(state, { type: "cast", player: "you", object: ids["bear"]!, payment: [ids["f"]!] }, withForest);
    expect(one.ok).toBe(false);
    if (!one.ok) expect(one.error.message).toMatch(/^The mana sources named \(Forest\) and the mana pool don't pay/);
  });
});
