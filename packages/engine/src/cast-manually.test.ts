/**
 * A card whose cost clause the definition does not implement (`castManually`, e.g. "As an
 * additional cost to cast this spell, discard a card or pay {5}." not compiled): its total cost
 * is unknown (CR 601.2f, 118.8), so the engine neither offers nor accepts casting it — the player
 * casts it with the manual tools — while it still moves and is played with those tools.
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "./state/vocabulary/index.js";
import type { CardRegistry } from "./core/context.js";
import { legalActions } from "./legal-actions.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const AXE_COST = "As an additional cost to cast this spell, discard a card or pay {5}.";
const axe: CardDefinition = {
  name: "Partial Axe",
  manaCost: "{R}",
  types: ["Instant"],
  oracleText: `${AXE_COST}\nPartial Axe deals 5 damage to target creature.`,
  automated: false,
  unautomated: [AXE_COST],
  castManually: [AXE_COST],
};
const cards: CardRegistry = { get: (name) => (name === axe.name ? axe : testCards.get(name)) };
const { act, refused } = play(cards);

describe("a card whose cost clause is not automated is cast with the manual tools (CR 601.2f, 118.8)", () => {
  const setup = () =>
    board(cards, {
      you: {
        hand: [
          { card: "Partial Axe", label: "axe" },
          { card: "Zap", label: "zap" },
        ],
        battlefield: [{ card: "Mountain", label: "m" }],
      },
    });

  it("is not offered as a cast, while a card beside it is", () => {
    const { state, ids } = setup();
    const casts = legalActions(state, "you", cards).filter((a) => a.type === "cast");
    expect(casts.some((a) => a.type === "cast" && a.object === ids["zap"])).toBe(true);
    expect(casts.some((a) => a.type === "cast" && a.object === ids["axe"])).toBe(false);
  });

  it("is refused when cast for its mana cost alone, citing 601.2f and 118.8, and moves with the manual tools", () => {
    const { state, ids } = setup();
    expect(refused(state, { type: "cast", player: "you", object: ids["axe"]! })).toEqual(["601.2f", "118.8"]);
    const s = act(state, {
      type: "manual",
      player: "you",
      op: { kind: "move", object: ids["axe"]!, to: "graveyard" },
    });
    expect(s.players.you.graveyard.map((id) => s.objects[id]!.card)).toEqual(["Partial Axe"]);
  });

  it("without castManually the same card is cast for {R} (what the field prevents)", () => {
    const loose: CardRegistry = {
      get: (name) => (name === axe.name ? { ...axe, castManually: undefined } : testCards.get(name)),
    };
    const { state, ids } = board(loose, {
      you: { hand: [{ card: "Partial Axe", label: "axe" }], battlefield: [{ card: "Mountain", label: "m" }] },
    });
    expect(legalActions(state, "you", loose).some((a) => a.type === "cast" && a.object === ids["axe"])).toBe(true);
  });
});
