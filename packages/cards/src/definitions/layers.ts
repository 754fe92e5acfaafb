/**
 * The second group of the card pool: continuous effects, layers, control change,
 * replacement effects for entering permanents, and earthbend.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { activated, card, entersWith, forever, fx, mod, ref, spell, staticFor, tapForMana, target, triggered, untilEndOfTurn, whenEnters } from "./builders.js";
import { ANTIQUITIES_NAMES } from "./antiquities.js";

const earthbendReminder = (n: number) =>
  `(Target land you control becomes a 0/0 creature with haste that's still a land. Put ${n === 1 ? "a +1/+1 counter" : `${["", "", "two", "three", "four"][n]} +1/+1 counters`} on it. When it dies or is exiled, return it to the battlefield tapped.)`;

/** Layers-group definitions. */
export const layersCards: CardDefinition[] = [
  card({
    name: "Stomping Ground", manaCost: null, types: ["Land"], subtypes: ["Mountain", "Forest"],
    oracleText: "({T}: Add {R} or {G}.)\nAs Stomping Ground enters, you may pay 2 life. If you don't, it enters tapped.",
    abilities: [entersWith("As Stomping Ground enters, you may pay 2 life. If you don't, it enters tapped.", { kind: "payLifeOrTapped", life: 2 })],
  }),
  card({
    name: "Rootbound Crag", manaCost: null, types: ["Land"],
    oracleText: "Rootbound Crag enters tapped unless you control a Mountain or a Forest.\n{T}: Add {R} or {G}.",
    abilities: [
      entersWith("Rootbound Crag enters tapped unless you control a Mountain or a Forest.", { kind: "entersTappedUnlessControl", subtypes: ["Mountain", "Forest"] }),
      tapForMana("R", "G"),
    ],
  }),
  card({
    name: "Ray of Command", manaCost: "{3}{U}", types: ["Instant"],
    oracleText: "Untap target creature an opponent controls and gain control of it until end of turn. That creature gains haste until end of turn. When you lose control of the creature, tap it.",
    spell: spell("Untap target creature an opponent controls and gain control of it until end of turn.", [target.creatureOpponentControls()],
      fx.untap(ref.target(0)), fx.gainControl(ref.target(0)), fx.gainKeywords(ref.target(0), untilEndOfTurn, "Haste"),
      fx.whenYouLoseControl(ref.target(0), "When you lose control of the creature, tap it.", fx.tap(ref.refs()))),
  }),
  card({
    name: "Harness by Force", manaCost: "{1}{R}{R}", types: ["Sorcery"], strive: "{2}{R}",
    oracleText: "Strive — This spell costs {2}{R} more to cast for each target beyond the first.\nGain control of any number of target creatures until end of turn. Untap those creatures. They gain haste until end of turn.",
    spell: spell("Gain control of any number of target creatures until end of turn. Untap those creatures. They gain haste until end of turn.",
      [target.anyNumberOfCreatures()], fx.gainControl(ref.target()), fx.untap(ref.target()), fx.gainKeywords(ref.target(), untilEndOfTurn, "Haste")),
  }),
  card({
    name: "Corpse Dance", manaCost: "{2}{B}", types: ["Instant"], buyback: "{2}",
    oracleText: "Buyback {2} (You may pay an additional {2} as you cast this spell. If you do, put this card into your hand as it resolves.)\nReturn the top creature card of your graveyard to the battlefield. That creature gains haste until end of turn. Exile it at the beginning of the next end step.",
    spell: spell("Return the top creature card of your graveyard to the battlefield. That creature gains haste until end of turn. Exile it at the beginning of the next end step.", [],
      fx.returnTopCreatureFromGraveyard(), fx.gainKeywords(ref.last(), untilEndOfTurn, "Haste"),
      fx.atBeginningOfNextEndStep(ref.last(), "Exile it at the beginning of the next end step.", fx.exile(ref.refs()))),
  }),
  card({
    name: "Turn to Frog", manaCost: "{1}{U}", types: ["Instant"],
    oracleText: "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
    spell: spell("Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.", [target.creature()],
      fx.modify(ref.target(0), untilEndOfTurn, mod.loseAllAbilities(), mod.colors("U"), mod.creatureTypes("Frog"), mod.basePT(1, 1))),
  }),
  card({
    name: "Blood Moon", manaCost: "{2}{R}", types: ["Enchantment"], oracleText: "Nonbasic lands are Mountains.",
    abilities: [staticFor("Nonbasic lands are Mountains.", { types: ["Land"], notSupertypes: ["Basic"] }, mod.landTypes("Mountain"))],
  }),
  card({
    name: "Golgothian Sylex", manaCost: "{4}", types: ["Artifact"],
    oracleText: "{1}, {T}: Each nontoken permanent with a name originally printed in the Antiquities expansion is sacrificed by its controller.",
    data: { antiquities: ANTIQUITIES_NAMES },
    abilities: [
      activated("{1}, {T}: Each nontoken permanent with a name originally printed in the Antiquities expansion is sacrificed by its controller.",
        { mana: "{1}", tap: true }, [], [fx.sacrificeAll({ nontoken: true, names: ANTIQUITIES_NAMES })]),
    ],
  }),
  card({
    name: "Earthbending Lesson", manaCost: "{3}{G}", types: ["Sorcery"], subtypes: ["Lesson"],
    oracleText: `Earthbend 4. ${earthbendReminder(4)}`,
    spell: spell("Earthbend 4.", [target.landYouControl()], fx.earthbend(4)),
  }),
  card({
    name: "Badgermole", manaCost: "{4}{G}", types: ["Creature"], subtypes: ["Badger", "Mole"], power: 4, toughness: 4,
    oracleText: `When this creature enters, earthbend 2. ${earthbendReminder(2)}\nCreatures you control with +1/+1 counters on them have trample.`,
    abilities: [
      whenEnters("When this creature enters, earthbend 2.", [target.landYouControl()], fx.earthbend(2)),
      staticFor("Creatures you control with +1/+1 counters on them have trample.", { types: ["Creature"], controller: "you", counter: "+1/+1" }, mod.keywords("Trample")),
    ],
  }),
  card({
    name: "Badgermole Cub", manaCost: "{1}{G}", types: ["Creature"], subtypes: ["Badger", "Mole"], power: 2, toughness: 2,
    oracleText: `When this creature enters, earthbend 1. ${earthbendReminder(1)}\nWhenever you tap a creature for mana, add an additional {G}.`,
    abilities: [
      whenEnters("When this creature enters, earthbend 1.", [target.landYouControl()], fx.earthbend(1)),
      triggered("Whenever you tap a creature for mana, add an additional {G}.", { kind: "tappedForMana", filter: { types: ["Creature"], controller: "you" } }, [], [fx.addMana("G")]),
    ],
  }),
  card({
    name: "Earthbending Student", manaCost: "{2}{G}", types: ["Creature"], subtypes: ["Human", "Warrior", "Ally"], power: 1, toughness: 3,
    oracleText: `When this creature enters, earthbend 2. ${earthbendReminder(2)}\nLand creatures you control have vigilance. (Attacking doesn't cause them to tap.)`,
    abilities: [
      whenEnters("When this creature enters, earthbend 2.", [target.landYouControl()], fx.earthbend(2)),
      staticFor("Land creatures you control have vigilance.", { allTypes: ["Land", "Creature"], controller: "you" }, mod.keywords("Vigilance")),
    ],
  }),
  card({
    name: "Toph, the Blind Bandit", manaCost: "{2}{G}", supertypes: ["Legendary"], types: ["Creature"], subtypes: ["Human", "Warrior", "Ally"], power: null, toughness: 3,
    oracleText: `When Toph enters, earthbend 2. ${earthbendReminder(2)}\nToph's power is equal to the number of +1/+1 counters on lands you control.`,
    powerCda: { kind: "countCounters", counter: "+1/+1", filter: { types: ["Land"], controller: "you" } },
    abilities: [whenEnters("When Toph enters, earthbend 2.", [target.landYouControl()], fx.earthbend(2))],
  }),
];

void forever;
