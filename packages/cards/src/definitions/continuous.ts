/**
 * Continuous effects of spells and abilities (CR 611) in the layers (613): control change
 * (layer 2), "becomes" effects and lost abilities (layers 4-7b), pumps (7c), granted keywords
 * (6) and restrictions on attacking and blocking (508.1c, 509.1b). Bloodrush (an ability word,
 * 207.2c) pumps an attacking creature from the hand.
 */
import type { CardDefinition } from "@fishbowl/engine";
import {
  activated,
  bloodrush,
  card,
  fx,
  mod,
  oracle,
  ref,
  spell,
  target,
  triggered,
  untilEndOfTurn,
} from "./builders.js";

/** Definitions of the cards whose effects last for a while. */
export const continuousCards: CardDefinition[] = [
  card({
    name: "Ray of Command",
    manaCost: "{3}{U}",
    types: ["Instant"],
    oracleText:
      "Untap target creature an opponent controls and gain control of it until end of turn. " +
      "That creature gains haste until end of turn. When you lose control of the creature, tap it.",
    spell: spell(
      0,
      [target.creatureOpponentControls()],
      fx.untap(ref.target(0)),
      fx.gainControl(ref.target(0)),
      fx.gainKeywords(ref.target(0), untilEndOfTurn, "Haste"),
      fx.whenYouLoseControl(ref.target(0), "When you lose control of the creature, tap it.", fx.tap(ref.refs())),
    ),
  }),
  card({
    name: "Harness by Force",
    manaCost: "{1}{R}{R}",
    types: ["Sorcery"],
    strive: "{2}{R}",
    oracleText: oracle(
      "Strive — This spell costs {2}{R} more to cast for each target beyond the first.",
      "Gain control of any number of target creatures until end of turn. Untap those creatures. They gain haste until end of turn.",
    ),
    spell: spell(
      1,
      [target.anyNumberOfCreatures()],
      fx.gainControl(ref.target()),
      fx.untap(ref.target()),
      fx.gainKeywords(ref.target(), untilEndOfTurn, "Haste"),
    ),
  }),
  card({
    name: "Turn to Frog",
    manaCost: "{1}{U}",
    types: ["Instant"],
    oracleText:
      "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
    spell: spell(
      0,
      [target.creature()],
      fx.modify(
        ref.target(0),
        untilEndOfTurn,
        mod.loseAllAbilities(),
        mod.colors("U"),
        mod.creatureTypes("Frog"),
        mod.basePT(1, 1),
      ),
    ),
  }),
  card({
    name: "Humble",
    manaCost: "{1}{W}",
    types: ["Instant"],
    oracleText: "Until end of turn, target creature loses all abilities and has base power and toughness 0/1.",
    spell: spell(
      0,
      [target.creature()],
      fx.modify(ref.target(0), untilEndOfTurn, mod.loseAllAbilities(), mod.basePT(0, 1)),
    ),
  }),
  card({
    name: "Niveous Wisps",
    manaCost: "{W}",
    types: ["Instant"],
    oracleText: oracle("Target creature becomes white until end of turn. Tap that creature.", "Draw a card."),
    spell: spell(
      [0, 1],
      [target.creature()],
      fx.modify(ref.target(0), untilEndOfTurn, mod.colors("W")),
      fx.tap(ref.target(0)),
      fx.draw(1),
    ),
  }),
  card({
    name: "Dauntless Onslaught",
    manaCost: "{2}{W}",
    types: ["Instant"],
    oracleText: "Up to two target creatures each get +2/+2 until end of turn.",
    spell: spell(
      0,
      [{ text: "up to two target creatures", objects: { types: ["Creature"] }, min: 0, max: 2 }],
      fx.pump(ref.target(), 2, 2),
    ),
  }),
  card({
    name: "Titanic Ultimatum",
    manaCost: "{R}{R}{G}{G}{G}{W}{W}",
    types: ["Sorcery"],
    oracleText: "Until end of turn, creatures you control get +5/+5 and gain first strike, trample, and lifelink.",
    spell: spell(
      0,
      [],
      fx.modify(
        ref.all({ types: ["Creature"], controller: "you" }),
        untilEndOfTurn,
        mod.pt(5, 5),
        mod.keywords("First strike", "Trample", "Lifelink"),
      ),
    ),
  }),
  card({
    name: "Goblin Bushwhacker",
    manaCost: "{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Warrior"],
    power: 1,
    toughness: 1,
    kicker: "{R}",
    oracleText: oracle(
      "Kicker {R} (You may pay an additional {R} as you cast this spell.)",
      "When Goblin Bushwhacker enters, if it was kicked, creatures you control get +1/+0 and gain haste until end of turn.",
    ),
    abilities: [
      triggered(
        1,
        { kind: "entersSelf" },
        [],
        [
          fx.modify(
            ref.all({ types: ["Creature"], controller: "you" }),
            untilEndOfTurn,
            mod.pt(1, 0),
            mod.keywords("Haste"),
          ),
        ],
        { kind: "kicked" },
      ),
    ],
  }),
  card({
    name: "Thundersong Trumpeter",
    manaCost: "{R}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Soldier"],
    power: 2,
    toughness: 1,
    oracleText: "{T}: Target creature can't attack or block this turn.",
    abilities: [
      activated(
        0,
        { tap: true },
        [target.creature()],
        [fx.modify(ref.target(0), untilEndOfTurn, mod.cantAttack(), mod.cantBlock())],
      ),
    ],
  }),
  card({
    name: "Ghor-Clan Rampager",
    manaCost: "{2}{R}{G}",
    types: ["Creature"],
    subtypes: ["Beast"],
    power: 4,
    toughness: 4,
    keywords: ["Trample"],
    oracleText: oracle(
      "Trample",
      "Bloodrush — {R}{G}, Discard Ghor-Clan Rampager: Target attacking creature gets +4/+4 and gains trample until end of turn.",
    ),
    abilities: [bloodrush(1, "{R}{G}", mod.pt(4, 4), mod.keywords("Trample"))],
  }),
  card({
    name: "Slaughterhorn",
    manaCost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Beast"],
    power: 3,
    toughness: 2,
    oracleText: "Bloodrush — {G}, Discard Slaughterhorn: Target attacking creature gets +3/+2 until end of turn.",
    abilities: [bloodrush(0, "{G}", mod.pt(3, 2))],
  }),
];
