/**
 * The autopilot and attacking: it declares what the engine says can attack, including a
 * creature that must (CR 508.1d), and it plans with the engine's answer (`attackOptions`) — a
 * creature with defender (702.3b) or under a "can't attack" effect (508.1c) is no attacker to
 * pump or enchant, and no reason to cast a team pump before combat.
 */
import { describe, expect, it } from "vitest";
import { apply, type CardDefinition, type CardRegistry, type GameState } from "@fishbowl/engine";
import { chooseAction } from "./index.js";
import { board, type Zones } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const EXTRA: CardDefinition[] = [
  {
    name: "Berserker",
    manaCost: "{2}",
    colors: ["R"],
    types: ["Creature"],
    subtypes: ["Soldier"],
    power: 3,
    toughness: 1,
    oracleText: "Berserker attacks each combat if able.",
    abilities: [
      {
        kind: "static",
        text: "Berserker attacks each combat if able.",
        affects: { kind: "self" },
        mods: [{ layer: "rules", kind: "restrict", restrictions: ["mustAttack"] }],
      },
    ],
  },
  {
    name: "Spear Wall",
    manaCost: "{2}",
    types: ["Creature"],
    subtypes: ["Wall"],
    power: 3,
    toughness: 3,
    keywords: ["Defender"],
    oracleText: "Defender",
  },
  {
    name: "Might Aura",
    manaCost: "{G}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { types: ["Creature"] },
    oracleText: "Enchant creature\nEnchanted creature gets +2/+2.",
    abilities: [
      {
        kind: "static",
        text: "Enchanted creature gets +2/+2.",
        affects: { kind: "attached" },
        mods: [{ layer: "7c", kind: "addPT", power: 2, toughness: 2 }],
      },
    ],
  },
  {
    name: "Team Surge",
    manaCost: "{G}",
    types: ["Sorcery"],
    oracleText: "Creatures you control get +2/+2 until end of turn.",
    spell: {
      modes: [
        {
          text: "Creatures you control get +2/+2 until end of turn.",
          targets: [],
          effects: [
            {
              kind: "modify",
              what: { kind: "all", filter: { types: ["Creature"], controller: "you" } },
              mods: [{ layer: "7c", kind: "addPT", power: 2, toughness: 2 }],
              duration: { kind: "endOfTurn" },
            },
          ],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
];
const byName = new Map(EXTRA.map((d) => [d.name, d]));
const cards: CardRegistry = { get: (name) => byName.get(name) ?? testCards.get(name) };

/** The board passed on to the declare attackers step. */
function toAttack(you: Zones): { s: GameState; ids: Record<string, string> } {
  const { state, ids } = board(cards, { you });
  const r = apply(state, { type: "passUntil", player: "you", step: "declare_attackers" }, cards);
  if (!r.ok) throw new Error(r.error.message);
  expect(r.state.pending?.decision.kind).toBe("declareAttackers");
  return { s: r.state, ids };
}

describe("declaring attackers", () => {
  it("declares a creature that attacks each combat if able (508.1d)", () => {
    const { s, ids } = toAttack({
      battlefield: [
        { card: "Berserker", label: "berserker" },
        { card: "Bear", label: "bear" },
      ],
    });
    const a = chooseAction(s, cards);
    expect(a?.type === "declareAttackers" && a.attackers.includes(ids["berserker"]!)).toBe(true);
    expect(apply(s, a!, cards).ok).toBe(true);
  });

  it("declares only creatures that can attack: not one with defender, nor a sick one (702.3b, 302.6)", () => {
    const { s, ids } = toAttack({
      battlefield: [
        { card: "Bear", label: "bear" },
        { card: "Spear Wall", label: "wall" },
        { card: "Bear", label: "new", sick: true },
      ],
    });
    const a = chooseAction(s, cards);
    expect(a).toEqual({ type: "declareAttackers", player: "you", attackers: [ids["bear"]] });
    expect(apply(s, a!, cards).ok).toBe(true);
  });
});

describe("planning with what can attack", () => {
  it("enchants the creature that attacks, not a bigger one with defender (702.3b)", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: ["Forest", { card: "Bear", label: "bear" }, { card: "Spear Wall", label: "wall" }],
        hand: [{ card: "Might Aura", label: "aura" }],
      },
    });
    expect(chooseAction(state, cards)).toMatchObject({ type: "cast", object: ids["aura"], targets: [ids["bear"]] });
  });

  it("casts a team pump before combat only when a creature can attack (702.3b, 508.1c)", () => {
    const surge = (battlefield: Zones["battlefield"]) => {
      const { state, ids } = board(cards, {
        you: { battlefield: ["Forest", ...battlefield!], hand: [{ card: "Team Surge", label: "surge" }] },
      });
      const a = chooseAction(state, cards);
      return a?.type === "cast" && a.object === ids["surge"];
    };
    expect(surge(["Bear"])).toBe(true);
    expect(surge(["Spear Wall"])).toBe(false);
    expect(surge(["Bear", "Stalemate Banner"])).toBe(false);
    expect(surge([{ card: "Bear", sick: true }])).toBe(false);
  });
});
