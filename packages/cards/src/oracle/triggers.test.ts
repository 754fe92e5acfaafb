/**
 * Trigger conditions in Oracle text (CR 603): "or" between events of the source ("when ~
 * enters or dies", one ability per event, 603.2), "~ or another <type> enters", entering under
 * an opponent's control, "when ~ leaves the battlefield" (the source gone, 400.7), intervening
 * "if" clauses (603.4), "that player" and "defending player" named by the trigger (506.2) — and
 * the wordings the compiler must refuse.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { fx } from "../definitions/builders.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string, over: Partial<CatalogCard> = {}): CatalogCard {
  return {
    name,
    manaCost: "{2}{B}",
    manaValue: 3,
    typeLine: "Creature — Horror",
    oracleText,
    power: "2",
    toughness: "2",
    colors: ["B"],
    keywords: [],
    layout: "normal",
    ...over,
  };
}
const compiled = (name: string, text: string, over: Partial<CatalogCard> = {}) => {
  const r = compileCard(cardOf(name, text, over));
  expect(r.unautomated, text).toEqual([]);
  return r.definition.abilities!;
};
const refused = (text: string, over: Partial<CatalogCard> = {}) =>
  expect(compileCard(cardOf("Horror", text, over)).automated, text).toBe(false);
const goblinToken = {
  kind: "createTokens",
  token: { colors: ["R"], types: ["Creature"], subtypes: ["Goblin"], power: 1, toughness: 1 },
  amount: 1,
};

describe('"when ~ <event> or <event>" (CR 603.2): one ability for each event', () => {
  it("reads 'whenever you gain life' (CR 119.9)", () => {
    expect(compiled("Pridemate", "Whenever you gain life, you may put a +1/+1 counter on Pridemate.")).toEqual([
      {
        kind: "triggered",
        text: "Whenever you gain life, you may put a +1/+1 counter on Pridemate.",
        event: { kind: "youGainLife" },
        targets: [],
        effects: [fx.may("you may", { kind: "addCounters", what: { kind: "self" }, counter: "+1/+1", amount: 1 })],
      },
    ]);
  });

  it("reads 'enters or dies' as an enters trigger and a dies trigger with the same effect", () => {
    const text = "When Mogg War Marshal enters the battlefield or dies, create a 1/1 red Goblin creature token.";
    expect(compiled("Mogg War Marshal", text)).toEqual([
      { kind: "triggered", text, event: { kind: "entersSelf" }, targets: [], effects: [goblinToken] },
      {
        kind: "triggered",
        text,
        event: { kind: "selfToGraveyardFromBattlefield" },
        targets: [],
        effects: [goblinToken],
      },
    ]);
  });

  it("numbers each ability's targets on its own", () => {
    const text =
      "Whenever Grave Horror enters the battlefield or attacks, target creature gets -1/-1 until end of turn.";
    const [a, b] = compiled("Grave Horror", text);
    const target = { text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 };
    const shrink = {
      kind: "modify",
      what: { kind: "target", index: 0 },
      mods: [{ layer: "7c", kind: "addPT", power: -1, toughness: -1 }],
      duration: { kind: "endOfTurn" },
    };
    expect(a).toEqual({ kind: "triggered", text, event: { kind: "entersSelf" }, targets: [target], effects: [shrink] });
    expect(b).toEqual({
      kind: "triggered",
      text,
      event: { kind: "attacksSelf" },
      targets: [target],
      effects: [shrink],
    });
  });

  it("reads 'attacks or blocks' and 'enters or leaves the battlefield'", () => {
    expect(
      compiled("Howling Horror", "Whenever Howling Horror attacks or blocks, each player draws a card.").map(
        (a) => a.kind === "triggered" && a.event,
      ),
    ).toEqual([{ kind: "attacksSelf" }, { kind: "blocksSelf" }]);
    expect(
      compiled(
        "Riftwatcher",
        "When Riftwatcher enters the battlefield or leaves the battlefield, you gain 2 life.",
      ).map((a) => a.kind === "triggered" && a.event),
    ).toEqual([{ kind: "entersSelf" }, { kind: "selfLeavesBattlefield" }]);
  });

  it("keeps 'blocks or becomes blocked' one event", () => {
    expect(
      compiled("Horror", "Whenever Horror blocks or becomes blocked, Horror gets +1/+1 until end of turn."),
    ).toHaveLength(1);
  });
});

describe('"whenever ~ or another <type> enters [under your control]" (CR 603.2, 603.6a)', () => {
  it("reads the source entering and another permanent of the type entering", () => {
    const text =
      "Whenever Graypelt Hunter or another Ally enters the battlefield under your control, you may put a +1/+1 counter on Graypelt Hunter.";
    const counter = fx.may("you may", { kind: "addCounters", what: { kind: "self" }, counter: "+1/+1", amount: 1 });
    expect(compiled("Graypelt Hunter", text, { typeLine: "Creature — Beast Warrior Ally" })).toEqual([
      { kind: "triggered", text, event: { kind: "entersSelf" }, targets: [], effects: [counter] },
      {
        kind: "triggered",
        text,
        event: { kind: "enters", filter: { subtypes: ["Ally"], other: true, controller: "you" } },
        targets: [],
        effects: [counter],
      },
    ]);
  });

  it("reads a permanent entering under an opponent's control", () => {
    const [a] = compiled(
      "Shattered Horror",
      "Whenever a land enters the battlefield under an opponent's control, you may gain 3 life.",
    );
    expect(a).toMatchObject({ event: { kind: "enters", filter: { types: ["Land"], controller: "opponent" } } });
  });
});

describe('"when ~ leaves the battlefield" (CR 603.6c, 603.10a)', () => {
  it("reads instructions that don't name the source", () => {
    const text = "When Thragtusk leaves the battlefield, create a 3/3 green Beast creature token.";
    expect(compiled("Thragtusk", text)).toEqual([
      {
        kind: "triggered",
        text,
        event: { kind: "selfLeavesBattlefield" },
        targets: [],
        effects: [
          {
            kind: "createTokens",
            token: { colors: ["G"], types: ["Creature"], subtypes: ["Beast"], power: 3, toughness: 3 },
            amount: 1,
          },
        ],
      },
    ]);
  });

  it("reads the source dealing damage as it last existed", () => {
    const [a] = compiled("Firemaw", "When Firemaw leaves the battlefield, it deals 4 damage to target creature.");
    expect(a).toMatchObject({
      event: { kind: "selfLeavesBattlefield" },
      effects: [{ kind: "damage", amount: 4, to: { kind: "target", index: 0 } }],
    });
  });

  it("refuses instructions on the source or on what it was attached to: they are gone (CR 400.7)", () => {
    refused("When Horror leaves the battlefield, return Horror to its owner's hand.");
    refused("Enchant creature\nWhen Horror leaves the battlefield, destroy enchanted creature.", {
      typeLine: "Enchantment — Aura",
      power: undefined,
      toughness: undefined,
    });
  });
});

describe("intervening 'if' clauses (CR 603.4)", () => {
  it("reads a condition the engine checks as the ability triggers and resolves", () => {
    const [a] = compiled("Scholar", "When Scholar enters the battlefield, if you control an artifact, draw a card.");
    expect(a).toMatchObject({
      event: { kind: "entersSelf" },
      condition: { kind: "youControl", filter: { types: ["Artifact"] } },
      effects: [{ kind: "draw", amount: 1 }],
    });
    const [b] = compiled(
      "Glimmer Horror",
      "At the beginning of the end step, if you control no artifacts, sacrifice Glimmer Horror.",
    );
    expect(b).toMatchObject({
      event: { kind: "beginningOfStep", step: "end", yours: false },
      condition: { kind: "not", condition: { kind: "youControl", filter: { types: ["Artifact"] } } },
    });
  });

  it("reads 'if it was kicked' as the source's kicker (CR 702.33d)", () => {
    const [a] = compiled(
      "Mold Horror",
      "Kicker {1}{G}\nWhen Mold Horror enters the battlefield, if it was kicked, destroy target noncreature permanent.",
    );
    expect(a).toMatchObject({
      event: { kind: "entersSelf" },
      condition: { kind: "kicked" },
      targets: [{ objects: { notTypes: ["Creature"] } }],
    });
  });

  it("refuses an 'if' on events the engine checks only on resolution, and 'if it was kicked' on other events", () => {
    refused(
      "Whenever Horror attacks, if you control a creature with power 4 or greater, Horror gets +1/+1 until end of turn.",
    );
    refused("Whenever you cast a creature spell, if you control a Swamp, you gain 1 life.");
    refused("Kicker {2}\nWhen Horror dies, if it was kicked, draw a card.");
  });
});

describe('"that player" and "defending player" (CR 506.2, 510.1b)', () => {
  it("reads 'that player' after combat damage to a player as the opponent", () => {
    const [a] = compiled("Specter", "Whenever Specter deals combat damage to a player, that player discards a card.");
    expect(a).toMatchObject({
      event: { kind: "dealsDamageToOpponent", combat: true },
      effects: [{ kind: "discard", amount: 1, who: { kind: "opponents" } }],
    });
  });

  it("reads 'defending player' in an attack trigger as the opponent", () => {
    const [a] = compiled("Grifter", "Whenever Grifter becomes blocked, defending player discards a card.");
    expect(a).toMatchObject({
      event: { kind: "becomesBlockedSelf" },
      effects: [{ kind: "discard", who: { kind: "opponents" } }],
    });
  });

  it("refuses 'defending player' where there is none, and 'that player' naming a permanent", () => {
    refused("Whenever Horror blocks, defending player discards a card.");
    refused(
      "When Horror enters the battlefield, return target permanent to its owner's hand, then that player discards a card.",
    );
    refused("Counter target spell unless its controller pays {1}. That player discards a card.", {
      typeLine: "Instant",
      power: undefined,
      toughness: undefined,
    });
  });
});

describe('"it deals" (CR 608.2c)', () => {
  it("reads 'it' as the source when it has no other antecedent", () => {
    const [a] = compiled("Sextant", "{1}, {T}, Sacrifice Sextant: It deals 2 damage to any target.", {
      typeLine: "Artifact",
      power: undefined,
      toughness: undefined,
    });
    expect(a).toMatchObject({ kind: "activated", effects: [{ kind: "damage", amount: 2 }] });
  });

  it("refuses 'it deals' after a target: the words may name either", () => {
    refused(
      "Kicker {1}{R}\nReturn target creature to its owner's hand. If Jilt was kicked, it deals 2 damage to another target creature.",
      { name: "Jilt", typeLine: "Instant", power: undefined, toughness: undefined },
    );
  });
});

describe("mana abilities (CR 605.1a, 605.3)", () => {
  it("refuses a mana ability with instructions the engine can't carry out without the stack", () => {
    refused("{1}, {T}, Sacrifice Horror: Add one mana of any color. Draw a card.", {
      typeLine: "Artifact",
      power: undefined,
      toughness: undefined,
    });
    refused("{T}: Add {W} or {U}. Put a depletion counter on Horror.", {
      typeLine: "Land",
      power: undefined,
      toughness: undefined,
    });
  });
});

describe("beginnings of steps and phases (CR 503.1, 505.1, 507.1, 513.1)", () => {
  it("reads every player's steps and your precombat main phase", () => {
    const events = (text: string) => compiled("Horror", text).map((a) => a.kind === "triggered" && a.event);
    expect(events("At the beginning of each player's upkeep, Horror deals 1 damage to each creature.")).toEqual([
      { kind: "beginningOfStep", step: "upkeep", yours: false },
    ]);
    expect(events("At the beginning of each player's end step, you gain 1 life.")).toEqual([
      { kind: "beginningOfStep", step: "end", yours: false },
    ]);
    expect(events("At the beginning of your precombat main phase, you gain 1 life.")).toEqual([
      { kind: "beginningOfStep", step: "main1", yours: true },
    ]);
    expect(events("At the beginning of each combat, you gain 1 life.")).toEqual([
      { kind: "beginningOfStep", step: "beginning_of_combat", yours: false },
    ]);
  });

  it("refuses 'that player' under them: the active player isn't a reference", () => {
    refused("At the beginning of each player's upkeep, Horror deals 1 damage to that player.");
  });
});

describe("Spirit or Arcane spells (CR 205.3k)", () => {
  it("reads a cast trigger on a creature type or a spell type", () => {
    const [a] = compiled("Kami", "Whenever you cast a Spirit or Arcane spell, Kami gets +1/+1 until end of turn.");
    expect(a).toMatchObject({ event: { kind: "cast", filter: { subtypes: ["Spirit", "Arcane"] } } });
  });

  it("refuses 'it deals' in a trigger about another object: 'it' may be that object", () => {
    refused("Whenever a creature enters the battlefield under your control, it deals 1 damage to any target.");
  });
});
