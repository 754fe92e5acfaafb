/**
 * The main-phase choice asks the engine about the likeliest cards first (best-action.ts): on
 * every main-phase priority of real games — the sample decks, and random decks of the whole
 * built-in pool (kicker, X, modes, split cards, flashback, activated abilities) — it chooses
 * exactly what asking about every card chooses.
 */
import { describe, expect, it } from "vitest";
import { activationActions, applyInPlace, cardActions, legalActions, newGame, type GameState } from "@fishbowl/engine";
import { builtinCardNames, builtinRegistry, parseDeck, sampleDecks } from "@fishbowl/cards";
import { chooseAction, gameSeed, yourTurnNumber } from "./game.js";
import { mainPhaseAction } from "./casting.js";

/** Plays a game on autopilot, calling `look` at every priority of ours in a main phase with an empty stack. */
function eachMainPhase(deck: string[], seed: number, look: (s: GameState) => void): void {
  const s = newGame({ deck, seed, onThePlay: seed % 2 === 0 }, builtinRegistry);
  for (let guard = 0; guard < 2000 && !s.winner && yourTurnNumber(s) <= 12; guard++) {
    if (!s.pending && s.priority === "you" && s.active === "you" && s.stack.length === 0)
      if (s.step === "main1" || s.step === "main2") look(s);
    const a = chooseAction(s, builtinRegistry);
    if (!a || !applyInPlace(s, a, builtinRegistry).ok) break;
  }
}

const sample = (id: string): string[] =>
  parseDeck(sampleDecks.find((d) => d.id === id)!.text).main.flatMap((e) => Array<string>(e.count).fill(e.name));

function randomDecks(n: number): string[][] {
  const basics = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
  const spells = builtinCardNames().filter((c) => !basics.includes(c));
  let x = 777;
  const rnd = (k: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % k;
  };
  return Array.from({ length: n }, () => [
    ...Array.from({ length: 24 }, () => basics[rnd(5)]!),
    ...Array.from({ length: 36 }, () => spells[rnd(spells.length)]!),
  ]);
}

describe("the main-phase choice asks about the likeliest cards first", () => {
  it("the engine's pieces, card by card and then the activations, are exactly legalActions' list", () => {
    let looked = 0;
    for (const deck of [sample("gruul-earthbend"), ...randomDecks(6)])
      for (let g = 0; g < 3; g++)
        eachMainPhase(deck, gameSeed(5, g), (s) => {
          const of = cardActions(s, "you", builtinRegistry);
          const names = new Set<string>();
          const pieces = [{ type: "pass", player: "you" }];
          for (const id of s.players.you.hand) {
            const name = s.objects[id]!.card!;
            if (names.has(name)) continue;
            names.add(name);
            pieces.push(...of(id));
          }
          for (const id of s.players.you.graveyard)
            if (builtinRegistry.get(s.objects[id]!.card!)?.flashback) pieces.push(...of(id));
          pieces.push(...activationActions(s, "you", builtinRegistry));
          expect(pieces).toEqual(legalActions(s, "you", builtinRegistry));
          looked++;
        });
    expect(looked).toBeGreaterThan(50);
  });

  it("chooses what asking about every card chooses, on the sample decks and random decks", () => {
    let looked = 0;
    let chose = 0;
    const decks = [...sampleDecks.map((d) => sample(d.id)), ...randomDecks(16)];
    for (const deck of decks)
      for (let g = 0; g < 4; g++)
        eachMainPhase(deck, gameSeed(9, g), (s) => {
          for (const precombat of [true, false]) {
            const lazy = mainPhaseAction(s, builtinRegistry, precombat);
            expect(lazy).toEqual(mainPhaseAction(s, builtinRegistry, precombat, true));
            looked++;
            if (lazy) chose++;
          }
        });
    expect(looked).toBeGreaterThan(500);
    expect(chose).toBeGreaterThan(200);
  });
});
