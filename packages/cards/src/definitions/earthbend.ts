/**
 * Earthbend N (a keyword action of Avatar: The Last Airbender, 2025): target land you control
 * becomes a 0/0 creature with haste that's still a land and gets N +1/+1 counters; when it dies
 * or is exiled, it returns to the battlefield tapped. The builder `earthbend(n)` owns its target
 * and `earthbendReminder(n)` its reminder text.
 */
import type { CardDefinition } from "@fishbowl/engine";
import {
  PLUS_ONE,
  card,
  earthbend,
  earthbendReminder,
  fx,
  mod,
  oracle,
  spell,
  staticFor,
  triggered,
  whenEnters,
} from "./builders.js";

/** Definitions of the earthbending cards. */
export const earthbendCards: CardDefinition[] = [
  card({
    name: "Earthbending Lesson",
    manaCost: "{3}{G}",
    types: ["Sorcery"],
    subtypes: ["Lesson"],
    oracleText: `Earthbend 4. ${earthbendReminder(4)}`,
    spell: spell(0, ...earthbend(4)),
  }),
  card({
    name: "Badgermole",
    manaCost: "{4}{G}",
    types: ["Creature"],
    subtypes: ["Badger", "Mole"],
    power: 4,
    toughness: 4,
    oracleText: oracle(
      `When this creature enters, earthbend 2. ${earthbendReminder(2)}`,
      "Creatures you control with +1/+1 counters on them have trample.",
    ),
    abilities: [
      whenEnters(0, ...earthbend(2)),
      staticFor(1, { types: ["Creature"], controller: "you", counter: PLUS_ONE }, mod.keywords("Trample")),
    ],
  }),
  card({
    name: "Badgermole Cub",
    manaCost: "{1}{G}",
    types: ["Creature"],
    subtypes: ["Badger", "Mole"],
    power: 2,
    toughness: 2,
    oracleText: oracle(
      `When this creature enters, earthbend 1. ${earthbendReminder(1)}`,
      "Whenever you tap a creature for mana, add an additional {G}.",
    ),
    abilities: [
      whenEnters(0, ...earthbend(1)),
      triggered(
        1,
        { kind: "tappedForMana", filter: { types: ["Creature"], controller: "you" } },
        [],
        [fx.addMana("G")],
      ),
    ],
  }),
  card({
    name: "Earthbending Student",
    manaCost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Human", "Warrior", "Ally"],
    power: 1,
    toughness: 3,
    oracleText: oracle(
      `When this creature enters, earthbend 2. ${earthbendReminder(2)}`,
      "Land creatures you control have vigilance. (Attacking doesn't cause them to tap.)",
    ),
    abilities: [
      whenEnters(0, ...earthbend(2)),
      staticFor(1, { allTypes: ["Land", "Creature"], controller: "you" }, mod.keywords("Vigilance")),
    ],
  }),
  card({
    name: "Toph, the Blind Bandit",
    manaCost: "{2}{G}",
    supertypes: ["Legendary"],
    types: ["Creature"],
    subtypes: ["Human", "Warrior", "Ally"],
    power: null,
    toughness: 3,
    oracleText: oracle(
      `When Toph enters, earthbend 2. ${earthbendReminder(2)}`,
      "Toph's power is equal to the number of +1/+1 counters on lands you control.",
    ),
    powerCda: { kind: "countCounters", counter: PLUS_ONE, filter: { types: ["Land"], controller: "you" } },
    abilities: [whenEnters(0, ...earthbend(2))],
  }),
];
