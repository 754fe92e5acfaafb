/** The offline card catalog: format, importers, loading, search, printed characteristics, coverage. */
export * from "./types.js";
export { manaValueOfCost, colorsOfSymbols, colorIdentityOf } from "./mana.js";
export { compareNames, sortCatalog } from "./order.js";
export {
  ScryfallCardSchema,
  ScryfallFaceSchema,
  NON_CARD_LAYOUTS,
  catalogCardFromScryfall,
  convertScryfallRecord,
  catalogFromScryfall,
  recordName,
  CatalogCollector,
  type ScryfallCard,
} from "./scryfall.js";
export {
  MtgjsonAtomicFaceSchema,
  MtgjsonAtomicEntrySchema,
  catalogCardFromMtgjson,
  convertMtgjsonEntry,
  catalogFromMtgjson,
  type MtgjsonAtomicFace,
} from "./mtgjson.js";
export {
  CatalogCardSchema,
  CatalogFaceSchema,
  readCatalog,
  parseCatalogJson,
  serializeCatalog,
  serializeCatalogCard,
  createNameLookup,
  type CatalogReadResult,
} from "./catalog.js";
export {
  parseQuery,
  QUERY_KEYS,
  type QueryNode,
  type QueryOp,
  type QueryError,
  type ParseResult,
  type ColorValue,
  type NumericField,
} from "./query.js";
export {
  CatalogIndex,
  createCatalogIndex,
  automatedNamePredicate,
  foldText,
  type CatalogIndexOptions,
  type CatalogSearchResult,
} from "./search.js";
export {
  printedCharacteristics,
  parseTypeLine,
  printedNumber,
  SUPERTYPES,
  CARD_TYPES,
  type PrintedCharacteristics,
} from "./printed.js";
export { computeCoverage, type CoverageDeck, type CoverageReport, type MissingCard } from "./coverage.js";
export { catalogFromBulkJson } from "./bulk.js";
// The streaming reader of catalog sources is "@fishbowl/cards/stream" (see ./stream.ts), kept
// out of this entry so that the renderer's bundle does not carry its tokenizer.
export { vanillaDefinition, landManaAbilities } from "./vanilla.js";
