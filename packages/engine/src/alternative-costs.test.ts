/**
 * Alternative costs from keywords (CR 118.9, 601.2b, 601.2f): evoke (702.74a), surge
 * (702.117a) and bestow (702.103a-f) — offered by `legalActions`, announced with a cast's
 * `alternative`, paid instead of the mana cost, and remembered by the permanent (its evoke
 * trigger's condition). Without them the cheaper costs could not be paid and a bestowed card
 * could only be cast as a creature.
 */
import { describe, expect, it } from "vitest";
import type { GameState } from "./state/types.js";
import { legalActions } from "./legal-actions.js";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { view } from "./view.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const EVOKER: CardDefinition = {
  name: "Evoker",
  manaCost: "{3}{R}",
  types: ["Creature"],
  power: 3,
  toughness: 3,
  oracleText: "Evoke {R}",
  alternativeCosts: [{ kind: "evoke", mana: "{R}" }],
  abilities: [
    {
      kind: "triggered",
      text: "Evoke {R}",
      event: { kind: "entersSelf" },
      targets: [],
      condition: { kind: "alternativeCostPaid", cost: "evoke" },
      effects: [{ kind: "sacrifice", what: { kind: "self" } }],
    },
  ],
};
const SURGER: CardDefinition = {
  name: "Surger",
  manaCost: "{3}{R}",
  types: ["Creature"],
  power: 4,
  toughness: 4,
  oracleText: "Surge {R}\nFlashback {4}{R}",
  alternativeCosts: [{ kind: "surge", mana: "{R}" }],
  flashback: "{4}{R}",
};
const NYMPH: CardDefinition = {
  name: "Nymph",
  manaCost: "{G}",
  types: ["Enchantment", "Creature"],
  subtypes: ["Nymph"],
  power: 1,
  toughness: 1,
  oracleText: "Bestow {G}\nEnchanted creature gets +1/+1.",
  alternativeCosts: [{ kind: "bestow", mana: "{G}" }],
  abilities: [
    {
      kind: "static",
      text: "Enchanted creature gets +1/+1.",
      affects: { kind: "attached" },
      mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 1 }],
    },
  ],
};
const extra = new Map([EVOKER, SURGER, NYMPH].map((d) => [d.name, d]));
const cards: CardRegistry = { get: (name) => extra.get(name) ?? testCards.get(name) };
const { act, refused, resolveAll } = play(cards);

const objectOf = (s: GameState, card: string) => Object.values(s.objects).find((o) => o.card === card)!;

describe("alternative costs (CR 118.9)", () => {
  it("evoke: offered when only the evoke cost is affordable; the permanent is sacrificed as it enters (702.74a)", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: ["Mountain"], hand: [{ card: "Evoker", label: "e" }] },
    });
    const casts = legalActions(state, "you", cards).filter((a) => a.type === "cast" && a.object === ids["e"]);
    expect(casts).toEqual([{ type: "cast", player: "you", object: ids["e"], alternative: "evoke" }]);
    expect(refused(state, { type: "cast", player: "you", object: ids["e"]! })).toContain("601.2g");
    const s = resolveAll(act(state, casts[0]!));
    expect(objectOf(s, "Evoker").zone).toBe("graveyard");
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toEqual(["Mountain"]);
  });

  it("an evoker cast for its mana cost stays (its trigger's condition is false, 603.4)", () => {
    const { state, ids } = board(cards, {
      you: { battlefield: ["Mountain", "Mountain", "Mountain", "Mountain"], hand: [{ card: "Evoker", label: "e" }] },
    });
    const s = resolveAll(act(state, { type: "cast", player: "you", object: ids["e"]! }));
    expect(objectOf(s, "Evoker").zone).toBe("battlefield");
  });

  it("surge: only once its caster has cast another spell this turn (702.117a)", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: ["Mountain", "Mountain"],
        hand: [
          { card: "Surger", label: "s" },
          { card: "Zap", label: "z" },
        ],
      },
    });
    expect(refused(state, { type: "cast", player: "you", object: ids["s"]!, alternative: "surge" })).toEqual([
      "702.117a",
    ]);
    expect(legalActions(state, "you", cards).some((a) => a.type === "cast" && a.alternative === "surge")).toBe(false);
    const s = resolveAll(act(state, { type: "cast", player: "you", object: ids["z"]!, targets: ["opponent"] }));
    expect(legalActions(s, "you", cards)).toContainEqual({
      type: "cast",
      player: "you",
      object: ids["s"],
      alternative: "surge",
    });
    const after = resolveAll(act(s, { type: "cast", player: "you", object: ids["s"]!, alternative: "surge" }));
    expect(objectOf(after, "Surger").zone).toBe("battlefield");
  });

  it("refuses a cost the card doesn't have, and two alternative costs at once (118.9a)", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: ["Mountain", "Mountain"],
        hand: [{ card: "Evoker", label: "e" }],
        graveyard: [{ card: "Surger", label: "rb" }],
      },
    });
    expect(refused(state, { type: "cast", player: "you", object: ids["e"]!, alternative: "bestow" })).toEqual([
      "702.103a",
    ]);
    expect(
      refused(state, { type: "cast", player: "you", object: ids["rb"]!, flashback: true, alternative: "surge" }),
    ).toEqual(["118.9a"]);
  });

  it("bestow: an Aura spell targeting a creature, an Aura while attached, a creature once unattached (702.103b, f)", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: ["Forest", "Forest", { card: "Bear", label: "bear" }],
        hand: [
          { card: "Nymph", label: "n" },
          { card: "Unmake", label: "u" },
        ],
      },
    });
    expect(refused(state, { type: "cast", player: "you", object: ids["n"]!, alternative: "bestow" })).toContain(
      "601.2c",
    );
    expect(legalActions(state, "you", cards)).toContainEqual({
      type: "cast",
      player: "you",
      object: ids["n"],
      targets: [ids["bear"]],
      alternative: "bestow",
    });
    let s = act(state, {
      type: "cast",
      player: "you",
      object: ids["n"]!,
      alternative: "bestow",
      targets: [ids["bear"]!],
    });
    expect(view(s, cards).stack[0]).toMatchObject({ name: "Nymph" });
    s = resolveAll(s);
    const v = view(s, cards);
    const nymph = v.battlefield.find((o) => o.name === "Nymph")!;
    expect(nymph).toMatchObject({ types: ["Enchantment"], subtypes: ["Aura"], attachedTo: ids["bear"] });
    expect(v.battlefield.find((o) => o.id === ids["bear"])).toMatchObject({ power: 3, toughness: 3 });
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["u"]!, targets: [ids["bear"]!] }));
    expect(view(s, cards).battlefield.find((o) => o.name === "Nymph")).toMatchObject({
      types: ["Enchantment", "Creature"],
      subtypes: ["Nymph"],
      power: 1,
      attachedTo: null,
    });
  });

  it("bestow: a bestowed spell whose target is gone resolves as a creature spell (702.103e)", () => {
    const { state, ids } = board(cards, {
      you: {
        battlefield: ["Forest", "Forest", { card: "Bear", label: "bear" }],
        hand: [
          { card: "Nymph", label: "n" },
          { card: "Unmake", label: "u" },
        ],
      },
    });
    let s = act(state, {
      type: "cast",
      player: "you",
      object: ids["n"]!,
      alternative: "bestow",
      targets: [ids["bear"]!],
    });
    s = act(s, { type: "cast", player: "you", object: ids["u"]!, targets: [ids["bear"]!] });
    s = resolveAll(s);
    expect(objectOf(s, "Bear").zone).toBe("graveyard");
    expect(view(s, cards).battlefield.find((o) => o.name === "Nymph")).toMatchObject({
      types: ["Enchantment", "Creature"],
      power: 1,
    });
  });
});
