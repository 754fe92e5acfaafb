/**
 * The table's hand-aware automatic payment (hand-payment.ts, CR 601.2g-h, 605.3a): generic
 * mana is paid with the sources the rest of the hand needs least.
 */
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "./state/vocabulary/index.js";
import type { CardRegistry } from "./core/context.js";
import { apply } from "./apply.js";
import { handAwarePayment } from "./hand-payment.js";
import { board } from "./test-support/board.js";
import { testCards } from "./test-support/registry.js";

const goblin = (name: string): CardDefinition => ({
  name,
  manaCost: "{R}",
  types: ["Creature"],
  subtypes: ["Goblin"],
  power: 1,
  toughness: 1,
  keywords: ["Haste"],
  oracleText: "Haste",
});
const shaping = testCards.get("Ground Shaping")!;
const BIG_SHAPING: CardDefinition = { ...shaping, name: "Big Shaping", manaCost: "{1}{G}" };
const EXTRA = new Map([goblin("Raging Goblin"), goblin("Goblin Guide"), BIG_SHAPING].map((d) => [d.name, d]));
const cards: CardRegistry = { get: (name) => EXTRA.get(name) ?? testCards.get(name) };

describe("handAwarePayment", () => {
  it("pays Bear's {1} with a Forest when the hand's two {R} creatures need both Mountains (the trial's case)", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: ["Mountain", "Mountain", "Forest", "Forest", { card: "Mana Elf", sick: true }],
        hand: [{ card: "Bear", label: "bear" }, "Raging Goblin", "Goblin Guide"],
      },
    });
    const cast = { type: "cast" as const, player: "you" as const, object: ids["bear"]! };
    const payment = handAwarePayment(state, cast, cards);
    expect(payment).not.toBeNull();
    expect(payment!.map((id) => state.objects[id]!.card)).toEqual(["Forest", "Forest"]);
    // the engine's own plan leaves a Mountain and a Forest (one goblin only); this one both Mountains
    const untapped = (r: ReturnType<typeof apply>): string[] =>
      r.ok
        ? r.state.battlefield.filter((id) => !r.state.objects[id]!.tapped).map((id) => r.state.objects[id]!.card!)
        : [];
    expect(untapped(apply(state, cast, cards))).toEqual(["Mountain", "Forest", "Mana Elf"]);
    expect(untapped(apply(state, { ...cast, payment: payment! }, cards))).toEqual(["Mountain", "Mountain", "Mana Elf"]);
  });

  it("keeps the engine's own plan (null) when no choice leaves the hand better off", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: ["Forest", "Forest", "Mountain"], hand: [{ card: "Bear", label: "bear" }, "Bear"] },
    });
    expect(handAwarePayment(state, { type: "cast", player: "you", object: ids["bear"]! }, cards)).toBeNull();
  });

  it("leaves the spell's target untapped, as the engine's plan does, even where tapping it would keep more of the hand castable", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: [{ card: "Forest", label: "f1" }, "Forest", "Mountain", "Mountain"],
        hand: [{ card: "Big Shaping", label: "spell" }, "Raging Goblin", "Goblin Guide"],
      },
    });
    const cast = { type: "cast" as const, player: "you" as const, object: ids["spell"]!, targets: [ids["f1"]!] };
    const payment = handAwarePayment(state, cast, cards);
    expect(payment === null || !payment.includes(ids["f1"]!)).toBe(true);
  });

  it("returns null for a cast the engine refuses, and for an action that names its payment", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: ["Mountain"], hand: [{ card: "Bear", label: "bear" }] },
    });
    expect(handAwarePayment(state, { type: "cast", player: "you", object: ids["bear"]! }, cards)).toBeNull();
    const named = { type: "cast" as const, player: "you" as const, object: ids["bear"]!, payment: [] };
    expect(handAwarePayment(state, named, cards)).toBeNull();
  });
});
