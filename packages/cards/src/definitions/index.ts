/**
 * The built-in card definitions. Cards the Oracle-text compiler reproduces exactly are kept as
 * printed facts (`printed-pool.ts`) and compiled once at load; the rest are written by hand
 * with the builders (`builders.ts`), one file a mechanic, their ability texts taken from their
 * Oracle text.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { attachmentCards } from "./attachments.js";
import { continuousCards } from "./continuous.js";
import { counterCards } from "./counters.js";
import { damageCards } from "./damage.js";
import { earthbendCards } from "./earthbend.js";
import { landCards } from "./lands.js";
import { compilePrinted } from "./printed.js";
import { printedPool } from "./printed-pool.js";
import { searchCards } from "./search.js";
import { tokenCards } from "./tokens.js";
import { zoneCards } from "./zones.js";

/** The hand-written definitions: cards whose text the compiler does not read whole, by mechanic. */
export const handWrittenDefinitions: readonly CardDefinition[] = [
  ...landCards,
  ...earthbendCards,
  ...continuousCards,
  ...counterCards,
  ...tokenCards,
  ...attachmentCards,
  ...damageCards,
  ...searchCards,
  ...zoneCards,
];

/** The printed pool compiled from its Oracle text, in the pool's order. */
export const compiledDefinitions: readonly CardDefinition[] = compilePrinted(printedPool);

/** Every built-in definition: the compiled printed pool (basic lands first), then the hand-written ones. */
export const builtinDefinitions: readonly CardDefinition[] = [...compiledDefinitions, ...handWrittenDefinitions];
