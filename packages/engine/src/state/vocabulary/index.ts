/**
 * The engine's vocabulary for card definitions: abilities, effects, targets, filters,
 * continuous-effect modifications, durations and trigger events. A card definition is a
 * small tree of these (DESIGN.md "Cards"); the engine interprets it and knows no card.
 * Plain JSON data, one topic per file of this folder; the closed word lists (keywords, card
 * types, supertypes, counter kinds) also as runtime lists with guards.
 */
export type * from "./cards.js";
export type * from "./filters.js";
export type * from "./continuous.js";
export type * from "./triggers.js";
export type * from "./effects.js";
export type * from "./keyword-mechanics.js";
export * from "./words.js";
export * from "./counters.js";
export * from "./word-check.js";
