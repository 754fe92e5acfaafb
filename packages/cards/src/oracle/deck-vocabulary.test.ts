/**
 * The compiler reads "spend only black mana on X" (CR 107.3a, 601.2h) on a spell's line and
 * after an activated ability, a permanent's damage to several recipients as one instruction
 * (120.4b), "target land or nonblack creature" (115.1), "whenever ~ deals damage to a player"
 * (603.2, 102.2) and "that creature is a black Zombie in addition to its other colors and
 * types" (613.1d-e).
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

const card = (c: Partial<CatalogCard>): CatalogCard =>
  ({
    name: "X",
    manaCost: "",
    manaValue: 0,
    typeLine: "",
    oracleText: "",
    colors: [],
    keywords: [],
    layout: "normal",
    ...c,
  }) as CatalogCard;

describe('"spend only black mana on X" (CR 107.3a, 601.2h)', () => {
  it("a spell's line of its own: the card's xColor", () => {
    const c = compileCard(
      card({
        name: "Consume Spirit",
        manaCost: "{X}{1}{B}",
        typeLine: "Sorcery",
        oracleText: "Spend only black mana on X.\nConsume Spirit deals X damage to any target and you gain X life.",
      }),
    );
    expect(c.automated).toBe(true);
    expect(c.definition.xColor).toBe("B");
    expect(c.definition.spell?.modes[0]?.effects.map((e) => e.kind)).toEqual(["damage", "gainLife"]);
  });
  it("refused on a card without an X in its mana cost", () => {
    const c = compileCard(
      card({
        manaCost: "{1}{B}",
        typeLine: "Sorcery",
        oracleText: "Spend only black mana on X.\nX deals 2 damage to any target.",
      }),
    );
    expect(c.automated).toBe(false);
    expect(c.definition.xColor).toBeUndefined();
  });
  it("after an activated ability's effect: the cost's xColor, one damage instruction for every recipient", () => {
    const c = compileCard(
      card({
        name: "Crypt Rats",
        manaCost: "{2}{B}",
        typeLine: "Creature — Rat",
        power: "1",
        toughness: "1",
        oracleText: "{X}: Crypt Rats deals X damage to each creature and each player. Spend only black mana on X.",
      }),
    );
    expect(c.automated).toBe(true);
    expect(c.definition.abilities).toEqual([
      {
        kind: "activated",
        text: "{X}: Crypt Rats deals X damage to each creature and each player. Spend only black mana on X.",
        cost: { mana: "{X}", xColor: "B" },
        targets: [],
        effects: [
          {
            kind: "damage",
            amount: { kind: "x" },
            to: { kind: "all", filter: { types: ["Creature"] } },
            alsoTo: [{ kind: "you" }, { kind: "opponents" }],
          },
        ],
      },
    ]);
  });
  it("refused after an ability whose cost has no X", () => {
    const c = compileCard(
      card({
        manaCost: "{2}{B}",
        typeLine: "Creature — Rat",
        power: "1",
        toughness: "1",
        oracleText: "{2}: X deals 1 damage to each creature. Spend only black mana on X.",
      }),
    );
    expect(c.automated).toBe(false);
  });
  it("a permanent's damage of different amounts to several recipients stays refused", () => {
    const c = compileCard(
      card({
        manaCost: "{2}{R}",
        typeLine: "Creature — Goblin",
        power: "1",
        toughness: "1",
        oracleText: "{T}: X deals 2 damage to target creature and 1 damage to target player.",
      }),
    );
    expect(c.automated).toBe(false);
  });
});

describe('"target land or nonblack creature" (CR 115.1)', () => {
  it('either description, each with its own adjectives; "it can\'t be regenerated" kept', () => {
    const c = compileCard(
      card({
        name: "Befoul",
        manaCost: "{2}{B}{B}",
        typeLine: "Sorcery",
        oracleText: "Destroy target land or nonblack creature. It can't be regenerated.",
      }),
    );
    expect(c.automated).toBe(true);
    const mode = c.definition.spell!.modes[0]!;
    expect(mode.targets[0]?.objects).toEqual({
      types: ["Land", "Creature"],
      anyOf: [{ types: ["Land"] }, { types: ["Creature"], notColors: ["B"] }],
    });
    expect(mode.effects).toEqual([{ kind: "destroy", what: { kind: "target", index: 0 }, noRegenerate: true }]);
  });
  it("not read when a suffix could belong to either side", () => {
    const c = compileCard(
      card({
        manaCost: "{B}",
        typeLine: "Instant",
        oracleText: "Destroy target land or nonblack creature you control.",
      }),
    );
    expect(c.definition.spell?.modes[0]?.targets[0]?.objects?.anyOf).toBeUndefined();
  });
});

describe('"whenever ~ deals damage to a player" (CR 603.2, 102.2)', () => {
  it('one ability for the opponent, one for its controller; "that player" is the one dealt damage', () => {
    const c = compileCard(
      card({
        name: "Abyssal Specter",
        manaCost: "{2}{B}{B}",
        typeLine: "Creature — Specter",
        power: "2",
        toughness: "3",
        oracleText: "Flying\nWhenever Abyssal Specter deals damage to a player, that player discards a card.",
      }),
    );
    expect(c.automated).toBe(true);
    const triggered = c.definition.abilities!.filter((a) => a.kind === "triggered");
    expect(triggered.map((a) => a.kind === "triggered" && [a.event, a.effects])).toEqual([
      [{ kind: "dealsDamageToOpponent" }, [{ kind: "discard", amount: 1, who: { kind: "opponents" } }]],
      [{ kind: "dealsDamageToController" }, [{ kind: "discard", amount: 1, who: { kind: "you" } }]],
    ]);
  });
});

describe('"… is a black Zombie in addition to its other colors and types" (CR 613.1d-e)', () => {
  it("the creature put onto the battlefield gets the color and the creature type, indefinitely", () => {
    const c = compileCard(
      card({
        name: "Rise from the Grave",
        manaCost: "{4}{B}",
        typeLine: "Sorcery",
        oracleText:
          "Put target creature card from a graveyard onto the battlefield under your control. That creature is a black Zombie in addition to its other colors and types.",
      }),
    );
    expect(c.automated).toBe(true);
    expect(c.definition.spell!.modes[0]!.effects[1]).toEqual({
      kind: "modify",
      what: { kind: "last" },
      mods: [
        { layer: "4", kind: "addSubtypes", subtypes: ["Zombie"] },
        { layer: "5", kind: "addColors", colors: ["B"] },
      ],
      duration: { kind: "indefinite" },
    });
  });
});

describe('"~ gets +1/+0 as long as it\'s attacking" (CR 611.3a, 506.4)', () => {
  it("a static ability of the source with a condition on the source in combat", () => {
    const c = compileCard(
      card({
        name: "Grasping Scoundrel",
        manaCost: "{B}",
        typeLine: "Creature — Human Pirate",
        power: "1",
        toughness: "1",
        oracleText: "Grasping Scoundrel gets +1/+0 as long as it's attacking.",
      }),
    );
    expect(c.automated).toBe(true);
    expect(c.definition.abilities).toEqual([
      {
        kind: "static",
        text: "Grasping Scoundrel gets +1/+0 as long as it's attacking.",
        affects: { kind: "self" },
        mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 0 }],
        condition: { kind: "sourceInCombat", combat: "attacking" },
      },
    ]);
  });
  it("not read for an Aura's enchanted creature, whose \"it\" isn't the source", () => {
    const c = compileCard(
      card({
        manaCost: "{B}",
        typeLine: "Enchantment — Aura",
        oracleText: "Enchant creature\nEnchanted creature gets +1/+0 as long as it's attacking.",
      }),
    );
    expect(c.automated).toBe(false);
  });
});

describe('a granted triggered ability: "has \\"When this creature dies, draw a card.\\"" (CR 613.1f, 113.2c)', () => {
  it("the enchanted creature has the ability as its own", () => {
    const c = compileCard(
      card({
        name: "Infernal Scarring",
        manaCost: "{1}{B}",
        typeLine: "Enchantment — Aura",
        oracleText: 'Enchant creature\nEnchanted creature gets +2/+0 and has "When this creature dies, draw a card."',
      }),
    );
    expect(c.automated).toBe(true);
    const a = c.definition.abilities![0]!;
    expect(a.kind === "static" && [a.mods, a.grants]).toEqual([
      [{ layer: "7c", kind: "addPT", power: 2, toughness: 0 }],
      [
        {
          kind: "triggered",
          text: "when this creature dies, draw a card.",
          event: { kind: "selfToGraveyardFromBattlefield" },
          targets: [],
          effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
        },
      ],
    ]);
  });
  it("refuses a granted activated ability", () => {
    const c = compileCard(
      card({
        manaCost: "{1}{B}",
        typeLine: "Enchantment — Aura",
        oracleText: 'Enchant creature\nEnchanted creature has "{T}: This creature deals 1 damage to any target."',
      }),
    );
    expect(c.automated).toBe(false);
  });
});

describe('life: "for each creature attacking you", "equal to its power", "you may pay {1}. If you do, …"', () => {
  it("3 life for each creature attacking you: a count of attackers whose defending player is you, times 3", () => {
    const c = compileCard(
      card({
        name: "Blessed Reversal",
        manaCost: "{1}{W}",
        typeLine: "Instant",
        oracleText: "You gain 3 life for each creature attacking you.",
      }),
    );
    expect(c.automated).toBe(true);
    expect(c.definition.spell!.modes[0]!.effects).toEqual([
      {
        kind: "gainLife",
        amount: { kind: "count", filter: { types: ["Creature"], combat: "attacking", attackingYou: true }, times: 3 },
        who: { kind: "you" },
      },
    ]);
  });
  it("life equal to its power: the destroyed target's power, as it last existed (CR 608.2h)", () => {
    const c = compileCard(
      card({
        name: "Chastise",
        manaCost: "{3}{W}",
        typeLine: "Instant",
        oracleText: "Destroy target attacking creature. You gain life equal to its power.",
      }),
    );
    expect(c.automated).toBe(true);
    expect(c.definition.spell!.modes[0]!.effects[1]).toEqual({
      kind: "gainLife",
      amount: { kind: "powerOf", ref: { kind: "target", index: 0 } },
      who: { kind: "you" },
    });
  });
  it("refuses 'its power' about another object of a trigger, which the vocabulary can't name", () => {
    const c = compileCard(
      card({
        manaCost: "{2}{G}",
        typeLine: "Enchantment",
        oracleText: "Whenever a creature enters the battlefield under your control, you gain life equal to its power.",
      }),
    );
    expect(c.automated).toBe(false);
  });
  it("you may pay {1}. If you do, …: the payment's choice with the instructions done when paid", () => {
    const c = compileCard(
      card({
        name: "Ivory Cup",
        manaCost: "{1}",
        typeLine: "Artifact",
        oracleText: "Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.",
      }),
    );
    expect(c.automated).toBe(true);
    const a = c.definition.abilities![0]!;
    expect(a.kind === "triggered" && a.effects).toEqual([
      {
        kind: "unlessPay",
        text: "you gain 1 life",
        mana: "{1}",
        otherwise: [],
        ifPaid: [{ kind: "gainLife", amount: 1, who: { kind: "you" } }],
      },
    ]);
  });
  it("you may draw a card. If you do, discard a card: one optional instruction of both", () => {
    const c = compileCard(
      card({
        name: "Jeskai Elder",
        manaCost: "{1}{U}",
        typeLine: "Creature — Human Monk",
        power: "1",
        toughness: "2",
        oracleText:
          "Whenever Jeskai Elder deals combat damage to a player, you may draw a card. If you do, discard a card.",
      }),
    );
    expect(c.automated).toBe(true);
    const a = c.definition.abilities![0]!;
    expect(a.kind === "triggered" && a.effects).toEqual([
      {
        kind: "optional",
        text: "you may",
        // oxlint-disable-next-line unicorn/no-thenable -- the vocabulary's field (an Effect is never awaited)
        then: [
          { kind: "draw", amount: 1, who: { kind: "you" } },
          { kind: "discard", amount: 1, who: { kind: "you" } },
        ],
      },
    ]);
  });
});
