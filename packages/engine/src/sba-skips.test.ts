/**
 * The state-based actions check (CR 704.3) skips the full scan of the battlefield when the
 * objects changed since the last check that found nothing cannot call for any state-based
 * action — also during combat, where removal from combat (506.4) applies only to an attacker
 * or blocker that changed. These tests play in place (`applyInPlace`: the change logs live
 * beside the state) and count the permanents scanned (a measure of work, never of time).
 */
import { describe, expect, it } from "vitest";
import { apply, applyInPlace } from "./apply.js";
import type { Action, GameState } from "./state/types.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { allCharacteristics } from "./view.js";
import { permanentsScanned } from "./rules/state-based-actions.js";
import { board } from "./test-support/board.js";
import { testCards, withCards } from "./test-support/registry.js";

function act(s: GameState, a: Action): void {
  const r = applyInPlace(s, a, testCards);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message}`);
}

/** Your Bears attacking the goldfish, in the declare attackers step with priority. */
function attacking(): { s: GameState; bear: string; other: string } {
  const { state: s, ids } = board(testCards, {
    you: {
      battlefield: [
        { card: "Bear", label: "bear" },
        { card: "Bear", label: "other" },
      ],
    },
    opponent: { library: ["Forest", "Forest"] },
  });
  act(s, { type: "passUntil", player: "you", step: "declare_attackers" });
  act(s, { type: "declareAttackers", player: "you", attackers: [ids["bear"]!, ids["other"]!] });
  return { s, bear: ids["bear"]!, other: ids["other"]! };
}

describe("state-based actions during combat (CR 704.3, 506.4)", () => {
  it("a check with attackers and nothing changed since the last check scans no permanent", () => {
    const { s } = attacking();
    expect(s.combat?.attackers).toHaveLength(2);
    act(s, { type: "manual", player: "you", op: { kind: "setLife", target: "you", life: 19 } });
    const before = permanentsScanned();
    act(s, { type: "manual", player: "you", op: { kind: "setLife", target: "you", life: 18 } });
    expect(permanentsScanned()).toBe(before);
    expect(s.combat?.attackers).toHaveLength(2);
  });

  it("an attacker that left the battlefield is still removed from combat", () => {
    const { s, bear, other } = attacking();
    act(s, { type: "manual", player: "you", op: { kind: "setLife", target: "you", life: 19 } });
    act(s, { type: "manual", player: "you", op: { kind: "move", object: bear, to: "hand" } });
    expect(s.combat?.attackers.map((a) => a.attacker)).toEqual([other]);
    act(s, { type: "passUntil", player: "you", step: "main2" });
    expect(s.players.opponent.life).toBe(18); // only the Bear still attacking dealt damage
  });

  it("an attacker given 0 toughness during combat still dies and leaves combat", () => {
    const { s, bear, other } = attacking();
    act(s, { type: "manual", player: "you", op: { kind: "setLife", target: "you", life: 19 } });
    act(s, { type: "manual", player: "you", op: { kind: "pump", object: other, power: 0, toughness: -2 } });
    expect(s.objects[other]?.zone).not.toBe("battlefield");
    expect(s.combat?.attackers.map((a) => a.attacker)).toEqual([bear]);
  });
});

/** "{0}: Target land becomes a 3/3 creature for as long as Animating Rod remains on the battlefield." (invented) */
const ROD_TEXT = "{0}: Target land becomes a 3/3 creature for as long as Animating Rod remains on the battlefield.";
const ROD: CardDefinition = {
  name: "Animating Rod",
  manaCost: "{3}",
  types: ["Artifact"],
  oracleText: ROD_TEXT,
  abilities: [
    {
      kind: "activated",
      text: ROD_TEXT,
      cost: {},
      targets: [{ text: "target land", objects: { types: ["Land"] }, min: 1, max: 1 }],
      effects: [
        {
          kind: "modify",
          what: { kind: "target", index: 0 },
          mods: [
            { layer: "4", kind: "addTypes", types: ["Creature"] },
            { layer: "7b", kind: "setBasePT", power: 3, toughness: 3 },
          ],
          duration: { kind: "whileSourceOnBattlefield" },
        },
      ],
    },
  ],
};
const rodCards = withCards(ROD);

/**
 * A Forest animated by the Rod (attacking with it when `attack`), then the Rod moved to the
 * graveyard by hand; played in place or on copies (`apply`, where no change log survives).
 */
function rodGame(inPlace: boolean, attack: boolean): { s: GameState; land: string } {
  const { state, ids } = board(rodCards, {
    you: {
      battlefield: [
        { card: "Forest", label: "land" },
        { card: ROD.name, label: "rod" },
      ],
    },
    opponent: { library: ["Forest"] },
  });
  let s = state;
  const step = (a: Action) => {
    const r = (inPlace ? applyInPlace : apply)(s, a, rodCards);
    if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message}`);
    s = r.state;
  };
  const land = ids["land"]!;
  step({ type: "activate", player: "you", object: ids["rod"]!, ability: 0, targets: [land] });
  step({ type: "pass", player: "you" });
  if (attack) {
    step({ type: "passUntil", player: "you", step: "declare_attackers" });
    step({ type: "declareAttackers", player: "you", attackers: [land] });
  }
  step({ type: "manual", player: "you", op: { kind: "setLife", target: "you", life: 19 } });
  step({ type: "manual", player: "you", op: { kind: "move", object: ids["rod"]!, to: "graveyard" } });
  if (attack) step({ type: "passUntil", player: "you", step: "main2" });
  return { s, land };
}

describe("an effect whose source left ends at the next check, in place as on a copy (CR 611.2b)", () => {
  it("the land is no longer a creature once the Rod is gone", () => {
    for (const inPlace of [true, false]) {
      const { s, land } = rodGame(inPlace, false);
      expect(s.effects).toEqual([]);
      expect(allCharacteristics(s, rodCards).get(land)?.types).toEqual(["Land"]);
    }
  });

  it("an attacking land that stops being a creature is removed from combat and deals no damage (506.4)", () => {
    for (const inPlace of [true, false]) {
      const { s } = rodGame(inPlace, true);
      expect(s.log).toContain("Forest is removed from combat (CR 506.4)");
      expect(s.players.opponent.life).toBe(20);
    }
  });
});
