import { describe, expect, it } from "vitest";
import { addCardToText, stepEntryInText } from "./deck-edit.js";
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

describe("stepEntryInText", () => {
  const step = (text: string, index: number, delta: number) =>
    stepEntryInText(text, readDeckList(text).main[index]!, delta);

  it("raises and lowers the count on the entry's own line, keeping the rest", () => {
    expect(step("Deck\n4 Shock (M19) 156\n20 Mountain\n", 0, 1)).toBe("Deck\n5 Shock (M19) 156\n20 Mountain\n");
    expect(step("Deck\n4x Shock\n20 Mountain\n", 1, -1)).toBe("Deck\n4x Shock\n19 Mountain\n");
  });

  it("removes the line when the count reaches zero", () => {
    expect(step("1 Shock\n20 Mountain\n", 0, -1)).toBe("20 Mountain\n");
  });
});
