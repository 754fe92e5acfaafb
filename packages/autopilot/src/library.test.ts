/**
 * Where the autopilot puts the cards it looks at (library.ts `arrange`; scry CR 701.18a, "look
 * at the top N" 608.2c): lands while it has few, spells it can cast next otherwise, and an
 * answer the engine accepts for every kind of look. Moved from the engine's library tests.
 */
import { describe, expect, it } from "vitest";
import { apply, type CardDefinition, type CardRegistry, type Effect, type GameState } from "@fishbowl/engine";
import { chooseAction } from "./index.js";
import { board, type Zones } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const sorcery = (name: string, oracleText: string, effects: Effect[]): CardDefinition => ({
  name,
  manaCost: "{U}",
  types: ["Sorcery"],
  oracleText,
  spell: { modes: [{ text: oracleText, targets: [], effects }], chooseMin: 1, chooseMax: 1 },
});

const LOOK_CARDS: CardDefinition[] = [
  sorcery(
    "Impulse Look",
    "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.",
    [{ kind: "lookAtTop", amount: 4, picks: [{ to: "hand", count: 1 }], rest: "bottom" }],
  ),
  sorcery(
    "Alchemy Look",
    "Look at the top four cards of your library. Put one of them into your hand and the rest into your graveyard.",
    [{ kind: "lookAtTop", amount: 4, picks: [{ to: "hand", count: 1 }], rest: "graveyard" }],
  ),
  sorcery(
    "Gift Look",
    "Look at the top four cards of your library. You may reveal a creature card and/or a land card from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.",
    [
      {
        kind: "lookAtTop",
        amount: 4,
        picks: [
          { to: "hand", count: 2, upTo: true, slots: [{ types: ["Creature"] }, { types: ["Land"] }], reveal: true },
        ],
        rest: "bottom",
      },
    ],
  ),
  sorcery("Owl Look", "Look at the top three cards of your library, then put them back in any order.", [
    { kind: "lookAtTop", amount: 3, picks: [], rest: "top" },
  ]),
  sorcery(
    "Telling Look",
    "Look at the top three cards of your library. Put one of those cards into your hand, one on top of your library, and one on the bottom of your library.",
    [
      {
        kind: "lookAtTop",
        amount: 3,
        picks: [
          { to: "hand", count: 1 },
          { to: "top", count: 1 },
        ],
        rest: "bottom",
      },
    ],
  ),
  sorcery(
    "Random Look",
    "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in a random order.",
    [{ kind: "lookAtTop", amount: 4, picks: [{ to: "hand", count: 1 }], rest: "bottom", randomOrder: true }],
  ),
  sorcery("Scry Two", "Scry 2.", [{ kind: "scry", amount: 2 }]),
];

const cards: CardRegistry = (() => {
  const byName = new Map(LOOK_CARDS.map((d) => [d.name, d]));
  return { get: (name: string) => byName.get(name) ?? testCards.get(name) };
})();

const { act } = play(cards);

/** Casts the labelled `spell` from a board where you have Islands, and passes until the stack is empty or a decision waits. */
function cast(you: Zones) {
  const { state, ids } = board(cards, { you: { battlefield: ["Island", "Island"], ...you } });
  let s = act(state, { type: "cast", player: "you", object: ids["spell"]! });
  for (let i = 0; i < 10 && s.stack.length > 0 && !s.pending; i++)
    s = act(s, { type: "pass", player: s.priority ?? "you" });
  return { s, ids };
}

const names = (s: GameState, list: string[]) => list.map((id) => s.objects[id]!.card);
const lib = (...entries: [string, string][]) => entries.map(([card, label]) => ({ card, label }));

describe("the autopilot's arrangement", () => {
  const scryWith = (battlefield: string[], hand: string[]) => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: ["Island", ...battlefield],
        hand: [{ card: "Scry Two", label: "spell" }, ...hand],
        library: lib(["Forest", "a"], ["Big Zap", "b"], ["Bear", "c"]),
      },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["spell"]! });
    s = act(s, { type: "pass", player: "you" });
    const a = chooseAction(s, cards)!;
    const r = apply(s, a, cards);
    if (!r.ok) throw new Error(r.error.message);
    return names(r.state, r.state.players.you.library);
  };

  it("keeps a land on top when it has few lands, the spell it can cast next", () => {
    expect(scryWith([], [])).toEqual(["Forest", "Big Zap", "Bear"]);
  });

  it("sends lands to the bottom once it has enough, keeping spells", () => {
    expect(scryWith(["Island", "Forest", "Mountain"], ["Forest"])).toEqual(["Big Zap", "Bear", "Forest"]);
  });

  it("takes a creature and a land with the Gift, and answers every look it is given", () => {
    for (const spell of ["Gift Look", "Telling Look", "Alchemy Look", "Impulse Look", "Owl Look", "Random Look"]) {
      const { s } = cast({
        hand: [{ card: spell, label: "spell" }],
        library: lib(["Bear", "a"], ["Zap", "b"], ["Forest", "c"], ["Big Zap", "d"]),
      });
      const r = apply(s, chooseAction(s, cards)!, cards);
      expect(r.ok).toBe(true);
      if (r.ok && spell === "Gift Look")
        expect(names(r.state, r.state.players.you.hand).sort()).toEqual(["Bear", "Forest"]);
    }
  });
});
