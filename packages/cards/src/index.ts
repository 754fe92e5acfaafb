export { normalizeName, faceNames } from "./names.js";
export { builtinCardNames, builtinRegistry, isAutomated, registryWith } from "./registry.js";
export { builtinDefinitions, handWrittenDefinitions } from "./definitions/index.js";
export { createNameIndex, looseNameKey, type CardNameIndex, type NameMatch, type NameMatchKind } from "./names.js";
export * from "./decks/index.js";
export * from "./catalog/index.js";
export * from "./oracle/index.js";
