/**
 * Keyword abilities and ability words read since the first compiler: typecycling (CR 702.29e),
 * reinforce (702.77a), strive and Fireball's cost per extra target (207.2c, 601.2f), and the
 * ability words with no rules meaning dropped before reading (207.2c: channel, bloodrush,
 * fateful hour …).
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, typeLine = "Creature — Beast"): CatalogCard {
  const creature = typeLine.includes("Creature") ? { power: "3", toughness: "3" } : {};
  return {
    name,
    manaCost: "{3}{G}",
    manaValue: 4,
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

describe("typecycling (CR 702.29e)", () => {
  it("reads land types and creature types, each cycling an ability of its own", () => {
    const d = compiled(
      "Valley Rannet",
      "Mountaincycling {2}, forestcycling {2} ({2}, Discard this card: Search your library for a Mountain or Forest card, reveal it, put it into your hand, then shuffle.)",
    );
    expect(d.abilities).toEqual([
      {
        kind: "activated",
        text: "Mountaincycling {2}",
        cost: { mana: "{2}", discardSelf: true },
        targets: [],
        effects: [
          { kind: "search", filter: { subtypes: ["Mountain"] }, to: "hand", tapped: false },
          { kind: "shuffle" },
        ],
      },
      {
        kind: "activated",
        text: "Forestcycling {2}",
        cost: { mana: "{2}", discardSelf: true },
        targets: [],
        effects: [{ kind: "search", filter: { subtypes: ["Forest"] }, to: "hand", tapped: false }, { kind: "shuffle" }],
      },
    ]);
    expect(compiled("Aethermage", "Wizardcycling {3}").abilities![0]).toMatchObject({
      effects: [{ kind: "search", filter: { subtypes: ["Wizard"] } }, { kind: "shuffle" }],
    });
  });
});

describe("reinforce (CR 702.77a)", () => {
  it("reads an ability of the card in hand: discard it, put N +1/+1 counters on target creature", () => {
    expect(
      compiled(
        "Mosquito Guard",
        "First strike\nReinforce 1—{1}{W} ({1}{W}, Discard this card: Put a +1/+1 counter on target creature.)",
      ).abilities,
    ).toEqual([
      {
        kind: "activated",
        text: "Reinforce 1—{1}{W}",
        cost: { mana: "{1}{W}", discardSelf: true },
        targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
        effects: [{ kind: "addCounters", what: { kind: "target", index: 0 }, counter: "+1/+1", amount: 1 }],
      },
    ]);
  });
});

describe("ability words (CR 207.2c)", () => {
  it("reads channel and bloodrush abilities as activated abilities of the card in hand", () => {
    expect(
      compiled("Raider", "Channel — {3}{R}, Discard Raider: Raider deals 4 damage to target creature.").abilities![0],
    ).toMatchObject({
      kind: "activated",
      cost: { mana: "{3}{R}", discardSelf: true },
      effects: [{ kind: "damage", amount: 4 }],
    });
    expect(
      compiled("Maaka", "Bloodrush — {R}, Discard Maaka: Target attacking creature gets +3/+3 until end of turn.")
        .abilities![0],
    ).toMatchObject({
      cost: { mana: "{R}", discardSelf: true },
      targets: [{ objects: { types: ["Creature"], combat: "attacking" } }],
    });
  });

  it("reads fateful hour as its condition", () => {
    expect(
      compiled("Doomsayer", "Fateful hour — As long as you have 5 or less life, other creatures you control get +2/+2.")
        .abilities![0],
    ).toMatchObject({
      kind: "static",
      affects: { kind: "filter", filter: { types: ["Creature"], controller: "you", other: true } },
      condition: { kind: "lifeAtMost", amount: 5 },
    });
  });

  it("reads strive as the cost for each target beyond the first (CR 601.2f)", () => {
    const d = compiled(
      "Formation",
      "Strive — This spell costs {2}{U} more to cast for each target beyond the first.\nAny number of target creatures each get +1/+1 and gain flying until end of turn.",
      "Instant",
    );
    expect(d.strive).toBe("{2}{U}");
    expect(d.spell?.modes[0]?.targets).toMatchObject([{ min: 0, max: 99 }]);
  });
});
