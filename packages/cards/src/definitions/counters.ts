/**
 * Counters (CR 122): permanents that enter with counters (614.1c), counters as a cost (602.1),
 * +1/+1 counters put by abilities and spells, keyword counters (122.1b), outlast (702.107) and
 * abilities of creatures with +1/+1 counters on them.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { PLUS_ONE, activated, card, entersWith, fx, oracle, ref, spell, target } from "./builders.js";

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
    name: "Unexpected Fangs",
    manaCost: "{1}{B}",
    types: ["Instant"],
    oracleText: "Put a +1/+1 counter and a lifelink counter on target creature.",
    spell: spell(0, [target.creature()], fx.counters(ref.target(0), PLUS_ONE), fx.counters(ref.target(0), "lifelink")),
  }),
];
