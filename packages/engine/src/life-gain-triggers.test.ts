/**
 * "Whenever you gain life" (CR 119.9): one trigger per life gain event — an instruction, or one
 * lifelink source's damage (702.15b, 702.15e) — and only for its controller's life.
 */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const creature = (name: string, power: number, extra: Partial<CardDefinition> = {}): CardDefinition => ({
  name,
  manaCost: "{2}",
  colors: ["W"],
  types: ["Creature"],
  subtypes: ["Cat"],
  power,
  toughness: 3,
  oracleText: "",
  ...extra,
});
const CARDS: CardDefinition[] = [
  creature("Life Watcher", 1, {
    abilities: [
      {
        kind: "triggered",
        text: "Whenever you gain life, put a +1/+1 counter on ~.",
        event: { kind: "youGainLife" },
        targets: [],
        effects: [{ kind: "addCounters", what: { kind: "self" }, counter: "+1/+1", amount: 1 }],
      },
    ],
  }),
  creature("Link Cat", 2, { keywords: ["Lifelink"] }),
];
const byName = new Map(CARDS.map((d) => [d.name, d]));
const cards: CardRegistry = { get: (name) => byName.get(name) ?? testCards.get(name) };
const { act, resolveAll } = play(cards);

describe("whenever you gain life (CR 119.9)", () => {
  it("triggers once for each lifelink source's combat damage (702.15e), not for the opponent's watcher", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: [
          { card: "Life Watcher", label: "w" },
          { card: "Link Cat", label: "a" },
          { card: "Link Cat", label: "b" },
        ],
      },
      opponent: { battlefield: [{ card: "Life Watcher", label: "ow" }] },
    });
    let s = act(state, { type: "passUntil", player: "you", step: "declare_attackers" });
    s = resolveAll(act(s, { type: "declareAttackers", player: "you", attackers: [ids["a"]!, ids["b"]!] }));
    s = resolveAll(act(s, { type: "declareBlockers", player: "opponent", blocks: [] }));
    for (let i = 0; i < 5 && s.step !== "end_of_combat" && s.step !== "main2"; i++)
      s = resolveAll(act(s, { type: "pass", player: "you" }));
    expect(s.players.you.life).toBe(24);
    expect(s.objects[ids["w"]!]!.counters["+1/+1"]).toBe(2);
    expect(s.objects[ids["ow"]!]!.counters["+1/+1"] ?? 0).toBe(0);
  });
});
