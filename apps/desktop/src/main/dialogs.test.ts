import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDialogs, safeFileStem } from "./dialogs.js";

vi.mock("electron", () => ({}));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "fishbowl-dialogs-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function dialogs(open: string[] | null, save: string | null) {
  const dialog = {
    showOpenDialog: vi.fn(async () => ({ canceled: open === null, filePaths: open ?? [] })),
    showSaveDialog: vi.fn(async () => ({ canceled: save === null, filePath: save ?? "" })),
  };
  return { dialog, service: createDialogs({ dialog: dialog as never, window: () => null, defaultDir: dir }) };
}

describe("createDialogs", () => {
  it("imports the picked file's text under its base name", async () => {
    await writeFile(join(dir, "Mono Red.dek"), "4 Shock\n");
    expect(await dialogs([join(dir, "Mono Red.dek")], null).service.importDeck()).toEqual({
      name: "Mono Red",
      text: "4 Shock\n",
    });
    expect(await dialogs(null, null).service.importDeck()).toBeNull();
  });

  it("exports atomically to the picked path, suggesting a safe name", async () => {
    const target = join(dir, "out.txt");
    const { dialog, service } = dialogs(null, target);
    expect(await service.exportText("Burn: v2", "Deck\n4 Shock\n")).toBe(true);
    expect(await readFile(target, "utf8")).toBe("Deck\n4 Shock\n");
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPath: join(dir, "Burn_ v2.txt") }),
    );
    expect(await dialogs(null, null).service.exportText("x", "y")).toBe(false);
  });

  it("opens and saves game files (.json) the same way", async () => {
    await writeFile(join(dir, "Game 1.json"), '{"format":"fishbowl-gamefile/1"}');
    expect(await dialogs([join(dir, "Game 1.json")], null).service.importGame()).toEqual({
      name: "Game 1",
      text: '{"format":"fishbowl-gamefile/1"}',
    });
    expect(await dialogs(null, null).service.importGame()).toBeNull();
    const target = join(dir, "saved.json");
    const { dialog, service } = dialogs(null, target);
    expect(await service.exportGame("Burn: seed 7", "{}")).toBe(true);
    expect(await readFile(target, "utf8")).toBe("{}");
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPath: join(dir, "Burn_ seed 7.json") }),
    );
    expect(await dialogs(null, null).service.exportGame("x", "{}")).toBe(false);
  });

  it("makes file stems safe", () => {
    expect(safeFileStem("../a/b")).toBe("_a_b");
    expect(safeFileStem("...")).toBe("deck");
  });
});
