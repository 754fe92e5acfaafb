/**
 * Auras and Equipment (CR 303.4, 301.5): static abilities that affect the permanent they are
 * attached to, a control-changing Aura (layer 2, CR 613.1b), equip (702.6) and an Equipment's
 * triggered ability that copies the equipped creature (707.2).
 */
import type { CardDefinition } from "@fishbowl/engine";
import { card, equip, forever, fx, mod, oracle, ref, staticAttached, triggered } from "./builders.js";

/** Definitions of Auras and Equipment. */
export const attachmentCards: CardDefinition[] = [
  card({
    name: "Confiscate",
    manaCost: "{4}{U}{U}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: {},
    oracleText: oracle(
      "Enchant permanent (Target a permanent as you cast this. This card enters attached to that permanent.)",
      "You control enchanted permanent.",
    ),
    abilities: [staticAttached(1, mod.control())],
  }),
  card({
    name: "Helm of the Host",
    manaCost: "{4}",
    supertypes: ["Legendary"],
    types: ["Artifact"],
    subtypes: ["Equipment"],
    oracleText: oracle(
      "At the beginning of combat on your turn, create a token that's a copy of equipped creature, " +
        "except the token isn't legendary if equipped creature is legendary. That token gains haste.",
      "Equip {5}",
    ),
    abilities: [
      // "isn't legendary if equipped creature is legendary": a copy of a nonlegendary creature is nonlegendary anyway
      triggered(
        0,
        { kind: "beginningOfStep", step: "beginning_of_combat", yours: true },
        [],
        [fx.copyTokens(ref.attachedTo(), 1, { nonlegendary: true }), fx.gainKeywords(ref.last(), forever, "Haste")],
      ),
      equip("{5}"),
    ],
  }),
];
