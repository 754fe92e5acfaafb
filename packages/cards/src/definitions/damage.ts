/**
 * Damage (CR 120): spells and abilities that deal a fixed amount, an amount counted as they
 * resolve (608.2h), or X divided among any number of targets (601.2d), and a dies trigger.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { card, fx, oracle, ref, spell, target, triggered } from "./builders.js";

/** Definitions of the cards that deal damage. */
export const damageCards: CardDefinition[] = [
  card({
    name: "Corrupt",
    manaCost: "{5}{B}",
    types: ["Sorcery"],
    oracleText:
      "Corrupt deals damage to any target equal to the number of Swamps you control. " +
      "You gain life equal to the damage dealt this way.",
    // nothing in the engine prevents damage, so the damage dealt is the amount counted
    spell: spell(
      0,
      [target.any()],
      fx.damage({ kind: "count", filter: { types: ["Land"], subtypes: ["Swamp"], controller: "you" } }),
      fx.gainLife({ kind: "count", filter: { types: ["Land"], subtypes: ["Swamp"], controller: "you" } }),
    ),
  }),
  card({
    name: "Fireball",
    manaCost: "{X}{R}",
    types: ["Sorcery"],
    strive: "{1}",
    oracleText: oracle(
      "Fireball deals X damage divided evenly, rounded down, among any number of targets.",
      "Fireball costs {1} more to cast for each target beyond the first.",
    ),
    // "any number of targets": zero is a choice too (CR 115.6; Fireball's rulings: it is then not
    // targeted and deals no damage); the damage is divided among the targets still legal as it resolves
    spell: spell(
      0,
      [{ ...target.any(), text: "any number of targets", min: 0, max: 99 }],
      fx.damage({ kind: "x", dividedAmongTargets: true }, ref.target()),
    ),
  }),
  card({
    name: "Ghostfire",
    manaCost: "{2}{R}",
    types: ["Instant"],
    colors: [],
    oracleText: oracle("Ghostfire is colorless.", "Ghostfire deals 3 damage to any target."),
    spell: spell(1, [target.any()], fx.damage(3)),
  }),
  card({
    name: "Goblin Arsonist",
    manaCost: "{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Shaman"],
    power: 1,
    toughness: 1,
    oracleText: "When Goblin Arsonist dies, you may have it deal 1 damage to any target.",
    // "you may … any target": choosing no target declines (min 0), as for Gravedigger
    abilities: [
      triggered(0, { kind: "selfToGraveyardFromBattlefield" }, [{ ...target.any(), min: 0 }], [fx.damage(1)]),
    ],
  }),
];
