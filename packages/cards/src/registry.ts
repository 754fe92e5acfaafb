/**
 * The registry of built-in card definitions (cards the engine automates), and registries
 * that also hold catalog cards played with their printed characteristics only.
 */
import type { CardDefinition, CardRegistry } from "@fishbowl/engine";
import { builtinDefinitions } from "./definitions/index.js";

const BY_NAME = new Map<string, CardDefinition>(builtinDefinitions.map((d) => [d.name, d]));

/** Names of every built-in (automated) card, in the registry's order. */
export function builtinCardNames(): readonly string[] {
  return builtinDefinitions.map((d) => d.name);
}

/** The registry of built-in definitions (exact names). */
export const builtinRegistry: CardRegistry = {
  get: (name: string) => BY_NAME.get(name),
};

/** Whether a card name has an executable (automated) definition. */
export function isAutomated(name: string): boolean {
  const d = BY_NAME.get(name);
  return d !== undefined && d.automated !== false;
}

/** A registry with the built-in cards plus `extra` definitions (built-ins win on a name clash). */
export function registryWith(extra: Iterable<CardDefinition>): CardRegistry {
  const map = new Map<string, CardDefinition>();
  for (const d of extra) map.set(d.name, d);
  for (const d of builtinDefinitions) map.set(d.name, d);
  return { get: (name: string) => map.get(name) };
}
