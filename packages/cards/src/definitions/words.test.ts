/**
 * The words of the built-in definitions. Keywords, card types, supertypes and counter kinds
 * are closed lists of the engine (a typo is a compile error, and `unknownWord` finds one at
 * run time); subtypes are open in the engine (see `CardDefinition.subtypes`), so a misspelt
 * creature type in a definition would only make a filter match nothing. This test checks the
 * subtypes the built-in definitions use — printed on them, in filters, set by effects —
 * against the lists of CR 205.3g-m.
 */
import { describe, expect, it } from "vitest";
import { unknownWord } from "@fishbowl/engine";
import { CREATURE_TYPES, LAND_TYPES } from "../oracle/lexicon.js";
import { builtinDefinitions } from "./index.js";

/** Artifact (CR 205.3g), enchantment (205.3h) and spell (205.3k) types, one rule a line. */
const OTHER_TYPES = [
  "Attraction Blood Bobblehead Clue Contraption Equipment Food Fortification Gold Incubator Junk Map Powerstone Treasure Vehicle",
  "Aura Background Cartouche Case Class Curse Role Room Rune Saga Shard Shrine",
  "Adventure Arcane Lesson Trap",
].flatMap((rule) => rule.split(" "));
const SUBTYPES: ReadonlySet<string> = new Set([...CREATURE_TYPES, ...LAND_TYPES, ...OTHER_TYPES]);

/** Every word of every `subtypes` field in `value`, read as JSON. */
function subtypesIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) subtypesIn(v, out);
  else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) {
      if (k === "subtypes" && Array.isArray(v)) out.push(...v.filter((s): s is string => typeof s === "string"));
      else subtypesIn(v, out);
    }
  return out;
}

describe("the built-in definitions' words", () => {
  it("are all keywords, card types, supertypes and counter kinds the engine knows", () => {
    const problems = builtinDefinitions.flatMap((d) => {
      const p = unknownWord(d);
      return p ? [`${d.name}: ${p}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("name only subtypes of the CR's lists", () => {
    const unknown = builtinDefinitions.flatMap((d) =>
      subtypesIn(d)
        .filter((s) => !SUBTYPES.has(s))
        .map((s) => `${d.name}: ${s}`),
    );
    expect(unknown).toEqual([]);
    // the check sees subtypes in filters and effects, not only printed ones
    const gobliny = { name: "X", subtypes: ["Goblin"], abilities: [{ affects: { filter: { subtypes: ["Gobiln"] } } }] };
    expect(subtypesIn(gobliny).filter((s) => !SUBTYPES.has(s))).toEqual(["Gobiln"]);
  });
});
