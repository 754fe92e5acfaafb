/**
 * Instructions that work on the top of a library: mill (CR 701.13), scry (701.18) and "look at
 * the top N cards" (608.2c, 701.16e) with the cards put where the text says — into a hand, a
 * graveyard, or back on the top or the bottom in the order the player chooses (401.4).
 */
import { describe, expect, it } from "vitest";
import type { GameState } from "./state/types.js";
import { apply } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { view } from "./view.js";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition, Effect, TargetSpec } from "./state/vocabulary/index.js";
import { board, type Zones } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";
import { play } from "./test-support/play.js";

const targetPlayer: TargetSpec = { text: "target player", players: true, min: 1, max: 1 };
const sorcery = (name: string, oracleText: string, effects: Effect[], targets: TargetSpec[] = []): CardDefinition => ({
  name,
  manaCost: "{U}",
  types: ["Sorcery"],
  oracleText,
  spell: { modes: [{ text: oracleText, targets, effects }], chooseMin: 1, chooseMax: 1 },
});

const LIBRARY_CARDS: CardDefinition[] = [
  sorcery("Self Mill", "Mill two cards.", [{ kind: "mill", amount: 2, who: { kind: "you" } }]),
  sorcery(
    "Mind Sieve",
    "Target player mills three cards.",
    [{ kind: "mill", amount: 3, who: { kind: "target", index: 0 } }],
    [targetPlayer],
  ),
  sorcery("Tide Wail", "Each opponent mills two cards.", [{ kind: "mill", amount: 2, who: { kind: "opponents" } }]),
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
  sorcery("Scry Zero", "Scry 0.", [{ kind: "scry", amount: 0 }]),
];

const cards: CardRegistry = (() => {
  const byName = new Map(LIBRARY_CARDS.map((d) => [d.name, d]));
  return { get: (name: string) => byName.get(name) ?? testCards.get(name) };
})();

const { act } = play(cards);

/** Casts the labelled `spell` (with `targets`) from a board where you have Islands, and passes until the stack is empty or a decision waits. */
function cast(you: Zones, opts: { targets?: string[]; opponent?: Zones } = {}) {
  const { state, ids } = board(cards, {
    you: { battlefield: ["Island", "Island"], ...you },
    ...(opts.opponent ? { opponent: opts.opponent } : {}),
  });
  let s = act(state, {
    type: "cast",
    player: "you",
    object: ids["spell"]!,
    ...(opts.targets ? { targets: opts.targets.map((t) => ids[t] ?? t) } : {}),
  });
  for (let i = 0; i < 10 && s.stack.length > 0 && !s.pending; i++)
    s = act(s, { type: "pass", player: s.priority ?? "you" });
  return { s, ids };
}

const names = (s: GameState, list: string[]) => list.map((id) => s.objects[id]!.card);

describe("mill (CR 701.13)", () => {
  it("puts the top N cards of your library into your graveyard, the rest staying in order", () => {
    const { s } = cast({ hand: [{ card: "Self Mill", label: "spell" }], library: ["Bear", "Zap", "Forest", "Island"] });
    expect(names(s, s.players.you.library)).toEqual(["Forest", "Island"]);
    expect(names(s, s.players.you.graveyard)).toEqual(["Bear", "Zap", "Self Mill"]);
    expect(s.log.some((l) => l.includes("You mill 2 cards: Bear, Zap"))).toBe(true);
  });

  it("mills as many as there are from a short library, and losing needs a draw, not a mill (701.13b, 704.5b)", () => {
    const { s } = cast(
      { hand: [{ card: "Mind Sieve", label: "spell" }] },
      { targets: ["opponent"], opponent: { library: ["Bear", "Zap"] } },
    );
    expect(s.players.opponent.library).toEqual([]);
    expect(names(s, s.players.opponent.graveyard)).toEqual(["Bear", "Zap"]);
    expect(s.winner).toBeNull();
    expect(s.players.opponent.drewFromEmpty).toBe(false);
  });

  it("mills the target player: yourself when you are the target", () => {
    const { s } = cast(
      { hand: [{ card: "Mind Sieve", label: "spell" }], library: ["Bear", "Zap", "Forest", "Island"] },
      { targets: ["you"], opponent: { library: ["Mountain"] } },
    );
    expect(names(s, s.players.you.library)).toEqual(["Island"]);
    expect(s.players.opponent.library).toHaveLength(1);
  });

  it("mills each opponent, not you", () => {
    const { s } = cast(
      { hand: [{ card: "Tide Wail", label: "spell" }], library: ["Bear"] },
      { opponent: { library: ["Mountain", "Forest", "Island"] } },
    );
    expect(names(s, s.players.opponent.graveyard)).toEqual(["Mountain", "Forest"]);
    expect(names(s, s.players.you.library)).toEqual(["Bear"]);
  });
});

type Arrange = Extract<NonNullable<GameState["pending"]>["decision"], { kind: "arrange" }>;

/** The pending `arrange` decision (fails the test if there is none). */
function arrangeOf(s: GameState): Arrange {
  const d = s.pending?.decision;
  if (d?.kind !== "arrange") throw new Error(`expected an arrange decision, got ${d?.kind ?? "none"}`);
  return d;
}

/** Answers the arrange decision with `[label, place]` pairs, in the order given. */
function arrangeAs(s: GameState, ids: Record<string, string>, pairs: [string, string][]): ReturnType<typeof apply> {
  return apply(
    s,
    { type: "choose", player: "you", targets: pairs.map(([l]) => ids[l]!), options: pairs.map(([, p]) => p) },
    cards,
  );
}

const lib = (...entries: [string, string][]) => entries.map(([card, label]) => ({ card, label }));
const FOUR = lib(["Bear", "a"], ["Zap", "b"], ["Forest", "c"], ["Big Zap", "d"], ["Island", "e"]);

describe("look at the top N cards (CR 608.2c, 701.16e)", () => {
  it("asks where each card goes, showing the cards only in the decision, and puts them there in the chosen order (401.4)", () => {
    const { s, ids } = cast({ hand: [{ card: "Impulse Look", label: "spell" }], library: FOUR });
    const d = arrangeOf(s);
    expect(d.cards.map((c) => c.name)).toEqual(["Bear", "Zap", "Forest", "Big Zap"]);
    expect(d.places).toEqual([
      { to: "hand", min: 1, max: 1, text: "into your hand" },
      { to: "bottom", min: 0, max: 4, text: "the rest on the bottom of your library" },
    ]);
    expect(view(s, cards).pending).toEqual(d);
    expect(s.log.some((l) => /Bear|Big Zap/.test(l))).toBe(false);
    const r = arrangeAs(s, ids, [
      ["c", "hand"],
      ["d", "bottom"],
      ["a", "bottom"],
      ["b", "bottom"],
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const t = r.state;
    expect(t.pending).toBeNull();
    expect(names(t, t.players.you.hand)).toEqual(["Forest"]);
    expect(names(t, t.players.you.library)).toEqual(["Island", "Big Zap", "Bear", "Zap"]);
    expect(t.log.some((l) => l.includes("You put a card into your hand"))).toBe(true);
    expect(t.log.some((l) => l.includes("Forest"))).toBe(false); // put into the hand unrevealed
    expect(names(t, t.players.you.graveyard)).toEqual(["Impulse Look"]);
  });

  it("refuses answers that don't fit, citing the rule and changing nothing", () => {
    const { s, ids } = cast({ hand: [{ card: "Impulse Look", label: "spell" }], library: FOUR });
    const before = JSON.stringify(s);
    const refusals = [
      arrangeAs(s, ids, [
        ["c", "hand"],
        ["d", "bottom"],
        ["a", "bottom"],
      ]), // a card left out
      arrangeAs(s, ids, [
        ["c", "hand"],
        ["d", "hand"],
        ["a", "bottom"],
        ["b", "bottom"],
      ]), // two into the hand
      arrangeAs(s, ids, [
        ["c", "bottom"],
        ["d", "bottom"],
        ["a", "bottom"],
        ["b", "bottom"],
      ]), // none into the hand
      arrangeAs(s, ids, [
        ["c", "hand"],
        ["d", "graveyard"],
        ["a", "bottom"],
        ["b", "bottom"],
      ]), // not a place of this instruction
      arrangeAs(s, ids, [
        ["c", "hand"],
        ["e", "bottom"],
        ["a", "bottom"],
        ["b", "bottom"],
      ]), // a card not looked at
      arrangeAs(s, ids, [
        ["c", "hand"],
        ["c", "bottom"],
        ["a", "bottom"],
        ["b", "bottom"],
      ]), // one card twice
    ];
    for (const r of refusals) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.rules).toContain("608.2c");
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it("puts the rest into the graveyard in the order listed (404.3)", () => {
    const { s, ids } = cast({ hand: [{ card: "Alchemy Look", label: "spell" }], library: FOUR });
    const r = arrangeAs(s, ids, [
      ["b", "hand"],
      ["d", "graveyard"],
      ["c", "graveyard"],
      ["a", "graveyard"],
    ]);
    expect(r.ok && names(r.state, r.state.players.you.graveyard)).toEqual([
      "Big Zap",
      "Forest",
      "Bear",
      "Alchemy Look",
    ]);
    expect(r.ok && names(r.state, r.state.players.you.library)).toEqual(["Island"]);
  });

  it("reveals a creature card and/or a land card into the hand, each a different one of them (701.16a)", () => {
    const { s, ids } = cast({
      hand: [{ card: "Gift Look", label: "spell" }],
      library: lib(["Bear", "a"], ["Mana Elf", "b"], ["Forest", "c"], ["Zap", "d"]),
    });
    expect(arrangeOf(s).places[0]).toMatchObject({
      to: "hand",
      min: 0,
      max: 2,
      reveal: true,
      fits: [[0], [0], [1], []],
    });
    const twoCreatures = arrangeAs(s, ids, [
      ["a", "hand"],
      ["b", "hand"],
      ["c", "bottom"],
      ["d", "bottom"],
    ]);
    expect(twoCreatures.ok).toBe(false);
    const spell = arrangeAs(s, ids, [
      ["d", "hand"],
      ["a", "bottom"],
      ["b", "bottom"],
      ["c", "bottom"],
    ]);
    expect(spell.ok).toBe(false);
    const r = arrangeAs(s, ids, [
      ["b", "hand"],
      ["c", "hand"],
      ["d", "bottom"],
      ["a", "bottom"],
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(names(r.state, r.state.players.you.hand)).toEqual(["Mana Elf", "Forest"]);
    expect(names(r.state, r.state.players.you.library)).toEqual(["Zap", "Bear"]);
    expect(r.state.log.some((l) => l.includes("You reveal Mana Elf, Forest and put them into your hand"))).toBe(true);
    // "you may": taking nothing is an answer too
    expect(
      arrangeAs(s, ids, [
        ["a", "bottom"],
        ["b", "bottom"],
        ["c", "bottom"],
        ["d", "bottom"],
      ]).ok,
    ).toBe(true);
  });

  it("puts them back in any order: the order chosen, top first", () => {
    const { s, ids } = cast({ hand: [{ card: "Owl Look", label: "spell" }], library: FOUR });
    expect(arrangeOf(s).places).toEqual([{ to: "top", min: 0, max: 3, text: "the rest on top of your library" }]);
    const r = arrangeAs(s, ids, [
      ["c", "top"],
      ["a", "top"],
      ["b", "top"],
    ]);
    expect(r.ok && names(r.state, r.state.players.you.library)).toEqual(["Forest", "Bear", "Zap", "Big Zap", "Island"]);
  });

  it("puts one into the hand, one on top and one on the bottom", () => {
    const { s, ids } = cast({ hand: [{ card: "Telling Look", label: "spell" }], library: FOUR });
    expect(arrangeOf(s).places.map((p) => [p.to, p.min, p.max])).toEqual([
      ["hand", 1, 1],
      ["top", 1, 1],
      ["bottom", 0, 3],
    ]);
    expect(
      arrangeAs(s, ids, [
        ["a", "hand"],
        ["b", "bottom"],
        ["c", "bottom"],
      ]).ok,
    ).toBe(false); // none on top
    const r = arrangeAs(s, ids, [
      ["a", "hand"],
      ["c", "top"],
      ["b", "bottom"],
    ]);
    expect(r.ok && names(r.state, r.state.players.you.library)).toEqual(["Forest", "Big Zap", "Island", "Zap"]);
  });

  it("a random order comes from the game's seeded RNG, not from the answer", () => {
    const bottoms = (seed: number) => {
      const { state, ids } = board(cards, {
        seed,
        you: { battlefield: ["Island"], hand: [{ card: "Random Look", label: "spell" }], library: FOUR },
      });
      let s = act(state, { type: "cast", player: "you", object: ids["spell"]! });
      s = act(s, { type: "pass", player: "you" });
      const r = arrangeAs(s, ids, [
        ["a", "hand"],
        ["b", "bottom"],
        ["c", "bottom"],
        ["d", "bottom"],
      ]);
      if (!r.ok) throw new Error(r.error.message);
      return names(r.state, r.state.players.you.library);
    };
    expect(bottoms(7)).toEqual(bottoms(7));
    expect(bottoms(7)[0]).toBe("Island");
    expect(bottoms(7).slice(1).sort()).toEqual(["Big Zap", "Forest", "Zap"]);
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => bottoms(seed).join(",")));
    expect(orders.size).toBeGreaterThan(1);
  });

  it("asks nothing when there is only one way to put the cards", () => {
    const { s } = cast({ hand: [{ card: "Impulse Look", label: "spell" }], library: lib(["Bear", "a"]) });
    expect(s.pending).toBeNull();
    expect(names(s, s.players.you.hand)).toEqual(["Bear"]);
    const empty = cast({ hand: [{ card: "Owl Look", label: "spell" }] }).s;
    expect(empty.pending).toBeNull();
    expect(empty.stack).toHaveLength(0);
  });
});

describe("scry (CR 701.18)", () => {
  it("puts any number on the bottom and the rest on top, both in the chosen order", () => {
    const { s, ids } = cast({ hand: [{ card: "Scry Two", label: "spell" }], library: FOUR });
    expect(arrangeOf(s)).toMatchObject({
      rule: "701.18a",
      places: [
        { to: "bottom", min: 0, max: 2 },
        { to: "top", min: 0, max: 2 },
      ],
    });
    const swapped = arrangeAs(s, ids, [
      ["b", "top"],
      ["a", "top"],
    ]);
    expect(swapped.ok && names(swapped.state, swapped.state.players.you.library)).toEqual([
      "Zap",
      "Bear",
      "Forest",
      "Big Zap",
      "Island",
    ]);
    const both = arrangeAs(s, ids, [
      ["b", "bottom"],
      ["a", "bottom"],
    ]);
    expect(both.ok && names(both.state, both.state.players.you.library)).toEqual([
      "Forest",
      "Big Zap",
      "Island",
      "Zap",
      "Bear",
    ]);
    const split = arrangeAs(s, ids, [
      ["b", "top"],
      ["a", "bottom"],
    ]);
    expect(split.ok && names(split.state, split.state.players.you.library)).toEqual([
      "Zap",
      "Forest",
      "Big Zap",
      "Island",
      "Bear",
    ]);
    const wrong = arrangeAs(s, ids, [
      ["a", "hand"],
      ["b", "top"],
    ]);
    expect(!wrong.ok && wrong.error.rules).toContain("701.18a");
  });

  it("scry 0 does nothing (701.18b); scry 1 of one card still asks top or bottom", () => {
    const zero = cast({ hand: [{ card: "Scry Zero", label: "spell" }], library: FOUR }).s;
    expect(zero.pending).toBeNull();
    expect(zero.log.some((l) => l.includes("look at"))).toBe(false);
    const one = cast({ hand: [{ card: "Scry Two", label: "spell" }], library: lib(["Bear", "a"]) });
    expect(arrangeOf(one.s).cards).toHaveLength(1);
    const r = arrangeAs(one.s, one.ids, [["a", "bottom"]]);
    expect(r.ok && names(r.state, r.state.players.you.library)).toEqual(["Bear"]);
  });
});

describe("answers to an arrangement", () => {
  it("legalActions offers one, and the engine accepts it", () => {
    for (const spell of ["Scry Two", "Gift Look", "Telling Look", "Alchemy Look"]) {
      const { s } = cast({ hand: [{ card: spell, label: "spell" }], library: FOUR });
      const answers = legalActions(s, "you", cards);
      expect(answers).toHaveLength(1);
      expect(apply(s, answers[0]!, cards).ok).toBe(true);
    }
  });
});
