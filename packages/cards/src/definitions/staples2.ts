/**
 * Staples, second wave of the `catalog coverage` work list: cards whose every word the engine
 * implements. Oracle text is the catalog's, with "enters the battlefield" written as "enters".
 */
import type { CardDefinition } from "@fishbowl/engine";
import { activated, basicLandcycling, card, cycling, entersWith, fx, mod, ref, spell, tapForMana, tapForManaAll, target, untilEndOfTurn, whenEnters } from "./builders.js";

/** Second-wave staples definitions. */
export const staples2Cards: CardDefinition[] = [
  // ---------------------------------------------------------------- lands
  card({
    name: "Azorius Guildgate", manaCost: null, types: ["Land"], subtypes: ["Gate"],
    oracleText: "Azorius Guildgate enters tapped.\n{T}: Add {W} or {U}.",
    abilities: [entersWith("Azorius Guildgate enters tapped.", { kind: "entersTapped" }), tapForMana("W", "U")],
  }),
  card({
    name: "Foul Orchard", manaCost: null, types: ["Land"],
    oracleText: "Foul Orchard enters tapped.\n{T}: Add {B} or {G}.",
    abilities: [entersWith("Foul Orchard enters tapped.", { kind: "entersTapped" }), tapForMana("B", "G")],
  }),
  // the Urza's Saga cycling lands (CR 702.29a)
  ...([["Drifting Meadow", "W", "{2}"], ["Polluted Mire", "B", "{2}"], ["Secluded Steppe", "W", "{W}"]] as const).map(([name, color, cost]) => card({
    name, manaCost: null, types: ["Land"],
    oracleText: `${name} enters tapped.\n{T}: Add {${color}}.\nCycling ${cost} (${cost}, Discard this card: Draw a card.)`,
    abilities: [entersWith(`${name} enters tapped.`, { kind: "entersTapped" }), tapForMana(color), cycling(cost)],
  })),
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
  card({
    name: "Vault of Whispers", manaCost: null, types: ["Artifact", "Land"], oracleText: "{T}: Add {B}.", abilities: [tapForMana("B")],
  }),

  // ---------------------------------------------------------------- creatures
  card({
    name: "Elvish Mystic", manaCost: "{G}", types: ["Creature"], subtypes: ["Elf", "Druid"], power: 1, toughness: 1,
    oracleText: "{T}: Add {G}.", abilities: [tapForMana("G")],
  }),

  card({
    name: "Rakdos Cackler", manaCost: "{B/R}", types: ["Creature"], subtypes: ["Devil"], power: 1, toughness: 1, keywords: ["Unleash"],
    oracleText: "Unleash (You may have this creature enter with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)",
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
    name: "Stone Rain", manaCost: "{2}{R}", types: ["Sorcery"], oracleText: "Destroy target land.",
    spell: spell("Destroy target land.", [target.of("target land", { types: ["Land"] })], fx.destroy()),
  }),
];
