/**
 * Instructions that move cards between zones or act on hands and libraries: a card from a
 * graveyard onto the battlefield (CR 110.2a), exile and return ("flicker", 400.7), the card a
 * linked ability exiled (607.2a), surveil (701.42a), a search for a card named ~ (201.2),
 * "reveals their hand. You choose … That player discards that card." (701.16a, 701.8a), and
 * "draws …, then discards …", "each player discards a card" (101.4a), abilities of a card in
 * its owner's graveyard (113.6b) and a card from your graveyard put on top of your library.
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
        "Exile target nontoken creature, then return it to the battlefield tapped under its owner's control.",
      )[1],
    ).toEqual({
      kind: "putOntoBattlefield",
      what: { kind: "last" },
      tapped: true,
      ownerControls: true,
    });
  });

  it("refuses a permanent that wasn't exiled, a card that may be an Aura, and 'it' after other objects took its place", () => {
    refused("Return target creature to the battlefield.");
    // An Aura put onto the battlefield is attached as it arrives (CR 303.4f): not read yet.
    refused("Exile target nontoken permanent, then return it to the battlefield under its owner's control.");
    refused("Return target enchantment card from your graveyard to the battlefield.");
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

describe("the graveyard (CR 113.6b) and the library", () => {
  it("reads 'return ~ from your graveyard …' as an ability of the card in the graveyard", () => {
    const d = compiled(
      "Reassembling Skeleton",
      "{1}{B}: Return Reassembling Skeleton from your graveyard to the battlefield tapped.",
      "Creature — Skeleton Warrior",
    );
    expect(d.abilities).toEqual([
      {
        kind: "activated",
        text: "{1}{B}: Return Reassembling Skeleton from your graveyard to the battlefield tapped.",
        cost: { mana: "{1}{B}" },
        targets: [],
        effects: [{ kind: "putOntoBattlefield", what: { kind: "self" }, tapped: true }],
        fromGraveyard: true,
      },
    ]);
    const h = compiled("Rats", "{2}{B}: Return Rats from your graveyard to your hand.", "Creature — Rat");
    expect(h.abilities![0]).toMatchObject({
      effects: [{ kind: "returnToHand", what: { kind: "self" } }],
      fromGraveyard: true,
    });
  });

  it("refuses it with a cost paid on the battlefield, in a trigger, and in a spell", () => {
    refused("{T}: Return Spell from your graveyard to your hand.", "Creature — Rat");
    refused("Sacrifice Spell: Return Spell from your graveyard to your hand.", "Creature — Rat");
    refused("When Spell dies, return Spell from your graveyard to your hand.", "Creature — Rat");
    refused("Draw a card. Return Spell from your graveyard to your hand.");
  });

  it("reads a card from your graveyard put on top of your library, not one from any graveyard", () => {
    const d = compiled(
      "Volrath's Stronghold",
      "{1}{B}, {T}: Put target creature card from your graveyard on top of your library.",
      "Land",
    );
    expect(d.abilities![0]).toMatchObject({
      targets: [{ objects: { types: ["Creature"], zone: "graveyard", controller: "you" } }],
      effects: [{ kind: "putOnLibrary", what: { kind: "target", index: 0 } }],
    });
    refused("Put target creature card from a graveyard on top of your library.");
  });

  it("reads 'each player discards a card' as each player's own discard (CR 101.4a)", () => {
    expect(effectsOf("Each player discards a card.")).toEqual([
      { kind: "discard", amount: 1, who: { kind: "you" } },
      { kind: "discard", amount: 1, who: { kind: "opponents" } },
    ]);
  });

  it("reads '~'s owner shuffles it into their library'", () => {
    const d = compiled("Sphinx", "{U}: Sphinx's owner shuffles it into their library.", "Creature — Sphinx");
    expect(d.abilities![0]).toMatchObject({ effects: [{ kind: "shuffleIntoLibrary", what: { kind: "self" } }] });
    refused("When Spell leaves the battlefield, Spell's owner shuffles it into their library.", "Creature — Sphinx");
  });

  it("reads 'return those cards' after exiling several, and 'untap those creatures' after a group's pump", () => {
    expect(
      effectsOf(
        "Exile up to two target creatures you control, then return those cards to the battlefield under their owner's control.",
      )[1],
    ).toEqual({ kind: "putOntoBattlefield", what: { kind: "last" }, tapped: false, ownerControls: true });
    const all = { kind: "all", filter: { types: ["Creature"], controller: "you" } };
    expect(effectsOf("Creatures you control get +1/+1 until end of turn. Untap those creatures.")).toEqual([
      {
        kind: "modify",
        what: all,
        mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 1 }],
        duration: { kind: "endOfTurn" },
      },
      { kind: "untap", what: all },
    ]);
    refused("Untap those creatures.");
  });
});

describe("exile and return later (CR 603.7a, 400.7)", () => {
  const back = { kind: "putOntoBattlefield", what: { kind: "refs" }, tapped: false, ownerControls: true };
  it("reads 'return that card … at the beginning of the next end step' as a delayed return of the exiled card", () => {
    expect(
      effectsOf(
        "Exile target creature you control. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
      ),
    ).toEqual([
      { kind: "exile", what: { kind: "target", index: 0 } },
      {
        kind: "delayed",
        event: { kind: "nextStep", step: "end" },
        refs: { kind: "last" },
        text: "return that card to the battlefield under its owner's control at the beginning of the next end step.",
        effects: [back],
      },
    ]);
  });

  it("reads '~' exiled and returned, at once or later", () => {
    const d = compiled(
      "Aetherling",
      "{U}: Exile Aetherling. Return it to the battlefield under its owner's control at the beginning of the next end step.\n{3}{W}: Exile Aetherling, then return it to the battlefield under its owner's control.",
      "Creature — Shapeshifter",
    );
    expect(d.abilities![0]).toMatchObject({
      effects: [
        { kind: "exile", what: { kind: "self" } },
        { kind: "delayed", refs: { kind: "last" }, effects: [back] },
      ],
    });
    expect(d.abilities![1]).toMatchObject({
      effects: [
        { kind: "exile", what: { kind: "self" } },
        { kind: "putOntoBattlefield", what: { kind: "last" }, ownerControls: true },
      ],
    });
  });

  it("refuses what may be an Aura, the target or the card itself (CR 303.4f)", () => {
    refused(
      "When Spell enters the battlefield, exile another target permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
      "Creature — Elemental",
    );
    refused("Exile target nontoken permanent, then return that card to the battlefield under its owner's control.");
    refused(
      "Enchant creature\n{1}: Exile Spell, then return it to the battlefield under its owner's control.",
      "Enchantment — Aura",
    );
    expect(
      compiled(
        "Skybind",
        "Exile target nonenchantment permanent. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
      ).spell!.modes[0]!.targets,
    ).toMatchObject([{ objects: { notTypes: ["Enchantment"] } }]);
  });
});
