import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { fileImportOf } from "../shared/ipc-contract.js";
import { importDroppedFile } from "./catalog-drop.js";

vi.mock("electron", () => ({}));

describe("a card data file dropped on the window (Electron)", () => {
  it("starts the import of a dropped .json or .json.gz file that exists", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fishbowl-drop-"));
    const bulk = join(dir, "oracle-cards.json");
    writeFileSync(bulk, "[]");
    const start = vi.fn(() => true);
    expect(await importDroppedFile(bulk, { start })).toBe(true);
    expect(start).toHaveBeenCalledWith(bulk);
    expect(await importDroppedFile(join(dir, "AtomicCards.json.gz"), { start, isFile: async () => true })).toBe(true);
    start.mockReturnValueOnce(false); // one is running
    expect(await importDroppedFile(bulk, { start })).toBe(false);
  });

  it("refuses, naming the file but not its folder, what is not a bulk file on disk", async () => {
    const start = vi.fn(() => true);
    await expect(importDroppedFile("/home/ann/photo.png", { start, isFile: async () => true })).rejects.toThrow(
      /^photo\.png was not imported: a card data file is a Scryfall or MTGJSON bulk file \(\.json or \.json\.gz\)\.$/,
    );
    await expect(importDroppedFile("/home/ann/gone.json", { start })).rejects.toThrow(
      /^gone\.json was not imported: there is no such file\.$/,
    );
    await expect(importDroppedFile("cards.json", { start, isFile: async () => true })).rejects.toThrow(
      /not a file on disk/,
    );
    expect(start).not.toHaveBeenCalled();
  });

  it("the preload's importFile sends the dropped File's path, and refuses a File that is on no disk", async () => {
    const send = vi.fn(async () => true);
    const file = new File(["[]"], "oracle-cards.json");
    const paths = new Map([[file, "/home/ann/Downloads/oracle-cards.json"]]);
    const importFile = fileImportOf(send, (f) => paths.get(f) ?? "");
    expect(await importFile(file)).toBe(true);
    expect(send).toHaveBeenCalledWith("/home/ann/Downloads/oracle-cards.json");
    await expect(importFile(new File(["x"], "pasted.json"))).rejects.toThrow(
      /^pasted\.json is not a file on this computer's disk/,
    );
    expect(send).toHaveBeenCalledTimes(1);
  });
});
