/**
 * Starting a game (CR 103): the seeded shuffle, the seven-card opening hand, the London
 * mulligan (103.5: draw seven again, then put one card on the bottom per mulligan) and the
 * starting player's skipped first draw (103.8a); `replay` rebuilds a game from its log.
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./state/types.js";
import { apply } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { newGame, replay, type GameSetup } from "./game.js";
import { testCards } from "./test-support/registry.js";

const DECK = [
  ...Array<string>(8).fill("Forest"),
  ...Array<string>(8).fill("Mountain"),
  ...Array<string>(8).fill("Bear"),
  ...Array<string>(8).fill("Zap"),
  ...Array<string>(8).fill("Mana Elf"),
];

function act(s: GameState, a: Action): GameState {
  const r = apply(s, a, testCards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
  return r.state;
}

const names = (s: GameState, ids: string[]) => ids.map((id) => s.objects[id]!.card);

describe("newGame (CR 103.3, 103.5)", () => {
  it("shuffles the deck with the seed, draws seven and waits for the mulligan decision", () => {
    const s = newGame({ deck: DECK, seed: 7, onThePlay: true }, testCards);
    expect(s.players.you.hand).toHaveLength(7);
    expect(s.players.you.library).toHaveLength(DECK.length - 7);
    expect(s.pending?.decision).toEqual({ kind: "mulligan", player: "you", mulligans: 0 });
    const all = [...s.players.you.hand, ...s.players.you.library].map((id) => s.objects[id]!.card).sort();
    expect(all).toEqual([...DECK].sort());
  });

  it("is a pure function of the setup: the same seed gives the same order, another seed another", () => {
    const order = (seed: number) => {
      const s = newGame({ deck: DECK, seed, onThePlay: true }, testCards);
      return names(s, [...s.players.you.hand, ...s.players.you.library]);
    };
    expect(order(3)).toEqual(order(3));
    expect(order(3)).not.toEqual(order(4));
  });

  it("throws on a card the registry doesn't know", () => {
    expect(() => newGame({ deck: ["Forest", "No Such Card"], seed: 1, onThePlay: true }, testCards)).toThrow(
      /No Such Card/,
    );
  });
});

describe("London mulligan (CR 103.5)", () => {
  it("draws a new seven, then puts one card on the bottom per mulligan taken", () => {
    let s = newGame({ deck: DECK, seed: 11, onThePlay: true }, testCards);
    s = act(s, { type: "choose", player: "you", options: ["mulligan"] });
    expect(s.players.you.hand).toHaveLength(7);
    expect(s.players.you.library).toHaveLength(DECK.length - 7);
    expect(s.players.you.mulligans).toBe(1);
    expect(s.pending?.decision).toEqual({ kind: "mulligan", player: "you", mulligans: 1 });
    // The old hand was shuffled back: every card is in the library or the hand exactly once.
    expect(new Set([...s.players.you.hand, ...s.players.you.library].map((id) => s.objects[id]!.cardId)).size).toBe(
      DECK.length,
    );

    s = act(s, { type: "choose", player: "you", options: ["mulligan"] });
    expect(s.players.you.mulligans).toBe(2);
    s = act(s, { type: "choose", player: "you", options: ["keep"] });
    expect(s.pending?.decision).toEqual({ kind: "bottom", player: "you", count: 2 });

    const hand = names(s, s.players.you.hand);
    const oneCard = apply(s, { type: "choose", player: "you", options: [hand[0]!] }, testCards);
    expect(oneCard.ok).toBe(false);
    if (!oneCard.ok) expect(oneCard.error.rules).toContain("103.5");

    const bottom = [hand[0]!, hand[1]!];
    s = act(s, { type: "choose", player: "you", options: bottom });
    expect(s.players.you.hand).toHaveLength(5);
    expect(s.players.you.library).toHaveLength(DECK.length - 5);
    expect(names(s, s.players.you.library.slice(-2)).sort()).toEqual([...bottom].sort());
  });

  it("refuses an answer that is neither keep nor mulligan, changing nothing", () => {
    const s = newGame({ deck: DECK, seed: 2, onThePlay: true }, testCards);
    const before = structuredClone(s);
    const r = apply(s, { type: "choose", player: "you", options: ["maybe"] }, testCards);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rules).toContain("103.5");
    expect(s).toEqual(before);
  });
});

describe("the first turn (CR 103.8a)", () => {
  it("on the play, you skip the draw of your first turn", () => {
    let s = newGame({ deck: DECK, seed: 5, onThePlay: true }, testCards);
    s = act(s, { type: "choose", player: "you", options: ["keep"] });
    expect(s.turn).toBe(1);
    expect(s.active).toBe("you");
    s = act(s, { type: "passUntil", player: "you", step: "main1" });
    expect(s.step).toBe("main1");
    expect(s.turn).toBe(1);
    expect(s.players.you.hand).toHaveLength(7);
    expect(s.players.you.library).toHaveLength(DECK.length - 7);
  });

  it("on the draw, the goldfish goes first and you draw on your first turn", () => {
    let s = newGame({ deck: DECK, seed: 5, onThePlay: false }, testCards);
    s = act(s, { type: "choose", player: "you", options: ["keep"] });
    for (let i = 0; i < 50 && !(s.active === "you" && s.step === "main1"); i++) {
      const p = s.priority ?? "you";
      s = act(s, { type: "pass", player: p });
    }
    expect(s.turn).toBe(2);
    expect(s.active).toBe("you");
    expect(s.players.you.hand).toHaveLength(8);
    expect(s.players.opponent.hand).toHaveLength(0);
  });
});

describe("replay", () => {
  it("rebuilds the same state from the setup and the action log", () => {
    const setup: GameSetup = { deck: DECK, seed: 9, onThePlay: true };
    let s = newGame(setup, testCards);
    const log: Action[] = [];
    for (let i = 0; i < 200 && !s.winner; i++) {
      const player = s.pending?.decision.player ?? s.priority ?? "you";
      const options = legalActions(s, player, testCards);
      if (options.length === 0) break;
      // Prefer doing something over passing, deterministically.
      const a = options[(i * 7) % options.length]!;
      s = act(s, a);
      log.push(a);
    }
    expect(log.length).toBeGreaterThan(20);
    expect(replay(setup, log, testCards)).toEqual(s);
  });

  it("throws when a logged action is refused", () => {
    const setup: GameSetup = { deck: DECK, seed: 9, onThePlay: true };
    expect(() => replay(setup, [{ type: "pass", player: "you" }], testCards)).toThrow(
      /^action 1 of 1 \(pass\) was refused on replay: .* \[CR 117\.1\]$/,
    );
  });

  it("says who lost and why when an action comes after the end of the game (CR 104.1, 704.5b)", () => {
    // five cards: the opening hand of seven draws from an empty library, and the player loses at once
    const setup: GameSetup = { deck: DECK.slice(0, 5), seed: 9, onThePlay: true };
    const keep: Action = { type: "choose", player: "you", options: ["keep"] };
    expect(() => replay(setup, [keep, { type: "pass", player: "you" }], testCards)).toThrow(
      "was refused on replay: The game is over: you lost (drew from an empty library). [CR 104.1, 704.5b]",
    );
  });
});
