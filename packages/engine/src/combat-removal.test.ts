/**
 * Removal from combat (CR 506.4) where no card of the built-in pool reaches: a permanent that
 * stops being a creature stops attacking or blocking and deals and is dealt no combat damage
 * (the report this follows: lands made creatures by an effect that ends mid-combat, see
 * packages/cards/scenarios/BUG-REPORTS.md); and the blocked attacker stays blocked (509.1h).
 * Control changes and zone changes have scenarios in packages/cards/scenarios/combat/.
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "./state/vocabulary/index.js";
import type { GameState } from "./state/types.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

/** "Lands you control are 3/3 creatures that are still lands" (an invented static ability, layers 4 and 7b). */
const TOTEM: CardDefinition = {
  name: "Animating Totem",
  manaCost: "{3}",
  types: ["Artifact"],
  oracleText: "Lands you control are 3/3 creatures that are still lands.",
  abilities: [
    {
      kind: "static",
      text: "Lands you control are 3/3 creatures that are still lands.",
      affects: { kind: "filter", filter: { types: ["Land"], controller: "you" } },
      mods: [
        { layer: "4", kind: "addTypes", types: ["Creature"] },
        { layer: "7b", kind: "setBasePT", power: 3, toughness: 3 },
      ],
    },
  ],
};
const cards = { get: (name: string) => (name === TOTEM.name ? TOTEM : testCards.get(name)) };
const { act } = play(cards);

/** Removes the Totem from the battlefield by hand (the table's manual tools), ending its effect. */
function removeTotem(s: GameState, totem: string): GameState {
  return act(s, { type: "manual", player: "you", op: { kind: "move", object: totem, to: "graveyard" } });
}

function toStep(s: GameState, step: GameState["step"]): GameState {
  for (let i = 0; i < 30 && s.step !== step; i++) s = act(s, { type: "pass", player: s.priority ?? "you" });
  return s;
}

describe("a permanent that stops being a creature is removed from combat (CR 506.4)", () => {
  it("an attacking land creature deals no combat damage once it is no longer a creature", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: [
          { card: "Forest", label: "land" },
          { card: TOTEM.name, label: "totem" },
        ],
      },
    });
    let s = toStep(state, "declare_attackers");
    s = act(s, { type: "declareAttackers", player: "you", attackers: [ids["land"]!] });
    expect(s.combat?.attackers.map((a) => a.attacker)).toEqual([ids["land"]]);
    s = removeTotem(s, ids["totem"]!);
    expect(s.combat?.attackers).toEqual([]);
    expect(s.log.some((l) => l.includes("is removed from combat (CR 506.4)"))).toBe(true);
    s = toStep(s, "end_of_combat");
    expect(s.players.opponent.life).toBe(20);
  });

  it("a blocking land creature is dealt no damage, and the attacker it blocked stays blocked", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: [{ card: "Bear", label: "bear" }] },
      opponent: {
        battlefield: [
          { card: "Forest", label: "land" },
          { card: TOTEM.name, label: "totem" },
        ],
      },
    });
    let s = toStep(state, "declare_attackers");
    s = act(s, { type: "declareAttackers", player: "you", attackers: [ids["bear"]!] });
    s = act(s, {
      type: "declareBlockers",
      player: "opponent",
      blocks: [{ blocker: ids["land"]!, attacker: ids["bear"]! }],
    });
    expect(s.combat?.blocks).toHaveLength(1);
    s = act(s, { type: "manual", player: "you", op: { kind: "move", object: ids["totem"]!, to: "graveyard" } });
    expect(s.combat?.blocks).toEqual([]);
    expect(s.combat?.blocked).toEqual([ids["bear"]]);
    s = toStep(s, "end_of_combat");
    expect(s.objects[ids["land"]!]?.damage).toBe(0);
    expect(s.objects[ids["bear"]!]?.damage).toBe(0);
    expect(s.players.opponent.life).toBe(20); // blocked, no trample: no damage to the player (509.1h, 510.1c)
  });
});

describe("a blocker whose attacker leaves combat is still a blocking creature (CR 509.1g, 506.4)", () => {
  it("stays blocking, deals no combat damage, and stops blocking only when it is itself removed", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: [
          { card: "Forest", label: "land" },
          { card: TOTEM.name, label: "totem" },
        ],
      },
      opponent: { battlefield: [{ card: "Bear", label: "blocker" }] },
    });
    let s = toStep(state, "declare_attackers");
    s = act(s, { type: "declareAttackers", player: "you", attackers: [ids["land"]!] });
    s = act(s, {
      type: "declareBlockers",
      player: "opponent",
      blocks: [{ blocker: ids["blocker"]!, attacker: ids["land"]! }],
    });
    s = removeTotem(s, ids["totem"]!); // the attacking land stops being a creature: removed from combat
    expect(s.combat?.attackers).toEqual([]);
    expect(s.combat?.blocks).toEqual([]);
    expect(s.combat?.blockingAlone).toEqual([ids["blocker"]]);
    s = act(s, { type: "manual", player: "you", op: { kind: "move", object: ids["blocker"]!, to: "hand" } });
    expect(s.combat?.blockingAlone).toEqual([]);
  });
});
