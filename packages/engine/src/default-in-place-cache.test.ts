/**
 * `applyInPlace` with a pending decision's default (apply.ts) plays the default and the action
 * on a copy and then takes the copy's contents: what the characteristics cache and the change
 * logs knew of the state before must not survive it. (Found by the 150 real decks' goldfish
 * games: a legend put into the graveyard by the legend rule's default (704.5j) and a token
 * made in the same action left the cache with the gone legend and without the token, and the
 * next trigger check threw "no object".)
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { applyInPlace } from "./apply.js";
import { newCtx } from "./core/context.js";
import { cloneState } from "./state/clone.js";
import { battlefieldCharacteristics } from "./rules/layers.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const LEGEND: CardDefinition = {
  name: "Lone Hero",
  manaCost: "{G}",
  supertypes: ["Legendary"],
  types: ["Creature"],
  power: 2,
  toughness: 2,
  oracleText: "",
};
const cards = { get: (name: string) => (name === LEGEND.name ? LEGEND : testCards.get(name)) };

describe("applyInPlace taking a default (CR 704.5j)", () => {
  it("leaves the characteristics cache equal to a fresh computation", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [{ card: "Forest", label: "forest" }],
        battlefield: [
          { card: "Lone Hero", label: "a" },
          { card: "Lone Hero", label: "b" },
        ],
      },
    });
    expect(state.pending?.decision.kind).toBe("targets"); // which legend stays, with a default
    battlefieldCharacteristics(newCtx(state, cards)); // the cache and its change log know this state
    // the land play takes the default first (one legend leaves) and a land enters: as many as before
    const r = applyInPlace(state, { type: "playLand", player: "you", object: ids["forest"]! }, cards);
    expect(r.ok).toBe(true);
    expect(state.battlefield).toHaveLength(2);
    const cached = [...battlefieldCharacteristics(newCtx(state, cards)).keys()];
    const fresh = [...battlefieldCharacteristics(newCtx(cloneState(state), cards)).keys()];
    expect(cached).toEqual(fresh);
    expect(cached).toEqual(state.battlefield);
  });
});
