import { describe, expect, it } from "vitest";
import { definitionProblem } from "./definition-check.js";
import { TEST_CARDS } from "./test-support/registry.js";

const bear = {
  name: "Bear",
  manaCost: "{1}{G}",
  types: ["Creature"],
  power: 2,
  toughness: 2,
  oracleText: "When Bear enters, you gain 2 life.",
  abilities: [
    {
      kind: "triggered",
      event: { kind: "entersBattlefield" },
      effects: [{ kind: "gainLife", amount: 2, who: { kind: "controller" } }],
    },
  ],
};
const withField = (path: (string | number)[], value: unknown): unknown => {
  const copy = JSON.parse(JSON.stringify(bear)) as Record<string, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = value;
  return copy;
};

describe("definitionProblem (a definition read from a file)", () => {
  it("accepts the engine's own test definitions", () => {
    for (const card of TEST_CARDS) expect(definitionProblem(card), card.name).toBeNull();
    expect(definitionProblem(bear)).toBeNull();
  });

  it("refuses a power that is not a whole number, naming the field (CR 107.1)", () => {
    expect(definitionProblem(withField(["power"], "NaN"))).toBe('power: "NaN" is not a whole number (CR 107.1)');
    expect(definitionProblem(withField(["toughness"], 1.5))).toBe("toughness: 1.5 is not a whole number (CR 107.1)");
    expect(definitionProblem(withField(["power"], null))).toBeNull();
  });

  it("refuses a non-finite number anywhere (JSON's 1e309 is Infinity)", () => {
    expect(definitionProblem(JSON.parse(JSON.stringify(bear).replace('"power":2', '"power":1e309')))).toBe(
      "power: Infinity is not a whole number (CR 107.1)",
    );
    expect(definitionProblem(withField(["dredge"], Infinity))).toBe(
      "dredge: Infinity is not a finite number (CR 107.1)",
    );
    expect(definitionProblem(withField(["abilities", 0, "effects", 0, "amount"], -Infinity))).toBe(
      "abilities[0].effects[0].amount: -Infinity is not a whole number (CR 107.1)",
    );
  });

  it("refuses an instruction kind the interpreter does not have (CR 608.2c)", () => {
    expect(definitionProblem(withField(["abilities", 0, "effects", 0, "kind"], "explode"))).toBe(
      'abilities[0].effects[0]: kind "explode" is not an instruction the engine carries out (CR 608.2c)',
    );
    expect(definitionProblem(withField(["abilities", 0, "effects"], [7]))).toBe(
      "abilities[0].effects[0]: not an instruction (CR 608.2c)",
    );
  });

  it("refuses a modification in the wrong layer or of an unknown kind (CR 613.1)", () => {
    const pump = (mod: unknown) => ({
      ...bear,
      abilities: [{ kind: "static", text: "x", affected: { kind: "self" }, mods: [mod] }],
    });
    expect(definitionProblem(pump({ layer: "99", kind: "addPT", power: 1, toughness: 1 }))).toBe(
      'abilities[0].mods[0]: a "addPT" modification applies in layer 7c, not "99" (CR 613.1)',
    );
    expect(definitionProblem(pump({ layer: "7c", kind: "grow" }))).toBe(
      'abilities[0].mods[0]: kind "grow" is not a modification the layer system applies (CR 613.1)',
    );
    expect(definitionProblem(pump({ layer: "7c", kind: "addPT", power: 1, toughness: 1 }))).toBeNull();
  });

  it("still names unknown closed words (unknownWord)", () => {
    expect(definitionProblem(withField(["types"], ["Banana"]))).toBe(
      'types[0]: "Banana" is not a card type (CR 205.2a)',
    );
  });
});
