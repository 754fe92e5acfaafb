import { describe, expect, it, vi } from "vitest";
import type { MenuItemConstructorOptions } from "electron";
import { buildMenuTemplate } from "./menu.js";

vi.mock("electron", () => ({}));

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

describe("buildMenuTemplate", () => {
  it("gives every page command a shortcut that forwards it to the renderer", () => {
    const send = vi.fn();
    const all = items(buildMenuTemplate({ send, openDecksFolder: vi.fn(), platform: "linux", developer: false }));
    const accelerators = all.filter((i) => i.accelerator !== undefined).map((i) => i.accelerator);
    expect(new Set(accelerators).size).toBe(accelerators.length);
    expect(accelerators).toEqual(expect.arrayContaining(["CmdOrCtrl+N", "CmdOrCtrl+O", "CmdOrCtrl+S", "CmdOrCtrl+1"]));
    all.find((i) => i.accelerator === "CmdOrCtrl+S")?.click?.({} as never, undefined, {} as never);
    expect(send).toHaveBeenCalledWith("deck:save");
    expect(all.some((i) => i.role === "toggleDevTools")).toBe(false);
    expect(all.some((i) => i.role === "quit")).toBe(true);
  });

  it("uses the macOS application menu there", () => {
    const template = buildMenuTemplate({
      send: vi.fn(),
      openDecksFolder: vi.fn(),
      platform: "darwin",
      developer: true,
    });
    expect(template[0]?.role).toBe("appMenu");
    expect(items(template).some((i) => i.role === "toggleDevTools")).toBe(true);
  });
});

describe("card data menu items", () => {
  it("offers Import Card Data and Download from Scryfall when the app provides them", async () => {
    const { buildMenuTemplate } = await import("./menu.js");
    const calls: string[] = [];
    const template = buildMenuTemplate({
      send: () => undefined,
      openDecksFolder: () => undefined,
      platform: "linux",
      developer: false,
      importCardData: () => calls.push("import"),
      downloadCardData: () => calls.push("download"),
    });
    const file = template[0]!.submenu as { label?: string; click?: () => void }[];
    file.find((i) => i.label === "Import &Card Data…")!.click!();
    file.find((i) => i.label === "&Download Card Data from Scryfall")!.click!();
    expect(calls).toEqual(["import", "download"]);
  });
});
