/**
 * The one rule of "partly automated" (automation-kind.ts), which `compilerCoverage` (the CLI's
 * `catalog coverage`) and the table / the browser's import share: some line compiled and the
 * clauses not compiled are lines of the text.
 */
import { describe, expect, it } from "vitest";
import { automationKind } from "./automation-kind.js";
import { compilerCoverage } from "./catalog.js";
import type { CatalogCard } from "../catalog/types.js";

describe("automationKind", () => {
  it("is automated, partial or manual by the clauses not compiled", () => {
    expect(automationKind({ oracleText: "Flying" })).toBe("automated");
    const text = "Flying\nWhen this creature enters, do something odd.";
    expect(
      automationKind({
        oracleText: text,
        automated: false,
        unautomated: ["When this creature enters, do something odd."],
      }),
    ).toBe("partial");
    expect(automationKind({ oracleText: text, automated: false, unautomated: text.split("\n") })).toBe("manual");
    expect(
      automationKind({ oracleText: text, automated: false, unautomated: ["a face the engine does not play"] }),
    ).toBe("manual");
  });

  it("is what compilerCoverage counts as partly automated (a compiled keyword line and a line not compiled), not a card with nothing compiled", () => {
    const card = (name: string, oracle_text: string): CatalogCard =>
      ({
        name,
        manaCost: "{1}{G}",
        manaValue: 2,
        typeLine: "Creature — Beast",
        oracleText: oracle_text,
        power: "2",
        toughness: "2",
        colors: ["G"],
      }) as unknown as CatalogCard;
    const cards = [
      card("Odd Flier", "Flying\nWhenever the moon is full, tell a story."),
      card("Odd Walker", "Whenever the moon is full, tell a story."),
    ];
    const c = compilerCoverage(cards);
    expect(c.partly).toBe(1);
  });
});
