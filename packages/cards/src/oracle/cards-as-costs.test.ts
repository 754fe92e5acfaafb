/**
 * Cards as costs of activated abilities (CR 118.3, 602.2b → 601.2h): "Discard a card",
 * "Discard a creature card" (701.8a; the player chooses what they discard, 701.8b) and "Exile
 * three cards from your graveyard", "Exile another creature card from your graveyard" (406.2).
 * The compiler reads them into the cost, and the engine pays them with the cards the player
 * names, refusing the activation when there aren't enough such cards (118.3).
 */
import { describe, expect, it } from "vitest";
import { legalActions, type Action } from "@fishbowl/engine";
import { runScenario, stateFromSetup } from "@fishbowl/engine/scenario";
import type { CatalogCard } from "../catalog/types.js";
import { catalogRegistry } from "./catalog.js";
import { compileCard } from "./compile.js";
import { catalogCard as card } from "./test-support.js";

const compulsion = card({
  name: "Compulsion",
  manaCost: "{1}{U}",
  manaValue: 2,
  colors: ["U"],
  typeLine: "Enchantment",
  oracleText: "{1}{U}, Discard a card: Draw a card.\n{1}{U}, Sacrifice Compulsion: Draw a card.",
});
const lotleth = card({
  name: "Lotleth Troll",
  manaCost: "{B}{G}",
  manaValue: 2,
  colors: ["B", "G"],
  typeLine: "Creature — Zombie Troll",
  power: "2",
  toughness: "1",
  oracleText: "Trample\nDiscard a creature card: Put a +1/+1 counter on Lotleth Troll.\n{B}: Regenerate Lotleth Troll.",
});
const organGrinder = card({
  name: "Organ Grinder",
  manaCost: "{2}{B}",
  manaValue: 3,
  colors: ["B"],
  typeLine: "Creature — Zombie",
  power: "3",
  toughness: "1",
  oracleText: "{T}, Exile three cards from your graveyard: Target player loses 3 life.",
});
const scrounger = card({
  name: "Scrapheap Scrounger",
  manaCost: "{2}{B}",
  manaValue: 3,
  colors: ["B"],
  typeLine: "Creature — Zombie",
  power: "3",
  toughness: "2",
  oracleText:
    "Scrapheap Scrounger can't block.\n{1}{B}, Exile another creature card from your graveyard: Return Scrapheap Scrounger from your graveyard to the battlefield.",
});
const bogWitch = card({
  name: "Bog Witch",
  manaCost: "{2}{B}",
  manaValue: 3,
  colors: ["B"],
  typeLine: "Creature — Human Spellshaper",
  power: "1",
  toughness: "1",
  oracleText: "{B}, {T}, Discard a card: Add {B}{B}{B}.",
});
const registry = catalogRegistry([compulsion, lotleth, organGrinder, scrounger, bogWitch]);

function play(name: string, setup: Record<string, unknown>, steps: unknown[]) {
  return runScenario(
    {
      format: "fishbowl-scenario/1",
      name,
      rules: ["602.2b", "118.3"],
      setup: { turn: 3, active: "you", step: "main1", ...setup },
      steps,
    },
    registry,
  );
}

describe("the compiler reads cards as costs (CR 118.3, 701.8a, 406.2)", () => {
  it("reads discard and graveyard-exile costs, with a card type and 'another', and every line of the cards", () => {
    for (const c of [compulsion, lotleth, organGrinder, scrounger, bogWitch])
      expect(compileCard(c).unautomated).toEqual([]);
    const costs = (c: CatalogCard) =>
      compileCard(c).definition.abilities!.flatMap((a) => (a.kind === "activated" ? [a.cost] : []));
    expect(costs(compulsion)[0]).toEqual({ mana: "{1}{U}", discard: { filter: {}, count: 1 } });
    expect(costs(lotleth)[0]).toEqual({ discard: { filter: { types: ["Creature"] }, count: 1 } });
    expect(costs(organGrinder)[0]).toEqual({ tap: true, exileFromGraveyard: { filter: {}, count: 3 } });
    expect(costs(scrounger)[0]).toEqual({
      mana: "{1}{B}",
      exileFromGraveyard: { filter: { types: ["Creature"], other: true }, count: 1 },
    });
    expect(compileCard(scrounger).definition.abilities!.find((a) => a.kind === "activated")).toMatchObject({
      fromGraveyard: true,
    });
  });

  it("leaves out the costs it can't pay: a card from any graveyard, a random discard, X cards, the whole hand", () => {
    for (const text of [
      "{T}, Exile a creature card from a graveyard: You gain 2 life.",
      "Discard a card at random: You gain 2 life.",
      "{X}, {T}, Exile X cards from your graveyard: You gain X life.",
      "Discard your hand: You gain 2 life.",
    ])
      expect(compileCard(card({ name: "Cost Test", typeLine: "Artifact", oracleText: text })).automated).toBe(false);
  });
});

describe("the engine pays cards as costs (CR 602.2b, 601.2h, 118.3)", () => {
  const compulsionBoard = {
    you: {
      battlefield: ["Compulsion", "Island", "Island"],
      hand: [
        { card: "Swamp", id: "swamp" },
        { card: "Grizzly Bears", id: "bears" },
      ],
      library: [{ card: "Forest", id: "top" }],
    },
  };

  it("Compulsion discards the chosen card and draws", () => {
    const r = play("Compulsion", compulsionBoard, [
      { do: "activate", card: "Compulsion", ability: 0, discard: ["bears"] },
      { expect: { object: "bears", zone: "graveyard" } },
      { expect: { object: "swamp", zone: "hand" } },
      { do: "resolve" },
      { expect: { zone: { player: "you", zone: "hand", names: ["Swamp", "Forest"] } } },
    ]);
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("asks which card when there is a choice, and refuses an empty hand or a card not in it", () => {
    const r = play("Compulsion refusals", compulsionBoard, [
      { do: "activate", card: "Compulsion", ability: 0, rejected: ["602.2b"] },
      { do: "activate", card: "Compulsion", ability: 0, discard: ["top"], rejected: ["118.3"] },
      { do: "activate", card: "Compulsion", ability: 0, discard: ["swamp", "bears"], rejected: ["118.3"] },
    ]);
    expect(r, r.message).toMatchObject({ status: "passed" });
    const empty = play("Compulsion, empty hand", { you: { battlefield: ["Compulsion", "Island", "Island"] } }, [
      { do: "activate", card: "Compulsion", ability: 0, rejected: ["118.3"] },
    ]);
    expect(empty, empty.message).toMatchObject({ status: "passed" });
  });

  it("Lotleth Troll discards only a creature card, and with one it needs no choice", () => {
    const r = play(
      "Lotleth Troll",
      {
        you: {
          battlefield: [{ card: "Lotleth Troll", id: "troll" }],
          hand: ["Swamp", { card: "Grizzly Bears", id: "bears" }],
        },
      },
      [
        { do: "activate", card: "troll", ability: 0 },
        { expect: { object: "bears", zone: "graveyard" } },
        { do: "resolve" },
        { expect: { object: "troll", counters: { "+1/+1": 1 }, power: 3 } },
        { do: "activate", card: "troll", ability: 0, rejected: ["118.3"] },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("Organ Grinder exiles three cards of your graveyard, and can't with two", () => {
    const r = play(
      "Organ Grinder",
      {
        you: {
          battlefield: [{ card: "Organ Grinder", id: "grinder" }],
          graveyard: [
            { card: "Swamp", id: "g1" },
            { card: "Swamp", id: "g2" },
            { card: "Grizzly Bears", id: "g3" },
          ],
        },
      },
      [
        { do: "activate", card: "grinder", ability: 0, targets: ["opponent"] },
        { expect: { zone: { player: "you", zone: "exile", names: ["Swamp", "Swamp", "Grizzly Bears"] } } },
        { do: "resolve" },
        { expect: { life: { opponent: 17 } } },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
    const two = play(
      "Organ Grinder, two cards",
      { you: { battlefield: [{ card: "Organ Grinder", id: "grinder" }], graveyard: ["Swamp", "Swamp"] } },
      [{ do: "activate", card: "grinder", ability: 0, targets: ["opponent"], rejected: ["118.3"] }],
    );
    expect(two, two.message).toMatchObject({ status: "passed" });
  });

  it("Scrapheap Scrounger returns from the graveyard by exiling another creature card, never itself", () => {
    const r = play(
      "Scrapheap Scrounger",
      {
        you: {
          battlefield: ["Swamp", "Swamp"],
          graveyard: [
            { card: "Scrapheap Scrounger", id: "scrounger" },
            { card: "Grizzly Bears", id: "bears" },
            "Swamp",
          ],
        },
      },
      [
        { do: "activate", card: "scrounger", ability: 0, exile: ["scrounger"], rejected: ["118.3"] },
        { do: "activate", card: "scrounger", ability: 0 },
        { expect: { object: "bears", zone: "exile" } },
        { do: "resolve" },
        { expect: { object: "scrounger", zone: "battlefield" } },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("Bog Witch's mana ability discards as it is activated (CR 605.3a)", () => {
    const r = play(
      "Bog Witch",
      { you: { battlefield: [{ card: "Bog Witch", id: "witch" }, "Swamp"], hand: [{ card: "Forest", id: "forest" }] } },
      [
        { do: "activate", card: "witch", ability: 0 },
        { expect: { object: "forest", zone: "graveyard" } },
        { expect: { stack: 0 } },
      ],
    );
    expect(r, r.message).toMatchObject({ status: "passed" });
  });

  it("legalActions offers one discard per different card name in hand, and none with an empty hand", () => {
    const hand = { ...compulsionBoard.you, hand: ["Swamp", "Swamp", "Grizzly Bears"] };
    const { state } = stateFromSetup({ turn: 3, active: "you", step: "main1", you: hand }, 1, registry);
    const compulsionId = state.battlefield.find((id) => state.objects[id]!.card === "Compulsion")!;
    const discards = (s: typeof state) =>
      legalActions(s, "you", registry).flatMap((a: Action) =>
        a.type === "activate" && a.object === compulsionId && a.ability === 0 ? [a.discard] : [],
      );
    const [swamp1, , bears] = state.players.you.hand;
    expect(discards(state)).toEqual([[swamp1], [bears]]);
    const empty = stateFromSetup(
      { turn: 3, active: "you", step: "main1", you: { ...compulsionBoard.you, hand: [] } },
      1,
      registry,
    ).state;
    expect(discards(empty)).toEqual([]);
  });
});
