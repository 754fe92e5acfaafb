/**
 * Property test of the whole engine with the real card pool: random 40-card decks, random
 * legal actions (chosen by fast-check from `legalActions`) for bounded games. After every
 * action: no exception, every card in exactly one zone, tokens only on the battlefield,
 * and the state survives a JSON round trip; at the end `replay(setup, log)` rebuilds the
 * final state exactly (DESIGN.md: a game is a pure function of its setup and actions).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { apply, legalActions, newGame, replay, type Action, type GameSetup, type GameState } from "@fishbowl/engine";
import { builtinCardNames, builtinRegistry } from "./registry.js";

const names = builtinCardNames();
const lands = names.filter((n) => builtinRegistry.get(n)!.types.includes("Land"));
const spells = names.filter((n) => !builtinRegistry.get(n)!.types.includes("Land"));

/** Where each card (not token) is: card id → zones it was found in. */
function zonesOfCards(s: GameState): { cards: Map<string, string[]>; tokensOffBattlefield: string[] } {
  const cards = new Map<string, string[]>();
  const tokensOffBattlefield: string[] = [];
  const note = (id: string, zone: string) => {
    const o = s.objects[id];
    if (!o) throw new Error(`zone ${zone} lists unknown object ${id}`);
    if (o.isToken) {
      if (zone !== "battlefield") tokensOffBattlefield.push(`${id} in ${zone}`);
      return;
    }
    cards.set(o.cardId, [...(cards.get(o.cardId) ?? []), zone]);
  };
  for (const p of ["you", "opponent"] as const) {
    for (const id of s.players[p].library) note(id, "library");
    for (const id of s.players[p].hand) note(id, "hand");
    for (const id of s.players[p].graveyard) note(id, "graveyard");
  }
  for (const id of s.battlefield) note(id, "battlefield");
  for (const id of s.exile) note(id, "exile");
  for (const item of s.stack) if (item.kind === "spell") note(item.object, "stack");
  return { cards, tokensOffBattlefield };
}

/**
 * A token off the battlefield ceases to exist as a state-based action (111.7, 704.5d), and those are
 * performed only when a player would get priority (704.3): while a decision is pending in the middle of
 * a resolution (Path to Exile's "may search" after the token is exiled) the token is still in exile.
 */
function checkInvariants(s: GameState, deckSize: number, deep: boolean): void {
  const { cards, tokensOffBattlefield } = zonesOfCards(s);
  expect(cards.size).toBe(deckSize);
  for (const [cardId, zones] of cards) if (zones.length !== 1) expect(zones, `card ${cardId}`).toHaveLength(1);
  if (!s.pending) expect(tokensOffBattlefield).toEqual([]);
  if (deep) expect(JSON.parse(JSON.stringify(s))).toEqual(s);
}

/** An action on some object of the game, whatever its zone: mostly refused. */
function wildAction(s: GameState, player: "you" | "opponent", n: number): Action {
  const ids = Object.keys(s.objects);
  const object = ids[n % ids.length]!;
  const target = ids[(n >> 3) % ids.length]!;
  const kinds: Action[] = [
    { type: "playLand", player, object },
    { type: "cast", player, object, targets: [target] },
    { type: "cast", player, object, targets: ["opponent"], x: n % 4, kicker: n % 2 === 0 },
    { type: "activate", player, object, ability: n % 3, targets: [target] },
    { type: "declareAttackers", player, attackers: [object] },
    { type: "declareBlockers", player: "opponent", blocks: [{ blocker: object, attacker: target }] },
    { type: "choose", player, options: ["keep"] },
    { type: "choose", player, targets: [target] },
  ];
  return kinds[n % kinds.length]!;
}

const deckArb = fc
  .tuple(
    fc.array(fc.constantFrom(...lands), { minLength: 17, maxLength: 17 }),
    fc.array(fc.constantFrom(...spells), { minLength: 23, maxLength: 23 }),
  )
  .map(([l, sp]) => [...l, ...sp]);

describe("random games with the card pool (property)", () => {
  it("never throw, keep every card in one zone, round-trip through JSON and replay exactly", () => {
    fc.assert(
      fc.property(
        deckArb,
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.boolean(),
        fc.infiniteStream(fc.nat()),
        (deck, seed, onThePlay, picks) => {
          const setup: GameSetup = { deck, seed, onThePlay };
          let s = newGame(setup, builtinRegistry);
          const log: Action[] = [];
          const it = picks[Symbol.iterator]();
          checkInvariants(s, deck.length, true);
          for (let n = 0; n < 300 && !s.winner && s.turn <= 12; n++) {
            const player = s.pending?.decision.player ?? s.priority;
            if (!player) break;
            const legal = legalActions(s, player, builtinRegistry);
            if (legal.length === 0) break;
            // Pass less often than uniform choice would, so that things happen.
            const pick = it.next().value as number;
            const nonPass = legal.filter((a) => a.type !== "pass");
            const a =
              nonPass.length > 0 && pick % 3 !== 0 ? nonPass[pick % nonPass.length]! : legal[pick % legal.length]!;
            const before = JSON.stringify(s);
            // An arbitrary action, usually illegal: refused or not, the input state never changes.
            const wild = wildAction(s, player, it.next().value as number);
            const w = apply(s, wild, builtinRegistry);
            if (!w.ok) expect(w.error.rules.length, w.error.message).toBeGreaterThan(0);
            const r = apply(s, a, builtinRegistry);
            expect(JSON.stringify(s)).toBe(before);
            expect(
              r.ok,
              r.ok
                ? ""
                : `legal action refused: ${JSON.stringify(a)}: ${r.error.message} [${r.error.rules.join(", ")}]`,
            ).toBe(true);
            if (!r.ok) return;
            s = r.state;
            log.push(a);
            checkInvariants(s, deck.length, n % 10 === 0);
          }
          checkInvariants(s, deck.length, true);
          expect(replay(setup, log, builtinRegistry)).toEqual(s);
        },
      ),
      { numRuns: 30 },
    );
  });
});
