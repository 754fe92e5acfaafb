/**
 * Lands and land types: lands that enter tapped or ask for life as they enter (replacement
 * effects, CR 614.1c-d), a land that becomes a creature (CR 305.7 keeps it a land), and an
 * effect that sets land types (layer 4, CR 305.7, 613.1d).
 */
import type { CardDefinition } from "@fishbowl/engine";
import {
  activated,
  card,
  entersWith,
  fx,
  mod,
  oracle,
  ref,
  staticFor,
  tapForMana,
  untilEndOfTurn,
} from "./builders.js";

/** Definitions of lands and of what changes land types. */
export const landCards: CardDefinition[] = [
  card({
    name: "Stomping Ground",
    manaCost: null,
    types: ["Land"],
    subtypes: ["Mountain", "Forest"],
    oracleText: oracle(
      "({T}: Add {R} or {G}.)",
      "As Stomping Ground enters, you may pay 2 life. If you don't, it enters tapped.",
    ),
    abilities: [entersWith(1, { kind: "payLifeOrTapped", life: 2 })],
  }),
  card({
    name: "Rootbound Crag",
    manaCost: null,
    types: ["Land"],
    oracleText: oracle(
      "Rootbound Crag enters tapped unless you control a Mountain or a Forest.",
      "{T}: Add {R} or {G}.",
    ),
    abilities: [
      entersWith(0, { kind: "entersTappedUnlessControl", subtypes: ["Mountain", "Forest"] }),
      tapForMana(1, "R", "G"),
    ],
  }),
  card({
    name: "Treetop Village",
    manaCost: null,
    types: ["Land"],
    oracleText: oracle(
      "Treetop Village enters tapped.",
      "{T}: Add {G}.",
      "{1}{G}: Treetop Village becomes a 3/3 green Ape creature with trample until end of turn. It's still a land.",
    ),
    abilities: [
      entersWith(0, { kind: "entersTapped" }),
      tapForMana(1, "G"),
      activated(
        2,
        { mana: "{1}{G}" },
        [],
        [
          fx.modify(
            ref.self(),
            untilEndOfTurn,
            mod.addTypes("Creature"),
            mod.creatureTypes("Ape"),
            mod.colors("G"),
            mod.basePT(3, 3),
            mod.keywords("Trample"),
          ),
        ],
      ),
    ],
  }),
  card({
    name: "Blood Moon",
    manaCost: "{2}{R}",
    types: ["Enchantment"],
    oracleText: "Nonbasic lands are Mountains.",
    abilities: [staticFor(0, { types: ["Land"], notSupertypes: ["Basic"] }, mod.landTypes("Mountain"))],
  }),
];
