/**
 * Activation limits in Oracle text (CR 602.5b): "Activate only once each turn", "… no more than
 * twice each turn", also joined with "only as a sorcery" (602.5d), "Activate only if <condition>" —
 * and what stays refused.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function cardOf(name: string, oracleText: string): CatalogCard {
  return {
    name,
    manaCost: "{1}{G}",
    manaValue: 2,
    typeLine: "Creature — Wolf",
    oracleText,
    power: "2",
    toughness: "2",
    colors: ["G"],
    keywords: [],
    layout: "normal",
  };
}

function activated(text: string) {
  const c = compileCard(cardOf("Limit Wolf", text));
  expect(c.unautomated).toEqual([]);
  return c.definition.abilities.find((a) => a.kind === "activated");
}

describe("activation limits (CR 602.5b)", () => {
  it("reads once, twice and three times each turn, in the 2019 wording and the current one", () => {
    for (const [limit, n] of [
      ["Activate this ability only once each turn.", 1],
      ["Activate only once each turn.", 1],
      ["Activate this ability no more than twice each turn.", 2],
      ["Activate this ability no more than three times each turn.", 3],
    ] as const) {
      expect(activated(`{2}{G}: Limit Wolf gets +2/+2 until end of turn. ${limit}`)).toMatchObject({
        perTurn: n,
      });
    }
  });

  it("reads a limit joined with sorcery timing (CR 602.5d)", () => {
    const ab = activated(
      "{G}: Put a +1/+1 counter on Limit Wolf. Activate this ability only any time you could cast a sorcery and only once each turn.",
    );
    expect(ab).toMatchObject({ sorcery: true, perTurn: 1 });
  });

  it("reads 'activate only if <condition>' (CR 602.5b), in both wordings", () => {
    for (const limit of ["Activate only if you control a Swamp.", "Activate this ability only if you control a Swamp."])
      expect(activated(`{T}: Add {W} or {B}. ${limit}`)).toMatchObject({
        condition: { kind: "youControl", filter: { subtypes: ["Swamp"] } },
      });
    expect(
      activated("{G}: Limit Wolf gets +2/+2 until end of turn. Activate only if you have 5 or less life."),
    ).toMatchObject({
      condition: { kind: "lifeAtMost", amount: 5 },
    });
  });

  it("refuses the restrictions the engine doesn't check (during your upkeep, only if … joined with a limit)", () => {
    for (const text of [
      "{G}: Limit Wolf gets +2/+2 until end of turn. Activate this ability only during your upkeep and only once each turn.",
      "{G}: Limit Wolf gets +2/+2 until end of turn. Activate this ability only once each turn and only if you control no creatures.",
    ]) {
      expect(compileCard(cardOf("Limit Wolf", text)).automated).toBe(false);
    }
  });
});
