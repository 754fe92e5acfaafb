/**
 * Instructions that move cards between zones or act on hands and libraries: a card from a
 * graveyard onto the battlefield (CR 110.2a), exile and return ("flicker", 400.7), the card a
 * linked ability exiled (607.2a), surveil (701.42a), a search for a card named ~ (201.2),
 * "reveals their hand. You choose … That player discards that card." (701.16a, 701.8a), and
 * "draws …, then discards …".
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { fx } from "../definitions/builders.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, typeLine = "Sorcery"): CatalogCard {
  const creature = typeLine.includes("Creature") ? { power: "2", toughness: "2" } : {};
  return {
    name,
    manaCost: "{2}{W}",
    manaValue: 3,
    typeLine,
    oracleText,
    colors: ["W"],
    keywords: [],
    layout: "normal",
    ...creature,
  };
}
const compiled = (name: string, text: string, typeLine?: string) => {
  const r = compileCard(cardOf(name, text, typeLine));
  expect(r.unautomated, text).toEqual([]);
  return r.definition;
};
const effectsOf = (text: string) => compiled("Spell", text).spell!.modes[0]!.effects;
const refused = (text: string, typeLine?: string) =>
  expect(compileCard(cardOf("Spell", text, typeLine)).automated, text).toBe(false);

describe("onto the battlefield (CR 110.2a, 400.7)", () => {
  it("reads a card from a graveyard, and 'it' as the permanent it became", () => {
    expect(
      effectsOf("Return target creature card from your graveyard to the battlefield. Put a +1/+1 counter on it."),
    ).toEqual([
      { kind: "putOntoBattlefield", what: { kind: "target", index: 0 }, tapped: false },
      { kind: "addCounters", what: { kind: "last" }, counter: "+1/+1", amount: 1 },
    ]);
    expect(effectsOf("Put target creature card from a graveyard onto the battlefield under your control.")).toEqual([
      { kind: "putOntoBattlefield", what: { kind: "target", index: 0 }, tapped: false },
    ]);
  });

  it("reads exile and return as the card in exile coming back", () => {
    expect(
      effectsOf(
        "Exile target creature you control, then return that card to the battlefield under its owner's control.",
      ),
    ).toEqual([
      { kind: "exile", what: { kind: "target", index: 0 } },
      { kind: "putOntoBattlefield", what: { kind: "last" }, tapped: false, ownerControls: true },
    ]);
    expect(
      effectsOf(
        "Exile target nontoken permanent, then return it to the battlefield tapped under its owner's control.",
      )[1],
    ).toEqual({
      kind: "putOntoBattlefield",
      what: { kind: "last" },
      tapped: true,
      ownerControls: true,
    });
  });

  it("refuses a permanent that wasn't exiled, and 'it' after other objects took its place", () => {
    refused("Return target creature to the battlefield.");
    refused(
      "Return target creature card from your graveyard to the battlefield. Mill two cards. Put a +1/+1 counter on it.",
    );
  });

  it("links 'return the exiled card' to the card's exiling ability (CR 607.2a)", () => {
    const d = compiled(
      "Fiend Hunter",
      "When Fiend Hunter enters the battlefield, you may exile another target creature.\nWhen Fiend Hunter leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
      "Creature — Human Cleric",
    );
    expect(d.abilities![0]).toMatchObject({
      event: { kind: "entersSelf" },
      effects: [{ kind: "exile", what: { kind: "target", index: 0 }, link: true }],
    });
    expect(d.abilities![1]).toMatchObject({
      event: { kind: "selfLeavesBattlefield" },
      effects: [{ kind: "putOntoBattlefield", what: { kind: "refs" }, tapped: false, ownerControls: true }],
    });
  });

  it("refuses 'the exiled card' without an exiling ability, and outside a leaves-the-battlefield trigger", () => {
    refused(
      "When Spell leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
      "Creature — Human",
    );
    refused("{T}: Return the exiled card to the battlefield under its owner's control.", "Creature — Human");
  });
});

describe("libraries and hands", () => {
  it("reads surveil as looking at the top cards, any of them to the graveyard (CR 701.42a)", () => {
    expect(effectsOf("Surveil 2.")).toEqual([
      { kind: "lookAtTop", amount: 2, picks: [{ to: "graveyard", count: "any", upTo: true }], rest: "top" },
    ]);
  });

  it("reads a search for a card named ~ with the card's name", () => {
    const d = compiled(
      "Daru Cavalier",
      "When Daru Cavalier enters the battlefield, you may search your library for a card named Daru Cavalier, reveal it, and put it into your hand. If you do, shuffle your library.",
      "Creature — Human Soldier",
    );
    expect(d.abilities![0]).toMatchObject({
      effects: [
        fx.may(
          "you may",
          { kind: "search", filter: { names: ["Daru Cavalier"] }, to: "hand", tapped: false },
          { kind: "shuffle" },
        ),
      ],
    });
  });

  it("reads 'reveals their hand. You choose … That player discards that card.'", () => {
    expect(
      compiled(
        "Ostracize",
        "Target opponent reveals their hand. You choose a creature card from it. That player discards that card.",
      ).spell!.modes[0],
    ).toEqual({
      text: "Target opponent reveals their hand. You choose a creature card from it. That player discards that card.",
      targets: [{ text: "target opponent", players: "opponent", min: 1, max: 1 }],
      effects: [
        {
          kind: "discard",
          amount: 1,
          who: { kind: "target", index: 0 },
          filter: { types: ["Creature"] },
          revealChosenByController: true,
        },
      ],
    });
  });

  it("reads several instructions of one player named once", () => {
    expect(effectsOf("Target player gains 7 life and draws two cards.")).toEqual([
      { kind: "gainLife", amount: 7, who: { kind: "target", index: 0 } },
      { kind: "draw", amount: 2, who: { kind: "target", index: 0 } },
    ]);
  });

  it("reads 'target player draws a card, then discards a card' as the same player", () => {
    expect(effectsOf("Target player draws two cards, then discards a card.")).toEqual([
      { kind: "draw", amount: 2, who: { kind: "target", index: 0 } },
      { kind: "discard", amount: 1, who: { kind: "target", index: 0 } },
    ]);
  });
});

describe("targets of several objects in damage, and what defending player controls", () => {
  it("reads damage to each of several targets as one instruction", () => {
    expect(effectsOf("Spell deals 3 damage to each of two target creatures.")).toEqual([
      { kind: "damage", amount: 3, to: { kind: "target" } },
    ]);
  });

  it("reads 'target creature defending player controls' in an attack trigger as the opponent's (CR 506.2)", () => {
    const d = compiled(
      "Binder",
      "Whenever Binder attacks, tap target creature defending player controls.",
      "Creature — Human",
    );
    expect(d.abilities![0]).toMatchObject({ targets: [{ objects: { types: ["Creature"], controller: "opponent" } }] });
    refused("When Spell enters the battlefield, tap target creature defending player controls.", "Creature — Human");
  });
});
