/**
 * "That creature is a black Zombie in addition to its other colors and types." (Rise from the
 * Grave): a color and a creature type added for as long as the object stays on the battlefield
 * (CR 611.2a, 613.1d layer 4, 613.1e layer 5; a new object once it leaves, 400.7).
 */
import P from "../parsers.js";
import type { Effect } from "@fishbowl/engine";
import { CREATURE_TYPES } from "../lexicon.js";
import { type Ctx, type EffB, color, lit, one, oneOf } from "./base.js";
import { objectRef } from "./refs.js";

const creatureType = oneOf(CREATURE_TYPES.map((t) => [t.toLowerCase(), t] as const));

/** "<it> is a black zombie in addition to its other colors and types" (CR 205.1b, 105.3). */
export const isAlsoColorAndType: P.Parser<EffB> = P.seqMap(
  objectRef,
  lit(" is a "),
  color,
  lit(" "),
  creatureType,
  lit(" in addition to its other colors and types"),
  (what, _i, c, _s, t) =>
    one((ctx: Ctx): Effect => ({
      kind: "modify",
      what: what(ctx),
      mods: [
        { layer: "4", kind: "addSubtypes", subtypes: [t] },
        { layer: "5", kind: "addColors", colors: [c] },
      ],
      duration: { kind: "indefinite" },
    })),
);
