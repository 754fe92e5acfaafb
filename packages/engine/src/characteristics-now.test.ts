/**
 * `characteristicsNow` (the cache's map for a look that ends before the next change) and the
 * memo of printed characteristics off the battlefield: both give what the layers compute
 * afresh (CR 613), and a map held with `currentCharacteristics` is never changed by a later
 * action, while the one looked at "now" may be reused by it. Also `canAttackNow`, the
 * allocation-free answer of `attackProblem` (CR 508.1a).
 */
import { describe, expect, it } from "vitest";
import type { Action } from "./state/types.js";
import { applyInPlace } from "./apply.js";
import { newGame, type GameSetup } from "./game.js";
import { newCtx } from "./core/context.js";
import { characteristics } from "./rules/layers.js";
import { allCharacteristics, characteristicsNow, currentCharacteristics } from "./view.js";
import { testCards } from "./test-support/registry.js";
import { board } from "./test-support/board.js";
import { attackProblem, canAttackNow } from "./rules/combat.js";

const setup: GameSetup = {
  deck: [...Array<string>(30).fill("Forest"), ...Array<string>(30).fill("Bear")],
  seed: 5,
  onThePlay: true,
};

function started() {
  const s = newGame(setup, testCards);
  const act = (a: Action) => {
    const r = applyInPlace(s, a, testCards);
    if (!r.ok) throw new Error(r.error.message);
  };
  act({ type: "choose", player: "you", options: ["keep"] });
  act({ type: "passUntil", player: "you", step: "main1" });
  return { s, act };
}

describe("characteristicsNow", () => {
  it("is the board the layers compute, before and after lands enter", () => {
    const { s, act } = started();
    for (let turn = 0; turn < 3; turn++) {
      const land = s.players.you.hand.find((id) => s.objects[id]!.card === "Forest")!;
      act({ type: "playLand", player: "you", object: land });
      expect([...characteristicsNow(s, testCards)]).toEqual([...allCharacteristics(s, testCards)]);
      act({ type: "passUntil", player: "you", step: "main1", nextTurn: true, active: "you" });
    }
    expect(s.battlefield.length).toBe(3);
  });

  it("leaves a held map as it was while the next change may update the looked-at one", () => {
    const { s, act } = started();
    const forest = () => s.players.you.hand.find((id) => s.objects[id]!.card === "Forest")!;
    act({ type: "playLand", player: "you", object: forest() });
    const held = currentCharacteristics(s, testCards);
    const before = [...held];
    act({ type: "passUntil", player: "you", step: "main1", nextTurn: true, active: "you" });
    act({ type: "playLand", player: "you", object: forest() });
    expect([...held]).toEqual(before);
    expect(characteristicsNow(s, testCards).size).toBe(2);
  });
});

describe("printed characteristics off the battlefield", () => {
  it("are computed again when the object's controller changes", () => {
    const { s } = started();
    const bear = s.players.you.hand.find((id) => s.objects[id]!.card === "Bear")!;
    const first = characteristics(newCtx(s, testCards), bear);
    expect(characteristics(newCtx(s, testCards), bear)).toEqual(first);
    s.objects[bear]!.controller = "opponent";
    expect(characteristics(newCtx(s, testCards), bear).controller).toBe("opponent");
  });
});

describe("canAttackNow", () => {
  it("says what attackProblem says: not a creature, tapped, new, not yours, not there", () => {
    const b = board(testCards, {
      you: {
        battlefield: [
          "Forest",
          "Bear",
          { card: "Bear", tapped: true },
          { card: "Bear", sick: true },
          "Mana Elf",
          { card: "Mana Elf", sick: true },
        ],
      },
      opponent: { battlefield: ["Bear", "Forest"] },
    });
    const ctx = newCtx(b.state, testCards);
    const answers = [...b.state.battlefield, "nothing"].map((id) => [
      canAttackNow(ctx, id, "you"),
      attackProblem(ctx, id, "you") === null,
    ]);
    expect(answers.map(([now]) => now)).toEqual([false, true, false, false, true, false, false, false, false]);
    for (const [now, none] of answers) expect(now).toBe(none);
  });
});
