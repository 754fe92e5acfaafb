/**
 * Staples: the most-played cards of the sample decks (the `catalog coverage` work list)
 * whose every word the engine implements. Oracle text is the catalog's, with "enters the
 * battlefield" written as today's "enters".
 */
import type { CardDefinition } from "@fishbowl/engine";
import { activated, card, creatureToken, entersWith, fx, mod, ref, spell, staticAttached, tapForMana, target, triggered, untilEndOfTurn, whenEnters } from "./builders.js";

const basicLand = { types: ["Land"], supertypes: ["Basic"] };
const nonblackCreature = { types: ["Creature"], notColors: ["B" as const] };

/** Staples definitions. */
export const staplesCards: CardDefinition[] = [
  // ---------------------------------------------------------------- lands
  card({
    name: "Treetop Village", manaCost: null, types: ["Land"],
    oracleText: "Treetop Village enters tapped.\n{T}: Add {G}.\n{1}{G}: Treetop Village becomes a 3/3 green Ape creature with trample until end of turn. It's still a land.",
    abilities: [
      entersWith("Treetop Village enters tapped.", { kind: "entersTapped" }),
      tapForMana("G"),
      activated("{1}{G}: Treetop Village becomes a 3/3 green Ape creature with trample until end of turn. It's still a land.", { mana: "{1}{G}" }, [],
        [fx.modify(ref.self(), untilEndOfTurn, mod.addTypes("Creature"), mod.creatureTypes("Ape"), mod.colors("G"), mod.basePT(3, 3), mod.keywords("Trample"))]),
    ],
  }),
  // ---------------------------------------------------------------- creatures
  card({
    name: "Elves of Deep Shadow", manaCost: "{G}", types: ["Creature"], subtypes: ["Elf", "Druid"], power: 1, toughness: 1,
    oracleText: "{T}: Add {B}. Elves of Deep Shadow deals 1 damage to you.",
    // A mana ability with a side effect (CR 605.1a, 605.3b): the damage is dealt as the mana is added, without the stack.
    abilities: [activated("{T}: Add {B}. Elves of Deep Shadow deals 1 damage to you.", { tap: true }, [], [fx.addMana("B"), fx.damage(1, ref.you())])],
  }),
  card({
    name: "Burning-Tree Emissary", manaCost: "{R/G}{R/G}", types: ["Creature"], subtypes: ["Human", "Shaman"], power: 2, toughness: 2,
    oracleText: "When Burning-Tree Emissary enters, add {R}{G}.",
    abilities: [whenEnters("When Burning-Tree Emissary enters, add {R}{G}.", [], fx.addMana("R"), fx.addMana("G"))],
  }),
  card({
    name: "Doomed Traveler", manaCost: "{W}", types: ["Creature"], subtypes: ["Human", "Soldier"], power: 1, toughness: 1,
    oracleText: "When Doomed Traveler dies, create a 1/1 white Spirit creature token with flying.",
    abilities: [triggered("When Doomed Traveler dies, create a 1/1 white Spirit creature token with flying.", { kind: "selfToGraveyardFromBattlefield" }, [],
      [fx.tokens(1, creatureToken(1, 1, ["W"], ["Spirit"], ["Flying"]))])],
  }),
  card({
    name: "Pilgrim's Eye", manaCost: "{3}", types: ["Artifact", "Creature"], subtypes: ["Thopter"], power: 1, toughness: 1, keywords: ["Flying"],
    oracleText: "Flying\nWhen Pilgrim's Eye enters, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle your library.",
    abilities: [
      whenEnters("When Pilgrim's Eye enters, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle your library.", [],
        fx.may("Search your library for a basic land card?", fx.search(basicLand, "hand", false), fx.shuffle())),
    ],
  }),
  card({
    name: "Aven Fisher", manaCost: "{3}{U}", types: ["Creature"], subtypes: ["Bird", "Soldier"], power: 2, toughness: 2, keywords: ["Flying"],
    oracleText: "Flying (This creature can't be blocked except by creatures with flying or reach.)\nWhen Aven Fisher dies, you may draw a card.",
    abilities: [triggered("When Aven Fisher dies, you may draw a card.", { kind: "selfToGraveyardFromBattlefield" }, [], [fx.may("Draw a card?", fx.draw(1))])],
  }),
  card({
    name: "Icatian Javelineers", manaCost: "{W}", types: ["Creature"], subtypes: ["Human", "Soldier"], power: 1, toughness: 1,
    oracleText: "Icatian Javelineers enters with a javelin counter on it.\n{T}, Remove a javelin counter from Icatian Javelineers: Icatian Javelineers deals 1 damage to any target.",
    abilities: [
      entersWith("Icatian Javelineers enters with a javelin counter on it.", { kind: "entersWithCounters", counters: { javelin: 1 } }),
      activated("{T}, Remove a javelin counter from Icatian Javelineers: Icatian Javelineers deals 1 damage to any target.",
        { tap: true, removeCounters: { counter: "javelin", amount: 1 } }, [target.any()], [fx.damage(1)]),
    ],
  }),
  card({
    name: "Thieving Magpie", manaCost: "{2}{U}{U}", types: ["Creature"], subtypes: ["Bird"], power: 1, toughness: 3, keywords: ["Flying"],
    oracleText: "Flying\nWhenever Thieving Magpie deals damage to an opponent, draw a card.",
    abilities: [triggered("Whenever Thieving Magpie deals damage to an opponent, draw a card.", { kind: "dealsDamageToOpponent" }, [], [fx.draw(1)])],
  }),
  card({
    name: "Kamahl, Pit Fighter", manaCost: "{4}{R}{R}", supertypes: ["Legendary"], types: ["Creature"], subtypes: ["Human", "Barbarian"], power: 6, toughness: 1, keywords: ["Haste"],
    oracleText: "Haste\n{T}: Kamahl, Pit Fighter deals 3 damage to any target.",
    abilities: [activated("{T}: Kamahl, Pit Fighter deals 3 damage to any target.", { tap: true }, [target.any()], [fx.damage(3)])],
  }),
  card({
    name: "Looming Shade", manaCost: "{2}{B}", types: ["Creature"], subtypes: ["Shade"], power: 1, toughness: 1,
    oracleText: "{B}: Looming Shade gets +1/+1 until end of turn.",
    abilities: [activated("{B}: Looming Shade gets +1/+1 until end of turn.", { mana: "{B}" }, [], [fx.pump(ref.self(), 1, 1)])],
  }),
  card({
    name: "Infantry Veteran", manaCost: "{W}", types: ["Creature"], subtypes: ["Human", "Soldier"], power: 1, toughness: 1,
    oracleText: "{T}: Target attacking creature gets +1/+1 until end of turn.",
    abilities: [activated("{T}: Target attacking creature gets +1/+1 until end of turn.", { tap: true },
      [target.of("target attacking creature", { types: ["Creature"], combat: "attacking" })], [fx.pump(ref.target(0), 1, 1)])],
  }),
  card({
    name: "Errant Doomsayers", manaCost: "{1}{W}", types: ["Creature"], subtypes: ["Human", "Rebel"], power: 1, toughness: 1,
    oracleText: "{T}: Tap target creature with toughness 2 or less.",
    abilities: [activated("{T}: Tap target creature with toughness 2 or less.", { tap: true },
      [target.of("target creature with toughness 2 or less", { types: ["Creature"], toughnessAtMost: 2 })], [fx.tap(ref.target(0))])],
  }),
  card({
    name: "Silver Myr", manaCost: "{2}", types: ["Artifact", "Creature"], subtypes: ["Myr"], power: 1, toughness: 1, oracleText: "{T}: Add {U}.", abilities: [tapForMana("U")],
  }),
  card({
    name: "Leaden Myr", manaCost: "{2}", types: ["Artifact", "Creature"], subtypes: ["Myr"], power: 1, toughness: 1, oracleText: "{T}: Add {B}.", abilities: [tapForMana("B")],
  }),
  card({
    name: "Angelic Page", manaCost: "{1}{W}", types: ["Creature"], subtypes: ["Angel", "Spirit"], power: 1, toughness: 1, keywords: ["Flying"],
    oracleText: "Flying\n{T}: Target attacking or blocking creature gets +1/+1 until end of turn.",
    abilities: [
      activated("{T}: Target attacking or blocking creature gets +1/+1 until end of turn.", { tap: true },
        [target.of("target attacking or blocking creature", { types: ["Creature"], combat: "either" })], [fx.pump(ref.target(0), 1, 1)]),
    ],
  }),
  card({
    name: "Master Decoy", manaCost: "{1}{W}", types: ["Creature"], subtypes: ["Human", "Soldier"], power: 1, toughness: 2,
    oracleText: "{W}, {T}: Tap target creature.",
    abilities: [activated("{W}, {T}: Tap target creature.", { mana: "{W}", tap: true }, [target.creature()], [fx.tap(ref.target(0))])],
  }),
  card({
    name: "Acidic Slime", manaCost: "{3}{G}{G}", types: ["Creature"], subtypes: ["Ooze"], power: 2, toughness: 2, keywords: ["Deathtouch"],
    oracleText: "Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)\nWhen Acidic Slime enters, destroy target artifact, enchantment, or land.",
    abilities: [
      whenEnters("When Acidic Slime enters, destroy target artifact, enchantment, or land.",
        [target.of("target artifact, enchantment, or land", { types: ["Artifact", "Enchantment", "Land"] })], fx.destroy()),
    ],
  }),
  card({
    name: "Borderland Ranger", manaCost: "{2}{G}", types: ["Creature"], subtypes: ["Human", "Scout"], power: 2, toughness: 2,
    oracleText: "When Borderland Ranger enters, you may search your library for a basic land card, reveal it, and put it into your hand. If you do, shuffle your library.",
    abilities: [
      whenEnters("When Borderland Ranger enters, you may search your library for a basic land card, reveal it, and put it into your hand. If you do, shuffle your library.", [],
        fx.may("Search your library for a basic land card?", fx.search(basicLand, "hand", false), fx.shuffle())),
    ],
  }),
  card({
    name: "Foul Imp", manaCost: "{B}{B}", types: ["Creature"], subtypes: ["Imp"], power: 2, toughness: 2, keywords: ["Flying"],
    oracleText: "Flying\nWhen Foul Imp enters, you lose 2 life.",
    abilities: [whenEnters("When Foul Imp enters, you lose 2 life.", [], fx.loseLife(2))],
  }),
  card({
    name: "Gravedigger", manaCost: "{3}{B}", types: ["Creature"], subtypes: ["Zombie"], power: 2, toughness: 2,
    oracleText: "When Gravedigger enters, you may return target creature card from your graveyard to your hand.",
    abilities: [
      // "You may … target": choosing no target is declining (the target is optional, min 0).
      whenEnters("When Gravedigger enters, you may return target creature card from your graveyard to your hand.",
        [target.upToOne("target creature card from your graveyard", { types: ["Creature"], zone: "graveyard", controller: "you" })], fx.returnToHand(ref.target(0))),
    ],
  }),
  // ---------------------------------------------------------------- vanilla and keyword-only creatures (their text is their keywords)

  // ---------------------------------------------------------------- other permanents
  card({
    name: "Rod of Ruin", manaCost: "{4}", types: ["Artifact"], oracleText: "{3}, {T}: Rod of Ruin deals 1 damage to any target.",
    abilities: [activated("{3}, {T}: Rod of Ruin deals 1 damage to any target.", { mana: "{3}", tap: true }, [target.any()], [fx.damage(1)])],
  }),
  card({
    name: "Oblivion Ring", manaCost: "{2}{W}", types: ["Enchantment"],
    oracleText: "When Oblivion Ring enters, exile another target nonland permanent.\nWhen Oblivion Ring leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
    abilities: [
      whenEnters("When Oblivion Ring enters, exile another target nonland permanent.",
        [target.of("another target nonland permanent", { notTypes: ["Land"], other: true })], { kind: "exile", what: ref.target(0), link: true }),
      triggered("When Oblivion Ring leaves the battlefield, return the exiled card to the battlefield under its owner's control.", { kind: "selfLeavesBattlefield" }, [],
        [{ kind: "putOntoBattlefield", what: ref.refs(), tapped: false, ownerControls: true }]),
    ],
  }),
  card({
    name: "Pacifism", manaCost: "{1}{W}", types: ["Enchantment"], subtypes: ["Aura"], enchant: { types: ["Creature"] },
    oracleText: "Enchant creature\nEnchanted creature can't attack or block.",
    abilities: [staticAttached("Enchanted creature can't attack or block.", mod.cantAttack(), mod.cantBlock())],
  }),

  // ---------------------------------------------------------------- instants and sorceries
  card({
    name: "Giant Growth", manaCost: "{G}", types: ["Instant"], oracleText: "Target creature gets +3/+3 until end of turn.",
    spell: spell("Target creature gets +3/+3 until end of turn.", [target.creature()], fx.pump(ref.target(0), 3, 3)),
  }),
  card({
    name: "Mighty Leap", manaCost: "{1}{W}", types: ["Instant"], oracleText: "Target creature gets +2/+2 and gains flying until end of turn.",
    spell: spell("Target creature gets +2/+2 and gains flying until end of turn.", [target.creature()],
      fx.modify(ref.target(0), untilEndOfTurn, mod.pt(2, 2), mod.keywords("Flying"))),
  }),
  card({
    name: "Overrun", manaCost: "{2}{G}{G}{G}", types: ["Sorcery"], oracleText: "Creatures you control get +3/+3 and gain trample until end of turn.",
    spell: spell("Creatures you control get +3/+3 and gain trample until end of turn.", [],
      fx.modify(ref.all({ types: ["Creature"], controller: "you" }), untilEndOfTurn, mod.pt(3, 3), mod.keywords("Trample"))),
  }),
  card({
    name: "Humble", manaCost: "{1}{W}", types: ["Instant"], oracleText: "Until end of turn, target creature loses all abilities and has base power and toughness 0/1.",
    spell: spell("Until end of turn, target creature loses all abilities and has base power and toughness 0/1.", [target.creature()],
      fx.modify(ref.target(0), untilEndOfTurn, mod.loseAllAbilities(), mod.basePT(0, 1))),
  }),
  card({
    name: "Disenchant", manaCost: "{1}{W}", types: ["Instant"], oracleText: "Destroy target artifact or enchantment.",
    spell: spell("Destroy target artifact or enchantment.", [target.of("target artifact or enchantment", { types: ["Artifact", "Enchantment"] })], fx.destroy()),
  }),
  card({
    name: "Naturalize", manaCost: "{1}{G}", types: ["Instant"], oracleText: "Destroy target artifact or enchantment.",
    spell: spell("Destroy target artifact or enchantment.", [target.of("target artifact or enchantment", { types: ["Artifact", "Enchantment"] })], fx.destroy()),
  }),
  card({
    name: "Unsummon", manaCost: "{U}", types: ["Instant"], oracleText: "Return target creature to its owner's hand.",
    spell: spell("Return target creature to its owner's hand.", [target.creature()], fx.returnToHand(ref.target(0))),
  }),
  card({
    name: "Boomerang", manaCost: "{U}{U}", types: ["Instant"], oracleText: "Return target permanent to its owner's hand.",
    spell: spell("Return target permanent to its owner's hand.", [target.permanent()], fx.returnToHand(ref.target(0))),
  }),
  card({
    name: "Lightning Strike", manaCost: "{1}{R}", types: ["Instant"], oracleText: "Lightning Strike deals 3 damage to any target.",
    spell: spell("Lightning Strike deals 3 damage to any target.", [target.any()], fx.damage(3)),
  }),
  card({
    // "Can't be regenerated" (CR 701.19c) has nothing to forbid: no regeneration effect exists in the engine's vocabulary.
    name: "Incinerate", manaCost: "{1}{R}", types: ["Instant"],
    oracleText: "Incinerate deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
    spell: spell("Incinerate deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.", [target.any()], fx.damage(3)),
  }),
  card({
    name: "Harmonize", manaCost: "{2}{G}{G}", types: ["Sorcery"], oracleText: "Draw three cards.",
    spell: spell("Draw three cards.", [], fx.draw(3)),
  }),
  card({
    name: "Lightning Helix", manaCost: "{R}{W}", types: ["Instant"], oracleText: "Lightning Helix deals 3 damage to any target and you gain 3 life.",
    spell: spell("Lightning Helix deals 3 damage to any target and you gain 3 life.", [target.any()], fx.damage(3), fx.gainLife(3)),
  }),
  card({
    name: "Sunlance", manaCost: "{W}", types: ["Sorcery"], oracleText: "Sunlance deals 3 damage to target nonwhite creature.",
    spell: spell("Sunlance deals 3 damage to target nonwhite creature.", [target.of("target nonwhite creature", { types: ["Creature"], notColors: ["W"] })], fx.damage(3)),
  }),
  card({
    name: "Spitting Earth", manaCost: "{1}{R}", types: ["Sorcery"], oracleText: "Spitting Earth deals damage to target creature equal to the number of Mountains you control.",
    spell: spell("Spitting Earth deals damage to target creature equal to the number of Mountains you control.", [target.creature()],
      fx.damage({ kind: "count", filter: { subtypes: ["Mountain"], controller: "you" } })),
  }),
  card({
    name: "Dauntless Onslaught", manaCost: "{2}{W}", types: ["Instant"], oracleText: "Up to two target creatures each get +2/+2 until end of turn.",
    spell: spell("Up to two target creatures each get +2/+2 until end of turn.", [{ text: "up to two target creatures", objects: { types: ["Creature"] }, min: 0, max: 2 }],
      fx.pump(ref.target(), 2, 2)),
  }),
  card({
    // "It can't be regenerated" (CR 701.19c): moot, no regeneration effect exists in the engine's vocabulary.
    name: "Putrefy", manaCost: "{1}{B}{G}", types: ["Instant"], oracleText: "Destroy target artifact or creature. It can't be regenerated.",
    spell: spell("Destroy target artifact or creature. It can't be regenerated.", [target.of("target artifact or creature", { types: ["Artifact", "Creature"] })], fx.destroy()),
  }),
  card({
    name: "Mortify", manaCost: "{1}{W}{B}", types: ["Instant"], oracleText: "Destroy target creature or enchantment.",
    spell: spell("Destroy target creature or enchantment.", [target.of("target creature or enchantment", { types: ["Creature", "Enchantment"] })], fx.destroy()),
  }),
  card({
    name: "Ultimate Price", manaCost: "{1}{B}", types: ["Instant"], oracleText: "Destroy target monocolored creature.",
    spell: spell("Destroy target monocolored creature.", [target.of("target monocolored creature", { types: ["Creature"], monocolored: true })], fx.destroy()),
  }),
  card({
    name: "Rampant Growth", manaCost: "{1}{G}", types: ["Sorcery"],
    oracleText: "Search your library for a basic land card and put that card onto the battlefield tapped. Then shuffle your library.",
    spell: spell("Search your library for a basic land card and put that card onto the battlefield tapped. Then shuffle your library.", [],
      fx.search(basicLand, "battlefield", true), fx.shuffle()),
  }),
  card({
    name: "Doom Blade", manaCost: "{1}{B}", types: ["Instant"], oracleText: "Destroy target nonblack creature.",
    spell: spell("Destroy target nonblack creature.", [target.of("target nonblack creature", nonblackCreature)], fx.destroy()),
  }),
  card({
    // "It can't be regenerated" (CR 701.19c): moot, no regeneration effect exists in the engine's vocabulary.
    name: "Terror", manaCost: "{1}{B}", types: ["Instant"], oracleText: "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
    spell: spell("Destroy target nonartifact, nonblack creature. It can't be regenerated.",
      [target.of("target nonartifact, nonblack creature", { ...nonblackCreature, notTypes: ["Artifact"] })], fx.destroy()),
  }),
  card({
    // "It can't be regenerated" (CR 701.19c): moot, no regeneration effect exists in the engine's vocabulary.
    name: "Dark Banishing", manaCost: "{2}{B}", types: ["Instant"], oracleText: "Destroy target nonblack creature. It can't be regenerated.",
    spell: spell("Destroy target nonblack creature. It can't be regenerated.", [target.of("target nonblack creature", nonblackCreature)], fx.destroy()),
  }),
  card({
    name: "Divination", manaCost: "{2}{U}", types: ["Sorcery"], oracleText: "Draw two cards.",
    spell: spell("Draw two cards.", [], fx.draw(2)),
  }),
  card({
    // A spell that adds mana is not a mana ability (CR 605.1): it uses the stack; the mana empties from the pool at the end of the step (CR 106.4, 500.4).
    name: "Dark Ritual", manaCost: "{B}", types: ["Instant"], oracleText: "Add {B}{B}{B}.",
    spell: spell("Add {B}{B}{B}.", [], fx.addManaN(3, "B")),
  }),
];
