/**
 * @fishbowl/engine — the rules engine. Pure TypeScript: no DOM, no Node APIs, no clock,
 * no Math.random. See DESIGN.md for the model.
 */
export type * from "./types.js";
export { STEPS } from "./types.js";
export type * from "./vocabulary.js";
export type { CardRegistry } from "./core.js";
export { copiableOfDefinition, copiableOfToken, currentIdOf } from "./core.js";
export { apply, applyInPlace, legalActions } from "./apply.js";
export { newGame, replay, emptyState, settleState, type GameSetup } from "./game.js";
export { runScenario, stateFromSetup, type ScenarioResult } from "./scenario.js";
export { manaValue, parseManaCost, costColors, type ManaSymbol } from "./mana.js";
export { KEYWORD_COUNTERS, type Characteristics } from "./layers.js";
export { view, allCharacteristics, currentCharacteristics, targetChoices, RESTRICTION_WORDS, type ObjectView, type GameView, type StackView, type TargetChoices } from "./view.js";
export { slotsCanTake } from "./library.js";
export { attackOptions, type AttackOption } from "./attack-options.js";
export { DRAW_INSTEAD_OF_DREDGE } from "./turn-structure.js";
