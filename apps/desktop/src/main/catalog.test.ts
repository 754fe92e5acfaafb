import { describe, expect, it, vi } from "vitest";
import { catalogCandidates, createCatalogService } from "./catalog.js";

vi.mock("electron", () => ({}));

const card = (
  name: string,
  manaCost: string,
  manaValue: number,
  typeLine: string,
  colors: string[],
  oracleText = "",
) => ({
  name,
  manaCost,
  manaValue,
  typeLine,
  oracleText,
  colors,
  keywords: [],
  layout: "normal",
});
const CATALOG = JSON.stringify([
  card("Lightning Bolt", "{R}", 1, "Instant", ["R"], "Lightning Bolt deals 3 damage to any target."),
  card("Counterspell", "{U}{U}", 2, "Instant", ["U"], "Counter target spell."),
  card("Grizzly Bears", "{1}{G}", 2, "Creature — Bear", ["G"]),
]);

const enoent = () => Promise.reject(Object.assign(new Error("missing"), { code: "ENOENT" }));

describe("createCatalogService", () => {
  it("reads the first catalog file that exists, once", async () => {
    const read = vi.fn((path: string) => (path === "/b/catalog.json" ? Promise.resolve(CATALOG) : enoent()));
    const catalog = createCatalogService(["/a/catalog.json", "/b/catalog.json"], read);
    expect(await catalog.status()).toEqual({ available: true, cards: 3, source: "/b/catalog.json" });
    await catalog.status();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("searches in Scryfall syntax and looks names up case-insensitively", async () => {
    const catalog = createCatalogService(["/c.json"], () => Promise.resolve(CATALOG));
    const found = await catalog.search("t:instant c:u", 10);
    expect(found.ok && found.cards.map((c) => c.name)).toEqual(["Counterspell"]);
    expect(await catalog.search("mv<=", 10)).toMatchObject({ ok: false });
    expect((await catalog.lookup(["lightning bolt", "Black Lotus", "Lightning Bolt"])).map((c) => c.name)).toEqual([
      "Lightning Bolt",
    ]);
  });

  it("suggests close names of the catalog's cards and of the built-in ones for misspelt names (the editor's “did you mean”)", async () => {
    const catalog = createCatalogService(["/c.json"], () => Promise.resolve(CATALOG));
    expect(await catalog.suggest(["Counterspel", "Grizly Bears", "Raging Gobln", "Zzzzzz qqq"])).toEqual([
      { name: "Counterspel", like: ["Counterspell"] }, // only in the catalog: the renderer's built-in names lack it
      { name: "Grizly Bears", like: ["Grizzly Bears"] },
      { name: "Raging Gobln", like: ["Raging Goblin"] }, // built in
    ]);
    const none = createCatalogService(["/x.json"], enoent);
    expect(await none.suggest(["Counterspel", "Raging Gobln"])).toEqual([
      { name: "Raging Gobln", like: ["Raging Goblin"] },
    ]);
  });

  it("is unavailable, never throwing, without a catalog or with a broken one", async () => {
    const none = createCatalogService(["/x.json"], enoent);
    expect(await none.status()).toEqual({ available: false, cards: 0, source: null });
    expect(await none.lookup(["Shock"])).toEqual([]);
    expect(await none.search("bolt", 5)).toMatchObject({ ok: false });
    const broken = createCatalogService(["/y.json"], () => Promise.resolve("[{"));
    expect(await broken.status()).toMatchObject({
      available: false,
      source: "/y.json",
      error: expect.stringMatching(/JSON/),
    });
  });
});

describe("catalogCandidates", () => {
  it("looks in the app's folder, then where the CLI imports the catalog", () => {
    expect(catalogCandidates("/home/ann/.config/Fishbowl", { env: {}, platform: "linux", home: "/home/ann" })).toEqual([
      "/home/ann/.config/Fishbowl/catalog.json",
      "/home/ann/.local/share/fishbowl/catalog.json",
    ]);
    expect(
      catalogCandidates("/u", {
        env: { XDG_DATA_HOME: "/data", FISHBOWL_DATA_DIR: "" },
        platform: "linux",
        home: "/h",
      })[1],
    ).toBe("/data/fishbowl/catalog.json");
    expect(catalogCandidates("/u", { env: { FISHBOWL_DATA_DIR: "/tmp/fb" }, platform: "linux", home: "/h" })[1]).toBe(
      "/tmp/fb/catalog.json",
    );
    expect(
      catalogCandidates("/Users/ann/Library/Application Support/Fishbowl", {
        env: {},
        platform: "darwin",
        home: "/Users/ann",
      }),
    ).toEqual(["/Users/ann/Library/Application Support/Fishbowl/catalog.json"]);
  });
});
