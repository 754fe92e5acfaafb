/**
 * The compiler on cost reductions and alternative ways to pay (CR 601.2f-h): affinity
 * (702.41a), "<filter> spells you cast cost {N} less to cast", convoke (702.51a), improvise
 * (702.126a) and delve (702.66a) — and the wordings it must refuse.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

const card = (c: Partial<CatalogCard> & Pick<CatalogCard, "name" | "typeLine" | "oracleText">): CatalogCard => ({
  manaCost: "{4}",
  manaValue: 4,
  colors: [],
  keywords: [],
  layout: "normal",
  ...c,
});
const creature = (name: string, oracleText: string) =>
  compileCard(card({ name, typeLine: "Artifact Creature — Frog", power: "2", toughness: "2", oracleText }));

describe("affinity (CR 702.41a)", () => {
  it('"Affinity for artifacts", with its reminder text', () => {
    const r = creature(
      "Frogling",
      "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)",
    );
    expect(r.automated).toBe(true);
    expect(r.definition.affinity).toEqual({ types: ["Artifact"] });
  });
  it('"Affinity for Plains" (a land type)', () => {
    const r = creature("Plains Frog", "Affinity for Plains");
    expect(r.automated).toBe(true);
    expect(r.definition.affinity).toEqual({ subtypes: ["Plains"] });
  });
  it("refuses an affinity for something it can't read", () => {
    expect(creature("Odd Frog", "Affinity for artifact creatures and planeswalkers").automated).toBe(false);
  });
});

describe("convoke, improvise, delve (CR 702.51a, 702.126a, 702.66a)", () => {
  for (const [line, kw] of [
    ["Convoke", "Convoke"],
    ["Improvise", "Improvise"],
    ["Delve", "Delve"],
  ] as const) {
    it(`"${line}" is a keyword`, () => {
      const r = compileCard(
        card({
          name: "Some Thought",
          manaCost: "{4}{U}",
          typeLine: "Sorcery",
          oracleText: `${line} (Reminder text.)\nDraw two cards.`,
        }),
      );
      expect(r.automated).toBe(true);
      expect(r.definition.keywords).toEqual([kw]);
    });
  }
  it('"Flash; convoke"', () => {
    const r = compileCard(
      card({
        name: "Winged Call",
        typeLine: "Creature — Angel",
        power: "5",
        toughness: "5",
        oracleText: "Flash; convoke\nFlying",
      }),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.keywords).toEqual(["Flash", "Convoke", "Flying"]);
  });
});

describe('"<filter> spells you cast cost {N} less to cast." (CR 601.2f)', () => {
  const cases: [string, Record<string, unknown>, number][] = [
    ["Creature spells you cast cost {1} less to cast.", { types: ["Creature"] }, 1],
    ["Instant and sorcery spells you cast cost {1} less to cast.", { types: ["Instant", "Sorcery"] }, 1],
    ["Noncreature spells you cast cost {2} less to cast.", { notTypes: ["Creature"] }, 2],
    ["Black creature spells you cast cost {1} less to cast.", { types: ["Creature"], colors: ["B"] }, 1],
    ["Spells you cast cost {1} less to cast.", {}, 1],
  ];
  for (const [line, spells, amount] of cases) {
    it(line, () => {
      const r = compileCard(card({ name: "Discount Stone", typeLine: "Artifact", oracleText: line }));
      expect(r.automated).toBe(true);
      expect(r.definition.abilities).toEqual([{ kind: "costReduction", text: line, spells, amount }]);
    });
  }
  for (const line of [
    "Instant and sorcery spells cost {2} less to cast.",
    "White spells you cast cost {W} less to cast.",
    "Creature spells you cast cost {1} less to cast for each +1/+1 counter on Discount Stone.",
    "Kithkin spells and Soldier spells you cast cost {1} less to cast.",
    "Artifact spells you cast cost {1} more to cast.",
    "This spell costs {1} less to cast for each creature on the battlefield.",
  ]) {
    it(`refuses "${line}"`, () =>
      expect(compileCard(card({ name: "Discount Stone", typeLine: "Artifact", oracleText: line })).automated).toBe(
        false,
      ));
  }
});
