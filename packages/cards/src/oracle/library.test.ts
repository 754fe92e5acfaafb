/**
 * The compiler on instructions that work on the top of a library, in the 2019-era wording of
 * the reference catalog and in the current one: mill (CR 701.13), scry (701.18) and "look at
 * the top N cards …" (608.2c) — and the variants the engine doesn't implement, refused.
 */
import { describe, expect, it } from "vitest";
import type { Effect } from "@fishbowl/engine";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, over: Partial<CatalogCard> = {}): CatalogCard {
  return {
    name, manaCost: "{1}{U}", manaValue: 2, typeLine: "Creature — Bird", oracleText, power: "1", toughness: "1",
    colors: ["U"], keywords: [], layout: "normal", ...over,
  };
}
const spellOf = (name: string, oracleText: string, type = "Sorcery"): CatalogCard =>
  cardOf(name, oracleText, { typeLine: type, power: undefined, toughness: undefined });

/** The effects of a compiled spell (throws if it didn't compile). */
function spellEffects(c: CatalogCard): Effect[] {
  const r = compileCard(c);
  if (!r.automated) throw new Error(`${c.name} not compiled: ${r.unautomated.join(" | ")}`);
  return r.definition.spell!.modes[0]!.effects;
}

describe("mill (CR 701.13)", () => {
  it("reads the 2019 wording and the current one alike, for you", () => {
    const old = spellEffects(spellOf("Thought Scour", "Put the top two cards of your library into your graveyard."));
    const now = spellEffects(spellOf("Thought Scour", "Mill two cards."));
    expect(old).toEqual([{ kind: "mill", amount: 2, who: { kind: "you" } }]);
    expect(now).toEqual(old);
    expect(spellEffects(spellOf("Scour", "Put the top card of your library into your graveyard."))).toEqual([{ kind: "mill", amount: 1, who: { kind: "you" } }]);
    expect(spellEffects(spellOf("Scour", "Mill a card."))).toEqual([{ kind: "mill", amount: 1, who: { kind: "you" } }]);
  });

  it("reads a target player and each opponent, in both wordings", () => {
    const target = [{ text: "target player", players: true, min: 1, max: 1 }];
    for (const text of ["Target player puts the top three cards of their library into their graveyard.", "Target player mills three cards."]) {
      const r = compileCard(spellOf("Sieve", text));
      expect(r.automated).toBe(true);
      expect(r.definition.spell!.modes[0]).toMatchObject({ targets: target, effects: [{ kind: "mill", amount: 3, who: { kind: "target", index: 0 } }] });
    }
    for (const text of ["Each opponent puts the top two cards of their library into their graveyard.", "Each opponent mills two cards."]) {
      expect(spellEffects(spellOf("Wail", text))).toEqual([{ kind: "mill", amount: 2, who: { kind: "opponents" } }]);
    }
  });

  it("reads mill in triggers and chains", () => {
    const r = compileCard(cardOf("Armored Skaab", "When Armored Skaab enters the battlefield, put the top four cards of your library into your graveyard."));
    expect(r.automated).toBe(true);
    expect(r.definition.abilities).toMatchObject([{ kind: "triggered", event: { kind: "entersSelf" }, effects: [{ kind: "mill", amount: 4, who: { kind: "you" } }] }]);
    expect(spellEffects(spellOf("Think Twice", "Draw a card, then mill two cards."))).toEqual([{ kind: "draw", amount: 1, who: { kind: "you" } }, { kind: "mill", amount: 2, who: { kind: "you" } }]);
  });

  it("refuses the mills it doesn't implement", () => {
    expect(compileCard(spellOf("Each Mill", "Each player puts the top two cards of their library into their graveyard.")).automated).toBe(false);
    expect(compileCard(spellOf("Other Mill", "Put the top two cards of target player's library into their graveyard.")).automated).toBe(false);
  });
});
