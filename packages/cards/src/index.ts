export { normalizeName, faceNames } from "./names.js";
export { builtinCardNames } from "./registry.js";
