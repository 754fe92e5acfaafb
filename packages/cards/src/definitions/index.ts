/**
 * The built-in card definitions: the card pool of the first rules milestone. Cards the
 * Oracle-text compiler reproduces exactly are kept as printed facts (`printed-pool.ts`) and
 * compiled once at load; the rest are written by hand with the builders.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { layersCards } from "./layers.js";
import { compilePrinted } from "./printed.js";
import { printedPool } from "./printed-pool.js";
import { staplesCards } from "./staples.js";
import { staples2Cards } from "./staples2.js";
import { tokenCards } from "./tokens.js";

/** The hand-written definitions: cards whose text the compiler does not read whole. */
export const handWrittenDefinitions: readonly CardDefinition[] = [...layersCards, ...tokenCards, ...staplesCards, ...staples2Cards];

/** The printed pool compiled from its Oracle text, in the pool's order. */
export const compiledDefinitions: readonly CardDefinition[] = compilePrinted(printedPool);

/** Every built-in definition: the compiled printed pool (basic lands first), then the hand-written ones. */
export const builtinDefinitions: readonly CardDefinition[] = [...compiledDefinitions, ...handWrittenDefinitions];
