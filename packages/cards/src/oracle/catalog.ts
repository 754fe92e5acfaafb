/**
 * The compiler over a whole catalog: which cards are automated, by hand or by the compiler,
 * and the clause templates that failed most often (the work list for new mechanisms).
 */
import { automationKind } from "./automation-kind.js";
import type { CardDefinition, CardRegistry } from "@fishbowl/engine";
import type { CatalogCard } from "../catalog/types.js";
import { handWrittenDefinitions } from "../definitions/index.js";
import { builtinRegistry, isAutomated as isBuiltinAutomated } from "../registry.js";
import type { CompiledCatalog } from "./cache.js";
import { compileCard, type CompiledCard } from "./compile.js";

/** The compiled card: from `compiled` (a compiled catalog of the same catalog) when it has it, else compiled now. */
export function compiledCard(card: CatalogCard, compiled?: CompiledCatalog): CompiledCard {
  return compiled?.get(card.name) ?? compileCard(card);
}

/**
 * The definition to play a catalog card with when it has no built-in definition: the
 * compiled one — `automated` only when every clause compiled, otherwise with the clauses
 * that did compile and `unautomated` naming the rest (CR 113.2: each line is an ability).
 * `compiled`: a compiled catalog of the same catalog, used when it has the card.
 */
export function catalogDefinition(
  card: CatalogCard,
  name: string = card.name,
  compiled?: CompiledCatalog,
): CardDefinition {
  // a compiled catalog holds definitions under the catalog's names (another name can also appear in ability texts)
  const cached = name === card.name ? compiled?.get(card.name) : undefined;
  return cached ? cached.definition : compileCard(card, name).definition;
}

/** A card registry over the built-in cards and a catalog (see {@link catalogRegistry}). */
export interface CatalogRegistry extends CardRegistry {
  /** The catalog cards compiled so far (looked up and without a built-in definition), by name. */
  readonly compiled: ReadonlyMap<string, CardDefinition>;
}

/**
 * A registry with the built-in definitions plus every card of `catalog`, compiled with
 * {@link catalogDefinition} the first time its exact name is looked up (built-ins win on a
 * name clash). Cards never asked for are never compiled, so a whole bulk catalog costs only
 * its name table.
 */
export function catalogRegistry(catalog: Iterable<CatalogCard>): CatalogRegistry {
  const byName = new Map<string, CatalogCard>();
  for (const card of catalog) if (!byName.has(card.name)) byName.set(card.name, card);
  const compiled = new Map<string, CardDefinition>();
  return {
    compiled,
    get(name: string): CardDefinition | undefined {
      const builtin = builtinRegistry.get(name);
      if (builtin !== undefined) return builtin;
      const done = compiled.get(name);
      if (done !== undefined) return done;
      const card = byName.get(name);
      if (card === undefined) return undefined;
      const def = catalogDefinition(card, name);
      compiled.set(name, def);
      return def;
    },
  };
}

/** A failed clause template and how many catalog cards have it. */
export interface FailedClause {
  /** The clause with numbers as `N` and mana symbols as `{M}`, or a whole-card reason. */
  template: string;
  /** Number of catalog cards with at least one such clause. */
  cards: number;
}

const HAND_WRITTEN = new Set(handWrittenDefinitions.map((d) => d.name));

/** What the compiler makes of a catalog. */
export interface CompilerCoverage {
  /** Cards automated by a hand-written definition (the built-ins the compiler can't read whole yet). */
  byHand: number;
  /** Cards the compiler automates fully: catalog cards, and the built-in pool kept as printed facts. */
  byCompiler: number;
  /** Cards partly automated: the clauses not compiled are lines of the text and some other line compiled (`automationKind`). */
  partly: number;
  /** The most frequent failed clause templates, most cards first, at most `top`. */
  topFailedClauses: FailedClause[];
  /** Names of the cards automated either way (for `isAutomated`). */
  automatedNames: Set<string>;
}

/**
 * Compiles every card of `catalog` once (or takes it from `compiled`, a compiled catalog of
 * the same catalog). Built-in definitions win (they are automated by hand); for the rest the
 * compiler decides. `top` bounds `topFailedClauses` (default 50).
 */
export function compilerCoverage(
  catalog: readonly CatalogCard[],
  top = 50,
  compiled?: CompiledCatalog,
): CompilerCoverage {
  let byHand = 0;
  let byCompiler = 0;
  let partly = 0;
  const failed = new Map<string, number>();
  const automatedNames = new Set<string>();
  for (const card of catalog) {
    if (isBuiltinAutomated(card.name)) {
      if (HAND_WRITTEN.has(card.name)) byHand++;
      else byCompiler++;
      automatedNames.add(card.name);
      continue;
    }
    const r = compiledCard(card, compiled);
    if (r.automated) {
      byCompiler++;
      automatedNames.add(card.name);
      continue;
    }
    // partly automated as the table and the browser's import count it (automation-kind.ts)
    if (automationKind(r.definition) === "partial") partly++;
    for (const t of new Set(r.failedTemplates)) failed.set(t, (failed.get(t) ?? 0) + 1);
  }
  const topFailedClauses = [...failed]
    .map(([template, cards]) => ({ template, cards }))
    .sort((a, b) => b.cards - a.cards || (a.template < b.template ? -1 : a.template > b.template ? 1 : 0))
    .slice(0, top);
  return { byHand, byCompiler, partly, topFailedClauses, automatedNames };
}
