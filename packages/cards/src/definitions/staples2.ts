/**
 * Staples, second wave of the `catalog coverage` work list: cards whose every word the engine
 * implements. Oracle text is the catalog's, with "enters the battlefield" written as "enters".
 */
import type { CardDefinition } from "@fishbowl/engine";
import { activated, basicLandcycling, bloodthirst, card, chooseOne, creatureToken, cycling, entersWith, equip, fx, mod, outlast, ref, spell, staticAttached, staticFor, tapForMana, tapForManaAll, target, triggered, untilEndOfTurn, whenEnters } from "./builders.js";

const basicLand = { types: ["Land"], supertypes: ["Basic"] };

/** Second-wave staples definitions. */
export const staples2Cards: CardDefinition[] = [
  // ---------------------------------------------------------------- lands
  // the Ravnica karoos: a land you control goes back as this one enters (a choice, not a target: CR 608.2d)
  ...([["Golgari Rot Farm", "B", "G"], ["Azorius Chancery", "W", "U"], ["Orzhov Basilica", "W", "B"], ["Rakdos Carnarium", "B", "R"],
    ["Boros Garrison", "R", "W"], ["Dimir Aqueduct", "U", "B"], ["Gruul Turf", "R", "G"], ["Izzet Boilerworks", "U", "R"], ["Selesnya Sanctuary", "G", "W"],
    ["Simic Growth Chamber", "G", "U"]] as const).map(([name, a, b]) => card({
    name, manaCost: null, types: ["Land"],
    oracleText: `${name} enters tapped.\nWhen ${name} enters, return a land you control to its owner's hand.\n{T}: Add {${a}}{${b}}.`,
    abilities: [
      entersWith(`${name} enters tapped.`, { kind: "entersTapped" }),
      whenEnters(`When ${name} enters, return a land you control to its owner's hand.`, [],
        fx.choose("a land you control to return to its owner's hand", { types: ["Land"], controller: "you" }), fx.returnToHand(ref.last())),
      tapForManaAll(a, b),
    ],
  })),

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
    name: "Wanderer's Twig", manaCost: "{1}", types: ["Artifact"],
    oracleText: "{1}, Sacrifice Wanderer's Twig: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
    abilities: [
      activated("{1}, Sacrifice Wanderer's Twig: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.", { mana: "{1}", sacrificeSelf: true }, [],
        [fx.search(basicLand, "hand", false), fx.shuffle()]),
    ],
  }),
  card({
    name: "Aether Spellbomb", manaCost: "{1}", types: ["Artifact"],
    oracleText: "{U}, Sacrifice Aether Spellbomb: Return target creature to its owner's hand.\n{1}, Sacrifice Aether Spellbomb: Draw a card.",
    abilities: [
      activated("{U}, Sacrifice Aether Spellbomb: Return target creature to its owner's hand.", { mana: "{U}", sacrificeSelf: true }, [target.creature()], [fx.returnToHand(ref.target(0))]),
      activated("{1}, Sacrifice Aether Spellbomb: Draw a card.", { mana: "{1}", sacrificeSelf: true }, [], [fx.draw(1)]),
    ],
  }),

  card({
    name: "Bottle Gnomes", manaCost: "{3}", types: ["Artifact", "Creature"], subtypes: ["Gnome"], power: 1, toughness: 3,
    oracleText: "Sacrifice Bottle Gnomes: You gain 3 life.",
    abilities: [activated("Sacrifice Bottle Gnomes: You gain 3 life.", { sacrificeSelf: true }, [], [fx.gainLife(3)])],
  }),
  card({
    name: "Viridian Claw", manaCost: "{2}", types: ["Artifact"], subtypes: ["Equipment"],
    oracleText: "Equipped creature gets +1/+0 and has first strike.\nEquip {1}",
    abilities: [staticAttached("Equipped creature gets +1/+0 and has first strike.", mod.pt(1, 0), mod.keywords("First strike")), equip("{1}")],
  }),
  card({
    name: "Warlord's Axe", manaCost: "{3}", types: ["Artifact"], subtypes: ["Equipment"],
    oracleText: "Equipped creature gets +3/+1.\nEquip {4} ({4}: Attach to target creature you control. Equip only as a sorcery.)",
    abilities: [staticAttached("Equipped creature gets +3/+1.", mod.pt(3, 1)), equip("{4}")],
  }),
  card({
    name: "Unholy Strength", manaCost: "{B}", types: ["Enchantment"], subtypes: ["Aura"], enchant: { types: ["Creature"] },
    oracleText: "Enchant creature\nEnchanted creature gets +2/+1.", abilities: [staticAttached("Enchanted creature gets +2/+1.", mod.pt(2, 1))],
  }),
  card({
    name: "Debilitating Injury", manaCost: "{1}{B}", types: ["Enchantment"], subtypes: ["Aura"], enchant: { types: ["Creature"] },
    oracleText: "Enchant creature\nEnchanted creature gets -2/-2.", abilities: [staticAttached("Enchanted creature gets -2/-2.", mod.pt(-2, -2))],
  }),
  card({
    name: "Serra's Embrace", manaCost: "{2}{W}{W}", types: ["Enchantment"], subtypes: ["Aura"], enchant: { types: ["Creature"] },
    oracleText: "Enchant creature\nEnchanted creature gets +2/+2 and has flying and vigilance.",
    abilities: [staticAttached("Enchanted creature gets +2/+2 and has flying and vigilance.", mod.pt(2, 2), mod.keywords("Flying", "Vigilance"))],
  }),
  card({
    name: "Sicken", manaCost: "{B}", types: ["Enchantment"], subtypes: ["Aura"], enchant: { types: ["Creature"] },
    oracleText: "Enchant creature\nEnchanted creature gets -1/-1.\nCycling {2} ({2}, Discard this card: Draw a card.)",
    abilities: [staticAttached("Enchanted creature gets -1/-1.", mod.pt(-1, -1)), cycling("{2}")],
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
    name: "Elvish Mystic", manaCost: "{G}", types: ["Creature"], subtypes: ["Elf", "Druid"], power: 1, toughness: 1,
    oracleText: "{T}: Add {G}.", abilities: [tapForMana("G")],
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
    name: "Duskhunter Bat", manaCost: "{1}{B}", types: ["Creature"], subtypes: ["Bat"], power: 1, toughness: 1, keywords: ["Flying"],
    oracleText: "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters with a +1/+1 counter on it.)\nFlying",
    abilities: [bloodthirst(1)],
  }),
  card({
    name: "Flamekin Brawler", manaCost: "{R}", types: ["Creature"], subtypes: ["Elemental", "Warrior"], power: 0, toughness: 2,
    oracleText: "{R}: Flamekin Brawler gets +1/+0 until end of turn.",
    abilities: [activated("{R}: Flamekin Brawler gets +1/+0 until end of turn.", { mana: "{R}" }, [], [fx.pump(ref.self(), 1, 0)])],
  }),
  card({
    name: "Cephalid Looter", manaCost: "{2}{U}", types: ["Creature"], subtypes: ["Cephalid", "Rogue"], power: 2, toughness: 1,
    oracleText: "{T}: Target player draws a card, then discards a card.",
    abilities: [activated("{T}: Target player draws a card, then discards a card.", { tap: true }, [target.player()], [fx.draw(1, ref.target(0)), fx.discard(1)])],
  }),
  // outlast (CR 702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
  card({
    name: "Disowned Ancestor", manaCost: "{B}", types: ["Creature"], subtypes: ["Spirit", "Warrior"], power: 0, toughness: 4,
    oracleText: "Outlast {1}{B} ({1}{B}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)",
    abilities: [outlast("{1}{B}")],
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
    name: "Golden Hind", manaCost: "{1}{G}", types: ["Creature"], subtypes: ["Elk"], power: 2, toughness: 1, oracleText: "{T}: Add {G}.", abilities: [tapForMana("G")],
  }),
  card({
    name: "Iron Myr", manaCost: "{2}", types: ["Artifact", "Creature"], subtypes: ["Myr"], power: 1, toughness: 1, oracleText: "{T}: Add {R}.", abilities: [tapForMana("R")],
  }),
  card({
    name: "Goldmeadow Harrier", manaCost: "{W}", types: ["Creature"], subtypes: ["Kithkin", "Soldier"], power: 1, toughness: 1,
    oracleText: "{W}, {T}: Tap target creature.",
    abilities: [activated("{W}, {T}: Tap target creature.", { mana: "{W}", tap: true }, [target.creature()], [fx.tap(ref.target(0))])],
  }),
  card({
    name: "Gorehorn Minotaurs", manaCost: "{2}{R}{R}", types: ["Creature"], subtypes: ["Minotaur", "Warrior"], power: 3, toughness: 3,
    oracleText: "Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters with two +1/+1 counters on it.)",
    abilities: [bloodthirst(2)],
  }),
  card({
    name: "Infectious Host", manaCost: "{2}{B}", types: ["Creature"], subtypes: ["Zombie"], power: 1, toughness: 1,
    oracleText: "When Infectious Host dies, target player loses 2 life.",
    abilities: [triggered("When Infectious Host dies, target player loses 2 life.", { kind: "selfToGraveyardFromBattlefield" }, [target.player()], [fx.loseLife(2, ref.target(0))])],
  }),
  card({
    name: "Bloodrage Vampire", manaCost: "{2}{B}", types: ["Creature"], subtypes: ["Vampire"], power: 3, toughness: 1,
    oracleText: "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters with a +1/+1 counter on it.)", abilities: [bloodthirst(1)],
  }),
  card({
    name: "Vampire Outcasts", manaCost: "{2}{B}{B}", types: ["Creature"], subtypes: ["Vampire"], power: 2, toughness: 2, keywords: ["Lifelink"],
    oracleText: "Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters with two +1/+1 counters on it.)\nLifelink", abilities: [bloodthirst(2)],
  }),
  card({
    name: "Merfolk Looter", manaCost: "{1}{U}", types: ["Creature"], subtypes: ["Merfolk", "Rogue"], power: 1, toughness: 1,
    oracleText: "{T}: Draw a card, then discard a card.",
    abilities: [activated("{T}: Draw a card, then discard a card.", { tap: true }, [], [fx.draw(1), fx.discard(1, ref.you())])],
  }),
  card({
    name: "Mausoleum Guard", manaCost: "{3}{W}", types: ["Creature"], subtypes: ["Human", "Scout"], power: 2, toughness: 2,
    oracleText: "When Mausoleum Guard dies, create two 1/1 white Spirit creature tokens with flying.",
    abilities: [triggered("When Mausoleum Guard dies, create two 1/1 white Spirit creature tokens with flying.", { kind: "selfToGraveyardFromBattlefield" }, [],
      [fx.tokens(2, creatureToken(1, 1, ["W"], ["Spirit"], ["Flying"]))])],
  }),
  card({
    name: "Serpent Warrior", manaCost: "{2}{B}", types: ["Creature"], subtypes: ["Snake", "Warrior"], power: 3, toughness: 3,
    oracleText: "When Serpent Warrior enters, you lose 3 life.", abilities: [whenEnters("When Serpent Warrior enters, you lose 3 life.", [], fx.loseLife(3))],
  }),
  card({
    name: "Darkslick Drake", manaCost: "{2}{U}{U}", types: ["Creature"], subtypes: ["Drake"], power: 2, toughness: 4, keywords: ["Flying"],
    oracleText: "Flying\nWhen Darkslick Drake dies, draw a card.",
    abilities: [triggered("When Darkslick Drake dies, draw a card.", { kind: "selfToGraveyardFromBattlefield" }, [], [fx.draw(1)])],
  }),
  card({
    name: "Henge Guardian", manaCost: "{5}", types: ["Artifact", "Creature"], subtypes: ["Dragon", "Wurm"], power: 3, toughness: 4,
    oracleText: "{2}: Henge Guardian gains trample until end of turn.",
    abilities: [activated("{2}: Henge Guardian gains trample until end of turn.", { mana: "{2}" }, [], [fx.gainKeywords(ref.self(), untilEndOfTurn, "Trample")])],
  }),
  card({
    name: "Goblin Arsonist", manaCost: "{R}", types: ["Creature"], subtypes: ["Goblin", "Shaman"], power: 1, toughness: 1,
    oracleText: "When Goblin Arsonist dies, you may have it deal 1 damage to any target.",
    // "you may … any target": choosing no target declines (min 0), as for Gravedigger
    abilities: [triggered("When Goblin Arsonist dies, you may have it deal 1 damage to any target.", { kind: "selfToGraveyardFromBattlefield" },
      [{ ...target.any(), min: 0 }], [fx.damage(1)])],
  }),
  card({
    name: "Archaeomancer", manaCost: "{2}{U}{U}", types: ["Creature"], subtypes: ["Human", "Wizard"], power: 1, toughness: 2,
    oracleText: "When Archaeomancer enters, return target instant or sorcery card from your graveyard to your hand.",
    abilities: [whenEnters("When Archaeomancer enters, return target instant or sorcery card from your graveyard to your hand.",
      [target.of("target instant or sorcery card from your graveyard", { types: ["Instant", "Sorcery"], zone: "graveyard", controller: "you" })], fx.returnToHand(ref.target(0)))],
  }),
  card({
    name: "Flame-Kin Zealot", manaCost: "{1}{R}{R}{W}", types: ["Creature"], subtypes: ["Elemental", "Berserker"], power: 2, toughness: 2,
    oracleText: "When Flame-Kin Zealot enters, creatures you control get +1/+1 and gain haste until end of turn.",
    abilities: [whenEnters("When Flame-Kin Zealot enters, creatures you control get +1/+1 and gain haste until end of turn.", [],
      fx.modify(ref.all({ types: ["Creature"], controller: "you" }), untilEndOfTurn, mod.pt(1, 1), mod.keywords("Haste")))],
  }),
  card({
    name: "Qasali Pridemage", manaCost: "{G}{W}", types: ["Creature"], subtypes: ["Cat", "Wizard"], power: 2, toughness: 2, keywords: ["Exalted"],
    oracleText: "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)\n{1}, Sacrifice Qasali Pridemage: Destroy target artifact or enchantment.",
    abilities: [activated("{1}, Sacrifice Qasali Pridemage: Destroy target artifact or enchantment.", { mana: "{1}", sacrificeSelf: true },
      [target.of("target artifact or enchantment", { types: ["Artifact", "Enchantment"] })], [fx.destroy()])],
  }),
  card({ name: "Vine Trellis", manaCost: "{1}{G}", types: ["Creature"], subtypes: ["Plant", "Wall"], power: 0, toughness: 4, keywords: ["Defender"], oracleText: "Defender\n{T}: Add {G}.", abilities: [tapForMana("G")] }),
  card({ name: "Orochi Sustainer", manaCost: "{1}{G}", types: ["Creature"], subtypes: ["Snake", "Shaman"], power: 1, toughness: 2, oracleText: "{T}: Add {G}.", abilities: [tapForMana("G")] }),
  card({ name: "Copper Myr", manaCost: "{2}", types: ["Artifact", "Creature"], subtypes: ["Myr"], power: 1, toughness: 1, oracleText: "{T}: Add {G}.", abilities: [tapForMana("G")] }),
  card({ name: "Gold Myr", manaCost: "{2}", types: ["Artifact", "Creature"], subtypes: ["Myr"], power: 1, toughness: 1, oracleText: "{T}: Add {W}.", abilities: [tapForMana("W")] }),
  card({ name: "Wirewood Elf", manaCost: "{1}{G}", types: ["Creature"], subtypes: ["Elf", "Druid"], power: 1, toughness: 2, oracleText: "{T}: Add {G}.", abilities: [tapForMana("G")] }),
  card({ name: "Kozilek's Channeler", manaCost: "{5}", types: ["Creature"], subtypes: ["Eldrazi"], power: 4, toughness: 4, oracleText: "{T}: Add {C}{C}.", abilities: [tapForManaAll("C", "C")] }),
  card({
    name: "Kingfisher", manaCost: "{3}{U}", types: ["Creature"], subtypes: ["Bird"], power: 2, toughness: 2, keywords: ["Flying"],
    oracleText: "Flying\nWhen Kingfisher dies, draw a card.",
    abilities: [triggered("When Kingfisher dies, draw a card.", { kind: "selfToGraveyardFromBattlefield" }, [], [fx.draw(1)])],
  }),
  card({
    name: "Cathedral Sanctifier", manaCost: "{W}", types: ["Creature"], subtypes: ["Human", "Cleric"], power: 1, toughness: 1,
    oracleText: "When Cathedral Sanctifier enters, you gain 3 life.", abilities: [whenEnters("When Cathedral Sanctifier enters, you gain 3 life.", [], fx.gainLife(3))],
  }),
  card({
    name: "Emancipation Angel", manaCost: "{1}{W}{W}", types: ["Creature"], subtypes: ["Angel"], power: 3, toughness: 3, keywords: ["Flying"],
    oracleText: "Flying\nWhen Emancipation Angel enters, return a permanent you control to its owner's hand.",
    abilities: [whenEnters("When Emancipation Angel enters, return a permanent you control to its owner's hand.", [],
      fx.choose("a permanent you control to return to its owner's hand", { controller: "you" }), fx.returnToHand(ref.last()))],
  }),
  card({
    name: "Mudbutton Torchrunner", manaCost: "{2}{R}", types: ["Creature"], subtypes: ["Goblin", "Warrior"], power: 1, toughness: 1,
    oracleText: "When Mudbutton Torchrunner dies, it deals 3 damage to any target.",
    abilities: [triggered("When Mudbutton Torchrunner dies, it deals 3 damage to any target.", { kind: "selfToGraveyardFromBattlefield" }, [target.any()], [fx.damage(3)])],
  }),
  card({
    name: "Crossbow Infantry", manaCost: "{1}{W}", types: ["Creature"], subtypes: ["Human", "Soldier", "Archer"], power: 1, toughness: 1,
    oracleText: "{T}: Crossbow Infantry deals 1 damage to target attacking or blocking creature.",
    abilities: [activated("{T}: Crossbow Infantry deals 1 damage to target attacking or blocking creature.", { tap: true },
      [target.of("target attacking or blocking creature", { types: ["Creature"], combat: "either" })], [fx.damage(1)])],
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
  card({
    name: "Arbor Elf", manaCost: "{G}", types: ["Creature"], subtypes: ["Elf", "Druid"], power: 1, toughness: 1,
    oracleText: "{T}: Untap target Forest.",
    abilities: [activated("{T}: Untap target Forest.", { tap: true }, [target.of("target Forest", { types: ["Land"], subtypes: ["Forest"] })], [fx.untap(ref.target(0))])],
  }),
  card({
    name: "Plated Sliver", manaCost: "{W}", types: ["Creature"], subtypes: ["Sliver"], power: 1, toughness: 1, oracleText: "All Sliver creatures get +0/+1.",
    abilities: [staticFor("All Sliver creatures get +0/+1.", { types: ["Creature"], subtypes: ["Sliver"] }, mod.pt(0, 1))],
  }),
  card({
    name: "Muscle Sliver", manaCost: "{1}{G}", types: ["Creature"], subtypes: ["Sliver"], power: 1, toughness: 1, oracleText: "All Sliver creatures get +1/+1.",
    abilities: [staticFor("All Sliver creatures get +1/+1.", { types: ["Creature"], subtypes: ["Sliver"] }, mod.pt(1, 1))],
  }),
  card({
    name: "Tattered Mummy", manaCost: "{1}{B}", types: ["Creature"], subtypes: ["Zombie", "Jackal"], power: 1, toughness: 2,
    oracleText: "When Tattered Mummy dies, each opponent loses 2 life.",
    abilities: [triggered("When Tattered Mummy dies, each opponent loses 2 life.", { kind: "selfToGraveyardFromBattlefield" }, [], [fx.loseLife(2, ref.opponents())])],
  }),
  card({
    name: "Ravenous Rats", manaCost: "{1}{B}", types: ["Creature"], subtypes: ["Rat"], power: 1, toughness: 1,
    oracleText: "When Ravenous Rats enters, target opponent discards a card.",
    abilities: [whenEnters("When Ravenous Rats enters, target opponent discards a card.", [target.opponent()], fx.discard(1))],
  }),
  card({
    name: "Kor Skyfisher", manaCost: "{1}{W}", types: ["Creature"], subtypes: ["Kor", "Soldier"], power: 2, toughness: 3, keywords: ["Flying"],
    oracleText: "Flying\nWhen Kor Skyfisher enters, return a permanent you control to its owner's hand.",
    abilities: [
      whenEnters("When Kor Skyfisher enters, return a permanent you control to its owner's hand.", [],
        fx.choose("a permanent you control to return to its owner's hand", { controller: "you" }), fx.returnToHand(ref.last())),
    ],
  }),

  // ---------------------------------------------------------------- instants and sorceries
  card({
    name: "Fiery Fall", manaCost: "{5}{R}", types: ["Instant"],
    oracleText: "Fiery Fall deals 5 damage to target creature.\nBasic landcycling {1}{R} ({1}{R}, Discard this card: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.)",
    spell: spell("Fiery Fall deals 5 damage to target creature.", [target.creature()], fx.damage(5)),
    abilities: [basicLandcycling("{1}{R}")],
  }),
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
    name: "Mind Rot", manaCost: "{2}{B}", types: ["Sorcery"], oracleText: "Target player discards two cards.",
    spell: spell("Target player discards two cards.", [target.player()], fx.discard(2)),
  }),
  card({
    name: "Diabolic Edict", manaCost: "{1}{B}", types: ["Instant"], oracleText: "Target player sacrifices a creature.",
    spell: spell("Target player sacrifices a creature.", [target.player()], ...fx.sacrificeChosen("a creature to sacrifice", { types: ["Creature"] })),
  }),
  card({
    name: "Duress", manaCost: "{B}", types: ["Sorcery"],
    oracleText: "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.",
    spell: spell("Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.", [target.opponent()],
      fx.discardYouChoose({ notTypes: ["Creature", "Land"] })),
  }),
  card({
    name: "Cruel Edict", manaCost: "{1}{B}", types: ["Sorcery"], oracleText: "Target opponent sacrifices a creature.",
    spell: spell("Target opponent sacrifices a creature.", [target.opponent()], ...fx.sacrificeChosen("a creature to sacrifice", { types: ["Creature"] })),
  }),
  card({
    name: "Counsel of the Soratami", manaCost: "{2}{U}", types: ["Sorcery"], oracleText: "Draw two cards.", spell: spell("Draw two cards.", [], fx.draw(2)),
  }),
  card({
    name: "Careful Study", manaCost: "{U}", types: ["Sorcery"], oracleText: "Draw two cards, then discard two cards.",
    spell: spell("Draw two cards, then discard two cards.", [], fx.draw(2), fx.discard(2, ref.you())),
  }),
  card({
    name: "Firebolt", manaCost: "{R}", types: ["Sorcery"], flashback: "{4}{R}",
    oracleText: "Firebolt deals 2 damage to any target.\nFlashback {4}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
    spell: spell("Firebolt deals 2 damage to any target.", [target.any()], fx.damage(2)),
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
    name: "Inspired Charge", manaCost: "{2}{W}{W}", types: ["Instant"], oracleText: "Creatures you control get +2/+1 until end of turn.",
    spell: spell("Creatures you control get +2/+1 until end of turn.", [], fx.pump(ref.all({ types: ["Creature"], controller: "you" }), 2, 1)),
  }),
  card({
    name: "Titanic Ultimatum", manaCost: "{R}{R}{G}{G}{G}{W}{W}", types: ["Sorcery"],
    oracleText: "Until end of turn, creatures you control get +5/+5 and gain first strike, trample, and lifelink.",
    spell: spell("Until end of turn, creatures you control get +5/+5 and gain first strike, trample, and lifelink.", [],
      fx.modify(ref.all({ types: ["Creature"], controller: "you" }), untilEndOfTurn, mod.pt(5, 5), mod.keywords("First strike", "Trample", "Lifelink"))),
  }),
  card({
    name: "Lingering Souls", manaCost: "{2}{W}", types: ["Sorcery"], flashback: "{1}{B}",
    oracleText: "Create two 1/1 white Spirit creature tokens with flying.\nFlashback {1}{B} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
    spell: spell("Create two 1/1 white Spirit creature tokens with flying.", [], fx.tokens(2, creatureToken(1, 1, ["W"], ["Spirit"], ["Flying"]))),
  }),
  card({
    name: "Raise Dead", manaCost: "{B}", types: ["Sorcery"], oracleText: "Return target creature card from your graveyard to your hand.",
    spell: spell("Return target creature card from your graveyard to your hand.",
      [target.of("target creature card from your graveyard", { types: ["Creature"], zone: "graveyard", controller: "you" })], fx.returnToHand(ref.target(0))),
  }),
  card({
    name: "Sylvan Bounty", manaCost: "{5}{G}", types: ["Instant"],
    oracleText: "Target player gains 8 life.\nBasic landcycling {1}{G} ({1}{G}, Discard this card: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.)",
    spell: spell("Target player gains 8 life.", [target.player()], fx.gainLife(8, ref.target(0))),
    abilities: [basicLandcycling("{1}{G}")],
  }),
  card({
    name: "Vapor Snag", manaCost: "{U}", types: ["Instant"], oracleText: "Return target creature to its owner's hand. Its controller loses 1 life.",
    spell: spell("Return target creature to its owner's hand. Its controller loses 1 life.", [target.creature()],
      fx.returnToHand(ref.target(0)), fx.loseLife(1, ref.controllerOf(ref.target(0)))),
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
    name: "Swallowing Plague", manaCost: "{X}{B}{B}", types: ["Sorcery"], subtypes: ["Arcane"],
    oracleText: "Swallowing Plague deals X damage to target creature and you gain X life.",
    spell: spell("Swallowing Plague deals X damage to target creature and you gain X life.", [target.creature()], fx.damage({ kind: "x" }), fx.gainLife({ kind: "x" })),
  }),
  card({
    name: "Treva's Charm", manaCost: "{G}{W}{U}", types: ["Instant"],
    oracleText: "Choose one —\n• Destroy target enchantment.\n• Exile target attacking creature.\n• Draw a card, then discard a card.",
    spell: chooseOne(
      { text: "Destroy target enchantment.", targets: [target.of("target enchantment", { types: ["Enchantment"] })], effects: [fx.destroy()] },
      { text: "Exile target attacking creature.", targets: [target.of("target attacking creature", { types: ["Creature"], combat: "attacking" })], effects: [fx.exile(ref.target(0))] },
      { text: "Draw a card, then discard a card.", targets: [], effects: [fx.draw(1), fx.discard(1, ref.you())] },
    ),
  }),
  card({
    name: "Flame Lash", manaCost: "{3}{R}", types: ["Instant"], oracleText: "Flame Lash deals 4 damage to any target.",
    spell: spell("Flame Lash deals 4 damage to any target.", [target.any()], fx.damage(4)),
  }),
  card({
    name: "Master's Call", manaCost: "{2}{W}", types: ["Instant"], oracleText: "Create two 1/1 colorless Myr artifact creature tokens.",
    spell: spell("Create two 1/1 colorless Myr artifact creature tokens.", [], fx.tokens(2, { colors: [], types: ["Artifact", "Creature"], subtypes: ["Myr"], power: 1, toughness: 1 })),
  }),
  card({
    name: "Inspiring Roar", manaCost: "{3}{W}", types: ["Sorcery"], oracleText: "Put a +1/+1 counter on each creature you control.",
    spell: spell("Put a +1/+1 counter on each creature you control.", [], fx.counters(ref.all({ types: ["Creature"], controller: "you" }), "+1/+1", 1)),
  }),
  card({
    name: "Blossoming Defense", manaCost: "{G}", types: ["Instant"], oracleText: "Target creature you control gets +2/+2 and gains hexproof until end of turn.",
    spell: spell("Target creature you control gets +2/+2 and gains hexproof until end of turn.", [target.creatureYouControl()],
      fx.modify(ref.target(0), untilEndOfTurn, mod.pt(2, 2), mod.keywords("Hexproof"))),
  }),
  card({
    name: "Niveous Wisps", manaCost: "{W}", types: ["Instant"], oracleText: "Target creature becomes white until end of turn. Tap that creature.\nDraw a card.",
    spell: spell("Target creature becomes white until end of turn. Tap that creature. Draw a card.", [target.creature()],
      fx.modify(ref.target(0), untilEndOfTurn, mod.colors("W")), fx.tap(ref.target(0)), fx.draw(1)),
  }),
  card({
    name: "Rain of Tears", manaCost: "{1}{B}{B}", types: ["Sorcery"], oracleText: "Destroy target land.",
    spell: spell("Destroy target land.", [target.of("target land", { types: ["Land"] })], fx.destroy()),
  }),
  card({
    // printed "Tribal", renamed Kindred by errata (CR 308.3)
    name: "Tarfire", manaCost: "{R}", types: ["Kindred", "Instant"], subtypes: ["Goblin"], oracleText: "Tarfire deals 2 damage to any target.",
    spell: spell("Tarfire deals 2 damage to any target.", [target.any()], fx.damage(2)),
  }),
  card({
    name: "Stone Rain", manaCost: "{2}{R}", types: ["Sorcery"], oracleText: "Destroy target land.",
    spell: spell("Destroy target land.", [target.of("target land", { types: ["Land"] })], fx.destroy()),
  }),
];
