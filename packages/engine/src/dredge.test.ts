/**
 * Dredge N (CR 702.52a-b): a draw replaced, as its player decides, by milling N cards and
 * returning the dredge card from the graveyard to the hand — in the draw step and while a
 * spell resolves; impossible with fewer than N cards in the library.
 */
import { describe, expect, it } from "vitest";
import type { GameState } from "./state/types.js";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const EXTRA: CardDefinition[] = [
  {
    name: "Grave Thug",
    manaCost: "{3}{B}",
    colors: ["B"],
    types: ["Creature"],
    subtypes: ["Zombie"],
    power: 2,
    toughness: 2,
    oracleText: "Dredge 2",
    dredge: 2,
  },
  {
    name: "Double Draw",
    manaCost: "{0}",
    colors: ["U"],
    types: ["Sorcery"],
    oracleText: "Draw two cards.",
    spell: {
      chooseMin: 1,
      chooseMax: 1,
      modes: [{ text: "Draw two cards.", targets: [], effects: [{ kind: "draw", amount: 2, who: { kind: "you" } }] }],
    },
  },
];
const byName = new Map(EXTRA.map((d) => [d.name, d]));
const cards: CardRegistry = { get: (name) => byName.get(name) ?? testCards.get(name) };

const { act } = play(cards);

const names = (s: GameState, ids: string[]) => ids.map((id) => s.objects[id]!.card);
const LIBRARY = ["Island", "Forest", "Mountain", "Bear", "Island"];

/** You in your upkeep, passing into the draw step. */
function toDrawStep(library = LIBRARY): GameState {
  const { state } = board(cards, { step: "upkeep", you: { library, graveyard: ["Grave Thug"] } });
  return act(state, { type: "pass", player: "you" });
}

describe("dredge in the draw step (702.52a)", () => {
  it("asks before the draw; dredging mills N and returns the card instead", () => {
    const s = toDrawStep();
    expect(s.step).toBe("draw");
    expect(s.pending?.decision).toMatchObject({
      kind: "choice",
      player: "you",
      options: ["Draw a card", "Dredge 2: Grave Thug"],
    });
    const after = act(s, { type: "choose", player: "you", options: ["Dredge 2: Grave Thug"] });
    expect(names(after, after.players.you.hand)).toEqual(["Grave Thug"]);
    expect(names(after, after.players.you.graveyard).sort()).toEqual(["Forest", "Island"]);
    expect(after.players.you.library).toHaveLength(3);
    expect(after.pending).toBeNull();
  });

  it("declining draws the card and leaves the dredge card in the graveyard", () => {
    const after = act(toDrawStep(), { type: "choose", player: "you", options: ["Draw a card"] });
    expect(names(after, after.players.you.hand)).toEqual(["Island"]);
    expect(names(after, after.players.you.graveyard)).toEqual(["Grave Thug"]);
  });

  it("isn't offered with fewer than N cards in the library (702.52b)", () => {
    const s = toDrawStep(["Island"]);
    expect(s.pending).toBeNull();
    expect(names(s, s.players.you.hand)).toEqual(["Island"]);
  });
});

describe("dredge while a spell resolves (702.52a, 608.2)", () => {
  it("each draw may be replaced; the resolution goes on after the decision", () => {
    const { state, ids } = board(cards, {
      you: { library: LIBRARY, graveyard: ["Grave Thug"], hand: [{ card: "Double Draw", label: "dd" }] },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["dd"]! });
    s = act(s, { type: "pass", player: "you" });
    expect(s.pending?.decision.kind).toBe("choice");
    s = act(s, { type: "choose", player: "you", options: ["Dredge 2: Grave Thug"] });
    // the second draw has no dredge card left in the graveyard: drawn at once
    expect(s.pending).toBeNull();
    expect(s.stack).toHaveLength(0);
    expect(names(s, s.players.you.hand).sort()).toEqual(["Grave Thug", "Mountain"]);
    expect(names(s, s.players.you.graveyard).sort()).toEqual(["Double Draw", "Forest", "Island"]);
  });
});
