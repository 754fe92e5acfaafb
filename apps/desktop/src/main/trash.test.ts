import { describe, expect, it, vi } from "vitest";
import { confirmPermanentDeleteWith, permanentDeleteQuestion } from "./trash.js";

vi.mock("electron", () => ({}));

describe("permanentDeleteQuestion", () => {
  it("asks 'Delete permanently?' with Cancel first, default and on Escape", () => {
    const options = permanentDeleteQuestion("Burn", new Error("no trash on this volume"));
    expect(options).toMatchObject({
      message: "Delete permanently?",
      buttons: ["Cancel", "Delete Permanently"],
      defaultId: 0,
      cancelId: 0,
    });
    expect(options.detail).toContain('"Burn"');
    expect(options.detail).toContain("no trash on this volume");
  });
});

describe("confirmPermanentDeleteWith", () => {
  const window = {} as never;

  it("confirms only when the user picks Delete Permanently, attaching the dialog to the window", async () => {
    const showMessageBox = vi.fn(async () => ({ response: 1, checkboxChecked: false }));
    expect(await confirmPermanentDeleteWith({ showMessageBox } as never, () => window)("Burn", "EPERM")).toBe(true);
    expect(showMessageBox).toHaveBeenCalledWith(window, expect.objectContaining({ message: "Delete permanently?" }));
  });

  it("keeps the deck on Cancel (or Escape, or closing the dialog), with or without a window", async () => {
    const showMessageBox = vi.fn(async () => ({ response: 0, checkboxChecked: false }));
    expect(await confirmPermanentDeleteWith({ showMessageBox } as never, () => window)("Burn", "EPERM")).toBe(false);
    expect(await confirmPermanentDeleteWith({ showMessageBox } as never, () => null)("Burn", "EPERM")).toBe(false);
    expect(showMessageBox).toHaveBeenLastCalledWith(expect.objectContaining({ defaultId: 0 }));
  });
});
