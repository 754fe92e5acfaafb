/**
 * Determining and paying a spell's total cost (CR 601.2f-h): affinity (702.41a) and "<filter>
 * spells you cast cost {N} less" reduce only the generic part (601.2f); convoke (702.51a),
 * improvise (702.126a) and delve (702.66a) pay with creatures, artifacts and graveyard cards —
 * automatically, after the mana, so only what the mana can't cover is tapped or exiled.
 */
import { describe, expect, it } from "vitest";
import type { Action, GameState } from "./state/types.js";
import { apply } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition, Effect } from "./state/vocabulary/index.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const draw = (n: number): Effect => ({ kind: "draw", amount: n, who: { kind: "you" } });
const spell = (
  name: string,
  manaCost: string,
  type: "Instant" | "Sorcery",
  extra: Partial<CardDefinition> = {},
): CardDefinition => ({
  name,
  manaCost,
  types: [type],
  oracleText: "Draw a card.",
  spell: { modes: [{ text: "Draw a card.", targets: [], effects: [draw(1)] }], chooseMin: 1, chooseMax: 1 },
  ...extra,
});
const CARDS: CardDefinition[] = [
  spell("Metal Thought", "{4}{U}", "Sorcery", { affinity: { types: ["Artifact"] } }),
  spell("Heavy Thought", "{2}{U}", "Instant"),
  spell("Slow Thought", "{2}{U}", "Sorcery"),
  spell("Team Thought", "{2}{W}", "Sorcery", { keywords: ["Convoke"] }),
  spell("Grave Thought", "{4}{U}", "Instant", { keywords: ["Delve"] }),
  spell("Scrap Thought", "{2}{U}", "Sorcery", { keywords: ["Improvise"] }),
  { name: "Trinket", manaCost: "{1}", types: ["Artifact"], oracleText: "" },
  { name: "Squire", manaCost: "{W}", types: ["Creature"], subtypes: ["Human"], power: 1, toughness: 1, oracleText: "" },
  {
    name: "Plains",
    manaCost: null,
    supertypes: ["Basic"],
    types: ["Land"],
    subtypes: ["Plains"],
    oracleText: "{T}: Add {W}.",
    abilities: [
      {
        kind: "activated",
        text: "{T}: Add {W}.",
        cost: { tap: true },
        targets: [],
        effects: [{ kind: "addMana", choices: ["W"] }],
      },
    ],
  },
  {
    name: "Instant Discount",
    manaCost: "{1}{U}",
    types: ["Enchantment"],
    oracleText: "Instant spells you cast cost {1} less to cast.",
    abilities: [
      {
        kind: "costReduction",
        text: "Instant spells you cast cost {1} less to cast.",
        spells: { types: ["Instant"] },
        amount: 1,
      },
    ],
  },
];
const cards: CardRegistry = (() => {
  const byName = new Map(CARDS.map((d) => [d.name, d]));
  return { get: (name: string) => byName.get(name) ?? testCards.get(name) };
})();

const { act } = play(cards);
const n = (k: number, card: string) => Array.from({ length: k }, () => card);
const tapped = (s: GameState, card: string) =>
  s.battlefield.filter((id) => s.objects[id]!.card === card && s.objects[id]!.tapped).length;
const refusal = (s: GameState, a: Action) => {
  const r = apply(s, a, cards);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.error.rules;
};

describe("affinity for artifacts (CR 702.41a, 601.2f)", () => {
  it("costs {1} less for each artifact you control", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Metal Thought", label: "m" }], battlefield: [...n(2, "Trinket"), ...n(3, "Island")] },
    });
    const s = act(state, { type: "cast", player: "you", object: ids["m"]! });
    expect(tapped(s, "Island")).toBe(3);
    expect(legalActions(state, "you", cards).some((a) => a.type === "cast" && a.object === ids["m"])).toBe(true);
  });
  it("is refused with too few artifacts, citing 601.2f", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Metal Thought", label: "m" }], battlefield: ["Trinket", ...n(3, "Island")] },
    });
    expect(refusal(state, { type: "cast", player: "you", object: ids["m"]! })).toContain("601.2f");
  });
  it("never reduces the colored requirement", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Metal Thought", label: "m" }], battlefield: [...n(6, "Trinket"), "Mountain"] },
    });
    expect(refusal(state, { type: "cast", player: "you", object: ids["m"]! })).toContain("601.2h");
    const ok = board(cards, {
      you: { hand: [{ card: "Metal Thought", label: "m" }], battlefield: [...n(6, "Trinket"), "Island"] },
    });
    const s = act(ok.state, { type: "cast", player: "you", object: ok.ids["m"]! });
    expect(tapped(s, "Island")).toBe(1);
  });
});

describe('"<filter> spells you cast cost {N} less to cast" (CR 601.2f)', () => {
  it("reduces matching spells only", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [
          { card: "Heavy Thought", label: "h" },
          { card: "Slow Thought", label: "sl" },
        ],
        battlefield: ["Instant Discount", ...n(2, "Island")],
      },
    });
    const s = act(state, { type: "cast", player: "you", object: ids["h"]! });
    expect(tapped(s, "Island")).toBe(2);
    expect(refusal(state, { type: "cast", player: "you", object: ids["sl"]! })).toContain("601.2f");
  });
});

describe("convoke (CR 702.51a)", () => {
  it("taps creatures for generic mana and for mana of their color, even summoning-sick ones", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [{ card: "Team Thought", label: "t" }],
        battlefield: [{ card: "Squire", sick: true }, "Bear", "Bear"],
      },
    });
    const s = act(state, { type: "cast", player: "you", object: ids["t"]! });
    expect(tapped(s, "Squire") + tapped(s, "Bear")).toBe(3);
    expect(s.stack).toHaveLength(1);
  });
  it("taps creatures only for what the lands can't pay", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Team Thought", label: "t" }], battlefield: ["Plains", "Forest", "Bear", "Bear"] },
    });
    const s = act(state, { type: "cast", player: "you", object: ids["t"]! });
    expect(tapped(s, "Plains") + tapped(s, "Forest")).toBe(2);
    expect(tapped(s, "Bear")).toBe(1);
  });
  it("a green creature can't pay {W}", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Team Thought", label: "t" }], battlefield: n(3, "Bear") },
    });
    expect(refusal(state, { type: "cast", player: "you", object: ids["t"]! })).toContain("601.2h");
  });
});

describe("delve (CR 702.66a) and improvise (CR 702.126a)", () => {
  it("delve exiles cards from your graveyard to pay generic mana", () => {
    const { state, ids } = board(cards, {
      you: {
        hand: [{ card: "Grave Thought", label: "g" }],
        battlefield: ["Island"],
        graveyard: n(5, "Bear"),
        library: n(5, "Island"),
      },
    });
    const s = act(state, { type: "cast", player: "you", object: ids["g"]! });
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(n(4, "Bear"));
    expect(s.players.you.graveyard).toHaveLength(1);
  });
  it("delve can't pay colored mana", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Grave Thought", label: "g" }], battlefield: [], graveyard: n(6, "Bear") },
    });
    expect(refusal(state, { type: "cast", player: "you", object: ids["g"]! })).toContain("601.2h");
  });
  it("improvise taps artifacts for generic mana", () => {
    const { state, ids } = board(cards, {
      you: { hand: [{ card: "Scrap Thought", label: "sc" }], battlefield: ["Island", ...n(2, "Trinket")] },
    });
    const s = act(state, { type: "cast", player: "you", object: ids["sc"]! });
    expect(tapped(s, "Trinket")).toBe(2);
    expect(legalActions(state, "you", cards).some((a) => a.type === "cast" && a.object === ids["sc"])).toBe(true);
  });
});
