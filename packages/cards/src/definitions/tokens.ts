/**
 * Tokens (CR 111): spells that create creature tokens, and tokens that are copies of creatures
 * (CR 707.2, with exceptions 707.9b), created once, five times if kicked, or one per target.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { card, creatureToken, fx, oracle, ref, spell, target } from "./builders.js";

/** "1/1 white Human creature token". */
const human = () => creatureToken(1, 1, ["W"], ["Human"]);

/** Definitions of the cards that create tokens. */
export const tokenCards: CardDefinition[] = [
  card({
    name: "Beast Within",
    manaCost: "{2}{G}",
    types: ["Instant"],
    oracleText: "Destroy target permanent. Its controller creates a 3/3 green Beast creature token.",
    spell: spell(
      0,
      [target.permanent()],
      fx.destroy(),
      fx.tokens(1, creatureToken(3, 3, ["G"], ["Beast"]), ref.controllerOf(ref.target(0))),
    ),
  }),
  card({
    name: "Gather the Townsfolk",
    manaCost: "{1}{W}",
    types: ["Sorcery"],
    oracleText: oracle(
      "Create two 1/1 white Human creature tokens.",
      "Fateful hour — If you have 5 or less life, create five of those tokens instead.",
    ),
    // Fateful hour is an ability word (CR 207.2c); "instead" replaces the two tokens with five.
    spell: spell(
      [0, 1],
      [],
      fx.when({ kind: "not", condition: { kind: "lifeAtMost", amount: 5 } }, fx.tokens(2, human())),
      fx.when({ kind: "lifeAtMost", amount: 5 }, fx.tokens(5, human())),
    ),
  }),
  card({
    name: "Cackling Counterpart",
    manaCost: "{1}{U}{U}",
    types: ["Instant"],
    flashback: "{5}{U}{U}",
    oracleText: oracle(
      "Create a token that's a copy of target creature you control.",
      "Flashback {5}{U}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
    ),
    spell: spell(0, [target.creatureYouControl()], fx.copyTokens(ref.target(0), 1)),
  }),
  card({
    name: "Rite of Replication",
    manaCost: "{2}{U}{U}",
    types: ["Sorcery"],
    kicker: "{5}",
    oracleText: oracle(
      "Kicker {5} (You may pay an additional {5} as you cast this spell.)",
      "Create a token that's a copy of target creature. If this spell was kicked, create five of those tokens instead.",
    ),
    spell: spell(1, [target.creature()], fx.copyTokens(ref.target(0), 1, { kickedAmount: 5 })),
  }),
  card({
    name: "Twinflame",
    manaCost: "{1}{R}",
    types: ["Sorcery"],
    strive: "{2}{R}",
    oracleText: oracle(
      "Strive — This spell costs {2}{R} more to cast for each target beyond the first.",
      "Choose any number of target creatures you control. For each of them, create a token that's a copy of that creature, " +
        "except it has haste. Exile those tokens at the beginning of the next end step.",
    ),
    spell: spell(
      1,
      [target.anyNumberOfCreatures("you")],
      fx.copyTokens(ref.target(), 1, { haste: true }),
      fx.atBeginningOfNextEndStep(
        ref.last(),
        "Exile those tokens at the beginning of the next end step.",
        fx.exile(ref.refs()),
      ),
    ),
  }),
];
