/**
 * Choices that belong to the player (rules/player-choices.ts, mana-payment.ts): the decisions'
 * defaults are the engine's old choices and are taken by any other action (so old game files
 * replay as before), the goldfish's own choices stay automatic, and named mana sources pay only
 * what they can. Scenarios for each rule are in packages/cards/scenarios/choices/ and payment/.
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "./state/vocabulary/index.js";
import type { GameState } from "./state/types.js";
import { applyInPlace } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const LEGEND: CardDefinition = {
  name: "Lone Hero",
  manaCost: "{G}",
  supertypes: ["Legendary"],
  types: ["Creature"],
  power: 2,
  toughness: 2,
  oracleText: "",
};
const OGRE: CardDefinition = {
  name: "Ogre",
  manaCost: "{4}",
  types: ["Creature"],
  power: 5,
  toughness: 5,
  oracleText: "",
};
const cards = {
  get: (name: string) => (name === LEGEND.name ? LEGEND : name === OGRE.name ? OGRE : testCards.get(name)),
};
const { act, refused } = play(cards);

function toStep(s: GameState, step: GameState["step"]): GameState {
  for (let i = 0; i < 30 && s.step !== step && !s.pending; i++)
    s = act(s, { type: "pass", player: s.priority ?? "you" });
  return s;
}

/** An Ogre of yours attacking, blocked by two Bears; the game waits in the combat damage step. */
function ogreBlockedByTwo(): { s: GameState; ids: Record<string, string> } {
  const { state, ids } = board(cards, {
    you: { battlefield: [{ card: "Ogre", label: "ogre" }] },
    opponent: {
      battlefield: [
        { card: "Bear", label: "b1" },
        { card: "Bear", label: "b2" },
      ],
    },
  });
  let s = toStep(state, "declare_attackers");
  s = act(s, { type: "declareAttackers", player: "you", attackers: [ids["ogre"]!] });
  s = act(s, {
    type: "declareBlockers",
    player: "opponent",
    blocks: [
      { blocker: ids["b1"]!, attacker: ids["ogre"]! },
      { blocker: ids["b2"]!, attacker: ids["ogre"]! },
    ],
  });
  s = toStep(s, "combat_damage");
  return { s, ids };
}

describe("decisions with a default (CR 510.1c, 704.5j, 603.3b)", () => {
  it("asks how an attacker blocked by two creatures divides its damage; the default is lethal damage in order", () => {
    const { s, ids } = ogreBlockedByTwo();
    const d = s.pending?.decision;
    expect(d?.kind).toBe("divideDamage");
    if (d?.kind !== "divideDamage") return;
    expect(d.amount).toBe(5);
    expect(d.default).toEqual({ targets: [ids["b1"], ids["b2"]], divide: [2, 3] });
    expect(legalActions(s, "you", cards)).toEqual([{ type: "choose", player: "you", ...d.default }]);
  });

  it("any other action takes the default first: passing deals the engine's old assignment", () => {
    const { s, ids } = ogreBlockedByTwo();
    const after = act(s, { type: "pass", player: "you" });
    expect(after.pending).toBeNull();
    expect(after.battlefield).not.toContain(ids["b1"]); // a new object in the graveyard (400.7)
    expect(after.battlefield).not.toContain(ids["b2"]);
    expect(after.players.opponent.graveyard).toHaveLength(2);
  });

  it("applyInPlace leaves the state unchanged when the action after a taken default is refused", () => {
    const { s } = ogreBlockedByTwo();
    const before = JSON.stringify(s);
    const r = applyInPlace(s, { type: "playLand", player: "you", object: Object.keys(s.objects)[0]! }, cards);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("a division is checked: shares add up to the power and go to blockers only", () => {
    const { s, ids } = ogreBlockedByTwo();
    const b1 = ids["b1"]!;
    expect(refused(s, { type: "choose", player: "you", targets: [b1], divide: [4] })).toContain("510.1c");
    expect(refused(s, { type: "choose", player: "you", targets: [b1, "opponent"], divide: [2, 3] })).toContain(
      "510.1c",
    );
    const after = act(s, { type: "choose", player: "you", targets: [b1], divide: [5] });
    expect(after.battlefield).toContain(ids["b2"]);
    expect(after.battlefield).not.toContain(b1);
  });

  it("the goldfish's legends follow the legend rule without a decision (its newest stays)", () => {
    const { state, ids } = board(cards, {
      opponent: {
        battlefield: [
          { card: "Lone Hero", label: "old" },
          { card: "Lone Hero", label: "new" },
        ],
      },
    });
    expect(state.pending).toBeNull();
    expect(state.battlefield).not.toContain(ids["old"]);
    expect(state.battlefield).toContain(ids["new"]);
  });

  it("your legends ask which stays, the newest by default", () => {
    const { state, ids } = board(cards, { you: { hand: [{ card: "Lone Hero", label: "new" }] } });
    let s = act(state, { type: "manual", player: "you", op: { kind: "move", object: ids["new"]!, to: "battlefield" } });
    expect(s.pending).toBeNull(); // one legend: nothing to choose
    const second = board(cards, {
      you: {
        battlefield: [
          { card: "Lone Hero", label: "a" },
          { card: "Lone Hero", label: "b" },
        ],
      },
    });
    s = second.state; // the state-based actions were checked as the game settled
    const d = s.pending?.decision;
    expect(d?.kind === "targets" && d.default).toEqual({ targets: [second.ids["b"]] });
    s = act(s, { type: "choose", player: "you", targets: [second.ids["a"]!] });
    expect(s.battlefield).not.toContain(second.ids["b"]);
    expect(s.battlefield).toContain(second.ids["a"]);
    expect(s.players.you.graveyard).toHaveLength(1);
  });
});

describe("naming the mana sources (CR 601.2g-h, 605.3a)", () => {
  it("an ability that costs no mana takes no payment", () => {
    const { state, ids } = board(cards, { you: { battlefield: [{ card: "Forest", label: "f" }] } });
    const rules = refused(state, {
      type: "activate",
      player: "you",
      object: ids["f"]!,
      ability: 0,
      payment: [ids["f"]!],
    });
    expect(rules).toContain("601.2g");
  });

  it("a payment naming an id that is no object is refused as malformed, naming the field", () => {
    const { state, ids } = board(cards, { you: { hand: [{ card: "Bear", label: "bear" }] } });
    const r = applyInPlace(state, { type: "cast", player: "you", object: ids["bear"]!, payment: ["nope"] }, cards);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.field).toBe("payment.0");
  });
});
