/**
 * Detain (CR 701.35a; 701.29a in the 2025-02-07 text): until its controller's next turn, the
 * permanent can't attack or block and its activated abilities — mana abilities included — can't
 * be activated; legalActions offers none of them, and the automatic payment doesn't tap it.
 */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";
import { legalActions } from "./legal-actions.js";

const boa: CardDefinition = {
  name: "Regen Boa",
  manaCost: "{1}{G}",
  types: ["Creature"],
  subtypes: ["Snake"],
  power: 2,
  toughness: 1,
  oracleText: "{G}: Regenerate Regen Boa.",
  abilities: [
    {
      kind: "activated",
      text: "{G}: Regenerate Regen Boa.",
      cost: { mana: "{G}" },
      targets: [],
      effects: [{ kind: "regenerate", what: { kind: "self" } }],
    },
  ],
};
const detainer: CardDefinition = {
  name: "Detainer",
  manaCost: "{G}",
  types: ["Instant"],
  oracleText: "Detain target nonland permanent.",
  spell: {
    modes: [
      {
        text: "Detain target nonland permanent.",
        targets: [{ text: "target nonland permanent", objects: { notTypes: ["Land"] }, min: 1, max: 1 }],
        effects: [
          {
            kind: "modify",
            what: { kind: "target", index: 0 },
            mods: [{ layer: "rules", kind: "restrict", restrictions: ["cantAttack", "cantBlock", "cantActivate"] }],
            duration: { kind: "untilYourNextTurn" },
          },
        ],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
};
const extra = new Map([boa, detainer].map((d) => [d.name, d]));
const cards: CardRegistry = { get: (n) => extra.get(n) ?? testCards.get(n) };
const { act, refused, resolveAll } = play(cards);

describe("detain (CR 701.29a)", () => {
  it("stops the permanent's activated abilities and its attacks", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: [{ card: "Regen Boa", label: "boa" }, "Forest", "Forest", "Forest"],
        hand: [{ card: "Detainer", label: "d" }],
      },
    });
    const activate = { type: "activate", player: "you", object: ids["boa"]!, ability: 0 } as const;
    expect(legalActions(state, "you", cards)).toContainEqual(activate);
    const s = resolveAll(act(state, { type: "cast", player: "you", object: ids["d"]!, targets: [ids["boa"]!] }));
    expect(refused(s, activate)).toContain("701.29a");
    expect(legalActions(s, "you", cards)).not.toContainEqual(activate);
    const atk = act(s, { type: "passUntil", player: "you", step: "declare_attackers" });
    expect(refused(atk, { type: "declareAttackers", player: "you", attackers: [ids["boa"]!] })).toContain("508.1");
  });
});
