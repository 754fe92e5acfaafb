/**
 * Instructions read since the first compiler: restrictions for the turn (CR 508.1c, 509.1b,
 * 514.2), sacrificing chosen permanents (701.17a), damage to several recipients from a spell
 * (120.4b), instructions delayed to the end of combat or the next end step (603.7a, 511.2),
 * conditional instructions (608.2c), and "that creature's controller" / "that player or that
 * planeswalker's controller".
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { fx } from "../definitions/builders.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, typeLine: string, over: Partial<CatalogCard> = {}): CatalogCard {
  const creature = typeLine.includes("Creature") ? { power: "2", toughness: "2" } : {};
  return {
    name,
    manaCost: "{1}{R}",
    manaValue: 2,
    typeLine,
    oracleText,
    colors: ["R"],
    keywords: [],
    layout: "normal",
    ...creature,
    ...over,
  };
}
const spell = (text: string) => {
  const r = compileCard(cardOf("Blast", text, "Instant"));
  expect(r.unautomated, text).toEqual([]);
  return r.definition.spell!.modes[0]!;
};
const ability = (name: string, text: string, typeLine = "Creature — Goblin") => {
  const r = compileCard(cardOf(name, text, typeLine));
  expect(r.unautomated, text).toEqual([]);
  return r.definition.abilities![0]!;
};
const refused = (text: string, typeLine = "Instant") =>
  expect(compileCard(cardOf("Blast", text, typeLine)).automated, text).toBe(false);
const eot = { kind: "endOfTurn" };
const restrict = (...restrictions: string[]) => [{ layer: "rules", kind: "restrict", restrictions }];

describe('"can\'t block this turn" and the like (CR 508.1c, 509.1b, 514.2)', () => {
  it("reads restrictions of a target, the source and a group for the turn", () => {
    expect(
      ability("Shortcutter", "When Shortcutter enters the battlefield, target creature can't block this turn."),
    ).toMatchObject({
      effects: [{ kind: "modify", what: { kind: "target", index: 0 }, mods: restrict("cantBlock"), duration: eot }],
    });
    expect(ability("Runner", "{U}: Runner can't be blocked this turn.")).toMatchObject({
      effects: [{ kind: "modify", what: { kind: "self" }, mods: restrict("cantBeBlocked"), duration: eot }],
    });
    expect(spell("Creatures your opponents control can't block this turn.").effects).toEqual([
      {
        kind: "modify",
        what: { kind: "all", filter: { types: ["Creature"], controller: "opponent" } },
        mods: restrict("cantBlock"),
        duration: eot,
        changesRules: true, // not locked to the creatures there as it resolves (CR 611.2c)
      },
    ]);
    expect(spell("Target creature can't attack or block this turn.").effects[0]).toMatchObject({
      mods: restrict("cantAttack", "cantBlock"),
    });
  });
});

describe("sacrificing chosen permanents (CR 701.17a, 608.2d)", () => {
  it("reads 'sacrifice a creature' as the controller's choice, then the sacrifice", () => {
    expect(ability("Centaur", "When Centaur enters the battlefield, sacrifice a creature.")).toMatchObject({
      effects: [
        { kind: "choose", filter: { types: ["Creature"], controller: "you" }, count: 1 },
        { kind: "sacrifice", what: { kind: "last" } },
      ],
    });
  });

  it("reads another player's choice of several", () => {
    expect(spell("Target player sacrifices two creatures.").effects).toEqual([
      {
        kind: "choose",
        text: "2 creatures to sacrifice",
        filter: { types: ["Creature"], controller: "you" },
        count: 2,
        chooser: { kind: "target", index: 0 },
      },
      { kind: "sacrifice", what: { kind: "last" } },
    ]);
  });

  it("refuses 'another' (the choice can't leave the source out)", () => {
    refused("When Blast enters the battlefield, sacrifice another creature.", "Creature — Goblin");
  });

  it("reads 'each player sacrifices': each chooses in turn order, then one sacrifice of all (CR 101.4)", () => {
    const choice = {
      kind: "choose",
      text: "a creature to sacrifice",
      filter: { types: ["Creature"], controller: "you" },
      count: 1,
    };
    expect(spell("Each player sacrifices a creature.").effects).toEqual([
      choice,
      { ...choice, chooser: { kind: "opponents" }, also: true },
      { kind: "sacrifice", what: { kind: "last" } },
    ]);
    refused("Each player sacrifices a creature you control.");
  });
});

describe("a creature dealing damage to itself (CR 120.1)", () => {
  it("reads 'target creature deals damage to itself equal to its power' with the creature as the source", () => {
    const t = { kind: "target", index: 0 };
    expect(spell("Target creature deals damage to itself equal to its power.").effects).toEqual([
      { kind: "damage", amount: { kind: "powerOf", ref: t }, to: t, by: t },
    ]);
    refused("Each creature deals damage to itself equal to its power.");
  });
});

describe("damage to several recipients (CR 120.4b)", () => {
  it("reads a spell's damage to each creature and each player, or to two targets", () => {
    expect(spell("Blast deals 2 damage to each creature and each player.").effects).toEqual([
      { kind: "damage", amount: 2, to: { kind: "all", filter: { types: ["Creature"] } } },
      { kind: "damage", amount: 2, to: { kind: "you" } },
      { kind: "damage", amount: 2, to: { kind: "opponents" } },
    ]);
    expect(spell("Blast deals 4 damage to any target and 2 damage to you.").effects).toEqual([
      { kind: "damage", amount: 4, to: { kind: "target", index: 0 } },
      { kind: "damage", amount: 2, to: { kind: "you" } },
    ]);
  });

  it("reads it from a permanent as one instruction, so its 'deals damage' triggers see one event; refuses different amounts", () => {
    const a = ability("Blast", "{T}: Blast deals 1 damage to any target and 1 damage to you.");
    expect(a.kind === "activated" && a.effects).toEqual([
      { kind: "damage", amount: 1, to: { kind: "target", index: 0 }, alsoTo: [{ kind: "you" }] },
    ]);
    refused("{T}: Blast deals 2 damage to any target and 1 damage to you.", "Creature — Goblin");
  });

  it("reads 'that creature's controller' and 'that player or that planeswalker's controller'", () => {
    expect(
      spell("Blast deals 4 damage to target creature and 2 damage to that creature's controller.").effects[1],
    ).toEqual({
      kind: "damage",
      amount: 2,
      to: { kind: "controllerOf", ref: { kind: "target", index: 0 } },
    });
    expect(
      spell(
        "Blast deals 3 damage to target player or planeswalker. That player or that planeswalker's controller discards two cards.",
      ).effects[1],
    ).toEqual({
      kind: "discard",
      amount: 2,
      who: { kind: "controllerOf", ref: { kind: "target", index: 0 } },
    });
  });
});

describe("instructions on the source delayed to the end of combat or the next end step (CR 603.7a, 511.2)", () => {
  it("reads 'sacrifice it at end of combat' as a delayed trigger on the source", () => {
    expect(ability("Colossus", "When Colossus attacks, sacrifice it at end of combat.")).toMatchObject({
      event: { kind: "attacksSelf" },
      effects: [
        {
          kind: "delayed",
          event: { kind: "nextStep", step: "end_of_combat" },
          refs: { kind: "self" },
          effects: [{ kind: "sacrifice", what: { kind: "self" } }],
        },
      ],
    });
    expect(
      ability(
        "Salamander",
        "{R}: Salamander gets +1/+0 until end of turn. Sacrifice Salamander at the beginning of the next end step.",
      ),
    ).toMatchObject({
      effects: [{ kind: "modify" }, { kind: "delayed", event: { kind: "nextStep", step: "end" } }],
    });
  });

  it("refuses delayed instructions with targets of their own or on what the source is attached to", () => {
    refused("When Blast attacks, destroy target creature at end of combat.", "Creature — Goblin");
    refused("Whenever Blast blocks, destroy enchanted creature at end of combat.", "Creature — Goblin");
  });
});

describe("conditional instructions (CR 608.2c)", () => {
  it("reads 'If you control …, <instructions>' after the first sentence", () => {
    expect(
      spell("Destroy target creature. If you control an artifact, Blast deals 3 damage to that creature's controller.")
        .effects[1],
    ).toEqual(
      fx.when(
        { kind: "youControl", filter: { types: ["Artifact"] } },
        { kind: "damage", amount: 3, to: { kind: "controllerOf", ref: { kind: "target", index: 0 } } },
      ),
    );
  });

  it("refuses instructions that may wait for a decision inside a condition", () => {
    refused("Return target creature to its owner's hand. If you control an artifact, draw a card.");
  });
});

describe("delayed instructions on a target or on tokens just made (CR 603.7c)", () => {
  it("fixes the target as the delayed ability is created", () => {
    expect(
      ability(
        "Mask",
        "{3}, {T}: Target creature you control gets +2/+2 until end of turn. Return it to its owner's hand at the beginning of the next end step.",
      ),
    ).toMatchObject({
      effects: [
        { kind: "modify" },
        {
          kind: "delayed",
          event: { kind: "nextStep", step: "end" },
          refs: { kind: "target", index: 0 },
          effects: [{ kind: "returnToHand", what: { kind: "refs" } }],
        },
      ],
    });
    expect(
      spell("Create a 5/5 blue Wall creature token with defender. Sacrifice it at the beginning of the next end step.")
        .effects[1],
    ).toMatchObject({
      kind: "delayed",
      refs: { kind: "last" },
      effects: [{ kind: "sacrifice", what: { kind: "refs" } }],
    });
  });
});

describe("power/toughness switched, colors for the turn, and blockers counted (layers 5, 7d; CR 702.23a)", () => {
  it("reads 'switch … power and toughness' and 'becomes colorless'", () => {
    expect(spell("Switch target creature's power and toughness until end of turn.").effects).toEqual([
      { kind: "modify", what: { kind: "target", index: 0 }, mods: [{ layer: "7d", kind: "switchPT" }], duration: eot },
    ]);
    expect(ability("Kavu", "{2}: Kavu becomes colorless until end of turn.")).toMatchObject({
      effects: [
        {
          kind: "modify",
          what: { kind: "self" },
          mods: [{ layer: "5", kind: "setColors", colors: [] }],
          duration: eot,
        },
      ],
    });
  });

  it("reads '+N/+N for each creature blocking it' of the source as counted on resolution", () => {
    expect(
      ability(
        "Berserker",
        "Whenever Berserker becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.",
      ),
    ).toMatchObject({
      effects: [{ kind: "modify", what: { kind: "self" }, times: { kind: "blockersOfSelf" } }],
    });
    refused("Target creature gets +1/+1 until end of turn for each creature blocking it.");
  });
});
