import { afterEach, describe, expect, it, vi } from "vitest";
import { eventually } from "../../../shared/eventually.js";
import { createSwitchableCatalog } from "../cards/browser-catalog.js";
import { clearCardData, loadCardData } from "../cards/card-data-db.js";
import { createMemoryHost } from "../host/memory-host.js";
import type { CardDataImport } from "./card-data-import.js";
import "./card-data-import.js";

let el: CardDataImport | undefined;
afterEach(async () => {
  el?.remove();
  await clearCardData();
});

/** A Scryfall `oracle_cards`-shaped bulk file of a few cards (one a token, which is skipped). */
function bulkFile(): File {
  const records = [
    {
      object: "card",
      name: "Runeclaw Bear",
      mana_cost: "{1}{G}",
      cmc: 2,
      type_line: "Creature — Bear",
      oracle_text: "",
      power: "2",
      toughness: "2",
      colors: ["G"],
      keywords: [],
      layout: "normal",
    },
    {
      object: "card",
      name: "Odd Sage",
      mana_cost: "{U}",
      cmc: 1,
      type_line: "Creature — Human Wizard",
      oracle_text: "Whenever the moon is full, draw a card.",
      power: "1",
      toughness: "1",
      colors: ["U"],
      keywords: [],
      layout: "normal",
    },
    {
      object: "card",
      name: "Goblin",
      mana_cost: "",
      cmc: 0,
      type_line: "Token Creature — Goblin",
      oracle_text: "",
      power: "1",
      toughness: "1",
      colors: ["R"],
      keywords: [],
      layout: "token",
    },
  ];
  return new File([JSON.stringify(records)], "oracle-cards.json", { type: "application/json" });
}

describe("<card-data-import> (browser build)", () => {
  it("imports a dropped bulk file in a worker, installs and keeps it, and says how much is automated", async () => {
    const catalog = createSwitchableCatalog(async () => null);
    el = Object.assign(document.createElement("card-data-import"), {
      host: createMemoryHost(),
      catalog,
      reason: "first-run",
    });
    document.body.append(el);
    await el.updateComplete;
    const drop = el.shadowRoot!.querySelector("#card-data-drop")!;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(bulkFile());
    drop.dispatchEvent(new DragEvent("drop", { dataTransfer, bubbles: true, cancelable: true }));
    await eventually(
      () =>
        expect(el!.shadowRoot!.querySelector("#card-data-message")?.textContent).toContain(
          "Imported oracle-cards.json",
        ),
      3000,
    );
    expect(el.shadowRoot!.querySelector("#card-data-message")?.textContent).toContain(
      "2 cards: 1 automated, 0 partly automated, 1 manual",
    );
    // the banner names the new data at once, and the button now replaces it
    const banner = el.shadowRoot!.querySelector(".panel > span")?.textContent ?? "";
    expect(banner).not.toContain("No card data yet");
    expect(banner).toContain("Card data: oracle-cards.json (2 cards)");
    expect(el.shadowRoot!.querySelector("#card-data-pick")?.textContent).toBe("Replace card data…");
    expect((await catalog.lookup(["Runeclaw Bear"])).map((c) => c.name)).toEqual(["Runeclaw Bear"]);
    const stored = await loadCardData();
    expect(stored?.cards.map((c) => c.name)).toEqual(["Odd Sage", "Runeclaw Bear"]);
  });

  it("reports a file that is not card data and keeps what was there", async () => {
    const catalog = createSwitchableCatalog(async () => null);
    el = Object.assign(document.createElement("card-data-import"), { host: createMemoryHost(), catalog });
    document.body.append(el);
    await el.updateComplete;
    el.importFile(new File(["{ not json"], "broken.json"));
    await eventually(
      () => expect(el!.shadowRoot!.querySelector("#card-data-error")?.textContent).toContain("not imported"),
      3000,
    );
    expect(catalog.imported).toBeNull();
  });
});

describe("<card-data-import> (Electron: main imports)", () => {
  it("hands a dropped bulk file to main's import, as the browser build imports it, and shows a refusal", async () => {
    const importFile = vi.fn(async (file: File) => {
      if (file.name.endsWith(".png")) throw new Error(`${file.name} was not imported: not a bulk file.`);
      return true;
    });
    const host = {
      ...createMemoryHost(),
      catalogImport: {
        cancel: async () => false,
        pick: async () => false,
        onProgress: () => () => undefined,
        importFile,
      },
    };
    el = Object.assign(document.createElement("card-data-import"), { host, reason: "first-run" });
    document.body.append(el);
    await el.updateComplete;
    const drop = (file: File) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(file);
      el!
        .shadowRoot!.querySelector("#card-data-drop")!
        .dispatchEvent(new DragEvent("drop", { dataTransfer, bubbles: true, cancelable: true }));
    };
    const bulk = bulkFile();
    drop(bulk);
    await eventually(() =>
      expect(el!.shadowRoot!.querySelector("#card-data-message")?.textContent).toBe(
        "Importing oracle-cards.json… (progress above)",
      ),
    );
    expect(importFile).toHaveBeenCalledTimes(1);
    expect(importFile.mock.calls[0]![0].name).toBe("oracle-cards.json");
    drop(new File(["x"], "photo.png"));
    await eventually(() =>
      expect(el!.shadowRoot!.querySelector("#card-data-error")?.textContent).toBe(
        "photo.png was not imported: not a bulk file.",
      ),
    );
  });
});
