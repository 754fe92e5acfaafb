/**
 * Casting details that scenarios can't observe: strive adds to the total cost but not to the
 * mana cost or mana value (CR 207.2c, 601.2f, 202.3); lands can't be played on another
 * player's turn (305.3); searching then shuffling a library (701.19, 701.20).
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./state/types.js";
import { apply } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { newCtx, type Ctx } from "./core/context.js";
import { characteristics } from "./rules/layers.js";
import { manaValue } from "./core/mana.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

function act(s: GameState, a: Action): GameState {
  const r = apply(s, a, testCards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message} [${r.error.rules.join(", ")}]`);
  return r.state;
}
const ctxOf = (state: GameState): Ctx => newCtx(state, testCards);

describe("strive (CR 207.2c, 601.2f)", () => {
  const mountains = Array.from({ length: 8 }, (_, i) => ({ card: "Mountain", label: `m${i}` }));
  const setup = () =>
    board(testCards, {
      you: { hand: [{ card: "Many Zaps", label: "zaps" }], battlefield: mountains },
      opponent: {
        battlefield: [
          { card: "Bear", label: "b1" },
          { card: "Bear", label: "b2" },
          { card: "Bear", label: "b3" },
        ],
      },
    });

  it("costs {2}{R} more per target beyond the first, while the spell's mana cost and mana value stay {1}{R} and 2", () => {
    const { state, ids } = setup();
    const s = act(state, {
      type: "cast",
      player: "you",
      object: ids["zaps"]!,
      targets: [ids["b1"]!, ids["b2"]!, "opponent"],
    });
    const tapped = s.battlefield.filter((id) => s.objects[id]!.tapped).length;
    expect(tapped).toBe(2 + 3 + 3);
    const top = s.stack[s.stack.length - 1]!;
    if (top.kind !== "spell") throw new Error("expected a spell on the stack");
    expect(s.objects[top.object]!.card).toBe("Many Zaps");
    const onStack = characteristics(ctxOf(s), top.object);
    expect(onStack.manaCost).toBe("{1}{R}");
    expect(manaValue(onStack.manaCost)).toBe(2);
  });

  it("refuses a fourth target it can't pay for, tapping nothing", () => {
    const { state, ids } = setup();
    const before = structuredClone(state);
    const r = apply(
      state,
      { type: "cast", player: "you", object: ids["zaps"]!, targets: [ids["b1"]!, ids["b2"]!, ids["b3"]!, "opponent"] },
      testCards,
    );
    expect(r.ok).toBe(false);
    expect(state).toEqual(before);
  });

  it("with one target costs just its mana cost", () => {
    const { state, ids } = setup();
    const s = act(state, { type: "cast", player: "you", object: ids["zaps"]!, targets: ["opponent"] });
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(2);
  });
});

describe("playing lands (CR 305.3)", () => {
  it("refuses playing a land on the opponent's turn, even with priority", () => {
    const { state, ids } = board(testCards, { active: "opponent", you: { hand: [{ card: "Forest", label: "f" }] } });
    let s = state;
    for (let i = 0; i < 10 && s.priority !== "you"; i++) s = act(s, { type: "pass", player: s.priority ?? "opponent" });
    expect(s.priority).toBe("you");
    const r = apply(s, { type: "playLand", player: "you", object: ids["f"]! }, testCards);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rules.some((x) => x.startsWith("305."))).toBe(true);
  });
});

describe("search and shuffle (CR 701.19, 701.20)", () => {
  it("puts the chosen basic land onto the battlefield tapped, then shuffles the library", () => {
    const library = Array.from({ length: 14 }, (_, i) => (i % 2 ? "Forest" : "Bear"));
    const { state, ids } = board(testCards, {
      you: {
        library,
        hand: [{ card: "Land Search", label: "search" }],
        battlefield: [{ card: "Forest", label: "mine" }],
      },
      seed: 42,
    });
    const orderBefore = state.players.you.library.map((id) => state.objects[id]!.cardId);
    let s = act(state, { type: "cast", player: "you", object: ids["search"]!, targets: [] });
    s = act(s, { type: "pass", player: "you" });
    expect(s.pending?.decision.kind).toBe("choice");
    const refused = apply(s, { type: "choose", player: "you", options: ["Bear"] }, testCards);
    expect(refused.ok).toBe(false);
    s = act(s, { type: "choose", player: "you", options: ["Forest"] });
    const fetched = s.battlefield.filter(
      (id) => id !== ids["mine"] && s.objects[id]!.card === "Forest" && s.objects[id]!.tapped,
    );
    expect(fetched).toHaveLength(1);
    const orderAfter = s.players.you.library.map((id) => s.objects[id]!.cardId);
    expect(orderAfter).toHaveLength(13);
    expect([...orderAfter].sort()).toEqual(orderBefore.filter((c) => orderAfter.includes(c)).sort());
    expect(orderAfter).not.toEqual(orderBefore.filter((c) => orderAfter.includes(c)));
  });
});

describe("priority (CR 117.3b-c, 117.4, 405.5)", () => {
  it("the caster keeps priority after casting; when both pass the top object resolves and the active player gets priority", () => {
    const { state, ids } = board(testCards, {
      you: {
        hand: [
          { card: "Zap", label: "z1" },
          { card: "Zap", label: "z2" },
        ],
        battlefield: ["Mountain", "Mountain"],
      },
    });
    let s = act(state, { type: "cast", player: "you", object: ids["z1"]!, targets: ["opponent"] });
    expect(s.priority).toBe("you");
    s = act(s, { type: "cast", player: "you", object: ids["z2"]!, targets: ["opponent"] });
    expect(s.stack).toHaveLength(2);
    s = act(s, { type: "pass", player: "you" });
    expect(s.stack).toHaveLength(1);
    expect(s.players.opponent.life).toBe(17);
    expect(s.priority).toBe("you");
    expect(s.step).toBe("main1");
    s = act(s, { type: "pass", player: "you" });
    expect(s.stack).toHaveLength(0);
    expect(s.players.opponent.life).toBe(14);
    expect(s.step).toBe("main1");
    // With an empty stack, passing moves the game to the next step (CR 500.2).
    s = act(s, { type: "pass", player: "you" });
    expect(s.step).not.toBe("main1");
  });
});

describe("cycling: an ability whose cost discards its card works from the hand only (CR 702.29a, 113.6m)", () => {
  const setup = () =>
    board(testCards, {
      you: {
        library: [{ card: "Bear", label: "drawn" }],
        hand: [{ card: "Cycling Land", label: "cycler" }],
        battlefield: [
          { card: "Forest", label: "f" },
          { card: "Cycling Land", label: "onField" },
        ],
      },
    });

  it("is offered from the hand, discards the card as a cost and draws on resolution", () => {
    const { state, ids } = setup();
    const offered = legalActions(state, "you", testCards).filter((a) => a.type === "activate");
    expect(offered).toContainEqual({ type: "activate", player: "you", object: ids["cycler"]!, ability: 1 });
    // neither the mana ability from the hand nor cycling from the battlefield (the land there taps for mana)
    expect(
      offered.filter(
        (a) =>
          a.type === "activate" &&
          ((a.object === ids["cycler"] && a.ability === 0) || (a.object === ids["onField"] && a.ability === 1)),
      ),
    ).toEqual([]);
    expect(offered).toContainEqual({ type: "activate", player: "you", object: ids["onField"]!, ability: 0 });
    const s = act(state, { type: "activate", player: "you", object: ids["cycler"]!, ability: 1 });
    expect(s.players.you.hand).toEqual([]);
    expect(s.players.you.graveyard.map((id) => s.objects[id]!.card)).toEqual(["Cycling Land"]);
    expect(s.stack).toHaveLength(1);
  });

  it("refuses the card's other abilities in the hand and cycling on the battlefield", () => {
    const { state, ids } = setup();
    const inHand = apply(state, { type: "activate", player: "you", object: ids["cycler"]!, ability: 0 }, testCards);
    expect(inHand.ok ? [] : inHand.error.rules).toContain("113.6");
    const onField = apply(state, { type: "activate", player: "you", object: ids["onField"]!, ability: 1 }, testCards);
    expect(onField.ok ? [] : onField.error.rules).toContain("702.29a");
  });
});
