import { describe, expect, it } from "vitest";
import type { AbilityDef } from "@fishbowl/engine";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function walker(oracleText: string, loyalty: string | null = "3"): CatalogCard {
  return {
    name: "Garruk Wildspeaker",
    manaCost: "{2}{G}{G}",
    manaValue: 4,
    typeLine: "Legendary Planeswalker — Garruk",
    oracleText,
    ...(loyalty !== null ? { loyalty } : {}),
    colors: ["G"],
    keywords: [],
    layout: "normal",
  };
}
const activated = (a: readonly AbilityDef[] | undefined) =>
  (a ?? []).flatMap((x) => (x.kind === "activated" ? [x] : []));

describe("planeswalkers (CR 306, 606)", () => {
  it("reads each loyalty symbol as the cost of an activated ability: +N, −N (minus sign or hyphen), 0 and −X", () => {
    const r = compileCard(
      walker(
        "[+1]: Untap two target lands.\n[−1]: Create a 3/3 green Beast creature token.\n[0]: Draw a card.\n-2: Draw a card.\n+2: Draw a card.\n[-X]: Garruk Wildspeaker deals X damage to target creature.",
      ),
    );
    expect(r.unautomated).toEqual([]);
    expect(r.automated).toBe(true);
    expect(activated(r.definition.abilities).map((a) => a.cost)).toEqual([
      { loyalty: 1 },
      { loyalty: -1 },
      { loyalty: 0 },
      { loyalty: -2 },
      { loyalty: 2 },
      { loyalty: -1, loyaltyX: true },
    ]);
    // no "activate only as a sorcery" flag: the loyalty cost itself carries the timing (606.3)
    expect(activated(r.definition.abilities).some((a) => a.sorcery)).toBe(false);
  });

  it("gives a planeswalker its intrinsic entry with the printed loyalty (306.5b) and the Planeswalker type", () => {
    const d = compileCard(walker("[+1]: Draw a card.", "4")).definition;
    expect(d.types).toEqual(["Planeswalker"]);
    expect(d.supertypes).toEqual(["Legendary"]);
    expect(d.abilities?.[0]).toMatchObject({
      kind: "replacement",
      replacement: { kind: "entersWithCounters", counters: { loyalty: 4 } },
    });
  });

  it("refuses a planeswalker without a printed loyalty number, a loyalty ability that adds mana (605.1a), and a loyalty ability on a non-planeswalker", () => {
    expect(compileCard(walker("[+1]: Draw a card.", null)).automated).toBe(false);
    const koth = compileCard(walker("[+1]: Draw a card.\n[-2]: Add {R}{R}."));
    expect(koth.automated).toBe(false);
    expect(koth.unautomated).toEqual(["[-2]: Add {R}{R}."]);
    const creature = compileCard({
      ...walker("+1: Draw a card."),
      typeLine: "Creature — Elf",
      power: "1",
      toughness: "1",
    });
    expect(creature.automated).toBe(false);
    // a number without its sign is no loyalty symbol
    expect(compileCard(walker("[1]: Draw a card.")).automated).toBe(false);
  });
});
