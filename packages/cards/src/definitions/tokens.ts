/**
 * The third group of the card pool: tokens (CR 111), copies (707), counters (122) and the
 * whole casting announcement (kicker, flashback, strive, {2/W}).
 */
import type { CardDefinition } from "@fishbowl/engine";
import { card, creatureToken, entersWith, equip, forever, fx, mod, ref, spell, target, triggered, untilEndOfTurn } from "./builders.js";

/** Tokens-group definitions. */
export const tokenCards: CardDefinition[] = [
  card({
    name: "Goblin Bushwhacker", manaCost: "{R}", types: ["Creature"], subtypes: ["Goblin", "Warrior"], power: 1, toughness: 1, kicker: "{R}",
    oracleText: "Kicker {R} (You may pay an additional {R} as you cast this spell.)\nWhen Goblin Bushwhacker enters, if it was kicked, creatures you control get +1/+0 and gain haste until end of turn.",
    abilities: [triggered("When Goblin Bushwhacker enters, if it was kicked, creatures you control get +1/+0 and gain haste until end of turn.", { kind: "entersSelf" }, [],
      [fx.modify(ref.all({ types: ["Creature"], controller: "you" }), untilEndOfTurn, mod.pt(1, 0), mod.keywords("Haste"))], { kind: "kicked" })],
  }),
  card({
    name: "Grimdancer", manaCost: "{1}{B}{B}", types: ["Creature"], subtypes: ["Nightmare"], power: 3, toughness: 3,
    oracleText: "This creature enters with your choice of two different counters on it from among menace, deathtouch, and lifelink.",
    abilities: [entersWith("This creature enters with your choice of two different counters on it from among menace, deathtouch, and lifelink.",
      { kind: "entersWithCounterChoice", options: ["menace", "deathtouch", "lifelink"], count: 2 })],
  }),
  card({
    name: "Beast Within", manaCost: "{2}{G}", types: ["Instant"], oracleText: "Destroy target permanent. Its controller creates a 3/3 green Beast creature token.",
    spell: spell("Destroy target permanent. Its controller creates a 3/3 green Beast creature token.", [target.permanent()],
      fx.destroy(), fx.tokens(1, creatureToken(3, 3, ["G"], ["Beast"]), ref.controllerOf(ref.target(0)))),
  }),
  card({
    name: "Cackling Counterpart", manaCost: "{1}{U}{U}", types: ["Instant"], flashback: "{5}{U}{U}",
    oracleText: "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
    spell: spell("Create a token that's a copy of target creature you control.", [target.creatureYouControl()], fx.copyTokens(ref.target(0), 1)),
  }),
  card({
    name: "Rite of Replication", manaCost: "{2}{U}{U}", types: ["Sorcery"], kicker: "{5}",
    oracleText: "Kicker {5} (You may pay an additional {5} as you cast this spell.)\nCreate a token that's a copy of target creature. If this spell was kicked, create five of those tokens instead.",
    spell: spell("Create a token that's a copy of target creature. If this spell was kicked, create five of those tokens instead.", [target.creature()],
      fx.copyTokens(ref.target(0), 1, { kickedAmount: 5 })),
  }),
  card({
    name: "Twinflame", manaCost: "{1}{R}", types: ["Sorcery"], strive: "{2}{R}",
    oracleText: "Strive — This spell costs {2}{R} more to cast for each target beyond the first.\nChoose any number of target creatures you control. For each of them, create a token that's a copy of that creature, except it has haste. Exile those tokens at the beginning of the next end step.",
    spell: spell("For each of them, create a token that's a copy of that creature, except it has haste. Exile those tokens at the beginning of the next end step.",
      [target.anyNumberOfCreatures("you")], fx.copyTokens(ref.target(), 1, { haste: true }),
      fx.atBeginningOfNextEndStep(ref.last(), "Exile those tokens at the beginning of the next end step.", fx.exile(ref.refs()))),
  }),
  card({
    name: "Helm of the Host", manaCost: "{4}", supertypes: ["Legendary"], types: ["Artifact"], subtypes: ["Equipment"],
    oracleText: "At the beginning of combat on your turn, create a token that's a copy of equipped creature, except the token isn't legendary if equipped creature is legendary. That token gains haste.\nEquip {5}",
    abilities: [
      triggered("At the beginning of combat on your turn, create a token that's a copy of equipped creature, except the token isn't legendary. That token gains haste.",
        { kind: "beginningOfStep", step: "beginning_of_combat", yours: true }, [],
        [fx.copyTokens(ref.attachedTo(), 1, { nonlegendary: true }), fx.gainKeywords(ref.last(), forever, "Haste")]),
      equip("{5}"),
    ],
  }),
  card({
    name: "Fully Grown", manaCost: "{2}{G}", types: ["Instant"], oracleText: "Target creature gets +3/+3 until end of turn. Put a trample counter on it.",
    spell: spell("Target creature gets +3/+3 until end of turn. Put a trample counter on it.", [target.creature()], fx.pump(ref.target(0), 3, 3), fx.counters(ref.target(0), "trample")),
  }),
  card({
    name: "Unexpected Fangs", manaCost: "{1}{B}", types: ["Instant"], oracleText: "Put a +1/+1 counter and a lifelink counter on target creature.",
    spell: spell("Put a +1/+1 counter and a lifelink counter on target creature.", [target.creature()], fx.counters(ref.target(0), "+1/+1"), fx.counters(ref.target(0), "lifelink")),
  }),
];
