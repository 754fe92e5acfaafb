/**
 * The compiler on combat triggers: "whenever ~ blocks" (CR 509.3a), "whenever ~ becomes
 * blocked" (509.3c), "blocks or becomes blocked", and the keywords made of them — battle cry
 * (702.91a), flanking (702.25a), afflict (702.130a), bushido (702.45a), rampage (702.23a) — and unearth (702.84a),
 * an ability of the card in the graveyard, and dredge (702.52a); and the variants the
 * engine doesn't implement, refused.
 */
import { describe, expect, it } from "vitest";
import type { AbilityDef } from "@fishbowl/engine";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, over: Partial<CatalogCard> = {}): CatalogCard {
  return {
    name,
    manaCost: "{2}{W}",
    manaValue: 3,
    typeLine: "Creature — Human Knight",
    oracleText,
    power: "2",
    toughness: "2",
    colors: ["W"],
    keywords: [],
    layout: "normal",
    ...over,
  };
}
function compiled(c: CatalogCard) {
  const r = compileCard(c);
  if (!r.automated) throw new Error(`${c.name} not compiled: ${r.unautomated.join(" | ")}`);
  return r.definition;
}
const triggered = (c: CatalogCard) =>
  compiled(c).abilities!.filter((a): a is Extract<AbilityDef, { kind: "triggered" }> => a.kind === "triggered");

describe("battle cry and flanking (CR 702.91a, 702.25a)", () => {
  it("are keywords, with their reminder text", () => {
    const paladin = compiled(
      cardOf(
        "Accorder Paladin",
        "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)",
      ),
    );
    expect(paladin.keywords).toEqual(["Battle cry"]);
    const knight = compiled(
      cardOf(
        "Knight of Sursi",
        "Flying, flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)",
      ),
    );
    expect(knight.keywords).toEqual(["Flying", "Flanking"]);
  });

  it('can be granted: "enchanted creature gets +1/+1 and has flanking"', () => {
    const agility = compiled(
      cardOf(
        "Agility",
        "Enchant creature\nEnchanted creature gets +1/+1 and has flanking. (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)",
        { typeLine: "Enchantment — Aura", power: undefined, toughness: undefined },
      ),
    );
    expect(agility.abilities?.[0]).toMatchObject({
      kind: "static",
      mods: [
        { kind: "addPT", power: 1, toughness: 1 },
        { kind: "addKeywords", keywords: ["Flanking"] },
      ],
    });
  });

  it("refuses what the engine doesn't implement: losing flanking on attack", () => {
    expect(
      compileCard(cardOf("Flank Rule", "Whenever a creature attacks you, it loses flanking until end of turn."))
        .automated,
    ).toBe(false);
  });

  it('reads "with flanking" as a keyword filter (CR 702.25a)', () => {
    const c = compileCard(cardOf("Flank Rule", "Other creatures you control with flanking have flanking."));
    expect(c.automated).toBe(true);
    expect(JSON.stringify(c.definition.abilities)).toContain('"keyword":"Flanking"');
  });
});

describe("afflict and bushido (CR 702.130a, 702.45a)", () => {
  it("afflict N: when it becomes blocked, the defending player (the opponent) loses N life", () => {
    const [a] = triggered(
      cardOf("Ammit Eternal", "Afflict 3 (Whenever this creature becomes blocked, defending player loses 3 life.)"),
    );
    expect(a).toMatchObject({
      text: "Afflict 3",
      event: { kind: "becomesBlockedSelf" },
      effects: [{ kind: "loseLife", amount: 3, who: { kind: "opponents" } }],
    });
  });

  it("bushido N: when it blocks or becomes blocked, +N/+N until end of turn", () => {
    const [a] = triggered(
      cardOf(
        "Araba Mothrider",
        "Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)",
      ),
    );
    expect(a).toMatchObject({
      text: "Bushido 1",
      event: { kind: "blocksOrBecomesBlockedSelf" },
      effects: [{ kind: "modify", what: { kind: "self" }, mods: [{ power: 1, toughness: 1 }] }],
    });
  });

  it("refuses afflict granted by an Equipment and bushido X", () => {
    expect(
      compileCard(
        cardOf(
          "Dagger of the Worthy",
          "Equipped creature gets +2/+0 and has afflict 1. (Whenever it becomes blocked, defending player loses 1 life.)\nEquip {2}",
          { typeLine: "Artifact — Equipment" },
        ),
      ).automated,
    ).toBe(false);
    expect(
      compileCard(
        cardOf(
          "Fumiko the Lowblood",
          "Fumiko the Lowblood has bushido X, where X is the number of attacking creatures.",
        ),
      ).automated,
    ).toBe(false);
  });
});

describe("rampage (CR 702.23a-b)", () => {
  it("rampage N: when it becomes blocked, +N/+N for each creature blocking it beyond the first, counted on resolution", () => {
    const [a] = triggered(
      cardOf(
        "Gorilla Berserkers",
        "Trample, rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)",
      ),
    );
    expect(a).toMatchObject({
      text: "Rampage 2",
      event: { kind: "becomesBlockedSelf" },
      effects: [{ kind: "modify", mods: [{ power: 2, toughness: 2 }], times: { kind: "blockersOfSelf", beyond: 1 } }],
    });
  });
});

describe('"whenever ~ blocks" / "becomes blocked" / "blocks or becomes blocked" (CR 509.3a, 509.3c)', () => {
  it('read as trigger events about the card itself, "it" being the card', () => {
    expect(
      triggered(
        cardOf("Chub Toad", "Whenever Chub Toad blocks or becomes blocked, it gets +2/+2 until end of turn."),
      )[0],
    ).toMatchObject({
      event: { kind: "blocksOrBecomesBlockedSelf" },
      effects: [{ kind: "modify", what: { kind: "self" } }],
    });
    expect(
      triggered(
        cardOf("Deeproot Warrior", "Whenever Deeproot Warrior becomes blocked, it gets +1/+1 until end of turn."),
      )[0],
    ).toMatchObject({ event: { kind: "becomesBlockedSelf" } });
    expect(
      triggered(cardOf("Pride Guardian", "Defender\nWhenever Pride Guardian blocks, you gain 3 life."))[0],
    ).toMatchObject({
      event: { kind: "blocksSelf" },
      effects: [{ kind: "gainLife", amount: 3, who: { kind: "you" } }],
    });
    expect(
      triggered(cardOf("Saprazzan Raider", "When Saprazzan Raider becomes blocked, return it to its owner's hand."))[0],
    ).toMatchObject({
      event: { kind: "becomesBlockedSelf" },
      effects: [{ kind: "returnToHand", what: { kind: "self" } }],
    });
  });

  it("reads 'defending player' of a blocked attacker as the opponent, as afflict does (CR 506.2, 702.130a)", () => {
    const [a] = compiled(
      cardOf("Blocky", "Whenever Blocky becomes blocked, defending player loses 4 life."),
    ).abilities!;
    expect(a).toMatchObject({
      event: { kind: "becomesBlockedSelf" },
      effects: [{ kind: "loseLife", amount: 4, who: { kind: "opponents" } }],
    });
  });

  it("reads '+N/+N … for each creature blocking it' as rampage's count, every blocker this time (CR 702.23a)", () => {
    const [a] = compiled(
      cardOf(
        "Blocky",
        "Whenever Blocky becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.",
      ),
    ).abilities!;
    expect(a).toMatchObject({
      event: { kind: "becomesBlockedSelf" },
      effects: [{ kind: "modify", what: { kind: "self" }, times: { kind: "blockersOfSelf" } }],
    });
  });

  it("refuses blocks by or of a particular creature", () => {
    for (const text of [
      "Whenever ~ becomes blocked by a creature, ~ gets +1/+1 until end of turn.",
      "Whenever ~ blocks a creature with flying, ~ gets +3/+0 until end of turn.",
      "Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that creature.",
      "Whenever ~ blocks two or more creatures, it gains first strike until end of turn.",
    ])
      expect(compileCard(cardOf("Blocky", text.replaceAll("~", "Blocky"))).automated, text).toBe(false);
  });
});

describe("unearth (CR 702.84a)", () => {
  it("is an ability of the card in the graveyard, at sorcery speed, returning it with haste until the next end step", () => {
    const [a] = compiled(
      cardOf(
        "Dregscape Zombie",
        "Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)",
      ),
    ).abilities!;
    expect(a).toMatchObject({
      kind: "activated",
      text: "Unearth {B}",
      cost: { mana: "{B}" },
      sorcery: true,
      fromGraveyard: true,
    });
    expect(a!.kind === "activated" && a!.effects.map((e) => e.kind)).toEqual([
      "putOntoBattlefield",
      "modify",
      "delayed",
      "exileIfLeaves",
    ]);
  });

  it("refuses unearth granted to other cards or with a cost that isn't mana", () => {
    expect(
      compileCard(
        cardOf("Sedris, the Traitor King", "Flying\nEach creature card in your graveyard has unearth {2}{B}."),
      ).automated,
    ).toBe(false);
    expect(
      compileCard(
        cardOf(
          "Grixis",
          "Blue, black, and/or red creature cards in your graveyard have unearth. The unearth cost is equal to the card's mana cost.",
          { typeLine: "Plane — Alara" },
        ),
      ).automated,
    ).toBe(false);
  });
});

describe("dredge (CR 702.52a)", () => {
  it("is a card-level number, in the 2019 reminder wording", () => {
    const thug = compiled(
      cardOf(
        "Golgari Thug",
        "Dredge 4 (If you would draw a card, instead you may put exactly four cards from the top of your library into your graveyard. If you do, return this card from your graveyard to your hand. Otherwise, draw a card.)",
      ),
    );
    expect(thug.dredge).toBe(4);
    const darkblast = compiled(
      cardOf("Darkblast", "Target creature gets -1/-1 until end of turn.\nDredge 3", {
        typeLine: "Instant",
        power: undefined,
        toughness: undefined,
      }),
    );
    expect(darkblast.dredge).toBe(3);
  });

  it("refuses dredge X and dredge granted to other cards", () => {
    expect(compileCard(cardOf("Dredger", "Dredge X")).automated).toBe(false);
    expect(compileCard(cardOf("Dredge Lord", "Creature cards in your graveyard have dredge 2.")).automated).toBe(false);
  });
});

describe('"whenever a creature you control deals combat damage to a player" (CR 510.2, 603.2)', () => {
  it("reads the creature's description, with another and a subtype, and that player as the opponent", () => {
    const a = compiled(
      cardOf(
        "Hunt Rule",
        "Whenever an artifact creature you control deals combat damage to a player, that player discards a card.",
      ),
    ).abilities[0];
    expect(a).toMatchObject({
      kind: "triggered",
      event: {
        kind: "creatureDealsCombatDamageToPlayer",
        filter: { allTypes: ["Artifact", "Creature"], controller: "you" },
      },
      effects: [{ kind: "discard", who: { kind: "opponents" } }],
    });
    const b = compiled(
      cardOf("Hunt Rule", "Whenever another Snake you control deals combat damage to a player, you may draw a card."),
    ).abilities[0];
    expect(b).toMatchObject({
      event: {
        kind: "creatureDealsCombatDamageToPlayer",
        filter: { subtypes: ["Snake"], controller: "you", other: true },
      },
    });
  });

  it("refuses creatures the controller may not control (that player could be the controller)", () => {
    for (const text of [
      "Whenever a creature deals combat damage to a player, you gain 1 life.",
      "Whenever a creature an opponent controls deals combat damage to a player, you gain 1 life.",
    ])
      expect(compileCard(cardOf("Hunt Rule", text)).automated).toBe(false);
  });
});
