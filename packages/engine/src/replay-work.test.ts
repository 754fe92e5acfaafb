/**
 * Replay is linear in the number of actions (it is `applyInPlace` in a loop): each action's
 * work does not grow with the game's history or with a board of permanents that don't affect
 * one another. Measured by counting work — characteristics computed (CR 613) and permanents
 * looked at by full state-based action checks (704.3) — never by time. Regression: every token
 * made by hand recomputed every permanent's characteristics and rescanned them all, so 20,000
 * actions took minutes.
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./state/types.js";
import type { CardDefinition, TokenSpec } from "./state/vocabulary/index.js";
import type { CardRegistry } from "./core/context.js";
import { applyInPlace } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { newGame, replay, type GameSetup } from "./game.js";
import { allCharacteristics, currentCharacteristics } from "./view.js";
import { characteristicsComputed } from "./rules/layer-cache.js";
import { permanentsScanned } from "./rules/state-based-actions.js";
import { testCards } from "./test-support/registry.js";

const GOBLIN: TokenSpec = {
  name: "Goblin Token",
  colors: ["R"],
  types: ["Creature"],
  subtypes: ["Goblin"],
  power: 1,
  toughness: 1,
};
const setup: GameSetup = { deck: Array<string>(120).fill("Forest"), seed: 3, onThePlay: true };

/** `n` actions: tokens made by hand, a pass every 25th (answering the decisions the passes lead to). */
function tokenGame(n: number, cards: CardRegistry = testCards): Action[] {
  const s = newGame(setup, cards);
  const actions: Action[] = [];
  const act = (a: Action) => {
    const r = applyInPlace(s, a, cards);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
    actions.push(a);
  };
  act({ type: "choose", player: "you", options: ["keep"] });
  while (actions.length < n) {
    if (s.pending)
      act(
        s.pending.decision.kind === "declareAttackers"
          ? { type: "declareAttackers", player: "you", attackers: [] }
          : legalActions(s, "you", cards)[0]!,
      );
    else
      act(
        actions.length % 25 === 24
          ? { type: "pass", player: "you" }
          : { type: "manual", player: "you", op: { kind: "createToken", token: GOBLIN } },
      );
  }
  return actions;
}

function workOf(actions: Action[], cards: CardRegistry = testCards): { work: number; state: GameState } {
  const c0 = characteristicsComputed();
  const p0 = permanentsScanned();
  const state = replay(setup, actions, cards);
  return { work: characteristicsComputed() - c0 + (permanentsScanned() - p0), state };
}

describe("replay does work linear in the number of actions", () => {
  it("on a growing board of tokens: twice the actions, about twice the work, a few objects per action", () => {
    const small = workOf(tokenGame(600));
    const large = workOf(tokenGame(1200));
    expect(large.state.battlefield.length).toBeGreaterThan(1000);
    expect(large.work).toBeLessThan(small.work * 2.5); // quadratic work would be four times
    expect(large.work).toBeLessThan(40 * 1200); // recomputing the board each time: about 700,000
  });

  it("and the characteristics it keeps equal a fresh computation", () => {
    const { state } = workOf(tokenGame(300));
    expect([...currentCharacteristics(state, testCards)]).toEqual([...allCharacteristics(state, testCards)]);
  });
});

describe("a board where a permanent affects the others is recomputed whole", () => {
  const chief: CardDefinition = {
    name: "Goblin Chief",
    manaCost: "{2}{R}",
    types: ["Creature"],
    subtypes: ["Goblin"],
    power: 2,
    toughness: 2,
    oracleText: "Goblins you control get +1/+1.",
    abilities: [
      {
        kind: "static",
        text: "Goblins you control get +1/+1.",
        affects: { kind: "filter", filter: { subtypes: ["Goblin"], controller: "you", other: true } },
        mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 1 }],
      },
    ],
  };
  const cards: CardRegistry = { get: (n) => (n === chief.name ? chief : testCards.get(n)) };

  it("tokens made before and after a lord enters get its bonus, and lose it when it leaves", () => {
    const chiefSetup: GameSetup = { ...setup, deck: [...setup.deck.slice(0, 100), "Goblin Chief"] };
    const s = newGame(chiefSetup, cards);
    const act = (a: Action) => {
      const r = applyInPlace(s, a, cards);
      if (!r.ok) throw new Error(r.error.message);
    };
    act({ type: "choose", player: "you", options: ["keep"] });
    const token = () => act({ type: "manual", player: "you", op: { kind: "createToken", token: GOBLIN } });
    const powers = () => s.battlefield.map((id) => currentCharacteristics(s, cards).get(id)!.power);
    token();
    token();
    const lord = Object.values(s.objects).find((o) => o.card === "Goblin Chief")!;
    act({ type: "manual", player: "you", op: { kind: "move", object: lord.id, to: "battlefield" } });
    token();
    expect(powers()).toEqual([2, 2, 2, 2]);
    act({ type: "manual", player: "you", op: { kind: "move", object: s.battlefield[2]!, to: "graveyard" } });
    token();
    expect(powers()).toEqual([1, 1, 1, 1]);
    expect([...currentCharacteristics(s, cards)]).toEqual([...allCharacteristics(s, cards)]);
  });
});
