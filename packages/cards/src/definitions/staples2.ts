/**
 * Staples, second wave of the `catalog coverage` work list: cards whose every word the engine
 * implements. Oracle text is the catalog's, with "enters the battlefield" written as "enters".
 */
import type { CardDefinition } from "@fishbowl/engine";
import { activated, card, creatureToken, equip, fx, mod, outlast, ref, spell, staticAttached, staticFor, target, triggered, untilEndOfTurn, whenEnters } from "./builders.js";

const basicLand = { types: ["Land"], supertypes: ["Basic"] };

/** Second-wave staples definitions. */
export const staples2Cards: CardDefinition[] = [
  // ---------------------------------------------------------------- lands

  // ---------------------------------------------------------------- artifacts
  card({
    name: "Pendulum of Patterns", manaCost: "{2}", types: ["Artifact"],
    // the Oracle text's own misprint of the name is kept as the catalog has it
    oracleText: "When Pendulum of Patterns enters, you gain 3 life.\n{5}, {T}, Sacrifice Pendulum of Patters: Draw a card.",
    abilities: [
      whenEnters("When Pendulum of Patterns enters, you gain 3 life.", [], fx.gainLife(3)),
      activated("{5}, {T}, Sacrifice Pendulum of Patters: Draw a card.", { mana: "{5}", tap: true, sacrificeSelf: true }, [], [fx.draw(1)]),
    ],
  }),
  card({
    name: "Armored Ascension", manaCost: "{3}{W}", types: ["Enchantment"], subtypes: ["Aura"], enchant: { types: ["Creature"] },
    oracleText: "Enchant creature\nEnchanted creature gets +1/+1 for each Plains you control and has flying.",
    abilities: [staticAttached("Enchanted creature gets +1/+1 for each Plains you control and has flying.",
      mod.ptPer(1, 1, { types: ["Land"], subtypes: ["Plains"], controller: "you" }), mod.keywords("Flying"))],
  }),
  card({
    name: "Whispersilk Cloak", manaCost: "{3}", types: ["Artifact"], subtypes: ["Equipment"],
    oracleText: "Equipped creature can't be blocked and has shroud. (It can't be the target of spells or abilities.)\nEquip {2}",
    abilities: [staticAttached("Equipped creature can't be blocked and has shroud.", mod.cantBeBlocked(), mod.keywords("Shroud")), equip("{2}")],
  }),

  // ---------------------------------------------------------------- creatures
  card({
    name: "Civic Wayfinder", manaCost: "{2}{G}", types: ["Creature"], subtypes: ["Elf", "Warrior", "Druid"], power: 2, toughness: 2,
    oracleText: "When Civic Wayfinder enters, you may search your library for a basic land card, reveal it, and put it into your hand. If you do, shuffle your library.",
    abilities: [
      whenEnters("When Civic Wayfinder enters, you may search your library for a basic land card, reveal it, and put it into your hand. If you do, shuffle your library.", [],
        fx.may("Search your library for a basic land card?", fx.search(basicLand, "hand", false), fx.shuffle())),
    ],
  }),
  card({
    name: "Rubblebelt Raiders", manaCost: "{1}{R/G}{R/G}{R/G}", types: ["Creature"], subtypes: ["Human", "Warrior"], power: 3, toughness: 3,
    oracleText: "Whenever Rubblebelt Raiders attacks, put a +1/+1 counter on it for each attacking creature you control.",
    abilities: [
      triggered("Whenever Rubblebelt Raiders attacks, put a +1/+1 counter on it for each attacking creature you control.", { kind: "attacksSelf" }, [],
        [fx.counters(ref.self(), "+1/+1", { kind: "count", filter: { types: ["Creature"], controller: "you", combat: "attacking" } })]),
    ],
  }),
  card({
    name: "Ghor-Clan Rampager", manaCost: "{2}{R}{G}", types: ["Creature"], subtypes: ["Beast"], power: 4, toughness: 4, keywords: ["Trample"],
    oracleText: "Trample\nBloodrush — {R}{G}, Discard Ghor-Clan Rampager: Target attacking creature gets +4/+4 and gains trample until end of turn.",
    abilities: [
      // Bloodrush is an ability word (CR 207.2c): an activated ability whose cost discards the card, so it works from the hand (113.6m).
      activated("Bloodrush — {R}{G}, Discard Ghor-Clan Rampager: Target attacking creature gets +4/+4 and gains trample until end of turn.",
        { mana: "{R}{G}", discardSelf: true }, [target.of("target attacking creature", { types: ["Creature"], combat: "attacking" })],
        [fx.modify(ref.target(0), untilEndOfTurn, mod.pt(4, 4), mod.keywords("Trample"))]),
    ],
  }),
  card({
    name: "Cephalid Looter", manaCost: "{2}{U}", types: ["Creature"], subtypes: ["Cephalid", "Rogue"], power: 2, toughness: 1,
    oracleText: "{T}: Target player draws a card, then discards a card.",
    abilities: [activated("{T}: Target player draws a card, then discards a card.", { tap: true }, [target.player()], [fx.draw(1, ref.target(0)), fx.discard(1)])],
  }),
  card({
    name: "Abzan Falconer", manaCost: "{2}{W}", types: ["Creature"], subtypes: ["Human", "Soldier"], power: 2, toughness: 3,
    oracleText: "Outlast {W} ({W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)\nEach creature you control with a +1/+1 counter on it has flying.",
    abilities: [outlast("{W}"), staticFor("Each creature you control with a +1/+1 counter on it has flying.", { types: ["Creature"], controller: "you", counter: "+1/+1" }, mod.keywords("Flying"))],
  }),
  card({
    name: "Ainok Bond-Kin", manaCost: "{1}{W}", types: ["Creature"], subtypes: ["Hound", "Soldier"], power: 2, toughness: 1,
    oracleText: "Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)\nEach creature you control with a +1/+1 counter on it has first strike.",
    abilities: [outlast("{1}{W}"), staticFor("Each creature you control with a +1/+1 counter on it has first strike.", { types: ["Creature"], controller: "you", counter: "+1/+1" }, mod.keywords("First strike"))],
  }),
  card({
    name: "Goblin Arsonist", manaCost: "{R}", types: ["Creature"], subtypes: ["Goblin", "Shaman"], power: 1, toughness: 1,
    oracleText: "When Goblin Arsonist dies, you may have it deal 1 damage to any target.",
    // "you may … any target": choosing no target declines (min 0), as for Gravedigger
    abilities: [triggered("When Goblin Arsonist dies, you may have it deal 1 damage to any target.", { kind: "selfToGraveyardFromBattlefield" },
      [{ ...target.any(), min: 0 }], [fx.damage(1)])],
  }),
  card({
    name: "Thundersong Trumpeter", manaCost: "{R}{W}", types: ["Creature"], subtypes: ["Human", "Soldier"], power: 2, toughness: 1,
    oracleText: "{T}: Target creature can't attack or block this turn.",
    abilities: [activated("{T}: Target creature can't attack or block this turn.", { tap: true }, [target.creature()],
      [fx.modify(ref.target(0), untilEndOfTurn, mod.cantAttack(), mod.cantBlock())])],
  }),
  card({
    name: "Slaughterhorn", manaCost: "{2}{G}", types: ["Creature"], subtypes: ["Beast"], power: 3, toughness: 2,
    oracleText: "Bloodrush — {G}, Discard Slaughterhorn: Target attacking creature gets +3/+2 until end of turn.",
    abilities: [activated("Bloodrush — {G}, Discard Slaughterhorn: Target attacking creature gets +3/+2 until end of turn.", { mana: "{G}", discardSelf: true },
      [target.of("target attacking creature", { types: ["Creature"], combat: "attacking" })], [fx.pump(ref.target(0), 3, 2)])],
  }),
  // ---------------------------------------------------------------- instants and sorceries
  card({
    name: "Gather the Townsfolk", manaCost: "{1}{W}", types: ["Sorcery"],
    oracleText: "Create two 1/1 white Human creature tokens.\nFateful hour — If you have 5 or less life, create five of those tokens instead.",
    // Fateful hour is an ability word (CR 207.2c); "instead" replaces the two tokens with five.
    spell: spell("Create two 1/1 white Human creature tokens. Fateful hour — If you have 5 or less life, create five of those tokens instead.", [],
      fx.when({ kind: "not", condition: { kind: "lifeAtMost", amount: 5 } }, fx.tokens(2, creatureToken(1, 1, ["W"], ["Human"]))),
      fx.when({ kind: "lifeAtMost", amount: 5 }, fx.tokens(5, creatureToken(1, 1, ["W"], ["Human"])))),
  }),
  card({
    name: "Fireball", manaCost: "{X}{R}", types: ["Sorcery"], strive: "{1}",
    oracleText: "Fireball deals X damage divided evenly, rounded down, among any number of targets.\nFireball costs {1} more to cast for each target beyond the first.",
    // "any number of targets": at least one is asked for here (a division among no targets would deal nothing)
    spell: spell("Fireball deals X damage divided evenly, rounded down, among any number of targets.",
      [{ text: "any number of targets", objects: { types: ["Creature", "Planeswalker", "Battle"] }, players: true, min: 1, max: 99 }],
      fx.damage({ kind: "x", dividedAmongTargets: true }, ref.target())),
  }),
  card({
    name: "Path to Exile", manaCost: "{W}", types: ["Instant"],
    oracleText: "Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle their library.",
    // "its controller": the exiled creature's controller as it last existed on the battlefield (CR 608.2h)
    spell: spell("Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle their library.",
      [target.creature()], fx.exile(ref.target(0)),
      fx.mayBy(ref.controllerOf(ref.target(0)), "Search your library for a basic land card?",
        fx.search(basicLand, "battlefield", true, ref.controllerOf(ref.target(0))), fx.shuffle(ref.controllerOf(ref.target(0))))),
  }),
  card({
    name: "Duress", manaCost: "{B}", types: ["Sorcery"],
    oracleText: "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.",
    spell: spell("Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.", [target.opponent()],
      fx.discardYouChoose({ notTypes: ["Creature", "Land"] })),
  }),
  card({
    name: "Ghostfire", manaCost: "{2}{R}", types: ["Instant"], colors: [],
    oracleText: "Ghostfire is colorless.\nGhostfire deals 3 damage to any target.",
    spell: spell("Ghostfire deals 3 damage to any target.", [target.any()], fx.damage(3)),
  }),
  card({
    name: "Churning Eddy", manaCost: "{3}{U}", types: ["Sorcery"], oracleText: "Return target creature and target land to their owners' hands.",
    spell: spell("Return target creature and target land to their owners' hands.", [target.creature(), target.of("target land", { types: ["Land"] })],
      fx.returnToHand(ref.target(0)), fx.returnToHand(ref.target(1))),
  }),
  card({
    name: "Ground Assault", manaCost: "{R}{G}", types: ["Sorcery"],
    oracleText: "Ground Assault deals damage to target creature equal to the number of lands you control.",
    spell: spell("Ground Assault deals damage to target creature equal to the number of lands you control.", [target.creature()],
      fx.damage({ kind: "count", filter: { types: ["Land"], controller: "you" } })),
  }),
  card({
    name: "Confiscate", manaCost: "{4}{U}{U}", types: ["Enchantment"], subtypes: ["Aura"], enchant: {},
    oracleText: "Enchant permanent (Target a permanent as you cast this. This card enters attached to that permanent.)\nYou control enchanted permanent.",
    abilities: [staticAttached("You control enchanted permanent.", mod.control())],
  }),
  card({
    name: "Titanic Ultimatum", manaCost: "{R}{R}{G}{G}{G}{W}{W}", types: ["Sorcery"],
    oracleText: "Until end of turn, creatures you control get +5/+5 and gain first strike, trample, and lifelink.",
    spell: spell("Until end of turn, creatures you control get +5/+5 and gain first strike, trample, and lifelink.", [],
      fx.modify(ref.all({ types: ["Creature"], controller: "you" }), untilEndOfTurn, mod.pt(5, 5), mod.keywords("First strike", "Trample", "Lifelink"))),
  }),
  card({
    name: "Corrupt", manaCost: "{5}{B}", types: ["Sorcery"],
    oracleText: "Corrupt deals damage to any target equal to the number of Swamps you control. You gain life equal to the damage dealt this way.",
    // nothing in the engine prevents damage, so the damage dealt is the amount counted
    spell: spell("Corrupt deals damage to any target equal to the number of Swamps you control. You gain life equal to the damage dealt this way.", [target.any()],
      fx.damage({ kind: "count", filter: { types: ["Land"], subtypes: ["Swamp"], controller: "you" } }),
      fx.gainLife({ kind: "count", filter: { types: ["Land"], subtypes: ["Swamp"], controller: "you" } })),
  }),
  card({
    name: "Niveous Wisps", manaCost: "{W}", types: ["Instant"], oracleText: "Target creature becomes white until end of turn. Tap that creature.\nDraw a card.",
    spell: spell("Target creature becomes white until end of turn. Tap that creature. Draw a card.", [target.creature()],
      fx.modify(ref.target(0), untilEndOfTurn, mod.colors("W")), fx.tap(ref.target(0)), fx.draw(1)),
  }),
];
