/**
 * Searches for several cards (CR 701.23): "search your library for up to two basic land cards,
 * put them onto the battlefield tapped", Cultivate's "put one onto the battlefield tapped and
 * the other into your hand", "up to three cards named ~" — read as one search for each card,
 * then one shuffle — and "reveal the top four cards of your library. You may put a land card
 * from among them into your hand. Put the rest into your graveyard." (701.16a).
 */
import { describe, expect, it } from "vitest";
import type { Effect } from "@fishbowl/engine";
import type { CatalogCard } from "../catalog/types.js";
import { fx } from "../definitions/builders.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, typeLine = "Sorcery"): CatalogCard {
  const creature = typeLine.includes("Creature") ? { power: "2", toughness: "2" } : {};
  return {
    name,
    manaCost: "{2}{G}",
    manaValue: 3,
    typeLine,
    oracleText,
    colors: ["G"],
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
const refused = (text: string) => expect(compileCard(cardOf("Spell", text)).automated, text).toBe(false);
const basic = { types: ["Land"], supertypes: ["Basic"] };

describe("a search for several cards (CR 701.23)", () => {
  it("reads 'up to two basic land cards' onto the battlefield as two searches and a shuffle", () => {
    expect(
      effectsOf(
        "Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
      ),
    ).toEqual([
      { kind: "search", filter: basic, to: "battlefield", tapped: true },
      { kind: "search", filter: basic, to: "battlefield", tapped: true },
      { kind: "shuffle" },
    ]);
    expect(
      effectsOf("Search your library for up to three Forest cards, put them onto the battlefield, then shuffle."),
    ).toEqual([
      ...[1, 2, 3].map(() => ({
        kind: "search",
        filter: { types: ["Land"], subtypes: ["Forest"] },
        to: "battlefield",
        tapped: false,
      })),
      { kind: "shuffle" },
    ]);
  });

  it("reads Cultivate: one onto the battlefield tapped, the other into the hand", () => {
    expect(
      effectsOf(
        "Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Then shuffle.",
      ),
    ).toEqual([
      { kind: "search", filter: basic, to: "battlefield", tapped: true },
      { kind: "search", filter: basic, to: "hand", tapped: false },
      { kind: "shuffle" },
    ]);
  });

  it("reads 'you may search … for up to three cards named ~ … If you do, shuffle.' with the card's name", () => {
    const d = compiled(
      "Howling Wolf",
      "When Howling Wolf enters the battlefield, you may search your library for up to three cards named Howling Wolf, reveal them, and put them into your hand. If you do, shuffle.",
      "Creature — Wolf",
    );
    const one: Effect = { kind: "search", filter: { names: ["Howling Wolf"] }, to: "hand", tapped: false };
    expect(d.abilities![0]).toMatchObject({
      effects: [fx.may("you may", one, one, one, { kind: "shuffle" })],
    });
  });

  it("refuses cards it doesn't know how to find or place", () => {
    refused("Search your library for up to two creature cards, put them onto the battlefield, then shuffle.");
    refused(
      "Search your library for up to three basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Then shuffle.",
    );
  });
});

describe("reveal the top cards, one into the hand, the rest into the graveyard (CR 701.16a)", () => {
  it("reads the chosen card revealed into the hand and the rest into the graveyard", () => {
    expect(
      effectsOf(
        "Reveal the top five cards of your library. You may put a creature or land card from among them into your hand. Put the rest into your graveyard.",
      ),
    ).toEqual([
      {
        kind: "lookAtTop",
        amount: 5,
        picks: [{ to: "hand", count: 1, upTo: true, slots: [{ types: ["Creature", "Land"] }], reveal: true }],
        rest: "graveyard",
      },
    ]);
  });

  it("refuses a rest put back into the library (revealed to all, then hidden)", () => {
    refused(
      "Reveal the top four cards of your library. You may put a land card from among them into your hand. Put the rest on the bottom of your library.",
    );
  });
});
