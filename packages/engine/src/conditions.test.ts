/**
 * "As long as …" conditions of static abilities (CR 611.3a: checked continuously, here after
 * layer 4 so that types and control are known) and the same conditions as intervening ifs.
 */
import { describe, expect, it } from "vitest";
import type { CardRegistry } from "./core/context.js";
import { characteristics } from "./rules/layers.js";
import { changeZone } from "./rules/zones.js";
import { newCtx } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const cat: CardDefinition = {
  name: "Mountain Cat",
  manaCost: "{G}",
  types: ["Creature"],
  subtypes: ["Cat"],
  power: 1,
  toughness: 1,
  oracleText: "Mountain Cat gets +1/+1 as long as you control a Mountain.",
  abilities: [
    {
      kind: "static",
      text: "Mountain Cat gets +1/+1 as long as you control a Mountain.",
      affects: { kind: "self" },
      mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 1 }],
      condition: { kind: "youControl", filter: { subtypes: ["Mountain"] } },
    },
  ],
};
const threshold: CardDefinition = {
  name: "Threshold Bird",
  manaCost: "{U}",
  types: ["Creature"],
  subtypes: ["Bird"],
  power: 1,
  toughness: 1,
  oracleText: "Threshold Bird has flying as long as seven or more cards are in your graveyard.",
  abilities: [
    {
      kind: "static",
      text: "Threshold Bird has flying as long as seven or more cards are in your graveyard.",
      affects: { kind: "self" },
      mods: [{ layer: "6", kind: "addKeywords", keywords: ["Flying"] }],
      condition: { kind: "graveyardAtLeast", amount: 7 },
    },
  ],
};
const extra = new Map([cat, threshold].map((d) => [d.name, d]));
const cards: CardRegistry = { get: (n) => extra.get(n) ?? testCards.get(n) };

describe("static abilities with 'as long as' (CR 611.3a)", () => {
  it("apply only while the condition holds, counting the controller's permanents", () => {
    const without = board(cards, {
      you: { battlefield: [{ card: "Mountain Cat", label: "cat" }, "Forest"] },
      opponent: { battlefield: ["Mountain"] },
    });
    expect(characteristics(newCtx(without.state, cards), without.ids["cat"]!)).toMatchObject({
      power: 1,
      toughness: 1,
    });
    const withIt = board(cards, { you: { battlefield: [{ card: "Mountain Cat", label: "cat" }, "Mountain"] } });
    expect(characteristics(newCtx(withIt.state, cards), withIt.ids["cat"]!)).toMatchObject({ power: 2, toughness: 2 });
  });

  it("count the cards in the controller's graveyard", () => {
    const six = board(cards, {
      you: { battlefield: [{ card: "Threshold Bird", label: "bird" }], graveyard: Array(6).fill("Forest") },
    });
    expect(characteristics(newCtx(six.state, cards), six.ids["bird"]!).keywords).not.toContain("Flying");
    const seven = board(cards, {
      you: { battlefield: [{ card: "Threshold Bird", label: "bird" }], graveyard: Array(7).fill("Forest") },
    });
    expect(characteristics(newCtx(seven.state, cards), seven.ids["bird"]!).keywords).toContain("Flying");
  });
});

describe("the characteristics cache (CR 613, 604.3)", () => {
  const goyf: CardDefinition = {
    name: "Grave Counter",
    manaCost: "{1}{G}",
    types: ["Creature"],
    power: null,
    toughness: null,
    oracleText: "Grave Counter's power and toughness are each equal to the number of creature cards in your graveyard.",
    powerCda: { kind: "count", filter: { types: ["Creature"], zone: "graveyard", controller: "you" } },
    toughnessCda: { kind: "count", filter: { types: ["Creature"], zone: "graveyard", controller: "you" } },
  };
  const reg: CardRegistry = { get: (n) => (n === goyf.name ? goyf : cards.get(n)) };

  it("is refreshed when a card moves from a hand to a graveyard, not only on battlefield moves", () => {
    const { state, ids } = board(reg, {
      you: {
        battlefield: [{ card: "Grave Counter", label: "goyf" }],
        hand: [{ card: "Mountain Cat", label: "cat" }],
        graveyard: ["Mountain Cat"],
      },
    });
    const ctx = newCtx(state, reg);
    expect(characteristics(ctx, ids["goyf"]!)).toMatchObject({ power: 1, toughness: 1 });
    changeZone(ctx, ids["cat"]!, "graveyard"); // a discard (CR 701.8)
    expect(characteristics(ctx, ids["goyf"]!)).toMatchObject({ power: 2, toughness: 2 });
    expect(characteristics(newCtx(JSON.parse(JSON.stringify(state)), reg), ids["goyf"]!)).toMatchObject({
      power: 2,
      toughness: 2,
    }); // a JSON copy agrees
  });
});

describe("the cache follows combat and life totals (CR 506.4, 611.3a)", () => {
  const raptor: CardDefinition = {
    name: "Lifelink Raptor",
    manaCost: "{W}",
    types: ["Creature"],
    subtypes: ["Bird"],
    power: 2,
    toughness: 2,
    keywords: ["Vigilance"],
    oracleText: "Vigilance\nAttacking creatures you control have lifelink.",
    abilities: [
      {
        kind: "static",
        text: "Attacking creatures you control have lifelink.",
        affects: { kind: "filter", filter: { types: ["Creature"], controller: "you", combat: "attacking" } },
        mods: [{ layer: "6", kind: "addKeywords", keywords: ["Lifelink"] }],
      },
    ],
  };
  const desperate: CardDefinition = {
    name: "Desperate Cat",
    manaCost: "{W}",
    types: ["Creature"],
    subtypes: ["Cat"],
    power: 1,
    toughness: 1,
    oracleText: "Desperate Cat gets +2/+2 as long as you have 5 or less life.",
    abilities: [
      {
        kind: "static",
        text: "Desperate Cat gets +2/+2 as long as you have 5 or less life.",
        affects: { kind: "self" },
        mods: [{ layer: "7c", kind: "addPT", power: 2, toughness: 2 }],
        condition: { kind: "lifeAtMost", amount: 5 },
      },
    ],
  };
  const reg: CardRegistry = {
    get: (n) => (n === raptor.name ? raptor : n === desperate.name ? desperate : cards.get(n)),
  };

  it("an attacking creature's granted lifelink ends with combat", async () => {
    const { apply } = await import("./apply.js");
    const { state, ids } = board(reg, { you: { battlefield: [{ card: "Lifelink Raptor", label: "raptor" }] } });
    const step = (s: typeof state, a: Parameters<typeof apply>[1]) => {
      const r = apply(s, a, reg);
      if (!r.ok) throw new Error(r.error.message);
      return r.state;
    };
    let s = step(state, { type: "passUntil", player: "you", step: "declare_attackers" });
    s = step(s, { type: "declareAttackers", player: "you", attackers: [ids["raptor"]!] });
    expect(characteristics(newCtx(s, reg), ids["raptor"]!).keywords).toContain("Lifelink");
    s = step(s, { type: "passUntil", player: "you", step: "main2" });
    expect(s.players.you.life).toBe(22); // lifelink on its combat damage
    expect(characteristics(newCtx(s, reg), ids["raptor"]!).keywords).not.toContain("Lifelink");
  });

  it("a life-total condition is re-read when the life total changes", () => {
    const { state, ids } = board(reg, { you: { battlefield: [{ card: "Desperate Cat", label: "cat" }] } });
    const ctx = newCtx(state, reg);
    expect(characteristics(ctx, ids["cat"]!)).toMatchObject({ power: 1 });
    state.players.you.life = 5;
    expect(characteristics(ctx, ids["cat"]!)).toMatchObject({ power: 3 });
  });
});
