import { describe, expect, it } from "vitest";
import type { CardDefinition } from "@fishbowl/engine";
import { automationCounts, automationOf, groupByType, sizeCheck, typeGroupOf } from "./deck-report.js";
import { readDeckList } from "./deck-text.js";

describe("sizeCheck", () => {
  it("warns about a 41-card list as one more than the usual 40 (CR 100.2b)", () => {
    const c = sizeCheck(41);
    expect(c.target).toBe(40);
    expect(c.warning).toContain("41 cards: 1 more than the 40");
  });

  it("says nothing for 60, 40 and a 100-card Commander deck", () => {
    expect(sizeCheck(60).warning).toBeNull();
    expect(sizeCheck(40).warning).toBeNull();
    expect(sizeCheck(99, 1).warning).toBeNull();
  });

  it("refuses too few for constructed and any Commander size but 100 (100.2a, 903.5a)", () => {
    expect(sizeCheck(59)).toMatchObject({ target: 60, warning: expect.stringContaining("at least 60") });
    expect(sizeCheck(61).warning).toContain("61 cards");
    expect(sizeCheck(97, 1)).toMatchObject({ target: 100, warning: expect.stringContaining("exactly 100") });
  });
});

const base = { manaCost: "{1}{R}", types: ["Creature"], power: 2, toughness: 2 } as const;
const def = (d: Partial<CardDefinition>): CardDefinition =>
  ({ name: "X", oracleText: "", ...base, ...d }) as CardDefinition;

describe("automationOf", () => {
  it("tells automated, partly automated (with its clauses), manual and missing apart", () => {
    expect(automationOf(def({})).kind).toBe("automated");
    const partial = def({
      oracleText: "Haste\nWhen X enters, do something odd.\n{T}: Add {R}.",
      automated: false,
      unautomated: ["When X enters, do something odd."],
      abilities: [
        {
          kind: "activated",
          text: "{T}: Add {R}.",
          cost: { tap: true },
          targets: [],
          effects: [{ kind: "addMana", choices: ["R"] }],
        },
      ],
    });
    expect(automationOf(partial)).toEqual({ kind: "partial", clauses: ["When X enters, do something odd."] });
    const manual = def({ oracleText: "Do something odd.", automated: false, unautomated: ["Do something odd."] });
    expect(automationOf(manual).kind).toBe("manual");
    expect(automationOf(undefined).kind).toBe("missing");
    // a keyword line compiled (first strike) is part of the card automated; reminder text is ignored
    const zealot = def({
      oracleText:
        "First strike (It deals combat damage first.)\nWhenever a player casts a spell from a graveyard, X deals 3 damage.",
      automated: false,
      unautomated: ["Whenever a player casts a spell from a graveyard, X deals 3 damage."],
    });
    expect(automationOf(zealot).kind).toBe("partial");
    // a reason for the whole card is manual, whatever its lines
    const faces = def({
      oracleText: "Flying",
      automated: false,
      unautomated: ["transform cards (several faces) are not compiled yet"],
    });
    expect(automationOf(faces).kind).toBe("manual");
  });

  it("counts copies and distinct cards of each kind", () => {
    const deck = readDeckList("4 Shock\n2 Odd\n1 Gone\n");
    const kinds = { Shock: "automated", Odd: "manual", Gone: "missing" } as const;
    const counts = automationCounts(deck.main, (n) => ({ kind: kinds[n as keyof typeof kinds], clauses: [] }));
    expect(counts).toEqual({
      automated: { copies: 4, cards: 1 },
      partial: { copies: 0, cards: 0 },
      manual: { copies: 2, cards: 1 },
      missing: { copies: 1, cards: 1 },
    });
  });
});

describe("type groups", () => {
  it("groups by type line, a land creature with the creatures, cards in no data last", () => {
    expect(typeGroupOf("Land Creature — Forest Dryad")).toBe("Creatures");
    expect(typeGroupOf("Artifact Land")).toBe("Lands");
    expect(typeGroupOf("Legendary Planeswalker — Chandra")).toBe("Planeswalkers");
    const deck = readDeckList("20 Mountain\n4 Shock\n4 Goblin Guide\n2 Mystery\n");
    const lines: Record<string, string> = {
      Mountain: "Basic Land — Mountain",
      Shock: "Instant",
      "Goblin Guide": "Creature — Goblin",
    };
    expect(groupByType(deck.main, (n) => lines[n]).map(([g, rows]) => [g, rows.map((r) => r.name)])).toEqual([
      ["Creatures", ["Goblin Guide"]],
      ["Instants", ["Shock"]],
      ["Lands", ["Mountain"]],
      ["Unknown", ["Mystery"]],
    ]);
  });
});
