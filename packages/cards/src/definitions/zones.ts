/**
 * Cards moving between zones (CR 400.7): drawing and discarding (121, 701.8), returning to the
 * hand, exiling until a permanent leaves (610.3), returning a creature card from the graveyard
 * for a turn (603.7 delayed exile), and sacrificing every permanent of a list of names (701.17).
 */
import type { CardDefinition } from "@fishbowl/engine";
import { ANTIQUITIES_NAMES } from "./antiquities.js";
import { activated, card, fx, oracle, ref, spell, target, untilEndOfTurn, whenEnters } from "./builders.js";

/** Definitions of the cards that move cards between zones. */
export const zoneCards: CardDefinition[] = [
  card({
    name: "Pendulum of Patterns",
    manaCost: "{2}",
    types: ["Artifact"],
    // the Oracle text's own misprint of the name is kept as the catalog has it
    oracleText: oracle(
      "When Pendulum of Patterns enters, you gain 3 life.",
      "{5}, {T}, Sacrifice Pendulum of Patters: Draw a card.",
    ),
    abilities: [
      whenEnters(0, [], fx.gainLife(3)),
      activated(1, { mana: "{5}", tap: true, sacrificeSelf: true }, [], [fx.draw(1)]),
    ],
  }),
  card({
    name: "Churning Eddy",
    manaCost: "{3}{U}",
    types: ["Sorcery"],
    oracleText: "Return target creature and target land to their owners' hands.",
    spell: spell(
      0,
      [target.creature(), target.of("target land", { types: ["Land"] })],
      fx.returnToHand(ref.target(0)),
      fx.returnToHand(ref.target(1)),
    ),
  }),
  card({
    name: "Corpse Dance",
    manaCost: "{2}{B}",
    types: ["Instant"],
    buyback: "{2}",
    oracleText: oracle(
      "Buyback {2} (You may pay an additional {2} as you cast this spell. If you do, put this card into your hand as it resolves.)",
      "Return the top creature card of your graveyard to the battlefield. That creature gains haste until end of turn. " +
        "Exile it at the beginning of the next end step.",
    ),
    spell: spell(
      1,
      [],
      fx.returnTopCreatureFromGraveyard(),
      fx.gainKeywords(ref.last(), untilEndOfTurn, "Haste"),
      fx.atBeginningOfNextEndStep(ref.last(), "Exile it at the beginning of the next end step.", fx.exile(ref.refs())),
    ),
  }),
  card({
    name: "Golgothian Sylex",
    manaCost: "{4}",
    types: ["Artifact"],
    oracleText:
      "{1}, {T}: Each nontoken permanent with a name originally printed in the Antiquities expansion " +
      "is sacrificed by its controller.",
    data: { antiquities: ANTIQUITIES_NAMES },
    abilities: [
      activated(0, { mana: "{1}", tap: true }, [], [fx.sacrificeAll({ nontoken: true, names: ANTIQUITIES_NAMES })]),
    ],
  }),
];
