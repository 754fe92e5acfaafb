export { normalizeName, faceNames } from "./names.js";
export { builtinCardNames } from "./registry.js";
export { createNameIndex, looseNameKey, type CardNameIndex, type NameMatch, type NameMatchKind } from "./names.js";
export * from "./decks/index.js";
export * from "./catalog/index.js";
