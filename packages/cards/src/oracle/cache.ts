/**
 * A compiled catalog: the compiler's verdict and definition for every card of one catalog
 * file, kept beside it so that tools reading the whole catalog (coverage, deck checks) need
 * not compile 18,000 cards on every run (browser-safe: strings and values in and out; files
 * are the caller's business).
 *
 * The text is a JSON object written one card a line, so it can be streamed out while a
 * catalog is imported:
 *
 *     {"format":"fishbowl-compiled-catalog","compiler":1,"key":"<key>","cards":[
 *     {"name":"…","automated":true,"unautomated":[],"failedTemplates":[],"definition":{…}},
 *     …
 *     ]}
 *
 * It is valid only for the key it names — the caller's digest of what the compiled cards
 * depend on: the catalog file's text and, where the caller can read it, the compiler's own
 * code — and for the compiler version that wrote it: `COMPILER_VERSION` changes whenever
 * the compiler's output can change (grammar, normalisation, assembly), so an older file is
 * ignored rather than trusted.
 */
import { definitionProblem } from "@fishbowl/engine";
import type { CompiledCard } from "./compile.js";

/**
 * The compiler's version: bump it with every change that can change what `compileCard`
 * returns, so that compiled catalogs written by an older compiler are ignored.
 * `compiler-output.test.ts` pins it to the compiler's output on a sample of real cards.
 */
export const COMPILER_VERSION = 38;

const FORMAT = "fishbowl-compiled-catalog";

/** The compiled cards of a catalog by card name. */
export type CompiledCatalog = ReadonlyMap<string, CompiledCard>;

/** The opening of a compiled catalog's text, up to and including the `[` of its cards. */
export function compiledCatalogHead(key: string): string {
  return `{"format":${JSON.stringify(FORMAT)},"compiler":${COMPILER_VERSION},"key":${JSON.stringify(key)},"cards":[\n`;
}

/** One card of a compiled catalog as a line (no separator). */
export function compiledCatalogEntry(name: string, compiled: CompiledCard): string {
  return JSON.stringify({
    name,
    automated: compiled.automated,
    unautomated: compiled.unautomated,
    failedTemplates: compiled.failedTemplates,
    definition: compiled.definition,
  });
}

/** The end of a compiled catalog's text. */
export const COMPILED_CATALOG_TAIL = "\n]}\n";

/** A whole compiled catalog's text (see `compiledCatalogHead` for writing one card at a time). */
export function serializeCompiledCatalog(key: string, cards: Iterable<readonly [string, CompiledCard]>): string {
  const lines: string[] = [];
  for (const [name, c] of cards) lines.push(compiledCatalogEntry(name, c));
  return compiledCatalogHead(key) + lines.join(",\n") + COMPILED_CATALOG_TAIL;
}

const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === "string");

/**
 * Reads a compiled catalog's text. Returns null — the caller then compiles — when the text
 * is not a compiled catalog, was written by another compiler version, or has another key
 * (another catalog, or another compiler build), or when a definition in it names a keyword,
 * card type, supertype, counter kind, instruction or modification the engine doesn't know, or a
 * number that isn't one (`definitionProblem`). Never throws.
 */
export function readCompiledCatalog(text: string, key: string): CompiledCatalog | null {
  // The header comes first: a stale file is refused without parsing its cards.
  if (!text.startsWith(compiledCatalogHead(key))) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const v = value as { format?: unknown; compiler?: unknown; key?: unknown; cards?: unknown };
  if (v.format !== FORMAT || v.compiler !== COMPILER_VERSION || v.key !== key || !Array.isArray(v.cards)) return null;
  const out = new Map<string, CompiledCard>();
  for (const e of v.cards as unknown[]) {
    const c = e as {
      name?: unknown;
      automated?: unknown;
      unautomated?: unknown;
      failedTemplates?: unknown;
      definition?: unknown;
    } | null;
    if (
      !c ||
      typeof c.name !== "string" ||
      typeof c.automated !== "boolean" ||
      !isStrings(c.unautomated) ||
      !isStrings(c.failedTemplates)
    )
      return null;
    if (
      typeof c.definition !== "object" ||
      c.definition === null ||
      typeof (c.definition as { name?: unknown }).name !== "string" ||
      definitionProblem(c.definition) !== null
    )
      return null;
    out.set(c.name, {
      definition: c.definition as CompiledCard["definition"],
      automated: c.automated,
      unautomated: c.unautomated,
      failedTemplates: c.failedTemplates,
    });
  }
  return out;
}
