/**
 * "Creatures without flying can't block this turn" changes the rules of the game, not the
 * creatures' characteristics, so it applies to creatures that enter later too (CR 611.2c,
 * second sentence); "target creature can't block this turn" and detain (701.29a in the
 * 2025-02-07 text, "those permanents") apply to the permanents they name. The engine's side —
 * a creature that enters later can't block — is packages/engine/src/rules-changing-effects.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

const card = (name: string, typeLine: string, oracleText: string, manaCost = "{R}"): CatalogCard => ({
  name,
  manaCost,
  manaValue: 1,
  typeLine,
  oracleText,
  colors: ["R"],
  keywords: [],
  layout: "normal",
});

const magmaticChasm = card("Magmatic Chasm", "Sorcery", "Creatures without flying can't block this turn.", "{1}{R}");
const lavinia = card(
  "Lavinia of the Tenth",
  "Legendary Creature — Human Soldier",
  "Protection from red\nWhen Lavinia of the Tenth enters the battlefield, detain each nonland permanent your opponents control with converted mana cost 4 or less. (Until your next turn, those permanents can't attack or block and their activated abilities can't be activated.)",
  "{3}{R}{W}",
);

describe("a restriction on a group changes the rules of the game (CR 611.2c)", () => {
  it("reads Magmatic Chasm as not locked to the creatures there as it resolves", () => {
    const c = compileCard(magmaticChasm);
    expect(c.automated).toBe(true);
    expect(c.definition!.spell!.modes[0]!.effects).toEqual([
      {
        kind: "modify",
        what: { kind: "all", filter: { types: ["Creature"], notKeyword: "Flying" } },
        mods: [{ layer: "rules", kind: "restrict", restrictions: ["cantBlock"] }],
        duration: { kind: "endOfTurn" },
        changesRules: true,
      },
    ]);
  });

  it("keeps a targeted restriction and detain on the permanents they name", () => {
    const target = compileCard(card("Shock Troops", "Sorcery", "Target creature can't block this turn."));
    expect(target.definition!.spell!.modes[0]!.effects[0]).not.toHaveProperty("changesRules");
    const detain = compileCard(lavinia).definition!.abilities!.find((a) => a.kind === "triggered");
    expect(detain).toMatchObject({ effects: [{ kind: "modify", what: { kind: "all" } }] });
    expect(JSON.stringify(detain)).not.toContain("changesRules");
  });
});
