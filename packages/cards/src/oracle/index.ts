/**
 * The Oracle-text compiler (see `compile.ts`): catalog cards → card definitions over the
 * engine's vocabulary, with an honest verdict per card.
 */
export { clearCompilerCache, compileCard, type CompiledCard } from "./compile.js";
export { automationKind, type DefinitionAutomation } from "./automation-kind.js";
export { normalizeOracle, clauseTemplate, type OracleLine } from "./normalize.js";
export {
  catalogDefinition,
  catalogRegistry,
  compiledCard,
  compilerCoverage,
  type CatalogRegistry,
  type CompilerCoverage,
  type FailedClause,
} from "./catalog.js";
export {
  COMPILED_CATALOG_TAIL,
  COMPILER_VERSION,
  compiledCatalogEntry,
  compiledCatalogHead,
  readCompiledCatalog,
  serializeCompiledCatalog,
  type CompiledCatalog,
} from "./cache.js";
