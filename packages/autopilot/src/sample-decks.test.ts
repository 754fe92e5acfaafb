/**
 * The autopilot on the real cards of @fishbowl/cards (a dev dependency, for these tests only):
 * the three sample decks and random decks of the whole built-in pool play with no refused
 * action, games are deterministic and replay, and burn is never aimed at itself.
 */
import { describe, expect, it } from "vitest";
import { applyInPlace, legalActions, newGame, replay, type Action } from "@fishbowl/engine";
import { builtinCardNames, builtinRegistry, parseDeck, sampleDecks } from "@fishbowl/cards";
import { chooseAction, gameSeed, playGame, yourTurnNumber } from "./index.js";

/** A sample deck's main deck as card names, one per card. */
function sampleDeck(id: string): { deck: string[] } {
  const sample = sampleDecks.find((d) => d.id === id);
  if (!sample) throw new Error(`no sample deck ${id}`);
  const parsed = parseDeck(sample.text);
  if (parsed.fatal || parsed.errors.length > 0) throw new Error(`sample deck ${id} doesn't parse`);
  return { deck: parsed.main.flatMap((e) => Array<string>(e.count).fill(e.name)) };
}

describe("the autopilot on the sample decks", () => {
  for (const sample of sampleDecks) {
    it(`plays ${sample.id} 200 times with no refused action and no exception`, () => {
      const { deck } = sampleDeck(sample.id);
      let refused = 0;
      let kills = 0;
      for (let i = 0; i < 200; i++) {
        const r = playGame({ deck, seed: gameSeed(1, i), onThePlay: i % 2 === 0 }, builtinRegistry, { maxTurns: 20 });
        refused += r.refused;
        if (r.killTurn !== null) kills++;
        expect(r.mulligans).toBeLessThanOrEqual(7);
      }
      expect(refused).toBe(0);
      expect(kills).toBeGreaterThan(190);
    });
  }

  it("is deterministic: the same seed gives the same game", () => {
    const { deck } = sampleDeck("boros-tokens");
    const setup = { deck, seed: 12345, onThePlay: false };
    const a = playGame(setup, builtinRegistry);
    const b = playGame(setup, builtinRegistry);
    expect(b).toEqual(a);
    const other = playGame({ ...setup, seed: 12346 }, builtinRegistry);
    expect(other.actions).not.toEqual(a.actions);
  });

  it("records actions that replay to the same end", () => {
    const { deck } = sampleDeck("gruul-earthbend");
    const setup = { deck, seed: 99, onThePlay: true };
    const r = playGame(setup, builtinRegistry);
    const s = replay(setup, r.actions, builtinRegistry);
    expect(s.winner).toBe(r.killTurn === null ? null : "you");
  });

  it("only chooses actions for its own decisions, and answers the mulligan first", () => {
    const { deck } = sampleDeck("mono-red-haste");
    const s = newGame({ deck, seed: 3, onThePlay: true }, builtinRegistry);
    const a = chooseAction(s, builtinRegistry);
    expect(a).toMatchObject({ type: "choose", player: "you" });
    expect(legalActions(s, "you", builtinRegistry)).toContainEqual(a);
  });

  it("never aims burn at itself or its own creatures", () => {
    const { deck } = sampleDeck("mono-red-haste");
    for (let i = 0; i < 30; i++) {
      const r = playGame({ deck, seed: gameSeed(2, i), onThePlay: true }, builtinRegistry);
      for (const a of r.actions) {
        if (a.type === "cast" && a.targets)
          expect(a.targets.every((t) => t === "opponent" || !t.startsWith("you"))).toBe(true);
      }
      const s = replay({ deck, seed: gameSeed(2, i), onThePlay: true }, r.actions, builtinRegistry);
      expect(
        s.log.some((l) =>
          /deals \d+ damage to (you|Raging Goblin|Monastery Swiftspear|Goblin Bushwhacker|Young Pyromancer|Prodigal Pyromancer|Goblin Token|Elemental Token)\b/.test(
            l,
          ),
        ),
      ).toBe(false);
    }
  });

  it("takes the same actions as applying chooseAction's answers one by one (defaults taken in place)", () => {
    let defaults = 0;
    for (const sample of sampleDecks) {
      const { deck } = sampleDeck(sample.id);
      for (let i = 0; i < 20; i++) {
        const setup = { deck, seed: gameSeed(4, i), onThePlay: i % 2 === 0 };
        // the reference loop: chooseAction on every state, as the game loop did before it took defaults itself
        const s = newGame(setup, builtinRegistry);
        const actions: Action[] = [];
        while (!s.winner && yourTurnNumber(s) <= 20 && actions.length < 5000) {
          const d = s.pending?.decision;
          if (d && "default" in d && d.default) defaults++;
          const a = chooseAction(s, builtinRegistry);
          if (!a || !applyInPlace(s, a, builtinRegistry).ok) break;
          actions.push(a);
        }
        expect(playGame(setup, builtinRegistry, { maxTurns: 20 }).actions).toEqual(actions);
      }
    }
    expect(defaults).toBeGreaterThan(0); // decisions with a default came up (a few a hundred games)
  });

  it("plays random decks of the whole built-in pool with no refused action and no exception", () => {
    const basics = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
    const spells = builtinCardNames().filter((n) => !basics.includes(n));
    let x = 12345;
    const rnd = (n: number) => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return (x >>> 8) % n;
    };
    for (let d = 0; d < 40; d++) {
      const deck = [
        ...Array.from({ length: 24 }, () => basics[rnd(5)]!),
        ...Array.from({ length: 36 }, () => spells[rnd(spells.length)]!),
      ];
      for (let g = 0; g < 4; g++) {
        const r = playGame({ deck, seed: gameSeed(d, g), onThePlay: g % 2 === 0 }, builtinRegistry, { maxTurns: 12 });
        expect(r.refused, r.firstRefusal).toBe(0);
      }
    }
  });
});
