import { describe, expect, it } from "vitest";
import { shortcutCommand } from "./keyboard.js";

const key = (k: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {}) =>
  shortcutCommand({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe("shortcutCommand", () => {
  it("maps the menu's shortcuts", () => {
    expect(key("s", { ctrlKey: true })).toBe("deck:save");
    expect(key("S", { metaKey: true })).toBe("deck:save");
    expect(key("2", { ctrlKey: true })).toBe("view:table");
    expect(key("e", { ctrlKey: true, shiftKey: true })).toBe("deck:export");
    expect(key("z", { ctrlKey: true, altKey: true })).toBe("game:undo");
    expect(key("y", { ctrlKey: true, altKey: true })).toBe("game:redo");
  });
  it("leaves other keys alone (text undo, plain typing)", () => {
    expect(key("s")).toBeUndefined();
    expect(key("z", { ctrlKey: true })).toBeUndefined();
    expect(key("x", { ctrlKey: true })).toBeUndefined();
  });
});
