/** Persist (CR 702.79a) and undying (702.93a): dies triggers that return the card with a counter, once. */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import type { GameState } from "./state/types.js";
import type { AbilityDef, CardDefinition, CounterKind } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const returning = (counter: CounterKind): AbilityDef => ({
  kind: "triggered",
  text: counter === "-1/-1" ? "Persist" : "Undying",
  event: { kind: "selfToGraveyardFromBattlefield" },
  targets: [],
  condition: { kind: "sourceHadNoCounters", counter },
  effects: [
    {
      kind: "putOntoBattlefield",
      what: { kind: "refs" },
      tapped: false,
      ownerControls: true,
      counters: { [counter]: 1 },
    },
  ],
});
const elf = (name: string, counter: CounterKind): CardDefinition => ({
  name,
  manaCost: "{1}{G}",
  types: ["Creature"],
  subtypes: ["Elf"],
  power: 2,
  toughness: 2,
  oracleText: name,
  abilities: [returning(counter)],
});
const kill: CardDefinition = {
  name: "Test Kill",
  manaCost: "{R}",
  types: ["Instant"],
  oracleText: "Destroy target creature.",
  spell: {
    modes: [
      {
        text: "kill",
        targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
        effects: [{ kind: "destroy", what: { kind: "target", index: 0 } }],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
};
const extra = new Map([elf("Persist Elf", "-1/-1"), elf("Undying Elf", "+1/+1"), kill].map((d) => [d.name, d]));
const cards: CardRegistry = { get: (n) => extra.get(n) ?? testCards.get(n) };

const { act, resolveAll } = play(cards);

const named = (s: GameState, card: string) => s.battlefield.find((id) => s.objects[id]!.card === card);
function killIt(s: GameState, card: string): GameState {
  const spell = s.players.you.hand.find((id) => s.objects[id]!.card === "Test Kill")!;
  return resolveAll(act(s, { type: "cast", player: "you", object: spell, targets: [named(s, card)!] }));
}

describe("persist and undying (CR 702.79a, 702.93a)", () => {
  for (const [card, counter] of [
    ["Persist Elf", "-1/-1"],
    ["Undying Elf", "+1/+1"],
  ] as const) {
    it(`${card}: returns with a ${counter} counter the first time it dies, and stays in the graveyard the second time`, () => {
      let s = board(cards, {
        you: { battlefield: [card, "Mountain", "Mountain"], hand: ["Test Kill", "Test Kill"] },
      }).state;
      s = killIt(s, card);
      const back = named(s, card);
      expect(back).toBeDefined();
      expect(s.objects[back!]!.counters[counter]).toBe(1);
      expect(s.objects[back!]!.owner).toBe("you");
      s = killIt(s, card);
      expect(named(s, card)).toBeUndefined();
      expect(s.players.you.graveyard.map((id) => s.objects[id]!.card)).toContain(card);
    });
  }
});
