/**
 * The fuzzer itself: its invariant checks see broken states, and a run is a function of its
 * seed (a failure's reproducer replays it exactly).
 */
import { describe, expect, it } from "vitest";
import { applyInPlace, currentCharacteristics, newGame, type GameState } from "@fishbowl/engine";
import { builtinRegistry } from "@fishbowl/cards";
import {
  cachedCharacteristics,
  cardIds,
  conservation,
  finiteNumbers,
  pollution,
  prototypeSnapshot,
  stateBasedActionsDue,
} from "./invariants.js";
import { fuzzGame } from "./game.js";
import { builtinPool, catalogPool, hostilePool, randomDeck, readsTheBoard } from "./pool.js";
import { Random } from "./random.js";
import type { CatalogCard } from "@fishbowl/cards";
import { runFuzz, signature } from "./run.js";
import { GOBLIN } from "./wellformed.js";

const game = (): GameState =>
  newGame(
    { deck: Array.from({ length: 40 }, (_, i) => (i % 2 ? "Mountain" : "Raging Goblin")), seed: 3, onThePlay: true },
    builtinRegistry,
  );

describe("the fuzzer's invariants", () => {
  it("hold for a new game", () => {
    const s = game();
    expect(conservation(s, cardIds(s))).toEqual([]);
    expect(finiteNumbers(s)).toEqual([]);
    expect(cachedCharacteristics(s, builtinRegistry)).toEqual([]);
  });

  it("see a card in two zones, a lost card and an object in no zone", () => {
    const s = game();
    const expected = cardIds(s);
    const id = s.players.you.hand[0]!;
    s.battlefield.push(id);
    expect(conservation(s, expected).join("\n")).toMatch(new RegExp(`${id} is listed in hand and in battlefield`));
    s.battlefield.pop();
    s.players.you.hand.shift();
    expect(conservation(s, expected).join("\n")).toMatch(new RegExp(`object ${id} \\(hand\\) is in no zone`));
    delete s.objects[id];
    expect(conservation(s, expected).join("\n")).toMatch(/cards not conserved: 40 at the start, 39 now/);
  });

  it("see a token outside the battlefield while the game goes on, not once it is over (CR 704.5d, 104.1)", () => {
    const s = game();
    applyInPlace(s, { type: "choose", player: "you", options: ["keep"] }, builtinRegistry);
    applyInPlace(s, { type: "manual", player: "you", op: { kind: "createToken", token: GOBLIN } }, builtinRegistry);
    const token = s.battlefield.pop()!;
    s.players.you.graveyard.push(token);
    s.objects[token]!.zone = "graveyard";
    expect(conservation(s, cardIds(s))).toEqual([`token ${token} is in graveyard (CR 704.5d)`]);
    s.winner = "opponent";
    expect(conservation(s, cardIds(s))).toEqual([]);
  });

  it("see numbers that are not finite", () => {
    const s = game();
    s.players.you.life = Number.NaN;
    s.objects[s.players.you.hand[0]!]!.counters["+1/+1"] = Infinity;
    expect(finiteNumbers(s)).toEqual([
      "players.you.life is NaN",
      expect.stringMatching(/counters\.\+1\/\+1 is Infinity$/),
    ]);
  });

  it("see and undo prototype pollution", () => {
    const snapshot = prototypeSnapshot();
    (Object.prototype as Record<string, unknown>)["life"] = 20;
    expect(pollution(snapshot)).toEqual(["Object.prototype.life was added"]);
    expect("life" in {}).toBe(false);
    expect(pollution(snapshot)).toEqual([]);
  });

  it("see a state-based action that is due while a player has priority", () => {
    const s = game();
    applyInPlace(s, { type: "choose", player: "you", options: ["keep"] }, builtinRegistry);
    applyInPlace(s, { type: "manual", player: "you", op: { kind: "createToken", token: GOBLIN } }, builtinRegistry);
    expect(stateBasedActionsDue(s, builtinRegistry)).toEqual([]);
    s.objects[s.battlefield[0]!]!.damage = 1; // behind the engine's back
    s.players.opponent.life = 0;
    expect(stateBasedActionsDue(s, builtinRegistry)).toEqual([
      "opponent should have lost (CR 704.5a-c)",
      expect.stringMatching(/has lethal damage \(CR 704\.5g\)$/),
    ]);
  });

  it("see a cache that a change did not invalidate", () => {
    const s = game();
    applyInPlace(s, { type: "choose", player: "you", options: ["keep"] }, builtinRegistry);
    const r = applyInPlace(
      s,
      { type: "manual", player: "you", op: { kind: "createToken", token: GOBLIN } },
      builtinRegistry,
    );
    expect(r.ok).toBe(true);
    currentCharacteristics(s, builtinRegistry); // fills the cache
    const token = s.objects[s.battlefield[0]!]!;
    token.copiable = { ...token.copiable!, power: 5 }; // behind the engine's back: no revision
    expect(cachedCharacteristics(s, builtinRegistry)).toEqual([expect.stringMatching(/differ from fresh ones/)]);
  });
});

describe("a fuzzing run", () => {
  it("is the same for the same seed, and one game alone is that game of the run", () => {
    const a = runFuzz({ games: 4, seed: 11, maxActions: 40 });
    const b = runFuzz({ games: 4, seed: 11, maxActions: 40 });
    expect(b).toEqual(a);
    expect(a.actions).toBeGreaterThan(50);
    expect(a.malformed + a.wild).toBeGreaterThan(0);
    const opts = { maxActions: 40, pool: builtinPool(), hostile: hostilePool().cards, registry: builtinRegistry };
    const games = [0, 1, 2, 3].map((g) => fuzzGame(11, g, opts, prototypeSnapshot()));
    expect(games.reduce((n, g) => n + g.actions, 0)).toBe(a.actions);
    expect(runFuzz({ games: 4, seed: 11, maxActions: 40, only: 2 }).actions).toBe(games[2]!.actions);
  });

  it("finds nothing wrong with the engine in a short run (bounded by games and actions, not time)", () => {
    const t = runFuzz({ games: 12, seed: 1, maxActions: 80 });
    expect(t.actions).toBeGreaterThan(500);
    expect(t.malformed).toBeGreaterThan(30);
    expect([...t.failures.keys()]).toEqual([]);
    expect(t.exceptions + t.breaks).toBe(0);
  });

  it("groups failures by kind, leaving ids and numbers out", () => {
    const f = (message: string) => ({ kind: "invariant" as const, seed: 1, game: 0, action: 3, message });
    expect(signature(f("o12 is listed in hand and in battlefield"))).toBe(
      signature(f("o7 is listed in hand and in battlefield")),
    );
    expect(signature(f("a malformed action was accepted (manual tap: bad flag)"))).not.toBe(
      signature(f("a malformed action was accepted (manual life: bad number)")),
    );
  });
});

describe("--statics: catalog cards that read the board, in playsets", () => {
  const card = (name: string, typeLine: string, oracleText: string, pt?: [string, string]): CatalogCard => ({
    name,
    manaCost: typeLine.startsWith("Land") ? "" : "{1}{B}",
    manaValue: typeLine.startsWith("Land") ? 0 : 2,
    typeLine,
    oracleText,
    ...(pt ? { power: pt[0], toughness: pt[1] } : {}),
    colors: typeLine.startsWith("Land") ? [] : ["B"],
    keywords: [],
    layout: "normal",
  });
  const catalog = [
    card("Test Lurker", "Creature — Horror", "Test Lurker gets +2/+0 as long as you control no untapped lands.", [
      "1",
      "1",
    ]),
    card("Test Squire", "Creature — Human", "", ["2", "2"]),
    card("Test Captain", "Creature — Human", "Other Humans you control get +1/+1.", ["2", "2"]),
    card("Test Mire", "Land", "{T}: Add {B}."),
    card("Test Riddle", "Creature — Sphinx", "Whenever the moon is full, you win.", ["1", "1"]),
  ];

  it("keeps only automated catalog cards with static abilities", () => {
    const pool = catalogPool(catalog, 10, new Random(1, -1), { statics: true });
    expect(pool.compileErrors).toEqual([]);
    expect(pool.cards.map((c) => c.name).sort()).toEqual(["Test Captain", "Test Lurker"]);
    expect(pool.cards.every((c) => c.extra !== undefined && readsTheBoard(c.extra))).toBe(true);
    expect(catalogPool(catalog, 10, new Random(1, -1)).cards).toHaveLength(catalog.length);
  });

  it("builds decks of spells in twos to fours, favouring the catalog cards", () => {
    const pool = [...builtinPool(), ...catalogPool(catalog, 10, new Random(1, -1), { statics: true }).cards];
    const catalogCopies = (playsets: boolean) => {
      let n = 0;
      for (let seed = 1; seed <= 20; seed++) {
        const { deck, extraCards } = randomDeck(pool, new Random(seed, 0), { playsets });
        const counts = new Map<string, number>();
        for (const name of deck) counts.set(name, (counts.get(name) ?? 0) + 1);
        const spells = [...counts].filter(([name]) => !(builtinRegistry.get(name)?.types.includes("Land") ?? false));
        expect(spells.every(([, k]) => k <= 4)).toBe(true);
        if (playsets) expect(spells.filter(([, k]) => k === 1).length).toBeLessThanOrEqual(1);
        n += deck.filter((name) => Object.hasOwn(extraCards, name)).length;
      }
      return n;
    };
    // two catalog spells among ~400 built-in ones: picked about as often as the rest without playsets
    expect(catalogCopies(true)).toBeGreaterThan(10 * Math.max(1, catalogCopies(false)));
  });
});
