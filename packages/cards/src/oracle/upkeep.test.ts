/**
 * Upkeep costs in Oracle text: "sacrifice ~ unless you pay {M}" (CR 118.12a), echo (702.30a),
 * cumulative upkeep (702.24a), fading (702.32a) and vanishing (702.63a) — and the wordings the
 * compiler must refuse.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, over: Partial<CatalogCard> = {}): CatalogCard {
  return {
    name,
    manaCost: "{1}{R}",
    manaValue: 2,
    typeLine: "Creature — Beast",
    oracleText,
    power: "3",
    toughness: "3",
    colors: ["R"],
    keywords: [],
    layout: "normal",
    ...over,
  };
}
const upkeep = { kind: "beginningOfStep", step: "upkeep", yours: true };
const sacrificeSelf = { kind: "sacrifice", what: { kind: "self" } };

describe("'unless you pay' upkeep costs (CR 118.12a)", () => {
  it("reads 'sacrifice ~ unless you pay {M}', in the 2019 wording and the current one", () => {
    for (const text of [
      "At the beginning of your upkeep, sacrifice Drifter unless you pay {U}.",
      "At the beginning of your upkeep, sacrifice this creature unless you pay {U}.",
    ]) {
      const r = compileCard(cardOf("Drifter", `Shadow\n${text}`));
      expect(r.automated).toBe(true);
      expect(r.definition.abilities).toMatchObject([
        { kind: "triggered", event: upkeep, effects: [{ kind: "unlessPay", mana: "{U}", otherwise: [sacrificeSelf] }] },
      ]);
    }
  });

  it("reads damage unless you pay", () => {
    const r = compileCard(
      cardOf(
        "Force Beast",
        "Trample\nAt the beginning of your upkeep, Force Beast deals 8 damage to you unless you pay {G}{G}{G}{G}.",
      ),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.abilities![0]).toMatchObject({
      effects: [
        { kind: "unlessPay", mana: "{G}{G}{G}{G}", otherwise: [{ kind: "damage", amount: 8, to: { kind: "you" } }] },
      ],
    });
  });

  it("refuses payments other than a fixed mana cost, and the 'unless' before the effect", () => {
    for (const text of [
      "At the beginning of your upkeep, sacrifice Beast unless you pay {1} for each card in your hand.",
      "At the beginning of your upkeep, tap Beast unless you pay 1 life.",
      "At the beginning of your upkeep, unless you pay {B}{B}{B}, tap Beast and sacrifice a land of an opponent's choice.",
      "At the beginning of your upkeep, sacrifice Beast unless you pay {10}. This cost is reduced by {2} for each basic land type among lands you control.",
      'All creatures have "At the beginning of your upkeep, sacrifice this creature unless you pay {1}."',
    ])
      expect(compileCard(cardOf("Beast", text)).automated, text).toBe(false);
  });
});

describe("echo (CR 702.30a)", () => {
  it("reads 'Echo {M}' as an upkeep trigger with the 'came under your control' condition", () => {
    const r = compileCard(
      cardOf(
        "Riders",
        "Haste\nEcho {3}{R} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)",
      ),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.keywords).toEqual(["Haste"]);
    expect(r.definition.abilities).toEqual([
      {
        kind: "triggered",
        text: "Echo {3}{R}",
        event: upkeep,
        targets: [],
        condition: { kind: "cameUnderControlSinceLastUpkeep" },
        effects: [{ kind: "unlessPay", text: "sacrifice it", mana: "{3}{R}", otherwise: [sacrificeSelf] }],
      },
    ]);
  });

  it("refuses echo costs that aren't mana", () => {
    expect(compileCard(cardOf("Beast", "Echo—Discard a card.")).automated).toBe(false);
    expect(compileCard(cardOf("Beast", "Beast has echo {X}, where X is your life total.")).automated).toBe(false);
  });
});

describe("cumulative upkeep (CR 702.24a)", () => {
  it("reads a mana cost: an age counter, then the cost for each age counter or sacrifice it", () => {
    const r = compileCard(
      cardOf(
        "Wall",
        "Defender\nCumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)",
      ),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.abilities).toMatchObject([
      {
        kind: "triggered",
        event: upkeep,
        effects: [
          { kind: "addCounters", what: { kind: "self" }, counter: "age", amount: 1 },
          { kind: "unlessPay", mana: "{1}", perCounter: "age", otherwise: [sacrificeSelf] },
        ],
      },
    ]);
  });

  it("refuses costs that aren't plain mana", () => {
    for (const text of [
      "Cumulative upkeep—Pay 1 life.",
      "Cumulative upkeep {S}",
      "Cumulative upkeep {G} or {W}",
      "Cumulative upkeep—Sacrifice a land.",
    ]) {
      expect(compileCard(cardOf("Beast", text)).automated, text).toBe(false);
    }
  });
});

describe("fading (CR 702.32a) and vanishing (702.63a)", () => {
  it("reads Fading N: N fade counters on entering, one removed each upkeep, sacrificed when it can't be", () => {
    const r = compileCard(
      cardOf(
        "Derm",
        "Shroud\nFading 3 (This creature enters the battlefield with three fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)",
      ),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.abilities).toMatchObject([
      { kind: "replacement", replacement: { kind: "entersWithCounters", counters: { fade: 3 } } },
      {
        kind: "triggered",
        event: upkeep,
        effects: [
          { kind: "removeCounters", what: { kind: "self" }, counter: "fade", amount: 1, ifUnable: [sacrificeSelf] },
        ],
      },
    ]);
  });

  it("reads Vanishing N: N time counters, one removed each upkeep while there is one, sacrificed when the last goes", () => {
    const r = compileCard(
      cardOf(
        "Marauders",
        "Vanishing 2 (This permanent enters the battlefield with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)",
      ),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.abilities).toMatchObject([
      { kind: "replacement", replacement: { kind: "entersWithCounters", counters: { time: 2 } } },
      {
        kind: "triggered",
        event: upkeep,
        condition: { kind: "sourceHasCounter", counter: "time" },
        effects: [{ kind: "removeCounters", counter: "time", amount: 1 }],
      },
      { kind: "triggered", event: { kind: "lastCounterRemoved", counter: "time" }, effects: [sacrificeSelf] },
    ]);
  });

  it("refuses vanishing without a number (CR 702.63b), not read yet", () => {
    expect(
      compileCard(
        cardOf(
          "Beast",
          "Vanishing (At the beginning of your upkeep, remove a time counter from this permanent. When the last is removed, sacrifice it.)",
        ),
      ).automated,
    ).toBe(false);
  });
});

describe("persist (CR 702.79a) and undying (702.93a)", () => {
  it("reads each as a dies trigger returning the card with a counter if it had none", () => {
    for (const [word, counter] of [
      ["Persist", "-1/-1"],
      ["Undying", "+1/+1"],
    ] as const) {
      const r = compileCard(
        cardOf(
          "Elf",
          `${word} (When this creature dies, if it had no ${counter} counters on it, return it to the battlefield under its owner's control with a ${counter} counter on it.)`,
        ),
      );
      expect(r.automated).toBe(true);
      expect(r.definition.abilities).toEqual([
        {
          kind: "triggered",
          text: word,
          event: { kind: "selfToGraveyardFromBattlefield" },
          targets: [],
          condition: { kind: "sourceHadNoCounters", counter },
          effects: [
            {
              kind: "putOntoBattlefield",
              what: { kind: "refs" },
              tapped: false,
              ownerControls: true,
              counters: { [counter]: 1 },
            },
          ],
        },
      ]);
    }
  });

  it("refuses other words that start the same", () => {
    expect(compileCard(cardOf("Elf", "Persistent")).automated).toBe(false);
    expect(compileCard(cardOf("Elf", "Other creatures you control have persist.")).automated).toBe(false);
  });
});
