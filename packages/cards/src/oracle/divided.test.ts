/**
 * The compiler on damage divided as you choose among targets (CR 601.2d): "among one or two
 * targets", "one, two, or three targets", "any number of targets" (zero included, CR 115.6)
 * and "… target creatures" — one target requirement whose targets are dealt the shares
 * announced with them — and the wordings it must refuse.
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function card(name: string, oracleText: string, typeLine = "Sorcery", manaCost = "{R}"): CatalogCard {
  const pt = typeLine.startsWith("Creature") ? { power: "1", toughness: "1" } : {};
  return { name, manaCost, manaValue: 1, typeLine, oracleText, colors: ["R"], keywords: [], layout: "normal", ...pt };
}

const ANY = { types: ["Creature", "Planeswalker", "Battle"] };

describe("damage divided as you choose (CR 601.2d)", () => {
  it("reads 'among one or two targets' as one requirement of one or two targets", () => {
    const r = compileCard(
      card("Forked Bolt", "Forked Bolt deals 2 damage divided as you choose among one or two targets."),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.modes[0]?.targets).toEqual([
      { text: "one or two targets", objects: ANY, players: true, min: 1, max: 2 },
    ]);
    expect(r.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "damage", amount: 2, to: { kind: "target" }, divided: true },
    ]);
  });
  it("reads 'one, two, or three targets'", () => {
    const r = compileCard(
      card("Arc Lightning", "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets."),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.modes[0]?.targets[0]).toMatchObject({ min: 1, max: 3, players: true });
  });
  it("reads X among 'any number of targets', zero targets included (CR 115.6)", () => {
    const r = compileCard(
      card("Rolling Thunder", "Rolling Thunder deals X damage divided as you choose among any number of targets."),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.modes[0]?.targets[0]).toMatchObject({ text: "any number of targets", min: 0 });
    expect(r.definition.spell?.modes[0]?.effects).toEqual([
      { kind: "damage", amount: { kind: "x" }, to: { kind: "target" }, divided: true },
    ]);
  });
  it("reads 'among one, two, or three target creatures' as creatures only", () => {
    const r = compileCard(
      card("Fire Test", "Fire Test deals 3 damage divided as you choose among one, two, or three target creatures."),
    );
    expect(r.automated).toBe(true);
    expect(r.definition.spell?.modes[0]?.targets[0]).toEqual({
      text: "one, two, or three target creatures",
      objects: { types: ["Creature"] },
      min: 1,
      max: 3,
    });
  });
  it("reads it in a triggered ability", () => {
    const r = compileCard(
      card(
        "Test Sprite",
        "When Test Sprite enters, it deals 2 damage divided as you choose among one or two targets.",
        "Creature — Faerie",
      ),
    );
    expect(r.automated).toBe(true);
    const a = r.definition.abilities?.[0];
    expect(a?.kind === "triggered" ? a.effects : null).toEqual([
      { kind: "damage", amount: 2, to: { kind: "target" }, divided: true },
    ]);
  });
  it("refuses divided damage after other targets and an unknown count", () => {
    expect(
      compileCard(
        card(
          "Odd Bolt",
          "Tap target creature. Odd Bolt deals 2 damage divided as you choose among one or two targets.",
          "Instant",
        ),
      ).automated,
    ).toBe(false);
    expect(
      compileCard(card("Odd Bolt", "Odd Bolt deals 4 damage divided as you choose among up to four targets."))
        .automated,
    ).toBe(false);
  });
});
