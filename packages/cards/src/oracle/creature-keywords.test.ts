/**
 * Creature keyword mechanisms read by the compiler (grammar/creature-keywords.ts): soulbond
 * (CR 702.95) and the static abilities about a paired creature.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, typeLine = "Creature — Human Shaman"): CatalogCard {
  const creature = typeLine.includes("Creature") || typeLine.includes("Vehicle") ? { power: "2", toughness: "2" } : {};
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
const refused = (name: string, text: string, typeLine?: string) =>
  compileCard(cardOf(name, text, typeLine)).failedTemplates;

const SOULBOND =
  "Soulbond (You may pair this creature with another unpaired creature when either enters the battlefield. They remain paired for as long as you control both of them.)";

describe("soulbond (CR 702.95)", () => {
  it("is its two triggered abilities, each with its intervening if, and the paired creatures' static ability", () => {
    const d = compiled(
      "Trusted Forcemage",
      `${SOULBOND}\nAs long as Trusted Forcemage is paired with another creature, each of those creatures gets +1/+1.`,
    );
    expect(d.abilities).toEqual([
      {
        kind: "triggered",
        text: "Soulbond",
        event: { kind: "entersSelf" },
        targets: [],
        condition: { kind: "sourceUnpaired", another: true },
        effects: [{ kind: "pair", with: "chosen" }],
      },
      {
        kind: "triggered",
        text: "Soulbond",
        event: { kind: "enters", filter: { types: ["Creature"], controller: "you", other: true } },
        targets: [],
        condition: { kind: "sourceUnpaired" },
        effects: [{ kind: "pair", with: "refs" }],
      },
      {
        kind: "static",
        text: "As long as Trusted Forcemage is paired with another creature, each of those creatures gets +1/+1.",
        affects: { kind: "paired" },
        mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 1 }],
      },
    ]);
  });
  it('reads "both creatures have <keyword>"', () => {
    const d = compiled(
      "Wingcrafter",
      `${SOULBOND}\nAs long as Wingcrafter is paired with another creature, both creatures have flying.`,
    );
    expect(d.abilities?.[2]).toMatchObject({
      affects: { kind: "paired" },
      mods: [{ layer: "6", kind: "addKeywords", keywords: ["Flying"] }],
    });
  });
  it("refuses a granted ability in quotes it can't give", () => {
    expect(
      refused(
        "Tandem Lookout",
        `${SOULBOND}\nAs long as Tandem Lookout is paired with another creature, each of those creatures has "Whenever this creature deals damage to an opponent, draw a card."`,
      ),
    ).toHaveLength(1);
  });
});

describe("keyword abilities read as the triggered abilities they stand for", () => {
  it("ingest (CR 702.115a)", () => {
    expect(
      compiled("Culling Drone", "Ingest (Whenever this creature deals combat damage to a player, …)").abilities,
    ).toEqual([
      {
        kind: "triggered",
        text: "Ingest",
        event: { kind: "dealsDamageToOpponent", combat: true },
        targets: [],
        effects: [{ kind: "exileTop", amount: 1, who: { kind: "opponents" } }],
      },
    ]);
  });
  it("soulshift N (CR 702.46a): a Spirit card with mana value N or less, a target that may be left unchosen", () => {
    expect(compiled("Kami", "Flying\nSoulshift 5 (When this creature dies, …)").abilities).toEqual([
      {
        kind: "triggered",
        text: "Soulshift 5",
        event: { kind: "selfToGraveyardFromBattlefield" },
        targets: [
          {
            text: "target Spirit card with mana value 5 or less from your graveyard",
            objects: { subtypes: ["Spirit"], zone: "graveyard", controller: "you", manaValueAtMost: 5 },
            min: 0,
            max: 1,
          },
        ],
        effects: [{ kind: "returnToHand", what: { kind: "target", index: 0 } }],
      },
    ]);
  });
  it("graft N (CR 702.58a): N counters as it enters, and an optional move with an intervening if", () => {
    const d = compiled("Helium Squirter", "Graft 3 (This creature enters with three +1/+1 counters on it. …)");
    expect(d.abilities).toEqual([
      { kind: "replacement", text: "Graft 3", replacement: { kind: "entersWithCounters", counters: { "+1/+1": 3 } } },
      {
        kind: "triggered",
        text: "Graft 3",
        event: { kind: "enters", filter: { types: ["Creature"], other: true } },
        targets: [],
        condition: { kind: "sourceHasCounter", counter: "+1/+1" },
        effects: [{ kind: "moveCounters", to: { kind: "refs" }, counter: "+1/+1", amount: 1, optional: true }],
      },
    ]);
  });
  it("annihilator N (CR 702.86a): the defending player chooses N permanents of theirs and sacrifices them", () => {
    expect(compiled("Crusher", "Annihilator 2 (Whenever this creature attacks, …)").abilities?.[0]).toMatchObject({
      event: { kind: "attacksSelf" },
      effects: [
        { kind: "choose", filter: { controller: "you" }, count: 2, chooser: { kind: "opponents" } },
        { kind: "sacrifice", what: { kind: "last" } },
      ],
    });
  });
  it("devour N (CR 702.82a) is an entry replacement", () => {
    expect(
      compiled("Mycoloth", "Devour 2 (As this enters, you may sacrifice any number of creatures. …)").abilities,
    ).toEqual([{ kind: "replacement", text: "Devour 2", replacement: { kind: "devour", amount: 2 } }]);
  });
  it("afterlife N (CR 702.135a) and living weapon (702.92a) create their tokens", () => {
    expect(compiled("Oligarch", "Vigilance\nAfterlife 1 (When this creature dies, …)").abilities?.[0]).toMatchObject({
      event: { kind: "selfToGraveyardFromBattlefield" },
      effects: [
        {
          kind: "createTokens",
          token: { colors: ["W", "B"], subtypes: ["Spirit"], power: 1, toughness: 1, keywords: ["Flying"] },
          amount: 1,
        },
      ],
    });
    expect(
      compiled("Sickleslicer", "Living weapon (When this Equipment enters, …)\nEquip {4}", "Artifact — Equipment")
        .abilities?.[0],
    ).toMatchObject({
      event: { kind: "entersSelf" },
      effects: [
        { kind: "createTokens", token: { colors: ["B"], subtypes: ["Phyrexian", "Germ"], power: 0, toughness: 0 } },
        { kind: "attach", what: { kind: "self" }, to: { kind: "last" } },
      ],
    });
  });
  it("bolster N (CR 701.39a) as a spell's instruction and a trigger's", () => {
    expect(compiled("Cached Defenses", "Bolster 3. (Choose a creature …)", "Sorcery").spell?.modes[0]?.effects).toEqual(
      [{ kind: "bolster", amount: 3 }],
    );
    expect(
      compiled("Anafenza", "Whenever another nontoken creature enters the battlefield under your control, bolster 1.")
        .abilities?.[0],
    ).toMatchObject({ effects: [{ kind: "bolster", amount: 1 }] });
  });
});

describe("crew (CR 702.122)", () => {
  it("crew N is an ability whose cost taps creatures with total power N: the Vehicle becomes an artifact creature until end of turn", () => {
    const d = compiled("Sky Skiff", "Flying\nCrew 1 (Tap any number of creatures you control …)", "Artifact — Vehicle");
    expect(d.power).toBe(2); // a Vehicle's printed power and toughness (CR 301.7a)
    expect(d.abilities).toEqual([
      {
        kind: "activated",
        text: "Crew 1",
        cost: { crew: 1 },
        targets: [],
        effects: [
          {
            kind: "modify",
            what: { kind: "self" },
            mods: [{ layer: "4", kind: "addTypes", types: ["Artifact", "Creature"] }],
            duration: { kind: "endOfTurn" },
          },
        ],
      },
    ]);
  });
  it('"whenever ~ crews a Vehicle, that Vehicle gets …/gains … until end of turn" acts on the Vehicle', () => {
    const text = "Whenever Gearshift Ace crews a Vehicle, that Vehicle gains first strike until end of turn.";
    expect(compiled("Gearshift Ace", `First strike\n${text}`).abilities).toEqual([
      {
        kind: "triggered",
        text,
        event: { kind: "crewsSelf" },
        targets: [],
        effects: [
          {
            kind: "modify",
            what: { kind: "refs" },
            mods: [{ layer: "6", kind: "addKeywords", keywords: ["First strike"] }],
            duration: { kind: "endOfTurn" },
          },
        ],
      },
    ]);
  });
});

describe('tokens with an ability of their own: "It has …" (CR 111.3)', () => {
  const SCION = {
    colors: [],
    types: ["Creature"],
    subtypes: ["Eldrazi", "Scion"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        text: "Sacrifice this creature: add {c}.",
        cost: { sacrificeSelf: true },
        targets: [],
        effects: [{ kind: "addMana", choices: ["C"] }],
      },
    ],
  };
  it("in a triggered ability", () => {
    const d = compiled(
      "Blisterpod",
      'When Blisterpod dies, create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}."',
    );
    expect(d.abilities?.[0]).toMatchObject({
      event: { kind: "selfToGraveyardFromBattlefield" },
      effects: [{ kind: "createTokens", token: SCION, amount: 1 }],
    });
  });
  it("in a sorcery, after other instructions", () => {
    const d = compiled(
      "Call the Scions",
      'Create two 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice this creature: Add {C}."',
      "Sorcery",
    );
    expect(d.spell?.modes[0]?.effects).toMatchObject([{ kind: "createTokens", token: SCION, amount: 2 }]);
  });
  it("refuses an ability with a cost a token's ability can't have", () => {
    expect(
      refused(
        "Odd",
        'When Odd enters, create a 1/1 colorless Eldrazi Scion creature token. It has "Pay 2 life: Draw a card."',
      ),
    ).toHaveLength(1);
  });
});

describe("energy (CR 107.14, 122.1)", () => {
  it('"you get {E}{E}" is an instruction, "Pay {E}" a cost, also of a mana ability', () => {
    const d = compiled(
      "Aether Hub",
      "When Aether Hub enters the battlefield, you get {E} (an energy counter).\n{T}: Add {C}.\n{T}, Pay {E}: Add one mana of any color.",
      "Land",
    );
    expect(d.abilities?.[0]).toMatchObject({
      event: { kind: "entersSelf" },
      effects: [{ kind: "getEnergy", amount: 1 }],
    });
    expect(d.abilities?.[2]).toMatchObject({
      kind: "activated",
      cost: { tap: true, payEnergy: 1 },
      effects: [{ kind: "addMana", choices: ["W", "U", "B", "R", "G"] }],
    });
    const cub = compiled(
      "Longtusk Cub",
      "Whenever Longtusk Cub deals combat damage to a player, you get {E}{E} (two energy counters).\nPay {E}{E}: Put a +1/+1 counter on Longtusk Cub.",
    );
    expect(cub.abilities?.[0]).toMatchObject({ effects: [{ kind: "getEnergy", amount: 2 }] });
    expect(cub.abilities?.[1]).toMatchObject({ cost: { payEnergy: 2 } });
  });
});

describe("detain (CR 701.35a; 701.29a in the 2025-02-07 text)", () => {
  const DETAINED = [{ layer: "rules", kind: "restrict", restrictions: ["cantAttack", "cantBlock", "cantActivate"] }];
  it("a target, until your next turn", () => {
    const d = compiled(
      "Lyev Skyknight",
      "Flying\nWhen Lyev Skyknight enters the battlefield, detain target nonland permanent an opponent controls. (Until your next turn, …)",
    );
    expect(d.abilities?.[0]).toMatchObject({
      targets: [{ objects: { notTypes: ["Land"], controller: "opponent" }, min: 1, max: 1 }],
      effects: [{ kind: "modify", what: { kind: "target" }, mods: DETAINED, duration: { kind: "untilYourNextTurn" } }],
    });
  });
  it('each permanent "with mana value N or less" (CR 202.3)', () => {
    const d = compiled(
      "Lavinia of the Tenth",
      "When Lavinia of the Tenth enters the battlefield, detain each nonland permanent your opponents control with mana value 4 or less.",
    );
    expect(d.abilities?.[0]).toMatchObject({
      effects: [
        {
          kind: "modify",
          what: { kind: "all", filter: { notTypes: ["Land"], controller: "opponent", manaValueAtMost: 4 } },
          mods: DETAINED,
        },
      ],
    });
  });
});

describe("champion an [object] (CR 702.72a)", () => {
  it("is its two triggered abilities; the leaves ability returns what the first exiled", () => {
    const d = compiled(
      "Thoughtweft Trio",
      "First strike, vigilance\nChampion a Kithkin (When this enters the battlefield, sacrifice it unless you exile another Kithkin you control. …)",
    );
    expect(d.abilities).toEqual([
      {
        kind: "triggered",
        text: "Champion a Kithkin",
        event: { kind: "entersSelf" },
        targets: [],
        effects: [{ kind: "champion", filter: { subtypes: ["Kithkin"] } }],
      },
      {
        kind: "triggered",
        text: "Champion a Kithkin",
        event: { kind: "selfLeavesBattlefield" },
        targets: [],
        effects: [{ kind: "putOntoBattlefield", what: { kind: "refs" }, tapped: false, ownerControls: true }],
      },
    ]);
  });
});
