import { describe, expect, it } from "vitest";
import { previewPlace } from "./table-parts.js";
import { TABLE_KEYS, tableCommand } from "./table-keys.js";

const key = (k: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {}) =>
  tableCommand({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe("tableCommand", () => {
  it("has a key for every step, and the help lists each of them", () => {
    expect(key(" ")).toEqual({ kind: "pass" });
    expect(key("S")).toEqual({ kind: "nextStep" });
    expect(key("a")).toEqual({ kind: "attackAll" });
    expect(key("Enter")).toEqual({ kind: "confirm" });
    expect(key("3")).toEqual({ kind: "hand", index: 2 });
    expect(key("0")).toEqual({ kind: "hand", index: 9 });
    expect(key("z", { ctrlKey: true })).toEqual({ kind: "undo" });
    expect(key("z", { ctrlKey: true, shiftKey: true })).toEqual({ kind: "redo" });
    expect(key("y", { metaKey: true })).toEqual({ kind: "redo" });
    expect(key("?", { shiftKey: true })).toEqual({ kind: "help" });
    expect(key("z", { ctrlKey: true, altKey: true })).toBeUndefined(); // the menu's
    expect(key("q")).toBeUndefined();
    const listed = TABLE_KEYS.map((k) => k.keys).join(" ");
    for (const k of [
      "Space",
      "S",
      "C",
      "A",
      "Enter",
      "X",
      "D",
      "N",
      "P",
      "T",
      "G",
      "E",
      "Esc",
      "?",
      "Ctrl+Z",
      "Ctrl+Y",
    ])
      expect(listed).toContain(k);
  });
});

describe("previewPlace", () => {
  const win = { width: 1600, height: 1000 };
  const overlaps = (
    a: { left: number; top: number },
    r: { left: number; top: number; right: number; bottom: number },
  ) => a.left < r.right && a.left + 250 > r.left && a.top < r.bottom && a.top + 380 > r.top;

  it("never covers the card it shows, and stays in the window", () => {
    for (const r of [
      { left: 20, top: 150, right: 140, bottom: 320 }, // a permanent on the left
      { left: 1150, top: 150, right: 1270, bottom: 320 }, // on the right
      { left: 700, top: 820, right: 810, bottom: 970 }, // a card in hand
      { left: 0, top: 0, right: 1600, bottom: 1000 }, // nowhere to go: still in the window
    ]) {
      const at = previewPlace(r, win);
      if (r.right - r.left < 1000) expect(overlaps(at, r)).toBe(false);
      expect(at.left).toBeGreaterThanOrEqual(0);
      expect(at.top).toBeGreaterThanOrEqual(0);
      expect(at.left + 250).toBeLessThanOrEqual(win.width);
    }
  });
});
