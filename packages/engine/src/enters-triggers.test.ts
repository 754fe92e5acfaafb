/**
 * "Whenever a <filter> enters" triggers of other permanents (CR 603.2, 603.6a) and "put …
 * on top of its owner's library" (CR 401.4).
 */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import { newCtx } from "./core/context.js";
import { characteristics } from "./rules/layers.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const leopard: CardDefinition = {
  name: "Landfall Leopard",
  manaCost: "{G}",
  types: ["Creature"],
  subtypes: ["Cat"],
  power: 1,
  toughness: 2,
  oracleText:
    "Whenever a land enters the battlefield under your control, Landfall Leopard gets +1/+1 until end of turn.",
  abilities: [
    {
      kind: "triggered",
      text: "Whenever a land enters the battlefield under your control, Landfall Leopard gets +1/+1 until end of turn.",
      event: { kind: "enters", filter: { types: ["Land"], controller: "you" } },
      targets: [],
      effects: [
        {
          kind: "modify",
          what: { kind: "self" },
          mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 1 }],
          duration: { kind: "endOfTurn" },
        },
      ],
    },
  ],
};
const greeter: CardDefinition = {
  name: "Creature Greeter",
  manaCost: "{G}",
  types: ["Creature"],
  subtypes: ["Human"],
  power: 1,
  toughness: 1,
  oracleText: "Whenever another creature enters the battlefield, you gain 1 life.",
  abilities: [
    {
      kind: "triggered",
      text: "Whenever another creature enters the battlefield, you gain 1 life.",
      event: { kind: "enters", filter: { types: ["Creature"], other: true } },
      targets: [],
      effects: [{ kind: "gainLife", amount: 1, who: { kind: "you" } }],
    },
  ],
};
const ebb: CardDefinition = {
  name: "Top Ebb",
  manaCost: "{U}",
  types: ["Sorcery"],
  oracleText: "Put target creature on top of its owner's library.",
  spell: {
    modes: [
      {
        text: "Put target creature on top of its owner's library.",
        targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
        effects: [{ kind: "putOnLibrary", what: { kind: "target", index: 0 } }],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
};
const extra = new Map([leopard, greeter, ebb].map((d) => [d.name, d]));
const cards: CardRegistry = { get: (n) => extra.get(n) ?? testCards.get(n) };

const { act, resolveAll } = play(cards);

describe("'whenever a … enters' (CR 603.6a)", () => {
  it("triggers for a land entering under your control", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: [{ card: "Landfall Leopard", label: "cat" }], hand: [{ card: "Forest", label: "forest" }] },
    });
    const s = resolveAll(act(state, { type: "playLand", player: "you", object: ids["forest"]! }));
    expect(characteristics(newCtx(s, cards), ids["cat"]!)).toMatchObject({ power: 2, toughness: 3 });
  });

  it("'another' leaves out the source itself; another creature entering triggers it", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: ["Forest", "Forest"],
        hand: [
          { card: "Creature Greeter", label: "greeter" },
          { card: "Landfall Leopard", label: "cat" },
        ],
      },
    });
    let s = resolveAll(act(state, { type: "cast", player: "you", object: ids["greeter"]! }));
    expect(s.players.you.life).toBe(20);
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["cat"]! }));
    expect(s.players.you.life).toBe(21);
  });
});

describe("'put … on top of its owner's library' (CR 401.4)", () => {
  it("moves the creature to the top of its owner's library", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: ["Island"], hand: [{ card: "Top Ebb", label: "ebb" }] },
      opponent: { battlefield: [{ card: "Landfall Leopard", label: "cat" }], library: ["Forest"] },
    });
    const s = resolveAll(act(state, { type: "cast", player: "you", object: ids["ebb"]!, targets: [ids["cat"]!] }));
    const top = s.objects[s.players.opponent.library[0]!]!;
    expect(top.card).toBe("Landfall Leopard");
    expect(s.players.opponent.library).toHaveLength(2);
    expect(s.battlefield.some((id) => s.objects[id]!.card === "Landfall Leopard")).toBe(false);
  });
});
