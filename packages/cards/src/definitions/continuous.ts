/**
 * Continuous effects of spells and abilities (CR 611) in the layers (613): control change
 * (layer 2), "becomes" effects and lost abilities (layers 4-7b), pumps (7c), granted keywords
 * (6) and restrictions on attacking and blocking (508.1c, 509.1b). Bloodrush (an ability word,
 * 207.2c) pumps an attacking creature from the hand.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { card, fx, mod, oracle, ref, spell, target, untilEndOfTurn } from "./builders.js";

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
];
