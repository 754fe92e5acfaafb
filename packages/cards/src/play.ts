/**
 * `@fishbowl/cards/play`: what a process that only plays games needs, without the Oracle-text
 * compiler, the catalog, its search index or the XML and schema libraries — the built-in
 * definitions from the data snapshot the build writes (`dist/builtin-snapshot.js`, deep-equal
 * to `builtinDefinitions`), the sample decks, the non-XML deck reader and the name index.
 * A goldfish worker loads the engine, the autopilot and this.
 */
import type { CardDefinition, CardRegistry } from "@fishbowl/engine";
import { builtinSnapshot } from "./builtin-snapshot.js";

export { sampleDecks, type SampleDeck } from "./decks/samples.js";
export { parseDeckWithoutXml, type PlainDeckRead } from "./decks/parse-plain.js";
export type { ParsedDeck } from "./decks/types.js";
export { MAX_DECK_BYTES } from "./decks/input.js";
export { createNameIndex, type CardNameIndex } from "./names.js";

let byName: Map<string, CardDefinition> | undefined;

/** Every built-in definition, in the registry's order, from the build's snapshot (deep-equal to `builtinDefinitions`). */
export function builtinDefinitionsSnapshot(): readonly CardDefinition[] {
  return builtinSnapshot;
}

function index(): Map<string, CardDefinition> {
  byName ??= new Map(builtinDefinitionsSnapshot().map((d) => [d.name, d]));
  return byName;
}

/** The registry of built-in definitions (exact names): the same cards as `builtinRegistry` of `@fishbowl/cards`. */
export const snapshotRegistry: CardRegistry = { get: (name: string) => index().get(name) };

/** Names of every built-in card, in the registry's order (as `builtinCardNames`). */
export function snapshotCardNames(): readonly string[] {
  return builtinDefinitionsSnapshot().map((d) => d.name);
}

/** Whether a card name has an executable (automated) built-in definition (as `isAutomated`). */
export function snapshotIsAutomated(name: string): boolean {
  const d = index().get(name);
  return d !== undefined && d.automated !== false;
}
