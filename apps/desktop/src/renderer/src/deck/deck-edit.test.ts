import { describe, expect, it } from "vitest";
import { addCardToText, renameCardInText, stepEntryInText } from "./deck-edit.js";
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

describe("renameCardInText", () => {
  const apply = (text: string, s: { start: number; end: number; insert: string } | null) =>
    s === null ? null : text.slice(0, s.start) + s.insert + text.slice(s.end);

  it("renames the card on its line only, keeping the count, set code and other lines", () => {
    const text = "Deck\n2 Blastodrem (VIS) 42\n20 Forest\n";
    const splice = renameCardInText(text, [2], "Blastodrem", "Blastoderm");
    expect(splice).toEqual({ start: 7, end: 17, insert: "Blastoderm" });
    expect(apply(text, splice)).toBe("Deck\n2 Blastoderm (VIS) 42\n20 Forest\n");
  });

  it("renames every given line in one splice (main deck and sideboard), leaving lines between as they are", () => {
    const text = "2 Blastodrem\n20 Forest\nSideboard\n1 Blastodrem\n";
    expect(apply(text, renameCardInText(text, [4, 1], "Blastodrem", "Blastoderm"))).toBe(
      "2 Blastoderm\n20 Forest\nSideboard\n1 Blastoderm\n",
    );
  });

  it("is null when no given line holds the name (the text changed since)", () => {
    expect(renameCardInText("2 Forest\n", [1], "Blastodrem", "Blastoderm")).toBeNull();
    expect(renameCardInText("2 Forest\n", [7], "Forest", "Island")).toBeNull();
  });
});
