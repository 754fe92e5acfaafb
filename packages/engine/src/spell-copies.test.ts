/**
 * Replicate (CR 702.56a) and copies of spells (707.10): the cost paid any number of times,
 * offered by `legalActions` at the most the mana allows; the trigger as it is cast copies the
 * spell once per payment; a copy leaving the stack ceases to exist (704.5e).
 */
import { describe, expect, it } from "vitest";
import { legalActions } from "./legal-actions.js";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const SPARKS: CardDefinition = {
  name: "Sparks",
  manaCost: "{R}",
  types: ["Instant"],
  oracleText: "Replicate {R}\nSparks deals 1 damage to any target.",
  replicate: "{R}",
  spell: {
    modes: [
      {
        text: "Sparks deals 1 damage to any target.",
        targets: [{ text: "any target", objects: { types: ["Creature"] }, players: true, min: 1, max: 1 }],
        effects: [{ kind: "damage", amount: 1, to: { kind: "target", index: 0 } }],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
};
const cards: CardRegistry = { get: (name) => (name === SPARKS.name ? SPARKS : testCards.get(name)) };
const { act, refused, resolveAll } = play(cards);

describe("replicate (CR 702.56a)", () => {
  it("is offered paid as many times as the mana allows, and not at all", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: ["Mountain", "Mountain", "Mountain"], hand: [{ card: "Sparks", label: "s" }] },
    });
    const casts = legalActions(state, "you", cards).filter((a) => a.type === "cast" && a.targets?.[0] === "opponent");
    expect(casts.map((a) => (a.type === "cast" ? (a.replicate ?? 0) : -1))).toEqual([2, 0]);
    expect(
      refused(state, { type: "cast", player: "you", object: ids["s"]!, targets: ["opponent"], replicate: 3 }),
    ).toContain("601.2g");
  });

  it("copies the spell once for each payment; the copies resolve first and leave nothing behind (707.10, 704.5e)", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: ["Mountain", "Mountain", "Mountain"], hand: [{ card: "Sparks", label: "s" }] },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["s"]!, targets: ["opponent"], replicate: 2 });
    expect(s.stack).toHaveLength(2); // the spell and its replicate trigger
    s = act(s, { type: "pass", player: "you" });
    expect(s.stack).toHaveLength(3);
    expect(s.stack.slice(1).every((it) => it.kind === "spell" && s.objects[it.object]!.spellCopy)).toBe(true);
    s = resolveAll(s);
    expect(s.players.opponent.life).toBe(17);
    expect(s.players.you.graveyard.map((id) => s.objects[id]!.card)).toEqual(["Sparks"]);
    expect(Object.values(s.objects).filter((o) => o.spellCopy)).toEqual([]);
  });

  it("is refused for a spell without replicate", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: ["Mountain", "Mountain"], hand: [{ card: "Zap", label: "z" }] },
    });
    expect(
      refused(state, { type: "cast", player: "you", object: ids["z"]!, targets: ["opponent"], replicate: 1 }),
    ).toEqual(["702.56a"]);
  });
});
