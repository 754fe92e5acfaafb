/**
 * The goldfish autopilot on the test cards: every action it picks is accepted, games are a
 * function of their setup, it never aims harm at itself, and it skips steal and removal
 * spells (the goldfish has nothing to take or destroy).
 */
import { describe, expect, it } from "vitest";
import { applyInPlace, legalActions, newGame, replay, type Action } from "@fishbowl/engine";
import { chooseAction, keepRange, playGame, yourTurnNumber } from "./index.js";
import { testCards } from "./test-support/registry.js";
import { board } from "./test-support/board.js";

const fill = (n: number, name: string) => Array<string>(n).fill(name);
const DECK = [
  ...fill(9, "Mountain"),
  ...fill(8, "Forest"),
  ...fill(8, "Bear"),
  ...fill(8, "Mana Elf"),
  ...fill(8, "Zap"),
  ...fill(4, "Big Zap"),
  ...fill(4, "Ground Shaping"),
  ...fill(4, "Take Land"),
  ...fill(3, "Unmake"),
  ...fill(4, "Island"),
];

describe("playGame", () => {
  it("plays 100 games with no refused action, and kills the goldfish", () => {
    let kills = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const r = playGame({ deck: DECK, seed, onThePlay: seed % 2 === 0 }, testCards, { maxTurns: 15 });
      expect(r.refused, r.firstRefusal).toBe(0);
      if (r.killTurn !== null) kills++;
    }
    expect(kills).toBeGreaterThan(95);
  });

  it("is a function of the setup, and its actions replay to the same end", () => {
    const setup = { deck: DECK, seed: 42, onThePlay: true };
    const a = playGame(setup, testCards);
    expect(playGame(setup, testCards)).toEqual(a);
    const s = replay(setup, a.actions, testCards);
    expect(s.winner).toBe("you");
    expect(yourTurnNumber(s)).toBe(a.killTurn);
  });

  it("never targets itself or its own permanents with damage, and never casts steal or removal spells", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const setup = { deck: DECK, seed, onThePlay: true };
      const r = playGame(setup, testCards);
      const s = replay(setup, r.actions, testCards);
      const names = (a: Action) => (a.type === "cast" ? (s.objects[a.object]?.card ?? s.lki[a.object]?.name) : null);
      for (const a of r.actions) {
        if (a.type !== "cast") continue;
        expect(["Take Land", "Unmake"]).not.toContain(names(a));
        if (a.targets && (names(a) === "Zap" || names(a) === "Big Zap")) expect(a.targets).toEqual(["opponent"]);
      }
      expect(s.log.some((l) => /deals \d+ damage to (you|Bear|Mana Elf)/.test(l))).toBe(false);
    }
  });

  it("counts kill turns as the player's own turns, on the play and on the draw", () => {
    const onPlay = newGame({ deck: DECK, seed: 1, onThePlay: true }, testCards);
    onPlay.turn = 5;
    expect(yourTurnNumber(onPlay)).toBe(3);
    const onDraw = newGame({ deck: DECK, seed: 1, onThePlay: false }, testCards);
    onDraw.turn = 6;
    expect(yourTurnNumber(onDraw)).toBe(3);
  });

  it("stops after maxTurns of its own turns without a kill", () => {
    const r = playGame({ deck: fill(40, "Forest"), seed: 3, onThePlay: true }, testCards, { maxTurns: 4 });
    expect(r.killTurn).toBeNull();
    expect(r.refused).toBe(0);
    const s = replay({ deck: fill(40, "Forest"), seed: 3, onThePlay: true }, r.actions, testCards);
    expect(yourTurnNumber(s)).toBe(5);
  });
});

describe("chooseAction", () => {
  it("keeps 2-5 lands in seven, loosening after each mulligan", () => {
    expect(keepRange(0)).toEqual([2, 5]);
    expect(keepRange(1)).toEqual([1, 5]);
    expect(keepRange(2)).toEqual([1, 6]);
    expect(keepRange(3)).toEqual([0, 7]);
    const noLands = newGame({ deck: fill(40, "Bear"), seed: 1, onThePlay: true }, testCards);
    expect(chooseAction(noLands, testCards)).toEqual({ type: "choose", player: "you", options: ["mulligan"] });
  });

  it("answers each decision with an action the engine lists", () => {
    const s = newGame({ deck: DECK, seed: 9, onThePlay: true }, testCards);
    const a = chooseAction(s, testCards)!;
    expect(legalActions(s, "you", testCards)).toContainEqual(a);
  });

  it("searches for the basic land of the color its hand needs", () => {
    const deck = [...fill(10, "Land Search"), ...fill(10, "Forest"), ...fill(10, "Island"), ...fill(10, "Bear")];
    let searched = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const setup = { deck, seed, onThePlay: true };
      const r = playGame(setup, testCards, { maxTurns: 3 });
      const s = newGame(setup, testCards);
      for (const a of r.actions) {
        if (s.pending?.decision.kind === "choice" && /search/.test(s.pending.decision.prompt)) {
          searched++;
          expect(a).toMatchObject({ type: "choose", options: ["Forest"] }); // Bears need G; Islands make nothing it needs
        }
        applyInPlace(s, a, testCards);
      }
    }
    expect(searched).toBeGreaterThan(0);
  });

  it("returns a tapped land to its hand for a bounce land, not the bounce land itself, and doesn't play one as its only land", () => {
    const { state, ids } = board(testCards, {
      you: {
        hand: [{ card: "Bounce Land", label: "bounce" }],
        battlefield: [
          { card: "Forest", label: "tapped", tapped: true },
          { card: "Mountain", label: "untapped" },
        ],
      },
    });
    let s = state;
    const play = chooseAction(s, testCards)!;
    expect(play).toEqual({ type: "playLand", player: "you", object: ids["bounce"] });
    for (let i = 0; i < 4 && !s.pending; i++) applyInPlace(s, chooseAction(s, testCards)!, testCards);
    expect(s.pending?.decision.kind).toBe("targets");
    const answer = chooseAction(s, testCards)!;
    expect(legalActions(s, "you", testCards)).toHaveLength(1);
    expect(answer).toEqual({ type: "choose", player: "you", targets: [ids["tapped"]] });
    applyInPlace(s, answer, testCards);
    expect(s.objects[ids["tapped"]!]).toBeUndefined(); // a new object in the hand (CR 400.7)
    expect(s.players.you.hand).toHaveLength(1);

    const alone = board(testCards, { you: { hand: [{ card: "Bounce Land", label: "bounce" }, { card: "Bear" }] } });
    s = alone.state;
    expect(chooseAction(s, testCards)).not.toMatchObject({ type: "playLand" });
  });
});
