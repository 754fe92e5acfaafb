/**
 * The compiler on counterspells (CR 701.5a, 118.12) and "This spell can't be countered."
 * (CR 101.2): the exact definition parts, and the wordings it must refuse.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

const card = (c: Partial<CatalogCard> & Pick<CatalogCard, "name" | "typeLine" | "oracleText">): CatalogCard => ({
  manaCost: "{1}{U}",
  manaValue: 2,
  colors: ["U"],
  keywords: [],
  layout: "normal",
  ...c,
});
const instant = (name: string, oracleText: string) => compileCard(card({ name, typeLine: "Instant", oracleText }));
const counterOf = (text: string, objects: Record<string, unknown>, unlessPays?: string) => ({
  text: "",
  targets: [{ text, objects: { ...objects, zone: "stack" }, min: 1, max: 1 }],
  effects: [{ kind: "counter", what: { kind: "target", index: 0 }, ...(unlessPays ? { unlessPays } : {}) }],
});

describe('"Counter target … spell." (CR 701.5a)', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ["Counter target spell.", "target spell", {}],
    ["Counter target creature spell.", "target creature spell", { types: ["Creature"] }],
    ["Counter target noncreature spell.", "target noncreature spell", { notTypes: ["Creature"] }],
    ["Counter target instant or sorcery spell.", "target instant or sorcery spell", { types: ["Instant", "Sorcery"] }],
    ["Counter target red spell.", "target red spell", { colors: ["R"] }],
  ];
  for (const [line, text, objects] of cases) {
    it(line, () => {
      const r = instant("Some Denial", line);
      expect(r.automated).toBe(true);
      expect(r.definition.spell?.modes).toEqual([{ ...counterOf(text, objects), text: line }]);
    });
  }
  it('"Counter target spell. You gain 3 life." with a second instruction', () => {
    const r = instant("Absorb", "Counter target spell. You gain 3 life.");
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "counter", what: { kind: "target", index: 0 } },
      { kind: "gainLife", amount: 3, who: { kind: "you" } },
    ]);
  });
  it("as an activated ability of a permanent", () => {
    const r = compileCard(
      card({
        name: "Counter Shaman",
        typeLine: "Creature — Human Wizard",
        power: "1",
        toughness: "1",
        oracleText: "{1}{U}{U}, Sacrifice a creature: Counter target creature spell.",
      }),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.abilities?.[0]).toMatchObject({
      kind: "activated",
      targets: [{ objects: { types: ["Creature"], zone: "stack" } }],
      effects: [{ kind: "counter" }],
    });
  });
});

describe('"Counter target spell unless its controller pays {N}." (CR 118.12)', () => {
  it("reads a fixed amount of mana", () => {
    const r = instant("Censor", "Counter target spell unless its controller pays {1}.");
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.modes).toEqual([
      { ...counterOf("target spell", {}, "{1}"), text: "Counter target spell unless its controller pays {1}." },
    ]);
  });
  it("refuses {X} and amounts that count something", () => {
    expect(instant("Clash of Wills", "Counter target spell unless its controller pays {X}.").automated).toBe(false);
    expect(
      instant("Circular Logic", "Counter target spell unless its controller pays {1} for each card in your graveyard.")
        .automated,
    ).toBe(false);
  });
});

describe("counter wordings it must refuse", () => {
  for (const line of [
    "Counter target activated ability.",
    "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
    "Counter target instant spell if it's blue.",
    "Counter target instant or Aura spell that targets a permanent you control.",
    "Return target spell to its owner's hand.",
  ]) {
    it(line, () => expect(instant("Some Denial", line).automated).toBe(false));
  }
});

describe('"This spell can\'t be countered." (CR 101.2)', () => {
  for (const [wording, self] of [
    ["older", "Carnage Beast"],
    ["current", "This spell"],
  ] as const) {
    it(`on a creature, in the ${wording} wording`, () => {
      const r = compileCard(
        card({
          name: "Carnage Beast",
          manaCost: "{5}{G}",
          manaValue: 6,
          colors: ["G"],
          typeLine: "Creature — Dinosaur",
          power: "7",
          toughness: "6",
          oracleText: `${self} can't be countered.\nTrample`,
        }),
      );
      expect(r.automated).toBe(true);
      expect(r.definition.keywords).toEqual(["Can't be countered", "Trample"]);
    });
  }
  it("on an instant, with its effect", () => {
    const r = instant("Decaying Bolt", "This spell can't be countered.\nDestroy target creature.");
    expect(r.automated).toBe(true);
    expect(r.definition.keywords).toEqual(["Can't be countered"]);
    expect(r.definition.spell?.modes[0]?.effects).toEqual([{ kind: "destroy", what: { kind: "target", index: 0 } }]);
  });
  it('in the older "by spells or abilities" wording', () => {
    const r = compileCard(
      card({
        name: "Stubborn Beast",
        manaCost: "{5}{G}",
        manaValue: 6,
        colors: ["G"],
        typeLine: "Creature — Beast",
        power: "6",
        toughness: "6",
        oracleText: "Stubborn Beast can't be countered by spells or abilities.",
      }),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.keywords).toEqual(["Can't be countered"]);
  });
  it("refuses a conditional one", () => {
    expect(instant("Banefire Like", "If X is 5 or more, this spell can't be countered.").automated).toBe(false);
  });
});
