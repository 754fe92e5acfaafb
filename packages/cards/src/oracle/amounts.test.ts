/**
 * Amounts counted as an instruction resolves (CR 107.3, 608.2h): "equal to the number of …",
 * "… for each …", ", where X is the number of …", and "+X/+X" changes made X times.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function spellOf(name: string, oracleText: string, over: Partial<CatalogCard> = {}): CatalogCard {
  return {
    name,
    manaCost: "{2}{R}",
    manaValue: 3,
    typeLine: "Sorcery",
    oracleText,
    colors: ["R"],
    keywords: [],
    layout: "normal",
    ...over,
  };
}
const effectsOf = (text: string, over: Partial<CatalogCard> = {}) => {
  const r = compileCard(spellOf("Blast", text, over));
  expect(r.unautomated, text).toEqual([]);
  return r.definition.spell!.modes[0]!.effects;
};
const mountains = { kind: "count", filter: { subtypes: ["Mountain"], controller: "you" } };
const creatures = { kind: "count", filter: { types: ["Creature"], controller: "you" } };

describe('"equal to the number of …" (CR 608.2h)', () => {
  it("reads damage, life and cards equal to a count", () => {
    expect(effectsOf("Blast deals damage to target creature equal to the number of Mountains you control.")).toEqual([
      { kind: "damage", amount: mountains, to: { kind: "target", index: 0 } },
    ]);
    expect(effectsOf("You gain life equal to the number of creature cards in your graveyard.")).toEqual([
      {
        kind: "gainLife",
        amount: { kind: "count", filter: { types: ["Creature"], zone: "graveyard", controller: "you" } },
        who: { kind: "you" },
      },
    ]);
    expect(effectsOf("Draw cards equal to the number of creatures you control.")).toEqual([
      { kind: "draw", amount: creatures, who: { kind: "you" } },
    ]);
  });

  it("counts every player's permanents with 'on the battlefield', and refuses it beside a controller", () => {
    expect(
      effectsOf("Blast deals X damage to each creature, where X is the number of creatures on the battlefield."),
    ).toEqual([
      {
        kind: "damage",
        amount: { kind: "count", filter: { types: ["Creature"] } },
        to: { kind: "all", filter: { types: ["Creature"] } },
      },
    ]);
    expect(
      compileCard(spellOf("Blast", "You gain life equal to the number of creatures you control on the battlefield."))
        .automated,
    ).toBe(false);
  });
});

describe('"… for each …"', () => {
  it("reads counters, damage and life loss for each permanent", () => {
    expect(effectsOf("Put a +1/+1 counter on target creature for each Elf you control.")).toEqual([
      {
        kind: "addCounters",
        what: { kind: "target", index: 0 },
        counter: "+1/+1",
        amount: { kind: "count", filter: { subtypes: ["Elf"], controller: "you" } },
      },
    ]);
    expect(effectsOf("Each opponent loses 1 life for each creature you control.")).toEqual([
      { kind: "loseLife", amount: creatures, who: { kind: "opponents" } },
    ]);
  });

  it("reads more than one per thing as the count times N, and refuses X per thing", () => {
    expect(effectsOf("You gain 2 life for each creature you control.")).toEqual([
      { kind: "gainLife", amount: { ...creatures, times: 2 }, who: { kind: "you" } },
    ]);
    expect(compileCard(spellOf("Blast", "You gain X life for each creature you control.")).automated).toBe(false);
  });
});

describe('", where X is the number of …" and "+X/+X" (CR 107.3)', () => {
  it("replaces X in the sentence by the count", () => {
    expect(
      effectsOf("Create X 1/1 green Saproling creature tokens, where X is the number of Forests you control."),
    ).toEqual([
      {
        kind: "createTokens",
        token: { colors: ["G"], types: ["Creature"], subtypes: ["Saproling"], power: 1, toughness: 1 },
        amount: { kind: "count", filter: { subtypes: ["Forest"], controller: "you" } },
      },
    ]);
  });

  it("makes a +X/+X change X times, X the count or the spell's X", () => {
    const pump = (power: number, toughness: number, times: unknown) => ({
      kind: "modify",
      what: { kind: "target", index: 0 },
      mods: [{ layer: "7c", kind: "addPT", power, toughness }],
      duration: { kind: "endOfTurn" },
      times,
    });
    expect(
      effectsOf("Target creature gets +X/+X until end of turn, where X is the number of creatures you control."),
    ).toEqual([pump(1, 1, creatures)]);
    expect(effectsOf("Target creature gets -X/-X until end of turn.", { manaCost: "{X}{B}" })).toEqual([
      pump(-1, -1, { kind: "x" }),
    ]);
    expect(effectsOf("Target creature gets +X/+0 until end of turn.", { manaCost: "{X}{R}" })).toEqual([
      pump(1, 0, { kind: "x" }),
    ]);
  });

  it("refuses 'where X is' without an X, and changes X can't multiply ('+X/+1')", () => {
    expect(
      compileCard(spellOf("Blast", "Draw a card, where X is the number of creatures you control.")).automated,
    ).toBe(false);
    expect(
      compileCard(spellOf("Blast", "Target creature gets +X/+1 until end of turn.", { manaCost: "{X}{G}" })).automated,
    ).toBe(false);
  });
});
