/**
 * Printed facts of a card (CR 109.3: name, mana cost, colour, type line, Oracle text, power,
 * toughness), the form in which the built-in pool keeps every card the Oracle-text compiler
 * reproduces exactly: `printed-pool.ts` lists them, and the pool compiles them once at load.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { colorsOfSymbols, manaValueOfCost } from "../catalog/mana.js";
import type { CatalogCard, CatalogFace } from "../catalog/types.js";
import { compileCard } from "../oracle/compile.js";

/**
 * A card's printed facts, as the catalog prints them (the fields of a one-face `CatalogFace`):
 * `colors` only where they are not the mana cost's (a colour indicator or devoid, CR 202.2, 204).
 */
export type PrintedCard = Pick<
  CatalogFace,
  "name" | "manaCost" | "typeLine" | "oracleText" | "power" | "toughness" | "colors"
>;

/** The catalog card with these printed facts (one face, `normal` layout; colours from the mana cost unless given, CR 202.2). */
export function catalogCardOf(p: PrintedCard): CatalogCard {
  return {
    name: p.name,
    manaCost: p.manaCost,
    manaValue: manaValueOfCost(p.manaCost),
    typeLine: p.typeLine,
    oracleText: p.oracleText,
    ...(p.power !== undefined ? { power: p.power } : {}),
    ...(p.toughness !== undefined ? { toughness: p.toughness } : {}),
    colors: p.colors ?? colorsOfSymbols(p.manaCost),
    keywords: [],
    layout: "normal",
  };
}

/** The printed facts a card definition describes (the inverse of compiling them, for the facts only). */
export function printedOf(d: CardDefinition): PrintedCard {
  const left = [...(d.supertypes ?? []), ...d.types].join(" ");
  const pt = (v: number | null): string => (v === null ? "*" : String(v));
  const manaCost = d.manaCost ?? "";
  const colors = d.colors && d.colors.join("") !== colorsOfSymbols(manaCost).join("") ? { colors: [...d.colors] } : {};
  return {
    name: d.name,
    manaCost,
    typeLine: d.subtypes?.length ? `${left} — ${d.subtypes.join(" ")}` : left,
    oracleText: d.oracleText,
    ...(d.power !== undefined ? { power: pt(d.power) } : {}),
    ...(d.toughness !== undefined ? { toughness: pt(d.toughness) } : {}),
    ...colors,
  };
}

/** Compiles printed facts into definitions, in order; a record the compiler can't read whole comes back with `automated: false`. */
export function compilePrinted(pool: readonly PrintedCard[]): CardDefinition[] {
  return pool.map((p) => compileCard(catalogCardOf(p)).definition);
}
