/**
 * Staples: the most-played cards of the sample decks (the `catalog coverage` work list)
 * whose every word the engine implements. Oracle text is the catalog's, with "enters the
 * battlefield" written as today's "enters".
 */
import type { CardDefinition } from "@fishbowl/engine";
import { activated, card, entersWith, fx, mod, ref, spell, tapForMana, target, triggered, untilEndOfTurn, whenEnters } from "./builders.js";

const basicLand = { types: ["Land"], supertypes: ["Basic"] };

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
    name: "Icatian Javelineers", manaCost: "{W}", types: ["Creature"], subtypes: ["Human", "Soldier"], power: 1, toughness: 1,
    oracleText: "Icatian Javelineers enters with a javelin counter on it.\n{T}, Remove a javelin counter from Icatian Javelineers: Icatian Javelineers deals 1 damage to any target.",
    abilities: [
      entersWith("Icatian Javelineers enters with a javelin counter on it.", { kind: "entersWithCounters", counters: { javelin: 1 } }),
      activated("{T}, Remove a javelin counter from Icatian Javelineers: Icatian Javelineers deals 1 damage to any target.",
        { tap: true, removeCounters: { counter: "javelin", amount: 1 } }, [target.any()], [fx.damage(1)]),
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
  // ---------------------------------------------------------------- other permanents
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
  // ---------------------------------------------------------------- instants and sorceries
  card({
    name: "Humble", manaCost: "{1}{W}", types: ["Instant"], oracleText: "Until end of turn, target creature loses all abilities and has base power and toughness 0/1.",
    spell: spell("Until end of turn, target creature loses all abilities and has base power and toughness 0/1.", [target.creature()],
      fx.modify(ref.target(0), untilEndOfTurn, mod.loseAllAbilities(), mod.basePT(0, 1))),
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
];
