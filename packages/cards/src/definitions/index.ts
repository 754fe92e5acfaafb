/**
 * The built-in card definitions: the card pool of the first rules milestone.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { coreCards } from "./core.js";
import { layersCards } from "./layers.js";
import { staplesCards } from "./staples.js";
import { staples2Cards } from "./staples2.js";
import { tokenCards } from "./tokens.js";

/** Every built-in definition, core group first. */
export const builtinDefinitions: readonly CardDefinition[] = [...coreCards, ...layersCards, ...tokenCards, ...staplesCards, ...staples2Cards];
