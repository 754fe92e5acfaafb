/**
 * The engine's data model: game state, objects, actions, decisions, events, refusals.
 *
 * Everything here is plain JSON data (DESIGN.md "State is plain data"): no classes, no
 * closures, no Maps. A `GameState` can be serialised with `JSON.stringify`, sent to a worker
 * and read back, and replaying the same actions from the same beginning gives the same state.
 */
export type * from "./basics.js";
export { STEPS } from "./basics.js";
export type * from "./objects.js";
export type * from "./game-state.js";
export type * from "./actions.js";
