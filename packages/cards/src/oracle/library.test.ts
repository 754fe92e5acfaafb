/**
 * The compiler on instructions that work on the top of a library, in the 2019-era wording of
 * the reference catalog and in the current one: mill (CR 701.13), scry (701.18) and "look at
 * the top N cards …" (608.2c) — and the variants the engine doesn't implement, refused.
 */
import { describe, expect, it } from "vitest";
import type { Effect } from "@fishbowl/engine";
import type { CatalogCard } from "../catalog/types.js";
import { fx } from "../definitions/builders.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, over: Partial<CatalogCard> = {}): CatalogCard {
  return {
    name,
    manaCost: "{1}{U}",
    manaValue: 2,
    typeLine: "Creature — Bird",
    oracleText,
    power: "1",
    toughness: "1",
    colors: ["U"],
    keywords: [],
    layout: "normal",
    ...over,
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
    expect(spellEffects(spellOf("Scour", "Put the top card of your library into your graveyard."))).toEqual([
      { kind: "mill", amount: 1, who: { kind: "you" } },
    ]);
    expect(spellEffects(spellOf("Scour", "Mill a card."))).toEqual([{ kind: "mill", amount: 1, who: { kind: "you" } }]);
  });

  it("reads a target player and each opponent, in both wordings", () => {
    const target = [{ text: "target player", players: true, min: 1, max: 1 }];
    for (const text of [
      "Target player puts the top three cards of their library into their graveyard.",
      "Target player mills three cards.",
    ]) {
      const r = compileCard(spellOf("Sieve", text));
      expect(r.automated).toBe(true);
      expect(r.definition.spell!.modes[0]).toMatchObject({
        targets: target,
        effects: [{ kind: "mill", amount: 3, who: { kind: "target", index: 0 } }],
      });
    }
    for (const text of [
      "Each opponent puts the top two cards of their library into their graveyard.",
      "Each opponent mills two cards.",
    ]) {
      expect(spellEffects(spellOf("Wail", text))).toEqual([{ kind: "mill", amount: 2, who: { kind: "opponents" } }]);
    }
  });

  it("reads mill in triggers and chains", () => {
    const r = compileCard(
      cardOf(
        "Armored Skaab",
        "When Armored Skaab enters the battlefield, put the top four cards of your library into your graveyard.",
      ),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.abilities).toMatchObject([
      {
        kind: "triggered",
        event: { kind: "entersSelf" },
        effects: [{ kind: "mill", amount: 4, who: { kind: "you" } }],
      },
    ]);
    expect(spellEffects(spellOf("Think Twice", "Draw a card, then mill two cards."))).toEqual([
      { kind: "draw", amount: 1, who: { kind: "you" } },
      { kind: "mill", amount: 2, who: { kind: "you" } },
    ]);
  });

  it("refuses the mills it doesn't implement", () => {
    expect(
      compileCard(spellOf("Each Mill", "Each player puts the top two cards of their library into their graveyard."))
        .automated,
    ).toBe(false);
    expect(
      compileCard(spellOf("Other Mill", "Put the top two cards of target player's library into their graveyard."))
        .automated,
    ).toBe(false);
  });
});

describe("look at the top N cards (CR 608.2c)", () => {
  it("reads Gift of the Gargantuan: a creature card and/or a land card, revealed, into the hand; the rest on the bottom in any order", () => {
    const gift = spellOf(
      "Gift of the Gargantuan",
      "Look at the top four cards of your library. You may reveal a creature card and/or a land card from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.",
    );
    expect(spellEffects(gift)).toEqual([
      {
        kind: "lookAtTop",
        amount: 4,
        rest: "bottom",
        picks: [
          { to: "hand", count: 2, upTo: true, slots: [{ types: ["Creature"] }, { types: ["Land"] }], reveal: true },
        ],
      },
    ]);
  });

  it("reads one revealed card of a kind, and a random order", () => {
    expect(
      spellEffects(
        spellOf(
          "Dig",
          "Look at the top five cards of your library. You may reveal a creature or land card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
        ),
      ),
    ).toEqual([
      {
        kind: "lookAtTop",
        amount: 5,
        rest: "bottom",
        randomOrder: true,
        picks: [{ to: "hand", count: 1, upTo: true, slots: [{ types: ["Creature", "Land"] }], reveal: true }],
      },
    ]);
    expect(
      spellEffects(
        spellOf(
          "Artifact Dig",
          "Look at the top four cards of your library. You may reveal an artifact card from among them and put it into your hand. Then put the rest on the bottom of your library in any order.",
        ),
      ),
    ).toEqual([
      {
        kind: "lookAtTop",
        amount: 4,
        rest: "bottom",
        picks: [{ to: "hand", count: 1, upTo: true, slots: [{ types: ["Artifact"] }], reveal: true }],
      },
    ]);
  });

  it("reads 'put one of them into your hand and the rest …' to the bottom or the graveyard", () => {
    expect(
      spellEffects(
        spellOf(
          "Impulse",
          "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.",
          "Instant",
        ),
      ),
    ).toEqual([{ kind: "lookAtTop", amount: 4, picks: [{ to: "hand", count: 1 }], rest: "bottom" }]);
    expect(
      spellEffects(
        spellOf(
          "Forbidden Alchemy",
          "Look at the top four cards of your library. Put one of them into your hand and the rest into your graveyard.",
          "Instant",
        ),
      ),
    ).toEqual([{ kind: "lookAtTop", amount: 4, picks: [{ to: "hand", count: 1 }], rest: "graveyard" }]);
    expect(
      spellEffects(
        spellOf(
          "Two Ways",
          "Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.",
        ),
      ),
    ).toEqual([{ kind: "lookAtTop", amount: 2, picks: [{ to: "hand", count: 1 }], rest: "bottom" }]);
    expect(
      spellEffects(
        spellOf(
          "Sift",
          "Look at the top three cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order.",
        ),
      ),
    ).toEqual([{ kind: "lookAtTop", amount: 3, picks: [{ to: "graveyard", count: "any", upTo: true }], rest: "top" }]);
  });

  it("reads Sage Owl, 2019 and current wording, and Telling Time", () => {
    const owl = (text: string) => compileCard(cardOf("Sage Owl", `Flying\n${text}`)).definition.abilities;
    const old = owl(
      "When Sage Owl enters the battlefield, look at the top four cards of your library, then put them back in any order.",
    );
    expect(old).toMatchObject([
      {
        kind: "triggered",
        event: { kind: "entersSelf" },
        effects: [{ kind: "lookAtTop", amount: 4, picks: [], rest: "top" }],
      },
    ]);
    expect(
      owl(
        "When this creature enters, look at the top four cards of your library, then put them back in any order.",
      )?.[0],
    ).toMatchObject({ effects: [{ kind: "lookAtTop", amount: 4, picks: [], rest: "top" }] });
    expect(
      spellEffects(
        spellOf(
          "Telling Time",
          "Look at the top three cards of your library. Put one of those cards into your hand, one on top of your library, and one on the bottom of your library.",
          "Instant",
        ),
      ),
    ).toEqual([
      {
        kind: "lookAtTop",
        amount: 3,
        picks: [
          { to: "hand", count: 1 },
          { to: "top", count: 1 },
        ],
        rest: "bottom",
      },
    ]);
  });

  it("reads Ponder's 'You may shuffle your library.' after the cards are put back", () => {
    expect(
      spellEffects(
        spellOf(
          "Ponder",
          "Look at the top three cards of your library, then put them back in any order. You may shuffle your library.",
        ),
      ),
    ).toEqual([{ kind: "lookAtTop", amount: 3, picks: [], rest: "top" }, fx.may("you may", { kind: "shuffle" })]);
  });

  it("refuses the variants it doesn't implement", () => {
    const refused = [
      "Look at the top four cards of target player's library, then put them back in any order.",
      "Look at the top four cards of your library. You may reveal a historic card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
      "Look at the top five cards of your library. You may put a creature card from among them onto the battlefield. Put the rest on the bottom of your library in any order.",
      "Look at the top three cards of your library, put one of them into your hand, and exile the rest.",
      "Look at the top three cards of your library. Put one of those cards into your hand, one on top of your library, and one on the bottom of your library. Put the rest into your graveyard.",
      "Look at the top four cards of your library. Put one of them into your hand and the rest into your graveyard in a random order.",
      "Look at the top four cards of your library.",
    ];
    for (const text of refused) expect(compileCard(spellOf("Refused", text)).automated, text).toBe(false);
    // "one …, one …, and one …" must place every card looked at
    expect(
      compileCard(
        spellOf(
          "Telling Too Many",
          "Look at the top four cards of your library. Put one of those cards into your hand, one on top of your library, and one on the bottom of your library.",
        ),
      ).automated,
    ).toBe(false);
  });
});

describe("scry (CR 701.18)", () => {
  it("reads scry alone, after another instruction and in a trigger; its reminder text is dropped", () => {
    expect(
      spellEffects(
        spellOf(
          "Opt",
          "Scry 1. (Look at the top card of your library. You may put that card on the bottom of your library.)\nDraw a card.",
          "Instant",
        ),
      ),
    ).toEqual([
      { kind: "scry", amount: 1 },
      { kind: "draw", amount: 1, who: { kind: "you" } },
    ]);
    expect(spellEffects(spellOf("Magma Jet", "Magma Jet deals 2 damage to any target. Scry 2.", "Instant"))).toEqual([
      { kind: "damage", amount: 2, to: { kind: "target", index: 0 } },
      { kind: "scry", amount: 2 },
    ]);
    expect(spellEffects(spellOf("Foresee", "Scry 4, then draw two cards."))).toEqual([
      { kind: "scry", amount: 4 },
      { kind: "draw", amount: 2, who: { kind: "you" } },
    ]);
    const owl = compileCard(
      cardOf(
        "Augury Owl",
        "Flying\nWhen Augury Owl enters the battlefield, scry 3. (Look at the top three cards of your library, then put any number of them on the bottom of your library and the rest on top in any order.)",
      ),
    );
    expect(owl.automated).toBe(true);
    expect(owl.definition.abilities).toMatchObject([
      { kind: "triggered", event: { kind: "entersSelf" }, effects: [{ kind: "scry", amount: 3 }] },
    ]);
  });
});
