/**
 * Split cards (CR 709) for the compiler: each half is compiled as a card of its own (its name,
 * mana cost, type line and Oracle text), and the card's definition has the halves'
 * characteristics combined (709.4: both names in one, the combined mana cost with its colors
 * and mana value, every card type of either half) with the halves as its `faces`, one of which
 * is chosen as it is cast (709.3, the engine's rules/split.ts). The card is automated only when
 * every half is. Only instant and sorcery halves are read: a half that is a permanent (709.5,
 * Rooms) refuses the card. Fuse (702.102) and aftermath (702.127) are keywords the compiler
 * doesn't read, so a card with them is refused for that line and the half keeps no effect.
 */
import type { CardDefinition, Color } from "@fishbowl/engine";
import type { CatalogCard, CatalogFace } from "../catalog/types.js";
import { colorsOfSymbols, manaValueOfCost } from "../catalog/mana.js";

/** A compiler verdict, as `compile.ts`'s `CompiledCard` (repeated here: that module calls this one). */
interface CompiledCard {
  definition: CardDefinition;
  automated: boolean;
  unautomated: string[];
  failedTemplates: string[];
}

const COLORS: readonly Color[] = ["W", "U", "B", "R", "G"];

/** One half as a one-face catalog card (its own colors: those of its mana cost unless given, CR 202.2). */
function halfCard(f: CatalogFace): CatalogCard {
  return {
    name: f.name,
    manaCost: f.manaCost,
    manaValue: manaValueOfCost(f.manaCost),
    typeLine: f.typeLine,
    oracleText: f.oracleText,
    colors: f.colors ?? colorsOfSymbols(f.manaCost),
    keywords: [],
    layout: "normal",
  };
}

/**
 * Compiles a split card (layout `split`) with `compileCard` for each half. `name` is the name the
 * definition answers to. Returns null for a card whose halves are not all instants or sorceries
 * (the caller refuses it as before).
 */
export function compileSplit(
  card: CatalogCard,
  name: string,
  compileCard: (c: CatalogCard) => CompiledCard,
): CompiledCard | null {
  const faces = card.faces ?? [];
  if (faces.length !== 2) return null;
  const spellType = (t: string) => /^(Instant|Sorcery)$/.test(t.trim());
  if (!faces.every((f) => spellType(f.typeLine))) return null;
  const halves = faces.map((f) => compileCard(halfCard(f)));
  const defs = halves.map((h) => h.definition);
  const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];
  const manaCost = faces.map((f) => f.manaCost).join("");
  const colors = uniq(defs.flatMap((d) => d.colors ?? [])).filter((c) => COLORS.includes(c));
  const definition: CardDefinition = {
    name,
    manaCost: manaCost === "" ? null : manaCost, // 709.4b: the combined mana cost
    colors: COLORS.filter((c) => colors.includes(c)),
    types: uniq(defs.flatMap((d) => d.types)), // 709.4c
    oracleText: card.oracleText,
    faces: defs,
  };
  const unautomated = halves.flatMap((h, i) => h.unautomated.map((u) => `${faces[i]!.name}: ${u}`));
  const failedTemplates = uniq(halves.flatMap((h) => h.failedTemplates));
  const automated = unautomated.length === 0;
  if (!automated) {
    definition.automated = false;
    definition.unautomated = unautomated;
  }
  return { definition, automated, unautomated, failedTemplates };
}
