import { afterEach, describe, expect, it, vi } from "vitest";
import { eventually } from "../../../shared/eventually.js";
import { createMemoryHost } from "../host/memory-host.js";
import { uniqueDeckName, type DeckLibrary } from "./deck-library.js";
import "./deck-library.js";

let el: DeckLibrary | undefined;
afterEach(() => el?.remove());

async function mount(
  decks = [
    { name: "Burn", text: "4 Shock" },
    { name: "Elves", text: "4 Llanowar Elves" },
  ],
) {
  const host = createMemoryHost(decks);
  el = document.createElement("deck-library");
  el.host = host;
  document.body.append(el);
  await eventually(() => expect(el!.shadowRoot!.querySelectorAll("li[data-deck]").length).toBe(decks.length));
  return { host, el, root: el.shadowRoot! };
}

const click = async (root: ShadowRoot, selector: string) => {
  (root.querySelector(selector) as HTMLElement).click();
  await el!.updateComplete;
};

const typeName = async (root: ShadowRoot, value: string) => {
  const input = root.querySelector("#deck-name") as HTMLInputElement;
  input.value = value;
  input.dispatchEvent(new InputEvent("input"));
  await el!.updateComplete;
};

describe("uniqueDeckName", () => {
  it("numbers a taken name", () => {
    expect(uniqueDeckName("Burn", ["burn", "Burn (2)"])).toBe("Burn (3)");
    expect(uniqueDeckName("  ", [])).toBe("New deck");
    expect(uniqueDeckName("E\u0301lan", ["\u00E9lan"])).toBe("E\u0301lan (2)");
    expect(uniqueDeckName("STRASSE", ["Stra\u00DFe"])).toBe("STRASSE (2)");
  });
});

describe("<deck-library>", () => {
  it("lists the host's decks and opens one", async () => {
    const { root } = await mount();
    const opened = vi.fn();
    el!.addEventListener("deck-open", (e) => opened((e as CustomEvent).detail));
    await click(root, 'li[data-deck="Elves"] button.open');
    expect(opened).toHaveBeenCalledWith({ name: "Elves" });
  });

  it("creates a deck from a pasted list and opens it", async () => {
    const { host, root } = await mount();
    const opened = vi.fn();
    el!.addEventListener("deck-open", (e) => opened((e as CustomEvent).detail.name));
    await click(root, "#paste-deck");
    await typeName(root, "Pasted Burn");
    (root.querySelector("#deck-text") as HTMLTextAreaElement).value = "Deck\n4 Lightning Bolt\n";
    await click(root, '#deck-form button[type="submit"]');
    await eventually(() => expect(opened).toHaveBeenCalledWith("Pasted Burn"));
    expect(await host.decks.read("Pasted Burn")).toBe("Deck\n4 Lightning Bolt\n");
  });

  it("refuses a bad name before asking the host", async () => {
    const { root } = await mount();
    await click(root, "#new-deck");
    await typeName(root, "a/b");
    expect(root.querySelector(".error")?.textContent).toMatch(/cannot contain/);
    expect((root.querySelector('#deck-form button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it("renames and deletes decks", async () => {
    const { host, root } = await mount();
    await click(root, 'li[data-deck="Burn"] button:not(.open):not(.danger)');
    await typeName(root, "Red Burn");
    await click(root, '#deck-form button[type="submit"]');
    await eventually(() => expect(root.querySelector('li[data-deck="Red Burn"]')).not.toBeNull());
    await click(root, 'li[data-deck="Elves"] button.danger');
    await click(root, 'li[data-deck="Elves"] button.danger');
    await eventually(async () => expect((await host.decks.list()).map((d) => d.name)).toEqual(["Red Burn"]));
    await eventually(() => expect(root.querySelectorAll("li[data-deck]").length).toBe(1));
  });

  it("imports dropped or picked deck files under a free name and opens the first", async () => {
    const { host } = await mount();
    const opened = vi.fn();
    el!.addEventListener("deck-open", (e) => opened((e as CustomEvent).detail.name));
    await el!.importFiles([new File(["4 Shock\n"], "Burn.dek"), new File(["1 Island\n"], "Blue.txt")]);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith("Burn (2)");
    expect(await host.decks.read("Blue")).toBe("1 Island\n");
  });

  it("refuses a binary file and an empty pasted list, showing why and creating no deck", async () => {
    const { host, root } = await mount();
    const opened = vi.fn();
    el!.addEventListener("deck-open", (e) => opened((e as CustomEvent).detail.name));
    await el!.importFiles([new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2])], "binary")]);
    await el!.updateComplete;
    expect(root.querySelector('[role="alert"]')?.textContent).toMatch(/binary was not imported: .*binary/);
    await click(root, "#paste-deck");
    (root.querySelector("#deck-text") as HTMLTextAreaElement).value = "  \n";
    await click(root, '#deck-form button[type="submit"]');
    await eventually(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toMatch(/not made a deck: .*empty/),
    );
    expect((await host.decks.list()).map((d) => d.name)).toEqual(["Burn", "Elves"]);
    expect(opened).not.toHaveBeenCalled();
  });

  it("creates a pasted list naming an unknown card (a named placeholder in play)", async () => {
    const { host, root } = await mount();
    await click(root, "#paste-deck");
    (root.querySelector("#deck-text") as HTMLTextAreaElement).value = "Deck\n4 Pyre Hund\n";
    await click(root, '#deck-form button[type="submit"]');
    await eventually(async () => expect(await host.decks.read("Pasted deck")).toBe("Deck\n4 Pyre Hund\n"));
  });

  it("shows the host's refusal", async () => {
    const { root } = await mount();
    await click(root, "#new-deck");
    await typeName(root, "burn");
    await click(root, '#deck-form button[type="submit"]');
    await eventually(() => expect(root.querySelector('[role="alert"]')?.textContent).toMatch(/already exists/));
  });
});
