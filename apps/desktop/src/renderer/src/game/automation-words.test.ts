import type { CardDefinition } from "@fishbowl/engine";
import { describe, expect, it } from "vitest";
import { objectAutomation } from "./automation-words.js";
import { placeholderDefinition, PLACEHOLDER_TEXT } from "./placeholder.js";

describe("objectAutomation (the table's card badges)", () => {
  const partly: CardDefinition = {
    name: "Lightning Axe",
    manaCost: "{R}",
    types: ["Instant"],
    oracleText: "Flash\nAs an additional cost to cast this spell, discard a card or pay {5}.",
    keywords: [],
    automated: false,
    unautomated: ["As an additional cost to cast this spell, discard a card or pay {5}."],
  };
  it("judges a card on the game's definition of it, as the deck editor does", () => {
    const o = { name: "Lightning Axe", automated: false, oracleText: partly.oracleText };
    expect(objectAutomation(o, { "Lightning Axe": partly })).toEqual({ kind: "partial", clauses: partly.unautomated });
    const manual = { ...partly, oracleText: partly.unautomated![0]! };
    expect(objectAutomation(o, { "Lightning Axe": manual }).kind).toBe("manual");
    expect(objectAutomation({ ...o, automated: true }, {}).kind).toBe("automated");
    const placeholder = placeholderDefinition("Unheard Of");
    expect(
      objectAutomation(
        { name: "Unheard Of", automated: false, oracleText: PLACEHOLDER_TEXT },
        { "Unheard Of": placeholder },
      ).kind,
    ).toBe("missing");
    expect(objectAutomation({ name: "toString", automated: false, oracleText: "" }, {}).kind).toBe("manual");
  });
});
