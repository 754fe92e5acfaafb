import { describe, expect, it } from "vitest";
import { addCardToText } from "./deck-edit.js";
import { readDeckList } from "./deck-text.js";

const add = (text: string, name: string) => addCardToText(text, readDeckList(text), name);

describe("addCardToText", () => {
  it("increments an existing main-deck line, keeping its set code", () => {
    expect(add("Deck\n4 Lightning Bolt (M11) 149\n20 Mountain\n", "lightning bolt")).toBe(
      "Deck\n5 Lightning Bolt (M11) 149\n20 Mountain\n",
    );
  });

  it("adds a line after the last main-deck card, before the sideboard", () => {
    expect(add("Deck\n4 Shock\n\nSideboard\n2 Blood Moon\n", "Fervor")).toBe(
      "Deck\n4 Shock\n1 Fervor\n\nSideboard\n2 Blood Moon\n",
    );
  });

  it("adds to an empty deck", () => {
    expect(add("Deck\n", "Shock")).toBe("Deck\n1 Shock\n");
    expect(add("", "Shock")).toBe("1 Shock\n");
  });

  it("does not count a sideboard copy as a main-deck line", () => {
    expect(add("4 Shock\nSideboard\n2 Fervor\n", "Fervor")).toBe("4 Shock\n1 Fervor\nSideboard\n2 Fervor\n");
  });
});
