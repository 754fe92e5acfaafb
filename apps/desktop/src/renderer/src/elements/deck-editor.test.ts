import { afterEach, describe, expect, it, vi } from "vitest";
import { eventually } from "../../../shared/eventually.js";
import { BUILTIN_CARDS, cardFromPrinted } from "../cards/card-data.js";
import { createLocalCatalog } from "../cards/card-search.js";
import { createMemoryHost } from "../host/memory-host.js";
import type { DeckEditor } from "./deck-editor.js";
import "./deck-editor.js";

let el: DeckEditor | undefined;
afterEach(() => el?.remove());

async function mount(text: string) {
  const download = vi.fn();
  const host = createMemoryHost([{ name: "Burn", text }], { download });
  el = document.createElement("deck-editor");
  el.host = host;
  el.name = "Burn";
  document.body.append(el);
  const root = el.shadowRoot!;
  await eventually(() => expect(root.querySelector("#counts")?.textContent).toMatch(/cards/));
  await eventually(() => expect((root.querySelector("#deck-text") as HTMLTextAreaElement).value).toBe(text));
  return { host, root, download };
}

describe("<deck-editor>", () => {
  it("shows the parsed list, counts, a card face and the charts", async () => {
    const { root } = await mount(
      "Deck\n4 Lightning Bolt\n2 Hill Giant\n16 Mountain\n2 Mystery Card\n\nSideboard\n2 Blood Moon\n",
    );
    expect(root.querySelector("#counts")?.textContent?.replace(/\s+/g, " ")).toBe("24 cards · 16 lands · sideboard 2");
    // rows grouped by type, in the order lists print them; cards in no card data last
    expect([...root.querySelectorAll("#main .name")].map((n) => n.textContent)).toEqual([
      "Hill Giant",
      "Lightning Bolt",
      "Mountain",
      "Mystery Card",
    ]);
    expect([...root.querySelectorAll("#main li.group")].map((n) => n.textContent)).toEqual([
      "Creatures (2)",
      "Instants (4)",
      "Lands (16)",
      "Unknown (2)",
    ]);
    expect(root.querySelector("#main li.unknown .name")?.textContent).toBe("Mystery Card");
    const face = root.querySelector("card-face")!;
    await face.updateComplete;
    expect(face.shadowRoot!.querySelector(".name")?.textContent).toBe("Lightning Bolt");
    const curve = root.querySelector("mana-curve-chart")!;
    await eventually(() => expect(curve.chartInstance?.data.datasets[0]?.data).toEqual([0, 4, 0, 0, 2, 0, 0, 0]));
  });

  it("says before a game how much is automated and warns about the size; + and − edit the count", async () => {
    const { root } = await mount("4 Lightning Bolt\n21 Mountain\n14 Hill Giant\n2 Mystery Card\n");
    expect(root.querySelector("#size-warning")?.textContent).toContain("41 cards: 1 more than the 40");
    const copies = (kind: string) => root.querySelector(`#count-${kind}`)?.getAttribute("data-copies") ?? "0";
    expect([copies("automated"), copies("missing")]).toEqual(["39", "2"]);
    const plus = root.querySelector('button[aria-label="One more Mystery Card"]') as HTMLButtonElement;
    plus.click();
    await el!.updateComplete;
    expect((root.querySelector("#deck-text") as HTMLTextAreaElement).value).toContain("3 Mystery Card");
    for (let i = 0; i < 2; i++) {
      (root.querySelector('button[aria-label="One fewer Lightning Bolt"]') as HTMLButtonElement).click();
      await el!.updateComplete;
    }
    expect((root.querySelector("#deck-text") as HTMLTextAreaElement).value).toContain("2 Lightning Bolt");
    expect(root.querySelector("#size-warning")).toBeNull();
  });

  const said = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim();

  it("flags the cards in no card data at the top, with the close known name for a misspelt one (did you mean …?)", async () => {
    const { root } = await mount("Deck\n4 Raging Gobln\n20 Mountain\n2 Mystery Card\n");
    await eventually(() =>
      expect(said(root.querySelector('#name-suggestions li[data-name="Raging Gobln"]'))).toBe(
        "Raging Gobln (line 2) — did you mean Raging Goblin? Fix",
      ),
    );
    expect(said(root.querySelector("#unknown-cards .lead"))).toBe("⚠ 2 cards not found");
    expect(said(root.querySelector('#name-suggestions li[data-name="Mystery Card"]'))).toBe("Mystery Card (line 4)");
    expect(root.querySelector('#name-suggestions li[data-name="Mystery Card"] button')).toBeNull();
    // at the top: before the list, right under the header
    const banner = root.querySelector("#unknown-cards")!;
    expect(
      banner.compareDocumentPosition(root.querySelector("#deck-text")!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(banner.getBoundingClientRect().top).toBeLessThan(
      root.querySelector("#deck-text")!.getBoundingClientRect().top,
    );
    // no card data loaded: the import is offered as such
    expect(said(root.querySelector("#import-card-data"))).toBe("Import card data…");
  });

  it("Fix rewrites the misspelt line as one edit of the text box, which its undo takes back", async () => {
    const text = "Deck\n2 Raging Gobln\n20 Mountain\n";
    const { root } = await mount(text);
    const area = root.querySelector("#deck-text") as HTMLTextAreaElement;
    const fix = () =>
      root.querySelector<HTMLButtonElement>('#name-suggestions li[data-name="Raging Gobln"] button.fix');
    await eventually(() => expect(fix()).not.toBeNull());
    fix()!.click();
    await el!.updateComplete;
    expect(area.value).toBe("Deck\n2 Raging Goblin\n20 Mountain\n");
    expect(root.querySelector("#unknown-cards")).toBeNull();
    expect(el!.dirty).toBe(true);
    area.focus();
    document.execCommand("undo");
    await el!.updateComplete;
    expect(area.value).toBe(text);
    await eventually(() => expect(fix()).not.toBeNull());
  });

  it("with card data imported offers “Import more card data…”, and a save says which cards are not found", async () => {
    const host = createMemoryHost([{ name: "Green", text: "Deck\n2 Raging Gobln\n" }]);
    el = document.createElement("deck-editor");
    el.host = host;
    el.name = "Green";
    el.cardDataLoaded = true;
    document.body.append(el);
    const root = el.shadowRoot!;
    await eventually(() => expect(said(root.querySelector("#import-card-data"))).toBe("Import more card data…"));
    const area = root.querySelector("#deck-text") as HTMLTextAreaElement;
    area.value = "Deck\n2 Raging Gobln\n20 Mountain\n";
    area.dispatchEvent(new InputEvent("input"));
    await el.updateComplete;
    await eventually(() => expect(root.querySelector("#name-suggestions button.fix")).not.toBeNull());
    (root.querySelector("#save") as HTMLButtonElement).click();
    await eventually(() =>
      expect(said(root.querySelector("#save-status"))).toBe(
        "Saved — 1 card not found: Raging Gobln — did you mean Raging Goblin? (see above).",
      ),
    );
  });

  it("asks the host's catalog for the close names (Electron's catalog is behind IPC: catalog:suggest)", async () => {
    const builtin = createLocalCatalog(BUILTIN_CARDS);
    const suggest = vi.fn(async (names: readonly string[]) =>
      names.includes("Counterspel") ? [{ name: "Counterspel", like: ["Counterspell"] }] : [],
    );
    const host = createMemoryHost([{ name: "Blue", text: "Deck\n4 Counterspel\n20 Island\n" }], {
      catalog: { ...builtin, status: async () => ({ available: false, cards: 0, source: null }), suggest },
    });
    el = document.createElement("deck-editor");
    el.host = host;
    el.name = "Blue";
    document.body.append(el);
    const root = el.shadowRoot!;
    await eventually(() =>
      expect(said(root.querySelector('#name-suggestions li[data-name="Counterspel"]'))).toBe(
        "Counterspel (line 2) — did you mean Counterspell? Fix",
      ),
    );
    expect(suggest).toHaveBeenCalledWith(["Counterspel"]);
  });

  it("reports problems by line", async () => {
    const { root } = await mount("4 Shock\nnot a card line\n");
    expect(root.querySelector("#parse-errors")?.textContent).toMatch(/Line 2/);
  });

  it("saves edits through the host and exports Arena text", async () => {
    const { host, root, download } = await mount("4 Shock\n");
    const area = root.querySelector("#deck-text") as HTMLTextAreaElement;
    area.value = "4 Shock\n4 Lightning Bolt\n";
    area.dispatchEvent(new InputEvent("input"));
    await el!.updateComplete;
    expect(el!.dirty).toBe(true);
    (root.querySelector("#save") as HTMLButtonElement).click();
    await eventually(async () => expect(await host.decks.read("Burn")).toBe("4 Shock\n4 Lightning Bolt\n"));
    await eventually(() => expect(el!.dirty).toBe(false));
    await el!.exportArena();
    expect(download).toHaveBeenCalledWith("Burn.txt", expect.stringContaining("Deck\n4 Shock\n4 Lightning Bolt"));
  });

  it("asks before closing with unsaved changes", async () => {
    const { root } = await mount("4 Shock\n");
    const closed = vi.fn();
    el!.addEventListener("deck-close", closed);
    const area = root.querySelector("#deck-text") as HTMLTextAreaElement;
    area.value = "1 Shock\n";
    area.dispatchEvent(new InputEvent("input"));
    await el!.updateComplete;
    (root.querySelector("#back") as HTMLButtonElement).click();
    await el!.updateComplete;
    expect(closed).not.toHaveBeenCalled();
    expect(root.querySelector('[role="alert"]')?.textContent).toMatch(/unsaved changes/);
  });
});

describe("<deck-editor> card search", () => {
  it("adds a searched card to the main deck", async () => {
    const { root } = await mount("Deck\n4 Shock\n\nSideboard\n2 Fervor\n");
    const panel = root.querySelector("card-search-panel")!;
    await eventually(() =>
      expect(panel.shadowRoot!.querySelector("#search-hint")?.textContent).toMatch(
        /Searching the card catalog \(\d+ cards\)/,
      ),
    );
    const query = panel.shadowRoot!.querySelector("#card-query") as HTMLInputElement;
    query.value = "t:creature mv=4";
    query.dispatchEvent(new InputEvent("input"));
    await eventually(() =>
      expect(panel.shadowRoot!.querySelector('button[aria-label="Add Hill Giant"]')).not.toBeNull(),
    );
    const add = panel.shadowRoot!.querySelector('button[aria-label="Add Hill Giant"]') as HTMLButtonElement;
    add.click();
    await el!.updateComplete;
    expect((root.querySelector("#deck-text") as HTMLTextAreaElement).value).toBe(
      "Deck\n4 Shock\n1 Hill Giant\n\nSideboard\n2 Fervor\n",
    );
    expect(root.querySelector("#counts")?.textContent?.replace(/\s+/g, " ")).toMatch(/^5 cards/);
    add.click();
    await el!.updateComplete;
    expect((root.querySelector("#deck-text") as HTMLTextAreaElement).value).toContain("2 Hill Giant");
  });
});

describe("<deck-editor> with the host's catalog", () => {
  it("draws and counts cards the catalog knows beyond the built-in table", async () => {
    const counterspell = cardFromPrinted("Counterspell", "{U}{U}", "Instant", "Counter target spell.");
    const host = createMemoryHost([{ name: "Blue", text: "4 Counterspell\n16 Island\n" }], {
      catalog: createLocalCatalog([...BUILTIN_CARDS, counterspell], "test catalog"),
    });
    el = document.createElement("deck-editor");
    el.host = host;
    el.name = "Blue";
    document.body.append(el);
    const root = el.shadowRoot!;
    await eventually(() =>
      expect(root.querySelector("#main li:not(.unknown) .name")?.textContent).toBe("Counterspell"),
    );
    const curve = root.querySelector("mana-curve-chart")!;
    await eventually(() => expect(curve.chartInstance?.data.datasets[0]?.data[2]).toBe(4));
    const face = root.querySelector("card-face")!;
    await eventually(() => expect(face.shadowRoot!.querySelector(".name")?.textContent).toBe("Counterspell"));
  });
});

describe("<deck-editor> and cards that are not automated", () => {
  const wall = cardFromPrinted(
    "Wall of Roots",
    "{1}{G}",
    "Creature — Plant Wall",
    "Defender\nPut a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn.",
    "0/5",
  );
  const ogre = cardFromPrinted("Gray Ogre", "{2}{R}", "Creature — Ogre", "", "2/2");

  async function mountWithCatalog(text: string) {
    const host = createMemoryHost([{ name: "Walls", text }], {
      catalog: createLocalCatalog([...BUILTIN_CARDS, wall, ogre], "test catalog"),
    });
    el = document.createElement("deck-editor");
    el.host = host;
    el.name = "Walls";
    document.body.append(el);
    const root = el.shadowRoot!;
    await eventually(() =>
      expect(root.querySelector("#main li:not(.unknown) .name")?.textContent).toBe("Wall of Roots"),
    );
    return root;
  }

  it("lists, once the catalog cards arrive, each card the compiler reads only in part with the clauses it does not", async () => {
    const root = await mountWithCatalog(
      "Deck\n4 Wall of Roots\n4 Gray Ogre\n2 Lightning Bolt\n16 Forest\n\nSideboard\n2 wall of roots\n",
    );
    await eventually(() => expect(root.querySelector("#not-automated")).not.toBeNull());
    const items = [...root.querySelectorAll("#not-automated li")].map((li) =>
      li.textContent?.replace(/\s+/g, " ").trim(),
    );
    // Gray Ogre compiles whole and Lightning Bolt and Swamp are built in: only the Wall, once.
    expect(items).toEqual([
      "Wall of Roots (partly automated) — not automated: Put a -0/-1 counter on Wall of Roots: Add . Activate only once each turn.",
    ]);
    // its mana drawn as a symbol, as everywhere else (the symbol's text is its title)
    const symbols = [...root.querySelectorAll("#not-automated li i.ms")].map((i) => i.getAttribute("title"));
    expect(symbols).toEqual(["{G}"]);
    expect(root.querySelector("#not-automated")?.textContent).toMatch(/Not automated — what compiled is played/);
  });

  it("drops the list when the deck no longer has such a card", async () => {
    const root = await mountWithCatalog("4 Wall of Roots\n16 Forest\n");
    await eventually(() => expect(root.querySelector("#not-automated li")).not.toBeNull());
    const area = root.querySelector("#deck-text") as HTMLTextAreaElement;
    area.value = "4 Gray Ogre\n16 Forest\n";
    area.dispatchEvent(new InputEvent("input"));
    await el!.updateComplete;
    await eventually(() => expect(root.querySelector("#main li:not(.unknown) .name")?.textContent).toBe("Gray Ogre"));
    expect(root.querySelector("#not-automated")).toBeNull();
  });

  it("lists nothing without a catalog (every known card is built in)", async () => {
    const { root } = await mount("4 Lightning Bolt\n16 Mountain\n");
    expect(root.querySelector("#main .name")?.textContent).toBe("Lightning Bolt");
    expect(root.querySelector("#not-automated")).toBeNull();
  });
});
