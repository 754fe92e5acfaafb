import { describe, expect, it } from "vitest";
import { automatedNamePredicate, createCatalogIndex } from "./search.js";
import type { CatalogCard } from "./types.js";

function card(c: Partial<CatalogCard> & { name: string; typeLine: string }): CatalogCard {
  return { manaCost: "", manaValue: 0, oracleText: "", colors: [], keywords: [], layout: "normal", ...c };
}

const CARDS: CatalogCard[] = [
  card({
    name: "Raging Goblin",
    manaCost: "{R}",
    manaValue: 1,
    typeLine: "Creature — Goblin Berserker",
    oracleText: "Haste",
    power: "1",
    toughness: "1",
    colors: ["R"],
    keywords: ["Haste"],
  }),
  card({
    name: "Lightning Bolt",
    manaCost: "{R}",
    manaValue: 1,
    typeLine: "Instant",
    oracleText: "Lightning Bolt deals 3 damage to any target.",
    colors: ["R"],
  }),
  card({
    name: "Boltwing Marauder",
    manaCost: "{3}{B}{R}",
    manaValue: 5,
    typeLine: "Creature — Dragon",
    oracleText:
      "Flying\nWhenever another creature enters the battlefield under your control, target creature gets +2/+0 until end of turn.",
    power: "5",
    toughness: "4",
    colors: ["B", "R"],
    keywords: ["Flying"],
  }),
  card({
    name: "Thunderbolt",
    manaCost: "{1}{R}",
    manaValue: 2,
    typeLine: "Instant",
    oracleText: "Choose one —\n• Thunderbolt deals 4 damage to target player or planeswalker.",
    colors: ["R"],
  }),
  card({
    name: "Divination",
    manaCost: "{2}{U}",
    manaValue: 3,
    typeLine: "Sorcery",
    oracleText: "Draw two cards.",
    colors: ["U"],
  }),
  card({
    name: "Opt",
    manaCost: "{U}",
    manaValue: 1,
    typeLine: "Instant",
    oracleText: "Scry 1.\nDraw a card.",
    colors: ["U"],
  }),
  card({
    name: "Elvish Visionary",
    manaCost: "{1}{G}",
    manaValue: 2,
    typeLine: "Creature — Elf Shaman",
    oracleText: "When Elvish Visionary enters the battlefield, draw a card.",
    power: "1",
    toughness: "1",
    colors: ["G"],
  }),
  card({
    name: "Colossal Dreadmaw",
    manaCost: "{4}{G}{G}",
    manaValue: 6,
    typeLine: "Creature — Dinosaur",
    oracleText: "Trample",
    power: "6",
    toughness: "6",
    colors: ["G"],
    keywords: ["Trample"],
  }),
  card({
    name: "Wall of Omens",
    manaCost: "{1}{W}",
    manaValue: 2,
    typeLine: "Creature — Wall",
    oracleText: "Defender\nWhen Wall of Omens enters the battlefield, draw a card.",
    power: "0",
    toughness: "4",
    colors: ["W"],
    keywords: ["Defender"],
  }),
  card({
    name: "Tarmogoyf",
    manaCost: "{1}{G}",
    manaValue: 2,
    typeLine: "Creature — Lhurgoyf",
    oracleText: "Tarmogoyf's power is …",
    power: "*",
    toughness: "1+*",
    colors: ["G"],
  }),
  card({
    name: "Sol Ring",
    manaCost: "{1}",
    manaValue: 1,
    typeLine: "Artifact",
    oracleText: "{T}: Add {C}{C}.",
    colors: [],
  }),
  card({
    name: "Birds of Paradise",
    manaCost: "{G}",
    manaValue: 1,
    typeLine: "Creature — Bird",
    oracleText: "Flying\n{T}: Add one mana of any color.",
    power: "0",
    toughness: "1",
    colors: ["G"],
    keywords: ["Flying"],
  }),
  card({
    name: "Fire // Ice",
    manaCost: "{1}{R} // {1}{U}",
    manaValue: 4,
    typeLine: "Instant // Instant",
    oracleText:
      "Fire deals 2 damage divided as you choose among one or two targets.\n//\nTap target permanent.\nDraw a card.",
    colors: ["U", "R"],
    layout: "split",
    faces: [
      {
        name: "Fire",
        manaCost: "{1}{R}",
        typeLine: "Instant",
        oracleText: "Fire deals 2 damage divided as you choose among one or two targets.",
      },
      { name: "Ice", manaCost: "{1}{U}", typeLine: "Instant", oracleText: "Tap target permanent.\nDraw a card." },
    ],
  }),
  card({
    name: "Lim-Dûl's Vault",
    manaCost: "{U}{B}",
    manaValue: 2,
    typeLine: "Instant",
    oracleText: "Look at the top five cards of your library.",
    colors: ["U", "B"],
  }),
  card({
    name: "Krenko, Mob Boss",
    manaCost: "{2}{R}{R}",
    manaValue: 4,
    typeLine: "Legendary Creature — Goblin Warrior",
    oracleText: "{T}: Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.",
    power: "3",
    toughness: "3",
    colors: ["R"],
  }),
  card({
    name: "Avacyn's Pilgrim",
    manaCost: "{G}",
    manaValue: 1,
    typeLine: "Creature — Human Monk",
    oracleText: "{T}: Add {W}.",
    power: "1",
    toughness: "1",
    colors: ["G"],
    colorIdentity: ["W", "G"],
  }),
];

const index = createCatalogIndex(CARDS, {
  isAutomated: automatedNamePredicate(["Raging Goblin", "Lightning Bolt", "Fire"]),
});

function names(q: string): string[] {
  const r = index.search(q);
  if (!r.ok) throw new Error(`${q}: ${r.error.message}`);
  return r.cards.map((c) => c.name);
}

describe("CatalogIndex.search", () => {
  it("matches bare words against name words (prefix), in name order", () => {
    expect(names("bolt")).toEqual(["Boltwing Marauder", "Lightning Bolt"]);
    expect(names("lightning bolt")).toEqual(["Lightning Bolt"]);
    expect(names("LIM dul")).toEqual(["Lim-Dûl's Vault"]);
    expect(names("ice")).toEqual(["Fire // Ice"]);
  });

  it("matches quoted phrases and exact names", () => {
    expect(names('"ning bolt"')).toEqual(["Lightning Bolt"]);
    expect(names('"mob boss"')).toEqual(["Krenko, Mob Boss"]);
    expect(names("krenko's")).toEqual([]);
    expect(names('!"lightning bolt"')).toEqual(["Lightning Bolt"]);
    expect(names("!fire")).toEqual(["Fire // Ice"]);
  });

  it("t: and type: match any part of the type line", () => {
    expect(names("t:goblin")).toEqual(["Krenko, Mob Boss", "Raging Goblin"]);
    expect(names("type:legend")).toEqual(["Krenko, Mob Boss"]);
    expect(names('t:"creature — elf"')).toEqual(["Elvish Visionary"]);
  });

  it("o: and oracle: match words and quoted phrases in the Oracle text (all faces)", () => {
    expect(names("o:haste")).toEqual(["Raging Goblin"]);
    expect(names('o:"draw a card"')).toEqual(["Elvish Visionary", "Fire // Ice", "Opt", "Wall of Omens"]);
    expect(names('oracle:"draw a card" -t:instant')).toEqual(["Elvish Visionary", "Wall of Omens"]);
    expect(names("o:draw")).toEqual(["Divination", "Elvish Visionary", "Fire // Ice", "Opt", "Wall of Omens"]);
    expect(names('o:"{T}: Add {C}"')).toEqual(["Sol Ring"]);
    expect(names('o:"~ deals"')).toEqual(["Fire // Ice", "Lightning Bolt", "Thunderbolt"]);
    expect(names("o:~")).toEqual([
      "Elvish Visionary",
      "Fire // Ice",
      "Lightning Bolt",
      "Tarmogoyf",
      "Thunderbolt",
      "Wall of Omens",
    ]);
  });

  it("c: means at least these colours, c= exactly, c<= within; words, m and c", () => {
    expect(names("c:ub")).toEqual(["Lim-Dûl's Vault"]);
    expect(names("c:r t:instant")).toEqual(["Fire // Ice", "Lightning Bolt", "Thunderbolt"]);
    expect(names("c=r t:instant")).toEqual(["Lightning Bolt", "Thunderbolt"]);
    expect(names("color<=izzet t:instant")).toEqual(["Fire // Ice", "Lightning Bolt", "Opt", "Thunderbolt"]);
    expect(names("c:m")).toEqual(["Boltwing Marauder", "Fire // Ice", "Lim-Dûl's Vault"]);
    expect(names("c:colorless")).toEqual(["Sol Ring"]);
    expect(names("c:c")).toEqual(["Sol Ring"]);
    expect(names("c:blue -c:m")).toEqual(["Divination", "Opt"]);
    expect(names("c>=2")).toEqual(["Boltwing Marauder", "Fire // Ice", "Lim-Dûl's Vault"]);
    expect(names("c!=g t:creature")).toEqual([
      "Boltwing Marauder",
      "Krenko, Mob Boss",
      "Raging Goblin",
      "Wall of Omens",
    ]);
  });

  it("id: means within these colours (commander), using colour identity", () => {
    expect(names("id:g")).toEqual([
      "Birds of Paradise",
      "Colossal Dreadmaw",
      "Elvish Visionary",
      "Sol Ring",
      "Tarmogoyf",
    ]);
    expect(names("identity:selesnya t:creature o:add")).toEqual(["Avacyn's Pilgrim", "Birds of Paradise"]);
    expect(names("id>=wg")).toEqual(["Avacyn's Pilgrim"]);
    expect(names("id:c")).toEqual(["Sol Ring"]);
  });

  it("compares mana value, power and toughness (`:` is `=`, `*` counts 0)", () => {
    expect(names("mv:5")).toEqual(["Boltwing Marauder"]);
    expect(names("cmc>=6")).toEqual(["Colossal Dreadmaw"]);
    expect(names("manavalue<2 t:creature")).toEqual(["Avacyn's Pilgrim", "Birds of Paradise", "Raging Goblin"]);
    expect(names("mv!=1 t:instant")).toEqual(["Fire // Ice", "Lim-Dûl's Vault", "Thunderbolt"]);
    expect(names("pow>=5 or tou>=5")).toEqual(["Boltwing Marauder", "Colossal Dreadmaw"]);
    expect(names("power=0")).toEqual(["Birds of Paradise", "Tarmogoyf", "Wall of Omens"]);
    expect(names("toughness>pow")).toEqual(["Birds of Paradise", "Tarmogoyf", "Wall of Omens"]);
    expect(names("tou<=1 pow>0")).toEqual(["Avacyn's Pilgrim", "Elvish Visionary", "Raging Goblin"]);
  });

  it("combines with or, parentheses and negation", () => {
    expect(names("t:creature c:r mv<=2 o:haste")).toEqual(["Raging Goblin"]);
    expect(names("(t:goblin or t:dragon) -t:legendary")).toEqual(["Boltwing Marauder", "Raging Goblin"]);
    expect(names("-(c:r or c:g or c:u)")).toEqual(["Sol Ring", "Wall of Omens"]);
    expect(names("bolt OR opt")).toEqual(["Boltwing Marauder", "Lightning Bolt", "Opt"]);
    expect(names("t:instant and c:u")).toEqual(["Fire // Ice", "Lim-Dûl's Vault", "Opt"]);
  });

  it("is:automated uses the isAutomated predicate (front face of split names too)", () => {
    expect(names("is:automated")).toEqual(["Fire // Ice", "Lightning Bolt", "Raging Goblin"]);
    expect(names("-is:automated t:instant")).toEqual(["Lim-Dûl's Vault", "Opt", "Thunderbolt"]);
    const bare = createCatalogIndex(CARDS).search("is:automated");
    expect(bare).toMatchObject({ ok: false, error: { message: expect.stringContaining("isAutomated") } });
  });

  it("returns errors as data and honours limit", () => {
    expect(index.search("rarity:mythic")).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('unknown search key "rarity"'), position: 0 },
    });
    const limited = index.search("t:creature", 2);
    expect(limited.ok && limited.cards.map((c) => c.name)).toEqual(["Avacyn's Pilgrim", "Birds of Paradise"]);
    expect(index.search("").ok && index.cards.length).toBe(CARDS.length);
  });
});

describe("search robustness", () => {
  it("never throws, whatever the query (errors are data)", async () => {
    const fc = await import("fast-check");
    const piece = fc.constantFrom(
      "t:",
      "o:",
      "c",
      "id",
      ">=",
      "<",
      "=",
      "!=",
      ":",
      "-",
      "(",
      ")",
      " or ",
      " ",
      '"',
      "!",
      "bolt",
      "r",
      "m",
      "5",
      "~",
      "is:automated",
      "pow",
      "tou",
      "x",
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(piece, { maxLength: 12 }).map((xs) => xs.join("")),
        ),
        (q) => {
          const r = index.search(q);
          if (!r.ok) {
            expect(typeof r.error.message).toBe("string");
            expect(r.error.position).toBeGreaterThanOrEqual(0);
            expect(r.error.position).toBeLessThanOrEqual(q.length);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
