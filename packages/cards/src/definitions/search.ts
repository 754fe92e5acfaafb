/**
 * Searching a library for a basic land card (CR 701.23, 701.16a "reveal"), then shuffling
 * (701.20): into the hand on entering, or onto the battlefield for the controller of an exiled
 * creature.
 */
import type { CardDefinition, ObjectFilter } from "@fishbowl/engine";
import { card, fx, ref, spell, target } from "./builders.js";

/** "a basic land card". */
const basicLand = (): ObjectFilter => ({ types: ["Land"], supertypes: ["Basic"] });

/** Definitions of the cards that search for basic lands. */
export const searchCards: CardDefinition[] = [
  card({
    name: "Path to Exile",
    manaCost: "{W}",
    types: ["Instant"],
    oracleText:
      "Exile target creature. Its controller may search their library for a basic land card, " +
      "put that card onto the battlefield tapped, then shuffle their library.",
    // "its controller": the exiled creature's controller as it last existed on the battlefield (CR 608.2h)
    spell: spell(
      0,
      [target.creature()],
      fx.exile(ref.target(0)),
      fx.mayBy(
        ref.controllerOf(ref.target(0)),
        "Search your library for a basic land card?",
        fx.search(basicLand(), "battlefield", true, ref.controllerOf(ref.target(0))),
        fx.shuffle(ref.controllerOf(ref.target(0))),
      ),
    ),
  }),
];
