import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../../shared/eventually.js";
import { createMemoryHost, type MemoryHost } from "./host/memory-host.js";
import type { AppRoot } from "./app-root.js";
import "./app-root.js";

let el: AppRoot | undefined;
afterEach(() => el?.remove());

async function mount(): Promise<{ host: MemoryHost; root: ShadowRoot }> {
  const host = createMemoryHost([{ name: "Burn", text: "Deck\n4 Shock\n20 Mountain\n" }]);
  el = document.createElement("app-root");
  el.host = host;
  document.body.append(el);
  await el.updateComplete;
  return { host, root: el.shadowRoot! };
}

describe("<app-root>", () => {
  it("starts on the deck library and navigates between views", async () => {
    const { root } = await mount();
    expect(root.querySelector("deck-library")).not.toBeNull();
    expect(root.querySelector("#nav-decks")?.getAttribute("aria-current")).toBe("page");
    (root.querySelector("#nav-table") as HTMLButtonElement).click();
    await el!.updateComplete;
    const table = root.querySelector("game-table")!;
    await table.updateComplete;
    await eventually(() => expect(table.shadowRoot!.querySelector("#no-game")).not.toBeNull());
    expect(root.querySelector("stats-view")!.hidden).toBe(true);
    (root.querySelector("#nav-stats") as HTMLButtonElement).click();
    await el!.updateComplete;
    expect(root.querySelector("stats-view")!.hidden).toBe(false);
    expect(root.querySelector("game-table")!.hidden).toBe(true);
  });

  it("opens the card data panel from the navigation bar at any time (to import or replace the card data)", async () => {
    const { root } = await mount();
    root.querySelector<HTMLButtonElement>("#card-data-close")?.click();
    await el!.updateComplete;
    expect(root.querySelector("card-data-import")).toBeNull();
    root.querySelector<HTMLButtonElement>("#nav-card-data")!.click();
    await el!.updateComplete;
    expect(root.querySelector("card-data-import")?.getAttribute("reason")).toBe("asked");
  });

  it("follows application-menu commands", async () => {
    const { host, root } = await mount();
    host.dispatchMenuCommand("view:table");
    await el!.updateComplete;
    expect(root.querySelector("game-table")).not.toBeNull();
    host.dispatchMenuCommand("deck:new");
    await eventually(() =>
      expect(root.querySelector("deck-library")?.shadowRoot?.querySelector("#deck-form")).not.toBeNull(),
    );
  });

  it("handles the menu's shortcuts from the keyboard in a plain browser", async () => {
    const { root } = await mount();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "3", ctrlKey: true }));
    await el!.updateComplete;
    expect(root.querySelector("stats-view")!.hidden).toBe(false);
  });

  it("opens a deck from the library in the editor and saves it from the menu", async () => {
    const { host, root } = await mount();
    const library = root.querySelector("deck-library")!;
    await eventually(() => expect(library.shadowRoot!.querySelector('li[data-deck="Burn"]')).not.toBeNull());
    (library.shadowRoot!.querySelector('li[data-deck="Burn"] button.open') as HTMLButtonElement).click();
    await el!.updateComplete;
    const editor = root.querySelector("deck-editor")!;
    await eventually(() =>
      expect((editor.shadowRoot!.querySelector("#deck-text") as HTMLTextAreaElement).value).toContain("4 Shock"),
    );
    const area = editor.shadowRoot!.querySelector("#deck-text") as HTMLTextAreaElement;
    area.value = "Deck\n3 Shock\n";
    area.dispatchEvent(new InputEvent("input"));
    host.dispatchMenuCommand("deck:save");
    await eventually(async () => expect(await host.decks.read("Burn")).toBe("Deck\n3 Shock\n"));
  });

  it("offers back an autosaved game on the table", async () => {
    const { host, root } = await mount();
    await host.autosave.save({
      format: 1,
      setup: { deckName: "Burn", deckText: "4 Shock", seed: 1, onThePlay: false },
      actions: [],
    });
    host.dispatchMenuCommand("view:table");
    await el!.updateComplete;
    const table = root.querySelector("game-table")!;
    await eventually(() => expect(table.shadowRoot!.querySelector("#saved-game")?.textContent).toMatch(/with “Burn”/));
  });

  it("keeps a deck's unsaved edits while another view is shown, and asks before the menu's New deck leaves them", async () => {
    const { host, root } = await mount();
    const library = root.querySelector("deck-library")!;
    await eventually(() => expect(library.shadowRoot!.querySelector('li[data-deck="Burn"]')).not.toBeNull());
    (library.shadowRoot!.querySelector('li[data-deck="Burn"] button.open') as HTMLButtonElement).click();
    await el!.updateComplete;
    const editor = root.querySelector("deck-editor")!;
    await eventually(() =>
      expect((editor.shadowRoot!.querySelector("#deck-text") as HTMLTextAreaElement).value).toContain("4 Shock"),
    );
    const area = editor.shadowRoot!.querySelector("#deck-text") as HTMLTextAreaElement;
    area.value = "Deck\n2 Shock\n";
    area.dispatchEvent(new InputEvent("input"));
    (root.querySelector("#nav-table") as HTMLButtonElement).click();
    await el!.updateComplete;
    expect(root.querySelector("deck-editor")!.hidden).toBe(true);
    (root.querySelector("#nav-decks") as HTMLButtonElement).click();
    await el!.updateComplete;
    expect(root.querySelector("deck-editor")).toBe(editor); // the same editor, edits and all
    expect((editor.shadowRoot!.querySelector("#deck-text") as HTMLTextAreaElement).value).toBe("Deck\n2 Shock\n");
    expect(editor.dirty).toBe(true);
    host.dispatchMenuCommand("deck:new");
    await eventually(() =>
      expect(editor.shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain("unsaved changes"),
    );
    expect(root.querySelector("deck-library")).toBeNull();
    [...editor.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="alert"] button')]
      .find((b) => b.textContent === "Discard changes")!
      .click();
    await eventually(() =>
      expect(root.querySelector("deck-library")?.shadowRoot?.querySelector("#deck-form")).not.toBeNull(),
    );
    expect(await host.decks.read("Burn")).toBe("Deck\n4 Shock\n20 Mountain\n");
  });
});
