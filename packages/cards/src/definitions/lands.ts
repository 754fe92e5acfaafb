/**
 * Land types: an effect that sets them (layer 4, CR 305.7, 613.1d). Lands that enter tapped,
 * ask for life as they enter (CR 614.1c-d) or become creatures (305.7 keeps them lands) are
 * compiled from their printed text (printed-pool.ts).
 */
import type { CardDefinition } from "@fishbowl/engine";
import { card, mod, staticFor } from "./builders.js";

/** Definitions of lands and of what changes land types. */
export const landCards: CardDefinition[] = [
  card({
    name: "Blood Moon",
    manaCost: "{2}{R}",
    types: ["Enchantment"],
    oracleText: "Nonbasic lands are Mountains.",
    abilities: [staticFor(0, { types: ["Land"], notSupertypes: ["Basic"] }, mod.landTypes("Mountain"))],
  }),
];
