/** Regeneration (CR 701.15): shields replace destruction, "can't be regenerated" stops them, they end at cleanup. */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import type { GameState } from "./state/types.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

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
const kill = (name: string, noRegenerate: boolean): CardDefinition => ({
  name,
  manaCost: "{G}",
  types: ["Instant"],
  oracleText: noRegenerate ? "Destroy target creature. It can't be regenerated." : "Destroy target creature.",
  spell: {
    modes: [
      {
        text: name,
        targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
        effects: [{ kind: "destroy", what: { kind: "target", index: 0 }, ...(noRegenerate ? { noRegenerate } : {}) }],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
});
const burn: CardDefinition = {
  name: "Regen Burn",
  manaCost: "{G}",
  types: ["Instant"],
  oracleText:
    "Regen Burn deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
  spell: {
    modes: [
      {
        text: "burn",
        targets: [{ text: "any target", objects: { types: ["Creature"] }, players: true, min: 1, max: 1 }],
        effects: [{ kind: "damage", amount: 3, to: { kind: "target", index: 0 }, noRegenerateThisTurn: true }],
      },
    ],
    chooseMin: 1,
    chooseMax: 1,
  },
};
const extra = new Map([boa, kill("Plain Kill", false), kill("Terror Kill", true), burn].map((d) => [d.name, d]));
const cards: CardRegistry = { get: (n) => extra.get(n) ?? testCards.get(n) };

const { act, resolveAll } = play(cards);

const setup = (spell: string) =>
  board(cards, {
    you: {
      battlefield: [{ card: "Regen Boa", label: "boa" }, "Forest", "Forest"],
      hand: [{ card: spell, label: "spell" }],
    },
  });
const shield = (s: GameState, boa: string): GameState =>
  resolveAll(act(s, { type: "activate", player: "you", object: boa, ability: 0 }));

describe("regeneration (CR 701.15)", () => {
  it("replaces the next destruction: the creature stays, tapped, its damage removed", () => {
    const { state, ids } = setup("Plain Kill");
    let s = shield(state, ids["boa"]!);
    expect(s.objects[ids["boa"]!]!.regenerationShields).toBe(1);
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["spell"]!, targets: [ids["boa"]!] }));
    expect(s.objects[ids["boa"]!]).toMatchObject({ zone: "battlefield", tapped: true, damage: 0 });
    expect(s.objects[ids["boa"]!]!.regenerationShields).toBeUndefined(); // the shield is used up
  });

  it("replaces destruction by lethal damage (704.5g), unless the damage says it can't be regenerated", () => {
    const { state, ids } = setup("Regen Burn");
    let s = shield(state, ids["boa"]!);
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["spell"]!, targets: [ids["boa"]!] }));
    expect(s.objects[ids["boa"]!]).toBeUndefined(); // "can't be regenerated this turn": it died
    expect(s.players.you.graveyard.map((id) => s.objects[id]!.card)).toContain("Regen Boa");
  });

  it("is not applied when the destruction says 'it can't be regenerated' (701.15c)", () => {
    const { state, ids } = setup("Terror Kill");
    let s = shield(state, ids["boa"]!);
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["spell"]!, targets: [ids["boa"]!] }));
    expect(s.objects[ids["boa"]!]).toBeUndefined();
  });

  it("ends at cleanup (514.2)", () => {
    const { state, ids } = setup("Plain Kill");
    let s = shield(state, ids["boa"]!);
    s = act(s, { type: "passUntil", player: "you", step: "declare_attackers" });
    s = act(s, { type: "declareAttackers", player: "you", attackers: [] });
    s = act(s, { type: "passUntil", player: "you", step: "upkeep", nextTurn: true });
    expect(s.turn).toBeGreaterThan(state.turn);
    const boaNow = s.battlefield.find((id) => s.objects[id]!.card === "Regen Boa")!;
    expect(s.objects[boaNow]!.regenerationShields).toBeUndefined();
  });
});
