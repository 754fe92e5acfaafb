/**
 * The core group of the card pool, as far as it is written by hand: mana creatures, burn,
 * casting options (X, Phyrexian mana, modes) and a static haste enchantment.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { activated, card, chooseOne, fx, mod, ref, spell, staticFor, tapForMana, target } from "./builders.js";

/** Core-group definitions. */
export const coreCards: CardDefinition[] = [
  card({
    name: "Llanowar Elves", manaCost: "{G}", types: ["Creature"], subtypes: ["Elf", "Druid"], power: 1, toughness: 1,
    oracleText: "{T}: Add {G}.", abilities: [tapForMana("G")],
  }),
  card({
    name: "Prodigal Pyromancer", manaCost: "{2}{R}", types: ["Creature"], subtypes: ["Human", "Wizard"], power: 1, toughness: 1,
    oracleText: "{T}: Prodigal Pyromancer deals 1 damage to any target.",
    abilities: [activated("{T}: Prodigal Pyromancer deals 1 damage to any target.", { tap: true }, [target.any()], [fx.damage(1)])],
  }),
  card({
    name: "Lightning Bolt", manaCost: "{R}", types: ["Instant"], oracleText: "Lightning Bolt deals 3 damage to any target.",
    spell: spell("Lightning Bolt deals 3 damage to any target.", [target.any()], fx.damage(3)),
  }),
  card({
    name: "Shock", manaCost: "{R}", types: ["Instant"], oracleText: "Shock deals 2 damage to any target.",
    spell: spell("Shock deals 2 damage to any target.", [target.any()], fx.damage(2)),
  }),
  card({
    name: "Blaze", manaCost: "{X}{R}", types: ["Sorcery"], oracleText: "Blaze deals X damage to any target.",
    spell: spell("Blaze deals X damage to any target.", [target.any()], fx.damage({ kind: "x" })),
  }),
  card({
    name: "Gut Shot", manaCost: "{R/P}", types: ["Instant"],
    oracleText: "({R/P} can be paid with either {R} or 2 life.)\nGut Shot deals 1 damage to any target.",
    spell: spell("Gut Shot deals 1 damage to any target.", [target.any()], fx.damage(1)),
  }),
  card({
    name: "Mutagenic Growth", manaCost: "{G/P}", types: ["Instant"],
    oracleText: "({G/P} can be paid with either {G} or 2 life.)\nTarget creature gets +2/+2 until end of turn.",
    spell: spell("Target creature gets +2/+2 until end of turn.", [target.creature()], fx.pump(ref.target(0), 2, 2)),
  }),
  card({
    name: "Abrade", manaCost: "{1}{R}", types: ["Instant"],
    oracleText: "Choose one —\n• Abrade deals 3 damage to target creature.\n• Destroy target artifact.",
    spell: chooseOne(
      { text: "Abrade deals 3 damage to target creature.", targets: [target.creature()], effects: [fx.damage(3)] },
      { text: "Destroy target artifact.", targets: [target.artifact()], effects: [fx.destroy()] },
    ),
  }),
  card({
    name: "Fervor", manaCost: "{2}{R}", types: ["Enchantment"],
    oracleText: "Creatures you control have haste. (They can attack and {T} as soon as they come under your control.)",
    abilities: [staticFor("Creatures you control have haste.", { types: ["Creature"], controller: "you" }, mod.keywords("Haste"))],
  }),
];
