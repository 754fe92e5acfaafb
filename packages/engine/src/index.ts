/**
 * @fishbowl/engine — the rules engine. Pure TypeScript: no DOM, no Node APIs, no clock,
 * no Math.random. See DESIGN.md for the model. The rule-scenario runner (`runScenario`,
 * `stateFromSetup`) is the subpath `@fishbowl/engine/scenario`.
 */
export type * from "./state/types.js";
export { STEPS } from "./state/types.js";
export type * from "./state/vocabulary/index.js";
export {
  KEYWORDS,
  CARD_TYPES,
  SUPERTYPES,
  COUNTER_KINDS,
  isKeyword,
  isCardType,
  isSupertype,
  isCounterKind,
  unknownWord,
} from "./state/vocabulary/index.js";
export { findDefinition, type CardRegistry } from "./core/context.js";
export { definitionProblem } from "./definition-check.js";
export { parseAction, type ActionParse } from "./state/action-schema.js";
export { copiableOfDefinition, copiableOfToken, currentIdOf } from "./core/objects.js";
export { apply, applyInPlace } from "./apply.js";
export { legalActions } from "./legal-actions.js";
export { handAwarePayment } from "./hand-payment.js";
export { newGame, replay, emptyState, settleState, type GameSetup } from "./game.js";
export { manaValue, parseManaCost, costColors, type ManaSymbol } from "./core/mana.js";
export { KEYWORD_COUNTERS } from "./rules/layers.js";
export type { Characteristics } from "./state/characteristics.js";
export {
  view,
  allCharacteristics,
  currentCharacteristics,
  characteristicsNow,
  targetChoices,
  RESTRICTION_WORDS,
  type ObjectView,
  type GameView,
  type StackView,
  type TargetChoices,
} from "./view.js";
export { slotsCanTake } from "./rules/library.js";
export { attackOptions, type AttackOption } from "./attack-options.js";
export { DRAW_INSTEAD_OF_DREDGE } from "./rules/draw.js";
