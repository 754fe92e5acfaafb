/**
 * The builders take ability texts from the card's Oracle text: the line named by index, with
 * reminder text dropped; a keyword's own line; several paragraphs of a spell joined with "\n".
 */
import { describe, expect, it } from "vitest";
import { activated, card, chooseOne, equip, fx, oracle, outlast, ref, spell, target, whenEnters } from "./builders.js";

describe("card(): ability texts from the Oracle text", () => {
  it("takes line i, reminder text dropped", () => {
    const d = card({
      name: "Test Looter",
      manaCost: "{U}",
      types: ["Creature"],
      power: 1,
      toughness: 1,
      oracleText: oracle(
        "Outlast {U} ({U}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)",
        "{T}: Draw a card. (Lucky.)",
      ),
      abilities: [outlast("{U}"), activated(1, { tap: true }, [], [fx.draw(1)])],
    });
    expect(d.abilities!.map((a) => a.text)).toEqual(["Outlast {U}", "{T}: Draw a card."]);
  });

  it("joins the paragraphs of a spell with a line break, and drops a mode's bullet", () => {
    const wisps = card({
      name: "Test Wisps",
      manaCost: "{W}",
      types: ["Instant"],
      oracleText: oracle("Tap target creature.", "Draw a card."),
      spell: spell([0, 1], [target.creature()], fx.tap(ref.target(0)), fx.draw(1)),
    });
    expect(wisps.spell!.modes[0]!.text).toBe("Tap target creature.\nDraw a card.");
    const charm = card({
      name: "Test Charm",
      manaCost: "{R}",
      types: ["Instant"],
      oracleText: oracle("Choose one —", "• Draw a card.", "• You gain 2 life."),
      spell: chooseOne(
        { line: 1, targets: [], effects: [fx.draw(1)] },
        { line: 2, targets: [], effects: [fx.gainLife(2)] },
      ),
    });
    expect(charm.spell!.modes.map((m) => m.text)).toEqual(["Draw a card.", "You gain 2 life."]);
  });

  it("keeps the draft's keys in order", () => {
    const d = card({
      name: "Test",
      manaCost: "{1}",
      types: ["Artifact"],
      oracleText: "When Test enters, draw a card.",
      abilities: [whenEnters(0, [], fx.draw(1))],
      data: { x: 1 },
    });
    expect(Object.keys(d)).toEqual(["name", "manaCost", "types", "oracleText", "abilities", "data"]);
  });

  it("refuses a line that is missing or reminder text only, and a keyword the Oracle text doesn't have", () => {
    const base = { name: "Test Cloak", manaCost: "{1}", types: ["Artifact"], subtypes: ["Equipment"] };
    const draw = whenEnters(0, [], fx.draw(1));
    expect(() => card({ ...base, oracleText: "Equip {1}", abilities: [whenEnters(1, [], fx.draw(1))] })).toThrow(
      "Test Cloak: Oracle line 1",
    );
    expect(() => card({ ...base, oracleText: "(Reminder only.)", abilities: [draw] })).toThrow("reminder text only");
    expect(() => card({ ...base, oracleText: "Equip {1}", abilities: [equip("{2}")] })).toThrow(
      'no Oracle line reads "Equip {2}"',
    );
    expect(card({ ...base, oracleText: "Equip {1}", abilities: [equip("{1}")] }).abilities![0]!.text).toBe("Equip {1}");
  });
});
