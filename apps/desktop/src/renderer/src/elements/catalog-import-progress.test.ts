import { afterEach, describe, expect, it } from "vitest";
import type { CatalogImportApi, CatalogImportProgress } from "../../../preload/api.js";
import type { CatalogImportProgressBar } from "./catalog-import-progress.js";
import "./catalog-import-progress.js";

let el: CatalogImportProgressBar | undefined;
afterEach(() => el?.remove());

function fakeApi(): CatalogImportApi & { send(p: CatalogImportProgress): void; cancels: number } {
  const listeners = new Set<(p: CatalogImportProgress) => void>();
  const api = {
    cancels: 0,
    onProgress(listener: (p: CatalogImportProgress) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async cancel() {
      api.cancels++;
      return true;
    },
    async pick() {
      return false;
    },
    async importFile() {
      return false;
    },
    send(p: CatalogImportProgress) {
      for (const l of listeners) l(p);
    },
  };
  return api;
}

async function mount(api: CatalogImportApi | undefined): Promise<ShadowRoot> {
  el = document.createElement("catalog-import-progress");
  el.api = api;
  document.body.append(el);
  await el.updateComplete;
  return el.shadowRoot!;
}

describe("<catalog-import-progress>", () => {
  it("shows nothing until an import reports, then a progress bar with bytes and cards, and a Cancel button", async () => {
    const api = fakeApi();
    const root = await mount(api);
    expect(root.querySelector(".bar")).toBeNull();
    api.send({
      state: "reading",
      source: "oracle-cards.json",
      bytes: 50 * 1024 * 1024,
      totalBytes: 200 * 1024 * 1024,
      cards: 9000,
    });
    await el!.updateComplete;
    const bar = root.querySelector("progress")!;
    expect(bar.max).toBe(200 * 1024 * 1024);
    expect(bar.value).toBe(50 * 1024 * 1024);
    expect(root.querySelector(".text")!.textContent).toBe(
      "Reading oracle-cards.json: 50.0 MB of 200.0 MB, 9,000 cards",
    );
    (root.querySelector("#cancel") as HTMLButtonElement).click();
    await el!.updateComplete;
    expect(api.cancels).toBe(1);
    expect((root.querySelector("#cancel") as HTMLButtonElement).disabled).toBe(true);
    api.send({
      state: "cancelled",
      source: "oracle-cards.json",
      bytes: 0,
      totalBytes: null,
      cards: 0,
      message: "cancelled",
    });
    await el!.updateComplete;
    expect(root.querySelector(".text")!.textContent).toContain("cancelled; the previous catalog is unchanged");
    (root.querySelector("#dismiss") as HTMLButtonElement).click();
    await el!.updateComplete;
    expect(root.querySelector(".bar")).toBeNull();
  });

  it("shows a download without a known size as an indeterminate bar, and a failure's message", async () => {
    const api = fakeApi();
    const root = await mount(api);
    api.send({ state: "downloading", source: "Scryfall", bytes: 3 * 1024 * 1024, totalBytes: null, cards: 0 });
    await el!.updateComplete;
    expect(root.querySelector("progress")!.hasAttribute("value")).toBe(false);
    expect(root.querySelector(".text")!.textContent).toBe("Downloading from Scryfall: 3.0 MB");
    api.send({
      state: "failed",
      source: "Scryfall",
      bytes: 0,
      totalBytes: null,
      cards: 0,
      message: "https://data.scryfall.io/x.json: only 3 cards; at least 10000 were expected",
    });
    await el!.updateComplete;
    expect(root.querySelector(".failed .text")!.textContent).toContain("only 3 cards; at least 10000 were expected");
  });

  it("renders nothing without the import API (a plain browser)", async () => {
    const root = await mount(undefined);
    expect(root.querySelector(".bar")).toBeNull();
  });
});
