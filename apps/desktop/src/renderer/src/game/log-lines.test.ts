import { describe, expect, it } from "vitest";
import { logEntries } from "./log-lines.js";
import { pluralized } from "./wording.js";

const texts = (lines: readonly string[], breaks?: ReadonlySet<number>) => logEntries(lines, breaks).map((e) => e.text);

describe("the shown log", () => {
  it("folds the tokens' 'enters' lines into the manual creation, and counts identical lines in a row", () => {
    const lines = [
      "Manually created 10 Goblin tokens",
      ...Array<string>(10).fill("Goblin enters the battlefield"),
      ...Array<string>(3).fill("Zombie enters the battlefield"),
      "You draw a card",
    ];
    expect(texts(lines)).toEqual([
      "Manually created 10 Goblin tokens",
      "Zombie enters the battlefield ×3",
      "You draw a card",
    ]);
    expect(logEntries(lines).map((e) => [e.start, e.end])).toEqual([
      [0, 11],
      [11, 14],
      [14, 15],
    ]);
  });

  it("counts a creation repeated one token at a time, each folding its token's entry", () => {
    const lines = Array.from({ length: 6 }, () => [
      "Manually created a Goblin token",
      "Goblin enters the battlefield",
    ]).flat();
    expect(logEntries(lines)).toEqual([{ text: "Manually created a Goblin token ×6", start: 0, end: 12 }]);
    expect(texts(lines, new Set([6]))).toEqual([
      "Manually created a Goblin token ×3",
      "Manually created a Goblin token ×3",
    ]);
  });

  it("never groups across a break (a refusal shown between lines)", () => {
    const lines = ["Goblin enters the battlefield", "Goblin enters the battlefield", "Goblin enters the battlefield"];
    expect(texts(lines, new Set([2]))).toEqual(["Goblin enters the battlefield ×2", "Goblin enters the battlefield"]);
  });

  it("puts a manual move's line before the 'enters the battlefield' it caused", () => {
    const lines = [
      "You play Mountain",
      "Mountain enters the battlefield",
      "Mountain enters the battlefield",
      "Manually moved Mountain to battlefield",
    ];
    expect(texts(lines)).toEqual([
      "You play Mountain",
      "Mountain enters the battlefield",
      "Manually moved Mountain to battlefield",
      "Mountain enters the battlefield",
    ]);
    expect(texts(["Mountain enters the battlefield", "Manually moved Mountain to hand"])).toEqual([
      "Mountain enters the battlefield",
      "Manually moved Mountain to hand",
    ]);
  });

  it("counts identical names in the attack line, in the order they first come", () => {
    const attackers = [
      "Spike Drone",
      ...Array<string>(10).fill("Goblin"),
      ...Array<string>(8).fill("Zombie"),
      "Goblin",
    ];
    expect(texts([`You attack with ${attackers.join(", ")}`])).toEqual([
      "You attack with Spike Drone, Goblin ×11, Zombie ×8",
    ]);
    expect(texts(["You attack with Ghalta, Primal Hunger"])).toEqual(["You attack with Ghalta, Primal Hunger"]);
  });

  it("writes 'an' before a vowel in a manual creation, and plurals after a count", () => {
    expect(texts(["Manually created a Elemental token", "Manually created a Goblin token"])).toEqual([
      "Manually created an Elemental token",
      "Manually created a Goblin token",
    ]);
    expect(pluralized("Discard 4 card(s) down to your maximum hand size")).toBe(
      "Discard 4 cards down to your maximum hand size",
    );
    expect(pluralized("Discard 1 card(s)")).toBe("Discard 1 card");
  });
});
