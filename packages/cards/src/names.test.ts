import { describe, expect, it } from "vitest";
import { createNameIndex, faceNames, looseNameKey, normalizeName } from "./names.js";

const POOL = [
  "Lightning Bolt",
  "Lim-Dul's Vault",
  "Fire // Ice",
  "Krenko's Command",
  "Toph, the Blind Bandit",
  "Monastery Swiftspear",
  "Delver of Secrets // Insectile Aberration",
  "Bonecrusher Giant",
  "Aether Vial",
  "Who // What // When // Where // Why",
  "Shock",
  "Shocker",
  "Blaze",
];

describe("normalizeName / faceNames (kept)", () => {
  it("folds case, accents, quotes and slashes", () => {
    expect(normalizeName("Lim-Dûl\u2019s  Vault")).toBe("lim-dul's vault");
    expect(normalizeName("Fire/Ice")).toBe("fire // ice");
    expect(faceNames("Fire // Ice")).toEqual(["Fire", "Ice"]);
  });
  it("looseNameKey drops punctuation", () => {
    expect(looseNameKey("Toph, the Blind Bandit")).toBe(looseNameKey("toph the blind bandit"));
    expect(looseNameKey("Krenko's Command")).toBe(looseNameKey("Krenkos Command"));
    expect(looseNameKey("Lim-Dûl's Vault")).toBe("lim duls vault");
  });
});

describe("createNameIndex", () => {
  const index = createNameIndex(POOL);

  it("resolves case- and accent-insensitively", () => {
    expect(index.resolve("lightning bolt")).toBe("Lightning Bolt");
    expect(index.resolve("LIGHTNING BOLT")).toBe("Lightning Bolt");
    expect(index.match("Lim-Dûl's Vault")).toEqual({ name: "Lim-Dul's Vault", via: "exact" });
    expect(index.resolve("Lim-Dul\u2019s Vault")).toBe("Lim-Dul's Vault");
    expect(index.resolve("Æther Vial")).toBe("Aether Vial");
  });

  it("resolves an accented canonical name from an unaccented one too", () => {
    const accented = createNameIndex(["Lim-Dûl's Vault"]);
    expect(accented.resolve("Lim-Dul's Vault")).toBe("Lim-Dûl's Vault");
  });

  it("resolves split cards by full name, by Fire/Ice, and by any face", () => {
    expect(index.match("Fire // Ice")).toEqual({ name: "Fire // Ice", via: "exact" });
    expect(index.resolve("Fire/Ice")).toBe("Fire // Ice");
    expect(index.resolve("fire//ice")).toBe("Fire // Ice");
    expect(index.match("Fire")).toEqual({ name: "Fire // Ice", via: "face" });
    expect(index.resolve("Ice")).toBe("Fire // Ice");
    expect(index.resolve("Delver of Secrets")).toBe("Delver of Secrets // Insectile Aberration");
    expect(index.resolve("Who/What/When/Where/Why")).toBe("Who // What // When // Where // Why");
  });

  it("resolves a full multi-face name to a card known by its front face", () => {
    expect(index.resolve("Bonecrusher Giant // Stomp")).toBe("Bonecrusher Giant");
    // ...but not through a face of another card.
    expect(index.resolve("Ice // Something")).toBeUndefined();
  });

  it("resolves punctuation variants loosely", () => {
    expect(index.match("Krenkos Command")).toEqual({ name: "Krenko's Command", via: "loose" });
    expect(index.resolve("Toph the Blind Bandit")).toBe("Toph, the Blind Bandit");
    expect(index.resolve("Lim Dul's Vault")).toBe("Lim-Dul's Vault");
  });

  it("does not resolve unknown names or a face shared by two cards", () => {
    expect(index.resolve("Lightning Helix")).toBeUndefined();
    expect(index.resolve("")).toBeUndefined();
    const shared = createNameIndex(["Alpha // Beta", "Gamma // Beta"]);
    expect(shared.resolve("Beta")).toBeUndefined();
    expect(shared.suggest("Beta")).toEqual(["Alpha // Beta", "Gamma // Beta"]);
  });

  it("keeps the first spelling of duplicates and lists names", () => {
    const dup = createNameIndex(["Lim-Dûl's Vault", "Lim-Dul's Vault", "Shock"]);
    expect(dup.size).toBe(2);
    expect(dup.names()).toEqual(["Lim-Dûl's Vault", "Shock"]);
  });

  it("suggests the closest known names for typos, best first", () => {
    expect(index.suggest("Lightnig Bolt")).toEqual(["Lightning Bolt"]);
    expect(index.suggest("Monastary Swiftsper")).toEqual(["Monastery Swiftspear"]);
    expect(index.suggest("Shockk")).toEqual(["Shock", "Shocker"]);
    expect(index.suggest("Shockk", 1)).toEqual(["Shock"]);
    expect(index.suggest("Blaez")[0]).toBe("Blaze");
  });

  it("suggests names containing a partial name as whole words", () => {
    expect(index.suggest("Swiftspear")).toEqual(["Monastery Swiftspear"]);
    expect(index.suggest("Bolt")).toContain("Lightning Bolt");
  });

  it("suggests nothing when nothing is close", () => {
    expect(index.suggest("Completely Different Thing")).toEqual([]);
    expect(index.suggest("")).toEqual([]);
  });

  // Its speed is not a test's business (tests never depend on the machine's speed): only
  // that the one close name is found among 20,000 others.
  it("suggests the one close name in a 20,000-name index", () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `Card Number ${i} of the Catalog`);
    const big = createNameIndex([...many, "Lightning Bolt"]);
    expect(big.suggest("Lightnin Bolt")).toEqual(["Lightning Bolt"]);
    expect(big.suggest("Card Number 12345 of the Catalgo")).toContain("Card Number 12345 of the Catalog");
  });
});
