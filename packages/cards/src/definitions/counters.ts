/**
 * Counters (CR 122): permanents that enter with counters (614.1c), counters as a cost (602.1),
 * +1/+1 counters put by abilities and spells, keyword counters (122.1b), outlast (702.107) and
 * abilities of creatures with +1/+1 counters on them.
 */
import type { CardDefinition, ObjectFilter } from "@fishbowl/engine";
import {
  PLUS_ONE,
  activated,
  card,
  entersWith,
  fx,
  mod,
  oracle,
  outlast,
  ref,
  spell,
  staticFor,
  target,
  triggered,
} from "./builders.js";

/** "Each creature you control with a +1/+1 counter on it" (a filter). */
const creaturesWithPlusOne = (): ObjectFilter => ({ types: ["Creature"], controller: "you", counter: PLUS_ONE });

/** Definitions of the cards about counters. */
export const counterCards: CardDefinition[] = [
  card({
    name: "Grimdancer",
    manaCost: "{1}{B}{B}",
    types: ["Creature"],
    subtypes: ["Nightmare"],
    power: 3,
    toughness: 3,
    oracleText:
      "This creature enters with your choice of two different counters on it from among menace, deathtouch, and lifelink.",
    abilities: [
      entersWith(0, { kind: "entersWithCounterChoice", options: ["menace", "deathtouch", "lifelink"], count: 2 }),
    ],
  }),
  card({
    name: "Icatian Javelineers",
    manaCost: "{W}",
    types: ["Creature"],
    subtypes: ["Human", "Soldier"],
    power: 1,
    toughness: 1,
    oracleText: oracle(
      "Icatian Javelineers enters with a javelin counter on it.",
      "{T}, Remove a javelin counter from Icatian Javelineers: Icatian Javelineers deals 1 damage to any target.",
    ),
    abilities: [
      entersWith(0, { kind: "entersWithCounters", counters: { javelin: 1 } }),
      activated(1, { tap: true, removeCounters: { counter: "javelin", amount: 1 } }, [target.any()], [fx.damage(1)]),
    ],
  }),
  card({
    name: "Rubblebelt Raiders",
    manaCost: "{1}{R/G}{R/G}{R/G}",
    types: ["Creature"],
    subtypes: ["Human", "Warrior"],
    power: 3,
    toughness: 3,
    oracleText:
      "Whenever Rubblebelt Raiders attacks, put a +1/+1 counter on it for each attacking creature you control.",
    abilities: [
      triggered(
        0,
        { kind: "attacksSelf" },
        [],
        [
          fx.counters(ref.self(), PLUS_ONE, {
            kind: "count",
            filter: { types: ["Creature"], controller: "you", combat: "attacking" },
          }),
        ],
      ),
    ],
  }),
  card({
    name: "Fully Grown",
    manaCost: "{2}{G}",
    types: ["Instant"],
    oracleText: "Target creature gets +3/+3 until end of turn. Put a trample counter on it.",
    spell: spell(0, [target.creature()], fx.pump(ref.target(0), 3, 3), fx.counters(ref.target(0), "trample")),
  }),
  card({
    name: "Unexpected Fangs",
    manaCost: "{1}{B}",
    types: ["Instant"],
    oracleText: "Put a +1/+1 counter and a lifelink counter on target creature.",
    spell: spell(0, [target.creature()], fx.counters(ref.target(0), PLUS_ONE), fx.counters(ref.target(0), "lifelink")),
  }),
  card({
    name: "Abzan Falconer",
    manaCost: "{2}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Soldier"],
    power: 2,
    toughness: 3,
    oracleText: oracle(
      "Outlast {W} ({W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)",
      "Each creature you control with a +1/+1 counter on it has flying.",
    ),
    abilities: [outlast("{W}"), staticFor(1, creaturesWithPlusOne(), mod.keywords("Flying"))],
  }),
  card({
    name: "Ainok Bond-Kin",
    manaCost: "{1}{W}",
    types: ["Creature"],
    subtypes: ["Hound", "Soldier"],
    power: 2,
    toughness: 1,
    oracleText: oracle(
      "Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)",
      "Each creature you control with a +1/+1 counter on it has first strike.",
    ),
    abilities: [outlast("{1}{W}"), staticFor(1, creaturesWithPlusOne(), mod.keywords("First strike"))],
  }),
];
