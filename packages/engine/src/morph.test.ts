/**
 * Morph and megamorph (CR 702.37, 708): cast face down for {3} as a 2/2 creature with no name,
 * text, subtypes or colors (702.37c, 708.2a), turned face up for the morph cost as a special
 * action any time its controller has priority (702.37e, 116.2b) — without entering again, with
 * "when ~ is turned face up" triggering (708.8) and megamorph's +1/+1 counter (702.37b).
 */
import { describe, expect, it } from "vitest";
import type { GameState } from "./state/types.js";
import { legalActions } from "./legal-actions.js";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { view } from "./view.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const MORPHLING: CardDefinition = {
  name: "Morphling Beast",
  manaCost: "{4}{G}{G}",
  colors: ["G"],
  types: ["Creature"],
  subtypes: ["Beast"],
  power: 5,
  toughness: 5,
  oracleText:
    "Flash\nWhen Morphling Beast enters, you gain 3 life.\nWhen Morphling Beast is turned face up, you draw a card.\nMegamorph {G}",
  keywords: ["Flash"],
  morph: { cost: "{G}", megamorph: true },
  abilities: [
    {
      kind: "triggered",
      text: "When Morphling Beast enters, you gain 3 life.",
      event: { kind: "entersSelf" },
      targets: [],
      effects: [{ kind: "gainLife", amount: 3, who: { kind: "you" } }],
    },
    {
      kind: "triggered",
      text: "When Morphling Beast is turned face up, you draw a card.",
      event: { kind: "turnedFaceUpSelf" },
      targets: [],
      effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
    },
  ],
};
const cards: CardRegistry = { get: (name) => (name === MORPHLING.name ? MORPHLING : testCards.get(name)) };
const { act, refused, resolveAll } = play(cards);
const beast = (s: GameState) => Object.values(s.objects).find((o) => o.card === "Morphling Beast")!;

const setup = () =>
  board(cards, {
    you: {
      battlefield: ["Forest", "Forest", "Forest", "Forest"],
      hand: [{ card: "Morphling Beast", label: "m" }],
      library: ["Bear", "Bear"],
    },
  });

describe("morph (CR 702.37, 708)", () => {
  it("casts it face down for {3} as a nameless 2/2 creature spell and permanent (702.37c, 708.2a)", () => {
    const { state, ids } = setup();
    expect(legalActions(state, "you", cards)).toContainEqual({
      type: "cast",
      player: "you",
      object: ids["m"],
      alternative: "morph",
    });
    let s = act(state, { type: "cast", player: "you", object: ids["m"]!, alternative: "morph" });
    expect(view(s, cards).stack[0]).toMatchObject({ name: "Face-down creature" });
    s = resolveAll(s);
    expect(s.players.you.life).toBe(20); // no text: its enters trigger doesn't exist face down
    const v = view(s, cards).battlefield.find((o) => o.id === beast(s).id)!;
    expect(v).toMatchObject({ name: "Face-down creature", types: ["Creature"], subtypes: [], colors: [], power: 2 });
    expect(v.keywords).toEqual([]);
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(3);
  });

  it("casts it face down only at sorcery speed: the face-down spell has no flash (702.37c)", () => {
    const { state, ids } = setup();
    const s = act(state, { type: "passUntil", player: "you", step: "end" });
    expect(refused(s, { type: "cast", player: "you", object: ids["m"]!, alternative: "morph" })).toContain("702.37c");
    expect(legalActions(s, "you", cards).some((a) => a.type === "cast" && a.alternative === "morph")).toBe(false);
  });

  it("turns it face up for its morph cost without the stack, with its counter and its face-up trigger (702.37b, 702.37e)", () => {
    const { state, ids } = setup();
    let s = resolveAll(act(state, { type: "cast", player: "you", object: ids["m"]!, alternative: "morph" }));
    const id = beast(s).id;
    expect(legalActions(s, "you", cards)).toContainEqual({ type: "turnFaceUp", player: "you", object: id });
    s = act(s, { type: "turnFaceUp", player: "you", object: id });
    expect(view(s, cards).battlefield.find((o) => o.id === id)).toMatchObject({
      name: "Morphling Beast",
      power: 6,
      toughness: 6,
    });
    expect(s.objects[id]!.counters["+1/+1"]).toBe(1);
    expect(s.stack).toHaveLength(1); // the face-up trigger, not the turning (a special action)
    s = resolveAll(s);
    expect(s.players.you.hand).toHaveLength(1);
    expect(s.players.you.life).toBe(20); // turning face up is no entering (702.37e)
    expect(refused(s, { type: "turnFaceUp", player: "you", object: id })).toContain("702.37e");
  });

  it("refuses turning face up without its cost paid or for another player (702.37e, 116.2b)", () => {
    const { state, ids } = setup();
    let s = resolveAll(act(state, { type: "cast", player: "you", object: ids["m"]!, alternative: "morph" }));
    const id = beast(s).id;
    // every Forest tapped: no {G} left to pay with
    for (const f of s.battlefield.filter((x) => s.objects[x]!.card === "Forest")) s.objects[f]!.tapped = true;
    expect(refused(s, { type: "turnFaceUp", player: "you", object: id })).toContain("601.2g");
    expect(legalActions(s, "you", cards).some((a) => a.type === "turnFaceUp")).toBe(false);
    s = act(s, { type: "pass", player: "you" });
    expect(refused(s, { type: "turnFaceUp", player: "opponent", object: id }).length).toBeGreaterThan(0);
  });
});
