/**
 * The one door (DESIGN.md "Actions in, events out"): a refused action changes nothing and
 * cites CR rules; `apply` never mutates the state it is given; a state survives a JSON round
 * trip and plays on identically.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Action, GameState, PlayerId } from "./state/types.js";
import { apply, applyInPlace } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { newGame } from "./game.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const DECK = [
  ...Array<string>(9).fill("Forest"),
  ...Array<string>(9).fill("Mountain"),
  ...Array<string>(8).fill("Bear"),
  ...Array<string>(6).fill("Zap"),
  ...Array<string>(4).fill("Big Zap"),
  ...Array<string>(4).fill("Mana Elf"),
];

function sample() {
  return board(testCards, {
    you: {
      library: ["Forest", "Forest", "Forest"],
      hand: [
        { card: "Bear", label: "bear" },
        { card: "Zap", label: "zap" },
        { card: "Forest", label: "forest" },
        { card: "Big Zap", label: "bigzap" },
      ],
      battlefield: [
        { card: "Mountain", label: "m1" },
        { card: "Mountain", label: "m2", tapped: true },
        { card: "Mana Elf", label: "elf", sick: true },
      ],
    },
    opponent: { battlefield: [{ card: "Bear", label: "theirBear" }] },
  });
}

function refusals(ids: Record<string, string>): { action: Action; rules: string[] }[] {
  return [
    { action: { type: "cast", player: "you", object: ids["bear"]! }, rules: ["601.2g", "601.2h"] },
    { action: { type: "cast", player: "you", object: ids["zap"]! }, rules: ["601.2c", "115.1"] },
    {
      action: { type: "cast", player: "you", object: ids["bigzap"]!, x: 5, targets: ["opponent"] },
      rules: ["601.2g", "601.2h"],
    },
    {
      action: { type: "cast", player: "you", object: ids["bigzap"]!, x: -1, targets: ["opponent"] },
      rules: ["107.3a"],
    },
    { action: { type: "cast", player: "opponent", object: ids["zap"]!, targets: ["you"] }, rules: ["117.1", "601.2a"] },
    { action: { type: "playLand", player: "you", object: ids["bear"]! }, rules: ["305.1"] },
    { action: { type: "cast", player: "you", object: ids["forest"]! }, rules: ["305.9"] },
    { action: { type: "activate", player: "you", object: ids["elf"]!, ability: 0 }, rules: ["302.6"] },
    { action: { type: "activate", player: "you", object: ids["m2"]!, ability: 0 }, rules: ["602.2b", "118.3"] },
    { action: { type: "activate", player: "you", object: ids["theirBear"]!, ability: 0 }, rules: ["602.2"] },
    { action: { type: "choose", player: "you", options: ["keep"] }, rules: ["117.1"] },
    { action: { type: "pass", player: "opponent" }, rules: ["117.1"] },
    { action: { type: "declareAttackers", player: "you", attackers: [] }, rules: ["508.1"] },
  ];
}

describe("apply: refusals (DESIGN.md, CR 732-style reversal)", () => {
  const { state, ids } = sample();
  it.each(refusals(ids).map((r, i) => [`${i}: ${r.action.type}`, r] as const))(
    "%s is refused citing its rule and changes nothing",
    (_t, { action, rules }) => {
      const before = structuredClone(state);
      const r = apply(state, action, testCards);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.message.length).toBeGreaterThan(0);
        expect(
          r.error.rules.some((x) => rules.includes(x)),
          `${r.error.message} [${r.error.rules.join(", ")}]`,
        ).toBe(true);
      }
      expect(state).toEqual(before);
    },
  );

  it("applyInPlace leaves the state exactly as it was when it refuses", () => {
    const { state: s, ids: labels } = sample();
    for (const { action } of refusals(labels)) {
      const before = JSON.stringify(s);
      expect(applyInPlace(s, action, testCards).ok).toBe(false);
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});

describe("apply: purity", () => {
  it("never mutates the state it is given, and accepted actions return a new state", () => {
    const { state, ids } = sample();
    const before = structuredClone(state);
    const r = apply(
      state,
      { type: "cast", player: "you", object: ids["zap"]!, targets: [ids["theirBear"]!] },
      testCards,
    );
    expect(r.ok).toBe(true);
    expect(state).toEqual(before);
    if (r.ok) {
      expect(r.state).not.toBe(state);
      expect(r.state.stack).toHaveLength(1);
      const r2 = apply(r.state, { type: "pass", player: "you" }, testCards);
      expect(r2.ok).toBe(true);
      if (r2.ok) expect(r2.state.objects[ids["theirBear"]!]?.zone ?? "gone").not.toBe("battlefield");
      expect(r.state.stack).toHaveLength(1);
    }
  });

  it("property: for random games and random actions (legal or not), the input is never mutated and a refusal returns no state", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 5, maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (seed, picks, junk) => {
          let s = newGame({ deck: DECK, seed, onThePlay: seed % 2 === 0 }, testCards);
          for (const pick of picks) {
            if (s.winner) break;
            const player: PlayerId = s.pending?.decision.player ?? s.priority ?? "you";
            const legal = legalActions(s, player, testCards);
            if (legal.length === 0) break;
            // Also throw in actions that are usually illegal: other objects, the other player.
            for (const j of junk) {
              const ids = Object.keys(s.objects);
              const object = ids[j % ids.length]!;
              const wild: Action[] = [
                { type: "playLand", player, object },
                { type: "cast", player: j % 3 === 0 ? "opponent" : player, object, targets: ["opponent"] },
                { type: "activate", player, object, ability: j % 2 },
                { type: "choose", player, options: ["keep"] },
              ];
              const a = wild[j % wild.length]!;
              const before = JSON.stringify(s);
              const r = apply(s, a, testCards);
              expect(JSON.stringify(s)).toBe(before);
              if (!r.ok) expect(r.error.rules.length).toBeGreaterThan(0);
            }
            const a = legal[pick % legal.length]!;
            const before = JSON.stringify(s);
            const r = apply(s, a, testCards);
            expect(JSON.stringify(s)).toBe(before);
            expect(r.ok, r.ok ? "" : `${a.type}: ${r.error.message}`).toBe(true);
            if (r.ok) s = r.state;
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("JSON round trip (DESIGN.md: state is plain data)", () => {
  function playSome(seed: number): { s: GameState } {
    let s = newGame({ deck: DECK, seed, onThePlay: true }, testCards);
    for (let i = 0; i < 80 && !s.winner; i++) {
      const player = s.pending?.decision.player ?? s.priority ?? "you";
      const legal = legalActions(s, player, testCards);
      if (!legal.length) break;
      const r = apply(s, legal[(i * 5 + seed) % legal.length]!, testCards);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    return { s };
  }

  it.each([1, 2, 3, 4])("a state in mid-game (seed %i) equals its JSON round trip and plays on identically", (seed) => {
    const { s } = playSome(seed);
    const copy = JSON.parse(JSON.stringify(s)) as GameState;
    expect(copy).toEqual(s);
    // The same next actions give the same states from the original and from the copy.
    let a1 = s;
    let a2 = copy;
    for (let i = 0; i < 30 && !a1.winner; i++) {
      const player = a1.pending?.decision.player ?? a1.priority ?? "you";
      const legal = legalActions(a1, player, testCards);
      expect(legalActions(a2, player, testCards)).toEqual(legal);
      if (!legal.length) break;
      const act = legal[i % legal.length]!;
      const r1 = apply(a1, act, testCards);
      const r2 = apply(a2, act, testCards);
      expect(r1.ok && r2.ok).toBe(true);
      if (r1.ok && r2.ok) {
        a1 = r1.state;
        a2 = r2.state;
      }
      expect(a2).toEqual(a1);
    }
  });

  it("a board built by hand round-trips too (counters, tapped, sick)", () => {
    const { state } = sample();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe("malformed actions", () => {
  it("refuses an unknown action type or player without changing anything", async () => {
    const { applyInPlace } = await import("./apply.js");
    const { board } = await import("./test-support/board.js");
    const { testCards } = await import("./test-support/registry.js");
    const { state } = board(testCards, { you: { library: ["Forest"] } });
    const before = JSON.stringify(state);
    const bad = [{ type: "flyAway", player: "you" }, { type: "pass", player: "bob" }, null];
    for (const a of bad) {
      const r = applyInPlace(state, a as never, testCards);
      expect(r.ok).toBe(false);
    }
    expect(JSON.stringify(state)).toBe(before);
  });
});
