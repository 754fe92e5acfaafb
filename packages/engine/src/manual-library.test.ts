/**
 * The table's library tools as manual actions (draw, mill, look, reveal, shuffle, arrange: CR
 * 121.1, 701.13a, 701.16, 701.20a, 401.4), their shapes checked at the engine's door, and the
 * log lines naming what resolved or what got counters (a trigger is not its source, 113.7).
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./state/types.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import type { CardRegistry } from "./core/context.js";
import { apply } from "./apply.js";
import { board } from "./test-support/board.js";

const CARDS: CardDefinition[] = [
  { name: "Bear", manaCost: "{1}{G}", types: ["Creature"], subtypes: ["Bear"], power: 2, toughness: 2, oracleText: "" },
  {
    name: "Forest",
    manaCost: null,
    types: ["Land"],
    supertypes: ["Basic"],
    subtypes: ["Forest"],
    oracleText: "({T}: Add {G}.)",
    abilities: [
      {
        kind: "activated",
        text: "{T}: Add {G}.",
        cost: { tap: true },
        targets: [],
        effects: [{ kind: "addMana", choices: ["G"] }],
      },
    ],
  },
  {
    name: "Cub",
    manaCost: "{G}",
    types: ["Creature"],
    subtypes: ["Badger"],
    power: 1,
    toughness: 1,
    oracleText: "When Cub enters, you gain 1 life.",
    abilities: [
      {
        kind: "triggered",
        text: "When Cub enters, you gain 1 life.",
        event: { kind: "entersSelf" },
        targets: [],
        effects: [{ kind: "gainLife", amount: 1, who: { kind: "you" } }],
      },
    ],
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

/** A board with five labelled library cards (l0 on top) and a Bear on the battlefield. */
function withLibrary() {
  const library = ["Bear", "Forest", "Cub", "Bear", "Forest"].map((card, i) => ({ card, label: `l${i}` }));
  return board(cards, { you: { library, battlefield: [{ card: "Bear", label: "bear" }] } });
}

describe("log texts", () => {
  it("a triggered ability resolving is logged as its source's ability, the spell under its own name", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Cub", label: "cub" }], battlefield: ["Forest"] },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["cub"]! });
    s = act(s, { type: "pass", player: "you" }); // the spell resolves, its trigger goes on the stack
    s = act(s, { type: "pass", player: "you" }); // the trigger resolves
    expect(s.log).toContain("Cub resolves");
    expect(s.log).toContain("Cub's ability resolves");
    expect(s.log.filter((l) => l === "Cub resolves")).toHaveLength(1);
    expect(s.players.you.life).toBe(21);
  });

  it("a manual counter names the card it is put on or removed from", () => {
    const { state, ids } = withLibrary();
    let s = act(state, op({ kind: "counters", object: ids["bear"], counter: "+1/+1", delta: 1 }));
    expect(s.log.at(-1)).toBe("Put 1 +1/+1 counter on Bear");
    s = act(s, op({ kind: "counters", object: ids["bear"], counter: "+1/+1", delta: 2 }));
    expect(s.log.at(-1)).toBe("Put 2 +1/+1 counters on Bear");
    s = act(s, op({ kind: "counters", object: ids["bear"], counter: "+1/+1", delta: -3 }));
    expect(s.log.at(-1)).toBe("Removed 3 +1/+1 counters from Bear");
  });
});

describe("library tools", () => {
  it("draw N takes the top N cards into the hand, one at a time (121.1-121.2)", () => {
    const { state, ids } = withLibrary();
    const s = act(state, op({ kind: "draw", count: 2 }));
    expect(s.players.you.hand).toEqual([ids["l0"], ids["l1"]]);
    expect(s.players.you.library).toHaveLength(3);
    expect(s.log.at(-1)).toBe("Manually drew 2 cards");
  });

  it("mill N puts the top N into the graveyard, as many as there are (701.13a-b)", () => {
    const { state } = withLibrary();
    let s = act(state, op({ kind: "mill", count: 3 }));
    expect(s.players.you.graveyard).toHaveLength(3);
    expect(s.log.at(-1)).toBe("Manually milled 3 cards: Bear, Forest, Cub");
    s = act(s, op({ kind: "mill", count: 10 }));
    expect([s.players.you.library.length, s.players.you.graveyard.length]).toEqual([0, 5]);
  });

  it("look and reveal move nothing and say what was seen (701.16a-b, 701.16e)", () => {
    const { state, ids } = withLibrary();
    let s = act(state, op({ kind: "look", count: 3 }));
    expect(s.players.you.library).toEqual(state.players.you.library);
    expect(s.log.at(-1)).toBe("Looked at the top 3 cards of the library");
    s = act(s, op({ kind: "reveal", objects: [ids["l2"]] }));
    expect(s.log.at(-1)).toBe("Revealed Cub");
    expect(s.objects[ids["l2"]!]!.zone).toBe("library");
  });

  it("shuffle randomizes through the game's RNG: the same state shuffles the same way (701.20a)", () => {
    const { state } = withLibrary();
    const a = act(state, op({ kind: "shuffle" }));
    const b = act(state, op({ kind: "shuffle" }));
    expect(a.players.you.library).toEqual(b.players.you.library);
    expect([...a.players.you.library].sort()).toEqual([...state.players.you.library].sort());
    expect(a.rng).not.toEqual(state.rng);
    // shuffling again from a different RNG state gives, over a few tries, a different order
    const orders = new Set<string>();
    let s = state;
    for (let i = 0; i < 6; i++) {
      s = act(s, op({ kind: "shuffle" }));
      orders.add(s.players.you.library.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it("arrange puts chosen cards on top and bottom in order, the rest in between (401.4, a scry's answer)", () => {
    const { state, ids } = withLibrary();
    const s = act(state, op({ kind: "arrange", top: [ids["l2"], ids["l0"]], bottom: [ids["l1"]] }));
    expect(s.players.you.library).toEqual([ids["l2"], ids["l0"], ids["l3"], ids["l4"], ids["l1"]]);
  });

  it("arrange refuses a card outside the library and a card named twice", () => {
    const { state, ids } = withLibrary();
    const outside = apply(state, op({ kind: "arrange", top: [ids["bear"]], bottom: [] }), cards);
    expect(outside.ok).toBe(false);
    if (!outside.ok) expect(outside.error.rules).toContain("401.4");
    const twice = apply(state, op({ kind: "arrange", top: [ids["l0"]], bottom: [ids["l0"]] }), cards);
    expect(twice.ok).toBe(false);
  });

  it("a card moved to the library by hand is logged with the end it went to (401.4)", () => {
    const { state, ids } = withLibrary();
    const bottom = act(state, op({ kind: "move", object: ids["bear"]!, to: "library", position: "bottom" }));
    expect(bottom.log.at(-1)).toBe("Manually moved Bear to the bottom of the library");
    const top = act(state, op({ kind: "move", object: ids["bear"]!, to: "library" }));
    expect(top.log.at(-1)).toBe("Manually moved Bear to the top of the library");
    const grave = act(state, op({ kind: "move", object: ids["bear"]!, to: "graveyard" }));
    expect(grave.log.at(-1)).toBe("Manually moved Bear to graveyard");
  });

  it("makes several identical tokens in one action, and refuses a count outside 1–100", () => {
    const { state } = withLibrary();
    const token = { name: "Goblin", colors: ["R"], types: ["Creature"], subtypes: ["Goblin"], power: 1, toughness: 1 };
    const s = act(state, op({ kind: "createToken", token, count: 6 }));
    expect(Object.values(s.objects).filter((o) => o.isToken && o.zone === "battlefield")).toHaveLength(6);
    // one line says what was done, before the six enter the battlefield
    expect(s.log.filter((l) => l.startsWith("Manually created"))).toEqual(["Manually created 6 Goblin tokens"]);
    const one = act(state, op({ kind: "createToken", token: { ...token, name: undefined, subtypes: ["Soldier"] } }));
    expect(one.log.filter((l) => l.startsWith("Manually created"))).toEqual(["Manually created a Soldier token"]);
    const r = apply(state, op({ kind: "createToken", token, count: 0 }), cards);
    expect(r.ok ? "" : r.error.field).toBe("op.count");
  });

  it("the action schema refuses malformed library tools, naming the field", () => {
    const { state, ids } = withLibrary();
    const cases: [unknown, string][] = [
      [{ kind: "draw", count: -1 }, "op.count"],
      [{ kind: "mill", count: 1.5 }, "op.count"],
      [{ kind: "look" }, "op.count"],
      [{ kind: "reveal", objects: "l0" }, "op.objects"],
      [{ kind: "arrange", top: [ids["l0"]], bottom: ["nope"] }, "op.bottom.0"],
    ];
    for (const [o, fieldPath] of cases) {
      const r = apply(state, op(o), cards);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.field).toBe(fieldPath);
    }
  });
});
