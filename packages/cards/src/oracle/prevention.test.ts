/**
 * The compiler reads prevention shields, "prevent the next N damage that would be dealt to …
 * this turn" (CR 615.7), in spells, modes and activated abilities; and "whenever enchanted
 * creature deals damage, you gain that much life" (CR 603.2, 120.4b).
 */
import { describe, expect, it } from "vitest";
import type { CatalogCard } from "../catalog/types.js";
import { compileCard } from "./compile.js";

const card = (c: Partial<CatalogCard>): CatalogCard =>
  ({
    name: "X",
    manaCost: "",
    manaValue: 0,
    typeLine: "",
    oracleText: "",
    colors: [],
    keywords: [],
    layout: "normal",
    ...c,
  }) as CatalogCard;

const ANY_TARGET = {
  text: "any target",
  objects: { types: ["Creature", "Planeswalker", "Battle"] },
  players: true,
  min: 1,
  max: 1,
};
const endOfTurn = { kind: "endOfTurn" };

describe("prevention shields in Oracle text (CR 615.7)", () => {
  it("an activated ability with {T}: any target", () => {
    const c = compileCard(
      card({
        name: "Samite Healer",
        manaCost: "{1}{W}",
        manaValue: 2,
        typeLine: "Creature — Human Cleric",
        power: "1",
        toughness: "1",
        colors: ["W"],
        oracleText: "{T}: Prevent the next 1 damage that would be dealt to any target this turn.",
      }),
    );
    expect(c.automated).toBe(true);
    expect(c.definition.abilities).toEqual([
      {
        kind: "activated",
        text: "{T}: Prevent the next 1 damage that would be dealt to any target this turn.",
        cost: { tap: true },
        targets: [ANY_TARGET],
        effects: [{ kind: "preventDamage", amount: 1, to: { kind: "target", index: 0 }, duration: endOfTurn }],
      },
    ]);
  });

  it("an activated ability with {W}, {T}: you", () => {
    const c = compileCard(
      card({
        name: "Shield Bearer",
        manaCost: "{1}",
        manaValue: 1,
        typeLine: "Artifact",
        oracleText: "{W}, {T}: Prevent the next 2 damage that would be dealt to you this turn.",
      }),
    );
    expect(c.automated).toBe(true);
    expect(c.definition.abilities).toEqual([
      {
        kind: "activated",
        text: "{W}, {T}: Prevent the next 2 damage that would be dealt to you this turn.",
        cost: { mana: "{W}", tap: true },
        targets: [],
        effects: [{ kind: "preventDamage", amount: 2, to: { kind: "you" }, duration: endOfTurn }],
      },
    ]);
  });

  it("a mode of a modal spell", () => {
    const c = compileCard(
      card({
        name: "Healing Salve",
        manaCost: "{W}",
        manaValue: 1,
        typeLine: "Instant",
        colors: ["W"],
        oracleText:
          "Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be dealt to any target this turn.",
      }),
    );
    expect(c.automated).toBe(true);
    expect(c.definition.spell).toEqual({
      chooseMin: 1,
      chooseMax: 1,
      modes: [
        {
          text: "Target player gains 3 life.",
          targets: [{ text: "target player", players: true, min: 1, max: 1 }],
          effects: [{ kind: "gainLife", amount: 3, who: { kind: "target", index: 0 } }],
        },
        {
          text: "Prevent the next 3 damage that would be dealt to any target this turn.",
          targets: [ANY_TARGET],
          effects: [{ kind: "preventDamage", amount: 3, to: { kind: "target", index: 0 }, duration: endOfTurn }],
        },
      ],
    });
  });

  it("a spell, to target creature or target player, with a number word and X", () => {
    const creature = compileCard(
      card({
        name: "Guard",
        manaCost: "{W}",
        typeLine: "Instant",
        oracleText: "Prevent the next four damage that would be dealt to target creature this turn.",
      }),
    );
    expect(creature.definition.spell?.modes[0]).toMatchObject({
      targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
      effects: [{ kind: "preventDamage", amount: 4, to: { kind: "target", index: 0 }, duration: endOfTurn }],
    });
    const player = compileCard(
      card({
        name: "Ward",
        manaCost: "{X}{W}",
        typeLine: "Instant",
        oracleText: "Prevent the next X damage that would be dealt to target player this turn.",
      }),
    );
    expect(player.definition.spell?.modes[0]).toMatchObject({
      targets: [{ text: "target player", players: true }],
      effects: [
        { kind: "preventDamage", amount: { kind: "x" }, to: { kind: "target", index: 0 }, duration: endOfTurn },
      ],
    });
  });

  it('refuses a shield it can\'t say: from a source, or without "this turn"', () => {
    expect(
      compileCard(
        card({
          name: "A",
          manaCost: "{W}",
          typeLine: "Instant",
          oracleText: "Prevent all damage that would be dealt to target creature this turn.",
        }),
      ).automated,
    ).toBe(false);
    expect(
      compileCard(
        card({
          name: "B",
          manaCost: "{W}",
          typeLine: "Instant",
          oracleText: "Prevent the next 2 damage that would be dealt to target creature.",
        }),
      ).automated,
    ).toBe(false);
  });
});

describe('"whenever enchanted creature deals damage" (CR 603.2)', () => {
  const gainThatMuch = [{ kind: "gainLife", amount: { kind: "triggerAmount" }, who: { kind: "you" } }];

  it('reads the trigger and "that much" as the damage dealt', () => {
    const c = compileCard(
      card({
        name: "Spirit Link",
        manaCost: "{W}",
        manaValue: 1,
        typeLine: "Enchantment — Aura",
        colors: ["W"],
        oracleText: "Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.",
      }),
    );
    expect(c.automated).toBe(true);
    expect(c.definition.enchant).toEqual({ types: ["Creature"] });
    expect(c.definition.abilities).toEqual([
      {
        kind: "triggered",
        text: "Whenever enchanted creature deals damage, you gain that much life.",
        event: { kind: "attachedDealsDamage" },
        targets: [],
        effects: gainThatMuch,
      },
    ]);
  });

  it('reads "deals combat damage to a player"', () => {
    const c = compileCard(
      card({
        name: "Link Blade",
        manaCost: "{1}",
        manaValue: 1,
        typeLine: "Artifact — Equipment",
        oracleText: "Whenever equipped creature deals combat damage to a player, you gain that much life.\nEquip {2}",
      }),
    );
    expect(c.automated).toBe(true);
    expect(c.definition.abilities?.[0]).toEqual({
      kind: "triggered",
      text: "Whenever equipped creature deals combat damage to a player, you gain that much life.",
      event: { kind: "attachedDealsDamage", combat: true, toPlayer: true },
      targets: [],
      effects: gainThatMuch,
    });
  });

  it('refuses "that much" where no event has an amount', () => {
    const c = compileCard(
      card({
        name: "Odd",
        manaCost: "{W}",
        typeLine: "Enchantment",
        oracleText: "When ~ enters, you gain that much life.",
      }),
    );
    expect(c.automated).toBe(false);
    expect(c.unautomated).toEqual(["When ~ enters, you gain that much life."]);
  });
});
