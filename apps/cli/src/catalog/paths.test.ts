import { describe, expect, it } from "vitest";
import { defaultCatalogPath, userDataDir } from "./paths.js";

describe("userDataDir", () => {
  it("follows each platform's convention", () => {
    expect(userDataDir({ env: {}, platform: "linux", home: "/home/ann" })).toBe("/home/ann/.local/share/fishbowl");
    expect(userDataDir({ env: { XDG_DATA_HOME: "/data" }, platform: "linux", home: "/home/ann" })).toBe(
      "/data/fishbowl",
    );
    expect(userDataDir({ env: { XDG_DATA_HOME: "relative" }, platform: "linux", home: "/home/ann" })).toBe(
      "/home/ann/.local/share/fishbowl",
    );
    expect(userDataDir({ env: {}, platform: "darwin", home: "/Users/ann" })).toBe(
      "/Users/ann/Library/Application Support/Fishbowl",
    );
    expect(
      userDataDir({ env: { APPDATA: "C:\\Users\\ann\\AppData\\Roaming" }, platform: "win32", home: "C:\\Users\\ann" }),
    ).toBe("C:\\Users\\ann\\AppData\\Roaming\\Fishbowl");
  });

  it("lets FISHBOWL_DATA_DIR override", () => {
    expect(
      userDataDir({ env: { FISHBOWL_DATA_DIR: "/tmp/fb", XDG_DATA_HOME: "/data" }, platform: "linux", home: "/h" }),
    ).toBe("/tmp/fb");
    expect(defaultCatalogPath({ env: { FISHBOWL_DATA_DIR: "/tmp/fb" }, platform: "linux", home: "/h" })).toBe(
      "/tmp/fb/catalog.json",
    );
  });
});
