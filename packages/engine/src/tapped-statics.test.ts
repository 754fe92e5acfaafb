/**
 * Static abilities that read tapped status ("untapped creatures you control get +1/+1", CR 110.5,
 * 611.3a): a permanent's characteristics follow its status whichever way it changes — declared as
 * an attacker (508.1f), untapped in its controller's untap step (502.3), tapped for mana, entering
 * tapped (614.1c), tapped or untapped by hand — played in place, where the characteristics cache
 * is kept between actions. (Found by `pnpm fuzz --statics` on catalog cards: Fen Stalker, Spur
 * Grappler.)
 */
import { describe, expect, it } from "vitest";
import { applyInPlace } from "./apply.js";
import type { Action, GameState } from "./state/types.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { currentCharacteristics } from "./view.js";
import { board } from "./test-support/board.js";
import { staticArtifact, withCards } from "./test-support/registry.js";

const WARD = staticArtifact("Sentry Ward", "Untapped creatures you control get +0/+2.", {
  affects: { kind: "filter", filter: { types: ["Creature"], controller: "you", tapped: false } },
  mods: [{ layer: "7c", kind: "addPT", power: 0, toughness: 2 }],
});
const WEIGHT = staticArtifact("Leaden Weight", "Tapped creatures get -0/-1.", {
  affects: { kind: "filter", filter: { types: ["Creature"], tapped: true } },
  mods: [{ layer: "7c", kind: "addPT", power: 0, toughness: -1 }],
});
const LURKER_TEXT = "Bog Lurker gets +2/+0 as long as you control no untapped lands.";
const LURKER: CardDefinition = {
  name: "Bog Lurker",
  manaCost: "{1}{B}",
  types: ["Creature"],
  power: 1,
  toughness: 1,
  oracleText: LURKER_TEXT,
  abilities: [
    {
      kind: "static",
      text: LURKER_TEXT,
      affects: { kind: "self" },
      condition: { kind: "not", condition: { kind: "youControl", filter: { types: ["Land"], tapped: false } } },
      mods: [{ layer: "7c", kind: "addPT", power: 2, toughness: 0 }],
    },
  ],
};
const GATE: CardDefinition = {
  name: "Shut Gate",
  manaCost: null,
  types: ["Land"],
  oracleText: "Shut Gate enters tapped.",
  abilities: [{ kind: "replacement", text: "Shut Gate enters tapped.", replacement: { kind: "entersTapped" } }],
};
const cards = withCards(WARD, WEIGHT, LURKER, GATE);

function game(): { s: GameState; ids: Record<string, string>; act: (a: Action) => void } {
  const { state: s, ids } = board(cards, {
    you: {
      battlefield: [{ card: "Bear", label: "bear" }, { card: "Mana Elf", label: "elf" }, WARD.name],
      hand: [{ card: "Bear", label: "bear2" }],
      library: ["Forest", "Forest", "Forest"],
    },
    opponent: { library: ["Forest", "Forest", "Forest"] },
  });
  const act = (a: Action) => {
    const r = applyInPlace(s, a, cards);
    if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message}`);
  };
  return { s, ids, act };
}

const toughness = (s: GameState, id: string) => currentCharacteristics(s, cards).get(id)?.toughness;
const power = (s: GameState, id: string) => currentCharacteristics(s, cards).get(id)?.power;

describe("static abilities that read tapped status (CR 110.5, 611.3a)", () => {
  it("an attacker tapped by its declaration loses the bonus, and gets it back when it untaps", () => {
    const { s, ids, act } = game();
    expect(toughness(s, ids["bear"]!)).toBe(4);
    act({ type: "passUntil", player: "you", step: "declare_attackers" });
    act({ type: "declareAttackers", player: "you", attackers: [ids["bear"]!] });
    expect(s.objects[ids["bear"]!]!.tapped).toBe(true);
    expect(toughness(s, ids["bear"]!)).toBe(2);
    act({ type: "passUntil", player: "you", step: "upkeep", active: "you" });
    expect(s.objects[ids["bear"]!]!.tapped).toBe(false);
    expect(toughness(s, ids["bear"]!)).toBe(4);
  });

  it("a creature tapped for mana loses the bonus", () => {
    const { s, ids } = game();
    expect(toughness(s, ids["elf"]!)).toBe(3);
    const elf = ids["elf"]!;
    const r = applyInPlace(s, { type: "activate", player: "you", object: elf, ability: 0 }, cards);
    expect(r.ok).toBe(true);
    expect(s.objects[elf]!.tapped).toBe(true);
    expect(toughness(s, elf)).toBe(1);
  });

  it("a creature tapped for mana to 0 toughness is put into its owner's graveyard (704.5f)", () => {
    const { state: s, ids } = board(cards, {
      you: { battlefield: [{ card: "Mana Elf", label: "elf" }, WEIGHT.name], library: ["Forest"] },
      opponent: { library: ["Forest"] },
    });
    const elf = ids["elf"]!;
    expect(toughness(s, elf)).toBe(1);
    const r = applyInPlace(s, { type: "activate", player: "you", object: elf, ability: 0 }, cards);
    expect(r.ok).toBe(true);
    expect(s.objects[elf]?.zone).not.toBe("battlefield");
    expect(s.players.you.graveyard).toHaveLength(1);
  });

  it("a land that enters tapped is tapped for static abilities as soon as it is on the battlefield (614.1c)", () => {
    const { state: s, ids } = board(cards, {
      you: {
        battlefield: [
          { card: "Bog Lurker", label: "lurker" },
          { card: "Forest", tapped: true },
        ],
        hand: [{ card: "Shut Gate", label: "gate" }],
        library: ["Forest"],
      },
      opponent: { library: ["Forest"] },
    });
    const lurker = ids["lurker"]!;
    expect(power(s, lurker)).toBe(3);
    const r = applyInPlace(s, { type: "playLand", player: "you", object: ids["gate"]! }, cards);
    expect(r.ok).toBe(true);
    expect(s.battlefield.map((id) => s.objects[id]!.tapped)).toEqual([false, true, true]);
    expect(power(s, lurker)).toBe(3);
  });

  it("a permanent untapped by hand ends the bonus", () => {
    const { state: s, ids } = board(cards, {
      you: {
        battlefield: [
          { card: "Bog Lurker", label: "lurker" },
          { card: "Forest", tapped: true, label: "forest" },
        ],
      },
    });
    const lurker = ids["lurker"]!;
    expect(power(s, lurker)).toBe(3);
    const op = { kind: "tap" as const, object: ids["forest"]!, tapped: false };
    expect(applyInPlace(s, { type: "manual", player: "you", op }, cards).ok).toBe(true);
    expect(power(s, lurker)).toBe(1);
  });
});
